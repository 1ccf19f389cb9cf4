import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, MonitorX } from "lucide-react";
import { Link, useParams } from "wouter";
import type { Project } from "@domain/api/projects";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PROJECTS_QUERY_KEY } from "@/hooks/use-selected-project";
import { useTranslation } from "@/i18n";
import { WorkspaceIde } from "@/pipeline/workspaces/ide";

/** /projects/{id}/workspace: the built-in workspace of one of the user's projects. */
export function WorkspacePage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const projects = useQuery<Project[]>({ queryKey: PROJECTS_QUERY_KEY });
  if (projects.isPending)
    return (
      <div className="flex h-screen items-center justify-center">
        <Spinner className="h-8 w-8" label={t("workspaces:page.loadingProject")} />
      </div>
    );
  const project = Number.isSafeInteger(id) ? projects.data?.find((p) => p.id === id) : undefined;
  if (!project)
    return (
      <div className="mx-auto max-w-2xl p-6">
        <EmptyState
          icon={MonitorX}
          title={t("workspaces:page.notFound")}
          action={
            <Button variant="outline" asChild>
              <Link href="/">
                <ArrowLeft aria-hidden /> {t("workspaces:page.backToDashboard")}
              </Link>
            </Button>
          }
        >
          {t("workspaces:page.notFoundDescription")}
        </EmptyState>
      </div>
    );
  return <WorkspaceIde key={project.id} projectId={project.id} projectName={project.name} />;
}
