import path from "node:path";
import { runAppTests } from "../../qa/run";
import type { Runtime } from "../../runtime/dependencies";
import { runSandboxed } from "../../runtime/sandbox";
import { runTypecheck } from "../analyse/typecheck";
import { clientFolder, serverFolder } from "./prompt";

/*
 * The gate a model-written feature passes before it is kept: the app's own type-check, build and tests in the
 * sandbox, and the judgement of which failures are the feature's.
 */

const BUILD_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 240_000;

/**
 * What one try of the gate found: what stops the app as a whole (a type-check error, a failed build, tests that
 * could not run), in lines the model can act on, and the tests that failed, each "file › name: first line".
 */
export interface GateVerdict {
  blocking: string[];
  failedTests: string[];
}

/** The app's own type-check, build and tests in the sandbox. */
export async function gate(appDir: string, runtime: Runtime, logFile: string): Promise<GateVerdict> {
  const typecheck = await runTypecheck(appDir, { runtime });
  if (!typecheck.ran)
    return {
      blocking: [`the type-check could not run: ${typecheck.note ?? "unknown reason"}`],
      failedTests: [],
    };
  if (typecheck.errors > 0)
    return {
      blocking: [`the type-check found ${typecheck.errors} error(s):`, ...typecheck.messages.slice(0, 15)],
      failedTests: [],
    };
  const build = await runSandboxed({
    argv: ["npm", "run", "build", "--silent"],
    appDir,
    network: "none",
    limits: { timeoutMs: BUILD_TIMEOUT_MS, addressSpaceMb: null },
    logFile,
  });
  if (build.exitCode !== 0)
    return {
      blocking: [`npm run build failed (${build.summary}):`, ...build.tail.slice(-15)],
      failedTests: [],
    };
  const scratchDir = path.join(path.dirname(appDir), ".scratch", path.basename(appDir));
  const run = await runAppTests({
    appDir,
    runtime,
    testType: "unit",
    scratchDir,
    logFile,
    timeoutMs: TEST_TIMEOUT_MS,
  });
  if (!run.report)
    return { blocking: [`the tests did not run: ${run.error ?? "no report"}`], failedTests: [] };
  const failed = run.report.tests.filter((t) => t.status === "failed");
  const failedTests = failed.map(
    (t) => `${t.file} › ${t.name}: ${(t.failureMessage ?? "").split("\n")[0]?.slice(0, 300)}`,
  );
  if (failed.length === 0 && run.report.failed > 0)
    return { blocking: [`${run.report.failed} test file(s) failed to run`], failedTests: [] };
  return { blocking: [], failedTests };
}

/** The test's "file ›" part: which file of the app it is in. */
const testFile = (failure: string) => failure.slice(0, failure.indexOf(" › "));

/**
 * The gate's verdict on a feature, as problems the model can act on (empty: keep it) and the app's failures that
 * are not the feature's: a test failing in the feature's own folders, or one that passes without the feature, is
 * the feature's; one that fails without it too is reported, never a reason to drop it.
 */
export async function judge(
  verdict: GateVerdict,
  slug: string,
  without: () => Promise<GateVerdict>,
): Promise<{ problems: string[]; unrelated: string[] }> {
  if (verdict.blocking.length > 0) return { problems: verdict.blocking, unrelated: [] };
  if (verdict.failedTests.length === 0) return { problems: [], unrelated: [] };
  const own = (failure: string) =>
    [clientFolder(slug), serverFolder(slug)].some((folder) => testFile(failure).includes(folder));
  const others = verdict.failedTests.filter((f) => !own(f));
  const before = others.length > 0 ? await without() : { blocking: [], failedTests: [] };
  const failedBefore = new Set(before.failedTests.map((f) => f.slice(0, f.indexOf(": ", f.indexOf(" › ")))));
  const unrelated =
    before.blocking.length > 0
      ? []
      : others.filter((f) => failedBefore.has(f.slice(0, f.indexOf(": ", f.indexOf(" › ")))));
  const problems = verdict.failedTests.filter((f) => !unrelated.includes(f));
  return {
    problems: problems.length > 0 ? [`${problems.length} test(s) failed:`, ...problems.slice(0, 10)] : [],
    unrelated,
  };
}
