import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, MonitorX } from "lucide-react";
import { Link, useParams } from "wouter";
import type { Project } from "@domain/api/projects";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { PROJECTS_QUERY_KEY } from "@/hooks/use-selected-project";
import { useTranslation } from "@/i18n";
import { AppPreview } from "@/pipeline/phases/07-deploy/app-preview";
import { parsePreviewParams } from "@/pipeline/phases/07-deploy/rules";

/** /preview/{projectId}/{appName} (delivery.md §2.10): the project's running app, started on arrival. */
export function PreviewPage() {
  const { t } = useTranslation();
  const params = useParams<{ projectId: string; appName: string }>();
  const parsed = parsePreviewParams(params.projectId, params.appName);
  const projects = useQuery<Project[]>({ queryKey: PROJECTS_QUERY_KEY });
  if (!parsed)
    return (
      <div className="mx-auto max-w-2xl p-6">
        <EmptyState
          icon={MonitorX}
          title={t("deploy:preview.title")}
          action={
            <Button variant="outline" asChild>
              <Link href="/workflow">
                <ArrowLeft aria-hidden /> {t("deploy:preview.backToWorkflow")}
              </Link>
            </Button>
          }
        >
          {t("deploy:preview.invalidUrl")}
        </EmptyState>
      </div>
    );
  const project = projects.data?.find((p) => p.id === parsed.projectId);
  return <AppPreview key={`${parsed.projectId}/${parsed.appName}`} {...parsed} displayName={project?.name} />;
}
