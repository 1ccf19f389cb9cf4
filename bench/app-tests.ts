/**
 * `npm run bench` (part 5): how long a generated app's own test suite takes (`vitest run`, as `npm test` runs it),
 * for the five-entity Community Garden and the Lending Library. The runtime is installed first, as the product does
 * once per machine (it carries the empty database the apps' tests start from). Each run writes the app afresh and
 * runs its suite twice: "cold" is the first run after generation, "warm" a later one. One warm-up run, then 3
 * measured runs; medians are written as JSON to bench/results/app-tests.json. The target: a five-entity app's
 * suite within 5 s, first run included.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateApp } from "../server/codegen/generate";
import { runTests, writeApp, type TestRun } from "../server/codegen/testing/check-app";
import { codegenCase, communityGardenInput } from "../server/codegen/testing/models";
import type { CodegenInput } from "../server/codegen/types";
import { ensureRuntime } from "../server/runtime/dependencies";

const RUNS = 3;
const TARGET_MS = 5000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
}

function passedAll(run: TestRun): TestRun {
  if (run.failed > 0 || run.passed === 0)
    throw new Error(
      `the app's tests did not pass: ${run.failures.slice(0, 3).join("\n") || run.output.slice(-1500)}`,
    );
  return run;
}

const apps: { slug: string; input: CodegenInput }[] = [
  { slug: "community-garden", input: communityGardenInput() },
  { slug: "lending-library", input: codegenCase("lending-library").input },
];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-bench-app-tests-"));
  const results = [];
  try {
    const runtime = await ensureRuntime({ dataDir });
    for (const { slug, input } of apps) {
      const files = generateApp(input, 3);
      const cold: number[] = [];
      const warm: number[] = [];
      let last: TestRun | null = null;
      for (let i = 0; i <= RUNS; i += 1) {
        const app = writeApp(runtime, slug, files);
        const first = passedAll(await runTests(runtime, app));
        last = passedAll(await runTests(runtime, app));
        console.log(`${slug} ${i === 0 ? "warm-up" : `run ${i}`}: cold ${first.ms} ms, warm ${last.ms} ms`);
        if (i === 0) continue;
        cold.push(first.ms);
        warm.push(last.ms);
      }
      results.push({
        app: slug,
        entities: input.data.entities.length,
        testFiles: last?.files ?? 0,
        tests: last?.passed ?? 0,
        coldMedianMs: median(cold),
        warmMedianMs: median(warm),
        coldRunsMs: cold,
        warmRunsMs: warm,
      });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const fiveEntities = results.find((r) => r.entities === 5);
  const result = {
    benchmark: "app-tests",
    date: new Date().toISOString(),
    node: process.version,
    cores: os.availableParallelism(),
    runs: RUNS,
    apps: results,
    targetMs: TARGET_MS,
    withinTarget: fiveEntities !== undefined && fiveEntities.coldMedianMs <= TARGET_MS,
  };
  const out = path.join(import.meta.dirname, "results", "app-tests.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  if (!result.withinTarget) process.exitCode = 1;
}

await main();
