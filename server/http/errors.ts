import type { ErrorRequestHandler, RequestHandler } from "express";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { ZodError } from "zod";
import { statusOf, type ErrorBody, type ErrorCode, type ErrorSurface } from "../../domain/errors";
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

/** "Too many {what}. Try again in 5 seconds." (minutes from a minute on): the text of every 429. */
export function tooManyText(what: string, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const when =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many ${what}. Try again in ${when}.`;
}

/** A 429 with Retry-After in seconds and the text of `tooManyText`. */
export function rateLimited(code: `rate_limited:${ErrorSurface}`, what: string, seconds: number): AppError {
  return new AppError(code, tooManyText(what, seconds), { "Retry-After": String(seconds) });
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
 * A path parameter with a malformed %-escape (`/api/projects/%E0%A4%A`): Express's router fails to decode it
 * before any handler runs and passes a URIError marked 400. The same answer on every route, never a 500.
 */
function pathDecodeError(err: unknown): AppError | null {
  if (!(err instanceof URIError) || !("status" in err) || err.status !== 400) return null;
  return new AppError("bad_request:route", "The address has a malformed %-escape");
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
        : (bodyParserError(err) ?? pathDecodeError(err));
  const error = known ?? new AppError("internal:api", "Something went wrong on our side. Please try again.");
  if (!known)
    log.error("unhandled error", { method: req.method, path: req.path, error: describeInternal(err) });
  if (res.headersSent) return;
  const body: ErrorBody = { ...error.details, code: error.code, message: error.message };
  res.status(error.status).set(error.headers).json(body);
};
