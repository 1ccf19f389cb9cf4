import { stringify } from "yaml";
import type { ApiModel, Operation } from "../../../../domain/artifacts/04-api-model";

/** A JSON Schema (2020-12) as OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Content {
  "application/json": { schema: JsonSchema };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: Content };
  responses: Record<string, { description: string; content?: Content }>;
  security?: Record<string, string[]>[];
  /** The requirement ids the operation serves (traceability, K2). */
  "x-requirements": string[];
}

/** The OpenAPI 3.1 document this module builds (the subset of the specification it uses). */
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes?: Record<string, { type: "apiKey"; in: "cookie"; name: string; description: string }>;
  };
}

const SCHEMA_PREFIX = "#/components/schemas/";
const COOKIE_AUTH = "cookieAuth";

const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  description: "The body of every error response.",
  properties: {
    code: { type: "string", description: "Machine-readable error code" },
    message: { type: "string", description: "A message that is safe to show to the user" },
  },
  required: ["code", "message"],
};

/** Component names must match ^[a-zA-Z0-9._-]+$; anything else becomes `_`. */
function componentName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, "_");
  return safe === "" ? "_" : safe;
}

/** A deep copy of a model schema with its `$ref`s pointed at the renamed components, noting every target. */
function rewriteRefs(value: unknown, targets: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, targets));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === "$ref" && typeof inner === "string" && inner.startsWith(SCHEMA_PREFIX)) {
      const name = componentName(inner.slice(SCHEMA_PREFIX.length));
      targets.add(name);
      out[key] = `${SCHEMA_PREFIX}${name}`;
    } else {
      out[key] = rewriteRefs(inner, targets);
    }
  }
  return out;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function ref(name: string, targets: Set<string>): JsonSchema {
  const safe = componentName(name);
  targets.add(safe);
  return { $ref: `${SCHEMA_PREFIX}${safe}` };
}

/** True when a list operation's schema already describes many rows (an array, or a page with `items`). */
function describesMany(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === "array") return true;
  return isSchema(schema.properties) && "items" in schema.properties;
}

function parameters(operation: Operation): Parameter[] {
  const path = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match): Parameter => {
    const name = match[1] ?? "";
    const numeric = name === "id" || /Id$/.test(name);
    return { name, in: "path", required: true, schema: { type: numeric ? "integer" : "string" } };
  });
  const query = operation.query.map((q): Parameter => ({
    name: q.name,
    in: "query",
    required: false,
    description: q.description,
    schema: { type: q.type },
  }));
  return [...path, ...query];
}

function responses(
  operation: Operation,
  model: ApiModel,
  secured: boolean,
  targets: Set<string>,
): OpenApiOperation["responses"] {
  const out: OpenApiOperation["responses"] = {};
  const codes = [...operation.statusCodes];
  if (secured && !codes.some((c) => c.code === 401)) codes.push({ code: 401, description: "Not signed in" });
  for (const { code, description } of codes.sort((a, b) => a.code - b.code)) {
    const key = String(code);
    if (key in out) continue;
    let schema: JsonSchema | null = null;
    if (code >= 400) schema = ref("Error", targets);
    else if (code >= 200 && code < 300 && code !== 204 && code !== 205 && operation.responseSchema !== null) {
      const one = ref(operation.responseSchema, targets);
      // A list, and a workflow's history (GET …/{id}/transitions: its records, oldest first), answer many.
      const listing =
        operation.kind === "list" || (operation.kind === "transition" && operation.method === "get");
      const many = listing && !describesMany(model.schemas[operation.responseSchema]);
      schema = many ? { type: "array", items: one } : one;
    }
    out[key] =
      schema === null ? { description } : { description, content: { "application/json": { schema } } };
  }
  return out;
}

/**
 * Builds a complete OpenAPI 3.1.0 document from the API model: a tag per resource, every operation with its
 * parameters, body and responses (`$ref`s into `components.schemas`, an `Error` schema for 4xx/5xx), the
 * session cookie scheme where the API uses one, and `x-requirements` naming the ids each operation serves.
 * Whatever the model leaves open is closed one fixed way: a missing schema becomes a described placeholder,
 * a repeated operationId gets a number, a second operation on the same method and path is left out.
 */
export function buildOpenApi(model: ApiModel): OpenApiDocument {
  const targets = new Set<string>();
  const cookie = model.auth.kind === "session-cookie";
  const paths: OpenApiDocument["paths"] = {};
  const operationIds = new Set<string>();
  for (const resource of model.resources) {
    for (const operation of resource.operations) {
      const item = (paths[operation.path] ??= {});
      if (operation.method in item) continue;
      let operationId = operation.id;
      for (let n = 2; operationIds.has(operationId); n += 1) operationId = `${operation.id}${n}`;
      operationIds.add(operationId);
      const secured = cookie && operation.auth;
      const params = parameters(operation);
      item[operation.method] = {
        operationId,
        summary: operation.summary.trim() || operationId,
        tags: [resource.name],
        ...(params.length > 0 ? { parameters: params } : {}),
        ...(operation.requestSchema === null
          ? {}
          : {
              requestBody: {
                required: true,
                content: { "application/json": { schema: ref(operation.requestSchema, targets) } },
              },
            }),
        responses: responses(operation, model, secured, targets),
        ...(secured ? { security: [{ [COOKIE_AUTH]: [] }] } : {}),
        "x-requirements": [...operation.serves],
      };
    }
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(model.schemas)) {
    const rewritten = rewriteRefs(schema, targets);
    schemas[componentName(name)] = isSchema(rewritten) ? rewritten : {};
  }
  if (targets.has("Error") && !("Error" in schemas)) schemas.Error = ERROR_SCHEMA;
  for (const name of targets)
    schemas[name] ??= { type: "object", description: "Not described by the API model." };
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    openapi: "3.1.0",
    info: {
      title: model.title.trim() || "API",
      version: model.version.trim() || "1.0.0",
      description: model.auth.description,
    },
    servers: [{ url: "/" }],
    tags: model.resources
      .filter((r, index) => model.resources.findIndex((other) => other.name === r.name) === index)
      .map((r) => ({ name: r.name, description: r.description })),
    paths,
    components: {
      schemas: sorted,
      ...(cookie
        ? {
            securitySchemes: {
              [COOKIE_AUTH]: {
                type: "apiKey",
                in: "cookie",
                name: "session",
                description: model.auth.description,
              },
            },
          }
        : {}),
    },
  };
}

/** The document as YAML, keys in the order `buildOpenApi` set them (so the output is stable), no anchors. */
export function renderOpenApiYaml(doc: OpenApiDocument): string {
  return stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false });
}
