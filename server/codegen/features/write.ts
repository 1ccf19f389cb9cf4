import { MODEL_FEATURE_KINDS, type ModelFeature } from "../../../domain/api/code";
import type { Capability, RequirementsModel } from "../../../domain/artifacts/01-requirements";
import type { Llm } from "../../engines/llm";
import { log } from "../../logger";
import type { Runtime } from "../../runtime/dependencies";
import { generateApp } from "../generate";
import { kebab } from "../generate/names";
import { schemaNames } from "../generate/server/schema-names";
import type { CodegenInput, FeaturePage, GeneratedFile } from "../types";
import { writeAppFiles } from "../write";
import { gate, judge, type GateVerdict } from "./gate";
import {
  CLIENT_IMPORTS,
  DATA_KINDS,
  FEATURE_SYSTEM,
  PAGE_KINDS,
  SERVER_IMPORTS,
  clientFolder,
  featureDraftSchema,
  featurePrompt,
  routePrefix,
  serverFolder,
  type FeatureDraft,
  type FeatureTarget,
} from "./prompt";

/*
 * What the configured model writes for what the generator cannot build (ADR 011): a page (a game, a calculator, an
 * editor), a report (a page with SVG charts and routes of its own under /api/features/<slug> computing the figures
 * with SQL) or business rules (src/server/features/<slug>/rules.ts, run inside an entity's create and update). For
 * each such capability of the requirements model the model writes the files and their tests in the feature's own
 * folders src/client/features/<slug>/ and src/server/features/<slug>/, whose names, component, route prefix and
 * rule functions the server chooses. The files are checked (folders, names, imports from the pinned runtime and
 * the app's own modules only, routes under the prefix, the rule functions, a test naming the requirements),
 * written into the app with the client, app.ts and the entities' data modules wired to them, and kept only if the
 * app still type-checks and builds, and its tests pass but for those that fail without the feature too (reported
 * with it, never a reason to drop it: see `judge`). A failure is fed back to the model, at most MAX_TRIES times in
 * all; then the files are taken out again and the attempt is recorded as dropped, with the reason (it shows among
 * the analysis's gaps).
 */

export const MAX_TRIES = 3;
/** Capabilities one generation asks the model to write (each try is a type-check, a build and a test run). */
export const FEATURES_MAX = 3;
const FILES_MAX = 6;
const FILE_CHARS_MAX = 40_000;
const AGENT = "DBA-Coder AI";

/** The words a kind's page file is named with, so the analysis finds it (capability-code.ts). */
const KIND_WORD: Record<(typeof MODEL_FEATURE_KINDS)[number], RegExp> = {
  game: /game|board|chess|quiz|puzzle/i,
  calculator: /calculat|convert|estimat|timer/i,
  editor: /editor|whiteboard|canvas/i,
  reports: /report|chart|dashboard|statistic/i,
  rules: /rule/i,
};
const KIND_SUFFIX = {
  game: "Game",
  calculator: "Calculator",
  editor: "Editor",
  reports: "Report",
  rules: "Rules",
} as const;

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
/** A route an Express module registers: app.get("/path", …), router.post('/path', …). */
const ROUTE = /\.(?:get|post|put|patch|delete|all|use)\(\s*["'`]([^"'`]*)["'`]/g;

type DraftFile = FeatureDraft["files"][number];

function fileProblems(
  files: readonly DraftFile[],
  side: "client" | "server",
  allowed: readonly string[],
): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const file of files) {
    const where = side === "client" ? file.name : `server file "${file.name}"`;
    const named = side === "client" ? `"${file.name}"` : where;
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*\.tsx?$/.test(file.name) || file.name.includes(".."))
      problems.push(`${named} is not a .ts or .tsx file name inside the folder`);
    if (names.has(file.name)) problems.push(`${named} is written twice`);
    names.add(file.name);
    if (file.content.length > FILE_CHARS_MAX)
      problems.push(`${named} is longer than ${FILE_CHARS_MAX} characters`);
    for (const match of file.content.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? "";
      const own = /^\.\/[A-Za-z0-9_.-]+$/.test(spec);
      if (!own && !allowed.includes(spec))
        problems.push(`${named} imports "${spec}": import only ${allowed.join(", ")} or ./ files`);
    }
    if (/\brequire\s*\(|\bprocess\.|\beval\s*\(|new Function\s*\(/.test(file.content))
      problems.push(`${named} uses require, process, eval or new Function, which a feature may not`);
  }
  return problems;
}

/** The checks of a draft before anything is written (each problem a sentence the model can act on). */
export function featureProblems(draft: FeatureDraft, target: FeatureTarget): string[] {
  const problems: string[] = [];
  const label = draft.label.trim();
  if (label === "" || label.length > 40) problems.push("label must be 1 to 40 characters");
  const all = draft.files.length + draft.serverFiles.length;
  if (all === 0 || all > FILES_MAX)
    problems.push(`write 1 to ${FILES_MAX} files in all (the feature, its own modules and its tests)`);
  problems.push(...fileProblems(draft.files, "client", CLIENT_IMPORTS));
  problems.push(...fileProblems(draft.serverFiles, "server", SERVER_IMPORTS));
  const page = PAGE_KINDS.has(target.kind);
  if (page) {
    const pageFile = draft.files.find((f) => f.name === `${target.component}.tsx`);
    if (!pageFile) problems.push(`the page file ${target.component}.tsx is missing`);
    else if (!new RegExp(`export\\s+default\\s+function\\s+${target.component}\\b`).test(pageFile.content))
      problems.push(
        `${target.component}.tsx must start its component with: export default function ${target.component}(`,
      );
  } else if (draft.files.length > 0) problems.push("rules have no client files: leave files empty");
  if (!DATA_KINDS.has(target.kind) && draft.serverFiles.length > 0)
    problems.push("a page of this kind has no server files: leave serverFiles empty");
  if (target.kind !== "rules" && draft.ruleEntities.length > 0)
    problems.push("ruleEntities is for rules only: leave it empty");
  if (target.kind === "reports") {
    const routes = draft.serverFiles.find((f) => f.name === "routes.ts");
    if (draft.serverFiles.length > 0 && !routes)
      problems.push("the report's server files need routes.ts with: export function register(app, db)");
    if (routes && !/export\s+function\s+register\s*\(/.test(routes.content))
      problems.push(
        "routes.ts must export: export function register(app: express.Express, db: Database): void",
      );
    const prefix = routePrefix(target.slug);
    for (const file of draft.serverFiles.filter((f) => !/\.test\.tsx?$/.test(f.name)))
      for (const match of file.content.matchAll(ROUTE)) {
        const route = match[1] ?? "";
        if (route !== prefix && !route.startsWith(`${prefix}/`))
          problems.push(`server file "${file.name}" registers "${route}": routes must be under ${prefix}/`);
      }
  }
  if (target.kind === "rules") {
    const known = new Map(target.entities.map((e) => [e.name, e.type]));
    if (draft.ruleEntities.length === 0)
      problems.push(
        `name in ruleEntities the entities whose changes the rules check (of: ${[...known.keys()].join(", ")})`,
      );
    const rules = draft.serverFiles.find((f) => f.name === "rules.ts");
    if (!rules) problems.push("the rules file rules.ts is missing from serverFiles");
    for (const entity of new Set(draft.ruleEntities)) {
      const type = known.get(entity);
      if (type === undefined)
        problems.push(`ruleEntities names "${entity}", which is not an entity of the app`);
      else if (rules && !new RegExp(`export\\s+async\\s+function\\s+check${type}\\s*\\(`).test(rules.content))
        problems.push(`rules.ts must export: export async function check${type}(db, change, scope)`);
    }
  }
  const tests = [...draft.files, ...draft.serverFiles].filter((f) => /\.test\.tsx?$/.test(f.name));
  const titled = tests.some((f) =>
    target.requirementIds.some((id) => new RegExp(`\\b(?:it|test)\\(\\s*["'\`]${id}\\b`).test(f.content)),
  );
  if (!titled)
    problems.push(
      `write a test file whose test titles start with the requirement ids they check (${target.requirementIds.join(", ")})`,
    );
  return [...new Set(problems)];
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

/** How the generated app wires a kept feature (client route and menu link, server routes, rule hooks). */
export function featureWiring(feature: ModelFeature): FeaturePage {
  return {
    slug: feature.slug,
    label: feature.label,
    component: feature.component,
    page: feature.page,
    routes: feature.server.routes,
    ruleEntities: feature.server.ruleEntities,
  };
}

/** The generated files a feature's wiring changes: the client shell, app.ts and the entities' data modules. */
const WIRED = /^src\/client\/app\.tsx$|^src\/server\/app\.ts$|^src\/server\/data\/[^/]+\.ts$/;

/** The app's own files a report or rules are written against (their prompt's appFiles), each cut to a size. */
const CONTEXT_FILES = [
  "src/shared/schema.ts",
  "src/server/db/schema.ts",
  "src/server/db/query.ts",
  "src/server/test-support.ts",
  "src/client/api.ts",
];
const CONTEXT_CHARS_MAX = 16_000;

function appContext(
  generated: readonly GeneratedFile[],
  kind: ModelFeature["kind"],
  entities: readonly { name: string }[],
): { path: string; content: string }[] {
  const paths = [
    ...CONTEXT_FILES.filter((p) => kind === "reports" || p !== "src/client/api.ts"),
    // One route module and its test, to show how the app's routes and tests are written.
    ...generated
      .filter(
        (f) => /^src\/server\/routes\/[^/]+\.test\.ts$/.test(f.path) && !f.path.endsWith("auth.test.ts"),
      )
      .slice(0, 1)
      .flatMap((f) => [f.path.replace(/\.test\.ts$/, ".ts"), f.path]),
    // For rules, the data modules whose create and update run them.
    ...(kind === "rules" ? entities.map((e) => `src/server/data/${kebab(e.name)}.ts`) : []).slice(0, 3),
  ];
  return paths.flatMap((p) => {
    const file = generated.find((f) => f.path === p);
    if (!file) return [];
    const content =
      file.content.length > CONTEXT_CHARS_MAX
        ? `${file.content.slice(0, CONTEXT_CHARS_MAX)}\n// … (cut: the file goes on)`
        : file.content;
    return [{ path: p, content }];
  });
}

/**
 * Writes, gates and keeps or drops a feature for each writable capability (see the module comment). Returns every
 * feature (earlier ones first) and the files to store: the kept features' files (marked as the model's) and the
 * generated files wired to them.
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
  /** What a try of the page got wrong; the app's own type-check, build and tests by default. */
  gate?: (appDir: string) => Promise<GateVerdict>;
}): Promise<{ features: ModelFeature[]; files: (GeneratedFile & { model: boolean })[] }> {
  const { llm, input, appDir } = deps;
  const features = [...deps.existing];
  const files: (GeneratedFile & { model: boolean })[] = [];
  const kept = (): FeaturePage[] => features.filter((f) => f.status === "kept").map(featureWiring);
  const wired = (pages: readonly FeaturePage[]) =>
    generateApp({ ...input, features: pages }).filter((f) => WIRED.test(f.path));
  const generated = generateApp({ ...input, features: kept() });
  // The entities a feature may read or check: those with a data module of their own.
  const entities = input.data.entities
    .filter((e) => generated.some((f) => f.path === `src/server/data/${kebab(e.name)}.ts`))
    .map((e) => ({ name: e.name, type: schemaNames(e).type }));
  const taken = new Set(features.map((f) => f.slug));
  for (const capability of writableCapabilities(input.requirements, features)) {
    const kind = capability.kind as ModelFeature["kind"];
    if (DATA_KINDS.has(kind) && entities.length === 0) continue;
    const { slug, component } = featureNames(capability, taken);
    taken.add(slug);
    const target: FeatureTarget = {
      kind,
      slug,
      component,
      requirementIds: capability.requirementIds,
      entities,
    };
    const appFiles = DATA_KINDS.has(kind) ? appContext(generated, kind, entities) : undefined;
    let previous: { draft: FeatureDraft; problems: string[] } | undefined;
    let outcome: ModelFeature | undefined;
    for (let attempt = 1; attempt <= MAX_TRIES && !outcome; attempt += 1) {
      await deps.progress?.(`Writing ${capability.name} with the model (try ${attempt} of ${MAX_TRIES})`);
      const result = await llm.structured({
        agent: AGENT,
        projectId: deps.projectId,
        system: FEATURE_SYSTEM,
        prompt: featurePrompt({
          requirements: input.requirements,
          capability,
          target,
          ...(appFiles ? { appFiles } : {}),
          ...(previous ? { previous } : {}),
        }),
        schema: featureDraftSchema,
        check: (draft) => featureProblems(draft, target),
      });
      const base = {
        capabilityId: capability.id,
        name: capability.name,
        kind,
        requirementIds: [...capability.requirementIds],
        slug,
        label: capability.name,
        component,
        page: PAGE_KINDS.has(kind),
        server: { routes: false, ruleEntities: [] as string[] },
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
      const written = [
        ...draft.files.map((f) => ({ path: `${clientFolder(slug)}/${f.name}`, content: f.content })),
        ...draft.serverFiles.map((f) => ({ path: `${serverFolder(slug)}/${f.name}`, content: f.content })),
      ];
      const server = {
        routes: kind === "reports" && draft.serverFiles.some((f) => f.name === "routes.ts"),
        ruleEntities: kind === "rules" ? [...new Set(draft.ruleEntities)] : [],
      };
      const feature: FeaturePage = {
        slug,
        label: draft.label.trim(),
        component,
        page: base.page,
        routes: server.routes,
        ruleEntities: server.ruleEntities,
      };
      const before = wired(kept());
      writeAppFiles(appDir, [...written, ...wired([...kept(), feature])]);
      await deps.progress?.(`Checking ${capability.name}: type-check, build and tests (try ${attempt})`);
      const check = deps.gate ?? ((dir: string) => gate(dir, deps.runtime, deps.logFile));
      const { problems, unrelated } = await judge(await check(appDir), slug, async () => {
        // The app as it was, once, to see which failures are not the feature's; then the feature back.
        writeAppFiles(
          appDir,
          before,
          written.map((f) => f.path),
        );
        const verdict = await check(appDir);
        writeAppFiles(appDir, [...written, ...wired([...kept(), feature])]);
        return verdict;
      });
      if (unrelated.length > 0)
        log.info("the app's own tests fail with and without a model-written feature", {
          projectId: deps.projectId,
          slug,
          failures: unrelated.slice(0, 3),
        });
      if (problems.length === 0) {
        outcome = {
          ...base,
          label: feature.label,
          server,
          status: "kept",
          files: written.map((f) => f.path),
          reason: null,
          unrelatedFailures: unrelated,
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
        before,
        written.map((f) => f.path),
      );
      previous = { draft, problems };
      log.info("a model-written feature failed the gate", {
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
  for (const file of wired(kept())) files.push({ ...file, model: false });
  return { features, files };
}
