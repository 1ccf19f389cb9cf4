import type { PassNumber } from "../../../../domain/api/code";
import { DEMO_ACCOUNT } from "../../../export/seed";
import type { GeneratedFile } from "../../types";
import { pascalFromKebab, tsString } from "../names";
import { chatPlan } from "./chat-files";
import { generatedFile } from "./code";
import { HTTP } from "./http-file";
import type { ServerModel } from "./model";
import { profilePlan } from "./profile";

/*
 * The server skeleton: http.ts (errors, parsing, the one error handler), auth.ts (passwords, sessions) when the
 * app has accounts, app.ts (the route table, which grows in pass 2) and index.ts (environment, start, shutdown).
 */

function authModule(model: ServerModel): string {
  const accounts = model.accounts;
  if (!accounts) return "";
  const users = accounts.users.constName;
  const sessions = accounts.sessionsConst;
  const user = accounts.user.type;
  const roles = accounts.roles;
  const roleOut = roles.length > 0 ? ", role: row.role" : "";
  const plan = accounts.rolePlan;
  const roleFirst =
    roles.length > 0
      ? `
  // The first account gets the first role the requirements name; later ones the last (the everyday role).
  const [existing] = await db.select({ n: count() }).from(${users});
  const role = (existing?.n ?? 0) === 0 ? ${tsString(roles[0] ?? "")} : ${tsString(roles[roles.length - 1] ?? "")};`
      : "";
  return `import crypto from "node:crypto";
import { and, ${roles.length > 0 ? "count, " : ""}eq, gt${plan ? ", sql" : ""} } from "drizzle-orm";
import type { Request, Response } from "express";
${plan ? 'import { ADMIN_ROLE, forbiddenMessage, scopeOf, SIGN_UP_ROLE, type AccessAction } from "../shared/access";\n' : ""}import type { Register, ${user} } from "../shared/schema";
import type { Database } from "./db/client";
${plan ? 'import type { Scope } from "./db/query";\n' : ""}import { ${sessions}, ${users} } from "./db/schema";
import { HttpError } from "./http";

/*
 * Accounts: scrypt password hashes (node:crypto), and sessions held in an httpOnly, SameSite=Lax cookie whose
 * random token is stored only as a SHA-256 hash. Set COOKIE_SECURE=1 when the app is served over HTTPS.
 * COOKIE_PARTITIONED=1 is for an app shown inside another site's frame (a preview): the cookie becomes
 * SameSite=None; Secure; Partitioned, the only kind a browser keeps in a cross-site frame (over HTTPS, or http on
 * localhost / 127.0.0.1).
 */

export const SESSION_COOKIE = "session";
const SESSION_MS = 30 * 24 * 60 * 60 * 1000;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** \`scrypt$<salt>$<hash>\`, both base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  return \`scrypt$\${salt.toString("base64")}$\${(await scrypt(password, salt)).toString("base64")}\`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"));
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

type UserRow = typeof ${users}.$inferSelect;

/** The only shape of an account that leaves the server (never the password hash). */
export function presentUser(row: UserRow): ${user} {
  return { id: row.id, username: row.username, name: row.name${roleOut} };
}

${
  plan
    ? rolesCreateAccount(model)
    : `/** Creates an account; a taken username is a 409. */
export async function createAccount(db: Database, input: Register): Promise<${user}> {
  const [taken] = await db.select({ id: ${users}.id }).from(${users}).where(eq(${users}.username, input.username));
  if (taken) throw usernameTaken();${roleFirst}
  const [row] = await db
    .insert(${users})
    .values({ username: input.username, name: input.name, passwordHash: await hashPassword(input.password)${roles.length > 0 ? ", role" : ""} })
    .onConflictDoNothing()
    .returning();
  if (!row) throw usernameTaken();
  return presentUser(row);
}`
}

function usernameTaken(): HttpError {
  return new HttpError(409, "conflict:username", "This username is taken", { username: "This username is taken" });
}

/** The account with this username and password, or undefined (the same time is spent either way). */
export async function checkCredentials(db: Database, username: string, password: string): Promise<${user} | undefined> {
  const [row] = await db.select().from(${users}).where(eq(${users}.username, username));
  const ok = await verifyPassword(password, row?.passwordHash ?? "scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAA");
  return row && ok ? presentUser(row) : undefined;
}

function tokenHash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

const PARTITIONED = process.env.COOKIE_PARTITIONED === "1";
const COOKIE_OPTIONS = PARTITIONED
  ? ({ httpOnly: true, sameSite: "none", secure: true, partitioned: true, path: "/" } as const)
  : ({ httpOnly: true, sameSite: "lax", secure: process.env.COOKIE_SECURE === "1", path: "/" } as const);

/** Starts a session for the user and sets its cookie. */
export async function startSession(db: Database, res: Response, userId: number): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(${sessions}).values({ userId, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + SESSION_MS) });
  res.cookie(SESSION_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: SESSION_MS });
}

/** Ends the request's session, if any, and clears the cookie. */
export async function endSession(db: Database, req: Request, res: Response): Promise<void> {
  const token = readCookie(req, SESSION_COOKIE);
  if (token) await db.delete(${sessions}).where(eq(${sessions}.tokenHash, tokenHash(token)));
  res.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
}

/** The signed-in user of a request, or undefined. */
export async function currentUser(db: Database, req: Request): Promise<${user} | undefined> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return undefined;
  const [found] = await db
    .select({ user: ${users} })
    .from(${sessions})
    .innerJoin(${users}, eq(${sessions}.userId, ${users}.id))
    .where(and(eq(${sessions}.tokenHash, tokenHash(token)), gt(${sessions}.expiresAt, new Date())));
  return found ? presentUser(found.user) : undefined;
}

/** The signed-in user, or a 401. */
export async function requireUser(db: Database, req: Request): Promise<${user}> {
  const user = await currentUser(db, req);
  if (!user) throw new HttpError(401, "unauthorized:session", "Sign in to continue");
  return user;
}
${plan ? authorizeBlock(user) : ""}`;
}

/** The roles' createAccount: the first account gets the admin role, later ones the sign-up role, decided under a lock. */
function rolesCreateAccount(model: ServerModel): string {
  const users = model.accounts?.users.constName ?? "";
  const table = model.accounts?.users.planned.name ?? "";
  return `/**
 * Creates an account; a taken username is a 409. The first account ever gets the role that manages accounts
 * (ADMIN_ROLE), every later one SIGN_UP_ROLE: counted and inserted under a table lock, so two first sign-ups at
 * once cannot both become the administrator.
 */
export async function createAccount(db: Database, input: Register): Promise<${model.accounts?.user.type ?? "User"}> {
  const passwordHash = await hashPassword(input.password);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql\`LOCK TABLE "${table}" IN SHARE ROW EXCLUSIVE MODE\`);
    const [taken] = await tx.select({ id: ${users}.id }).from(${users}).where(eq(${users}.username, input.username));
    if (taken) throw usernameTaken();
    const [existing] = await tx.select({ n: count() }).from(${users});
    const role = (existing?.n ?? 0) === 0 ? ADMIN_ROLE : SIGN_UP_ROLE;
    const [inserted] = await tx
      .insert(${users})
      .values({ username: input.username, name: input.name, passwordHash, role })
      .onConflictDoNothing()
      .returning();
    return inserted;
  });
  if (!row) throw usernameTaken();
  return presentUser(row);
}`;
}

const authorizeBlock = (user: string) => `
/**
 * What the signed-in user's role may do with an entity's rows (src/shared/access.ts): the scope the data module
 * applies ("own": only the rows this account created; "all": every row), or a 403 naming the role.
 */
export function authorize(user: ${user}, entity: string, action: AccessAction): Exclude<Scope, null> {
  const reach = scopeOf(user.role, entity, action);
  if (reach === "none") {
    const code = entity.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
    throw new HttpError(403, \`forbidden:\${code}\`, forbiddenMessage(user.role, entity, action));
  }
  return { userId: user.id, role: user.role, all: reach === "all" };
}
`;

/** Registration function of a resource's route module. */
export function registerName(resource: string): string {
  return `register${pascalFromKebab(resource)}Routes`;
}

function appModule(model: ServerModel, pass: PassNumber): string {
  const resources = pass >= 2 ? model.modules : [];
  const imports = resources.map((r) => `import { ${registerName(r.name)} } from "./routes/${r.name}";`);
  const calls = resources.map((r) => `  ${registerName(r.name)}(app, db);`);
  const admin = pass >= 2 ? model.accounts?.rolePlan : undefined;
  if (admin) {
    // The accounts admin routes (roles.ts): static paths under /api/admin, registered first.
    imports.push(`import { ${registerName(admin.module)} } from "./routes/${admin.module}";`);
    imports.sort((a, b) => a.localeCompare(b));
    calls.unshift(`  ${registerName(admin.module)}(app, db);`);
  }
  const profile = pass >= 2 ? profilePlan(model) : null;
  if (profile) {
    // The account's profile (profile.ts): one static path, registered first.
    imports.push(`import { ${registerName(profile.module)} } from "./routes/${profile.module}";`);
    imports.sort((a, b) => a.localeCompare(b));
    calls.unshift(`  ${registerName(profile.module)}(app, db);`);
  }
  // Model-written features' routes (src/server/features/<slug>/routes.ts), under /api/features/<slug>.
  for (const f of pass >= 2 ? (model.input.features ?? []).filter((f) => f.routes) : []) {
    const name = `register${pascalFromKebab(f.slug)}Feature`;
    imports.push(`import { register as ${name} } from "./features/${f.slug}/routes";`);
    calls.push(`  ${name}(app, db);`);
  }
  const table =
    calls.length > 0
      ? `\n  // The route table: one module per API resource, each registering its full literal paths (modules whose static\n  // paths another module's parameter routes would take are registered first).\n${calls.join("\n")}\n`
      : "\n  // The API's resources are added in the next pass (src/server/routes/).\n  void db;\n";
  return `import fs from "node:fs";
import path from "node:path";
import express from "express";
import type { Database } from "./db/client";
import { handleError, HttpError, sameOriginChanges } from "./http";
${imports.join("\n")}${imports.length > 0 ? "\n" : ""}
/** Builds the Express app; \`clientDir\` (the built front end) is served with an SPA fallback when it exists. */
export function createApp(options: { db: Database; clientDir?: string }): express.Express {
  const { db } = options;
  const app = express();
  app.disable("x-powered-by");
  // Another site's page may not change anything here with a signed-in user's cookie (see http.ts).
  app.use("/api", sameOriginChanges);
  app.use(express.json({ limit: "1mb" }));

  app.get("/api/health", (_req, res) => {
    res.json({ ok: true });
  });
${table}
  app.use("/api", () => {
    throw new HttpError(404, "not_found:route", "No such API route");
  });

  const clientDir = options.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, "index.html"))) {
    app.use(express.static(clientDir, { index: false }));
    app.get("/{*splat}", (_req, res) => {
      res.sendFile(path.join(clientDir, "index.html"));
    });
  }

  app.use(handleError);
  return app;
}
`;
}

const INDEX = (seed: boolean, chat: boolean) => `import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { createApp } from "./app";${chat ? '\nimport { attachChat } from "./chat";' : ""}
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";

const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // 127.0.0.1 unless HOST says otherwise (HOST=0.0.0.0 in the Docker image).
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().min(1).default("data"),
    SEED: z.enum(["0", "1"]).default("0"),
  })
  .safeParse(process.env);
if (!env.success) {
  console.error(\`Invalid environment: \${z.prettifyError(env.error)}\`);
  process.exit(1);
}
const { PORT, HOST, DATABASE_URL, DATA_DIR, SEED } = env.data;

// The bundle lives in dist/server/, the built front end in dist/client/.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const dataDir = DATABASE_URL ? undefined : path.resolve(DATA_DIR, "pglite");
if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: DATABASE_URL || undefined, dataDir });
if (SEED === "1" && (await seedDatabase(database.db))) console.log("Seeded the example rows${seed ? ` (sign in as ${DEMO_ACCOUNT.username}, password ${DEMO_ACCOUNT.password})` : ""}.");
const server = createApp({ db: database.db, clientDir }).listen(PORT, HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : PORT;
  console.log(\`Listening on http://\${HOST}:\${port}\`);
});
${chat ? "// The chat room's WebSocket, on the same server and port (chat.ts).\nconst chat = attachChat(server, database.db);\n" : ""}
let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;${chat ? "\n  chat.close();" : ""}
  server.close(() => {
    void database.close().then(() => process.exit(0));
  });
  // Open keep-alive connections would hold close() forever.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
`;

/** http.ts, auth.ts, app.ts and index.ts; app.ts grows its route table in pass 2. */
export function serverFiles(model: ServerModel, pass: PassNumber): GeneratedFile[] {
  // Operations of the API model (the account operations added where it lacks them are not model elements).
  const routes = pass >= 2 ? model.operations.filter((o) => !model.auth?.added.includes(o)) : [];
  const files = [
    generatedFile("src/server/http.ts", HTTP, "typescript", 1, {
      documents: ["api_specification"],
      elements: ["stack:Express", "errors"],
    }),
    generatedFile("src/server/app.ts", appModule(model, pass), "typescript", 1, {
      documents: ["api_specification", "system_design"],
      requirementIds: routes.flatMap((o) => o.serves),
      elements: ["stack:Express", ...routes.map((o) => `operation:${o.id}`)],
    }),
    generatedFile(
      "src/server/index.ts",
      INDEX(model.accounts !== null, chatPlan(model) !== null),
      "typescript",
      1,
      {
        documents: ["system_design"],
        elements: ["stack:Express", "stack:Node"],
      },
    ),
  ];
  if (model.accounts) {
    files.push(
      generatedFile("src/server/auth.ts", authModule(model), "typescript", 1, {
        documents: ["system_design", "database_design"],
        requirementIds: model.auth?.classified.flatMap((c) => c.op.serves) ?? [],
        elements: ["accounts"],
      }),
    );
  }
  return files;
}
