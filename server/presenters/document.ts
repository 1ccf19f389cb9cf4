import type { DocumentSummary } from "../../domain/api/documents";
import type { DocumentRow } from "../db/schema";

/** A document as the API returns it; the model JSON stays internal unless a route asks for it. */
export function presentDocument(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    kind: row.kind,
    title: row.title,
    documentType: row.documentType,
    version: row.version,
    status: row.status,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}
