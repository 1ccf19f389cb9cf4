import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { projects, workspaces, type WorkspaceRow } from "../schema";

export async function insertWorkspace({
  db,
  row,
}: {
  db: Db;
  row: typeof workspaces.$inferInsert;
}): Promise<WorkspaceRow> {
  const [created] = await db.insert(workspaces).values(row).returning();
  if (!created) throw new Error("insert returned no workspace");
  return created;
}

export async function setWorkspaceUrl({
  db,
  id,
  workspaceUrl,
}: {
  db: Db;
  id: number;
  workspaceUrl: string;
}): Promise<WorkspaceRow> {
  const [row] = await db.update(workspaces).set({ workspaceUrl }).where(eq(workspaces.id, id)).returning();
  if (!row) throw new Error("the workspace is gone");
  return row;
}

/** A project's workspaces, the newest first. */
export async function listWorkspaces({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<WorkspaceRow[]> {
  return db
    .select()
    .from(workspaces)
    .where(eq(workspaces.projectId, projectId))
    .orderBy(desc(workspaces.createdAt), desc(workspaces.id));
}

/** One workspace when its project is the owner's (another user's is not found). */
export async function getWorkspaceForOwner({
  db,
  id,
  ownerId,
}: {
  db: Db;
  id: number;
  ownerId: number;
}): Promise<{ workspace: WorkspaceRow; projectName: string; description: string } | undefined> {
  const [row] = await db
    .select({ workspace: workspaces, projectName: projects.name, description: projects.description })
    .from(workspaces)
    .innerJoin(projects, eq(projects.id, workspaces.projectId))
    .where(and(eq(workspaces.id, id), eq(projects.ownerId, ownerId)));
  return row;
}
