import { useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { PageShell } from "@/app/shell/page-shell";
import { setSelectedProjectId, useProjects } from "@/hooks/use-selected-project";
import { toast } from "@/hooks/use-toast";
import { DocumentsView } from "@/pipeline/documents/documents-view";
import { parseDocumentsParams } from "@/pipeline/documents/query-params";

const TITLE = "Documents";
const SUBTITLE = "SRS, system design and technical documents for review and approval";

/**
 * /documents (delivery.md §2.2): the selected project's documents. `?project=` selects one of the user's
 * projects; with no project at all the user is sent to the Dashboard with 'Select a Project'.
 */
export function DocumentsPage() {
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
      title: "Select a Project",
      description: "Please select a project from the Dashboard first.",
      variant: "destructive",
    });
    navigate("/");
  }, [isSuccess, project, navigate]);

  return (
    <PageShell
      title={TITLE}
      subtitle={project ? `${project.name}: review and approve its documents` : SUBTITLE}
    >
      {isLoading || !project ? (
        <p className="text-sm text-muted-foreground">Loading projects...</p>
      ) : (
        <DocumentsView key={project.id} project={project} params={params} />
      )}
    </PageShell>
  );
}
