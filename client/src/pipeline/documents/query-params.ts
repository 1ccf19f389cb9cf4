import type { DocumentKind } from "@domain/api/documents";

/** The Documents page's tabs (delivery.md §2.2), plus the traceability matrix (K2). */
export const DOCUMENT_TABS = ["srs", "system-design", "technical", "implementation", "traceability"] as const;
export type DocumentTab = (typeof DOCUMENT_TABS)[number];

export interface DocumentsParams {
  projectId: number | null;
  /** Only 'srs' is meaningful (delivery.md §2.2). */
  type: "srs" | null;
  /** 'new': the document named by `documentId` was just generated. */
  highlightNew: boolean;
  documentId: number | null;
}

function positiveId(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Reads ?project=&type=srs&highlight=new&document= ; anything malformed is ignored. */
export function parseDocumentsParams(search: string): DocumentsParams {
  const params = new URLSearchParams(search);
  return {
    projectId: positiveId(params.get("project")),
    type: params.get("type")?.toLowerCase() === "srs" ? "srs" : null,
    highlightNew: params.get("highlight")?.toLowerCase() === "new",
    documentId: positiveId(params.get("document")),
  };
}

export const TAB_OF_KIND: Readonly<Record<DocumentKind, DocumentTab>> = {
  srs: "srs",
  system_design: "system-design",
  technical: "technical",
};

/**
 * The tab the address asks for: the kind of the named document if known, else type=srs; null when it asks for
 * none (the page then opens where the user's next action is, see default-tab.ts).
 */
export function requestedTab(params: DocumentsParams, namedKind: DocumentKind | null): DocumentTab | null {
  if (namedKind) return TAB_OF_KIND[namedKind];
  return params.type === "srs" ? "srs" : null;
}

/** The address of a just-generated SRS on the Documents page (delivery.md §2.1). */
export function newSrsUrl(projectId: number, documentId: number | null): string {
  const document = documentId === null ? "" : `&document=${documentId}`;
  return `/documents?project=${projectId}&type=srs&highlight=new${document}`;
}
