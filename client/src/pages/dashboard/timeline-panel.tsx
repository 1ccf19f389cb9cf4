import { CheckCircle2 } from "lucide-react";
import { projectProgress } from "@domain/rules/pipeline-stages";
import type { ProjectSnapshot } from "@domain/rules/project-snapshot";
import { timelinePhases, type TimelinePhase } from "@domain/rules/timeline";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { calloutText, factText, phaseBadge, phaseTitle } from "@/lib/domain-labels";

const BADGE: Record<TimelinePhase["status"], BadgeVariant> = {
  completed: "success",
  active: "default",
  pending_approval: "warning",
  ready: "secondary",
  blocked: "destructive",
  pending: "muted",
};

/** platform.md §2 'Project Development Timeline': six phases, each with progress, badge, tasks and callout. */
export function TimelinePanel({ snapshot }: { snapshot: ProjectSnapshot }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard:timeline.title")}</CardTitle>
        <CardDescription data-testid="timeline-progress">
          {t("dashboard:timeline.overallProgress", {
            percent: format.percent(projectProgress(snapshot) / 100),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {timelinePhases(snapshot).map((phase, i) => {
            const title = phaseTitle(phase);
            return (
              <li key={phase.id} className="rounded-lg border p-4" data-testid={`timeline-${phase.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">
                    <span className="mr-2 text-muted-foreground">{i + 1}.</span>
                    <span>{title}</span>
                  </p>
                  <Badge variant={BADGE[phase.status]}>{phaseBadge(phase.status)}</Badge>
                </div>
                <div className="mt-3 flex items-center gap-3">
                  <Progress value={phase.progress} label={t("dashboard:progressOf", { name: title })} />
                  <span className="w-10 text-right text-xs text-muted-foreground">
                    {format.percent(phase.progress / 100)}
                  </span>
                </div>
                {phase.completedTasks.length > 0 && (
                  <ul className="mt-3 space-y-1 text-sm">
                    {phase.completedTasks.map((task) => (
                      <li key={task} className="flex items-center gap-2 text-muted-foreground">
                        <CheckCircle2 className="h-4 w-4 text-success" /> {factText(task)}
                      </li>
                    ))}
                  </ul>
                )}
                {phase.callout && (
                  <p className="mt-3 inline-block rounded-md bg-muted px-2 py-1 text-xs font-medium">
                    {calloutText(phase.callout)}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
