// `npm test`: unit and integration tests, then the browser journeys, and one closing line "N passed, M failed".
// The exit code is the tests' own. Journeys need Chromium (CHROMIUM_PATH, default /usr/bin/chromium); without it
// they are reported as skipped, except under CI=true, where a missing browser is a failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testsReaching } from "./database-tests.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = new Set(process.argv.slice(2));
const onlyE2e = args.has("--e2e-only");
const skipE2e = args.has("--no-e2e");
// Only the test files that open a database (the PostgreSQL run of .ci/run): see database-tests.mjs.
const databaseOnly = args.has("--database-only");
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-results-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
// The failed tests' names, repeated just above the closing line so that a log's tail says what failed.
const failures = [];
// One install of the generated apps' runtime for both runs below (each run's global setup keeps a folder set
// beforehand), instead of one per run.
const ownRuntime = process.env.SPECWRIGHT_SKIP_RUNTIME !== "1" && !process.env.SPECWRIGHT_TEST_RUNTIME_DIR;
if (ownRuntime)
  process.env.SPECWRIGHT_TEST_RUNTIME_DIR = fs.mkdtempSync(
    path.join(os.tmpdir(), "specwright-test-runtime-"),
  );
let exitCode = 0;

function run(label, cmd, cmdArgs, env = {}) {
  console.log(`\n== ${label} ==`);
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitest(label, config, files = []) {
  const out = path.join(resultsDir, `${label.replace(/\W+/g, "-")}.json`);
  const status = run(label, "npx", [
    "vitest",
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
    ...files,
  ]);
  const failedBefore = totals.failed;
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A file that fails to load contributes no tests; count it as a failure so it cannot pass unnoticed.
    const brokenFiles = report.testResults.filter(
      (f) => f.status === "failed" && f.assertionResults.length === 0,
    ).length;
    totals.failed += brokenFiles;
    for (const file of report.testResults) {
      const name = path.relative(root, file.name);
      if (file.status === "failed" && file.assertionResults.length === 0)
        failures.push(`${name}: ${(file.message ?? "could not run").split("\n")[0]}`);
      for (const test of file.assertionResults.filter((t) => t.status === "failed"))
        failures.push(`${name} > ${test.fullName}: ${(test.failureMessages[0] ?? "").split("\n")[0]}`);
    }
  } else if (status !== 0) {
    totals.failed += 1;
  }
  if (status !== 0) {
    exitCode = status;
    // Vitest also fails a run for errors outside any test (an unhandled rejection, say): count it, so the closing
    // line never reads "0 failed" for a failed run.
    if (totals.failed === failedBefore) {
      console.error(`${label}: the run failed outside the tests (see "Unhandled Errors" above).`);
      totals.failed += 1;
    }
  }
}

if (!onlyE2e) {
  const files = databaseOnly ? testsReaching(root, "server/testing/harness.ts") : [];
  vitest(
    databaseOnly ? "tests that open a database" : "unit and integration tests",
    "vitest.config.ts",
    files,
  );
}

if (!skipE2e) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    const message = `Chromium not found at ${chromium}: browser journeys not run (install Debian's chromium or set CHROMIUM_PATH).`;
    if (process.env.CI === "true") {
      console.error(`\n${message}`);
      totals.failed += 1;
      exitCode = exitCode || 1;
    } else {
      console.warn(`\n${message}`);
    }
  } else {
    const build = run("build for the browser journeys", "npm", ["run", "build", "--silent"]);
    if (build !== 0) {
      totals.failed += 1;
      exitCode = exitCode || build;
    } else {
      fs.writeFileSync(path.join(root, "dist", ".build-stamp"), new Date().toISOString());
      vitest("browser journeys", "vitest.e2e.config.ts");
    }
  }
}

fs.rmSync(resultsDir, { recursive: true, force: true });
if (ownRuntime) fs.rmSync(process.env.SPECWRIGHT_TEST_RUNTIME_DIR, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f.slice(0, 300)}`).join("\n")}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
