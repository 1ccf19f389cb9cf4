import type { Runtime } from "../../runtime/dependencies";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput } from "../../pipeline/testing/idea-input";
import { generateApp } from "../generate";
import type { CodegenInput } from "../types";
import { build, runTests, typecheck, writeApp } from "./check-app";
import { projectNameOf, type CorpusEntry } from "./corpus";

/*
 * One corpus idea through the whole offline pipeline, as a new user gets it: the embedded Requirements AI pre-fills
 * the checklist from the idea alone (every other question takes its first sensible answer), the SRS, design and
 * technical documents follow, the generator writes the app, and the app is type-checked, built and tested for real
 * below the shared runtime. What failed is said as causes that can be counted across the corpus.
 */

export type AppOutcome = {
  id: string;
  file: string;
  entities: string[];
  /** Green: it type-checks, builds and passes every one of its own tests. */
  green: boolean;
  typecheckErrors: number;
  built: boolean;
  passed: number;
  failed: number;
  /** Short causes of red ("typecheck: TS2300 Duplicate identifier 'Account'", "test: gives the … role …"). */
  causes: string[];
  ms: number;
};

/** The generator input for an idea as a new user brings it (name and text only). */
export function corpusInput(entry: CorpusEntry): CodegenInput {
  const name = projectNameOf(entry);
  const chain = buildChain(
    ideaInput({
      slug: entry.id,
      name,
      description: entry.idea,
      // The checklist's default is accounts; an idea that never speaks of users or signing in keeps them too, as a
      // user who accepts the pre-filled checklist would.
      answers: {},
    }),
  );
  return { ...chain, projectName: name };
}

/** Generates, type-checks, builds and tests one idea's app; never throws for the app's own failures. */
export async function runCorpusApp(runtime: Runtime, entry: CorpusEntry): Promise<AppOutcome> {
  const started = Date.now();
  const base = { id: entry.id, file: entry.file };
  let input: CodegenInput;
  try {
    input = corpusInput(entry);
  } catch (error) {
    return failed(base, [], `pipeline: ${firstLine(error)}`, started);
  }
  const entities = input.data.entities.map((e) => e.name);
  let files;
  try {
    files = generateApp(input, 3);
  } catch (error) {
    return failed(base, entities, `generate: ${firstLine(error)}`, started);
  }
  const app = writeApp(runtime, `corpus-${entry.id}`, files);
  const causes: string[] = [];
  const checked = await typecheck(runtime, app);
  if (checked.errors > 0) causes.push(...tscCauses(checked.output).map((cause) => `typecheck: ${cause}`));
  const built = await build(app);
  if (built.code !== 0) causes.push(`build: ${lastLines(built.output)}`);
  const tests = await runTests(runtime, app);
  if (tests.failed > 0 || tests.passed === 0)
    causes.push(
      ...(tests.failures.length > 0 ? tests.failures : ["no test ran"]).map((f) => `test: ${oneLine(f)}`),
    );
  return {
    ...base,
    entities,
    green: causes.length === 0,
    typecheckErrors: checked.errors,
    built: built.code === 0,
    passed: tests.passed,
    failed: tests.failed,
    causes,
    ms: Date.now() - started,
  };
}

function failed(
  base: { id: string; file: string },
  entities: string[],
  cause: string,
  started: number,
): AppOutcome {
  return {
    ...base,
    entities,
    green: false,
    typecheckErrors: 0,
    built: false,
    passed: 0,
    failed: 0,
    causes: [cause],
    ms: Date.now() - started,
  };
}

/** The distinct tsc errors ("TS2300 Duplicate identifier 'Account'."), file names left out so they can be counted. */
export function tscCauses(output: string): string[] {
  const seen = new Set<string>();
  for (const match of output.matchAll(/error (TS\d+): (.*)$/gm))
    seen.add(`${match[1]} ${match[2]}`.slice(0, 200));
  return [...seen].slice(0, 5);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]?.slice(0, 300) ?? "";
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").slice(0, 300);
}

function lastLines(text: string): string {
  return oneLine(text.trim().split("\n").slice(-3).join(" "));
}
