import { ArrowLeft, FolderPlus, MessageSquare, Monitor, Rocket } from "lucide-react";
import { useState } from "react";
import { PageShell } from "@/app/shell/page-shell";
import { EmptyState } from "@/components/empty-state";
import { NewProjectDialog } from "@/components/project-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { useProjects } from "@/hooks/use-selected-project";
import { AgentStatusPanel } from "./agent-status-panel";
import { ProjectOverview } from "./project-overview";
import { TimelinePanel } from "./timeline-panel";
import { WelcomeSection } from "./welcome-section";

function ChatMode({ onBack }: { onBack: () => void }) {
  return (
    <div className="grid gap-4">
      <Button variant="ghost" className="w-fit" onClick={onBack}>
        <ArrowLeft /> Back to dashboard
      </Button>
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <EmptyState icon={MessageSquare} title="Requirements chat">
          The chat with the Requirements AI is not available in this version of Specwright. Describe your idea
          in the project description for now; the checklist and chat arrive with the requirements phase.
        </EmptyState>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Extracted Requirements</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            <p className="font-medium text-foreground">No requirements extracted yet</p>
            <p>Start chatting to gather requirements</p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export function DashboardPage() {
  const { projects, selected, isLoading } = useProjects();
  const { snapshot } = useProjectSnapshot(selected);
  const [chatMode, setChatMode] = useState(false);

  return (
    <PageShell title="Project Dashboard" subtitle="Your projects, their progress and what comes next">
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading projects...</p>
      ) : !selected ? (
        <EmptyState
          icon={FolderPlus}
          title="You don't have any projects yet"
          action={<NewProjectDialog trigger={<Button>Create Your First Project</Button>} />}
        >
          A project holds one application idea and everything made from it: requirements, documents, code,
          tests and deployments.
        </EmptyState>
      ) : chatMode ? (
        <ChatMode onBack={() => setChatMode(false)} />
      ) : (
        <div className="grid gap-8">
          <WelcomeSection
            projects={projects}
            selected={selected}
            snapshot={snapshot}
            onOpenChat={() => setChatMode(true)}
          />
          {snapshot && (
            <Tabs defaultValue="overview">
              <TabsList>
                <TabsTrigger value="overview">Overview</TabsTrigger>
                <TabsTrigger value="agents">Agent Status</TabsTrigger>
                <TabsTrigger value="workspace">Workspace</TabsTrigger>
                <TabsTrigger value="deploy">Deploy</TabsTrigger>
                <TabsTrigger value="timeline">Timeline</TabsTrigger>
              </TabsList>
              <TabsContent value="overview">
                <ProjectOverview projects={projects} selected={selected} snapshot={snapshot} />
              </TabsContent>
              <TabsContent value="agents">
                <AgentStatusPanel snapshot={snapshot} />
              </TabsContent>
              <TabsContent value="workspace">
                <EmptyState icon={Monitor} title="Launch Development Environment">
                  Cloud IDE workspaces open the generated code of {selected.name} in an online editor. They
                  need generated code and a configured provider (CSB_API_KEY or GITPOD_TOKEN on the server);
                  neither is available for this project yet.
                </EmptyState>
              </TabsContent>
              <TabsContent value="deploy">
                <EmptyState icon={Rocket} title="No deployments yet">
                  A deployment runs the generated application of {selected.name} as a real process with its
                  own address and build logs. Generate the code first; deployments and their logs then appear
                  here.
                </EmptyState>
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
