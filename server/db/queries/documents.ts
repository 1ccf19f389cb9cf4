import { and, asc, eq } from "drizzle-orm";
import type { DocumentKind } from "../../../domain/api/documents";
import type { Db } from "../client";
import { documents, type DocumentRow } from "../schema";

export async function listDocumentsByProject({
  db,
  projectId,
  kind,
}: {
  db: Db;
  projectId: number;
  kind: DocumentKind;
}): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.projectId, projectId), eq(documents.kind, kind)))
    .orderBy(asc(documents.id));
}
