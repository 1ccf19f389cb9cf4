import path from "node:path";
import { MODEL_FEATURE_KINDS, type ModelFeature } from "../../../domain/api/code";
import type { Capability, RequirementsModel } from "../../../domain/artifacts/01-requirements";
import type { Llm } from "../../engines/llm";
import { log } from "../../logger";
import { runAppTests } from "../../qa/run";
import type { Runtime } from "../../runtime/dependencies";
import { runSandboxed } from "../../runtime/sandbox";
import { runTypecheck } from "../analyse/typecheck";
import { generateApp } from "../generate";
import type { CodegenInput, FeaturePage, GeneratedFile } from "../types";
import { writeAppFiles } from "../write";
import {
  ALLOWED_IMPORTS,
  FEATURE_SYSTEM,
  featureDraftSchema,
  featurePrompt,
  type FeatureDraft,
} from "./prompt";

/*
 * Pages the configured model writes for what the generator cannot build (a game, a calculator, an editor; ADR 011).
 * For each such capability of the requirements model the model writes a client page and its tests in the app's
 * own folder src/client/features/<slug>/, whose name, component and route the server chooses. The files are
 * checked (folder, names, imports from the pinned runtime only, a test naming the requirements), written into the
 * app with the client wired to them, and kept only if the app still type-checks, builds and passes all its tests
 * in the sandbox. A failure is fed back to the model, at most MAX_TRIES times in all; then the files are taken out
 * again and the attempt is recorded as dropped, with the reason (it shows among the analysis's gaps).
 */

export const MAX_TRIES = 3;
/** Capabilities one generation asks the model to write (each try is a type-check, a build and a test run). */
export const FEATURES_MAX = 2;
const FILES_MAX = 6;
const FILE_CHARS_MAX = 40_000;
const BUILD_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 240_000;
const AGENT = "DBA-Coder AI";

/** The words a kind's page file is named with, so the analysis finds it (capability-code.ts). */
const KIND_WORD: Record<(typeof MODEL_FEATURE_KINDS)[number], RegExp> = {
  game: /game|board|chess|quiz|puzzle/i,
  calculator: /calculat|convert|estimat|timer/i,
  editor: /editor|whiteboard|canvas/i,
};
const KIND_SUFFIX = { game: "Game", calculator: "Calculator", editor: "Editor" } as const;

function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
}

/** The server's names for a capability's page: its folder's slug and its component ("BmiCalculator"). */
export function featureNames(capability: Pick<Capability, "name" | "kind">, taken: ReadonlySet<string>) {
  const kind = capability.kind as (typeof MODEL_FEATURE_KINDS)[number];
  const parts = words(capability.name);
  let component = parts.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join("");
  if (!/^[A-Z]/.test(component)) component = `${KIND_SUFFIX[kind]}${component}`;
  if (!KIND_WORD[kind].test(component)) component = `${component}${KIND_SUFFIX[kind]}`;
  let slug = component
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "");
  for (let n = 2; taken.has(slug); n += 1) slug = `${slug.replace(/-\d+$/, "")}-${n}`;
  return { slug, component };
}

const IMPORT =
  /(?:^|[^.\w])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\s)import\s*["']([^"']+)["']/gm;

/** The checks of a draft before anything is written (each problem a sentence the model can act on). */
export function featureProblems(
  draft: FeatureDraft,
  target: { component: string; requirementIds: readonly string[] },
): string[] {
  const problems: string[] = [];
  const label = draft.label.trim();
  if (label === "" || label.length > 40) problems.push("label must be 1 to 40 characters");
  if (draft.files.length === 0 || draft.files.length > FILES_MAX)
    problems.push(`write 1 to ${FILES_MAX} files (the page, its own modules and its tests)`);
  const names = new Set<string>();
  for (const file of draft.files) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*\.tsx?$/.test(file.name) || file.name.includes(".."))
      problems.push(`"${file.name}" is not a .ts or .tsx file name inside the folder`);
    if (names.has(file.name)) problems.push(`"${file.name}" is written twice`);
    names.add(file.name);
    if (file.content.length > FILE_CHARS_MAX)
      problems.push(`"${file.name}" is longer than ${FILE_CHARS_MAX} characters`);
    for (const match of file.content.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? "";
      const own = /^\.\/[A-Za-z0-9_.-]+$/.test(spec);
      if (!own && !(ALLOWED_IMPORTS as readonly string[]).includes(spec))
        problems.push(
          `"${file.name}" imports "${spec}": import only ${ALLOWED_IMPORTS.join(", ")} or ./ files`,
        );
    }
    if (/\brequire\s*\(|\bprocess\.|\beval\s*\(|new Function\s*\(/.test(file.content))
      problems.push(`"${file.name}" uses require, process, eval or new Function, which a page may not`);
  }
  const page = draft.files.find((f) => f.name === `${target.component}.tsx`);
  if (!page) problems.push(`the page file ${target.component}.tsx is missing`);
  else if (!new RegExp(`export\\s+default\\s+function\\s+${target.component}\\b`).test(page.content))
    problems.push(
      `${target.component}.tsx must start its component with: export default function ${target.component}(`,
    );
  const tests = draft.files.filter((f) => /\.test\.tsx?$/.test(f.name));
  const titled = tests.some((f) =>
    target.requirementIds.some((id) => new RegExp(`\\b(?:it|test)\\(\\s*["'\`]${id}\\b`).test(f.content)),
  );
  if (!titled)
    problems.push(
      `write a test file whose test titles start with the requirement ids they check (${target.requirementIds.join(", ")})`,
    );
  return [...new Set(problems)];
}

/** What one try of the gate found wrong, in lines the model can act on; empty when the app passed. */
async function gate(appDir: string, runtime: Runtime, logFile: string): Promise<string[]> {
  const typecheck = await runTypecheck(appDir, { runtime });
  if (!typecheck.ran) return [`the type-check could not run: ${typecheck.note ?? "unknown reason"}`];
  if (typecheck.errors > 0)
    return [`the type-check found ${typecheck.errors} error(s):`, ...typecheck.messages.slice(0, 15)];
  const build = await runSandboxed({
    argv: ["npm", "run", "build", "--silent"],
    appDir,
    network: "none",
    limits: { timeoutMs: BUILD_TIMEOUT_MS, addressSpaceMb: null },
    logFile,
  });
  if (build.exitCode !== 0) return [`npm run build failed (${build.summary}):`, ...build.tail.slice(-15)];
  const scratchDir = path.join(path.dirname(appDir), ".scratch", path.basename(appDir));
  const run = await runAppTests({
    appDir,
    runtime,
    testType: "unit",
    scratchDir,
    logFile,
    timeoutMs: TEST_TIMEOUT_MS,
  });
  if (!run.report) return [`the tests did not run: ${run.error ?? "no report"}`];
  const failed = run.report.tests.filter((t) => t.status === "failed");
  if (failed.length === 0 && run.report.failed === 0) return [];
  return [
    `${run.report.failed} test(s) failed:`,
    ...failed
      .slice(0, 10)
      .map((t) => `${t.file} › ${t.name}: ${(t.failureMessage ?? "").split("\n")[0]?.slice(0, 300)}`),
  ];
}

/** The capabilities a model may write a page for, not tried yet in this generation. */
export function writableCapabilities(
  requirements: RequirementsModel,
  tried: readonly ModelFeature[],
): Capability[] {
  const done = new Set(tried.map((f) => f.capabilityId));
  return (requirements.capabilities ?? [])
    .filter(
      (c) => c.built === "needs-provider" && (MODEL_FEATURE_KINDS as readonly string[]).includes(c.kind),
    )
    .filter((c) => !done.has(c.id))
    .slice(0, FEATURES_MAX);
}

/**
 * Writes, gates and keeps or drops a page for each writable capability (see the module comment). Returns every
 * feature (earlier ones first) and the files to store: the kept pages' files (marked as the model's) and the
 * client shell wired to them.
 */
export async function writeModelFeatures(deps: {
  llm: Llm;
  projectId: number;
  input: CodegenInput;
  appDir: string;
  runtime: Runtime;
  logFile: string;
  existing: readonly ModelFeature[];
  progress?: (message: string) => Promise<void>;
}): Promise<{ features: ModelFeature[]; files: (GeneratedFile & { model: boolean })[] }> {
  const { llm, input, appDir } = deps;
  const features = [...deps.existing];
  const files: (GeneratedFile & { model: boolean })[] = [];
  const kept = (): FeaturePage[] => features.filter((f) => f.status === "kept");
  const shell = (pages: readonly FeaturePage[]) => {
    const app = generateApp({ ...input, features: pages }).find((f) => f.path === "src/client/app.tsx");
    if (!app) throw new Error("the generated app has no src/client/app.tsx");
    return app;
  };
  const taken = new Set(features.map((f) => f.slug));
  for (const capability of writableCapabilities(input.requirements, features)) {
    const { slug, component } = featureNames(capability, taken);
    taken.add(slug);
    const folder = `src/client/features/${slug}`;
    const target = { component, requirementIds: capability.requirementIds };
    let previous: { files: FeatureDraft["files"]; problems: string[] } | undefined;
    let outcome: ModelFeature | undefined;
    for (let attempt = 1; attempt <= MAX_TRIES && !outcome; attempt += 1) {
      await deps.progress?.(
        `Writing the ${capability.name} page with the model (try ${attempt} of ${MAX_TRIES})`,
      );
      const result = await llm.structured({
        agent: AGENT,
        projectId: deps.projectId,
        system: FEATURE_SYSTEM,
        prompt: featurePrompt({
          requirements: input.requirements,
          capability,
          folder,
          component,
          ...(previous ? { previous } : {}),
        }),
        schema: featureDraftSchema,
        check: (draft) => featureProblems(draft, target),
      });
      const base = {
        capabilityId: capability.id,
        name: capability.name,
        kind: capability.kind as ModelFeature["kind"],
        requirementIds: [...capability.requirementIds],
        slug,
        label: capability.name,
        component,
        attempts: attempt,
      };
      if (!result.ok) {
        outcome = {
          ...base,
          status: "dropped",
          files: [],
          reason: result.reason,
          generatedBy: llm.fallback(result.reason),
        };
        break;
      }
      const draft = result.value;
      const written = draft.files.map((f) => ({ path: `${folder}/${f.name}`, content: f.content }));
      const page: FeaturePage = { slug, label: draft.label.trim(), component };
      const before = shell(kept());
      writeAppFiles(appDir, [...written, shell([...kept(), page])]);
      await deps.progress?.(
        `Checking the ${capability.name} page: type-check, build and tests (try ${attempt})`,
      );
      const problems = await gate(appDir, deps.runtime, deps.logFile);
      if (problems.length === 0) {
        outcome = {
          ...base,
          label: page.label,
          status: "kept",
          files: written.map((f) => f.path),
          reason: null,
          generatedBy: result.by,
        };
        for (const f of written)
          files.push({
            path: f.path,
            content: f.content,
            language: f.path.endsWith(".tsx") ? "tsx" : "typescript",
            pass: 3,
            implements: {
              documents: ["srs"],
              requirementIds: [...capability.requirementIds],
              elements: [`feature:${slug}`],
            },
            model: true,
          });
        break;
      }
      // Take the attempt out again before the next try (or for good).
      writeAppFiles(
        appDir,
        [before],
        written.map((f) => f.path),
      );
      previous = { files: draft.files, problems };
      log.info("a model-written page failed the gate", {
        projectId: deps.projectId,
        slug,
        attempt,
        problems: problems.slice(0, 3),
      });
      if (attempt === MAX_TRIES)
        outcome = {
          ...base,
          status: "dropped",
          files: [],
          reason: `it failed the gate ${MAX_TRIES} times; last: ${problems.slice(0, 3).join(" ").slice(0, 400)}`,
          generatedBy: result.by,
        };
    }
    if (outcome) features.push(outcome);
  }
  const app = shell(kept());
  files.push({ ...app, model: false });
  return { features, files };
}
