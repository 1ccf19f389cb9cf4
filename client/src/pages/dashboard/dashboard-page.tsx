import { ArrowLeft, FolderPlus } from "lucide-react";
import { useState } from "react";
import type { Project } from "@domain/api/projects";
import { PageShell } from "@/app/shell/page-shell";
import { AiUsageCard } from "@/components/ai-usage-card";
import { EmptyState } from "@/components/empty-state";
import { NewProjectDialog } from "@/components/project-dialog";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { useProjects } from "@/hooks/use-selected-project";
import { useTranslation } from "@/i18n";
import { ChatMode as RequirementsChatMode } from "@/pipeline/phases/01-requirements/chat/chat-mode";
import { DeploymentManager } from "@/pipeline/phases/07-deploy/deployment-manager";
import { WorkspaceLauncher } from "@/pipeline/workspaces/workspace-launcher";
import { AgentStatusPanel } from "./agent-status-panel";
import { ProjectOverview } from "./project-overview";
import { TimelinePanel } from "./timeline-panel";
import { WelcomeSection } from "./welcome-section";

/** The dashboard's chat mode for the selected project, with the way back to the dashboard. */
function ChatMode({ project, onBack }: { project: Project; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[30rem] flex-col gap-3 md:h-[calc(100vh-9.5rem)]">
      <Button variant="ghost" className="w-fit" onClick={onBack}>
        <ArrowLeft /> {t("dashboard:backToDashboard")}
      </Button>
      <RequirementsChatMode project={project} className="flex-1" />
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const { projects, selected, isLoading } = useProjects();
  const facts = useProjectSnapshot(selected);
  const snapshot = facts.settled ? facts.snapshot : null;
  const [chatMode, setChatMode] = useState(false);

  return (
    <PageShell title={t("dashboard:title")} subtitle={t("dashboard:subtitle")}>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">{t("components:loadingProjects")}</p>
      ) : !selected ? (
        <EmptyState
          icon={FolderPlus}
          title={t("dashboard:empty.title")}
          action={<NewProjectDialog trigger={<Button>{t("dashboard:empty.create")}</Button>} />}
        >
          {t("dashboard:empty.text")}
        </EmptyState>
      ) : chatMode ? (
        <ChatMode project={selected} onBack={() => setChatMode(false)} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
          <WelcomeSection
            projects={projects}
            selected={selected}
            snapshot={snapshot}
            onOpenChat={() => setChatMode(true)}
          />
          {snapshot && (
            <Tabs defaultValue="overview">
              <TabsList>
                <TabsTrigger value="overview">{t("dashboard:tab.overview")}</TabsTrigger>
                <TabsTrigger value="agents">{t("dashboard:tab.agents")}</TabsTrigger>
                <TabsTrigger value="workspace">{t("dashboard:tab.workspace")}</TabsTrigger>
                <TabsTrigger value="deploy">{t("dashboard:tab.deploy")}</TabsTrigger>
                <TabsTrigger value="timeline">{t("dashboard:tab.timeline")}</TabsTrigger>
              </TabsList>
              <TabsContent value="overview">
                <ProjectOverview projects={projects} selected={selected} snapshot={snapshot} />
              </TabsContent>
              <TabsContent value="agents">
                <div className="grid gap-4">
                  <AgentStatusPanel snapshot={snapshot} />
                  <AiUsageCard projectId={selected.id} />
                </div>
              </TabsContent>
              <TabsContent value="workspace">
                <WorkspaceLauncher projectId={selected.id} />
              </TabsContent>
              <TabsContent value="deploy">
                <DeploymentManager project={selected} />
              </TabsContent>
              <TabsContent value="timeline">
                <TimelinePanel snapshot={snapshot} />
              </TabsContent>
            </Tabs>
          )}
        </div>
      )}
    </PageShell>
  );
}
