import { and, desc, eq, gte, lt, ne } from "drizzle-orm";
import type { Db } from "../client";
import { testPlans, testRuns, type TestPlanRow, type TestRunRow } from "../schema";

/** The project's test plan (one per project, replaced by each generation). */
export async function getTestPlan({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<TestPlanRow | undefined> {
  const rows = await db.select().from(testPlans).where(eq(testPlans.projectId, projectId)).limit(1);
  return rows[0];
}

export async function saveTestPlan({
  db,
  projectId,
  requirementsText,
  plan,
}: {
  db: Db;
  projectId: number;
  requirementsText: string;
  plan: Record<string, unknown>;
}): Promise<void> {
  const now = new Date();
  await db
    .insert(testPlans)
    .values({ projectId, requirementsText, plan, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: testPlans.projectId, set: { requirementsText, plan, updatedAt: now } });
}

export async function insertTestRun({
  db,
  projectId,
  testType,
}: {
  db: Db;
  projectId: number;
  testType: string;
}): Promise<TestRunRow> {
  const rows = await db.insert(testRuns).values({ projectId, testType, status: "running" }).returning();
  const row = rows[0];
  if (!row) throw new Error("the test run was not stored");
  return row;
}

export async function finishTestRun({
  db,
  id,
  changes,
}: {
  db: Db;
  id: number;
  changes: Partial<Omit<typeof testRuns.$inferInsert, "id" | "projectId" | "startedAt">>;
}): Promise<TestRunRow | undefined> {
  const rows = await db
    .update(testRuns)
    .set({ finishedAt: new Date(), ...changes })
    .where(eq(testRuns.id, id))
    .returning();
  return rows[0];
}

/**
 * The project's most recent test run (the one the Test Results tab shows), if any; with `finished`, the most
 * recent one that is no longer running (the export package's report).
 */
export async function latestTestRun(
  db: Db,
  projectId: number,
  options: { finished?: boolean } = {},
): Promise<TestRunRow | undefined> {
  const rows = await db
    .select()
    .from(testRuns)
    .where(
      options.finished
        ? and(eq(testRuns.projectId, projectId), ne(testRuns.status, "running"))
        : eq(testRuns.projectId, projectId),
    )
    .orderBy(desc(testRuns.id))
    .limit(1);
  return rows[0];
}

/** The latest finished run of each kind of test that started at or after `since` (the current files' runs). */
export async function finishedTestRunsSince(db: Db, projectId: number, since: Date): Promise<TestRunRow[]> {
  const rows = await db
    .select()
    .from(testRuns)
    .where(
      and(eq(testRuns.projectId, projectId), ne(testRuns.status, "running"), gte(testRuns.startedAt, since)),
    )
    .orderBy(desc(testRuns.id))
    .limit(50);
  const latest = new Map<string, TestRunRow>();
  for (const row of rows) if (!latest.has(row.testType)) latest.set(row.testType, row);
  return [...latest.values()];
}

/** Runs still marked running that started before `before` (the product stopped during them) become errors. */
export async function failStaleTestRuns({
  db,
  projectId,
  before,
  error,
}: {
  db: Db;
  projectId: number;
  before: Date;
  error: string;
}): Promise<void> {
  await db
    .update(testRuns)
    .set({ status: "error", error, finishedAt: new Date() })
    .where(
      and(eq(testRuns.projectId, projectId), eq(testRuns.status, "running"), lt(testRuns.startedAt, before)),
    );
}
