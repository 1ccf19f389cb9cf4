import type { TestRun } from "@domain/api/testing";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

const STATUS_VARIANT = { passed: "success", failed: "destructive", skipped: "muted" } as const;
const RUN_VARIANT = {
  running: "secondary",
  passed: "success",
  failed: "destructive",
  error: "destructive",
} as const;

/** Test Results tab: passed, failed, skipped and execution time, then every test with its requirement ids. */
export function TestResultsTab({ run, running }: { run: TestRun | null; running: boolean }) {
  if (running)
    return (
      <div className="flex items-center gap-3 text-sm text-muted-foreground" data-testid="results-running">
        <Spinner className="h-5 w-5" /> Running the tests…
      </div>
    );
  if (!run)
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-test-results">
        No test run yet. Choose Run Tests to run the generated app's tests.
      </p>
    );
  const summary = run.executionSummary;
  const failedFirst = [...run.tests].sort(
    (a, b) => Number(b.status === "failed") - Number(a.status === "failed"),
  );
  return (
    <div className="space-y-4" data-testid="test-results" data-status={run.status}>
      <div className="grid gap-3 sm:grid-cols-4">
        {[
          ["Passed", summary.passed, "text-success", "passed-count"],
          ["Failed", summary.failed, "text-destructive", "failed-count"],
          ["Skipped", summary.skipped, "text-muted-foreground", "skipped-count"],
          ["Execution time", `${summary.executionTime} s`, "", "execution-time"],
        ].map(([label, value, color, id]) => (
          <Card key={String(id)}>
            <CardContent className="pt-6">
              <div className="text-sm text-muted-foreground">{label}</div>
              <div className={`text-2xl font-semibold ${color}`} data-testid={String(id)}>
                {value}
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={RUN_VARIANT[run.status]}>{run.status}</Badge>
        <span className="text-muted-foreground">
          Run {run.runId} ({run.testType}), {run.ranFiles.length} files,{" "}
          {new Date(run.startedAt).toLocaleString()}
        </span>
      </div>
      {run.error && (
        <p className="text-sm text-destructive" data-testid="run-error">
          {run.error}
        </p>
      )}
      {run.notes.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-muted-foreground">
          {run.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th className="p-2">Test</th>
              <th className="p-2">Requirements</th>
              <th className="p-2">Status</th>
              <th className="p-2 text-right">ms</th>
            </tr>
          </thead>
          <tbody>
            {failedFirst.map((t, i) => (
              <tr
                key={`${t.file}-${t.name}-${i}`}
                className="border-t align-top"
                data-testid="test-row"
                data-status={t.status}
              >
                <td className="p-2">
                  <div>{t.name}</div>
                  <div className="font-mono text-xs text-muted-foreground">{t.file}</div>
                  {t.failureMessage && (
                    <pre
                      className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded bg-destructive/10 p-2 text-xs text-destructive"
                      data-testid="failure-message"
                    >
                      {t.failureMessage}
                    </pre>
                  )}
                </td>
                <td className="p-2">
                  <div className="flex flex-wrap gap-1">
                    {t.requirementIds.map((id) => (
                      <Badge key={id} variant="outline">
                        {id}
                      </Badge>
                    ))}
                  </div>
                </td>
                <td className="p-2">
                  <Badge variant={STATUS_VARIANT[t.status]}>{t.status}</Badge>
                </td>
                <td className="p-2 text-right tabular-nums">{t.durationMs ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
