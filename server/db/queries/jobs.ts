import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import { jobs, projects, type JobRow } from "../schema";

/** Inserts a job as it is, with its project's owner (tests; the runner queues through `enqueueJob`). */
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
  const ownerId = projectId === null ? null : ((await getProjectOwner(db, projectId)) ?? null);
  const rows = await db
    .insert(jobs)
    .values({ projectId, ownerId, kind, input, ...(runAt ? { runAt } : {}) })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("insert into jobs returned no row");
  return row;
}

async function getProjectOwner(db: Db, projectId: number): Promise<number | undefined> {
  const rows = await db
    .select({ ownerId: projects.ownerId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return rows[0]?.ownerId;
}

export type EnqueueOutcome =
  | { outcome: "queued" | "coalesced"; job: JobRow }
  | { outcome: "admissible" }
  | { outcome: "refused"; active: number };

/**
 * Queues a job for its project's owner, atomically per owner (an advisory lock, so several servers agree):
 * with `coalesce`, a queued job of the same kind and project is reused, its input replaced by the newer one;
 * otherwise an owner with `maxActivePerOwner` jobs queued or running is refused. `dryRun` only says whether the
 * job would be accepted. Jobs without a project have no owner and no cap.
 */
export async function enqueueJob({
  db,
  projectId,
  kind,
  input,
  runAt,
  coalesce = false,
  maxActivePerOwner,
  dryRun = false,
}: {
  db: Db;
  projectId: number | null;
  kind: string;
  input: Record<string, unknown>;
  runAt?: Date;
  coalesce?: boolean;
  maxActivePerOwner: number;
  dryRun?: boolean;
}): Promise<EnqueueOutcome> {
  return db.transaction(async (tx) => {
    const ownerId = projectId === null ? null : ((await getProjectOwner(tx, projectId)) ?? null);
    if (ownerId !== null)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('specwright.jobs.owner'), ${ownerId})`);
    if (coalesce && projectId !== null) {
      const pending = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.projectId, projectId), eq(jobs.kind, kind), eq(jobs.status, "queued")))
        .orderBy(asc(jobs.id))
        .limit(1)
        // Locked, so a runner cannot claim it while its input is replaced (it skips locked rows).
        .for("update");
      const found = pending[0];
      if (found && dryRun) return { outcome: "admissible" };
      if (found) {
        const rows = await tx.update(jobs).set({ input }).where(eq(jobs.id, found.id)).returning();
        return { outcome: "coalesced", job: rows[0] ?? found };
      }
    }
    if (ownerId !== null) {
      const counted = await tx
        .select({ active: count() })
        .from(jobs)
        .where(and(eq(jobs.ownerId, ownerId), inArray(jobs.status, ["queued", "running"])));
      const active = counted[0]?.active ?? 0;
      if (active >= maxActivePerOwner) return { outcome: "refused", active };
    }
    if (dryRun) return { outcome: "admissible" };
    const rows = await tx
      .insert(jobs)
      .values({ projectId, ownerId, kind, input, ...(runAt ? { runAt } : {}) })
      .returning();
    const row = rows[0];
    if (!row) throw new Error("insert into jobs returned no row");
    return { outcome: "queued", job: row };
  });
}

/**
 * Claims the next due job of one lane (`kinds`): concurrent workers never claim the same row (FOR UPDATE SKIP
 * LOCKED), and claims of a lane are serialised across servers (an advisory lock) so the per-owner limit holds.
 * Round-robin by owner: owners with `perOwner` jobs of the lane running are skipped, and of the others the one
 * whose last job of the lane started longest ago (or never) goes first, with its oldest due job.
 */
export async function claimNextJob({
  db,
  lane,
  kinds,
  perOwner,
}: {
  db: Db;
  lane: string;
  kinds: readonly string[];
  perOwner: number;
}): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const other = alias(jobs, "other_jobs");
  const fromOther = sql`from ${jobs} ${sql.identifier("other_jobs")}`;
  const sameOwner = sql`${other.ownerId} is not distinct from ${jobs.ownerId} and ${inArray(other.kind, [...kinds])}`;
  const runningOfOwner = sql`(select count(*) ${fromOther} where ${sameOwner} and ${other.status} = 'running')`;
  const lastServed = sql`(select max(${other.startedAt}) ${fromOther} where ${sameOwner})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('specwright.jobs.claim'), hashtext(${lane}))`);
    const next = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "queued"),
          lte(jobs.runAt, sql`now()`),
          inArray(jobs.kind, [...kinds]),
          sql`${runningOfOwner} < ${perOwner}`,
        ),
      )
      .orderBy(sql`${lastServed} asc nulls first`, asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const rows = await tx
      .update(jobs)
      .set({ status: "running", startedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, next))
      .returning();
    return rows[0];
  });
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
