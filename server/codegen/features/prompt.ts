import { z } from "zod";
import type { ModelFeature } from "../../../domain/api/code";
import type { Capability, RequirementsModel } from "../../../domain/artifacts/01-requirements";
import { DATA_RULE, dataBlock } from "../../engines/prompt-data";

/*
 * The DBA-Coder AI writing what the generator cannot (STYLE §16): a page (a game, a calculator, an editor), a
 * report (a page with charts, and routes of its own that compute the figures on the server) or business rules
 * (server checks run inside an entity's create and update). Everything goes in the feature's own folders of the
 * generated app, with tests; the folders, the component's name, the route prefix and the rule functions' names
 * are the server's, and the app must still type-check, build and pass every test with them (write.ts).
 */

const fileSchema = z.object({
  name: z
    .string()
    .describe("a file name inside the folder, e.g. 'BmiCalculator.tsx', 'bmi.ts', 'rules.test.ts'"),
  content: z.string().describe("the whole file"),
});

export const featureDraftSchema = z.object({
  label: z.string().describe("the feature's name in the app's menu, at most four words"),
  files: z
    .array(fileSchema)
    .describe("client files in the client folder: the page, its own modules and its tests (none for rules)"),
  serverFiles: z
    .array(fileSchema)
    .describe(
      "server files in the server folder: routes.ts or rules.ts, their modules and tests (none for pages)",
    ),
  ruleEntities: z
    .array(z.string())
    .describe("for rules only: the entities (by name) whose create and update rules.ts checks; [] otherwise"),
});
export type FeatureDraft = z.infer<typeof featureDraftSchema>;
export type FeatureKind = ModelFeature["kind"];

/** Modules a model-written client file may import: the app's pinned runtime, its API client and shared types. */
export const CLIENT_IMPORTS = [
  "react",
  "react-dom/server",
  "wouter",
  "@tanstack/react-query",
  "vitest",
  "../../api",
  "../../../shared/schema",
] as const;
/** Modules a model-written server file may import: the pinned runtime and the app's own server modules. */
export const SERVER_IMPORTS = [
  "express",
  "drizzle-orm",
  "zod",
  "vitest",
  "supertest",
  "../../db/client",
  "../../db/schema",
  "../../db/query",
  "../../http",
  "../../auth",
  "../../test-support",
  "../../../shared/schema",
] as const;

/** The kinds that are a page in the client (rules are not). */
export const PAGE_KINDS: ReadonlySet<FeatureKind> = new Set(["game", "calculator", "editor", "reports"]);
/** The kinds that read the app's own files (types, tables, API client, test support) in their prompt. */
export const DATA_KINDS: ReadonlySet<FeatureKind> = new Set(["reports", "rules"]);

export const FEATURE_SYSTEM = `You are the DBA-Coder AI of Specwright, an app builder. A user's generated application (React 19 + TypeScript,
strict mode, Vite, Vitest; Express 5 + Drizzle ORM on PostgreSQL) needs something its generator cannot write: a page,
a report with charts, or business rules on the server. You write it in the feature's own folders, with tests, so
that the application still type-checks, builds and passes all its tests.

Rules for every kind:
- Files go in the feature's folders only, named as you are told; TypeScript only (.ts, .tsx). "files" are client
  files (in clientFolder), "serverFiles" are server files (in serverFolder).
- Client files import only from: ${CLIENT_IMPORTS.join(", ")}, and their own files ("./name").
- Server files import only from: ${SERVER_IMPORTS.join(", ")}, and their own files ("./name").
- No other package, no file outside the folders, no require, process, eval or new Function.
- Keep the rules (formulas, game logic, figures, checks) in plain exported functions so they can be tested.
- Write tests with Vitest (import { describe, expect, it } from "vitest"). Every test title starts with the
  requirement ids it checks, e.g. it("FR-4: computes the BMI", …). Client tests render a page with
  renderToString from "react-dom/server" and check its text; server tests use the app's own test support
  (appFiles: src/server/test-support.ts) and supertest, as the app's route tests do.
- Use the app's CSS classes: "card" for a panel, "field" around a label and its input, "button" for a button,
  "button secondary" for a secondary one, "muted" for quiet text.
- Code must compile under "strict": true and "noUncheckedIndexedAccess": true. Use the JSX runtime (no
  "import React" needed).

By kind:
- game, calculator, editor: one page file (pageFile) whose default export is the component:
  export default function <Component>() { … }. Client files only; React state, and the browser's localStorage
  for what must outlast a visit (a best score, a draft) under keys starting with the folder's name (read it
  only if it exists: the tests run without a browser); no network.
- reports: the page file as above, drawing its charts as inline SVG (no chart package), with figures over the
  app's own data. Compute the figures on the server: serverFiles has routes.ts exporting
  export function register(app: express.Express, db: Database): void, whose routes are GET routes under
  routePrefix only, computing sums, counts and averages with SQL aggregates (drizzle-orm's sql, count, sum, avg,
  groupBy), behind sign-in when the app has accounts (requireUser from "../../auth", as its routes do). The page
  reads them with fetch(routePrefix + "/…", { credentials: "same-origin" }) or the app's api client. Test the
  figures against rows the test creates.
- rules: no client files. serverFiles has rules.ts exporting, for each entity of ruleEntities, the function named
  in ruleFunctions: export async function check<Type>(db: Database, change: { action: "create"; input:
  <Type>Create } | { action: "update"; id: number; input: <Type>Update }, scope: Scope): Promise<string | null>
  (Database from "../../db/client", Scope from "../../db/query", the types from "../../../shared/schema"). It runs
  inside the entity's create and update, in the same transaction; it returns null to allow the change or one
  sentence telling the user why it is refused (the app answers 409 with that message). An update's input holds
  only the fields that change: read the stored row for the others. Test each rule through the API: a change
  within the rule is saved, one that breaks it is refused with 409 and your message.

Answer with one JSON object following the schema.

${DATA_RULE}`;

export interface FeatureTarget {
  kind: FeatureKind;
  slug: string;
  component: string;
  requirementIds: readonly string[];
  /** The data model's entities: name and TypeScript type (rules name them; reports read them). */
  entities: readonly { name: string; type: string }[];
}

export const clientFolder = (slug: string) => `src/client/features/${slug}`;
export const serverFolder = (slug: string) => `src/server/features/${slug}`;
export const routePrefix = (slug: string) => `/api/features/${slug}`;

export function featurePrompt(input: {
  requirements: RequirementsModel;
  capability: Capability;
  target: FeatureTarget;
  /** The app's own files the feature builds on (reports and rules): its types, tables, API client, tests. */
  appFiles?: readonly { path: string; content: string }[];
  previous?: { draft: FeatureDraft; problems: string[] };
}): string {
  const { requirements, capability, target } = input;
  const stated = requirements.requirements
    .filter((r) => capability.requirementIds.includes(r.id))
    .map((r) => ({ id: r.id, description: r.description, acceptanceCriteria: r.acceptanceCriteria }));
  const page = PAGE_KINDS.has(target.kind);
  const data = {
    application: {
      name: requirements.product.name,
      idea: requirements.product.idea,
      purpose: requirements.product.purpose,
      accounts: requirements.authentication.required,
    },
    feature: { what: capability.name, statement: capability.statement, kind: capability.kind },
    requirements: stated,
    ...(page
      ? {
          clientFolder: clientFolder(target.slug),
          pageFile: `${target.component}.tsx`,
          component: target.component,
        }
      : {}),
    ...(DATA_KINDS.has(target.kind)
      ? {
          serverFolder: serverFolder(target.slug),
          entities: target.entities,
          ...(target.kind === "reports" ? { routePrefix: routePrefix(target.slug) } : {}),
          ...(target.kind === "rules"
            ? { ruleFunctions: target.entities.map((e) => ({ entity: e.name, function: `check${e.type}` })) }
            : {}),
          appFiles: input.appFiles ?? [],
        }
      : {}),
    ...(input.previous
      ? { yourPreviousAnswer: input.previous.draft, whatFailed: input.previous.problems }
      : {}),
  };
  const again = input.previous
    ? "Your previous answer failed the checks listed in whatFailed: correct it and answer with all the files again."
    : `Write the ${target.kind === "rules" ? "rules" : target.kind === "reports" ? "report" : "page"} and its tests as the JSON object described above.`;
  return `${dataBlock(data)}\n\n${again}`;
}
