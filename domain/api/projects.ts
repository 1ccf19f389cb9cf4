import { z } from "zod";

export const PROJECT_NAME_MAX = 120;
/** Room for a requirements document pasted as the description, not only a sentence or two. */
export const PROJECT_DESCRIPTION_MAX = 50_000;

const name = z
  .string({ error: "Project name is required" })
  .trim()
  .min(1, "Project name is required")
  .max(PROJECT_NAME_MAX, `Project name must be at most ${PROJECT_NAME_MAX} characters`);
const description = z
  .string()
  .trim()
  .max(PROJECT_DESCRIPTION_MAX, `Description must be at most ${PROJECT_DESCRIPTION_MAX} characters`);

export const createProjectSchema = z.object({ name, description: description.optional() });
/** Only name and description are writable by the user; owner and status are the server's. */
export const updateProjectSchema = z
  .object({ name: name.optional(), description: description.optional() })
  .strict()
  .refine(
    (v) => v.name !== undefined || v.description !== undefined,
    "Nothing to update: send name or description",
  );

/** Ids in paths are plain decimal numbers: forms such as 0x10, 1e3, +7 or 007 are refused, not reinterpreted. */
export const projectIdParamSchema = z.object({
  id: z
    .string({ error: "Project id must be a number" })
    .regex(/^-?(0|[1-9]\d*)(\.\d+)?$/, "Project id must be a number")
    .refine((v) => !v.startsWith("-") && Number(v) !== 0, "Project id must be positive")
    .refine((v) => !v.includes("."), "Project id must be a whole number")
    .refine((v) => v.length <= 10 && Number(v) <= 2_147_483_647, "Project id is out of range")
    .transform(Number),
});

export type CreateProjectInput = z.infer<typeof createProjectSchema>;
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

export const projectSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
