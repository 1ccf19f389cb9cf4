import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  PASS_TITLES,
  type CodeGenerationResult,
  type ExecutePassResult,
  type ModelFeature,
  type PassNumber,
  type TypecheckResult,
} from "../../domain/api/code";
import { canExecutePass, passStatuses } from "../../domain/rules/multi-pass";
import { analyseApp, describePassTasks, runTypecheck } from "../codegen/analyse";
import { featureWiring, writableCapabilities, writeModelFeatures } from "../codegen/features/write";
import { generateApp } from "../codegen/generate";
import type { CodegenInput, CodegenModels, FeaturePage, GeneratedFile } from "../codegen/types";
import { isSafeGeneratedPath } from "../codegen/generate/paths";
import { listAppSources } from "../codegen/write";
import type { Db } from "../db/client";
import {
  deleteGeneratedFiles,
  getCodeGeneration,
  listGeneratedFiles,
  saveCodeGeneration,
  updateCodeGeneration,
  upsertGeneratedFiles,
} from "../db/queries/code";
import { listDocumentsByProject } from "../db/queries/documents";
import { getProjectById } from "../db/queries/projects";
import type {
  CodeGenerationRow,
  CodePassRecord,
  DocumentRow,
  GeneratedFileRow,
  ProjectRow,
} from "../db/schema";
import { AppError } from "../http/errors";
import type { Llm } from "../engines/llm";
import { JobError, type JobContext, type JobHandler } from "../jobs/runner";
import { UnsafeEntryError } from "../runtime/folder-handle";
import { appRelativePaths } from "../runtime/shown-paths";
import { APP_FOLDER_BUSY, AppFolderBusyError, describeReplaced, writeInto } from "./app-folder";
import { currentDocuments, stalenessOf } from "../pipeline/documents/lineage";
import { DOCUMENTS, definitionOf } from "../pipeline/documents/registry";
import type { Jobs } from "../pipeline/orchestrator";
import { presentJob } from "../presenters/job";
import { roomsFor } from "../realtime/rooms";
import { ensureRuntime, linkRuntime, projectAppDir, type Runtime } from "../runtime/dependencies";
import { codeExecutionRefusal } from "../runtime/sandbox";

/**
 * Code generation (delivery.md §4.4, §7): the app is generated from the approved models in three passes, each a
 * job that writes the pass's files (database copy and `DATA_DIR/apps/<projectId>/`), type-checks the app with the
 * shared dependencies and measures it with the analyser. The first pass starts a generation; passes 2 and 3 run
 * through execute-pass when the measured accuracy makes them active.
 */

export interface CodeSettings {
  dataDir: string;
  /** Install the shared app dependencies when needed and type-check after every change (off in most tests). */
  typecheck: boolean;
}

export const CODE_JOB = "code";
export const CODE_TYPECHECK_JOB = "code.typecheck";
export const CODE_WAIT_MS = 120_000;

export const APPROVE_TECHNICAL_FIRST_MESSAGE = "Approve all three technical documents before generating code";
export const NO_CODE_MESSAGE = "No code has been generated for this project yet. Generate the code first.";

export const TYPECHECK_NOT_RUN: TypecheckResult = {
  ran: false,
  errors: 0,
  messages: [],
  note: "The type-check is off on this server (the app dependencies are not installed).",
  durationMs: null,
};

/** The key a document is stored under in `sources` and in file `implements.documents`. */
function sourceKey(row: Pick<DocumentRow, "kind" | "documentType">): string {
  return row.documentType ?? row.kind;
}

/**
 * The current approved SRS, design and technical documents with their models. Anything missing, unapproved or
 * outdated is refused with one sentence naming it and where to approve it (delivery.md §5).
 */
export async function approvedModels(
  db: Db,
  projectId: number,
): Promise<{ models: CodegenModels; sources: Record<string, number> }> {
  const rows = await listDocumentsByProject({ db, projectId });
  const current = currentDocuments(rows);
  const problems: string[] = [];
  const found = new Map<string, DocumentRow>();
  for (const definition of DOCUMENTS) {
    const row = current.find(
      (r) => r.kind === definition.kind && (r.documentType ?? null) === definition.documentType,
    );
    if (!row) problems.push(`the ${definition.name} has not been generated`);
    else if (row.status !== "approved") problems.push(`the ${definition.name} is not approved`);
    else if (stalenessOf(row, rows).outdated) problems.push(`the ${definition.name} is outdated`);
    else found.set(sourceKey(row), row);
  }
  if (problems.length > 0)
    throw new AppError(
      "conflict:code",
      `${APPROVE_TECHNICAL_FIRST_MESSAGE}: ${problems.join(", ")}. Approve them in Documents, in the ` +
        "Technical tab (approve the System Design tab's design first if it is not approved).",
    );
  return {
    models: modelsOf([...found.values()]),
    sources: Object.fromEntries([...found].map(([k, r]) => [k, r.id])),
  };
}

function modelsOf(rows: readonly DocumentRow[]): CodegenModels {
  const byKey = new Map(rows.map((row) => [sourceKey(row), row]));
  const read = (key: string): unknown => {
    const row = byKey.get(key);
    const model = row ? definitionOf(row).parse(row.model) : null;
    if (model === null)
      throw new AppError(
        "conflict:code",
        `The ${key.replace(/_/g, " ")} model cannot be read. Regenerate and approve that document.`,
      );
    return model;
  };
  return {
    requirements: read("srs") as CodegenModels["requirements"],
    design: read("system_design") as CodegenModels["design"],
    data: read("database_design") as CodegenModels["data"],
    api: read("api_specification") as CodegenModels["api"],
    ui: read("frontend_architecture") as CodegenModels["ui"],
  };
}

/** The models a generation was built from (its `sources`), so passes and analyses stay on the same versions. */
export async function sourceModels(db: Db, generation: CodeGenerationRow): Promise<CodegenModels> {
  const rows = await listDocumentsByProject({ db, projectId: generation.projectId });
  const ids = new Set(Object.values(generation.sources));
  return modelsOf(rows.filter((row) => ids.has(row.id)));
}

/** Files the user edited that a pass would replace (or, for a new generation, remove). */
function editedInTheWay(
  stored: readonly GeneratedFileRow[],
  planned: readonly GeneratedFile[],
  restart: boolean,
): string[] {
  const plannedByPath = new Map(planned.map((f) => [f.path, f]));
  return stored
    .filter((file) => {
      if (!file.userEdited) return false;
      const next = plannedByPath.get(file.path);
      return next ? next.content !== file.content : restart;
    })
    .map((file) => file.path);
}

function refuseEdits(paths: readonly string[]): never {
  const list = paths.slice(0, 5).join(", ") + (paths.length > 5 ? ` and ${paths.length - 5} more` : "");
  throw new AppError(
    "conflict:code",
    `${paths.length === 1 ? "A file you edited" : `${paths.length} files you edited`} would be replaced: ${list}. ` +
      "Confirm to replace them, or keep your edits and do not regenerate.",
    {},
    { userEditedFiles: paths },
  );
}

async function waitForPass(jobs: Jobs, jobId: number, waitMs: number) {
  const done = await jobs.waitFor(jobId, waitMs);
  if (!done || done.status === "queued" || done.status === "running")
    return { running: true as const, job: done };
  if (done.status === "failed")
    throw new AppError("conflict:code", done.error ?? "Code generation failed. Please try again.");
  return { running: false as const, result: done.result ?? {} };
}

/** POST generate-code-v4 | generate-code-v3: starts a new generation with pass 1 and waits for it. */
export async function generateCode(deps: {
  db: Db;
  jobs: Jobs;
  project: ProjectRow;
  settings: CodeSettings;
  overwriteUserEdits: boolean;
  waitMs?: number;
}): Promise<{ status: 200; body: CodeGenerationResult } | { status: 202; body: { job: unknown } }> {
  const { db, jobs, project } = deps;
  const { models } = await approvedModels(db, project.id);
  const stored = await listGeneratedFiles({ db, projectId: project.id });
  const edited = editedInTheWay(stored, generateApp({ ...models, projectName: project.name }, 1), true);
  if (edited.length > 0 && !deps.overwriteUserEdits) refuseEdits(edited);
  const job = await jobs.enqueue({
    projectId: project.id,
    kind: CODE_JOB,
    input: {
      projectId: project.id,
      passNumber: 1,
      restart: true,
      overwriteUserEdits: deps.overwriteUserEdits,
    },
  });
  const waited = await waitForPass(jobs, job.id, deps.waitMs ?? CODE_WAIT_MS);
  if (waited.running) return { status: 202, body: { job: waited.job && presentJob(waited.job) } };
  return { status: 200, body: waited.result as CodeGenerationResult };
}

/** POST execute-pass: runs an active pass (delivery.md §4.4) and answers with its tasks and the new accuracy. */
export async function executePass(deps: {
  db: Db;
  jobs: Jobs;
  project: ProjectRow;
  settings: CodeSettings;
  passNumber: PassNumber;
  overwriteUserEdits: boolean;
  waitMs?: number;
}): Promise<{ status: 200; body: ExecutePassResult } | { status: 202; body: { job: unknown } }> {
  const { db, jobs, project, passNumber } = deps;
  const state = await loadState(db, project.id);
  const accuracy = state.analysis.overallAccuracy;
  if (!canExecutePass(passNumber, accuracy)) {
    const status = passStatuses(accuracy)[passNumber - 1];
    throw new AppError(
      "conflict:code",
      status === "completed"
        ? `Pass ${passNumber} is already completed (measured accuracy ${accuracy}%).`
        : `Pass ${passNumber} is blocked until pass ${passNumber - 1} is completed (measured accuracy ${accuracy}%).`,
    );
  }
  const planned = generateApp(
    { ...state.models, projectName: project.name, features: keptFeatures(state.generation.features) },
    passNumber,
  );
  const edited = editedInTheWay(state.files, planned, false);
  if (edited.length > 0 && !deps.overwriteUserEdits) refuseEdits(edited);
  const job = await jobs.enqueue({
    projectId: project.id,
    kind: CODE_JOB,
    input: { projectId: project.id, passNumber, restart: false, overwriteUserEdits: deps.overwriteUserEdits },
  });
  const waited = await waitForPass(jobs, job.id, deps.waitMs ?? CODE_WAIT_MS);
  if (waited.running) return { status: 202, body: { job: waited.job && presentJob(waited.job) } };
  const result = waited.result as CodeGenerationResult;
  return {
    status: 200,
    body: {
      completedTasks: result.completedTasks,
      newAccuracy: result.implementationCoverage,
      filesGenerated: result.filesGenerated,
      outputDirectory: result.outputDirectory,
    },
  };
}

const passInputSchema = z.object({
  projectId: z.number().int().positive(),
  passNumber: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  restart: z.boolean(),
  overwriteUserEdits: z.boolean(),
});

const TYPECHECK_MESSAGE = "Type-checking the generated code";

/** Where the install's steps sit on a code job's bar: from 40 to 60 percent; the type-check then shows at 65. */
const INSTALL_FROM = 40;
const INSTALL_SPAN = 20;
const TYPECHECK_AT = 65;

/**
 * Installs the shared dependencies if needed, links them and type-checks the app. The job shows the install's
 * steps in words ('Installing the app's packages (2 of 3): downloading, 50 of 201'), never npm's own lines:
 * those are kept in the runtime's install.log.
 */
async function typecheckApp(
  settings: CodeSettings,
  appDir: string,
  ctx?: JobContext,
): Promise<TypecheckResult> {
  if (!settings.typecheck) return TYPECHECK_NOT_RUN;
  let runtime: Runtime;
  try {
    runtime = await ensureRuntime({
      dataDir: settings.dataDir,
      onStep: (step) =>
        void ctx?.progress(INSTALL_FROM + Math.round(step.fraction * INSTALL_SPAN), step.message),
    });
    linkRuntime(settings.dataDir, runtime);
  } catch (error) {
    // The code is kept and measured; only the type-check waits for the dependencies.
    const reason = appRelativePaths(appDir)(
      error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error),
    );
    return { ...TYPECHECK_NOT_RUN, note: `The app dependencies could not be installed: ${reason}` };
  }
  await ctx?.progress(TYPECHECK_AT, TYPECHECK_MESSAGE);
  return runTypecheck(appDir, { runtime });
}

export function announce(db: Db, projectId: number): void {
  roomsFor(db).broadcast(projectId, { type: "code.changed", data: { projectId } });
}

function rowOf(file: GeneratedFile, now: Date) {
  return {
    path: file.path,
    content: file.content,
    language: file.language,
    pass: file.pass,
    userEdited: false,
    implements: file.implements,
    size: Buffer.byteLength(file.content, "utf8"),
    updatedAt: now,
  };
}

/** The kept model-written features, as the generated app wires them. */
function keptFeatures(features: readonly ModelFeature[]): FeaturePage[] {
  return features.filter((f) => f.status === "kept").map(featureWiring);
}

/**
 * After pass 3, with a model configured and the sandbox available: the model writes the pages the generator cannot
 * (server/codegen/features/write.ts), each kept only if the app still type-checks, builds and passes its tests.
 * Kept files are stored as the model's; every attempt is recorded on the generation. Returns the type-check of
 * the app as it stands afterwards, or null when nothing was tried.
 */
async function writeFeaturesOnModel(deps: {
  db: Db;
  settings: CodeSettings;
  llm: Llm;
  projectId: number;
  input: CodegenInput;
  existing: readonly ModelFeature[];
  appDir: string;
  ctx: JobContext;
}): Promise<{ typecheck: TypecheckResult | null } | null> {
  const { db, settings, llm, projectId, ctx } = deps;
  if (writableCapabilities(deps.input.requirements, deps.existing).length === 0) return null;
  if (!settings.typecheck || codeExecutionRefusal() !== null) return null;
  let runtime: Runtime;
  try {
    runtime = await ensureRuntime({ dataDir: settings.dataDir });
    linkRuntime(settings.dataDir, runtime);
  } catch {
    return null;
  }
  const logFile = path.join(path.resolve(settings.dataDir), "features", `${projectId}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const { features, files } = await writeModelFeatures({
    llm,
    projectId,
    input: deps.input,
    appDir: deps.appDir,
    runtime,
    logFile,
    existing: deps.existing,
    progress: (message) => ctx.progress(75, message),
  });
  const now = new Date();
  await db.transaction(async (tx) => {
    await upsertGeneratedFiles({
      db: tx,
      projectId,
      files: files.map(({ model, ...file }) => ({
        ...rowOf(file, now),
        generatedBy: model ? (features.find((f) => f.files.includes(file.path))?.generatedBy ?? null) : null,
      })),
    });
    await updateCodeGeneration({ db: tx, projectId, changes: { features, filesChangedAt: now } });
  });
  announce(db, projectId);
  const added = features.length > deps.existing.length;
  return { typecheck: added ? await typecheckApp(settings, deps.appDir, ctx) : null };
}

/** The job of one pass (see the module comment). */
async function runPass(
  db: Db,
  settings: CodeSettings,
  input: z.infer<typeof passInputSchema>,
  ctx: JobContext,
  llm: Llm | null,
) {
  const { projectId, passNumber, restart, overwriteUserEdits } = input;
  const project = await getProjectById({ db, id: projectId });
  if (!project) throw new JobError("The project no longer exists.");
  const existing = await getCodeGeneration({ db, projectId });
  let models: CodegenModels;
  let sources: Record<string, number>;
  try {
    if (restart || !existing) ({ models, sources } = await approvedModels(db, projectId));
    else ({ models, sources } = { models: await sourceModels(db, existing), sources: existing.sources });
  } catch (error) {
    throw new JobError(error instanceof Error ? error.message : String(error));
  }

  await ctx.progress(10, `Writing pass ${passNumber}: ${PASS_TITLES[passNumber]}`);
  // A restart is a new generation: the model's pages are written again after its pass 3.
  const earlierFeatures = restart || !existing ? [] : existing.features;
  const planned = generateApp(
    { ...models, projectName: project.name, features: keptFeatures(earlierFeatures) },
    passNumber,
  );
  const stored = await listGeneratedFiles({ db, projectId });
  const storedByPath = new Map(stored.map((f) => [f.path, f]));
  const keep = (file: GeneratedFileRow | undefined) => file?.userEdited === true && !overwriteUserEdits;
  const toWrite = planned.filter((file) => {
    const old = storedByPath.get(file.path);
    if (keep(old)) return false;
    // A fresh generation writes every file again: the folder may hold what a run of the app changed or left there.
    if (restart) return true;
    return !old || old.content !== file.content || old.pass !== file.pass || old.userEdited;
  });
  const plannedPaths = new Set(planned.map((f) => f.path));
  const toRemove = restart
    ? stored.filter((f) => !plannedPaths.has(f.path) && !keep(f)).map((f) => f.path)
    : [];
  const now = new Date();
  await db.transaction(async (tx) => {
    await upsertGeneratedFiles({ db: tx, projectId, files: toWrite.map((f) => rowOf(f, now)) });
    await deleteGeneratedFiles({ db: tx, projectId, paths: toRemove });
    await saveCodeGeneration({
      db: tx,
      row: {
        projectId,
        sources,
        passes: restart ? [] : (existing?.passes ?? []),
        baselineAccuracy: restart ? null : (existing?.baselineAccuracy ?? null),
        typecheck: existing && !restart ? existing.typecheck : null,
        typecheckedAt: existing && !restart ? existing.typecheckedAt : null,
        features: earlierFeatures,
        filesChangedAt: now,
      },
    });
  });
  const appDir = projectAppDir(settings.dataDir, projectId);
  // A fresh generation also clears source files the folder holds that no stored file accounts for.
  const accounted = new Set([...plannedPaths, ...stored.filter((f) => keep(f)).map((f) => f.path)]);
  const strays = restart
    ? listAppSources(appDir).filter((p) => !accounted.has(p) && isSafeGeneratedPath(p))
    : [];
  const replaced = writeInto(appDir, toWrite, [...new Set([...toRemove, ...strays])], projectId);
  for (const notice of replaced) await ctx.progress(12, describeReplaced(notice));
  announce(db, projectId);

  let typecheck = await typecheckApp(settings, appDir, ctx);
  if (passNumber === 3 && llm) {
    const written = await writeFeaturesOnModel({
      db,
      settings,
      llm,
      projectId,
      input: { ...models, projectName: project.name, features: keptFeatures(earlierFeatures) },
      existing: earlierFeatures,
      appDir,
      ctx,
    });
    if (written) typecheck = written.typecheck ?? typecheck;
  }
  await ctx.progress(85, "Measuring the implementation against the documents");
  const files = await listGeneratedFiles({ db, projectId });
  const analysis = analyseApp(files, models);
  const completedTasks = describePassTasks(
    planned.filter((f) => f.pass === passNumber),
    passNumber,
  );
  const record: CodePassRecord = {
    passNumber,
    executedAt: new Date().toISOString(),
    accuracyAfter: analysis.overallAccuracy,
    completedTasks,
  };
  const previous = restart ? [] : (existing?.passes ?? []);
  await updateCodeGeneration({
    db,
    projectId,
    changes: {
      passes: [...previous.filter((p) => p.passNumber !== passNumber), record].sort(
        (a, b) => a.passNumber - b.passNumber,
      ),
      baselineAccuracy: restart
        ? analysis.overallAccuracy
        : (existing?.baselineAccuracy ?? analysis.overallAccuracy),
      typecheck,
      typecheckedAt: settings.typecheck ? new Date() : null,
    },
  });
  announce(db, projectId);
  const result: CodeGenerationResult = {
    filesGenerated: toWrite.length,
    implementationCoverage: analysis.overallAccuracy,
    outputDirectory: appDir,
    passNumber,
    completedTasks,
  };
  return result;
}

/** The job handlers of code generation for the app's JobRunner. */
export function codeJobHandlers(deps: {
  db: Db;
  settings: CodeSettings;
  /** The configured model, which writes the pages the generator cannot after pass 3 (null: none). */
  llm?: Llm | null;
}): Record<string, JobHandler> {
  const { db, settings } = deps;
  return {
    [CODE_JOB]: async (job, ctx) => {
      const input = passInputSchema.safeParse(job.input);
      if (!input.success) throw new JobError("The code generation job's input is not valid.");
      try {
        return { ...(await runPass(db, settings, input.data, ctx, deps.llm ?? null)) };
      } catch (error) {
        // What a run left in the app folder is replaced on the way; only a live run that keeps changing it stops
        // the pass, and the user reads why.
        if (error instanceof AppFolderBusyError || error instanceof UnsafeEntryError)
          throw new JobError(APP_FOLDER_BUSY);
        throw error;
      }
    },
    [CODE_TYPECHECK_JOB]: async (job, ctx) => {
      const projectId = z.object({ projectId: z.number().int().positive() }).parse(job.input).projectId;
      const started = new Date();
      await ctx.progress(20, TYPECHECK_MESSAGE);
      const typecheck = await typecheckApp(settings, projectAppDir(settings.dataDir, projectId), ctx);
      await updateCodeGeneration({ db, projectId, changes: { typecheck, typecheckedAt: started } });
      announce(db, projectId);
      return { errors: typecheck.errors };
    },
  };
}

/** The stored generation, its files, the models it came from and the static analysis of the files. */
export async function loadState(db: Db, projectId: number) {
  const generation = await getCodeGeneration({ db, projectId });
  if (!generation) throw new AppError("not_found:code", NO_CODE_MESSAGE);
  const files = await listGeneratedFiles({ db, projectId });
  const models = await sourceModels(db, generation);
  return { generation, files, models, analysis: analyseApp(files, models) };
}
