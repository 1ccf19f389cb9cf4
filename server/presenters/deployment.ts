import type { Deployment, PreviewSampleData } from "../../domain/api/deployments";
import type { DeploymentRow } from "../db/schema";

/**
 * A deployment as the API shows it; desiredState stays internal, and the url is given only while running. `blocked`
 * is why this request may not frame or link the preview (previewBlockedReason): then no url is handed out at all.
 * `sampleData` (the supervisor's, for the current run) is shown only with the url.
 */
export function presentDeployment(
  row: DeploymentRow,
  blocked: string | null,
  sampleData: PreviewSampleData | null = null,
): Deployment {
  return {
    projectId: row.projectId,
    appName: row.appName,
    displayName: row.displayName,
    purpose: row.purpose,
    status: row.status,
    url: row.status === "running" && blocked === null ? row.url : null,
    port: row.port,
    blocked,
    buildLogs: row.buildLogs,
    sampleData: row.status === "running" && blocked === null ? sampleData : null,
    error: row.error,
    startedAt: row.startedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
