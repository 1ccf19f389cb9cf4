import type { DocumentKind } from "@domain/api/documents";
import type { JobSummary } from "@domain/api/jobs";
import { t } from "@/i18n";

const KIND_OF_JOB: Readonly<Record<string, DocumentKind>> = {
  "documents.srs": "srs",
  "documents.system_design": "system_design",
  "documents.technical": "technical",
};

/** The document kind a generation job writes, or null for other jobs. */
export function documentKindOfJob(job: Pick<JobSummary, "kind">): DocumentKind | null {
  return KIND_OF_JOB[job.kind] ?? null;
}

export const isActiveJob = (job: Pick<JobSummary, "status">) =>
  job.status === "queued" || job.status === "running";

/** The list with `job` added or replaced, newest first. */
export function upsertJob(list: readonly JobSummary[] | undefined, job: JobSummary): JobSummary[] {
  return [job, ...(list ?? []).filter((j) => j.id !== job.id)].sort((a, b) => b.id - a.id);
}

/** The newest generation job of each document kind. */
export function latestJobByKind(jobs: readonly JobSummary[]): Partial<Record<DocumentKind, JobSummary>> {
  const latest: Partial<Record<DocumentKind, JobSummary>> = {};
  for (const job of jobs) {
    const kind = documentKindOfJob(job);
    if (!kind) continue;
    const seen = latest[kind];
    if (!seen || job.id > seen.id) latest[kind] = job;
  }
  return latest;
}

export type JobTransition = { job: JobSummary; kind: DocumentKind; to: "succeeded" | "failed" };

/**
 * Generation jobs that finished since `before` (seen active then, finished now). Jobs first seen already
 * finished are history, not news.
 */
export function finishedJobs(
  before: ReadonlyMap<number, JobSummary["status"]>,
  now: readonly JobSummary[],
): JobTransition[] {
  const finished: JobTransition[] = [];
  for (const job of now) {
    const kind = documentKindOfJob(job);
    const was = before.get(job.id);
    if (!kind || (was !== "queued" && was !== "running")) continue;
    if (job.status === "succeeded" || job.status === "failed") finished.push({ job, kind, to: job.status });
  }
  return finished;
}

/** What the user reads while a generation runs. */
export function jobTitle(kind: DocumentKind | null): string {
  if (kind === "srs") return t("documents:jobs.title.srs");
  if (kind === "system_design") return t("documents:jobs.title.systemDesign");
  if (kind === "technical") return t("documents:jobs.title.technical");
  return t("documents:jobs.working");
}

/** The steps the server reports while it writes documents, in the interface's language; others as they are. */
export function jobStepLabel(message: string): string {
  switch (message) {
    case "Building the requirements model":
      return t("documents:jobs.step.buildRequirements");
    case "Building the design model":
      return t("documents:jobs.step.buildDesign");
    case "Building the data model":
      return t("documents:jobs.step.buildData");
    case "Building the API model":
      return t("documents:jobs.step.buildApi");
    case "Building the UI model":
      return t("documents:jobs.step.buildUi");
    case "Rendering the SRS":
      return t("documents:jobs.step.renderSrs");
    case "Rendering the system design":
      return t("documents:jobs.step.renderSystemDesign");
    case "Rendering the database design":
      return t("documents:jobs.step.renderDatabaseDesign");
    case "Rendering the API specification":
      return t("documents:jobs.step.renderApiSpecification");
    case "Rendering the frontend architecture":
      return t("documents:jobs.step.renderFrontendArchitecture");
    case "Saving the document":
      return t("documents:jobs.step.saveDocument");
    case "Saving the documents":
      return t("documents:jobs.step.saveDocuments");
    default:
      return message;
  }
}
