import { useEffect, useRef } from "react";
import { agentCards, agentSummary, type AgentCardStatus } from "@domain/rules/agents-dashboard";
import { AGENTS_DASHBOARD_ANCHOR } from "@/app/shell/nav-items";
import { PageShell } from "@/app/shell/page-shell";
import { AiUsageCard } from "@/components/ai-usage-card";
import { NoProjectSelected } from "@/components/no-project";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useHash } from "@/hooks/use-hash";
import { useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { useProjects } from "@/hooks/use-selected-project";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { agentCardDescription, agentCardName, agentCardStatusText } from "@/lib/domain-labels";
import { statTestId } from "@/lib/test-ids";
import { cn } from "@/lib/utils";
import { AgentStatusPanel } from "@/pages/dashboard/agent-status-panel";

const STATUS: Record<AgentCardStatus, BadgeVariant> = {
  working: "default",
  waiting: "warning",
  standby: "muted",
  completed: "success",
  blocked: "destructive",
};

/**
 * Brings the Agents Dashboard section into view while the address names it (#dashboard, the sidebar's sub-item),
 * and goes back to the top of the page when it stops naming it (the AI Agents item).
 */
function useAgentsDashboardScroll(ready: boolean) {
  const targeted = useHash().toLowerCase() === `#${AGENTS_DASHBOARD_ANCHOR}`;
  const section = useRef<HTMLElement>(null);
  const wasTargeted = useRef(false);
  useEffect(() => {
    if (!ready) return;
    if (targeted) section.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    else if (wasTargeted.current) section.current?.closest("main")?.scrollTo({ top: 0, behavior: "smooth" });
    wasTargeted.current = targeted;
  }, [targeted, ready]);
  return { targeted, section };
}

/**
 * delivery.md §2.13 / §4.3: summary cards and one card per agent, derived from the project's documents; below
 * them the Agents Dashboard (platform.md §2 'Agent status view'), which the sidebar's sub-item opens.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { selected, isLoading } = useProjects();
  const facts = useProjectSnapshot(selected);
  const snapshot = facts.settled ? facts.snapshot : null;
  const cards = snapshot ? agentCards(snapshot) : [];
  const summary = snapshot ? agentSummary(snapshot, cards) : null;
  const dashboard = useAgentsDashboardScroll(Boolean(selected && snapshot && summary));
  return (
    <PageShell
      title={t("dashboard:agents.title")}
      subtitle={
        selected ? t("dashboard:agents.subtitleFor", { name: selected.name }) : t("dashboard:agents.subtitle")
      }
    >
      {isLoading || (selected && !snapshot) ? (
        <p className="text-sm text-muted-foreground">{t("components:loadingProjects")}</p>
      ) : !selected || !snapshot || !summary ? (
        <NoProjectSelected />
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {/* `id`: the English label the figure's test id is made from. */}
            {[
              {
                id: "Active Agents",
                label: t("dashboard:agents.active"),
                value: format.number(summary.active),
              },
              {
                id: "Waiting for Action",
                label: t("dashboard:agents.waiting"),
                value: format.number(summary.waiting),
              },
              {
                id: "Completed",
                label: t("dashboard:agents.completed"),
                value: format.number(summary.completed),
              },
              {
                id: "Overall Progress",
                label: t("dashboard:agents.overallProgress"),
                value: format.percent(summary.overallProgress / 100),
              },
            ].map(({ id, label, value }) => (
              <Card key={id}>
                <CardHeader className="pb-2">
                  <CardDescription>{label}</CardDescription>
                </CardHeader>
                <CardContent className="text-2xl font-semibold" data-testid={statTestId(id)}>
                  {value}
                </CardContent>
              </Card>
            ))}
          </div>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {cards.map((card) => {
              const name = agentCardName(card);
              return (
                <Card key={card.id} data-testid="agent-card">
                  <CardHeader>
                    <div className="flex items-start justify-between gap-2">
                      <CardTitle className="text-base">{name}</CardTitle>
                      <Badge variant={STATUS[card.status]}>{agentCardStatusText(card.status)}</Badge>
                    </div>
                    <CardDescription>{agentCardDescription(card)}</CardDescription>
                  </CardHeader>
                  <CardContent className="grid gap-2 text-sm">
                    <Progress value={card.progress} label={t("dashboard:progressOf", { name })} />
                    <div className="flex justify-between text-xs text-muted-foreground">
                      <span>{format.percent(card.progress / 100)}</span>
                      <span>
                        {t("dashboard:agents.tasks", {
                          done: format.number(card.completedTasks),
                          total: format.number(card.totalTasks),
                        })}
                      </span>
                    </div>
                  </CardContent>
                </Card>
              );
            })}
          </div>
          <section
            ref={dashboard.section}
            id={AGENTS_DASHBOARD_ANCHOR}
            aria-labelledby="agents-dashboard-title"
            data-targeted={dashboard.targeted}
            className={cn(
              "grid scroll-mt-4 gap-4 rounded-xl transition-shadow",
              dashboard.targeted && "ring-2 ring-primary/40 ring-offset-4 ring-offset-background",
            )}
          >
            <div>
              <h2 id="agents-dashboard-title" className="text-lg font-semibold">
                {t("dashboard:agents.dashboard.title")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("dashboard:agents.dashboard.description")}</p>
            </div>
            <AgentStatusPanel snapshot={snapshot} />
          </section>
          <AiUsageCard projectId={selected.id} />
        </div>
      )}
    </PageShell>
  );
}
