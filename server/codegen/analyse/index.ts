import type { AreaCoverage, RequirementCheck } from "../../../domain/api/code";
import type { CodegenModels } from "../types";
import { type AppFile, readAppFacts, type AppFacts, isTestFile } from "./facts";
import { dataModule, measureAdvanced } from "./measure-advanced";
import { apiOperations, exercised, isPlaceholder, measureApi, routeOf, testRequests } from "./measure-api";
import { measureDatabase, measureStack } from "./measure-data";
import { measureFrontend, pageModule, pageTested } from "./measure-frontend";
import { measureRequirements } from "./measure-requirements";
import { requestReaches } from "./paths";
import { round1 } from "./tally";

/**
 * The generated-code analyser: reads a generated app's files (TypeScript compiler API for .ts/.tsx, never text
 * matching, so comments and strings that merely mention a path do not count) and measures how completely they
 * implement the approved models. Pure and in-process: no files written, no processes started.
 *
 * Measures (product behaviour; each area's coverage = 100 × implemented / total, 100 when the total is 0):
 * - database: two elements per planned table (planSchema(models.data): accounts, entity and join tables): a
 *   `pgTable("<table>", …)` call in src/server, and a `CREATE TABLE` (quoted or not) in a migration
 *   src/server/…/migrations/*.sql. Missing columns of a present table are gaps that do not change the figures.
 * - api: one element per API operation: 3/4 when `<x>.<method>("/api/…", handler)` with the operation's method
 *   and path (`:param` for `{param}`) is registered in a non-test src/server file; 1/4 when a test, or a test
 *   support module only tests import, calls `.<method>(<string or template literal>)` with a path reaching it
 *   (`${…}` or any value for a parameter). A placeholder route (its handler calls `notImplemented`, the generated
 *   501 answer) counts 0 with the gap "… is a placeholder", whatever the tests call.
 * - frontend: one element per UI page: 3/4 when src/client/pages/<page-id>.tsx exists, each of its route paths
 *   is a `<Route path="…">` in src/client, and (create/edit pages) `<form>` elements in the page module or
 *   the client modules it imports (with the inputs of imported form-less components) carry every field of its
 *   UI form as `name="…"` (`<rel>Id`/`<rel>Ids` for relation inputs); 1/4 when a test imports the page module.
 * - stack: one element per design technologyStack entry that maps to a package (React → react, Drizzle ORM →
 *   drizzle-orm, PostgreSQL → pg, Node.js → engines.node, …): it counts when package.json declares it; a
 *   technology with no known package is "not checkable" (a gap, left out of the total).
 * - advanced: accounts, per-user data, search, seed data and delivery files (see measureAdvanced).
 * - requirements: the SRS as the yardstick, one element per requirement (see measureRequirements): served by the
 *   code (a capability only by code that builds it, never by an entity that mentions it) and exercised by a test
 *   that names it. A test naming a requirement it does not exercise is a gap of its own.
 * - overallAccuracy: the mean of database, api, frontend and stack coverage (the four areas of the multi-pass
 *   analysis), one decimal. A complete generation measures 50 after pass 1 (data layer and package.json),
 *   87.5 after pass 2 (routes and pages, 3/4 each) and 100 after pass 3 (tests): the spec's pass thresholds
 *   50/80/95 then mark each pass completed.
 */

export type AnalysisArea =
  "database" | "api" | "frontend" | "stack" | "advanced" | "requirements" | "verification";

export interface StaticAnalysis {
  database: AreaCoverage;
  api: AreaCoverage;
  frontend: AreaCoverage;
  stack: AreaCoverage;
  advanced: AreaCoverage;
  /** The requirements of the SRS, each served by the code and exercised by a test (see measureRequirements). */
  requirementCoverage: AreaCoverage;
  /** Mean of database, api, frontend and stack coverage, one decimal. */
  overallAccuracy: number;
  requirements: {
    /** Ids the code serves (every part of their behaviour is there). */
    served: string[];
    /** Ids a test that names them exercises. */
    traced: string[];
    checks: RequirementCheck[];
  };
  quality: {
    files: number;
    /** Non-blank lines of code files (.ts, .tsx, .js, .css, .sql, .html). */
    linesOfCode: number;
    testFiles: number;
    /** it/test calls in test files. */
    testCases: number;
    /** Server files that register API routes, and how many of them a test calls. */
    routeModules: number;
    routeModulesTested: number;
    /** Page modules src/client/pages/*.tsx, and how many of them a test imports. */
    pageModules: number;
    pageModulesTested: number;
  };
  gaps: { area: AnalysisArea; message: string }[];
  /** What to do next, most basic first. */
  recommendations: string[];
}

export type { AppFile } from "./facts";
export { runTypecheck } from "./typecheck";
export { codeQualityScore } from "./quality";
export { describePassTasks } from "./tasks";

const CODE = /\.(?:[cm]?[jt]sx?|css|sql|html)$/;

function quality(facts: AppFacts): StaticAnalysis["quality"] {
  const code = facts.files.filter((f) => CODE.test(f.path));
  const routeFiles = [...new Set(facts.routes.map((r) => r.file))];
  const requests = testRequests(facts);
  const routeTested = (file: string) =>
    facts.routes.some(
      (route) =>
        route.file === file &&
        requests.some((r) => r.method === route.method && requestReaches(r.text, route.path)),
    );
  const pages = facts.files.filter(
    (f) => /^src\/client\/pages\/[^/]+\.tsx$/.test(f.path) && !isTestFile(f.path),
  );
  const imported = new Set(facts.tests.flatMap((t) => t.imports));
  return {
    files: facts.files.length,
    linesOfCode: code.reduce(
      (sum, f) => sum + f.content.split("\n").filter((l) => l.trim() !== "").length,
      0,
    ),
    testFiles: facts.tests.length,
    testCases: facts.tests.reduce((sum, t) => sum + t.cases, 0),
    routeModules: routeFiles.length,
    routeModulesTested: routeFiles.filter(routeTested).length,
    pageModules: pages.length,
    pageModulesTested: pages.filter((p) => imported.has(p.path)).length,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function recommendations(
  models: CodegenModels,
  facts: AppFacts,
  analysis: Omit<StaticAnalysis, "recommendations">,
) {
  const out: string[] = [];
  const dbMissing = analysis.database.total - analysis.database.implemented;
  if (dbMissing > 0)
    out.push(
      `Declare the missing tables in src/server/db/schema.ts and the migrations (${plural(dbMissing, "declaration")} missing); pass 1 generates the data layer.`,
    );
  if (analysis.stack.implemented < analysis.stack.total)
    out.push("Add the missing technologies of the system design to package.json (pass 1 writes it).");
  const operations = apiOperations(models.api).map((ref) => ref.operation);
  const noRoute = operations.filter((op) => !routeOf(op, facts));
  if (noRoute.length > 0)
    out.push(`Register the ${plural(noRoute.length, "missing API route")}; pass 2 generates the routes.`);
  const untestedPages = models.ui.pages.filter((p) => !pageTested(p.id, facts));
  const unbuiltPages = analysis.frontend.gaps.some((gap) => !gap.includes("no UI test imports"));
  if (unbuiltPages)
    out.push("Add the missing pages, client routes and form inputs; pass 2 generates the user interface.");
  const placeholders = operations.filter((op) => isPlaceholder(op, facts));
  if (placeholders.length > 0)
    out.push(
      `Write the ${plural(placeholders.length, "placeholder operation")} by hand (${placeholders.map((op) => op.id).join(", ")}): the models do not describe their behaviour, so their routes answer 501.`,
    );
  const untested = operations.filter((op) => !exercised(op, facts) && !isPlaceholder(op, facts));
  if (untested.length > 0)
    out.push(
      `Write API tests for the ${plural(untested.length, "operation")} no test calls; pass 3 generates them.`,
    );
  if (untestedPages.length > 0)
    out.push(
      `Write UI tests for the ${plural(untestedPages.length, "page")} no test imports; pass 3 generates them.`,
    );
  for (const check of analysis.requirements.checks.filter((c) => c.status === "not-served"))
    out.push(
      `Implement ${check.id} (${check.title}) by hand or with an AI provider: ${check.reason ?? "the code lacks it"}.`,
    );
  const untestedIds = analysis.requirements.checks.filter((c) => c.status === "untested").map((c) => c.id);
  if (untestedIds.length > 0)
    out.push(
      `Write tests that exercise ${untestedIds.join(", ")} and name them in their titles, so test results trace back to the requirements.`,
    );
  const misnamed = analysis.requirementCoverage.gaps.filter((g) => g.startsWith("Test "));
  if (misnamed.length > 0)
    out.push(
      `Take the requirement ids out of the titles of ${plural(misnamed.length, "test")} that do not exercise them (see Gaps).`,
    );
  const delivery = analysis.advanced.gaps.filter((g) => g.startsWith("Delivery: "));
  if (delivery.length > 0) {
    const names = delivery.map((g) => g.replace(/^Delivery: (.*) is missing$/, "$1"));
    out.push(`Add ${names.join(", ")}; pass 3 writes the delivery files.`);
  }
  // Features whose route is missing are covered by the API recommendation above.
  const others = analysis.advanced.gaps.filter(
    (g) => !g.startsWith("Delivery: ") && !g.endsWith("has no route"),
  );
  for (const gap of others) out.push(`${gap}.`);
  if (out.length === 0)
    out.push(
      "Every requirement and every element of the approved models is implemented and tested: run npm run typecheck, npm test and npm start in the app folder to confirm it works.",
    );
  return out;
}

/** Measures a generated app's files against the approved models (see the module comment for the rules). */
export function analyseApp(files: readonly AppFile[], models: CodegenModels): StaticAnalysis {
  const facts = readAppFacts(files);
  const database = measureDatabase(models.data, facts);
  const api = measureApi(models.api, facts);
  const frontend = measureFrontend(models.ui, models.data, facts);
  const stack = measureStack(models.design, facts);
  const advanced = measureAdvanced(models, facts);
  const measured = measureRequirements(models, facts);
  const requirementCoverage = measured.coverage;
  const areas: [AnalysisArea, AreaCoverage][] = [
    ["database", database],
    ["api", api],
    ["frontend", frontend],
    ["stack", stack],
    ["advanced", advanced],
    ["requirements", requirementCoverage],
  ];
  const checks = measured.checks;
  const partial = {
    database,
    api,
    frontend,
    stack,
    advanced,
    requirementCoverage,
    overallAccuracy: round1((database.coverage + api.coverage + frontend.coverage + stack.coverage) / 4),
    requirements: {
      served: checks.filter((c) => c.status === "tested" || c.status === "untested").map((c) => c.id),
      traced: checks.filter((c) => c.status === "tested").map((c) => c.id),
      checks,
    },
    quality: quality(facts),
    gaps: areas.flatMap(([area, coverage]) => coverage.gaps.map((message) => ({ area, message }))),
  };
  return { ...partial, recommendations: recommendations(models, facts, partial) };
}

export { dataModule, pageModule };
