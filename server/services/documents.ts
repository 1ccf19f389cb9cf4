import type { DocumentKind, DocumentSummary, GenerationResult } from "../../domain/api/documents";
import type { JobSummary } from "../../domain/api/jobs";
import type { Db } from "../db/client";
import { getDocumentForOwner, listDocumentsByProject } from "../db/queries/documents";
import type { DocumentRow, JobRow, ProjectRow } from "../db/schema";
import { AppError } from "../http/errors";
import { currentDocuments } from "../pipeline/documents/lineage";
import { startGeneration, upstreamForGeneration, type Jobs } from "../pipeline/orchestrator";
import { presentDocument } from "../presenters/document";
import { presentJob } from "../presenters/job";

/** How long a generation call waits for its job before answering 202 with the job (DESIGN.md §5). */
export const GENERATION_WAIT_MS = 30_000;

export const DOCUMENT_NOT_FOUND_MESSAGE = "Document not found";

/**
 * The document and its project when the signed-in user owns the project. A missing document and another
 * user's document answer the same 404, so ids cannot be probed.
 */
export async function ownedDocument(deps: {
  db: Db;
  userId: number;
  documentId: number;
}): Promise<{ document: DocumentRow; project: ProjectRow }> {
  const found = await getDocumentForOwner({ db: deps.db, id: deps.documentId, ownerId: deps.userId });
  if (!found) throw new AppError("not_found:document", DOCUMENT_NOT_FOUND_MESSAGE);
  return found;
}

/** The current version of each of the project's documents of `kind`, presented (staleness included). */
export async function currentDocumentsOf(deps: {
  db: Db;
  projectId: number;
  kind: DocumentKind;
}): Promise<DocumentSummary[]> {
  const rows = await listDocumentsByProject({ db: deps.db, projectId: deps.projectId });
  return currentDocuments(rows, deps.kind).map((row) => presentDocument(row, rows));
}

/** A job that ended in failure becomes the error of the call that waited for it. */
function failure(job: JobRow): AppError {
  return new AppError("internal:document", job.error ?? "The generation failed; it can be started again.");
}

type Waited = { state: "succeeded"; job: JobRow; documentIds: number[] } | { state: "running"; job: JobRow };

async function waitForGeneration(jobs: Jobs, job: JobRow, waitMs: number): Promise<Waited> {
  const finished = (await jobs.waitFor(job.id, waitMs)) ?? job;
  if (finished.status === "failed") throw failure(finished);
  if (finished.status !== "succeeded") return { state: "running", job: finished };
  const ids = finished.result?.documentIds;
  const documentIds = Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
  return { state: "succeeded", job: finished, documentIds };
}

/**
 * POST generate-srs-from-checklist: generates a new SRS version once the checklist is completed (400 with the
 * spec's message otherwise), waiting up to `waitMs`. 201 with the document, or 202 with the job still running.
 */
export async function generateSrs(deps: {
  db: Db;
  jobs: Jobs;
  project: ProjectRow;
  waitMs?: number;
}): Promise<{ status: 201; body: DocumentSummary } | { status: 202; body: { job: JobSummary } }> {
  const { db, jobs, project } = deps;
  const before = await listDocumentsByProject({ db, projectId: project.id });
  await upstreamForGeneration({ db, projectId: project.id, kind: "srs", rows: before });
  const job = await startGeneration({ db, jobs, projectId: project.id, kind: "srs", basedOnId: null });
  const waited = await waitForGeneration(jobs, job, deps.waitMs ?? GENERATION_WAIT_MS);
  if (waited.state === "running") return { status: 202, body: { job: presentJob(waited.job) } };
  const rows = await listDocumentsByProject({ db, projectId: project.id });
  const document = rows.find((r) => waited.documentIds.includes(r.id)) ?? currentDocuments(rows, "srs")[0];
  if (!document) throw failure(waited.job);
  return { status: 201, body: presentDocument(document, rows) };
}

/**
 * Generates the system design or the technical documents (delivery.md §4.1). With current documents and no
 * `forceOverwrite` nothing is generated: 200 `{overwritten: false, canOverwrite: true}` with the current ones.
 * Otherwise a new version is generated from the approved upstream (history kept), waiting up to `waitMs`:
 * 200 with the new documents, or 202 with the job still running.
 */
export async function generateDocuments(deps: {
  db: Db;
  jobs: Jobs;
  project: ProjectRow;
  kind: Exclude<DocumentKind, "srs">;
  forceOverwrite: boolean;
  waitMs?: number;
}): Promise<{ status: 200 | 202; body: GenerationResult }> {
  const { db, jobs, project, kind } = deps;
  const rows = await listDocumentsByProject({ db, projectId: project.id });
  const upstream = await upstreamForGeneration({ db, projectId: project.id, kind, rows });
  const existing = currentDocuments(rows, kind);
  const canOverwrite = existing.length > 0;
  const present = (list: readonly DocumentRow[], all: readonly DocumentRow[]) =>
    list.map((row) => presentDocument(row, all));
  if (canOverwrite && !deps.forceOverwrite)
    return {
      status: 200,
      body: { overwritten: false, canOverwrite, jobId: null, job: null, documents: present(existing, rows) },
    };

  const job = await startGeneration({
    db,
    jobs,
    projectId: project.id,
    kind,
    basedOnId: upstream?.id ?? null,
  });
  const waited = await waitForGeneration(jobs, job, deps.waitMs ?? GENERATION_WAIT_MS);
  const after = await listDocumentsByProject({ db, projectId: project.id });
  return {
    status: waited.state === "running" ? 202 : 200,
    body: {
      overwritten: canOverwrite,
      canOverwrite,
      jobId: waited.job.id,
      job: presentJob(waited.job),
      documents: present(currentDocuments(after, kind), after),
    },
  };
}
