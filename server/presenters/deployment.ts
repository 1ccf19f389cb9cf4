import type { Deployment } from "../../domain/api/deployments";
import type { DeploymentRow } from "../db/schema";

/** A deployment as the API shows it; desiredState stays internal, and the url is given only while running. */
export function presentDeployment(row: DeploymentRow): Deployment {
  return {
    projectId: row.projectId,
    appName: row.appName,
    displayName: row.displayName,
    status: row.status,
    url: row.status === "running" ? row.url : null,
    port: row.port,
    buildLogs: row.buildLogs,
    error: row.error,
    startedAt: row.startedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
