import { quoteIdentifier as q, sqlString } from "../../../pipeline/phases/04-technical/sql";
import { tsString } from "../names";

/*
 * The harness of the generated app's API tests: how a test gets its app, database and signed-in agent. A new
 * in-memory PGlite runs initdb (seconds), so each test worker opens one copy of a saved empty database and migrates it
 * (src/server/test-database.ts, ADR 010), shares it between its test files
 * (vite.config.ts runs them with `isolate: false`), and every test empties it first (TRUNCATE, identities restarting
 * at 1): no test sees another's rows, whatever the order.
 */

/** What src/server/test-support.ts needs to know of the app. */
export interface HarnessOptions {
  /** Tables of the accounts and their sessions: every test app is signed in as the first account (`signUp`). */
  accounts: { users: string; sessions: string } | null;
  /** The app has roles: import RoleName for `signUpAs`. */
  roles: boolean;
  /** Types the sample helpers import from src/shared/schema.ts. */
  schemaTypes: string[];
}

/** How openTestApp signs its agent in: the first test signs up, later tests get that account's rows back. */
function signedIn(accounts: { users: string; sessions: string }): string {
  const tables = [accounts.users, accounts.sessions];
  const kept = (table: string) => q(`kept_${table}`);
  const list = (statements: string[]) => statements.map((s) => `  ${tsString(s)},`).join("\n");
  const keep = tables.flatMap((table) => [
    `DROP TABLE IF EXISTS pg_temp.${kept(table)}`,
    `CREATE TEMP TABLE ${kept(table)} AS SELECT * FROM ${q(table)}`,
  ]);
  // The identities restart at 1 with TRUNCATE: moved past the rows put back.
  const restore = tables.flatMap((table) => [
    `INSERT INTO ${q(table)} SELECT * FROM ${kept(table)}`,
    `SELECT setval(pg_get_serial_sequence(${sqlString(q(table))}, 'id'), (SELECT max(id) FROM ${q(table)}))`,
  ]);
  return `
// The test account as it was right after its sign-up (account and session rows, and the session cookie). Putting
// the rows back after emptying the database takes milliseconds; a new sign-up tens of them (the password hash).
const keepTester = [
${list(keep)}
];
const restoreTester = [
${list(restore)}
];
let testerCookie: string | undefined;

async function run(db: Database, statements: string[]): Promise<void> {
  for (const statement of statements) await db.execute(sql.raw(statement));
}
`;
}

/** The start of src/server/test-support.ts: imports, the shared database, \`openTestApp\` and \`openEmptyApp\`. */
export function supportHarness(options: HarnessOptions): string {
  const types = options.schemaTypes;
  const accounts = options.accounts;
  const open = accounts
    ? `  const agent = request.agent(app);
  if (testerCookie === undefined) {
    testerCookie = await signUp(agent, "tester");
    await run(db, keepTester);
  } else {
    await run(db, restoreTester);
    agent.set("Cookie", testerCookie);
  }`
    : "  const agent = request.agent(app);";
  return `import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import request from "supertest";
${options.roles ? 'import type { RoleName } from "../shared/access";\n' : ""}${types.length > 0 ? `import type { ${types.join(", ")} } from "../shared/schema";\n` : ""}import { createApp } from "./app";
import type { Database, DatabaseHandle } from "./db/client";
import * as schema from "./db/schema";
import { openTestDatabase } from "./test-database";

/*
 * Test support: the real app over an in-memory database migrated like production, sample rows and helpers that
 * create them through the API. Opening a database takes a while, so a test worker opens one copy of a saved empty
 * database (src/server/test-database.ts) and its test files share it (\`isolate: false\` in vite.config.ts); openTestApp()
 * empties it before every test.
 */

export type Agent = ReturnType<typeof request.agent>;
export interface TestApp {
  app: ReturnType<typeof createApp>;
  /** The worker's database, emptied when this test app was opened. */
  db: Database;
  /** Keeps cookies${accounts ? ": signed in as the first account" : ""}. */
  agent: Agent;
}

let counter = 1000;
/** A number no other sample in this test worker used (unique values stay unique). */
export function fresh(): number {
  counter += 1;
  return counter;
}

export function pick<T>(values: readonly [T, ...T[]], n: number): T {
  return values[n % values.length] ?? values[0];
}

let database: Promise<DatabaseHandle> | undefined;

// Every table of the schema (tables added by hand too), quoted for TRUNCATE.
const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => \`"\${getTableName(table).replace(/"/g, '""')}"\`);
${accounts ? signedIn(accounts) : ""}
/** The app over the worker's database, emptied first: no rows, ids from 1, nobody signed in. */
export async function openEmptyApp(): Promise<Omit<TestApp, "agent">> {
  database ??= openTestDatabase();
  const { db } = await database;
  if (tables.length > 0) await db.execute(sql.raw(\`TRUNCATE \${tables.join(", ")} RESTART IDENTITY CASCADE\`));
  return { app: createApp({ db }), db };
}

/** A fresh start for one test: the app over the emptied database${accounts ? " and an agent signed in as its first account" : " and an agent"}. */
export async function openTestApp(): Promise<TestApp> {
  const { app, db } = await openEmptyApp();
${open}
  return { app, db, agent };
}
`;
}

/** The Vitest import of an API test file. */
export const TEST_IMPORTS = 'import { beforeEach, describe, expect, it } from "vitest";';

/** An API test file's set-up: `t` is a new test app, over the emptied database, for every test. */
export const TEST_APP_HOOK = `let t: TestApp;
beforeEach(async () => {
  t = await openTestApp();
});
`;

/** Where installed packages keep the empty PGlite database that generated apps' tests start from (made at install). */
export const EMPTY_DATABASE_CACHE = ".cache/test-database";

/** The empty database's file name for a PGlite version, as the generated test-database.ts names it. */
export function emptyDatabaseFile(pgliteVersion: string): string {
  return `empty-pglite-${pgliteVersion}.tar`;
}

/**
 * src/server/test-database.ts: a test worker opens a copy of an empty database (PGlite's loadDataDir, well under a
 * second) and migrates it (milliseconds). The copy is the one the installed packages carry
 * (node_modules/.cache/test-database, made once when they were installed), else one saved in .vite-cache: without
 * either, one worker makes it (initdb, seconds) and saves it while the others wait. Made in a worker, not in Vitest's
 * main process: the sandbox's address-space limit leaves no room there for PGlite's memory.
 */
export const TEST_DATABASE = `import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseHandle } from "./db/client";

/*
 * The tests' database. A new in-memory PGlite runs initdb (seconds); a copy of an empty one opens in well under a
 * second, and openDatabase migrates it in milliseconds. The copy comes from the installed packages' cache when they
 * carry one, else from .vite-cache: the first test worker without one makes it for the next workers and runs.
 */

const cacheDir = fileURLToPath(new URL("../../.vite-cache/test-database", import.meta.url));
const pglitePackage = path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..");
const pgliteVersion = String(
  (JSON.parse(fs.readFileSync(path.join(pglitePackage, "package.json"), "utf8")) as { version: unknown }).version,
).replace(/[^\\w.-]/g, "_");
const fileName = \`empty-pglite-\${pgliteVersion}.tar\`;
/** Made when the packages were installed; read-only here. */
const installed = path.join(pglitePackage, "..", "..", "${EMPTY_DATABASE_CACHE}", fileName);
/** Made by this app's first test worker when the packages carry none. */
const saved = path.join(cacheDir, fileName);

/** A new in-memory database for the tests, migrated like production. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ loadDataDir: await emptyDatabase() });
}

async function emptyDatabase(): Promise<Blob> {
  const existing = [installed, saved].find((file) => fs.existsSync(file));
  if (existing) return new Blob([fs.readFileSync(existing)]);
  // One worker makes the copy while the others wait for it: initdb in two workers at once only competes for CPU.
  const lock = \`\${saved}.lock\`;
  const making = takeLock(lock);
  if (!making) {
    await waitFor(saved, lock);
    if (fs.existsSync(saved)) return new Blob([fs.readFileSync(saved)]);
  }
  try {
    const client = await PGlite.create();
    const data = await client.dumpDataDir("none");
    await client.close();
    await save(saved, data);
    return data;
  } finally {
    if (making) fs.rmSync(lock, { force: true });
  }
}

function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    return !holderAlive(lock);
  }
}

/** Whether the worker holding the lock still runs (a worker that died leaves its lock behind). */
function holderAlive(lock: string): boolean {
  try {
    process.kill(Number(fs.readFileSync(lock, "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(file: string, lock: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!fs.existsSync(file) && holderAlive(lock) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Saves the copy (written aside and renamed: no worker reads half a file) and removes older ones. */
async function save(file: string, data: Blob): Promise<void> {
  const aside = \`\${file}.\${process.pid}\`;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(aside, Buffer.from(await data.arrayBuffer()));
    fs.renameSync(aside, file);
    for (const name of fs.readdirSync(cacheDir))
      if (name.endsWith(".tar") && name !== path.basename(file)) fs.rmSync(path.join(cacheDir, name), { force: true });
  } catch (error) {
    // Only later runs are slower without it.
    console.warn(\`The tests' empty database was not saved: \${String(error)}\`);
    fs.rmSync(aside, { force: true });
  }
}
`;
