import { z } from "zod";

/** The export package (delivery.md §2.11, §3 Package result, §4.8, §7, §9: the framework is always react). */

export const SAMPLE_DATA_NEEDS_DATABASE = "Sample data in the export package requires the database option";

export const createPackageSchema = z
  .object({
    includeDatabase: z.boolean({ error: "includeDatabase must be true or false" }).optional(),
    includeSampleData: z.boolean({ error: "includeSampleData must be true or false" }).optional(),
    framework: z.literal("react", { error: 'framework must be "react"' }).optional(),
  })
  .refine((body) => !(body.includeSampleData === true && body.includeDatabase === false), {
    message: SAMPLE_DATA_NEEDS_DATABASE,
    path: ["includeSampleData"],
  });
export type CreatePackageInput = z.infer<typeof createPackageSchema>;

export const packageResultSchema = z.object({
  success: z.boolean(),
  downloadUrl: z.string().nullable(),
  filename: z.string().nullable(),
  error: z.string().nullable(),
  /** Files in the ZIP and its size in bytes. */
  entries: z.number().int().optional(),
  bytes: z.number().int().optional(),
});
export type PackageResult = z.infer<typeof packageResultSchema>;
