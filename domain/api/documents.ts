import { z } from "zod";
import { generatedBySchema } from "./ai";
import { REQUIREMENT_TYPES } from "./requirements";
import { jobSummarySchema } from "./jobs";

/** Document kinds stored in one table; technical documents carry a documentType. */
export const DOCUMENT_KINDS = ["srs", "system_design", "technical"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The three technical documents, in the order they are generated and listed. */
export const TECHNICAL_DOCUMENT_TYPES = [
  "database_design",
  "api_specification",
  "frontend_architecture",
] as const;
export type TechnicalDocumentType = (typeof TECHNICAL_DOCUMENT_TYPES)[number];

/** Document statuses the server sets; a stored document may also have none. */
export const DOCUMENT_STATUSES = ["pending_approval", "approved"] as const;

/**
 * One version of a document. The lists (srs-documents, system-design-documents, technical-documents) hold only
 * the current version of each document; older versions are under GET /api/documents/{id}/versions.
 */
export const documentSummarySchema = z.object({
  id: z.number(),
  projectId: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  /** Technical documents only: database_design | api_specification | frontend_architecture. */
  documentType: z.string().nullable(),
  /** 1 for the first generation; each regeneration adds a version and keeps the older ones. */
  version: z.number(),
  status: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** The upstream version this was generated from (a design's SRS, a technical document's design). */
  basedOnId: z.number().nullable(),
  /** True when the upstream document has a newer version than the one this was generated from. */
  outdated: z.boolean(),
  /** Why it is outdated, as a sentence to show; null when it is not. */
  outdatedReason: z.string().nullable(),
  /** What wrote this version: the configured model, the embedded engine, or the embedded engine in its place. */
  generatedBy: generatedBySchema,
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** GET /api/documents/{id}: one version with the typed model it was rendered from. */
export const documentDetailSchema = documentSummarySchema.extend({ model: z.unknown() });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** GET /api/srs-documents/{id}/preview. */
export const documentPreviewSchema = z.object({
  title: z.string(),
  content: z.string(),
  status: z.string().nullable(),
});
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;

/** POST generate-system-design | system-design/generate | generate-system-design-v3 | generate-technical-docs. */
export const generateDocumentsSchema = z
  .object({ forceOverwrite: z.boolean({ error: "forceOverwrite must be true or false" }).optional() })
  .strip();
export type GenerateDocumentsInput = z.infer<typeof generateDocumentsSchema>;

const MAX_ID = 2_147_483_647;
/** A document id in a body: a positive whole number (a decimal string is accepted too). */
export const documentIdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/)
        .transform(Number),
    ],
    {
      error: "must be a positive whole number",
    },
  )
  .pipe(
    z
      .number()
      .int("must be a positive whole number")
      .positive("must be a positive whole number")
      .max(MAX_ID, "is out of range"),
  );

/** POST approve-srs | approve-system-design | approve-technical-doc. */
export const approveDocumentSchema = z.object({ documentId: documentIdSchema });
export type ApproveDocumentInput = z.infer<typeof approveDocumentSchema>;
/** POST system-design/approve: without a documentId the current system design is approved. */
export const approveCurrentDocumentSchema = z.object({ documentId: documentIdSchema.optional() });
export type ApproveCurrentDocumentInput = z.infer<typeof approveCurrentDocumentSchema>;

/**
 * The answer of a generation call. With current documents and no forceOverwrite nothing is generated
 * (`overwritten: false, canOverwrite: true`, no job). Otherwise a job runs; the call waits for it (up to 30 s):
 * 200 with the new current `documents`, or 202 with the `job` still running and the documents as they were.
 */
export const generationResultSchema = z.object({
  overwritten: z.boolean(),
  canOverwrite: z.boolean(),
  jobId: z.number().nullable(),
  job: jobSummarySchema.nullable(),
  documents: z.array(documentSummarySchema),
});
export type GenerationResult = z.infer<typeof generationResultSchema>;

/** POST /api/projects/{id}/generate-srs-from-checklist when the job outlives the wait (202). */
export const pendingGenerationSchema = z.object({ job: jobSummarySchema });

/** The answer of every approval: the approved document and the generation it started (1 s later), if any. */
export const approvalResultSchema = z.object({
  document: documentSummarySchema,
  /** SRS → the system design job; system design → the technical documents job; otherwise null. */
  job: jobSummarySchema.nullable(),
});
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** GET /api/documents/{id}/diff?against={otherId}: line diff from `against` (from) to `id` (to). */
export const DIFF_LINE_KINDS = ["added", "removed", "same"] as const;
export const documentDiffSchema = z.object({
  from: z.object({ id: z.number(), version: z.number() }),
  to: z.object({ id: z.number(), version: z.number() }),
  lines: z.array(z.object({ kind: z.enum(DIFF_LINE_KINDS), text: z.string() })),
  added: z.number(),
  removed: z.number(),
  /** True when the diff was cut at the line limit (the counts still cover the whole diff). */
  truncated: z.boolean(),
});
export type DocumentDiff = z.infer<typeof documentDiffSchema>;

/**
 * GET /api/projects/{id}/traceability (K2): one row per requirement of the current SRS model, with the elements
 * of the current design and technical models that name it. Empty lists where a document does not exist yet.
 */
export const traceabilityRowSchema = z.object({
  requirementId: z.string(),
  type: z.enum(REQUIREMENT_TYPES),
  title: z.string(),
  /** Design component names. */
  components: z.array(z.string()),
  /** Data model entity names. */
  entities: z.array(z.string()),
  /** API operations as "METHOD /path". */
  operations: z.array(z.string()),
  /** UI page titles. */
  pages: z.array(z.string()),
  /**
   * Whether the models and the generated app serve it: served; design (a quality the design addresses, checked
   * outside the code); unserved (shown in red with the reason); pending (the technical documents do not exist yet).
   */
  status: z.enum(["served", "design", "unserved", "pending"]),
  /** Why it is not served, in a few words: "not built — no scheduled job, no mail sender". */
  reason: z.string().nullable(),
});
export const traceabilitySchema = z.object({
  /** The document versions the rows come from (null where none exists). */
  sources: z.object({
    srsId: z.number().nullable(),
    systemDesignId: z.number().nullable(),
    technicalIds: z.array(z.number()),
  }),
  rows: z.array(traceabilityRowSchema),
});
export type Traceability = z.infer<typeof traceabilitySchema>;
export type TraceabilityRow = z.infer<typeof traceabilityRowSchema>;
