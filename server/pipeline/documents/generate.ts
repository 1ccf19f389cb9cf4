import { z } from "zod";
import type { DocumentKind } from "../../../domain/api/documents";
import { requirementsModelSchema, type RequirementsModel } from "../../../domain/artifacts/01-requirements";
import { CHECKLIST_INCOMPLETE_MESSAGE } from "../../../domain/rules/checklist";
import type { Db } from "../../db/client";
import { getChecklistByProject } from "../../db/queries/checklists";
import {
  getDocumentsProject,
  insertDocuments,
  listDocumentsByProject,
  nextDocumentVersion,
} from "../../db/queries/documents";
import { listJobsByProject } from "../../db/queries/jobs";
import { listRequirementsByProject } from "../../db/queries/requirements";
import type { DocumentRow, JobRow, NewDocumentRow, ProjectRow } from "../../db/schema";
import { JobError, type JobContext } from "../../jobs/runner";
import type { Builders, Drafted, RequirementsIntake } from "./builders";
import { currentOfKind } from "./lineage";
import { DOCUMENT_JOBS, definitionsOfKind, nameOfKind } from "./registry";
import { BuildScope } from "./scope";

/** What a generation job carries: the project and, after the SRS, the approved upstream version to build from. */
const generationInputSchema = z.object({
  projectId: z.number().int().positive(),
  basedOnId: z.number().int().positive().nullable().default(null),
});

/** What a generation job stores as its result. */
export interface GenerationOutput extends Record<string, unknown> {
  documentIds: number[];
  /** Set when the job had nothing to do because its upstream changed before it ran. */
  skipped?: string;
}

const INSERT_ATTEMPTS = 3;

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; typeof e === "object" && e !== null; e = "cause" in e ? e.cause : undefined) {
    if ("code" in e && e.code === "23505") return true;
  }
  return false;
}

/** The SRS's input: the checklist answers and every requirement of the project, as stored. */
async function intakeOf(db: Db, project: ProjectRow): Promise<RequirementsIntake> {
  const checklist = await getChecklistByProject({ db, projectId: project.id });
  if (!checklist || (checklist.status !== "completed" && checklist.status !== "signed_off"))
    throw new JobError(CHECKLIST_INCOMPLETE_MESSAGE);
  const requirements = await listRequirementsByProject({ db, projectId: project.id });
  return {
    project: { name: project.name, description: project.description },
    answers: checklist.answers,
    requirements: requirements.map(({ code, type, description, status, priority, source }) => ({
      code,
      type,
      description,
      status,
      priority,
      source,
    })),
  };
}

/** The requirements model at the root of `row`'s lineage (the SRS it descends from). */
function requirementsOf(row: DocumentRow, rows: readonly DocumentRow[]): RequirementsModel {
  let current: DocumentRow | undefined = row;
  while (current && current.kind !== "srs") {
    const parentId: number | null = current.basedOnId;
    current = rows.find((r) => r.id === parentId);
  }
  const parsed = requirementsModelSchema.safeParse(current?.model);
  if (!parsed.success)
    throw new JobError("The approved SRS could not be read back. Generate and approve the SRS again.");
  return parsed.data;
}

/** How often a running generation checks that it is still wanted. */
export const SUPERSEDED_CHECK_MS = 1000;
const SUPERSEDED = "superseded";

/** The kinds whose new generation makes a running generation of `kind` moot: its own and those upstream of it. */
function supersedingJobKinds(kind: DocumentKind): Set<string> {
  const kinds = new Set<string>();
  for (let k: DocumentKind | null = kind; k !== null; k = definitionsOfKind(k)[0]?.upstream ?? null)
    kinds.add(DOCUMENT_JOBS[k]);
  return kinds;
}

/**
 * Aborts `controller` (reason SUPERSEDED) once the generation `job` is superseded, so that its model calls stop at
 * once: its upstream is no longer the current version, or a generation of its kind or of one upstream of it was
 * queued after it (that one will replace what this one would make). The watch ends when the controller is aborted.
 */
function watchSuperseded(deps: {
  db: Db;
  job: JobRow;
  kind: DocumentKind;
  upstream: DocumentRow | null;
  controller: AbortController;
}): void {
  const { db, job, kind, upstream, controller } = deps;
  const projectId = job.projectId;
  if (projectId === null) return;
  const kinds = supersedingJobKinds(kind);
  const check = async () => {
    const [rows, jobs] = await Promise.all([
      upstream ? listDocumentsByProject({ db, projectId }) : Promise.resolve([]),
      listJobsByProject({ db, projectId }),
    ]);
    const moved = upstream !== null && currentOfKind(rows, upstream.kind)?.id !== upstream.id;
    const newer = jobs.some((j) => j.id > job.id && j.status === "queued" && kinds.has(j.kind));
    if (moved || newer) controller.abort(SUPERSEDED);
  };
  const timer = setInterval(() => void check().catch(() => undefined), SUPERSEDED_CHECK_MS);
  timer.unref();
  controller.signal.addEventListener("abort", () => clearInterval(timer), { once: true });
}

/**
 * Generates one kind's documents as a job: builds each model from the approved upstream model (the SRS from
 * the checklist and requirements), renders it, and inserts a new version of each document (pending approval).
 * A job whose upstream was superseded before it ran does nothing: a newer generation follows it.
 */
export async function runGeneration(deps: {
  db: Db;
  builders: Builders;
  kind: DocumentKind;
  job: JobRow;
  ctx: JobContext;
  now?: () => Date;
}): Promise<GenerationOutput> {
  const { db, builders, kind, job, ctx } = deps;
  const input = generationInputSchema.safeParse(job.input);
  if (!input.success) throw new JobError("This job's input is not valid.");
  const { projectId, basedOnId } = input.data;
  const project = await getDocumentsProject({ db, projectId });
  if (!project) throw new JobError("The project no longer exists.");
  const definitions = definitionsOfKind(kind);
  const upstreamKind = definitions[0]?.upstream ?? null;

  let scope: BuildScope;
  let upstream: DocumentRow | null = null;
  const superseded = new AbortController();
  if (upstreamKind === null) {
    scope = new BuildScope(
      builders,
      { intake: await intakeOf(db, project) },
      { projectId, signal: superseded.signal },
    );
  } else {
    const rows = await listDocumentsByProject({ db, projectId });
    upstream = rows.find((r) => r.id === basedOnId && r.kind === upstreamKind) ?? null;
    const upstreamName = nameOfKind(upstreamKind);
    if (!upstream || upstream.status !== "approved")
      throw new JobError(`The ${upstreamName} this job was started from is not approved.`);
    if (currentOfKind(rows, upstreamKind)?.id !== upstream.id)
      return { documentIds: [], skipped: `The ${upstreamName} changed before this job ran.` };
    scope = new BuildScope(
      builders,
      { requirements: requirementsOf(upstream, rows) },
      { projectId, signal: superseded.signal },
    );
  }
  watchSuperseded({ db, job, kind, upstream, controller: superseded });

  const steps = definitions.length * 2 + 1;
  let step = 0;
  const advance = (message: string) => ctx.progress((step++ / steps) * 100, message);
  const built: { definition: (typeof definitions)[number]; drafted: Drafted<unknown> }[] = [];
  try {
    for (const definition of definitions) {
      await advance(`Building the ${definition.modelName}`);
      built.push({ definition, drafted: await definition.build(scope) });
    }
  } finally {
    superseded.abort();
  }
  if (superseded.signal.reason === SUPERSEDED)
    return {
      documentIds: [],
      skipped: upstream
        ? `The ${nameOfKind(upstream.kind)} changed while this job ran, or a newer generation was started.`
        : "A newer generation was started while this job ran.",
    };
  const productName = (await scope.requirements()).model.product.name;
  const date = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);

  for (let attempt = 1; ; attempt += 1) {
    const rows: NewDocumentRow[] = [];
    step = definitions.length;
    for (const { definition, drafted } of built) {
      const { model, generatedBy } = drafted;
      await advance(`Rendering the ${definition.name}`);
      const { documentType } = definition;
      const version = await nextDocumentVersion({ db, projectId, kind, documentType });
      rows.push({
        projectId,
        kind,
        documentType,
        title: definition.title,
        version,
        status: "pending_approval",
        content: definition.render(model, { version, date, productName }),
        model,
        basedOnId: upstream?.id ?? null,
        generatedBy,
      });
    }
    await advance(`Saving the ${definitions.length === 1 ? "document" : "documents"}`);
    try {
      // One multi-row insert: a kind's documents appear together or not at all.
      const inserted = await insertDocuments({ db, rows });
      return { documentIds: inserted.map((r) => r.id) };
    } catch (err) {
      // Another server generated a version meanwhile: number this one after it.
      if (!isUniqueViolation(err) || attempt >= INSERT_ATTEMPTS) throw err;
    }
  }
}
