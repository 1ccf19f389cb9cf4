import type { JobSummary } from "../../domain/api/jobs";
import type { JobRow } from "../db/schema";

/** A job as the API and the socket show it; its input stays internal. */
export function presentJob(row: JobRow): JobSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    message: row.message,
    error: row.error,
    result: row.result,
    attempts: row.attempts,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
