import fs from "node:fs";
import path from "node:path";
import type { Coverage, TestType } from "../../domain/api/testing";
import {
  isConfinedFile,
  listConfinedFiles,
  mkdirConfined,
  readConfinedFile,
  removeConfined,
} from "../runtime/confined";
import type { Runtime } from "../runtime/dependencies";
import { runSandboxed, type SandboxResult } from "../runtime/sandbox";
import { runtimeTool } from "../runtime/tools";
import { chromiumPath, findChromium } from "./chromium";
import { parseCoverageSummary, parseVitestReport, type ParsedReport } from "./report";
import { QA_CONFIG_PATH } from "./scripts";

/*
 * One real run of a generated app's tests (F4): Vitest with the JSON reporter and V8 coverage, sandboxed
 * (server/runtime/sandbox.ts; no network, clean environment, time and memory limits), its report and coverage
 * written to the app's scratch folder and read back. Which files run for which test type is said in `notes`.
 * When playwright scripts are among the files, the app is built first (`npm run build`, sandboxed, for dist/client)
 * and the run gets the system Chromium (CHROMIUM_PATH) and no per-process address-space limit; without a Chromium
 * those files skip themselves and the notes say so.
 */

/** The app's build before playwright scripts run; Vite takes a few seconds. */
const BUILD_TIMEOUT_MS = 120_000;
const PLAYWRIGHT_FILE = /\.playwright\.test\.ts$/;
/** The run's report and coverage, inside the app's scratch folder. */
const OUT_DIR = "qa-run";

/** The run is stopped after this; the execute-tests request waits at most this long. */
export const TEST_RUN_TIMEOUT_MS = 240_000;

/** Path filters per test type (Vitest matches them against file paths); null = every test file. */
export function filtersFor(testType: TestType): { filters: string[] | null; note: string } {
  switch (testType) {
    case "unit":
      return {
        filters: null,
        note: "unit: the whole Vitest suite of the app and every runnable QA script ran.",
      };
    case "ui":
      return {
        filters: ["src/client/", "tests/qa/ui/"],
        note: "ui: the app's page tests (src/client) and the runnable ui QA scripts ran (playwright ones in Chromium).",
      };
    default:
      return {
        filters: ["src/server/", `tests/qa/${testType}/`],
        note: `${testType}: the app's API tests (src/server) and the runnable ${testType} QA scripts ran.`,
      };
  }
}

export type AppTestRun = {
  report: ParsedReport | null;
  coverage: Coverage | null;
  sandbox: SandboxResult;
  notes: string[];
  /** Why no report was read, in one sentence for the user. */
  error: string | null;
};

/** The playwright scripts a run with these filters includes (app-relative paths; links are not followed). */
export function playwrightFilesIn(appDir: string, filters: readonly string[] | null): string[] {
  return listConfinedFiles(appDir, "tests/qa")
    .filter((file) => PLAYWRIGHT_FILE.test(file))
    .filter((file) => filters === null || filters.some((filter) => file.startsWith(filter)));
}

/** Runs the app's tests for `testType`; never throws for the tests' own failures. */
export async function runAppTests(input: {
  appDir: string;
  /** The shared dependencies Vitest is taken from (never the app folder: its tests can write there). */
  runtime: Pick<Runtime, "nodeModules">;
  testType: TestType;
  /** The app's scratch folder (sandboxed code can write it); the run's report and coverage go to `qa-run/`. */
  scratchDir: string;
  logFile: string;
  timeoutMs?: number;
}): Promise<AppTestRun> {
  const { appDir, testType, scratchDir } = input;
  const vitest = runtimeTool(input.runtime, "vitest");
  if (!vitest) throw new Error("Vitest is missing from the shared app dependencies.");
  // The scratch folder is written by earlier runs: nothing in it is followed if it is a link.
  removeConfined(scratchDir, OUT_DIR);
  const outDir = mkdirConfined(scratchDir, OUT_DIR);
  const reportFile = path.join(outDir, "vitest.json");
  const coverageDir = path.join(outDir, "coverage");
  const { filters, note } = filtersFor(testType);
  const qaConfig = isConfinedFile(appDir, QA_CONFIG_PATH);
  const notes = [note];
  notes.push(
    qaConfig
      ? `Config ${QA_CONFIG_PATH}: the app's tests plus the QA scripts Vitest runs (jest, supertest, playwright).`
      : "The app's own Vitest config (no QA scripts generated yet).",
  );
  const playwrightFiles = qaConfig ? playwrightFilesIn(appDir, filters) : [];
  const chromium = playwrightFiles.length > 0 ? findChromium() : null;
  const browserRun = chromium !== null;
  if (playwrightFiles.length > 0 && !browserRun)
    notes.push(
      `${playwrightFiles.length} playwright file(s) skipped: no Chromium at ${chromiumPath()} (set CHROMIUM_PATH).`,
    );
  if (browserRun) {
    // A stale build must not pass for this one: the scripts refuse to run without dist/client.
    removeConfined(appDir, "dist/client");
    const build = await runSandboxed({
      argv: ["npm", "run", "build"],
      appDir,
      network: "none",
      // Vite's bundler reserves far more address space than it uses; the tree's resident memory stays capped.
      limits: { timeoutMs: BUILD_TIMEOUT_MS, addressSpaceMb: null },
      logFile: input.logFile,
    });
    notes.push(
      build.exitCode === 0
        ? `npm run build for the playwright scripts: ${Math.round(build.durationMs / 100) / 10} s.`
        : `npm run build failed (${build.summary}): the playwright scripts cannot open the pages.`,
    );
    notes.push(
      `${playwrightFiles.length} playwright file(s) ran in the system Chromium (${chromium}), headless, against the app served in the test.`,
    );
  }
  // A Chromium outside /usr (CHROMIUM_PATH) is bound read-only at its real folder and named by its real path.
  const chromiumInside = chromium && !chromium.startsWith("/usr/") ? fs.realpathSync(chromium) : chromium;
  const chromiumDir =
    chromiumInside && !chromiumInside.startsWith("/usr/") ? path.dirname(chromiumInside) : null;
  const sandbox = await runSandboxed({
    argv: [
      process.execPath,
      vitest,
      "run",
      "--configLoader",
      "runner",
      ...(qaConfig ? ["--config", QA_CONFIG_PATH] : []),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
      "--coverage.enabled=true",
      "--coverage.provider=v8",
      "--coverage.reporter=json-summary",
      "--coverage.reporter=json",
      `--coverage.reportsDirectory=${coverageDir}`,
      "--coverage.include=src/**",
      // Coverage of a run with failing tests is still worth seeing.
      "--coverage.reportOnFailure=true",
      ...(filters ?? []),
    ],
    appDir,
    scratchDir,
    network: "none",
    // The runtime's packages (where Vitest is; the app resolves them through DATA_DIR/apps/node_modules).
    readOnlyPaths: [input.runtime.nodeModules, ...(chromiumDir ? [chromiumDir] : [])],
    writablePaths: [],
    env: {
      CI: "1",
      NO_COLOR: "1",
      FORCE_COLOR: "0",
      // The scripts skip themselves when this path has no Chromium (none on this host).
      ...(playwrightFiles.length > 0 ? { CHROMIUM_PATH: chromiumInside ?? chromiumPath() } : {}),
    },
    // Vitest, Vite and PGlite (WebAssembly) reserve far more address space than they use: the total resident
    // memory of the tree (the watchdog) is the real bound here, not the per-process address space. Chromium
    // reserves terabytes (its V8 cages): no per-process limit when it runs.
    limits: {
      timeoutMs: input.timeoutMs ?? TEST_RUN_TIMEOUT_MS,
      addressSpaceMb: browserRun ? null : 16_384,
      totalMemoryMb: 4096,
    },
    logFile: input.logFile,
  });
  if (sandbox.mechanism === "bubblewrap") notes.push("Ran in a bubblewrap sandbox without network.");
  else notes.push("Ran with process limits only (no bubblewrap on this host).");

  let report: ParsedReport | null = null;
  let error: string | null = null;
  // The report and coverage were written by sandboxed code: read only as plain files, never through a link.
  const readOut = (relative: string) => readConfinedFile(scratchDir, `${OUT_DIR}/${relative}`);
  let reportText: string | null = null;
  try {
    reportText = readOut("vitest.json");
  } catch (cause) {
    error = `Vitest's report could not be read: ${cause instanceof Error ? cause.message : String(cause)}`;
  }
  if (!sandbox.started) error = sandbox.summary;
  else if (sandbox.timedOut) error = `The tests were stopped: ${sandbox.summary}.`;
  else if (error === null && reportText === null) {
    const noFiles = sandbox.tail.some((line) => /No test files found/i.test(line));
    error = noFiles
      ? `There are no ${testType} tests in the app yet (generate pass 3 or ${testType} test scripts first).`
      : `Vitest wrote no report: ${sandbox.summary}. ${sandbox.tail.slice(-5).join(" ").slice(0, 600)}`;
  } else if (reportText !== null) {
    try {
      report = parseVitestReport(JSON.parse(reportText), appDir);
    } catch (cause) {
      error = `Vitest's report could not be read: ${cause instanceof Error ? cause.message : String(cause)}`;
    }
  }
  let coverage: Coverage | null = null;
  let summaryText: string | null = null;
  try {
    summaryText = readOut("coverage/coverage-summary.json");
  } catch {
    notes.push("The coverage summary could not be read.");
  }
  if (summaryText !== null) {
    try {
      coverage = parseCoverageSummary(JSON.parse(summaryText), appDir);
    } catch {
      notes.push("The coverage summary could not be read.");
    }
  } else if (report) notes.push("No coverage was written (V8 coverage needs the tests to finish).");
  return { report, coverage, sandbox, notes, error };
}
