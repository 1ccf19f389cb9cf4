import { TECHNICAL_DOCUMENT_TYPES, type DocumentSummary } from "@domain/api/documents";

/** The three technical documents in their generation order; any other type after them, oldest first. */
export function orderTechnical<D extends Pick<DocumentSummary, "id" | "documentType">>(
  documents: readonly D[],
): D[] {
  const rank = (d: D) => {
    const index = TECHNICAL_DOCUMENT_TYPES.findIndex((t) => t === d.documentType);
    return index === -1 ? TECHNICAL_DOCUMENT_TYPES.length : index;
  };
  return [...documents].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}
