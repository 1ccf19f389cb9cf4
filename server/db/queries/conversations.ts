import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { conversations } from "../schema";

/** The assistant's interview state in a project; {} before its first turn. */
export async function getConversationState({
  db,
  projectId,
  aiAgent,
}: {
  db: Db;
  projectId: number;
  aiAgent: string;
}): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ state: conversations.state })
    .from(conversations)
    .where(and(eq(conversations.projectId, projectId), eq(conversations.aiAgent, aiAgent)))
    .limit(1);
  return rows[0]?.state ?? {};
}

/** Stores the state after a turn (one row per project and assistant). */
export async function saveConversationState({
  db,
  projectId,
  aiAgent,
  state,
}: {
  db: Db;
  projectId: number;
  aiAgent: string;
  state: Record<string, unknown>;
}): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(conversations)
    .values({ projectId, aiAgent, state, updatedAt })
    .onConflictDoUpdate({
      target: [conversations.projectId, conversations.aiAgent],
      set: { state, updatedAt },
    });
}
