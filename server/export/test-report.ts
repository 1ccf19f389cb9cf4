import type { TestRun } from "../../domain/api/testing";

/**
 * The latest test report in an export package (FEATURES.md H3): the last real run of the app's tests as
 * Markdown for people and JSON for tools, under `test-report/`. Pure; a run still in progress is not exported.
 */

function percent(value: number): string {
  return `${Number(value.toFixed(1))} %`;
}

/** Cells of a Markdown table: pipes escaped, line breaks flattened, long text cut. */
function cell(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return cut.replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
}

export function testReportMarkdown(run: TestRun, projectName: string): string {
  const { passed, failed, skipped, total, executionTime } = run.executionSummary;
  const lines = [
    `# Test report: ${cell(projectName, 200)}`,
    "",
    `The latest run of the app's own tests in Specwright (${run.testType} tests), started ${run.startedAt}.`,
    "Every figure below comes from that run; run `npm test` to repeat it.",
    "",
    "| Result | Count |",
    "|---|---|",
    `| Passed | ${passed} |`,
    `| Failed | ${failed} |`,
    `| Skipped | ${skipped} |`,
    `| Total | ${total} |`,
    "",
    `Status: **${run.status}**, in ${executionTime} s.`,
  ];
  if (run.error) lines.push("", `Error: ${cell(run.error, 1000)}`);
  if (run.coverage) {
    const c = run.coverage;
    lines.push(
      "",
      "## Coverage (V8)",
      "",
      "| File | Lines | Statements | Functions | Branches |",
      "|---|---|---|---|---|",
      `| **All files** | ${percent(c.lines)} | ${percent(c.statements)} | ${percent(c.functions)} | ${percent(c.branches)} |`,
      ...c.files.map(
        (f) =>
          `| ${cell(f.path)} | ${percent(f.lines)} | ${percent(f.statements)} | ${percent(f.functions)} | ${percent(f.branches)} |`,
      ),
    );
  }
  const failures = run.tests.filter((t) => t.status === "failed");
  if (failures.length > 0) {
    lines.push("", "## Failed tests", "");
    for (const t of failures)
      lines.push(`- ${cell(t.name)} (${cell(t.file)}): ${cell(t.failureMessage ?? "")}`);
  }
  if (run.tests.length > 0) {
    lines.push("", "## Tests", "", "| Test | File | Status | Requirements |", "|---|---|---|---|");
    for (const t of run.tests)
      lines.push(`| ${cell(t.name)} | ${cell(t.file)} | ${t.status} | ${t.requirementIds.join(", ")} |`);
  }
  if (run.notes.length > 0)
    lines.push("", "## Notes", "", ...run.notes.map((note) => `- ${cell(note, 500)}`));
  return `${lines.join("\n")}\n`;
}

/** The report's files, or none when there is no finished run. */
export function testReportEntries(
  run: TestRun | null,
  projectName: string,
): { path: string; content: string }[] {
  if (!run || run.status === "running") return [];
  return [
    { path: "test-report/latest.md", content: testReportMarkdown(run, projectName) },
    { path: "test-report/latest.json", content: `${JSON.stringify(run, null, 2)}\n` },
  ];
}
