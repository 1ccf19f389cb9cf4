import type { DocumentKind } from "../../domain/api/documents";
import { CHECKLIST_INCOMPLETE_MESSAGE } from "../../domain/rules/checklist";
import type { Db } from "../db/client";
import { getChecklistByProject, updateChecklist } from "../db/queries/checklists";
import { getCodeGeneration, hasGeneratedFiles } from "../db/queries/code";
import {
  approveDocumentById,
  listDocumentsByProject,
  lockDocumentById,
  unapproveDocumentById,
} from "../db/queries/documents";
import { listJobsByProject } from "../db/queries/jobs";
import type { DocumentRow, JobRow } from "../db/schema";
import { AppError } from "../http/errors";
import type { JobHandler, JobRunner } from "../jobs/runner";
import { notifyJobOutcomes } from "../notifications/jobs";
import { presentJob } from "../presenters/job";
import { roomsFor } from "../realtime/rooms";
import { CODE_JOB } from "../services/code";
import { defaultBuilders, type Builders } from "./documents/builders";
import { runGeneration } from "./documents/generate";
import { currentOfKind, currentVersionOf, stalenessOf } from "./documents/lineage";
import { DOCUMENT_JOBS, DOCUMENTS, definitionOf } from "./documents/registry";

/**
 * The document chain's orchestration (DESIGN.md §3): the order generation must follow, generation as jobs,
 * approvals and the generations they start. It holds no phase logic: that is in the registry's builders and
 * renderers.
 */

export { DOCUMENT_JOBS } from "./documents/registry";

/** Approving the SRS starts the design, approving the design the technical documents, this long after. */
export const AUTO_TRIGGER_DELAY_MS = 1000;

export const APPROVE_SRS_FIRST_MESSAGE = "Approve the SRS before generating the system design.";
export const APPROVE_DESIGN_FIRST_MESSAGE =
  "Approve the system design before generating the technical documents.";

/** The runner's calls the orchestrator uses (tests may pass a stand-in). */
export type Jobs = Pick<JobRunner, "enqueue" | "admit" | "waitFor">;

/** The job handlers of the document chain, for the app's JobRunner. */
export function documentJobHandlers(deps: {
  db: Db;
  builders?: Builders;
  now?: () => Date;
}): Record<string, JobHandler> {
  const { db, builders = defaultBuilders, now } = deps;
  const kinds = Object.keys(DOCUMENT_JOBS).filter((k): k is DocumentKind => k in DOCUMENT_JOBS);
  return Object.fromEntries(
    kinds.map((kind): [string, JobHandler] => [
      DOCUMENT_JOBS[kind],
      async (job, ctx) => {
        const output = await runGeneration({ db, builders, kind, job, ctx, now });
        if (job.projectId !== null && output.documentIds.length > 0)
          roomsFor(db).broadcast(job.projectId, {
            type: "documents.changed",
            data: { projectId: job.projectId, kind, documentIds: output.documentIds },
          });
        return output;
      },
    ]),
  );
}

/** The runner's `onChange`: every change of a project's job goes to the project's room as `job.updated`. */
export function announceJob(db: Db): (job: JobRow) => void {
  return (job) => {
    if (job.projectId === null) return;
    roomsFor(db).broadcast(job.projectId, {
      type: "job.updated",
      data: { projectId: job.projectId, job: presentJob(job) },
    });
  };
}

/** Everything the runner tells of a job's changes: the project's room, and the owner's notifications. */
export function jobListeners(db: Db): (job: JobRow) => void {
  const announce = announceJob(db);
  const notifyOutcome = notifyJobOutcomes(db);
  return (job) => {
    announce(job);
    notifyOutcome(job);
  };
}

/** The kind generated once `kind` is approved (SRS → system design → technical), if any. */
function nextKind(kind: DocumentKind): DocumentKind | undefined {
  return DOCUMENTS.find((d) => d.upstream === kind)?.kind;
}

/**
 * Refuses generation out of order (delivery.md §4.1, §5) and returns the upstream version to build from:
 * the SRS needs a completed checklist, the design an approved current SRS, the technical documents an approved
 * current design that is not itself outdated.
 */
export async function upstreamForGeneration(deps: {
  db: Db;
  projectId: number;
  kind: DocumentKind;
  rows: readonly DocumentRow[];
}): Promise<DocumentRow | null> {
  const { db, projectId, kind, rows } = deps;
  if (kind === "srs") {
    const checklist = await getChecklistByProject({ db, projectId });
    if (checklist?.status !== "completed" && checklist?.status !== "signed_off")
      throw new AppError("bad_request:checklist", CHECKLIST_INCOMPLETE_MESSAGE);
    return null;
  }
  const upstreamKind = definitionOf({ kind, documentType: null }).upstream;
  const upstream = upstreamKind ? currentOfKind(rows, upstreamKind) : undefined;
  if (!upstream || upstream.status !== "approved")
    throw new AppError(
      "conflict:document",
      kind === "system_design" ? APPROVE_SRS_FIRST_MESSAGE : APPROVE_DESIGN_FIRST_MESSAGE,
    );
  const staleness = stalenessOf(upstream, rows);
  if (staleness.outdated)
    throw new AppError(
      "conflict:document",
      `${staleness.reason} Regenerate and approve the system design before generating the technical documents.`,
    );
  return upstream;
}

/**
 * Queues the generation of a kind's documents from `basedOnId` (null for the SRS). A generation of the same
 * kind from the same upstream that is already queued or running is returned instead of queueing a second one.
 */
export async function startGeneration(deps: {
  db: Db;
  jobs: Jobs;
  projectId: number;
  kind: DocumentKind;
  basedOnId: number | null;
  delayMs?: number;
}): Promise<JobRow> {
  const { db, jobs, projectId, kind, basedOnId } = deps;
  const recent = await listJobsByProject({ db, projectId });
  const active = recent.find(
    (job) =>
      job.kind === DOCUMENT_JOBS[kind] &&
      (job.status === "queued" || job.status === "running") &&
      (job.input.basedOnId ?? null) === basedOnId,
  );
  if (active) return active;
  return jobs.enqueue({
    projectId,
    kind: DOCUMENT_JOBS[kind],
    input: { projectId, basedOnId },
    delayMs: deps.delayMs,
  });
}

/**
 * Approves a document version. Only the current version of a document can be approved, and not while its
 * upstream has changed since it was generated (409). Approving the SRS signs the checklist off and starts the
 * system design; approving the design starts the technical documents (each 1 s later). Approving an approved
 * version again changes nothing and starts nothing.
 */
export async function approveDocument(deps: {
  db: Db;
  jobs: Jobs;
  documentId: number;
  now?: () => Date;
}): Promise<{ document: DocumentRow; job: JobRow | null }> {
  const { db, jobs, documentId } = deps;
  const { document, newlyApproved } = await db.transaction(async (tx) => {
    const row = await lockDocumentById({ db: tx, id: documentId });
    if (!row) throw new AppError("not_found:document", "Document not found");
    const rows = await listDocumentsByProject({ db: tx, projectId: row.projectId });
    const definition = definitionOf(row);
    const current = currentVersionOf(row, rows);
    if (current.id !== row.id)
      throw new AppError(
        "conflict:document",
        `Version ${row.version} of the ${definition.name} was superseded by version ${current.version}. ` +
          "Approve the current version.",
      );
    const staleness = stalenessOf(row, rows);
    if (staleness.outdated)
      throw new AppError("conflict:document", `${staleness.reason} Regenerate it before approving.`);
    if (row.status === "approved") return { document: row, newlyApproved: false };
    const approved = await approveDocumentById({
      db: tx,
      id: row.id,
      approvedAt: deps.now?.() ?? new Date(),
    });
    if (row.kind === "srs")
      await updateChecklist({ db: tx, projectId: row.projectId, changes: { status: "signed_off" } });
    return { document: approved ?? row, newlyApproved: true };
  });
  if (!newlyApproved) return { document, job: null };

  announceApproval(db, document);
  const { projectId } = document;
  const next = nextKind(document.kind);
  const job = next
    ? await startGeneration({
        db,
        jobs,
        projectId,
        kind: next,
        basedOnId: document.id,
        delayMs: AUTO_TRIGGER_DELAY_MS,
      }).catch((err: unknown) => {
        // The approval stands; an owner over the job cap starts the next generation by hand later.
        if (err instanceof AppError && err.code === "rate_limited:jobs") return null;
        throw err;
      })
    : null;
  return { document, job };
}

const TOO_LATE = "approval can no longer be undone.";

/** How refusals to undo an approval name the documents of the next kind. */
const DOWNSTREAM_NAMES: Readonly<Partial<Record<DocumentKind, { generated: string; generating: string }>>> = {
  system_design: { generated: "The system design has", generating: "The system design is" },
  technical: { generated: "The technical documents have", generating: "The technical documents are" },
};

const isActive = (job: JobRow) => job.status === "queued" || job.status === "running";

/**
 * Why undoing the approval of `row` would pull the ground from under work that has started, or null when nothing
 * has: a document of the next kind generated from this version, a generation of the next kind queued or running
 * for the project, or, for a technical document, any code generation of the project (queued, running or run).
 */
async function downstreamStarted(
  db: Db,
  row: DocumentRow,
  rows: readonly DocumentRow[],
): Promise<string | null> {
  const name = definitionOf(row).name;
  const jobs = await listJobsByProject({ db, projectId: row.projectId });
  const next = nextKind(row.kind);
  const names = next && DOWNSTREAM_NAMES[next];
  if (next && names) {
    if (rows.some((r) => r.kind === next && r.basedOnId === row.id))
      return `${names.generated} already been generated from this ${name}; ${TOO_LATE}`;
    if (jobs.some((job) => job.kind === DOCUMENT_JOBS[next] && isActive(job)))
      return `${names.generating} already being generated; ${TOO_LATE}`;
  }
  if (row.kind === "technical") {
    const codeJobs = jobs.filter((job) => job.kind === CODE_JOB);
    if (codeJobs.some(isActive)) return `Code generation has already started for this project; ${TOO_LATE}`;
    const [generation, files] = await Promise.all([
      getCodeGeneration({ db, projectId: row.projectId }),
      hasGeneratedFiles({ db, projectId: row.projectId }),
    ]);
    if (generation || files) return `Code has already been generated for this project; ${TOO_LATE}`;
    if (codeJobs.length > 0) return `Code generation has already been run for this project; ${TOO_LATE}`;
  }
  return null;
}

/**
 * Undoes the approval of the current version of a document while nothing downstream has started (see
 * `downstreamStarted`; 409 with what has started otherwise, and 409 when it is not approved or was superseded).
 * It restores what the approval changed: the version is pending approval again without an approval date, and
 * undoing an SRS approval takes the checklist back from signed_off to what it was, unless another SRS version
 * had been approved before (the checklist was signed off already then). Approving never changes the project.
 */
export async function unapproveDocument(deps: { db: Db; documentId: number }): Promise<DocumentRow> {
  const { db, documentId } = deps;
  const document = await db.transaction(async (tx) => {
    const row = await lockDocumentById({ db: tx, id: documentId });
    if (!row) throw new AppError("not_found:document", "Document not found");
    const rows = await listDocumentsByProject({ db: tx, projectId: row.projectId });
    const definition = definitionOf(row);
    if (row.status !== "approved")
      throw new AppError(
        "conflict:document",
        `Version ${row.version} of the ${definition.name} is not approved; there is no approval to undo.`,
      );
    const current = currentVersionOf(row, rows);
    if (current.id !== row.id)
      throw new AppError(
        "conflict:document",
        `Version ${row.version} of the ${definition.name} was superseded by version ${current.version}; ` +
          `its ${TOO_LATE}`,
      );
    const started = await downstreamStarted(tx, row, rows);
    if (started) throw new AppError("conflict:document", started);
    const restored = await unapproveDocumentById({ db: tx, id: row.id });
    const signedOffBefore = rows.some((r) => r.kind === "srs" && r.id !== row.id && r.status === "approved");
    if (row.kind === "srs" && !signedOffBefore) {
      const checklist = await getChecklistByProject({ db: tx, projectId: row.projectId });
      // Completing sets completedAt and reopening clears it, so it tells which of the two the approval replaced.
      if (checklist?.status === "signed_off")
        await updateChecklist({
          db: tx,
          projectId: row.projectId,
          changes: { status: checklist.completedAt ? "completed" : "in_progress" },
        });
    }
    return restored ?? row;
  });

  announceApproval(db, document);
  return document;
}

/** An approval given or undone: open pages refetch the document's kind, and the checklist when it is the SRS. */
function announceApproval(db: Db, document: DocumentRow): void {
  const rooms = roomsFor(db);
  const { projectId } = document;
  rooms.broadcast(projectId, {
    type: "documents.changed",
    data: { projectId, kind: document.kind, documentIds: [document.id] },
  });
  if (document.kind === "srs") rooms.broadcast(projectId, { type: "checklist.changed", data: { projectId } });
}
