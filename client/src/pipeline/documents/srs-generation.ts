import { documentSummarySchema, type DocumentSummary } from "@domain/api/documents";
import { jobSummarySchema, type JobSummary } from "@domain/api/jobs";
import { apiRequest } from "@/lib/api";

/** POST generate-srs-from-checklist answers the new SRS (200), or the job still writing it (202). */
export interface SrsGenerationResult {
  document: DocumentSummary | null;
  job: JobSummary | null;
}

/** Reads either answer; a document may also come wrapped as `{ document }`. */
export function readSrsGeneration(body: unknown): SrsGenerationResult {
  const record = typeof body === "object" && body !== null ? body : {};
  const job = jobSummarySchema.safeParse("job" in record ? record.job : undefined);
  const document = documentSummarySchema.safeParse("document" in record ? record.document : body);
  return { document: document.success ? document.data : null, job: job.success ? job.data : null };
}

export async function generateSrs(projectId: number): Promise<SrsGenerationResult> {
  const res = await apiRequest("POST", `/api/projects/${projectId}/generate-srs-from-checklist`);
  return readSrsGeneration(await res.json());
}
