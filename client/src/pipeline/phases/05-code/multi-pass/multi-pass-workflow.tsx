import { AlertCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { PASS_NUMBERS, type AreaCoverage } from "@domain/api/code";
import { canExecutePass, passHint, passReport, PASS_THRESHOLDS } from "@domain/rules/multi-pass";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { dateTimeText, percentText } from "../labels";
import { useExecutePass } from "../use-code-actions";
import { useMultiPassAnalysis } from "../use-code-data";
import { OverwriteDialog } from "../overwrite-dialog";
import { AreaCoverageRow } from "./area-coverage";
import { AREAS } from "./areas";
import { PassCard } from "./pass-card";
import { PassRecommendations, ranPasses } from "./pass-recommendations";
import { passHintText } from "./pass-text";

/**
 * The SRS's requirements beside the accuracy: the accuracy measures the code against the models, so a requirement
 * no model element serves shows here, never as a silent 100 %.
 */
function RequirementsLine({ coverage }: { coverage: AreaCoverage }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  // One gap per requirement not yet served, or served without a test (each starts with its id).
  const open = coverage.gaps.filter((gap) => /^[A-Z]+-\d+ /.test(gap)).length;
  return (
    <p
      className={cn("text-sm", open > 0 ? "text-warning" : "text-muted-foreground")}
      data-testid="requirements-line"
    >
      {open > 0
        ? t("code:multiPass.requirementsOpen", {
            coverage: percentText(fmt, coverage.coverage),
            open: fmt.number(open),
            total: fmt.number(coverage.total),
          })
        : t("code:multiPass.requirementsAll", {
            coverage: percentText(fmt, coverage.coverage),
            total: fmt.number(coverage.total),
          })}
    </p>
  );
}

/** The overall accuracy on one bar, with the three pass thresholds marked on it. */
function AccuracyBar({ value }: { value: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const v = Math.max(0, Math.min(100, value));
  return (
    <div className="relative pt-1 pb-5">
      <div
        className="relative h-3 overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={v}
        aria-label={t("code:multiPass.overallAccuracy")}
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${v}%` }} />
      </div>
      {PASS_THRESHOLDS.map((threshold, i) => (
        <div
          key={threshold}
          className="absolute top-0 flex -translate-x-1/2 flex-col items-center"
          style={{ left: `${threshold}%` }}
          aria-hidden
        >
          <span className="h-5 w-px bg-foreground/40" />
          <span className="text-[10px] text-muted-foreground tabular-nums">
            {t("code:multiPass.thresholdMark", { pass: i + 1, threshold: percentText(fmt, threshold) })}
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * Multi-Pass Workflow tab (delivery.md §4.4, §9): the measured accuracy, the three passes with statuses from
 * the thresholds, the hint, the coverage of each area with its gaps, and the recommendations for the next pass.
 */
export function MultiPassWorkflow({ projectId, busy }: { projectId: number; busy: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const query = useMultiPassAnalysis(projectId, true);
  const execute = useExecutePass(projectId);

  // A real load failure is also announced once (a 404 only means no code yet and comes back as null).
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!query.error || announced.current === query.error) return;
    announced.current = query.error;
    toast({
      title: t("common:status.error"),
      description: t("code:multiPass.loadFailed"),
      variant: "destructive",
    });
  }, [query.error, t]);

  if (query.isLoading) return <Spinner className="mx-auto my-12" label={t("code:multiPass.measuring")} />;
  const analysis = query.data;
  if (!analysis)
    return (
      <div
        className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        role="alert"
        data-testid="multi-pass-error"
      >
        <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden />
        {t("code:multiPass.loadFailed")}
      </div>
    );

  const ran = ranPasses(analysis);
  const hint = passHint(analysis.overallAccuracy, ran);
  const measuredAt = dateTimeText(fmt, analysis.measuredAt);
  return (
    <div className="grid gap-5" data-testid="multi-pass">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle className="flex-1">{t("code:multiPass.overallAccuracy")}</CardTitle>
            {hint && (
              <Badge variant="success" data-testid="pass-hint">
                {passHintText(hint)}
              </Badge>
            )}
            <span className="text-3xl font-bold tabular-nums" data-testid="overall-accuracy">
              {percentText(fmt, analysis.overallAccuracy)}
            </span>
          </div>
          <CardDescription>
            {measuredAt
              ? t("code:multiPass.descriptionAt", { date: measuredAt })
              : t("code:multiPass.description")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <AccuracyBar value={analysis.overallAccuracy} />
          <RequirementsLine coverage={analysis.requirementsCoverage} />
        </CardContent>
      </Card>

      <div className="grid gap-4 md:grid-cols-3">
        {PASS_NUMBERS.map((n) => {
          const summary = analysis.passes.find((p) => p.passNumber === n);
          return (
            <PassCard
              key={n}
              passNumber={n}
              report={passReport(n, analysis.overallAccuracy, summary?.accuracyAfter ?? null)}
              summary={summary}
              canExecute={canExecutePass(n, analysis.overallAccuracy)}
              executing={execute.pendingPass === n}
              busy={busy || execute.pendingPass !== null}
              onExecute={() => execute.execute(n, analysis)}
            />
          );
        })}
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t("code:multiPass.coverageByArea")}</CardTitle>
            <CardDescription>{t("code:multiPass.coverageByAreaHint")}</CardDescription>
          </CardHeader>
          <CardContent className="grid items-start gap-3 sm:grid-cols-2">
            {AREAS.map((a) => (
              <AreaCoverageRow key={a.key} label={a.label()} area={analysis[a.key]} testId={a.testId} />
            ))}
          </CardContent>
        </Card>
        <PassRecommendations analysis={analysis} />
      </div>

      <OverwriteDialog
        request={execute.overwrite}
        onClose={execute.dismissOverwrite}
        action={t("code:multiPass.runningPass")}
      />
    </div>
  );
}
