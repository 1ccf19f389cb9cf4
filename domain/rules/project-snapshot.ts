/**
 * The facts about one project that every derived display (sidebar labels, 'Next:' hint, timeline, progress,
 * agent cards, workflow steps) is computed from. Built from API data on the client and from rows on the server,
 * so both compute the same labels and numbers.
 */

/** Document status as stored: 'pending_approval' | 'approved', or anything else (including none). */
export type DocumentStatus = string | null | undefined;

export interface DocumentFact {
  status: DocumentStatus;
}

export interface ProjectSnapshot {
  project: {
    name: string;
    description: string;
    /** 'deployed' and 'preview-ready' are recognised; anything else is ordinary. */
    status: string | null | undefined;
  };
  srsDocuments: readonly DocumentFact[];
  systemDesignDocuments: readonly DocumentFact[];
  technicalDocuments: readonly DocumentFact[];
  /** Whether a generated application exists for the project (code generation ran). */
  hasGeneratedCode?: boolean;
  /** Whether the generated app's tests have been run at least once (a finished run). */
  hasTestRun?: boolean;
  /** Whether the latest finished run of the generated app's tests passed. */
  testsPassed?: boolean;
  /** Whether a preview of the generated app has run (status 'running' at least once). A preview is not a
   * deployment: the project's status says 'deployed' only while a deployment runs. */
  hasPreviewRun?: boolean;
}

export const APPROVED = "approved";
export const PENDING_APPROVAL = "pending_approval";

export const isApproved = (doc: DocumentFact): boolean => doc.status === APPROVED;
export const isPending = (doc: DocumentFact): boolean => doc.status === PENDING_APPROVAL;
export const anyApproved = (docs: readonly DocumentFact[]): boolean => docs.some(isApproved);
export const anyPending = (docs: readonly DocumentFact[]): boolean => docs.some(isPending);

/** A project whose description is still the automatic placeholder is not yet defined. */
export const PLACEHOLDER_DESCRIPTION_PREFIX = "A new project created on ";

export function placeholderDescription(date: Date): string {
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(date.getUTCDate()).padStart(2, "0");
  return `${PLACEHOLDER_DESCRIPTION_PREFIX}${date.getUTCFullYear()}-${mm}-${dd}`;
}

export function isProjectDefined(project: { description: string | null | undefined }): boolean {
  const description = (project.description ?? "").trim();
  return description.length > 0 && !description.startsWith(PLACEHOLDER_DESCRIPTION_PREFIX);
}
