import { and, eq } from "drizzle-orm";
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
