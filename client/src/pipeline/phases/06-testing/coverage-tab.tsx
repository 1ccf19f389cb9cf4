import { DEFAULT_COVERAGE_TARGETS, type TestRun } from "@domain/api/testing";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { percentText } from "./labels";

const METRICS = ["lines", "statements", "functions", "branches"] as const;

/** A percent bar in plain CSS, coloured by the unit target (85) and the integration target (75). */
function Bar({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const color =
    value >= DEFAULT_COVERAGE_TARGETS.unit
      ? "bg-success"
      : value >= DEFAULT_COVERAGE_TARGETS.integration
        ? "bg-warning"
        : "bg-destructive";
  const percent = percentText(format, value);
  return (
    <div className="flex items-center gap-2" title={t("testing:coverage.barTitle", { label, percent })}>
      <div
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={t("testing:coverage.barLabel", { label, percent })}
      >
        <div className={`h-full ${color}`} style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
      </div>
      <span className="w-14 text-right text-xs tabular-nums">{percentText(format, value, 1, 1)}</span>
    </div>
  );
}

/** Coverage tab: V8 coverage of the last run, the totals and a bar chart per file. */
export function CoverageTab({ run, running }: { run: TestRun | null; running: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (running) return <Spinner />;
  const coverage = run?.coverage ?? null;
  if (!coverage)
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-coverage">
        {run ? t("testing:coverage.noneWritten") : t("testing:coverage.none")}
      </p>
    );
  const metricLabel = (metric: (typeof METRICS)[number]) => t(`testing:coverage.metric.${metric}`);
  return (
    <div className="space-y-4" data-testid="coverage">
      <Card>
        <CardHeader>
          <CardTitle>{t("testing:coverage.total")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {METRICS.map((m) => (
            <div key={m} data-testid={`coverage-total-${m}`}>
              <div className="mb-1 text-sm capitalize text-muted-foreground">{metricLabel(m)}</div>
              <Bar value={coverage[m]} label={metricLabel(m)} />
            </div>
          ))}
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">
        {t("testing:coverage.targets", {
          unit: percentText(format, DEFAULT_COVERAGE_TARGETS.unit),
          integration: percentText(format, DEFAULT_COVERAGE_TARGETS.integration),
        })}
      </p>
      <div className="space-y-1 rounded-lg border p-3" data-testid="coverage-chart">
        {coverage.files.map((f) => (
          <div
            key={f.path}
            className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-center gap-3"
            data-testid="coverage-file"
          >
            <span className="truncate font-mono text-xs" title={f.path}>
              {f.path}
            </span>
            <Bar value={f.lines} label={t("testing:coverage.fileLines", { path: f.path })} />
          </div>
        ))}
      </div>
    </div>
  );
}
