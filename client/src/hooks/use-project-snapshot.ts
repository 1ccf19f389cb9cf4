import { useQuery } from "@tanstack/react-query";
import type { DocumentSummary } from "@domain/api/documents";
import type { Project } from "@domain/api/projects";
import type { ProjectSnapshot } from "@domain/rules/project-snapshot";
import { DOCUMENT_GC_MS, DOCUMENT_STALE_MS } from "@/lib/query-client";
import { fetchFiles, filesKey } from "@/pipeline/phases/05-code/api";
import { fetchLatestRun, runKey } from "@/pipeline/phases/06-testing/api";
import { deploymentKey, fetchDeployment, type DeploymentView } from "@/pipeline/phases/07-deploy/api";

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

/**
 * The project's delivery status as of the deployment the client last saw (the project list may be older):
 * 'deployed' while a deployment runs, 'preview-ready' once the app has answered as a preview or a deployment.
 */
export function deliveryStatus(
  projectStatus: string | null | undefined,
  deployment: Pick<DeploymentView, "status" | "purpose"> | null | undefined,
): string | null | undefined {
  if (!deployment) return projectStatus;
  if (deployment.status === "running")
    return deployment.purpose === "deployment" ? "deployed" : "preview-ready";
  return projectStatus === "deployed" ? "preview-ready" : projectStatus;
}

/**
 * The facts every derived display is computed from, for the given project (null when there is none).
 * `isLoading`: the document lists are still loading. `settled`: every fact has loaded once, so a figure computed
 * from the snapshot is the project's (before that, code, tests or a deployment may be missing from it).
 */
export function useProjectSnapshot(project: Project | null): {
  snapshot: ProjectSnapshot | null;
  isLoading: boolean;
  settled: boolean;
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
  if (!project) return { snapshot: null, isLoading: false, settled: true };
  const finishedRun = testRun.data != null && testRun.data.status !== "running";
  const status = deliveryStatus(project.status, deployment.data);
  const isLoading = srs.isLoading || design.isLoading || technical.isLoading;
  const settled = !isLoading && !code.isLoading && !testRun.isLoading && !deployment.isLoading;
  return {
    isLoading,
    settled,
    snapshot: {
      project: { name: project.name, description: project.description, status },
      srsDocuments: srs.data ?? [],
      systemDesignDocuments: design.data ?? [],
      technicalDocuments: technical.data ?? [],
      hasGeneratedCode: (code.data?.length ?? 0) > 0,
      hasTestRun: finishedRun,
      testsPassed: finishedRun && testRun.data?.status === "passed",
      // The app answered as a preview or a deployment: running now, or the project's delivery status says it ran.
      hasPreviewRun: status === "preview-ready" || status === "deployed",
    },
  };
}
