/*
 * src/server/http.ts of every generated app: the HttpError the one error handler answers, input and id parsing,
 * the same-origin check of changes (and of the chat's upgrade), database errors as readable answers.
 */

export const HTTP = `import type { ErrorRequestHandler, RequestHandler } from "express";
import { z } from "zod";
import { fieldErrors, type FieldErrors } from "../shared/schema";

/** An error the final handler answers as \`{ code, message, fieldErrors? }\` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

/** Validates a body or query string; a failure is a 400 naming each field's first problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, code = "bad_request:input"): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new HttpError(400, code, Object.values(fields)[0] ?? "Invalid input", fields);
}

const idSchema = z.coerce.number().int().positive().max(2147483647);

/** The \`:id\` of a path as a number; anything else is a 400. */
export function parseId(value: unknown): number {
  const result = idSchema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(400, "bad_request:id", "The id must be a positive whole number", { id: "Not a valid id" });
}

/** Origins besides the app's own that may send changes (ALLOWED_ORIGINS, comma-separated: a public address behind a proxy that rewrites Host). */
const ALLOWED_ORIGINS = new Set(
  (process.env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\\/+$/, ""))
    .filter(Boolean),
);

/**
 * Whether a browser's Origin header may act on this app: absent (not a browser page: curl, a server, the tests),
 * the app's own address (its host and port are the request's Host), or one of ALLOWED_ORIGINS. "null" (a sandboxed
 * frame, a file) and any other site may not.
 */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (ALLOWED_ORIGINS.has(origin.replace(/\\/+$/, ""))) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && host !== undefined && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Changes (any method but GET, HEAD and OPTIONS) sent by another site's page are refused (403), whatever cookie they carry. */
export const sameOriginChanges: RequestHandler = (req, _res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (originAllowed(req.headers.origin, req.headers.host)) return next();
  next(new HttpError(403, "forbidden:origin", "This request came from another site"));
};

export function notFound(code: string, what: string): HttpError {
  return new HttpError(404, \`not_found:\${code}\`, \`\${what} not found\`);
}

/**
 * The one answer of an operation the API specification names but the models do not describe well enough to
 * generate (a custom action, an aggregate): a 501 until someone writes it by hand.
 */
export function notImplemented(operationId: string, summary: string): never {
  throw new HttpError(
    501,
    \`not_implemented:\${operationId}\`,
    \`\${summary}: this operation is in the API specification, but its behaviour cannot be derived from the models, so it is not implemented yet.\`,
  );
}

/** The PostgreSQL error behind a query error (Drizzle wraps the driver's error as \`cause\`). */
export function databaseError(error: unknown): { code: string; detail: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return undefined;
    const { code, detail, cause } = current as { code?: unknown; detail?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return { code, detail: typeof detail === "string" ? detail : "" };
    current = cause;
  }
  return undefined;
}

/** What a table's conflicts mean to a user: unique columns → field and message, and a message for "still in use". */
export interface ConflictMessages {
  code: string;
  unique: Record<string, { field: string; message: string }>;
  inUse: string;
}

/** Turns a unique or foreign-key violation into a readable 409 (or 400 for a missing reference); rethrows the rest. */
export function rethrowConflict(error: unknown, messages: ConflictMessages): never {
  const db = databaseError(error);
  if (db?.code === "23505") {
    const column = /Key \\(([^)=]+)\\)=/.exec(db.detail)?.[1] ?? "";
    const known = messages.unique[column];
    if (known)
      throw new HttpError(409, \`conflict:\${messages.code}\`, known.message, { [known.field]: known.message });
    throw new HttpError(409, \`conflict:\${messages.code}\`, "This value is already taken");
  }
  // 23001: a RESTRICT reference; 23503: a NO ACTION one ("still referenced") or a missing target.
  if (db?.code === "23001" || (db?.code === "23503" && /referenced from/.test(db.detail)))
    throw new HttpError(409, \`conflict:\${messages.code}\`, messages.inUse);
  if (db?.code === "23503") {
    throw new HttpError(400, \`bad_request:\${messages.code}\`, "A referenced row does not exist");
  }
  throw error;
}

/** The one error handler: known errors with their status, malformed JSON as 400, the rest as 500 without details. */
export const handleError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  void _next;
  if (error instanceof HttpError) {
    res.status(error.status).json({ code: error.code, message: error.message, fieldErrors: error.fieldErrors });
    return;
  }
  if (error instanceof z.ZodError) {
    const fields = fieldErrors(error);
    res.status(400).json({ code: "bad_request:input", message: Object.values(fields)[0] ?? "Invalid input", fieldErrors: fields });
    return;
  }
  const type = typeof error === "object" && error !== null ? (error as { type?: unknown }).type : undefined;
  if (type === "entity.parse.failed") {
    res.status(400).json({ code: "bad_request:json", message: "The request body is not valid JSON" });
    return;
  }
  if (type === "entity.too.large") {
    res.status(413).json({ code: "bad_request:size", message: "The request body is too large" });
    return;
  }
  const db = databaseError(error);
  if (db?.code === "23505" || db?.code === "23503" || db?.code === "23001") {
    res.status(409).json({ code: "conflict:database", message: "This change conflicts with other data" });
    return;
  }
  if (db?.code.startsWith("22")) {
    res.status(400).json({ code: "bad_request:value", message: "A value is out of range or malformed" });
    return;
  }
  console.error(error);
  res.status(500).json({ code: "internal:server", message: "Something went wrong" });
};
`;
