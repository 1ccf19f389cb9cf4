import { createHmac, randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import type { Db } from "../db/client";
import { createSession, deleteSession, getLiveSession, touchSession } from "../db/queries/sessions";
import type { UserRow } from "../db/schema";

const COOKIE = "sw_session";
const SECURE_COOKIE = `__Host-${COOKIE}`;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(raw));
    } catch {
      // a malformed cookie value is ignored, as if absent
    }
  }
  return cookies;
}

export interface SessionOptions {
  db: Db;
  secret: string;
  maxAgeMs: number;
  idleMs: number;
  now?: () => Date;
}

/**
 * Server-side sessions: the cookie carries a random 256-bit token; the table stores only HMAC(secret, token),
 * so neither a database read nor a log line can be replayed as a cookie.
 */
export class SessionManager {
  private readonly now: () => Date;

  constructor(private readonly options: SessionOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private idOf(token: string): string {
    return createHmac("sha256", this.options.secret).update(token).digest("base64url");
  }

  private cookieName(req: Request): string {
    return req.secure ? SECURE_COOKIE : COOKIE;
  }

  /** The session token from a Cookie header, whichever of the two cookie names carries it. */
  tokenFrom(cookieHeader: string | undefined): string | undefined {
    const cookies = parseCookies(cookieHeader);
    return cookies.get(SECURE_COOKIE) ?? cookies.get(COOKIE);
  }

  /** Starts a new session for the user (a fresh token on every sign-in) and sets the cookie. */
  async start(req: Request, res: Response, userId: number): Promise<void> {
    const previous = this.tokenFrom(req.headers.cookie);
    if (previous) await deleteSession({ db: this.options.db, id: this.idOf(previous) });
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.options.maxAgeMs);
    await createSession({ db: this.options.db, id: this.idOf(token), userId, now, expiresAt });
    res.cookie(this.cookieName(req), token, {
      httpOnly: true,
      sameSite: "lax",
      secure: req.secure,
      path: "/",
      maxAge: this.options.maxAgeMs,
    });
  }

  /** The signed-in user for a Cookie header, or undefined. Refreshes the idle clock. */
  async resolve(cookieHeader: string | undefined): Promise<{ user: UserRow; sessionId: string } | undefined> {
    const token = this.tokenFrom(cookieHeader);
    if (!token || token.length > 200) return undefined;
    const id = this.idOf(token);
    const now = this.now();
    const live = await getLiveSession({
      db: this.options.db,
      id,
      now,
      idleSince: new Date(now.getTime() - this.options.idleMs),
    });
    if (!live) return undefined;
    if (now.getTime() - live.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession({ db: this.options.db, id, now });
    }
    return { user: live.user, sessionId: id };
  }

  /** Ends the session for good (server-side) and clears the cookie. */
  async end(req: Request, res: Response): Promise<void> {
    const token = this.tokenFrom(req.headers.cookie);
    if (token) await deleteSession({ db: this.options.db, id: this.idOf(token) });
    res.clearCookie(this.cookieName(req), { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/" });
  }
}
