import { z } from "zod";

/** Document kinds stored in one table; technical documents carry a documentType. */
export const DOCUMENT_KINDS = ["srs", "system_design", "technical"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const documentSummarySchema = z.object({
  id: z.number(),
  projectId: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  documentType: z.string().nullable(),
  version: z.number(),
  status: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
