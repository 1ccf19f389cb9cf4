import type { Request, RequestHandler } from "express";
import type { SessionManager } from "../auth/sessions";
import type { UserRow } from "../db/schema";
import { AppError } from "./errors";

declare module "express-serve-static-core" {
  interface Request {
    /** The signed-in user, set by `loadSession` when the cookie names a live session. */
    user?: UserRow;
  }
}

/** Resolves the session cookie (if any) into `req.user`. */
export function loadSession(sessions: SessionManager): RequestHandler {
  return async (req, _res, next) => {
    const live = await sessions.resolve(req.headers.cookie);
    if (live) req.user = live.user;
    next();
  };
}

/** 401 unless signed in. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError("unauthorized:session", "You are not signed in"));
  next();
};

/** The signed-in user of a request that passed `requireAuth`. */
export function currentUser(req: Request): UserRow {
  if (!req.user) throw new AppError("unauthorized:session", "You are not signed in");
  return req.user;
}
