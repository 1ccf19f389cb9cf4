import { and, asc, eq, getTableColumns, isNull, max, type SQL } from "drizzle-orm";
import type { DocumentKind } from "../../../domain/api/documents";
import type { Db } from "../client";
import { documents, projects, type DocumentRow, type NewDocumentRow, type ProjectRow } from "../schema";

/** Every version of the project's documents (of one kind, if given), oldest first. */
export async function listDocumentsByProject({
  db,
  projectId,
  kind,
}: {
  db: Db;
  projectId: number;
  kind?: DocumentKind;
}): Promise<DocumentRow[]> {
  const where = [eq(documents.projectId, projectId), kind && eq(documents.kind, kind)].filter((c): c is SQL =>
    Boolean(c),
  );
  return db
    .select()
    .from(documents)
    .where(and(...where))
    .orderBy(asc(documents.id));
}

export async function getDocumentById({ db, id }: { db: Db; id: number }): Promise<DocumentRow | undefined> {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return rows[0];
}

/** The document with its project, when the project belongs to `ownerId` (else undefined, as for a missing id). */
export async function getDocumentForOwner({
  db,
  id,
  ownerId,
}: {
  db: Db;
  id: number;
  ownerId: number;
}): Promise<{ document: DocumentRow; project: ProjectRow } | undefined> {
  const rows = await db
    .select({ document: getTableColumns(documents), project: getTableColumns(projects) })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(and(eq(documents.id, id), eq(projects.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

/** The row, locked until the transaction ends (approvals). */
export async function lockDocumentById({ db, id }: { db: Db; id: number }): Promise<DocumentRow | undefined> {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).for("update");
  return rows[0];
}

/** The number the next version of a document takes: one more than the highest so far, or 1. */
export async function nextDocumentVersion({
  db,
  projectId,
  kind,
  documentType,
}: {
  db: Db;
  projectId: number;
  kind: DocumentKind;
  documentType: string | null;
}): Promise<number> {
  const rows = await db
    .select({ highest: max(documents.version) })
    .from(documents)
    .where(
      and(
        eq(documents.projectId, projectId),
        eq(documents.kind, kind),
        documentType === null ? isNull(documents.documentType) : eq(documents.documentType, documentType),
      ),
    );
  return (rows[0]?.highest ?? 0) + 1;
}

export async function insertDocuments({
  db,
  rows,
}: {
  db: Db;
  rows: NewDocumentRow[];
}): Promise<DocumentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(documents).values(rows).returning();
}

export async function approveDocumentById({
  db,
  id,
  approvedAt,
}: {
  db: Db;
  id: number;
  approvedAt: Date;
}): Promise<DocumentRow | undefined> {
  const rows = await db
    .update(documents)
    .set({ status: "approved", approvedAt })
    .where(eq(documents.id, id))
    .returning();
  return rows[0];
}

/** Undoes an approval: the version is pending approval again, with no approval date (as before it was approved). */
export async function unapproveDocumentById({
  db,
  id,
}: {
  db: Db;
  id: number;
}): Promise<DocumentRow | undefined> {
  const rows = await db
    .update(documents)
    .set({ status: "pending_approval", approvedAt: null })
    .where(eq(documents.id, id))
    .returning();
  return rows[0];
}

/** The project a generation job works for (jobs run without a signed-in user, so without an owner check). */
export async function getDocumentsProject({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return rows[0];
}
