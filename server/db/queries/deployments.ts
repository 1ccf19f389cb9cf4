import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import { deployments, projects, type DeploymentRow } from "../schema";

type DeploymentChanges = Partial<Omit<typeof deployments.$inferInsert, "projectId" | "createdAt">>;

/** Statuses in which a deployment holds its port (a process is being prepared, built or served). */
export const ACTIVE_STATUSES = ["preparing", "building", "running"] as const;

export async function getDeployment({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<DeploymentRow | undefined> {
  const rows = await db.select().from(deployments).where(eq(deployments.projectId, projectId)).limit(1);
  return rows[0];
}

/** The owner's deployments with their project's name, the most recently started first. */
export async function listDeploymentsByOwner({
  db,
  ownerId,
}: {
  db: Db;
  ownerId: number;
}): Promise<{ deployment: DeploymentRow; projectName: string }[]> {
  return db
    .select({ deployment: deployments, projectName: projects.name })
    .from(deployments)
    .innerJoin(projects, eq(projects.id, deployments.projectId))
    .where(eq(projects.ownerId, ownerId))
    .orderBy(sql`${deployments.startedAt} desc nulls last`, desc(deployments.createdAt));
}

/** Deployments to bring back at start-up: meant to run and not in error. */
export async function listDeploymentsToResume({ db }: { db: Db }): Promise<DeploymentRow[]> {
  return db
    .select()
    .from(deployments)
    .where(and(eq(deployments.desiredState, "running"), ne(deployments.status, "error")))
    .orderBy(deployments.projectId);
}

/** Ports held by other projects' active deployments. */
export async function listPortsInUse({ db, exceptProjectId }: { db: Db; exceptProjectId: number }) {
  const rows = await db
    .select({ port: deployments.port })
    .from(deployments)
    .where(
      and(
        ne(deployments.projectId, exceptProjectId),
        isNotNull(deployments.port),
        inArray(deployments.status, [...ACTIVE_STATUSES]),
      ),
    );
  return rows.flatMap((row) => (row.port === null ? [] : [row.port]));
}

/** Creates the project's deployment or replaces its run fields (one row per project). */
export async function upsertDeployment({
  db,
  row,
}: {
  db: Db;
  row: Omit<typeof deployments.$inferInsert, "createdAt" | "updatedAt">;
}): Promise<DeploymentRow> {
  const { projectId: _projectId, ...changes } = row;
  const rows = await db
    .insert(deployments)
    .values(row)
    .onConflictDoUpdate({ target: deployments.projectId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  const saved = rows[0];
  if (!saved) throw new Error(`Deployment of project ${row.projectId} was not saved`);
  return saved;
}

/** Applies changes; undefined when the row is gone (its project was deleted meanwhile). */
export async function updateDeployment({
  db,
  projectId,
  changes,
}: {
  db: Db;
  projectId: number;
  changes: DeploymentChanges;
}): Promise<DeploymentRow | undefined> {
  const rows = await db
    .update(deployments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(deployments.projectId, projectId))
    .returning();
  return rows[0];
}
