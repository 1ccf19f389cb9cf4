/**
 * The closed set of error codes "type:surface". Each maps to one HTTP status; the server's final error handler
 * is the only place that turns them into responses, and the client shows the body as `STATUS: body`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** A Host header this server does not answer to (DNS rebinding guard). */
  misdirected: 421,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorType = keyof typeof ERROR_STATUS;
export type ErrorSurface =
  | "api"
  | "auth"
  | "session"
  | "user"
  | "username"
  | "project"
  | "document"
  | "checklist"
  | "requirement"
  | "conversation"
  | "origin"
  | "host"
  | "body"
  | "route"
  | "code"
  | "file"
  | "package"
  | "deployment"
  | "workspace"
  | "meeting"
  /** Generated code cannot run: no sandbox on this host and no opt-in (ALLOW_UNSANDBOXED_CODE). */
  | "sandbox"
  | "jobs";
export type ErrorCode = `${ErrorType}:${ErrorSurface}`;

/** The JSON body of every error response. `message` is safe to show to the user. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Some errors say more, e.g. `userEditedFiles` when a regeneration would replace the user's edits. */
  [detail: string]: unknown;
}

export function statusOf(code: ErrorCode): number {
  const type = code.slice(0, code.indexOf(":"));
  return type in ERROR_STATUS ? ERROR_STATUS[type as ErrorType] : 500;
}
