import { agentCards, agentSummary, type AgentCardStatus } from "@domain/rules/agents-dashboard";
import { PageShell } from "@/app/shell/page-shell";
import { AiUsageCard } from "@/components/ai-usage-card";
import { NoProjectSelected } from "@/components/no-project";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { useProjects } from "@/hooks/use-selected-project";
import { statTestId } from "@/lib/test-ids";

const STATUS: Record<AgentCardStatus, BadgeVariant> = {
  working: "default",
  waiting: "warning",
  standby: "muted",
  completed: "success",
  blocked: "destructive",
};

/** delivery.md §2.13 / §4.3: summary cards and one card per agent, derived from the project's documents. */
export function AgentsPage() {
  const { selected, isLoading } = useProjects();
  const facts = useProjectSnapshot(selected);
  const snapshot = facts.settled ? facts.snapshot : null;
  const cards = snapshot ? agentCards(snapshot) : [];
  const summary = snapshot ? agentSummary(snapshot, cards) : null;
  return (
    <PageShell
      title="AI Agents"
      subtitle={selected ? `The agent team working on ${selected.name}` : "The agent team"}
    >
      {isLoading || (selected && !snapshot) ? (
        <p className="text-sm text-muted-foreground">Loading projects...</p>
      ) : !selected || !snapshot || !summary ? (
        <NoProjectSelected />
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {[
              ["Active Agents", summary.active],
              ["Waiting for Action", summary.waiting],
              ["Completed", summary.completed],
              ["Overall Progress", `${summary.overallProgress}%`],
            ].map(([label, value]) => (
              <Card key={label}>
                <CardHeader className="pb-2">
                  <CardDescription>{label}</CardDescription>
                </CardHeader>
                <CardContent className="text-2xl font-semibold" data-testid={statTestId(String(label))}>
                  {value}
                </CardContent>
              </Card>
            ))}
          </div>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {cards.map((card) => (
              <Card key={card.id} data-testid="agent-card">
                <CardHeader>
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle className="text-base">{card.name}</CardTitle>
                    <Badge variant={STATUS[card.status]}>{card.status}</Badge>
                  </div>
                  <CardDescription>{card.description}</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-2 text-sm">
                  <Progress value={card.progress} label={`${card.name} progress`} />
                  <div className="flex justify-between text-xs text-muted-foreground">
                    <span>{card.progress}%</span>
                    <span>
                      {card.completedTasks} of {card.totalTasks} tasks
                    </span>
                  </div>
                </CardContent>
              </Card>
            ))}
          </div>
          <AiUsageCard projectId={selected.id} />
        </div>
      )}
    </PageShell>
  );
}
