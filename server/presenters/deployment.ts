import type { Deployment } from "../../domain/api/deployments";
import type { DeploymentRow } from "../db/schema";

/**
 * A deployment as the API shows it; desiredState stays internal, and the url is given only while running. `blocked`
 * is why this request may not frame or link the preview (previewBlockedReason): then no url is handed out at all.
 */
export function presentDeployment(row: DeploymentRow, blocked: string | null): Deployment {
  return {
    projectId: row.projectId,
    appName: row.appName,
    displayName: row.displayName,
    status: row.status,
    url: row.status === "running" && blocked === null ? row.url : null,
    port: row.port,
    blocked,
    buildLogs: row.buildLogs,
    error: row.error,
    startedAt: row.startedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
