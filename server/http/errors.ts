import type { ErrorRequestHandler, RequestHandler } from "express";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { ZodError } from "zod";
import { statusOf, type ErrorBody, type ErrorCode } from "../../domain/errors";
import { log } from "../logger";

/** An error meant for the user: a code from the closed set and a message safe to show. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error body, e.g. the files a regeneration would replace. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = statusOf(code);
  }
}

/** Turns the first zod issue into "field: message" (or just the message for the whole body). */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

function bodyParserError(err: unknown): AppError | null {
  if (typeof err !== "object" || err === null || !("type" in err)) return null;
  switch (err.type) {
    case "entity.too.large":
      return new AppError("payload_too_large:body", "Request body is too large");
    case "entity.parse.failed":
      return new AppError("bad_request:body", "Request body is not valid JSON");
    case "encoding.unsupported":
    case "charset.unsupported":
      return new AppError("unsupported_media_type:body", "Request body encoding is not supported");
    case "request.aborted":
      return new AppError("bad_request:body", "Request was aborted");
    default:
      return null;
  }
}

/**
 * What an unexpected error says in the log. Database errors are logged by their cause and query text only:
 * the driver's wrapper also carries the query's parameters, which may be password hashes or user content.
 */
export function describeInternal(err: unknown): string {
  if (err instanceof DrizzleQueryError) {
    const cause = err.cause instanceof Error ? err.cause.message : String(err.cause);
    return `database query failed: ${cause} (query: ${String(err.query).slice(0, 500)})`;
  }
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

export const notFoundApi: RequestHandler = (req, _res, next) => {
  // baseUrl: inside the mounted /api router, req.path has lost the "/api" prefix the caller used.
  next(new AppError("not_found:route", `No API route ${req.method} ${req.baseUrl}${req.path}`));
};

/** The one final error handler: known errors become their status and message; the rest are logged as 500s. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known =
    err instanceof AppError
      ? err
      : err instanceof ZodError
        ? new AppError("bad_request:api", zodMessage(err))
        : bodyParserError(err);
  const error = known ?? new AppError("internal:api", "Something went wrong on our side. Please try again.");
  if (!known)
    log.error("unhandled error", { method: req.method, path: req.path, error: describeInternal(err) });
  if (res.headersSent) return;
  const body: ErrorBody = { ...error.details, code: error.code, message: error.message };
  res.status(error.status).set(error.headers).json(body);
};
