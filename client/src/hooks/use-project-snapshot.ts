import { useQuery } from "@tanstack/react-query";
import type { DocumentSummary } from "@domain/api/documents";
import type { Project } from "@domain/api/projects";
import type { ProjectSnapshot } from "@domain/rules/project-snapshot";
import { DOCUMENT_GC_MS, DOCUMENT_STALE_MS } from "@/lib/query-client";
import { fetchFiles, filesKey } from "@/pipeline/phases/05-code/api";
import { fetchLatestRun, runKey } from "@/pipeline/phases/06-testing/api";
import { deploymentKey, fetchDeployment } from "@/pipeline/phases/07-deploy/api";

export type DocumentList = "srs-documents" | "system-design-documents" | "technical-documents";

export const documentsKey = (projectId: number, list: DocumentList) =>
  ["/api/projects", projectId, list] as const;

/** One document list of a project, with the document cache constants of delivery.md §7. */
export function useDocuments(projectId: number | null | undefined, list: DocumentList) {
  return useQuery<DocumentSummary[]>({
    queryKey: documentsKey(projectId ?? 0, list),
    enabled: Boolean(projectId),
    staleTime: DOCUMENT_STALE_MS,
    gcTime: DOCUMENT_GC_MS,
  });
}

/** The facts every derived display is computed from, for the given project (null while loading or none). */
export function useProjectSnapshot(project: Project | null): {
  snapshot: ProjectSnapshot | null;
  isLoading: boolean;
} {
  const srs = useDocuments(project?.id, "srs-documents");
  const design = useDocuments(project?.id, "system-design-documents");
  const technical = useDocuments(project?.id, "technical-documents");
  const code = useQuery({
    queryKey: filesKey(project?.id ?? 0),
    queryFn: () => fetchFiles(project?.id ?? 0),
    enabled: Boolean(project?.id),
  });
  const testRun = useQuery({
    queryKey: runKey(project?.id ?? 0),
    queryFn: () => fetchLatestRun(project?.id ?? 0),
    enabled: Boolean(project?.id),
  });
  // Not polled here; the preview page and the deployment manager poll the same query while they are open.
  const deployment = useQuery({
    queryKey: deploymentKey(project?.id ?? 0),
    queryFn: () => fetchDeployment(project?.id ?? 0),
    enabled: Boolean(project?.id),
    retry: false,
  });
  if (!project) return { snapshot: null, isLoading: false };
  const finishedRun = testRun.data != null && testRun.data.status !== "running";
  const isLoading = srs.isLoading || design.isLoading || technical.isLoading;
  return {
    isLoading,
    snapshot: {
      project: { name: project.name, description: project.description, status: project.status },
      srsDocuments: srs.data ?? [],
      systemDesignDocuments: design.data ?? [],
      technicalDocuments: technical.data ?? [],
      hasGeneratedCode: (code.data?.length ?? 0) > 0,
      hasTestRun: finishedRun,
      // A deployment that has started once (it has a start time), or the project's delivery status.
      hasPreviewRun:
        deployment.data?.startedAt != null ||
        project.status === "preview-ready" ||
        project.status === "deployed",
    },
  };
}
