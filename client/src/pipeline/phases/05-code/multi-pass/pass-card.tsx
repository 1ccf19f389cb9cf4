import { AlertTriangle, CheckCircle2, Loader2, Lock, Play } from "lucide-react";
import { PASS_TITLES, type MultiPassAnalysis, type PassNumber } from "@domain/api/code";
import { passTarget, passThreshold, type PassReport } from "@domain/rules/multi-pass";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { formatDateTime } from "@/pipeline/documents/labels";

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
  const { passNumber, report, summary } = props;
  const { status } = report;
  const threshold = passThreshold(passNumber);
  const target = passTarget(passNumber);
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
          <CardTitle className="flex-1">Pass {passNumber}</CardTitle>
          <Badge variant={TONE_VARIANT[report.tone]} data-testid={`pass-status-${passNumber}`}>
            {report.label}
          </Badge>
        </div>
        <CardDescription>{PASS_TITLES[passNumber]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <dl className="grid grid-cols-3 gap-2 text-xs">
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-muted-foreground">Completes at</dt>
            <dd className="font-semibold tabular-nums">{threshold}%</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-muted-foreground">Target</dt>
            <dd className="font-semibold tabular-nums">
              {target.min}–{target.max}%
            </dd>
          </div>
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-muted-foreground">Measured</dt>
            <dd
              className={cn("font-semibold tabular-nums", report.verdict && VERDICT_CLASS[report.verdict])}
              data-testid={`pass-measured-${passNumber}`}
            >
              {report.measured === null ? "—" : `${report.measured}%`}
            </dd>
          </div>
        </dl>
        <p className="text-xs" data-testid={`pass-detail-${passNumber}`}>
          {report.detail}
        </p>
        {summary?.executedAt && (
          <div className="grid gap-1.5">
            <p className="text-xs text-muted-foreground">Ran {formatDateTime(summary.executedAt)}</p>
            {summary.completedTasks.length > 0 && (
              <ul className="grid gap-1 text-xs" aria-label={`Pass ${passNumber} completed tasks`}>
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
          {props.executing ? "Executing..." : `Execute Pass ${passNumber}`}
        </Button>
      </CardContent>
    </Card>
  );
}
