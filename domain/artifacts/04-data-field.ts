import { z } from "zod";
import { camelNameSchema } from "./common";

/** A field of an entity (or of the account's profile): its name, column, label, type and constraints. */
export const FIELD_TYPES = [
  "string",
  "text",
  "integer",
  "decimal",
  "money",
  "boolean",
  "date",
  "datetime",
  "email",
  "phone",
  "url",
  "enum",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const snake = z.string().regex(/^[a-z][a-z0-9_]*$/, "must be snake_case");

export const fieldSchema = z.object({
  name: camelNameSchema,
  column: snake,
  label: z.string().min(1),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  unique: z.boolean(),
  enumValues: z.array(z.string().min(1)).optional(),
  maxLength: z.number().int().positive().optional(),
  description: z.string().optional(),
});
export type Field = z.infer<typeof fieldSchema>;
