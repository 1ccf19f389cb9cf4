import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../client";
import { jobs, type JobRow } from "../schema";

export async function insertJob({
  db,
  projectId,
  kind,
  input,
  runAt,
}: {
  db: Db;
  projectId: number | null;
  kind: string;
  input: Record<string, unknown>;
  runAt?: Date;
}): Promise<JobRow> {
  const rows = await db
    .insert(jobs)
    .values({ projectId, kind, input, ...(runAt ? { runAt } : {}) })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("insert into jobs returned no row");
  return row;
}

/** Claims the next due job: concurrent workers never claim the same row (FOR UPDATE SKIP LOCKED). */
export async function claimNextJob({
  db,
  kinds,
}: {
  db: Db;
  kinds: readonly string[];
}): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "queued"), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, [...kinds])))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({ status: "running", startedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, next))
    .returning();
  return rows[0];
}

export async function updateJob({
  db,
  id,
  changes,
}: {
  db: Db;
  id: number;
  changes: Partial<Pick<JobRow, "status" | "progress" | "message" | "result" | "error" | "finishedAt">>;
}): Promise<JobRow | undefined> {
  const rows = await db.update(jobs).set(changes).where(eq(jobs.id, id)).returning();
  return rows[0];
}

export async function getJobById({ db, id }: { db: Db; id: number }): Promise<JobRow | undefined> {
  const rows = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return rows[0];
}

export async function listJobsByProject({
  db,
  projectId,
  limit = 50,
}: {
  db: Db;
  projectId: number;
  limit?: number;
}): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.projectId, projectId)).orderBy(desc(jobs.id)).limit(limit);
}

/** Jobs a crash left 'running' become failed with a reason; they can be started again. */
export async function failInterruptedJobs({ db }: { db: Db }): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({
      status: "failed",
      error: "Interrupted by a server restart; start it again.",
      finishedAt: sql`now()`,
    })
    .where(eq(jobs.status, "running"))
    .returning();
}
