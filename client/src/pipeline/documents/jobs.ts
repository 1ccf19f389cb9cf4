import type { DocumentKind } from "@domain/api/documents";
import type { JobSummary } from "@domain/api/jobs";

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
export const JOB_TITLES: Readonly<Record<DocumentKind, string>> = {
  srs: "Requirements AI is writing the SRS",
  system_design: "Architectural AI is writing the system design",
  technical: "DBA-Coder AI is writing the technical documents",
};
