import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { projects, type ProjectRow } from "../schema";

export async function listProjectsByOwner({
  db,
  ownerId,
}: {
  db: Db;
  ownerId: number;
}): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
}

/** The project when it exists and belongs to the owner; another user's project is indistinguishable from none. */
export async function getProjectByIdForOwner({
  db,
  id,
  ownerId,
}: {
  db: Db;
  id: number;
  ownerId: number;
}): Promise<ProjectRow | undefined> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

export async function createProject({
  db,
  ownerId,
  name,
  description,
}: {
  db: Db;
  ownerId: number;
  name: string;
  description: string;
}): Promise<ProjectRow> {
  const rows = await db.insert(projects).values({ ownerId, name, description }).returning();
  const row = rows[0];
  if (!row) throw new Error("insert into projects returned no row");
  return row;
}

export async function updateProject({
  db,
  id,
  ownerId,
  changes,
}: {
  db: Db;
  id: number;
  ownerId: number;
  changes: { name?: string; description?: string };
}): Promise<ProjectRow | undefined> {
  const rows = await db
    .update(projects)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .returning();
  return rows[0];
}

export async function deleteProject({
  db,
  id,
  ownerId,
}: {
  db: Db;
  id: number;
  ownerId: number;
}): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** A project by id, whoever owns it: for jobs, which run on behalf of the owner who started them. */
export async function getProjectById({ db, id }: { db: Db; id: number }): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return rows[0];
}

/**
 * The project's delivery status (platform.md §3: 'deployed' and 'preview-ready' are recognised): 'deployed' while a
 * deployment of it runs, 'preview-ready' once one has run and stopped. Other statuses are left as they are.
 */
export async function setDeliveryStatus({
  db,
  id,
  status,
  onlyFrom,
}: {
  db: Db;
  id: number;
  status: "deployed" | "preview-ready";
  /** Change it only when the project has this status now. */
  onlyFrom?: string;
}): Promise<void> {
  await db
    .update(projects)
    .set({ status, updatedAt: new Date() })
    .where(onlyFrom ? and(eq(projects.id, id), eq(projects.status, onlyFrom)) : eq(projects.id, id));
}
