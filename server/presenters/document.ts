import { EMBEDDED } from "../../domain/api/ai";
import type { DocumentDetail, DocumentPreview, DocumentSummary } from "../../domain/api/documents";
import type { DocumentRow } from "../db/schema";
import { stalenessOf } from "../pipeline/documents/lineage";

/**
 * A document version as the API returns it. `projectDocuments` (every version of the project's documents) is
 * what staleness is computed from, at read time. The model JSON stays internal unless a route asks for it.
 */
export function presentDocument(row: DocumentRow, projectDocuments: readonly DocumentRow[]): DocumentSummary {
  const staleness = stalenessOf(row, projectDocuments);
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
    basedOnId: row.basedOnId,
    outdated: staleness.outdated,
    outdatedReason: staleness.reason,
    generatedBy: row.generatedBy ?? EMBEDDED,
  };
}

/** One version with the typed model it was rendered from (GET /api/documents/{id}). */
export function presentDocumentDetail(
  row: DocumentRow,
  projectDocuments: readonly DocumentRow[],
): DocumentDetail {
  return { ...presentDocument(row, projectDocuments), model: row.model };
}

/** GET /api/srs-documents/{id}/preview. */
export function presentPreview(row: DocumentRow): DocumentPreview {
  return { title: row.title, content: row.content, status: row.status };
}
