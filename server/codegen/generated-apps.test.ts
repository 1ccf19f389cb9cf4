import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runtime } from "../runtime/dependencies";
import { testRuntime } from "../testing/runtime";
import { generateApp } from "./generate";
import { generateClientFiles } from "./generate/client";
import { build, runTests, serveAndExercise, typecheck, writeApp } from "./testing/check-app";
import { codegenCase, codegenCases, fixtureCases } from "./testing/models";

/**
 * Hand-written models (server/pipeline/fixtures) run for real too: auth operations at their own paths, link and
 * unlink routes, children created under a parent, placeholders answering 501, relation inputs named by the
 * relation (`member`), forms leaving out required fields, and accounts without sign-in or sign-up pages.
 * clinic-booking passes too (~35 s) but is left out to keep this file's time down; the fast client tests cover it.
 */
const FIXTURE_RUNS = ["lending-library", "recipe-box", "expense-tracker", "cafe-events"];

/**
 * The real thing for generated apps: one shared runtime install, then for each of six models of different shapes
 * (and four hand-written fixtures)
 * the generated app is written below it, type-checked (0 errors), built, its own tests run (all pass), and the
 * built server started on a free loopback port with CRUD over HTTP. Several minutes; set
 * SPECWRIGHT_SKIP_RUNTIME=1 to skip it (like server/runtime/runtime.test.ts).
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
if (skip)
  console.log("generated-apps.test.ts skipped: SPECWRIGHT_SKIP_RUNTIME=1 (real installs and app runs)");

const MODEL_TIMEOUT_MS = 12 * 60_000;

let tmp: string | undefined;
let runtime: Runtime;
const timings: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-apps-"));
  runtime = await testRuntime(path.join(tmp, "data"));
}, 15 * 60_000);

afterAll(() => {
  if (Object.keys(timings).length > 0) console.log(`generated apps (ms): ${JSON.stringify(timings)}`);
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(skip)("generated apps (real install, sequential)", () => {
  it("type-checks after pass 1 and after pass 2 alone", { timeout: MODEL_TIMEOUT_MS }, async () => {
    const { input } = codegenCase("recipe-box");
    for (const pass of [1, 2] as const) {
      const app = writeApp(runtime, `recipe-box-pass-${pass}`, generateApp(input, pass));
      const result = await typecheck(runtime, app);
      expect(result.output).toBe("");
      expect(result.errors).toBe(0);
    }
  });

  for (const { slug, shape, input } of [...codegenCases(), ...fixtureCases(FIXTURE_RUNS)]) {
    it(
      `${slug} (${shape}): type-checks, builds, passes its own tests and serves CRUD`,
      { timeout: MODEL_TIMEOUT_MS },
      async () => {
        const files = generateApp(input, 3);
        const clientReady = generateClientFiles(input, 2).length > 0;
        const app = writeApp(runtime, slug, files);
        const times: Record<string, number> = { files: files.length };
        timings[slug] = times;

        const checked = await typecheck(runtime, app);
        times.typecheck = checked.ms;
        expect(checked.output).toBe("");
        expect(checked.errors).toBe(0);

        if (clientReady) {
          const built = await build(app);
          times.build = built.ms;
          expect(built.code, built.output).toBe(0);
          expect(fs.existsSync(path.join(app, "dist", "client", "index.html"))).toBe(true);
          expect(fs.existsSync(path.join(app, "dist", "server", "migrations", "0000_init.sql"))).toBe(true);
        }

        const tests = await runTests(runtime, app);
        times.test = tests.ms;
        // The tests started from the runtime's empty database: the app made no copy of its own (initdb, seconds).
        expect(fs.existsSync(path.join(app, ".vite-cache", "test-database"))).toBe(false);
        times.tests = tests.passed;
        expect(tests.failures).toEqual([]);
        expect(tests.failed).toBe(0);
        expect(tests.passed).toBeGreaterThan(0);
        if ((input.data.roles ?? []).length > 0) {
          // Roles: the app's own tests check the first account, the last administrator and each role's permissions.
          const roleTitles = tests.titles.join("\n");
          expect(roleTitles).toMatch(/gives the first account the .* role and later sign-ups the .* role/);
          expect(roleTitles).toMatch(/keeps the last one that manages accounts \(409\)/);
          expect(roleTitles).toMatch(/ may not .* \(403\)/);
        }

        if (!clientReady) return;
        const served = await serveAndExercise(input, app);
        times.start = served.startMs;
        // Every app has list and create for some entity; get, update and delete where the API model has them.
        expect(served.statuses).toMatchObject({ create: 201, invalid: 400, list: 200 });
        const expected = { get: 200, update: 200, delete: 204, afterDelete: 404 };
        for (const [step, status] of Object.entries(expected))
          if (step in served.statuses) expect(served.statuses[step], step).toBe(status);
        if (!slug.startsWith("fixture-"))
          expect(Object.keys(served.statuses)).toEqual(expect.arrayContaining(Object.keys(expected)));
        expect(served.statuses.listTotal).toBeGreaterThanOrEqual(1);
        if (input.data.accounts) expect(served.statuses).toMatchObject({ register: 201, anonymous: 401 });
        expect(served.spaFallback).toBe(true);
      },
    );
  }
});
