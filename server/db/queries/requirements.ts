import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { requirements, type RequirementRow } from "../schema";

export async function listRequirementsByProject({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<RequirementRow[]> {
  return db
    .select()
    .from(requirements)
    .where(eq(requirements.projectId, projectId))
    .orderBy(asc(requirements.id));
}

/** Inserts requirements; one whose code is already taken in the project is skipped (returned rows are the new ones). */
export async function insertRequirements({
  db,
  rows,
}: {
  db: Db;
  rows: (typeof requirements.$inferInsert)[];
}): Promise<RequirementRow[]> {
  if (rows.length === 0) return [];
  return db.insert(requirements).values(rows).onConflictDoNothing().returning();
}

export async function getRequirementByCode({
  db,
  projectId,
  code,
}: {
  db: Db;
  projectId: number;
  code: string;
}) {
  const rows = await db
    .select()
    .from(requirements)
    .where(and(eq(requirements.projectId, projectId), eq(requirements.code, code)))
    .limit(1);
  return rows[0];
}

/** A requirement by id, only within the given project (another project's id is indistinguishable from none). */
export async function getRequirementById({ db, projectId, id }: { db: Db; projectId: number; id: number }) {
  const rows = await db
    .select()
    .from(requirements)
    .where(and(eq(requirements.projectId, projectId), eq(requirements.id, id)))
    .limit(1);
  return rows[0];
}

export async function updateRequirement({
  db,
  projectId,
  id,
  changes,
}: {
  db: Db;
  projectId: number;
  id: number;
  changes: Partial<Pick<RequirementRow, "description" | "status" | "priority">>;
}): Promise<RequirementRow | undefined> {
  const rows = await db
    .update(requirements)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(requirements.projectId, projectId), eq(requirements.id, id)))
    .returning();
  return rows[0];
}

export async function deleteRequirement({
  db,
  projectId,
  id,
}: {
  db: Db;
  projectId: number;
  id: number;
}): Promise<boolean> {
  const rows = await db
    .delete(requirements)
    .where(and(eq(requirements.projectId, projectId), eq(requirements.id, id)))
    .returning({ id: requirements.id });
  return rows.length > 0;
}
