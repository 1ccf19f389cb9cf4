import { and, asc, eq } from "drizzle-orm";
import type { GeneratedBy } from "../../../domain/api/ai";
import type { Db } from "../client";
import { messages, type MessageRow } from "../schema";

/** A conversation's messages, oldest first (ids grow with time, so they order ties in createdAt). */
export async function listMessagesByConversation({
  db,
  projectId,
  aiAgent,
}: {
  db: Db;
  projectId: number;
  aiAgent: string;
}): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.projectId, projectId), eq(messages.aiAgent, aiAgent)))
    .orderBy(asc(messages.id));
}

export async function insertMessage({
  db,
  projectId,
  aiAgent,
  role,
  content,
  generatedBy,
}: {
  db: Db;
  projectId: number;
  aiAgent: string;
  role: MessageRow["role"];
  content: string;
  /** What wrote an assistant's message. */
  generatedBy?: GeneratedBy;
}): Promise<MessageRow> {
  const rows = await db
    .insert(messages)
    .values({ projectId, aiAgent, role, content, generatedBy: generatedBy ?? null })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("insert into messages returned no row");
  return row;
}
