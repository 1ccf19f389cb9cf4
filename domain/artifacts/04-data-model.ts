import { z } from "zod";
import { camelNameSchema, pascalNameSchema, servesSchema } from "./common";

/** The data model: entities, typed fields, relations, indexes, seed examples (database design document, DDL, code). */
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

const snake = z.string().regex(/^[a-z][a-z0-9_]*$/, "must be snake_case");

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

export const relationSchema = z.object({
  /** camelCase name on this entity (e.g. `member` for Loan → Member). */
  name: camelNameSchema,
  target: pascalNameSchema,
  kind: z.enum(["many-to-one", "many-to-many"]),
  required: z.boolean(),
  /** many-to-one: the foreign key column on this table; many-to-many: the join table. */
  column: snake.optional(),
  joinTable: snake.optional(),
  onDelete: z.enum(["cascade", "restrict", "set null"]),
});
export type Relation = z.infer<typeof relationSchema>;

export const entitySchema = z.object({
  name: pascalNameSchema,
  plural: pascalNameSchema,
  table: snake,
  label: z.string(),
  description: z.string(),
  fields: z.array(fieldSchema).min(1),
  relations: z.array(relationSchema),
  indexes: z.array(z.object({ name: snake, columns: z.array(snake).min(1), unique: z.boolean() })),
  /** A few realistic example rows keyed by field name (relations by the target's row number, 1-based). */
  seed: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  /** Whether rows belong to a signed-in user (per-user data). */
  ownedByUser: z.boolean(),
  serves: servesSchema,
});
export type Entity = z.infer<typeof entitySchema>;

export const dataModelSchema = z.object({
  entities: z.array(entitySchema).min(1),
  /** Whether the app has user accounts (a users table, sign-up/sign-in). */
  accounts: z.boolean(),
});
export type DataModel = z.infer<typeof dataModelSchema>;
