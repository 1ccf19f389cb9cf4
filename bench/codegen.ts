/**
 * `npm run bench` (part 2): code generation speed. Generates the 30-entity benchmark model's app (all three
 * passes) and measures it with the analyser, 5 runs each after one warm-up; the target is generation under
 * 2 s. The same for the model with every behaviour of issue 17 (a workflow, public reading, rules, reports, a
 * calculator and a theme: behaviour-models.ts), whose target is also 2 s; and every document built and rendered
 * from a 30,000-character pasted specification, target 2 s too. Results are written as JSON to
 * bench/results/codegen.json.
 */
import fs from "node:fs";
import path from "node:path";
import { analyseApp } from "../server/codegen/analyse";
import { generateApp } from "../server/codegen/generate";
import { behavioursOf, sportsClubInput } from "../server/codegen/testing/behaviour-models";
import { benchmarkInput } from "../server/codegen/testing/models";
import { FIXTURE_META } from "../server/pipeline/fixtures/index";
import { renderSrs } from "../server/pipeline/phases/02-srs/render";
import { renderSystemDesign } from "../server/pipeline/phases/03-system-design/render";
import { renderApiSpecification } from "../server/pipeline/phases/04-technical/render-api";
import { renderDatabaseDesign } from "../server/pipeline/phases/04-technical/render-database";
import { renderFrontendArchitecture } from "../server/pipeline/phases/04-technical/render-frontend";
import { buildChain } from "../server/pipeline/testing/build-chain";
import { ideaInput } from "../server/pipeline/testing/idea-input";
import { longPastedSpec, PASTED_SPEC_IDEA } from "../server/pipeline/testing/pasted-spec";

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

/** Every document built and rendered from a 30,000-character specification pasted into the checklist. */
function measurePastedSpecification() {
  const long = longPastedSpec(30_000);
  const spec = { ...PASTED_SPEC_IDEA, description: long, answers: { ...PASTED_SPEC_IDEA.answers, "user-types": long } };
  const documents = () => {
    const built = buildChain(ideaInput(spec));
    return [
      renderSrs(built.requirements, FIXTURE_META),
      renderSystemDesign(built.design, FIXTURE_META),
      renderDatabaseDesign(built.data, FIXTURE_META),
      renderApiSpecification(built.api, FIXTURE_META),
      renderFrontendArchitecture(built.ui, FIXTURE_META),
    ];
  };
  documents();
  const times = Array.from({ length: RUNS }, () => time(documents).ms);
  return { characters: long.length, medianMs: median(times), maxMs: Number(Math.max(...times).toFixed(1)), targetMs: TARGET_MS, withinTarget: median(times) < TARGET_MS };
} // prettier-ignore

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
  pastedSpecification: measurePastedSpecification(),
};
const out = path.join(import.meta.dirname, "results", "codegen.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
if (!result.withinTarget || !result.behaviours.withinTarget || !result.pastedSpecification.withinTarget)
  process.exitCode = 1;
