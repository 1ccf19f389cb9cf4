import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Runtime } from "../../runtime/dependencies";
import { appDir } from "../../runtime/dependencies";
import type { CodegenInput, GeneratedFile } from "../types";
import { authPlan } from "../generate/server/auth-plan";
import { writeAppFiles } from "../write";
import { tsgoPath } from "./batch-typecheck";

/*
 * Test support: runs a generated app for real below the shared runtime, the way a user would: tsc, the app's
 * own build and tests, then the built server on a free loopback port with CRUD over HTTP. Every child process is
 * started without a shell, with a clean environment (no product secrets, temp files and HOME inside the app),
 * and killed by its PID when it overruns.
 */

export const STEP_TIMEOUT_MS = 4 * 60_000;

export type StepResult = { code: number | null; output: string; ms: number };

/** Runs argv (no shell) in `cwd` with `env`, killing it by PID when it overruns. */
export function runStep(
  argv: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<StepResult> {
  const [command, ...args] = argv;
  if (!command) throw new Error("empty argv");
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Math.round(performance.now() - started) });
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export function stopProcess(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => process.kill(pid, "SIGKILL"), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    process.kill(pid, "SIGTERM");
  });
}

/** Polls `${base}/api/health` until it answers 200; throws when the server exits or the time is up. */
export async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

/** A clean environment for the app's tools: PATH without any node_modules/.bin, HOME and TMPDIR inside the app. */
export function appEnv(app: string): NodeJS.ProcessEnv {
  const tmp = path.join(app, ".tmp");
  fs.mkdirSync(tmp, { recursive: true });
  const pathDirs = (process.env.PATH ?? "/usr/bin:/bin")
    .split(path.delimiter)
    .filter((d) => !d.includes("node_modules"));
  return { PATH: pathDirs.join(path.delimiter), HOME: tmp, TMPDIR: tmp };
}

/** Writes the files into a fresh app folder below the runtime (removing what an earlier run left there). */
export function writeApp(runtime: Runtime, name: string, files: readonly GeneratedFile[]): string {
  const app = appDir(runtime, name);
  fs.rmSync(app, { recursive: true, force: true });
  writeAppFiles(app, files);
  return app;
}

/**
 * The app's type-check in the tests: the native TypeScript compiler (tsgo, batch-typecheck.ts), five times faster
 * than the app's own `tsc` on the same tsconfig. The product's own type-checks of a user's app keep the app's tsc
 * (codegen/analyse/typecheck.ts), and typecheck.test.ts checks with it.
 */
export async function typecheck(_runtime: Runtime, app: string): Promise<StepResult & { errors: number }> {
  const step = await runStep([tsgoPath(), "--noEmit", "-p", app, "--pretty", "false"], app, appEnv(app));
  return { ...step, errors: (step.output.match(/error TS\d+/g) ?? []).length };
}

export function build(app: string): Promise<StepResult> {
  return runStep(["npm", "run", "build", "--silent"], app, appEnv(app));
}

export interface TestRun extends StepResult {
  passed: number;
  failed: number;
  files: number;
  /** Titles of failed tests with their first message. */
  failures: string[];
  titles: string[];
}

/** The app's own tests (`vitest run`), results read from Vitest's JSON report. */
export async function runTests(runtime: Runtime, app: string): Promise<TestRun> {
  const report = path.join(app, ".tmp", "vitest.json");
  fs.rmSync(report, { force: true });
  const step = await runStep(
    [
      process.execPath,
      path.join(runtime.nodeModules, "vitest/vitest.mjs"),
      "run",
      "--configLoader",
      "runner",
      "--reporter=json",
      `--outputFile=${report}`,
    ],
    app,
    appEnv(app),
  );
  if (!fs.existsSync(report))
    return { ...step, passed: 0, failed: 0, files: 0, failures: [step.output.slice(-2000)], titles: [] };
  const results = JSON.parse(fs.readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; title: string; status: string; failureMessages: string[] }[];
    }[];
  };
  const all = results.testResults.flatMap((f) => f.assertionResults);
  return {
    ...step,
    passed: results.numPassedTests,
    failed: results.numFailedTests,
    files: results.testResults.length,
    titles: all.map((a) => a.title),
    failures: [
      ...results.testResults
        .filter((f) => f.status !== "passed" && f.assertionResults.length === 0)
        .map((f) => `${f.name}: ${f.message ?? ""}`.slice(0, 1500)),
      ...all
        .filter((a) => a.status === "failed")
        .map((a) => `${a.fullName}: ${(a.failureMessages[0] ?? "").slice(0, 1500)}`),
    ],
  };
}

type Json = Record<string, unknown>;

/** A valid create body for an entity with no required relation (from its data model fields). */
function bodyFor(input: CodegenInput, entityName: string): Json {
  const entity = input.data.entities.find((e) => e.name === entityName);
  const body: Json = {};
  for (const field of entity?.fields ?? []) {
    const value = (() => {
      switch (field.type) {
        case "integer":
          return 7;
        case "decimal":
        case "money":
          return 12.5;
        case "boolean":
          return true;
        case "date":
          return "2025-05-01";
        case "datetime":
          return "2025-05-01T10:00:00.000Z";
        case "email":
          return "http.check@example.org";
        case "url":
          return "https://example.org/check";
        case "phone":
          return "+44 20 7946 0000";
        case "enum":
          return field.enumValues?.[0] ?? "x";
        default:
          return "Checked over HTTP".slice(0, field.maxLength ?? 255);
      }
    })();
    body[field.name] = value;
  }
  return body;
}

export interface ServeResult {
  startMs: number;
  entity: string;
  statuses: Record<string, number>;
  spaFallback: boolean;
}

/**
 * Starts the built server on a free 127.0.0.1 port with a temporary DATA_DIR, waits for /api/health, signs up
 * when the app has accounts (at the app's real sign-up path), and runs create / read / update / list / delete
 * over HTTP for the entity without required relations that has the most of them (the ones it has: `statuses`
 * names only those). Stops the server by its PID before returning.
 */
export async function serveAndExercise(input: CodegenInput, app: string): Promise<ServeResult> {
  const started = performance.now();
  return withServedApp(
    app,
    async (base) => {
      const startMs = Math.round(performance.now() - started);
      const statuses: Record<string, number> = {};
      const headers: Record<string, string> = { "content-type": "application/json" };
      const register = authPlan(input)?.register.op;
      if (register) {
        // The app's real sign-up path: the model's register operation, else the standard one the generator adds.
        const res = await fetch(`${base}${register.path}`, {
          method: register.method.toUpperCase(),
          headers,
          body: JSON.stringify({
            username: "http-check",
            password: "http-check-password",
            name: "HTTP check",
          }),
        });
        statuses.register = res.status;
        const cookie = res.headers.get("set-cookie")?.split(";")[0];
        if (cookie) headers.cookie = cookie;
      }
      // The entity without required relations that has the most of the five CRUD operations (list and create needed).
      const crud = (name: string) => {
        const ops = input.api.resources.find((r) => r.entity === name)?.operations ?? [];
        const at = (kind: string, method: string, item: boolean) =>
          ops.find((o) => o.kind === kind && o.method === method && /\{[^}]+\}$/.test(o.path) === item);
        return {
          list: at("list", "get", false),
          create: at("create", "post", false),
          get: at("get", "get", true),
          update: ops.find(
            (o) => o.kind === "update" && /\{[^}]+\}$/.test(o.path) && o.requestSchema !== null,
          ),
          remove: at("delete", "delete", true),
        };
      };
      const candidates = input.data.entities
        .filter((e) => e.relations.every((r) => r.kind !== "many-to-one" || !r.required))
        .map((e) => ({ entity: e, ops: crud(e.name) }))
        .filter((c) => c.ops.list && c.ops.create)
        .sort(
          (a, b) => Object.values(b.ops).filter(Boolean).length - Object.values(a.ops).filter(Boolean).length,
        );
      const chosen = candidates[0];
      const list = chosen?.ops.list;
      const create = chosen?.ops.create;
      if (!chosen || !list || !create) throw new Error("no entity to exercise");
      const { entity, ops } = chosen;
      const item = (path: string, id: number | undefined) =>
        `${base}${path.replace(/\{[^}]+\}/, String(id))}`;
      const body = bodyFor(input, entity.name);
      const createPath = `${base}${create.path}`;
      const created = await fetch(createPath, { method: "POST", headers, body: JSON.stringify(body) });
      statuses.create = created.status;
      const row = (await created.json()) as { id?: number };
      statuses.invalid = (await fetch(createPath, { method: "POST", headers, body: '{"nope":' })).status;
      if (ops.get) statuses.get = (await fetch(item(ops.get.path, row.id), { headers })).status;
      const first = entity.fields[0];
      if (ops.update)
        statuses.update = (
          await fetch(item(ops.update.path, row.id), {
            method: ops.update.method.toUpperCase(),
            headers,
            body: JSON.stringify(first ? { [first.name]: body[first.name] } : {}),
          })
        ).status;
      const listed = await fetch(`${base}${list.path}?pageSize=5`, { headers });
      statuses.list = listed.status;
      const page = (await listed.json()) as { total?: number };
      statuses.listTotal = page.total ?? -1;
      if (ops.remove) {
        statuses.delete = (await fetch(item(ops.remove.path, row.id), { method: "DELETE", headers })).status;
        if (ops.get) statuses.afterDelete = (await fetch(item(ops.get.path, row.id), { headers })).status;
      }
      if (input.data.accounts) statuses.anonymous = (await fetch(`${base}${list.path}`)).status;
      const spa = await fetch(`${base}/some/client/route`).then(
        (r) => r.text(),
        () => "",
      );
      return { startMs, entity: entity.name, statuses, spaFallback: spa.includes('id="root"') };
    },
    "data",
  );
}

/**
 * Starts the built server (dist/server/index.js) on a free 127.0.0.1 port with a temporary DATA_DIR, waits for
 * /api/health, runs `use` with its base URL, and stops it by its PID whatever happens.
 */
export async function withServedApp<T>(
  app: string,
  use: (base: string) => Promise<T>,
  dataDirName = "served-data",
): Promise<T> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(app, ".tmp", dataDirName);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ["dist/server/index.js"], {
    cwd: app,
    env: { ...appEnv(app), PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: "ignore",
  });
  try {
    await waitForHealth(base, server, 90_000);
    return await use(base);
  } finally {
    await stopProcess(server);
  }
}

/** A JSON client of a served app that keeps its session cookie (sign up first when the app has accounts). */
export function jsonClient(base: string): {
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;
} {
  let cookie: string | undefined;
  return {
    call: async (method, path, body) => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (cookie) headers.cookie = cookie;
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = res.headers.get("set-cookie")?.split(";")[0];
      if (set) cookie = set;
      const text = await res.text();
      return { status: res.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
    },
  };
}
