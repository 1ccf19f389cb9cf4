import { AlertTriangle, CheckCircle2, Loader2, Lock, Play } from "lucide-react";
import type { MultiPassAnalysis, PassNumber } from "@domain/api/code";
import { passThreshold, type PassReport } from "@domain/rules/multi-pass";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { dateTimeText, percentText } from "../labels";
import { passDetail, passStatusLabel, passTargetText, passTitle } from "./pass-text";

type PassSummary = MultiPassAnalysis["passes"][number];

const TONE_VARIANT: Readonly<Record<PassReport["tone"], BadgeVariant>> = {
  success: "success",
  warning: "warning",
  default: "default",
  muted: "muted",
};

const VERDICT_CLASS = { below: "text-warning", within: "text-success", above: "text-success" } as const;

/**
 * One pass: what it builds, its status, the accuracy at which it counts as completed, the one it aims for and
 * the one measured (a completed pass below its target says so), what it did when it last ran, and
 * 'Execute Pass N' (enabled on the active pass only).
 */
export function PassCard(props: {
  passNumber: PassNumber;
  report: PassReport;
  summary: PassSummary | undefined;
  canExecute: boolean;
  executing: boolean;
  busy: boolean;
  onExecute: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { passNumber, report, summary } = props;
  const { status } = report;
  const threshold = passThreshold(passNumber);
  const shortOfTarget = status === "completed" && report.verdict === "below";
  const Icon = shortOfTarget
    ? AlertTriangle
    : status === "completed"
      ? CheckCircle2
      : status === "active"
        ? Play
        : Lock;
  return (
    <Card
      className={cn("flex flex-col", status === "active" && "border-primary/60 ring-1 ring-primary/30")}
      data-testid={`pass-card-${passNumber}`}
      data-status={status}
    >
      <CardHeader className="gap-2">
        <div className="flex items-center gap-2">
          <Icon
            className={cn(
              "h-5 w-5",
              shortOfTarget
                ? "text-warning"
                : status === "completed"
                  ? "text-success"
                  : status === "active"
                    ? "text-primary"
                    : "text-muted-foreground",
            )}
            aria-hidden
          />
          <CardTitle className="flex-1">{t("code:pass.title", { pass: passNumber })}</CardTitle>
          <Badge variant={TONE_VARIANT[report.tone]} data-testid={`pass-status-${passNumber}`}>
            {passStatusLabel(report)}
          </Badge>
        </div>
        <CardDescription>{passTitle(passNumber)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <dl className="grid grid-cols-3 gap-2 text-xs">
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-muted-foreground">{t("code:pass.completesAt")}</dt>
            <dd className="font-semibold tabular-nums">{percentText(fmt, threshold)}</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-muted-foreground">{t("code:pass.target")}</dt>
            <dd className="font-semibold tabular-nums">{passTargetText(fmt, passNumber)}</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-muted-foreground">{t("code:pass.measured")}</dt>
            <dd
              className={cn("font-semibold tabular-nums", report.verdict && VERDICT_CLASS[report.verdict])}
              data-testid={`pass-measured-${passNumber}`}
            >
              {report.measured === null ? "—" : percentText(fmt, report.measured)}
            </dd>
          </div>
        </dl>
        <p className="text-xs" data-testid={`pass-detail-${passNumber}`}>
          {passDetail(fmt, passNumber, report)}
        </p>
        {summary?.executedAt && (
          <div className="grid gap-1.5">
            <p className="text-xs text-muted-foreground">
              {t("code:pass.ran", { date: dateTimeText(fmt, summary.executedAt) })}
            </p>
            {summary.completedTasks.length > 0 && (
              <ul
                className="grid gap-1 text-xs"
                aria-label={t("code:pass.completedTasks", { pass: passNumber })}
              >
                {summary.completedTasks.map((task) => (
                  <li key={task} className="flex gap-1.5">
                    <CheckCircle2 className="mt-0.5 h-3.5 w-3.5 shrink-0 text-success" aria-hidden />
                    {task}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <Button
          className="mt-auto w-full"
          variant={props.canExecute ? "default" : "outline"}
          disabled={!props.canExecute || props.busy}
          onClick={props.onExecute}
          data-testid={`execute-pass-${passNumber}`}
        >
          {props.executing ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
          {props.executing ? t("code:pass.executing") : t("code:pass.execute", { pass: passNumber })}
        </Button>
      </CardContent>
    </Card>
  );
}
