import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { packages, projects, type PackageRow } from "../schema";

export async function insertPackage({
  db,
  row,
}: {
  db: Db;
  row: Omit<typeof packages.$inferInsert, "createdAt">;
}): Promise<PackageRow> {
  const rows = await db.insert(packages).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error("inserting the package returned no row");
  return inserted;
}

/** A package when `ownerId` owns its project (else undefined, like a missing id). */
export async function getPackageForOwner({
  db,
  id,
  ownerId,
}: {
  db: Db;
  id: string;
  ownerId: number;
}): Promise<PackageRow | undefined> {
  const rows = await db
    .select({ pkg: packages })
    .from(packages)
    .innerJoin(projects, eq(projects.id, packages.projectId))
    .where(and(eq(packages.id, id), eq(projects.ownerId, ownerId)))
    .limit(1);
  return rows[0]?.pkg;
}

/**
 * Deletes the project's packages beyond the newest `keep` (by creation time) and returns the deleted rows, so
 * the caller can remove their files.
 */
export async function pruneOldPackages({
  db,
  projectId,
  keep,
}: {
  db: Db;
  projectId: number;
  keep: number;
}): Promise<PackageRow[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(eq(packages.projectId, projectId))
    .orderBy(desc(packages.createdAt), desc(packages.id));
  const old = rows.slice(keep);
  if (old.length === 0) return [];
  await db.delete(packages).where(
    inArray(
      packages.id,
      old.map((row) => row.id),
    ),
  );
  return old;
}
