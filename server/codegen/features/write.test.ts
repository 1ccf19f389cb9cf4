import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImplementationAnalysis } from "../../../domain/api/code";
import type { Config } from "../../config";
import { createModel, Llm } from "../../engines/llm";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput } from "../../pipeline/testing/idea-input";
import { projectAppDir } from "../../runtime/dependencies";
import { draftReply, featurePage, readRequest, reportFeature, rulesFeature } from "../../testing/fake-drafts";
import { fakeAiConfig, startFakeLlm, type FakeLlmServer, type FakeRequest } from "../../testing/fake-llm";
import { LIBRARY_ANSWERS, generateCodeFor } from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";
import { testRuntime } from "../../testing/runtime";
import { CLIENT_IMPORTS, SERVER_IMPORTS, type FeatureDraft, type FeatureTarget } from "./prompt";
import { featureNames, featureProblems, writeModelFeatures } from "./write";

/*
 * Pages the model writes for what the generator cannot build, gated by the app's own type-check, build and tests
 * in the sandbox. The checks and names need nothing; the gate needs the real runtime (about four minutes with the
 * dependency install; SPECWRIGHT_SKIP_RUNTIME=1 skips that part).
 */

describe("a model-written page's names and checks", () => {
  it("are the server's: a folder, a component named for what it is", () => {
    expect(featureNames({ name: "Bmi calculator", kind: "calculator" }, new Set())).toEqual({
      slug: "bmi-calculator",
      component: "BmiCalculator",
    });
    expect(featureNames({ name: "2048", kind: "game" }, new Set())).toEqual({
      slug: "game2048",
      component: "Game2048",
    });
    expect(featureNames({ name: "Notes", kind: "editor" }, new Set(["notes-editor"])).slug).toBe(
      "notes-editor-2",
    );
  });

  it("refuse files outside the folder, other packages, a missing page or tests that name no requirement", () => {
    const draft = featurePage({
      component: "BmiCalculator",
      feature: { what: "BMI" },
      requirements: [{ id: "FR-1" }],
    }) as FeatureDraft;
    const target: FeatureTarget = {
      kind: "calculator",
      slug: "bmi-calculator",
      component: "BmiCalculator",
      requirementIds: ["FR-1"],
      entities: [],
    };
    expect(featureProblems(draft, target)).toEqual([]);
    const bad = {
      serverFiles: [{ name: "routes.ts", content: "export function register() {}" }],
      ruleEntities: ["Book"],
      label: "",
      files: [
        { name: "../server/app.ts", content: "x" },
        {
          name: "Page.tsx",
          content: 'import fs from "node:fs";\nimport { z } from "zod";\nprocess.exit(1);',
        },
        { name: "Page.test.tsx", content: 'it("computes", () => {});' },
      ],
    };
    expect(featureProblems(bad, target)).toEqual([
      "label must be 1 to 40 characters",
      '"../server/app.ts" is not a .ts or .tsx file name inside the folder',
      `"Page.tsx" imports "node:fs": import only ${CLIENT_IMPORTS.join(", ")} or ./ files`,
      `"Page.tsx" imports "zod": import only ${CLIENT_IMPORTS.join(", ")} or ./ files`,
      '"Page.tsx" uses require, process, eval or new Function, which a feature may not',
      "the page file BmiCalculator.tsx is missing",
      "a page of this kind has no server files: leave serverFiles empty",
      "ruleEntities is for rules only: leave it empty",
      "write a test file whose test titles start with the requirement ids they check (FR-1)",
    ]);
  });

  const entities = [{ name: "Expense", type: "Expense" }];
  const app = {
    requirements: [{ id: "FR-2", description: "A user can record at most 3 expenses." }],
    application: { accounts: true },
    appFiles: [
      {
        path: "src/server/db/schema.ts",
        content: 'export const users = pgTable(\n"users"\nexport const expenses = pgTable(\n"expenses"',
      },
      { path: "src/server/test-support.ts", content: "export async function makeExpense(agent) {}" },
      { path: "src/server/data/expense.ts", content: "await db.select().from(expenses)" },
    ],
  };

  it("hold a report's routes under its own prefix, with register(app, db)", () => {
    const target: FeatureTarget = {
      kind: "reports",
      slug: "reports-and-charts",
      component: "ReportsAndCharts",
      requirementIds: ["FR-2"],
      entities,
    };
    const draft = reportFeature({
      ...app,
      component: "ReportsAndCharts",
      routePrefix: "/api/features/reports-and-charts",
    }) as FeatureDraft;
    expect(featureProblems(draft, target)).toEqual([]);
    expect(draft.serverFiles[0]?.content).toContain("db.select({ n: count() }).from(expenses)");
    const routes = draft.serverFiles.find((f) => f.name === "routes.ts");
    if (!routes) throw new Error("no routes.ts");
    routes.content = routes.content.replace('"/api/features/reports-and-charts/counts"', '"/api/users"');
    expect(featureProblems(draft, target)).toEqual([
      'server file "routes.ts" registers "/api/users": routes must be under /api/features/reports-and-charts/',
    ]);
    routes.content = 'import fs from "node:fs";\nexport const x = 1;';
    expect(featureProblems({ ...draft, ruleEntities: [] }, target)).toEqual([
      `server file "routes.ts" imports "node:fs": import only ${SERVER_IMPORTS.join(", ")} or ./ files`,
      "routes.ts must export: export function register(app: express.Express, db: Database): void",
    ]);
  });

  it("want rules for entities of the app, with the server's function names, and no client files", () => {
    const target: FeatureTarget = {
      kind: "rules",
      slug: "business-rules",
      component: "BusinessRules",
      requirementIds: ["FR-2"],
      entities,
    };
    const draft = rulesFeature({
      ...app,
      ruleFunctions: [{ entity: "Expense", function: "checkExpense" }],
    }) as FeatureDraft;
    expect(featureProblems(draft, target)).toEqual([]);
    expect(draft.serverFiles[0]?.content).toContain("export const LIMIT = 3;");
    expect(
      featureProblems(
        {
          ...draft,
          files: [{ name: "Rules.tsx", content: "" }],
          ruleEntities: ["Expense", "Owner"],
          serverFiles: draft.serverFiles.map((f) => ({
            ...f,
            content: f.content.replace("checkExpense", "checkSpending"),
          })),
        },
        target,
      ),
    ).toEqual([
      "rules have no client files: leave files empty",
      "rules.ts must export: export async function checkExpense(db, change, scope)",
      'ruleEntities names "Owner", which is not an entity of the app',
    ]);
  });
});

const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
if (skip) console.log("features/write.test.ts: the gate skipped (SPECWRIGHT_SKIP_RUNTIME=1)");

let fake: FakeLlmServer;
let tmp: string;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;

const ai = (url: string, provider: Config["ai"]["provider"] = "openai-compatible"): Config["ai"] =>
  fakeAiConfig(url, { provider, timeoutMs: 20_000 });

const isFeature = (request: FakeRequest) =>
  readRequest(request).system.includes("needs something its generator");
/** A page whose formula does not type-check; `always`: every try, else the first only. */
const broken = (always: boolean) => (request: FakeRequest) => {
  const reply = draftReply(request);
  const data = readRequest(request).data;
  if (!reply || !("text" in reply) || !isFeature(request) || (!always && data?.whatFailed)) return reply;
  const draft = reply.text as { files: { name: string; content: string }[] };
  const formula = draft.files.find((f) => f.name === "formula.ts");
  if (formula) formula.content += '\nexport const broken: number = "not a number";\n';
  return reply;
};

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];

/** A budget book's checklist: the things it keeps are expenses and their categories. */
const BUDGET_ANSWERS = {
  ...LIBRARY_ANSWERS,
  "product-purpose": "People record what they spend and see where their money goes.",
  "business-goals": "Spend less; see where the money goes.",
  "user-types": "Users",
  "user-authentication": "Username and password accounts",
  "account-features": ["Users see only their own data"],
  "core-features": "Record an expense\nSee my expenses",
  "data-entities": "Expense: amount (number), category, spent on (date)\nCategory: name",
};

async function passes(agent: Agent, projectId: number, answers?: Readonly<Record<string, unknown>>) {
  await generateCodeFor(agent, projectId, answers);
  for (const passNumber of [2, 3])
    expect((await agent.post(`/api/projects/${projectId}/execute-pass`).send({ passNumber })).status).toBe(
      200,
    );
  return (await agent.get(`/api/generated-code-files?projectId=${projectId}`).expect(200)).body as {
    path: string;
    content: string;
    generatedBy: { engine: string };
  }[];
}

describe.skipIf(skip)("a model-written page, gated in the sandbox", () => {
  beforeAll(async () => {
    fake = await startFakeLlm();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sw-features-"));
    await testRuntime(tmp);
    t = await createTestApp({
      ai: ai(fake.url),
      dataDir: tmp,
      codeTypecheck: true,
      generationWaitMs: 600_000,
    });
    owner = await signUp(t.app);
  }, 15 * 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  // The gate is the same whatever model wrote the page; the other providers' wires are checked below, without it.
  it.each([["openai-compatible", "/v1/chat/completions"]] as const)(
    "is kept on %s once the app type-checks, builds and passes its tests with it, after the errors are fed back",
    async (provider, wire) => {
      fake.requests.length = 0;
      fake.respond(broken(false));
      const own = await createTestApp({
        ai: ai(fake.url, provider),
        dataDir: tmp,
        codeTypecheck: true,
        generationWaitMs: 600_000,
      });
      try {
        const user = await signUp(own.app);
        // A calculator of a formula the generator does not know (it builds BMI, loan payment and tip itself).
        const description =
          "Pace Check: a running pace calculator where people enter a distance and a time and see their pace per kilometre.";
        const id = (await buildProject(user.agent, { name: "Pace Check", description })).id;
        const files = await passes(user.agent, id);
        const page = files.find((f) => f.path === "src/client/features/pace-calculator/PaceCalculator.tsx");
        expect(page?.generatedBy).toMatchObject({ engine: "llm", provider });
        expect(files.find((f) => f.path === "src/client/app.tsx")?.content).toContain(
          'path="/features/pace-calculator"',
        );
        // The second try was told what failed, in the type-checker's words.
        const tries = fake.requests.filter(isFeature);
        expect(tries.map((r) => r.path)).toEqual([wire, wire]);
        expect(JSON.stringify(tries[1]?.body)).toContain("Type 'string' is not assignable to type 'number'");
        // The app on disk is the kept one, and the requirement counts as served.
        expect(
          fs.existsSync(path.join(projectAppDir(tmp, id), "src/client/features/pace-calculator/formula.ts")),
        ).toBe(true);
        const analysis = (await user.agent.get(`/api/projects/${id}/implementation-analysis`).expect(200))
          .body as ImplementationAnalysis;
        expect(analysis.gaps.map((g) => g.message).filter((m) => m.includes("calculat"))).toEqual([]);
        expect(analysis.quality.typecheck).toMatchObject({ ran: true, errors: 0 });
      } finally {
        await own.close();
      }
    },
    900_000,
  );

  it("keeps a business rule the server enforces, wired into the app", async () => {
    fake.requests.length = 0;
    fake.respond(draftReply);
    const description =
      "Budget Book: people record their expenses with an amount, a category and a date. A user can record at most 3 expenses per day.";
    const id = (await buildProject(owner.agent, { name: "Budget Book", description })).id;
    const files = await passes(owner.agent, id, BUDGET_ANSWERS);
    // Totals and charts are the generator's own reports (issue 17); this idea asks for none, and the model is asked
    // for the rule only. (The fake model's rule keeps at most 3 rows in all, which a report's own tests would break.)
    const tries = fake.requests.filter(isFeature).map((r) => readRequest(r).data?.feature);
    expect(tries).toEqual([expect.objectContaining({ kind: "rules" })]);
    const paths = files.map((f) => f.path);
    const rules = paths.find((p) => /^src\/server\/features\/[^/]+\/rules\.ts$/.test(p));
    expect(rules).toBeDefined();
    expect(files.find((f) => f.path === rules)?.generatedBy).toMatchObject({ engine: "llm" });
    const checked = files.filter((f) =>
      f.content.includes(`from "../features/${rules?.split("/")[3]}/rules"`),
    );
    expect(checked.map((f) => f.path)).toEqual(["src/server/data/expense.ts"]);
    const expense = checked[0]?.content ?? "";
    expect(expense).toContain('throw new HttpError(409, "conflict:rule"');
    // The rule's requirement counts as served: no gap names rules.
    const analysis = (await owner.agent.get(`/api/projects/${id}/implementation-analysis`).expect(200))
      .body as ImplementationAnalysis;
    expect(analysis.gaps.map((g) => g.message).filter((m) => /report|chart|rule/i.test(m))).toEqual([]);
    expect(analysis.quality.typecheck).toMatchObject({ ran: true, errors: 0 });
  }, 900_000);

  it("is dropped after three failed tries and named among the gaps, leaving the app as it was", async () => {
    fake.requests.length = 0;
    fake.respond(broken(true));
    const description =
      "Calorie Check: a calorie calculator that works out the calories a person needs each day from their weight, height and age.";
    const id = (await buildProject(owner.agent, { name: "Calorie Check", description })).id;
    const files = await passes(owner.agent, id);
    expect(files.some((f) => f.path.startsWith("src/client/features/"))).toBe(false);
    expect(files.find((f) => f.path === "src/client/app.tsx")?.content).not.toContain("/features/");
    expect(fake.requests.filter(isFeature)).toHaveLength(3);
    const analysis = (await owner.agent.get(`/api/projects/${id}/implementation-analysis`).expect(200))
      .body as ImplementationAnalysis;
    expect(analysis.gaps[0]?.message).toMatch(
      /^FR-\d+ .*: the model's page was not kept after 3 tries \(it failed the gate 3 times; last: the type-check found 1 error/,
    );
    expect(analysis.quality.typecheck).toMatchObject({ ran: true, errors: 0 });
  }, 900_000);
});

describe("a model-written page on each provider", () => {
  let server: FakeLlmServer;
  let dir: string;
  beforeAll(async () => {
    server = await startFakeLlm();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sw-features-wire-"));
  });
  afterAll(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The gate's verdict on what is on disk: the type-checker's words for the broken formula, else nothing. */
  const typecheckOnly = async (appDir: string) => {
    const formula = path.join(appDir, "src/client/features/pace-calculator/formula.ts");
    const text = fs.existsSync(formula) ? fs.readFileSync(formula, "utf8") : "";
    const line = text.split("\n").findIndex((l) => l.includes('"not a number"'));
    const blocking =
      line < 0
        ? []
        : [
            "the type-check found 1 error(s):",
            `src/client/features/pace-calculator/formula.ts(${line + 1},22): error TS2322: Type 'string' is not assignable to type 'number'.`,
          ];
    return { blocking, failedTests: [] };
  };

  it.each([
    ["openai", "/v1/responses", { openaiApiKey: "sk-test", model: "gpt-4.1-mini" }],
    ["anthropic", "/v1/messages", { anthropicApiKey: "k", model: "claude-sonnet-4-5" }],
  ] as const)(
    "is asked of %s, told what failed, and kept once it passes",
    async (provider, wire, keys) => {
      server.requests.length = 0;
      server.respond(broken(false));
      const config = fakeAiConfig(server.url, { provider, timeoutMs: 20_000, ...keys });
      const handle = createModel(config);
      if (!handle) throw new Error("no model");
      const llm = new Llm(handle, {
        timeoutMs: config.timeoutMs,
        budgetUsd: config.budgetUsd,
        price: config.price,
        maxRetries: 0,
        usage: { record: async () => undefined, spent: async () => 0 },
      });
      const description =
        "Pace Check: a running pace calculator where people enter a distance and a time and see their pace per kilometre.";
      const chain = buildChain(ideaInput({ slug: "pace", name: "Pace Check", description, answers: {} }));
      const appDir = path.join(dir, provider);
      fs.mkdirSync(appDir, { recursive: true });
      const { features, files } = await writeModelFeatures({
        llm,
        projectId: 1,
        input: { ...chain, projectName: "Pace Check" },
        appDir,
        runtime: { dir, version: "test", nodeModules: path.join(dir, "node_modules") },
        logFile: path.join(dir, `${provider}.log`),
        existing: [],
        gate: typecheckOnly,
      });
      expect(features).toEqual([
        expect.objectContaining({ slug: "pace-calculator", status: "kept", attempts: 2 }),
      ]);
      expect(features[0]?.generatedBy).toMatchObject({ engine: "llm", provider });
      const tries = server.requests.filter(isFeature);
      expect(tries.map((r) => r.path)).toEqual([wire, wire]);
      expect(JSON.stringify(tries[1]?.body)).toContain("Type 'string' is not assignable to type 'number'");
      expect(files.map((f) => f.path)).toContain("src/client/features/pace-calculator/PaceCalculator.tsx");
      expect(
        fs.readFileSync(path.join(appDir, "src/client/features/pace-calculator/formula.ts"), "utf8"),
      ).not.toContain("not a number");
    },
    60_000,
  );
});
