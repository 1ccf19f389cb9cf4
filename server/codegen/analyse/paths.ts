import { SUBSTITUTION } from "./ast";

/**
 * Path comparisons. OpenAPI `{id}` and Express or wouter `:id` are the same parameter; parameter names do not
 * matter (a route `/api/books/:bookId` serves the operation `/api/books/{id}`), a trailing slash does not either.
 */

const PARAM = /^(?::[A-Za-z_$][\w$]*\??|\{[^}]+\})$/;

function segments(path: string): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed.split("/");
}

/** `/api/books/{id}` and `/api/books/:bookId` both give `/api/books/:`. */
export function pathShape(path: string): string {
  return segments(path)
    .map((segment) => (PARAM.test(segment) ? ":" : segment))
    .join("/");
}

/**
 * Whether a path a test requests (its literal text, `${…}` as SUBSTITUTION, any query string dropped) reaches
 * the operation path: literal segments must be equal; a parameter takes any non-empty segment.
 */
export function requestReaches(requestText: string, operationPath: string): boolean {
  const request = segments(requestText.split(/[?#]/)[0] ?? "");
  const operation = segments(operationPath);
  if (request.length !== operation.length) return false;
  return operation.every((segment, i) => {
    const requested = request[i] ?? "";
    if (PARAM.test(segment)) return requested !== "";
    return requested === segment && !requested.includes(SUBSTITUTION);
  });
}
