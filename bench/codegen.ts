/**
 * `npm run bench` (part 2): code generation speed. Generates the 30-entity benchmark model's app (all three
 * passes) and measures it with the analyser, 5 runs each after one warm-up; the target is generation under
 * 2 s. The same for the model with every behaviour of issue 17 (a workflow, public reading, rules, reports, a
 * calculator and a theme: behaviour-models.ts), whose target is also 2 s. Results are written as JSON to
 * bench/results/codegen.json.
 */
import fs from "node:fs";
import path from "node:path";
import { analyseApp } from "../server/codegen/analyse";
import { generateApp } from "../server/codegen/generate";
import { behavioursOf, sportsClubInput } from "../server/codegen/testing/behaviour-models";
import { benchmarkInput } from "../server/codegen/testing/models";

const RUNS = 5;
const TARGET_MS = 2000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1));
}

function time<T>(work: () => T): { ms: number; value: T } {
  const started = performance.now();
  const value = work();
  return { ms: performance.now() - started, value };
}

const input = benchmarkInput();
const warm = generateApp(input, 3);
analyseApp(warm, input);
const generation: number[] = [];
const analysis: number[] = [];
let files = warm;
let accuracy = 0;
for (let i = 0; i < RUNS; i += 1) {
  const generated = time(() => generateApp(input, 3));
  generation.push(generated.ms);
  files = generated.value;
  const measured = time(() => analyseApp(files, input));
  analysis.push(measured.ms);
  accuracy = measured.value.overallAccuracy;
}

/** Generation of the model with every behaviour: its behaviours, files and times. */
function measureBehaviours() {
  const model = sportsClubInput();
  generateApp(model, 3);
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const generated = time(() => generateApp(model, 3));
    times.push(generated.ms);
    count = generated.value.length;
  }
  return {
    model: behavioursOf(model),
    entities: model.data.entities.length,
    files: count,
    generationMedianMs: median(times),
    generationMaxMs: Number(Math.max(...times).toFixed(1)),
    targetMs: TARGET_MS,
    withinTarget: median(times) < TARGET_MS,
  };
}

const result = {
  benchmark: "codegen",
  date: new Date().toISOString(),
  node: process.version,
  model: {
    entities: input.data.entities.length,
    operations: input.api.resources.reduce((n, r) => n + r.operations.length, 0),
    pages: input.ui.pages.length,
  },
  files: files.length,
  bytes: files.reduce((n, f) => n + Buffer.byteLength(f.content), 0),
  runs: RUNS,
  generationMedianMs: median(generation),
  generationMaxMs: Number(Math.max(...generation).toFixed(1)),
  analysisMedianMs: median(analysis),
  measuredAccuracy: accuracy,
  targetMs: TARGET_MS,
  withinTarget: median(generation) < TARGET_MS,
  behaviours: measureBehaviours(),
};
const out = path.join(import.meta.dirname, "results", "codegen.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
if (!result.withinTarget || !result.behaviours.withinTarget) process.exitCode = 1;
