import path from "node:path";
import { testRunSchema, TEST_TYPES, type TestRun, type TestType } from "../../domain/api/testing";
import type { Db } from "../db/client";
import { failStaleTestRuns, finishTestRun, insertTestRun, latestTestRun } from "../db/queries/testing";
import type { ProjectRow, TestRunRow } from "../db/schema";
import { AppError } from "../http/errors";
import { log } from "../logger";
import { notify } from "../notifications/notify";
import { ensureRuntime, linkRuntime, projectAppDir, type Runtime } from "../runtime/dependencies";
import { codeExecutionRefusal } from "../runtime/sandbox";
import { appRelativePaths } from "../runtime/shown-paths";
import type { CodeSettings } from "../services/code";
import { requireGeneratedFiles } from "../services/testing";
import { runAppTests, TEST_RUN_TIMEOUT_MS } from "./run";

/*
 * execute-tests (F4): one run per project at a time, stored in test_runs (running → passed/failed/error) with a log
 * file per run under DATA_DIR/test-runs/<projectId>/<runId>.log. The request waits for the run (bounded by the
 * run's own time limit).
 */

export const RUN_IN_PROGRESS = "A test run is already in progress";
const running = new Set<number>();

/** What the stored `report` column holds (the parts of TestRun the columns do not). */
type StoredReport = Pick<TestRun, "tests" | "coverage" | "ranFiles" | "notes"> & { executionTime: number };

/** A stored run as the API answers it. */
export function presentTestRun(row: TestRunRow): TestRun {
  const report = (row.report ?? {}) as Partial<StoredReport>;
  const testType = (TEST_TYPES as readonly string[]).includes(row.testType)
    ? (row.testType as TestType)
    : "unit";
  return testRunSchema.parse({
    runId: row.id,
    testType,
    status: row.status,
    executionSummary: {
      passed: row.passed,
      failed: row.failed,
      skipped: row.skipped,
      total: row.passed + row.failed + row.skipped,
      executionTime: report.executionTime ?? Math.round((row.durationMs ?? 0) / 100) / 10,
    },
    tests: report.tests ?? [],
    coverage: report.coverage ?? null,
    ranFiles: report.ranFiles ?? [],
    notes: report.notes ?? [],
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });
}

/** GET test-runs/latest */
export async function latestRun(db: Db, project: ProjectRow): Promise<{ testResults: TestRun | null }> {
  const row = await latestTestRun(db, project.id);
  return { testResults: row ? presentTestRun(row) : null };
}

/** POST execute-tests: runs the app's tests for real and answers with the stored run. */
export async function executeTests(deps: {
  db: Db;
  settings: CodeSettings;
  project: ProjectRow;
  testType: TestType;
  /** Requirement ids of the plan's cases the caller sent: the notes say how many a test that ran names. */
  requestedIds?: readonly string[];
  timeoutMs?: number;
}): Promise<{ testResults: TestRun }> {
  const { db, settings, project, testType } = deps;
  await requireGeneratedFiles(db, project.id);
  const refusal = codeExecutionRefusal();
  if (refusal !== null) throw new AppError("unavailable:sandbox", refusal);
  if (running.has(project.id)) throw new AppError("conflict:code", RUN_IN_PROGRESS);
  running.add(project.id);
  try {
    // A run left "running" by a stopped product can never finish: mark it so it is not shown as running.
    await failStaleTestRuns({
      db,
      projectId: project.id,
      before: new Date(),
      error: "The run was interrupted (the product stopped during it).",
    });
    const row = await insertTestRun({ db, projectId: project.id, testType });
    const logFile = path.join(
      path.resolve(settings.dataDir),
      "test-runs",
      String(project.id),
      `${row.id}.log`,
    );
    const finished = await runAndStore(db, settings, project.id, row, logFile, deps);
    const results = presentTestRun(finished);
    const { passed, failed } = results.executionSummary;
    const ok = results.status === "passed";
    notify(db, {
      projectId: project.id,
      kind: "tests",
      outcome: ok ? "succeeded" : "failed",
      params: { passed, failed, ...(results.error ? { error: results.error } : {}) },
      link: "/testing",
    });
    return { testResults: results };
  } finally {
    running.delete(project.id);
  }
}

async function runAndStore(
  db: Db,
  settings: CodeSettings,
  projectId: number,
  row: TestRunRow,
  logFile: string,
  options: { requestedIds?: readonly string[]; timeoutMs?: number },
): Promise<TestRunRow> {
  const timeoutMs = options.timeoutMs ?? TEST_RUN_TIMEOUT_MS;
  const appDir = projectAppDir(settings.dataDir, projectId);
  const fail = async (error: string) =>
    (await finishTestRun({ db, id: row.id, changes: { status: "error", error, logFile } })) ?? row;
  let runtime: Runtime;
  try {
    runtime = await ensureRuntime({ dataDir: settings.dataDir });
    linkRuntime(settings.dataDir, runtime);
  } catch (error) {
    log.warn("test run: the app dependencies could not be installed", { projectId, error: String(error) });
    return fail(
      "The app dependencies could not be installed, so the tests cannot run. Please try again later.",
    );
  }
  try {
    const scratchDir = path.join(path.dirname(appDir), ".scratch", path.basename(appDir));
    const run = await runAppTests({
      appDir,
      runtime,
      testType: row.testType as TestType,
      scratchDir,
      logFile,
      timeoutMs,
    });
    const report = run.report;
    if (!report) {
      await finishTestRun({
        db,
        id: row.id,
        changes: { durationMs: run.sandbox.durationMs, report: { notes: run.notes } },
      });
      return fail(run.error ?? "The tests did not run.");
    }
    const requested = options.requestedIds ?? [];
    if (requested.length > 0) {
      const named = new Set(report.tests.flatMap((t) => t.requirementIds));
      const covered = requested.filter((id) => named.has(id)).length;
      run.notes.push(
        `${covered} of the ${requested.length} requirement ids of the given cases are named by a test that ran.`,
      );
    }
    const stored: StoredReport = {
      tests: report.tests,
      coverage: run.coverage,
      ranFiles: report.files,
      notes: run.notes,
      executionTime: report.executionTime ?? Math.round(run.sandbox.durationMs / 100) / 10,
    };
    const updated = await finishTestRun({
      db,
      id: row.id,
      changes: {
        status: report.failed > 0 || report.total === 0 ? "failed" : "passed",
        passed: report.passed,
        failed: report.failed,
        skipped: report.skipped,
        durationMs: run.sandbox.durationMs,
        report: stored,
        error: run.error,
        logFile,
      },
    });
    return updated ?? row;
  } catch (error) {
    log.error("test run failed", { projectId, error: error instanceof Error ? error.stack : String(error) });
    const reason = appRelativePaths(appDir)(error instanceof Error ? error.message : String(error));
    return fail(`The tests could not run: ${reason}`);
  }
}
