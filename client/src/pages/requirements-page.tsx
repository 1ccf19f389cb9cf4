import { ClipboardList, ListChecks } from "lucide-react";
import { Link } from "wouter";
import type { Project } from "@domain/api/projects";
import { PageShell } from "@/app/shell/page-shell";
import { EmptyState } from "@/components/empty-state";
import { NoProjectSelected } from "@/components/no-project";
import { Button } from "@/components/ui/button";
import { useRequirements } from "@/hooks/use-chat";
import { useProjects } from "@/hooks/use-selected-project";
import { useTranslation } from "@/i18n";
import { ChatMode, useRequirementActionProps } from "@/pipeline/phases/01-requirements/chat/chat-mode";
import { RequirementsTable } from "@/pipeline/phases/01-requirements/chat/requirements-table";

function ProjectRequirements({ project }: { project: Project }) {
  const { t } = useTranslation();
  const requirements = useRequirements(project.id);
  const actions = useRequirementActionProps(project.id);
  const list = requirements.data ?? [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{project.name}</h2>
          <p className="text-sm text-muted-foreground">{t("requirements:page.intro")}</p>
        </div>
        <Button asChild variant="outline">
          <Link href={`/projects/${project.id}/checklist`}>
            <ClipboardList /> {t("requirements:page.openChecklist")}
          </Link>
        </Button>
      </div>
      <ChatMode project={project} className="md:h-[36rem]" />
      <section className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-labelledby="all-requirements">
        <h2 id="all-requirements" className="text-lg font-semibold">
          {t("requirements:page.allRequirements")}
        </h2>
        {requirements.isLoading ? (
          <p className="text-sm text-muted-foreground">{t("requirements:loadingRequirements")}</p>
        ) : list.length === 0 ? (
          <EmptyState icon={ListChecks} title={t("requirements:page.emptyTitle")}>
            {t("requirements:page.emptyDescription")}
          </EmptyState>
        ) : (
          <RequirementsTable requirements={list} actions={actions} />
        )}
      </section>
    </div>
  );
}

export function RequirementsPage() {
  const { t } = useTranslation();
  const { selected, isLoading } = useProjects();
  return (
    <PageShell title={t("requirements:page.title")} subtitle={t("requirements:page.subtitle")}>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">{t("requirements:page.loadingProjects")}</p>
      ) : !selected ? (
        <NoProjectSelected />
      ) : (
        <ProjectRequirements project={selected} />
      )}
    </PageShell>
  );
}
