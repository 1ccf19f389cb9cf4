import { ClipboardList, ListChecks } from "lucide-react";
import { Link } from "wouter";
import type { Project } from "@domain/api/projects";
import { PageShell } from "@/app/shell/page-shell";
import { EmptyState } from "@/components/empty-state";
import { NoProjectSelected } from "@/components/no-project";
import { Button } from "@/components/ui/button";
import { useRequirements } from "@/hooks/use-chat";
import { useProjects } from "@/hooks/use-selected-project";
import { ChatMode, useRequirementActionProps } from "@/pipeline/phases/01-requirements/chat/chat-mode";
import { RequirementsTable } from "@/pipeline/phases/01-requirements/chat/requirements-table";

function ProjectRequirements({ project }: { project: Project }) {
  const requirements = useRequirements(project.id);
  const actions = useRequirementActionProps(project.id);
  const list = requirements.data ?? [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{project.name}</h2>
          <p className="text-sm text-muted-foreground">
            Chat with the Requirements AI or answer the checklist; every requirement found gets an id (FR,
            NFR, US).
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href={`/projects/${project.id}/checklist`}>
            <ClipboardList /> Open Requirements Checklist
          </Link>
        </Button>
      </div>
      <ChatMode project={project} className="md:h-[36rem]" />
      <section className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-labelledby="all-requirements">
        <h2 id="all-requirements" className="text-lg font-semibold">
          All Requirements
        </h2>
        {requirements.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading requirements...</p>
        ) : list.length === 0 ? (
          <EmptyState icon={ListChecks} title="No requirements yet">
            Requirements appear here with their ids as they are gathered through the chat above or the
            checklist.
          </EmptyState>
        ) : (
          <RequirementsTable requirements={list} actions={actions} />
        )}
      </section>
    </div>
  );
}

export function RequirementsPage() {
  const { selected, isLoading } = useProjects();
  return (
    <PageShell title="Requirements" subtitle="What the application must do, gathered by checklist or chat">
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading projects...</p>
      ) : !selected ? (
        <NoProjectSelected />
      ) : (
        <ProjectRequirements project={selected} />
      )}
    </PageShell>
  );
}
