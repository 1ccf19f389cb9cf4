import path from "node:path";
import { z } from "zod";
import { requirementIdsIn, type Coverage, type TestResult } from "../../domain/api/testing";

/*
 * Reads what a Vitest run wrote (files read back are validated like any input): the JSON reporter's report
 * (Jest-compatible) and V8 coverage's json-summary. Counts come from the report as Vitest counted them.
 */

const assertionSchema = z.object({
  fullName: z.string(),
  title: z.string(),
  status: z.string(),
  duration: z.number().nullish(),
  failureMessages: z.array(z.string()).nullish(),
});

const vitestReportSchema = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number().default(0),
  numTodoTests: z.number().default(0),
  numTotalTests: z.number(),
  startTime: z.number().optional(),
  success: z.boolean().optional(),
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().nullish(),
      startTime: z.number().optional(),
      endTime: z.number().optional(),
      assertionResults: z.array(assertionSchema),
    }),
  ),
});

export type ParsedReport = {
  passed: number;
  failed: number;
  skipped: number;
  total: number;
  /** Seconds, from Vitest's start to the last file's end. */
  executionTime: number | null;
  tests: TestResult[];
  files: string[];
};

const MAX_MESSAGE = 2000;
// Colour codes in failure messages (ESC [ … m).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

function relative(appDir: string, file: string): string {
  const rel = path.relative(appDir, file);
  return rel.startsWith("..") ? file : rel.split(path.sep).join("/");
}

/** The tests of a JSON report; a file that failed outside its tests (load, hooks) is one failed entry with its message. */
export function parseVitestReport(raw: unknown, appDir: string): ParsedReport {
  const report = vitestReportSchema.parse(raw);
  const tests: TestResult[] = [];
  let fileFailures = 0;
  for (const file of report.testResults) {
    const name = relative(appDir, file.name);
    // A file that failed without a failed test: it did not load, or a hook (beforeAll, afterAll) failed, which
    // Vitest reports as skipped tests. Either is one failed entry, so such a run never passes.
    if (file.status === "failed" && !file.assertionResults.some((a) => a.status === "failed")) {
      const loaded = file.assertionResults.length > 0;
      fileFailures += 1;
      tests.push({
        name: loaded
          ? `${name} (a set-up or clean-up hook failed)`
          : `${name} (the file failed before its tests ran)`,
        file: name,
        status: "failed",
        durationMs: null,
        requirementIds: [],
        failureMessage:
          (file.message ?? "").replace(ANSI, "").slice(0, MAX_MESSAGE) ||
          (loaded ? "A beforeAll or afterAll hook failed; the run log has its error." : null),
      });
    }
    for (const a of file.assertionResults) {
      const status = a.status === "passed" ? "passed" : a.status === "failed" ? "failed" : "skipped";
      const message = (a.failureMessages ?? []).join("\n").replace(ANSI, "");
      tests.push({
        name: a.fullName,
        file: name,
        status,
        durationMs: a.duration == null ? null : Math.round(a.duration),
        requirementIds: requirementIdsIn(a.fullName),
        failureMessage: status === "failed" ? message.slice(0, MAX_MESSAGE) || null : null,
      });
    }
  }
  const ends = report.testResults.map((f) => f.endTime ?? 0);
  const end = ends.length > 0 ? Math.max(...ends) : 0;
  const executionTime =
    report.startTime && end > report.startTime ? Math.round((end - report.startTime) / 100) / 10 : null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + fileFailures,
    skipped: report.numPendingTests + report.numTodoTests,
    total: report.numTotalTests + fileFailures,
    executionTime,
    tests,
    files: report.testResults.map((f) => relative(appDir, f.name)).sort(),
  };
}

const metricSchema = z.object({ pct: z.union([z.number(), z.literal("Unknown")]) });
const summaryEntrySchema = z.object({
  lines: metricSchema,
  statements: metricSchema,
  functions: metricSchema,
  branches: metricSchema,
});
const summarySchema = z.record(z.string(), summaryEntrySchema);

const pct = (m: z.infer<typeof metricSchema>) => (typeof m.pct === "number" ? m.pct : 100);
const numbers = (e: z.infer<typeof summaryEntrySchema>) => ({
  lines: pct(e.lines),
  statements: pct(e.statements),
  functions: pct(e.functions),
  branches: pct(e.branches),
});

/** V8 coverage's coverage-summary.json: the totals and each file (app-relative paths, sorted). */
export function parseCoverageSummary(raw: unknown, appDir: string): Coverage | null {
  const summary = summarySchema.parse(raw);
  const total = summary.total;
  if (!total) return null;
  const files = Object.entries(summary)
    .filter(([key]) => key !== "total")
    .map(([file, entry]) => ({ path: relative(appDir, file), ...numbers(entry) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { ...numbers(total), files };
}
