import { z } from "zod";

/** Ids are plain positive decimals within int4, as for projects (no 0x10, 1e3, +7 or 007). */
const idString = (subject = "") =>
  z
    .string({ error: `${subject}must be a positive whole number` })
    .regex(/^[1-9]\d{0,9}$/, `${subject}must be a positive whole number`)
    .refine((v) => Number(v) <= 2_147_483_647, `${subject}is out of range`)
    .transform(Number);

/** `:documentId` in /api/srs-documents/{id}/… and /api/documents/{id}/…. */
export const documentIdParamSchema = z.object({ documentId: idString("Document id ") });

/** GET /api/documents/{id}/diff?against={otherId}: the version to compare with (shown as `from`). */
export const diffQuerySchema = z.object({ against: idString() });
