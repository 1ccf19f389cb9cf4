import {
  activePhaseCount,
  completedPhaseCount,
  dashboardAgents,
  developmentProgress,
  type DashboardAgentStatus,
} from "@domain/rules/agent-status";
import type { ProjectSnapshot } from "@domain/rules/project-snapshot";
import { timelinePhases } from "@domain/rules/timeline";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { currentTaskText, dashboardAgentStatusText, phaseBadge, phaseTitle } from "@/lib/domain-labels";
import { statTestId } from "@/lib/test-ids";

const STATUS_BADGE: Record<DashboardAgentStatus, BadgeVariant> = {
  idle: "muted",
  waiting: "warning",
  active: "default",
  completed: "success",
};

/** platform.md §2 'Agent status view'. Last Active is shown once agents run as jobs (not before). */
export function AgentStatusPanel({ snapshot }: { snapshot: ProjectSnapshot }) {
  const { t } = useTranslation();
  const format = useFormat();
  // `id`: the English label the figure's test id is made from.
  const stats = [
    {
      id: "Development Progress",
      label: t("dashboard:agentStatus.developmentProgress"),
      value: format.percent(developmentProgress(snapshot) / 100),
    },
    {
      id: "Active Phases",
      label: t("dashboard:agentStatus.activePhases"),
      value: format.number(activePhaseCount(snapshot)),
    },
    {
      id: "Completed",
      label: t("dashboard:agentStatus.completed"),
      value: format.number(completedPhaseCount(snapshot)),
    },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {stats.map((s) => (
          <Card key={s.id}>
            <CardHeader className="pb-2">
              <CardTitle className="text-sm font-medium text-muted-foreground">{s.label}</CardTitle>
            </CardHeader>
            <CardContent className="text-2xl font-semibold" data-testid={statTestId(s.id)}>
              {s.value}
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t("dashboard:agentStatus.phaseStatus")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {timelinePhases(snapshot).map((p) => (
                <li key={p.id} className="flex items-center justify-between py-2 text-sm">
                  <span>{phaseTitle(p)}</span>
                  <span className="text-muted-foreground">{phaseBadge(p.status)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <div className="grid gap-3">
          {dashboardAgents(snapshot).map((a) => (
            <Card key={a.agent}>
              <CardContent className="grid gap-2 pt-5">
                <div className="flex items-center justify-between">
                  <p className="font-medium">{a.agent}</p>
                  <Badge variant={STATUS_BADGE[a.status]}>{dashboardAgentStatusText(a.status)}</Badge>
                </div>
                <div className="flex items-center gap-3 text-xs text-muted-foreground">
                  <span className="w-14">{t("dashboard:agentStatus.progress")}</span>
                  <Progress value={a.progress} label={t("dashboard:progressOf", { name: a.agent })} />
                  <span className="w-9 text-right">{format.percent(a.progress / 100)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">
                    {t("dashboard:agentStatus.currentTask")}
                  </span>{" "}
                  {currentTaskText(a.currentTask)}
                </p>
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}
