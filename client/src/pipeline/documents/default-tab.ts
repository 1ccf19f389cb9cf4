import { DOCUMENT_KINDS, type DocumentKind } from "@domain/api/documents";
import { anyApproved, isPending, type DocumentStatus } from "@domain/rules/project-snapshot";
import { TAB_OF_KIND, type DocumentTab } from "./query-params";

/** What the tab choice reads of each listed document (the current version of each). */
export interface ListedDocument {
  status: DocumentStatus;
  content: string;
  /** The document it was made from has a newer version. */
  outdated: boolean;
}

/** The project's document lists, per kind. */
export type DocumentLists = Readonly<Record<DocumentKind, readonly ListedDocument[]>>;

/** The document each kind is generated from (delivery.md §1: SRS → system design → technical documents). */
const UPSTREAM: Readonly<Record<DocumentKind, DocumentKind | null>> = {
  srs: null,
  system_design: "srs",
  technical: "system_design",
};

/**
 * Whether a kind waits for the user's action: one of its documents waits for approval, or it can be generated
 * now (the document before it is approved; the SRS comes from the checklist, which its tab links to) and has
 * not been, or has to be generated again because the document it was made from changed.
 */
export function waitsForUser(kind: DocumentKind, lists: DocumentLists): boolean {
  const documents = lists[kind];
  if (documents.some(isPending)) return true;
  const upstream = UPSTREAM[kind];
  const canGenerate = upstream === null || anyApproved(lists[upstream]);
  return canGenerate && (documents.length === 0 || documents.some((d) => d.outdated));
}

/**
 * The tab the Documents page opens on when the address asks for none: the first kind in chain order (SRS,
 * System Design, Technical Docs) that waits for the user's action, else the last one with content, else SRS.
 */
export function defaultDocumentTab(lists: DocumentLists): DocumentTab {
  const waiting = DOCUMENT_KINDS.find((kind) => waitsForUser(kind, lists));
  if (waiting) return TAB_OF_KIND[waiting];
  const withContent = DOCUMENT_KINDS.filter((kind) => lists[kind].some((d) => d.content.trim() !== ""));
  const last = withContent[withContent.length - 1];
  return last ? TAB_OF_KIND[last] : "srs";
}
