import type { RequestHandler } from "express";
import { AppError } from "./errors";
import { hostAllowed } from "./hosts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The origin this request was addressed to, from its Host header (the browser's view of our origin). */
function ownOrigin(req: Parameters<RequestHandler>[0]): string | null {
  const host = req.get("host");
  return host ? `${req.protocol}://${host}` : null;
}

/**
 * Refuses state-changing requests from other sites: a foreign `Origin` (including `null`), or a browser's
 * `Sec-Fetch-Site: cross-site|same-site` (a preview on another port of the same host is same-site, and
 * SameSite cookies do not stop it). Requests without either header come from non-browser clients and pass.
 */
export function originCheck(allowedOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin !== undefined) {
      const allowed = origin === ownOrigin(req) || allowedOrigins.includes(origin);
      if (!allowed) return next(new AppError("forbidden:origin", "Cross-site request refused"));
      return next();
    }
    const site = req.get("sec-fetch-site");
    if (site === "cross-site" || site === "same-site") {
      return next(new AppError("forbidden:origin", "Cross-site request refused"));
    }
    next();
  };
}

/**
 * Refuses, before any other handler (pages, static files, the API), a request addressed to a host name this
 * server does not answer to: the DNS rebinding guard of `./hosts`.
 */
export function hostCheck(allows: (name: string) => boolean, trustProxy: boolean): RequestHandler {
  return (req, _res, next) => {
    if (hostAllowed(req.headers, allows, trustProxy)) return next();
    next(
      new AppError(
        "misdirected:host",
        "This server does not answer to that host name. Its administrator can add it to ALLOWED_HOSTS.",
      ),
    );
  };
}

/** A state-changing request that carries a body must send it as JSON (no form or text/plain posts). */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!STATE_CHANGING.has(req.method)) return next();
  const length = Number(req.get("content-length") ?? 0);
  const hasBody = length > 0 || req.get("transfer-encoding") !== undefined;
  if (hasBody && !req.is("application/json")) {
    return next(
      new AppError(
        "unsupported_media_type:body",
        "Request body must be JSON (Content-Type: application/json)",
      ),
    );
  }
  next();
};

function containsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (typeof value === "object" && value !== null) {
      for (const item of Object.values(value)) pending.push(item);
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): such a string fails the query as a 500. Refuse it up front as a 400,
 * for every JSON body (walked iteratively: bodies may nest thousands deep).
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body))
    return next(new AppError("bad_request:body", "Request body must not contain NUL characters (\\u0000)"));
  next();
};

/** Security headers for every response; the CSP applies to HTML pages (the API answers JSON). */
export function securityHeaders(options: { dev: boolean; frameSources?: readonly string[] }): RequestHandler {
  const frames = ["'self'", ...(options.frameSources ?? [])].join(" ");
  const csp = [
    "default-src 'self'",
    options.dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return (_req, res, next) => {
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  };
}
