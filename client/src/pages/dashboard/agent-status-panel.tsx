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
import { statTestId } from "@/lib/test-ids";

const STATUS_BADGE: Record<DashboardAgentStatus, BadgeVariant> = {
  idle: "muted",
  waiting: "warning",
  active: "default",
  completed: "success",
};

/** platform.md §2 'Agent status view'. Last Active is shown once agents run as jobs (not before). */
export function AgentStatusPanel({ snapshot }: { snapshot: ProjectSnapshot }) {
  const stats = [
    { label: "Development Progress", value: `${developmentProgress(snapshot)}%` },
    { label: "Active Phases", value: String(activePhaseCount(snapshot)) },
    { label: "Completed", value: String(completedPhaseCount(snapshot)) },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {stats.map((s) => (
          <Card key={s.label}>
            <CardHeader className="pb-2">
              <CardTitle className="text-sm font-medium text-muted-foreground">{s.label}</CardTitle>
            </CardHeader>
            <CardContent className="text-2xl font-semibold" data-testid={statTestId(s.label)}>
              {s.value}
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Phase status</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {timelinePhases(snapshot).map((p) => (
                <li key={p.id} className="flex items-center justify-between py-2 text-sm">
                  <span>{p.title}</span>
                  <span className="text-muted-foreground">{p.badge}</span>
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
                  <Badge variant={STATUS_BADGE[a.status]}>{a.status}</Badge>
                </div>
                <div className="flex items-center gap-3 text-xs text-muted-foreground">
                  <span className="w-14">Progress</span>
                  <Progress value={a.progress} label={`${a.agent} progress`} />
                  <span className="w-9 text-right">{a.progress}%</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">Current Task:</span> {a.currentTask}
                </p>
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}
