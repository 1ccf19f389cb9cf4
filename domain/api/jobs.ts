import { z } from "zod";

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * A long piece of work (document generation, later builds and test runs) as the API and the socket show it.
 * A failed job keeps its `error` (safe to show) and can be started again by repeating the call that started it.
 */
export const jobSummarySchema = z.object({
  id: z.number(),
  projectId: z.number().nullable(),
  /** e.g. 'documents.srs', 'documents.system_design', 'documents.technical'. */
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** 0–100. */
  progress: z.number(),
  /** The step it is on ('Building the data model'), or null. */
  message: z.string().nullable(),
  error: z.string().nullable(),
  /** What the job produced, e.g. { documentIds: [12, 13, 14] } for a generation. */
  result: z.record(z.string(), z.unknown()).nullable(),
  attempts: z.number(),
  runAt: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;
