import { z } from "zod";
import { kebabIdSchema, pascalNameSchema, servesSchema } from "./common";

/**
 * The API model: resources and operations, rendered as an OpenAPI 3.1 document and generated as Express routes.
 * `transition`: the two operations of an entity's workflow (issue 17): POST …/{id}/transitions performs one,
 * GET …/{id}/transitions lists the row's history. `report`: GET /api/reports/<name>, one report of the data model
 * (04-reports.ts) answering `{ title, rows: [{ key, label, value }], total }`.
 * `tally` (issue 17, actions with rules): GET …/{id}/tally counts the rows a once-per-user rule limits, per choice.
 * `checkout`: POST /api/<orders>/checkout creates an order with its items and takes them off the stock (a stock rule).
 */
export const OPERATION_KINDS = [
  "list",
  "get",
  "create",
  "update",
  "delete",
  "relation",
  "auth",
  "transition",
  "report",
  "tally",
  "checkout",
] as const;

export const operationSchema = z.object({
  id: z.string().regex(/^[a-z][A-Za-z0-9]*$/, "must be an operationId in camelCase"),
  kind: z.enum(OPERATION_KINDS),
  method: z.enum(["get", "post", "put", "patch", "delete"]),
  /** OpenAPI path with {params}, e.g. /api/books/{id}. */
  path: z.string().startsWith("/"),
  summary: z.string(),
  /** Schema names (see `schemas`) of the body and the success response; null for none. */
  requestSchema: z.string().nullable(),
  responseSchema: z.string().nullable(),
  /** List operations: query parameters for paging, search and filters. */
  query: z.array(
    z.object({ name: z.string(), type: z.enum(["string", "integer", "boolean"]), description: z.string() }),
  ),
  statusCodes: z
    .array(z.object({ code: z.number().int().min(100).max(599), description: z.string() }))
    .min(1),
  auth: z.boolean(),
  serves: servesSchema,
});
export type Operation = z.infer<typeof operationSchema>;

export const apiModelSchema = z.object({
  title: z.string(),
  version: z.string(),
  basePath: z.literal("/api"),
  auth: z.object({ kind: z.enum(["none", "session-cookie"]), description: z.string() }),
  resources: z.array(
    z.object({
      name: kebabIdSchema,
      entity: pascalNameSchema.nullable(),
      description: z.string(),
      operations: z.array(operationSchema).min(1),
    }),
  ),
  /** JSON Schemas (2020-12 subset) by name, referenced by operations; rendered under components.schemas. */
  schemas: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type ApiModel = z.infer<typeof apiModelSchema>;
