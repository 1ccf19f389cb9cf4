import { quoteIdentifier as q, sqlString } from "../../../pipeline/phases/04-technical/sql";
import { tsString } from "../names";

/*
 * The harness of the generated app's API tests: how a test gets its app, database and signed-in agent. A new
 * in-memory PGlite runs initdb (seconds), so the migrated database is saved once as a template
 * (src/server/test-database.ts), each test worker opens one copy and shares it between its test files
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
 * create them through the API. Opening a database takes a while, so a test worker opens one copy of the template
 * (src/server/test-database.ts) and its test files share it (\`isolate: false\` in vite.config.ts); openTestApp()
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

/**
 * src/server/test-database.ts: a test worker opens a copy of the migrated database saved in .vite-cache (PGlite's
 * loadDataDir, well under a second), under a key of the migrations and the PGlite version; without one, one worker
 * makes the database (initdb, seconds) and saves it while the others wait, for them and for later runs. Made in a worker, not in Vitest's main
 * process: the sandbox's address-space limit leaves no room there for PGlite's memory.
 */
export const TEST_DATABASE = `import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder, openDatabase, type DatabaseHandle } from "./db/client";
import * as schema from "./db/schema";

/*
 * The tests' database: a new in-memory PGlite runs initdb (seconds), a copy of a saved data folder opens in well
 * under a second. The first test worker without a saved copy makes one for the next workers and runs; a change
 * of the migrations (or of PGlite) makes a new one.
 */

const cacheDir = fileURLToPath(new URL("../../.vite-cache/test-database", import.meta.url));

/** The saved copy's file: named by a hash of the migrations and the PGlite version. */
function templateFile(): string {
  const hash = crypto.createHash("sha256");
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(fs.readFileSync(path.join(path.dirname(pglite), "..", "package.json")));
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return path.join(cacheDir, \`\${hash.digest("hex").slice(0, 16)}.tar\`);
}

/** A new in-memory database for the tests, migrated: a copy of the saved one, else made and saved. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const file = templateFile();
  // One worker makes the copy while the others wait for it: initdb in two workers at once only competes for CPU.
  const making = takeLock(\`\${file}.lock\`);
  if (!making) await waitFor(file, \`\${file}.lock\`);
  if (fs.existsSync(file)) return openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    const client = await PGlite.create();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    await save(file, await client.dumpDataDir("none"));
    return { db, close: () => client.close() };
  } finally {
    if (making) fs.rmSync(\`\${file}.lock\`, { force: true });
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
    console.warn(\`The tests' database copy was not saved: \${String(error)}\`);
    fs.rmSync(aside, { force: true });
  }
}
`;
