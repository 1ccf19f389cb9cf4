import {
  requirementIdsIn,
  testPlanSchema,
  type GenerateTestPlanInput,
  type GenerateTestScriptsInput,
  type TestPlan,
  type TestScriptsResponse,
} from "../../domain/api/testing";
import { AppFolderBusyError, writeProjectFiles } from "./app-folder";
import type { Db } from "../db/client";
import { getCodeGeneration, listGeneratedFiles, upsertGeneratedFiles } from "../db/queries/code";
import { listRequirementsByProject } from "../db/queries/requirements";
import { getTestPlan, saveTestPlan } from "../db/queries/testing";
import type { ProjectRow } from "../db/schema";
import { AppError } from "../http/errors";
import { appFactsOf } from "../qa/app-facts";
import type { Llm } from "../engines/llm";
import { writePlan } from "../qa/llm";
import { buildTestPlan, requirementsFromRows } from "../qa/plan";
import { QA_CONFIG_PATH, QA_VITEST_CONFIG, buildTestScripts } from "../qa/scripts";
import { roomsFor } from "../realtime/rooms";
import type { CodeSettings } from "./code";

/**
 * QA test plans and scripts (delivery.md §2.6, §7 QA; F2–F3). Plans are derived from the project's requirements and
 * the generated app's test titles; scripts are written into the app (database rows, so they show in the File
 * Browser and the export package, and the app folder, so they run). Runs are in services/test-runs.ts.
 */

export const NO_CODE_FOR_TESTS = "Generate the code first on the Generated Code page.";
/** Generated files written by QA belong to the last pass (tests, documentation and delivery files). */
const QA_PASS = 3;

/** The project's generated files, or 409 when there are none. */
export async function requireGeneratedFiles(db: Db, projectId: number) {
  const files = await listGeneratedFiles({ db, projectId });
  if (files.length === 0 || !(await getCodeGeneration({ db, projectId })))
    throw new AppError("conflict:code", NO_CODE_FOR_TESTS);
  return files;
}

/**
 * POST generate-test-plan: derives the plan (see server/qa/plan.ts), has the configured model write its cases'
 * words (server/qa/llm.ts), and stores it as the project's latest.
 */
export async function generateTestPlan(
  db: Db,
  project: ProjectRow,
  input: GenerateTestPlanInput,
  llm: Llm | null = null,
): Promise<{ testPlan: TestPlan }> {
  const stored = requirementsFromRows(await listRequirementsByProject({ db, projectId: project.id }));
  const files = await listGeneratedFiles({ db, projectId: project.id });
  const measured = buildTestPlan({
    stored,
    text: input.requirements,
    appTests: appFactsOf(files).tests,
    implementationCode: input.implementationCode,
    now: new Date(),
  });
  if (measured.testCases.length === 0)
    throw new AppError(
      "bad_request:api",
      "requirements: no requirement found. Write one per line with its id (FR-1: …) or as a sentence with shall or must.",
    );
  const plan = await writePlan({ llm, projectId: project.id, project, plan: measured });
  await saveTestPlan({ db, projectId: project.id, requirementsText: input.requirements, plan });
  return { testPlan: plan };
}

/** GET test-plan: the latest stored plan, or null. */
export async function latestTestPlan(db: Db, project: ProjectRow): Promise<{ testPlan: TestPlan | null }> {
  const row = await getTestPlan({ db, projectId: project.id });
  const parsed = row ? testPlanSchema.safeParse(row.plan) : null;
  return { testPlan: parsed?.success ? parsed.data : null };
}

/** POST generate-test-scripts: writes the scripts (and the QA Vitest config) into the app; answers with them. */
export async function generateTestScripts(deps: {
  db: Db;
  settings: CodeSettings;
  project: ProjectRow;
  input: GenerateTestScriptsInput;
}): Promise<TestScriptsResponse> {
  const { db, settings, project, input } = deps;
  const files = await requireGeneratedFiles(db, project.id);
  const facts = appFactsOf(files);
  if (!facts.hasTestSupport || facts.resources.length === 0)
    throw new AppError(
      "conflict:code",
      "The app has no test set-up yet: run pass 3 (tests) on the Generated Code page, then generate the scripts.",
    );
  const requested = input.testCases
    ? [...new Set(input.testCases.flatMap((c) => requirementIdsIn(c.requirementId)))]
    : null;
  const scripts = buildTestScripts({
    appName: project.name,
    facts,
    framework: input.framework,
    testType: input.testType,
    requestedIds: requested,
  });
  const now = new Date();
  const rows = [
    ...scripts.map((s) => ({ path: s.path, content: s.content, ids: s.requirementIds })),
    { path: QA_CONFIG_PATH, content: QA_VITEST_CONFIG, ids: [] as string[] },
  ].map((f) => ({
    path: f.path,
    content: f.content,
    language: "typescript",
    pass: QA_PASS,
    userEdited: false,
    implements: { documents: [], requirementIds: f.ids, elements: ["qa"] },
    size: Buffer.byteLength(f.content, "utf8"),
    updatedAt: now,
  }));
  await upsertGeneratedFiles({ db, projectId: project.id, files: rows });
  try {
    writeProjectFiles(settings.dataDir, project.id, rows);
  } catch (error) {
    if (error instanceof AppFolderBusyError) throw new AppError("conflict:file", error.message);
    throw error;
  }
  roomsFor(db).broadcast(project.id, { type: "code.changed", data: { projectId: project.id } });
  return { testScripts: { testScripts: scripts } };
}
