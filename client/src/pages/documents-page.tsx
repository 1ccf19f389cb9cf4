import { useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { PageShell } from "@/app/shell/page-shell";
import { setSelectedProjectId, useProjects } from "@/hooks/use-selected-project";
import { toast } from "@/hooks/use-toast";
import { t as translate, useTranslation } from "@/i18n";
import { DocumentsView } from "@/pipeline/documents/documents-view";
import { parseDocumentsParams } from "@/pipeline/documents/query-params";

/**
 * /documents (delivery.md §2.2): the selected project's documents. `?project=` selects one of the user's
 * projects; with no project at all the user is sent to the Dashboard with 'Select a Project'.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const params = useMemo(() => parseDocumentsParams(search), [search]);
  const [, navigate] = useLocation();
  const { projects, selected, storedId, isLoading, isSuccess } = useProjects();
  const fromLink = projects.find((p) => p.id === params.projectId);
  const project = fromLink ?? selected;

  // A link naming one of the user's projects selects it, for every page.
  useEffect(() => {
    if (fromLink && storedId !== fromLink.id) setSelectedProjectId(fromLink.id);
  }, [fromLink, storedId]);

  const redirected = useRef(false);
  useEffect(() => {
    if (!isSuccess || project || redirected.current) return;
    redirected.current = true;
    toast({
      title: translate("documents:page.selectProjectTitle"),
      description: translate("documents:page.selectProjectDescription"),
      variant: "destructive",
    });
    navigate("/");
  }, [isSuccess, project, navigate]);

  return (
    <PageShell
      title={t("documents:page.title")}
      subtitle={
        project ? t("documents:page.projectSubtitle", { name: project.name }) : t("documents:page.subtitle")
      }
    >
      {isLoading || !project ? (
        <p className="text-sm text-muted-foreground">{t("documents:page.loadingProjects")}</p>
      ) : (
        <DocumentsView key={project.id} project={project} params={params} />
      )}
    </PageShell>
  );
}
