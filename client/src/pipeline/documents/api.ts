import type { ApprovalResult, DocumentKind, DocumentSummary } from "@domain/api/documents";
import { documentsKey, type DocumentList } from "@/hooks/use-project-snapshot";
import { apiJson, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The list route of each document kind (delivery.md §7). */
export const LIST_OF_KIND: Readonly<Record<DocumentKind, DocumentList>> = {
  srs: "srs-documents",
  system_design: "system-design-documents",
  technical: "technical-documents",
};

export const jobsKey = (projectId: number) => ["/api/projects", projectId, "jobs"] as const;
export const traceabilityKey = (projectId: number) => ["/api/projects", projectId, "traceability"] as const;
export const versionsKey = (documentId: number) => ["/api/documents", documentId, "versions"] as const;
export const srsPreviewKey = (documentId: number) => ["/api/srs-documents", documentId, "preview"] as const;
export const diffKey = (documentId: number, againstId: number) =>
  ["/api/documents", documentId, `diff?against=${againstId}`] as const;

/** After documents change: their list (or all three), the derived views, and every version history. */
export async function refreshDocuments(projectId: number, kind?: DocumentKind): Promise<void> {
  const lists = kind ? [LIST_OF_KIND[kind]] : Object.values(LIST_OF_KIND);
  await Promise.all([
    ...lists.map((list) => queryClient.invalidateQueries({ queryKey: documentsKey(projectId, list) })),
    queryClient.invalidateQueries({ queryKey: traceabilityKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/projects", projectId, "checklist"] }),
  ]);
}

/** Undoes a document's approval (409 with the reason once something was generated from it). */
export const unapproveDocument = (doc: Pick<DocumentSummary, "id">) =>
  apiJson<ApprovalResult>("POST", `/api/documents/${doc.id}/unapprove`);

export class EmptyDocumentError extends Error {
  constructor() {
    super("Document content is empty");
  }
}

export const downloadUrl = (doc: Pick<DocumentSummary, "id" | "kind">) =>
  doc.kind === "srs" ? `/api/srs-documents/${doc.id}/download` : `/api/documents/${doc.id}/download`;

function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? "";
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "document"
  );
}

/**
 * Downloads a document as its Markdown file. An empty document is refused before any request. The SRS opens
 * its download route in a new tab (delivery.md §7); the others are fetched, so a failure can be reported.
 */
export async function downloadDocument(
  doc: Pick<DocumentSummary, "id" | "kind" | "content" | "title" | "version">,
): Promise<void> {
  if (!doc.content.trim()) throw new EmptyDocumentError();
  if (doc.kind === "srs") {
    const tab = window.open(downloadUrl(doc), "_blank");
    if (!tab) throw new Error("The download tab was blocked");
    tab.opener = null;
    return;
  }
  const res = await apiRequest("GET", downloadUrl(doc));
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(res, `${slug(doc.title)}-v${doc.version}.md`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
