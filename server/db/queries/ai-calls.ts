import { asc, eq, sql } from "drizzle-orm";
import type { AiUsageLine } from "../../../domain/api/ai";
import type { CallRecord } from "../../engines/llm";
import type { Db } from "../client";
import { aiCalls } from "../schema";

/** Stores one model call. */
export async function insertAiCall({ db, call }: { db: Db; call: CallRecord }): Promise<void> {
  await db.insert(aiCalls).values(call);
}

/** What a project's model calls have cost so far, in US dollars. */
export async function projectAiSpend({ db, projectId }: { db: Db; projectId: number }): Promise<number> {
  const rows = await db
    .select({ cost: sql<number>`coalesce(sum(${aiCalls.costUsd}), 0)`.mapWith(Number) })
    .from(aiCalls)
    .where(eq(aiCalls.projectId, projectId));
  return rows[0]?.cost ?? 0;
}

/** A project's calls summed per agent, provider and model (SQL aggregates), in the order agents first called. */
export async function aiUsageByAgent({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<AiUsageLine[]> {
  const rows = await db
    .select({
      agent: aiCalls.agent,
      provider: aiCalls.provider,
      model: aiCalls.model,
      calls: sql<number>`count(*)`.mapWith(Number),
      inputTokens: sql<number>`coalesce(sum(${aiCalls.inputTokens}), 0)`.mapWith(Number),
      outputTokens: sql<number>`coalesce(sum(${aiCalls.outputTokens}), 0)`.mapWith(Number),
      costUsd: sql<number>`coalesce(sum(${aiCalls.costUsd}), 0)`.mapWith(Number),
      first: sql<number>`min(${aiCalls.id})`.mapWith(Number),
    })
    .from(aiCalls)
    .where(eq(aiCalls.projectId, projectId))
    .groupBy(aiCalls.agent, aiCalls.provider, aiCalls.model)
    .orderBy(asc(sql`min(${aiCalls.id})`));
  return rows.map(({ first: _first, ...line }) => ({ ...line, costUsd: roundCost(line.costUsd) }));
}

/** Costs are kept to a millionth of a dollar. */
export function roundCost(cost: number): number {
  return Math.round(cost * 1_000_000) / 1_000_000;
}
