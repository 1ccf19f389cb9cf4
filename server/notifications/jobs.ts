import type { Db } from "../db/client";
import type { JobRow } from "../db/schema";
import { CODE_JOB } from "../services/code";
import { notify } from "./notify";

const DOCUMENT_PREFIX = "documents.";

/**
 * The job runner's `onChange` for notifications: a document generation or a code generation that finished or
 * failed tells the project's owner. Type-checks after edits are background work and stay quiet.
 */
export function notifyJobOutcomes(db: Db): (job: JobRow) => void {
  return (job) => {
    if (job.status !== "succeeded" && job.status !== "failed") return;
    if (job.projectId === null) return;
    const isDocuments = job.kind.startsWith(DOCUMENT_PREFIX);
    if (!isDocuments && job.kind !== CODE_JOB) return;
    const { projectId, status: outcome } = job;
    const error = outcome === "failed" && job.error ? { error: job.error } : {};
    if (isDocuments) {
      const documentKind = job.kind.slice(DOCUMENT_PREFIX.length);
      notify(db, {
        projectId,
        kind: "documents",
        outcome,
        params: { documentKind, ...error },
        link: `/documents?project=${projectId}${documentKind === "srs" ? "&type=srs" : ""}`,
      });
    } else notify(db, { projectId, kind: "code", outcome, params: error, link: "/code" });
  };
}
