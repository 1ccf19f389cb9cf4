import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataModelSchema, type DataModel } from "../../domain/artifacts/04-data-model";
import { settleDataModel } from "../../domain/artifacts/04-data-settle";
import type { Runtime } from "../runtime/dependencies";
import { testRuntime } from "../testing/runtime";
import { generateApp } from "./generate";
import { codegenInputArbitrary, inputFor } from "./testing/arbitrary-input";
import { buildModel } from "./testing/arbitrary-model";
import { typecheckBatch, type BatchApp } from "./testing/batch-typecheck";
import { build, runTests, writeApp } from "./testing/check-app";
import { REGRESSIONS } from "./testing/total-regressions";

/**
 * The generator is total over valid models (issue 31): for data models drawn by fast-check (arbitrary-model.ts:
 * names that collide with the generator's own, every field type and relation kind, zero to three roles, every
 * behaviour kind) over the requirements of a few ideas, every generated app type-checks — all of them in one run
 * of the native TypeScript compiler (batch-typecheck.ts) — and a seeded few, with the named regressions
 * (total-regressions.ts), are built and pass their own tests.
 *
 * SPECWRIGHT_PROPERTY_RUNS (default 200) drawn models, SPECWRIGHT_PROPERTY_SEED (default 31) and
 * SPECWRIGHT_PROPERTY_BUILT (default 1) of them built and tested. When a drawn model fails, fast-check replays the
 * same draws and shrinks the first failure, one type-check per smaller model, so the report names a small model;
 * that model becomes a named regression. SPECWRIGHT_SKIP_RUNTIME=1 skips the file like generated-apps.test.ts.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
const RUNS = Number(process.env.SPECWRIGHT_PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.SPECWRIGHT_PROPERTY_SEED ?? 31);
const BUILT = Number(process.env.SPECWRIGHT_PROPERTY_BUILT ?? 1);
const TIMEOUT_MS = 25 * 60_000;

type Drawn = { data: DataModel; base: number; projectName: string };

let tmp: string | undefined;
let runtime: Runtime;

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-total-"));
  runtime = await testRuntime(path.join(tmp, "data"));
}, 15 * 60_000);

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** The app of a drawn model, or the generator's error as one line. */
function generated(drawn: Drawn): BatchApp["files"] | string {
  try {
    return generateApp(inputFor(drawn.data, drawn.base, drawn.projectName), 3);
  } catch (error) {
    return `the generator threw: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Type-checks many drawn models in one batch: per model, its errors (empty when its app type-checks). */
function checkAll(drawn: readonly Drawn[], batch: string): string[][] {
  const apps: BatchApp[] = [];
  const found: string[][] = drawn.map(() => []);
  drawn.forEach((d, i) => {
    const files = generated(d);
    if (typeof files === "string") found[i] = [files];
    else apps.push({ name: `m${i}`, files });
  });
  const result = typecheckBatch(runtime, batch, apps);
  for (const [name, errors] of result) found[Number(name.slice(1))] = errors;
  return found;
}

function regressionModel(name: string): DataModel {
  const found = REGRESSIONS.find((r) => r.name === name);
  if (!found) throw new Error(`no regression ${name}`);
  const model = settleDataModel(buildModel(found.plan));
  dataModelSchema.parse(model);
  return model;
}

async function buildsAndPasses(drawn: Drawn, name: string): Promise<void> {
  const files = generated(drawn);
  if (typeof files === "string") throw new Error(files);
  const app = writeApp(runtime, name, files);
  const built = await build(app);
  expect(built.code, built.output.slice(-3000)).toBe(0);
  const tests = await runTests(runtime, app);
  expect(tests.failures, tests.output.slice(-3000)).toEqual([]);
  expect(tests.failed).toBe(0);
  expect(tests.passed).toBeGreaterThan(0);
}

describe.skipIf(skip)("the generator over any valid model", () => {
  it("draws only models the data model's validator accepts, and draws the same ones for the same seed", () => {
    const a = fc.sample(codegenInputArbitrary, { seed: SEED, numRuns: 5 });
    const b = fc.sample(codegenInputArbitrary, { seed: SEED, numRuns: 5 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    for (const drawn of a) expect(dataModelSchema.safeParse(drawn.data).success).toBe(true);
    for (const r of REGRESSIONS) expect(() => regressionModel(r.name), r.name).not.toThrow();
  });

  it(
    `writes an app that type-checks for each of ${RUNS} drawn models and every named regression`,
    () => {
      const drawn = fc.sample(codegenInputArbitrary, { seed: SEED, numRuns: RUNS });
      const regressions = REGRESSIONS.map((r) => ({
        data: regressionModel(r.name),
        base: 0,
        projectName: r.name,
      }));
      const errors = checkAll([...drawn, ...regressions], "total");
      const failedRegressions = REGRESSIONS.flatMap((r, i) => {
        const found = errors[drawn.length + i] ?? [];
        return found.length > 0 ? [`${r.name}: ${found.slice(0, 3).join(" | ")}`] : [];
      });
      expect(failedRegressions).toEqual([]);
      const known = new Map(drawn.map((d, i) => [JSON.stringify(d), errors[i] ?? []]));
      if ([...known.values()].every((e) => e.length === 0)) return;
      // Replays the same draws through fast-check, which shrinks the first failure (each smaller model checked
      // on its own) and reports it with its seed and path.
      let shrinkStep = 0;
      fc.assert(
        fc.property(codegenInputArbitrary, (d) => {
          const key = JSON.stringify(d);
          const found = known.get(key) ?? checkAll([d], `shrink-${shrinkStep++}`)[0] ?? [];
          if (found.length > 0) throw new Error(found.slice(0, 5).join("\n"));
        }),
        { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 10 * 60_000, markInterruptAsFailure: true },
      );
    },
    TIMEOUT_MS,
  );

  it(
    `builds ${BUILT} drawn models' apps and the marked regressions, and each passes its own tests`,
    async () => {
      const drawn = fc.sample(codegenInputArbitrary, { seed: SEED, numRuns: BUILT });
      for (const [i, d] of drawn.entries()) await buildsAndPasses(d, `drawn-${i}`);
      for (const [i, r] of REGRESSIONS.entries())
        if (r.run)
          await buildsAndPasses(
            { data: regressionModel(r.name), base: 0, projectName: r.name },
            `regression-${i}`,
          );
    },
    TIMEOUT_MS,
  );
});
