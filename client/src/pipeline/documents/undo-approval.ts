import type { DocumentKind, DocumentSummary } from "@domain/api/documents";
import type { JobSummary } from "@domain/api/jobs";
import { isActiveJob } from "./jobs";

/** The kind generated from an approved kind (SRS → system design → technical documents); null after the last. */
export const NEXT_KIND: Readonly<Record<DocumentKind, DocumentKind | null>> = {
  srs: "system_design",
  system_design: "technical",
  technical: null,
};

/** The server's job kind for code generation. */
const CODE_JOB = "code";

/** What the page knows of the work that follows an approval. */
export interface Downstream {
  /** The current documents of the next kind (the designs after an SRS, the technical documents after a design). */
  next: readonly Pick<DocumentSummary, "basedOnId">[];
  /** The project's jobs, newest first. */
  jobs: readonly Pick<JobSummary, "kind" | "status">[];
  /** Whether the project has generated code. */
  codeGenerated: boolean;
}

/**
 * Whether the approval of `doc` can be undone (POST /api/documents/{id}/unapprove), by the server's rule: while
 * nothing downstream has started. No document of the next kind generated from this version and no generation of
 * the next kind queued or running; for a technical document, no code generation run for the project. The server
 * decides (409 with what started); this only chooses whether to offer the undo.
 */
export function canUndoApproval(
  doc: Pick<DocumentSummary, "id" | "kind" | "status">,
  downstream: Downstream,
): boolean {
  if (doc.status !== "approved") return false;
  const next = NEXT_KIND[doc.kind];
  if (next === null) return !downstream.codeGenerated && !downstream.jobs.some((j) => j.kind === CODE_JOB);
  if (downstream.next.some((d) => d.basedOnId === doc.id)) return false;
  return !downstream.jobs.some((j) => j.kind === `documents.${next}` && isActiveJob(j));
}
