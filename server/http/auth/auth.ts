import { Router, type Request, type RequestHandler } from "express";
import { loginSchema, type LoginInput, type RegisterInput } from "../../../domain/api/auth";
import { dummyHash, hashPassword, verifyPassword } from "../../auth/passwords";
import type { Limiters } from "../../auth/rate-limit";
import type { SessionManager } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { createUser, getUserByUsername } from "../../db/queries/users";
import { log } from "../../logger";
import { presentUser } from "../../presenters/user";
import { currentUser, requireAuth } from "../auth-context";
import { AppError, rateLimited } from "../errors";
import { validate } from "../validate";
import { registerBodySchema } from "./schema";

const tooMany = (seconds: number) => rateLimited("rate_limited:auth", "attempts", seconds);

const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "unknown";

/** POST /api/register, /api/login, /api/logout and GET /api/user. */
export function authRoutes(deps: { db: Db; sessions: SessionManager; limiters: Limiters }): Router {
  const { db, sessions, limiters } = deps;
  const router = Router();

  // Checked before validation too, so an address over its limit does not get passwords weighed either.
  const registerLimit: RequestHandler = (req, _res, next) => {
    const wait = limiters.registerPerAddress.retryAfter(address(req));
    next(wait ? tooMany(wait) : undefined);
  };

  router.post("/register", registerLimit, validate("body", registerBodySchema), async (req, res) => {
    const ip = address(req);
    const wait = limiters.registerPerAddress.retryAfter(ip);
    if (wait) throw tooMany(wait);
    limiters.registerPerAddress.record(ip);
    const input: RegisterInput = res.locals.body;
    if (await getUserByUsername({ db, username: input.username })) {
      throw new AppError("conflict:username", "Username is already taken");
    }
    const user = await createUser({
      db,
      username: input.username,
      name: input.name,
      passwordHash: await hashPassword(input.password),
    });
    if (!user) throw new AppError("conflict:username", "Username is already taken");
    limiters.login.trust(user.username.toLowerCase(), ip);
    await sessions.start(req, res, user.id);
    log.info("user registered", { userId: user.id });
    res.status(201).json(presentUser(user));
  });

  router.post("/login", validate("body", loginSchema), async (req, res) => {
    const input: LoginInput = res.locals.body;
    const ip = address(req);
    const account = input.username.toLowerCase();
    // Refused while waiting without checking the password: a right guess must not be told apart from a wrong one.
    const attempt = limiters.login.begin(account, ip);
    if (attempt.wait) throw tooMany(attempt.wait);
    const user = await getUserByUsername({ db, username: input.username });
    const ok = user
      ? await verifyPassword(input.password, user.passwordHash)
      : await verifyPassword(input.password, await dummyHash).then(() => false);
    if (!user || !ok) {
      log.info("login failed", { account: account.slice(0, 40) });
      throw new AppError("unauthorized:auth", "Invalid username or password");
    }
    attempt.succeeded();
    await sessions.start(req, res, user.id);
    log.info("login", { userId: user.id });
    res.json(presentUser(user));
  });

  router.post("/logout", requireAuth, async (req, res) => {
    await sessions.end(req, res);
    res.json({ ok: true });
  });

  router.get("/user", requireAuth, (req, res) => {
    res.json(presentUser(currentUser(req)));
  });

  return router;
}
