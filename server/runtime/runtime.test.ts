import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, runStep, stopProcess, waitForHealth } from "../codegen/testing/check-app";
import { productRoot } from "../paths";
import { appDir, ensureRuntime, type Runtime } from "./dependencies";

/**
 * The real thing: installs the generated apps' dependency set into a temporary DATA_DIR, copies the hand-written
 * sample app below it, and typechecks, builds, tests and runs it there as a generated app would be.
 * Takes about a minute (mostly the install). Set SPECWRIGHT_SKIP_RUNTIME=1 to skip it.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
if (skip)
  console.log("runtime.test.ts skipped: SPECWRIGHT_SKIP_RUNTIME=1 (the real dependency install and app run)");

const SAMPLE_APP = path.join(productRoot(), "server", "codegen", "template", "app");

/** Top-level entries of the shared node_modules with their mtimes: any write by an app shows up here. */
function snapshot(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => `${name}@${fs.statSync(path.join(dir, name)).mtimeMs}`);
}

let tmp: string | undefined;
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server) await stopProcess(server);
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(skip)("generated-app runtime (real install)", () => {
  it(
    "installs once, then typechecks, builds, tests and serves the sample app without touching node_modules",
    { timeout: 20 * 60_000 },
    async () => {
      const timings: Record<string, number> = {};
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-runtime-"));
      const dataDir = path.join(tmp, "data");

      let started = performance.now();
      const lines: string[] = [];
      const runtime: Runtime = await ensureRuntime({ dataDir, onProgress: (line) => lines.push(line) });
      timings.installFirst = Math.round(performance.now() - started);
      expect(lines.some((line) => line.includes("npm http fetch"))).toBe(true);

      started = performance.now();
      await ensureRuntime({ dataDir });
      timings.installReady = Math.round(performance.now() - started);
      expect(timings.installReady).toBeLessThan(1000);

      const app = appDir(runtime, 1);
      fs.cpSync(SAMPLE_APP, app, {
        recursive: true,
        filter: (src) => !/[\\/](node_modules|dist|data|\.vite-cache)$/.test(src),
      });
      fs.mkdirSync(path.join(app, ".tmp"));
      const before = snapshot(runtime.nodeModules);

      // A clean environment: no product secrets, no product node_modules/.bin on PATH, temp files and HOME inside the app.
      const pathDirs = (process.env.PATH ?? "/usr/bin:/bin")
        .split(path.delimiter)
        .filter((dir) => !dir.includes("node_modules"));
      const env = {
        PATH: pathDirs.join(path.delimiter),
        HOME: path.join(app, ".tmp"),
        TMPDIR: path.join(app, ".tmp"),
      };
      const bin = (relative: string) => path.join(runtime.nodeModules, relative);
      const node = process.execPath;

      const typecheck = await runStep([node, bin("typescript/bin/tsc"), "--noEmit"], app, env);
      timings.typecheck = typecheck.ms;
      expect(typecheck.output).toBe("");
      expect(typecheck.code).toBe(0);

      // The app's own `npm run build` (vite build + esbuild + migrations copy), as a user would run it.
      const build = await runStep(["npm", "run", "build"], app, env);
      timings.build = build.ms;
      expect(build.code, build.output).toBe(0);
      expect(fs.existsSync(path.join(app, "dist", "client", "index.html"))).toBe(true);
      expect(fs.existsSync(path.join(app, "dist", "server", "migrations", "0000_init.sql"))).toBe(true);

      const report = path.join(app, ".tmp", "vitest.json");
      const test = await runStep(
        [
          node,
          bin("vitest/vitest.mjs"),
          "run",
          "--configLoader",
          "runner",
          "--reporter=json",
          `--outputFile=${report}`,
        ],
        app,
        env,
      );
      timings.test = test.ms;
      const results = JSON.parse(fs.readFileSync(report, "utf8")) as {
        numPassedTests: number;
        numFailedTests: number;
        testResults: { status: string }[];
      };
      expect(test.code, test.output).toBe(0);
      expect(results.numFailedTests).toBe(0);
      expect(results.numPassedTests).toBeGreaterThanOrEqual(10);
      expect(results.testResults.every((file) => file.status === "passed")).toBe(true);

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      started = performance.now();
      server = spawn(node, ["dist/server/index.js"], {
        cwd: app,
        env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(app, "data") },
        stdio: "ignore",
      });
      await waitForHealth(base, server, 60_000);
      timings.start = Math.round(performance.now() - started);

      const json = { "content-type": "application/json" };
      const created = await fetch(`${base}/api/books`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ title: "Dune", publishedYear: 1965 }),
      });
      expect(created.status).toBe(201);
      const book = (await created.json()) as { id: number };
      expect((await fetch(`${base}/api/books`, { method: "POST", headers: json, body: "{}" })).status).toBe(
        400,
      );
      const list = (await (await fetch(`${base}/api/books?q=dune`)).json()) as { total: number };
      expect(list.total).toBe(1);
      expect((await fetch(`${base}/api/books/${book.id}`)).status).toBe(200);
      const patched = await fetch(`${base}/api/books/${book.id}`, {
        method: "PATCH",
        headers: json,
        body: JSON.stringify({ available: false }),
      });
      expect(((await patched.json()) as { available: boolean }).available).toBe(false);
      expect((await fetch(`${base}/api/books/${book.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await fetch(`${base}/api/books/${book.id}`)).status).toBe(404);
      expect(await (await fetch(`${base}/books/${book.id}`)).text()).toContain('<div id="root">'); // SPA fallback

      await stopProcess(server);
      expect(server.exitCode ?? server.signalCode).not.toBeNull();
      server = undefined;

      expect(snapshot(runtime.nodeModules)).toEqual(before);
      for (const name of [".vite", ".vite-temp", ".vitest"])
        expect(fs.existsSync(path.join(runtime.nodeModules, name))).toBe(false);
      console.log(`runtime timings (ms): ${JSON.stringify(timings)}`);
    },
  );
});
