import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { checklists, type ChecklistRow } from "../schema";

export async function getChecklistByProject({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<ChecklistRow | undefined> {
  const rows = await db.select().from(checklists).where(eq(checklists.projectId, projectId)).limit(1);
  return rows[0];
}

/** Creates the project's checklist with initial answers, or returns the existing one (first writer wins). */
export async function createChecklist({
  db,
  projectId,
  answers,
}: {
  db: Db;
  projectId: number;
  answers: Record<string, unknown>;
}): Promise<ChecklistRow> {
  await db.insert(checklists).values({ projectId, answers }).onConflictDoNothing();
  const row = await getChecklistByProject({ db, projectId });
  if (!row) throw new Error("checklist insert returned no row");
  return row;
}

export async function updateChecklist({
  db,
  projectId,
  changes,
}: {
  db: Db;
  projectId: number;
  changes: Partial<Pick<ChecklistRow, "answers" | "status" | "currentSection" | "completedAt">>;
}): Promise<ChecklistRow | undefined> {
  const rows = await db
    .update(checklists)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(checklists.projectId, projectId))
    .returning();
  return rows[0];
}
