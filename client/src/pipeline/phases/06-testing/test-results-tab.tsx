import type { TestRun } from "@domain/api/testing";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";

const STATUS_VARIANT = { passed: "success", failed: "destructive", skipped: "muted" } as const;
const RUN_VARIANT = {
  running: "secondary",
  passed: "success",
  failed: "destructive",
  error: "destructive",
} as const;

/** Test Results tab: passed, failed, skipped and execution time, then every test with its requirement ids. */
export function TestResultsTab({ run, running }: { run: TestRun | null; running: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (running)
    return (
      <div className="flex items-center gap-3 text-sm text-muted-foreground" data-testid="results-running">
        <Spinner className="h-5 w-5" /> {t("testing:results.running")}
      </div>
    );
  if (!run)
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-test-results">
        {t("testing:results.empty")}
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
          [t("testing:results.passed"), format.number(summary.passed), "text-success", "passed-count"],
          [t("testing:results.failed"), format.number(summary.failed), "text-destructive", "failed-count"],
          [
            t("testing:results.skipped"),
            format.number(summary.skipped),
            "text-muted-foreground",
            "skipped-count",
          ],
          [
            t("testing:results.executionTime"),
            t("testing:results.seconds", { time: format.number(summary.executionTime) }),
            "",
            "execution-time",
          ],
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
        <Badge variant={RUN_VARIANT[run.status]}>{t(`testing:runStatus.${run.status}`)}</Badge>
        <span className="text-muted-foreground">
          {t("testing:results.runLine", {
            id: run.runId,
            type: t(`testing:typeValue.${run.testType}`),
            count: run.ranFiles.length,
            date: format.dateTime(run.startedAt),
          })}
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
              <th className="p-2">{t("testing:results.columns.test")}</th>
              <th className="p-2">{t("testing:results.columns.requirements")}</th>
              <th className="p-2">{t("testing:results.columns.status")}</th>
              <th className="p-2 text-right">{t("testing:results.columns.ms")}</th>
            </tr>
          </thead>
          <tbody>
            {failedFirst.map((test, i) => (
              <tr
                key={`${test.file}-${test.name}-${i}`}
                className="border-t align-top"
                data-testid="test-row"
                data-status={test.status}
              >
                <td className="p-2">
                  <div>{test.name}</div>
                  <div className="font-mono text-xs text-muted-foreground">{test.file}</div>
                  {test.failureMessage && (
                    <pre
                      className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded bg-destructive/10 p-2 text-xs text-destructive"
                      data-testid="failure-message"
                    >
                      {test.failureMessage}
                    </pre>
                  )}
                </td>
                <td className="p-2">
                  <div className="flex flex-wrap gap-1">
                    {test.requirementIds.map((id) => (
                      <Badge key={id} variant="outline">
                        {id}
                      </Badge>
                    ))}
                  </div>
                </td>
                <td className="p-2">
                  <Badge variant={STATUS_VARIANT[test.status]}>
                    {t(`testing:testStatus.${test.status}`)}
                  </Badge>
                </td>
                <td className="p-2 text-right tabular-nums">
                  {test.durationMs === null ? "" : format.number(test.durationMs)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
