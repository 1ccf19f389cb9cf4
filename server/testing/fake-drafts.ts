import type { FakeReply, FakeRequest } from "./fake-llm";

/*
 * A responder for the fake model server that answers like a cooperative model: it reads the agent from the system
 * prompt and the project from the prompt's <data> block, and drafts a valid answer from them (the chat turn, the
 * SRS, the design, the three technical models and the test plan). Tests and the browser journey use it to run the whole chain on
 * "the model"; every drafted text carries MODEL_MARK so that a test can tell the model's words from the embedded
 * engine's.
 */

export const MODEL_MARK = "(model)";

type Data = Record<string, unknown>;
type Row = Record<string, unknown>;

/** Every string of a request body, in order (system prompts, messages, in any of the three wire formats). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** The agent's instructions and the first prompt's data block. */
export function readRequest(request: FakeRequest): { system: string; data: Data | null } {
  const all = strings(request.body);
  const system = all.find((s) => s.startsWith("You are the")) ?? "";
  const prompt = all.find((s) => s.includes("<data>\n")) ?? "";
  const json = /<data>\n([\s\S]*?)\n<\/data>/.exec(prompt)?.[1];
  let data: Data | null = null;
  try {
    data = json ? (JSON.parse(json) as Data) : null;
  } catch {
    data = null;
  }
  return { system, data };
}

const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

function chatTurn(data: Data): object {
  const said = text(data.latestUserMessage).slice(0, 80);
  return {
    reply: `Thank you, I noted that ${MODEL_MARK}: "${said}". What should happen next?`,
    answers: [],
    requirements: [],
  };
}

function srs(data: Data): object {
  const project = (data.project ?? {}) as Row;
  const requirements = rows(data.requirements);
  // It keeps every thing the user listed and every suggestion, as a model would keep the right ones.
  const listed = [...rows(data.thingsTheUserListed), ...rows(data.thingsSuggestedFromTheIdeasWords)];
  const first = text(listed[0]?.name) || "Item";
  const detail = (label: string) => ({
    label,
    type: null,
    choices: [],
    reference: null,
    required: false,
    unique: false,
  });
  const functional = requirements.filter((r) => r.type !== "non-functional").map((r) => text(r.id));
  return {
    purpose: `${text(project.name)} keeps track of ${first.toLowerCase()} records for its users ${MODEL_MARK}.`,
    scope: `It records, lists and changes ${first.toLowerCase()} records and follows them up with notes ${MODEL_MARK}.`,
    perspective: `A new, self-contained web application ${MODEL_MARK}.`,
    goals: [`Find any ${first.toLowerCase()} in seconds ${MODEL_MARK}`],
    successMeasures: [`Every ${first.toLowerCase()} is recorded the day it happens ${MODEL_MARK}`],
    definitions: [{ term: "Follow-up note", definition: `A note about what to do next ${MODEL_MARK}` }],
    userClasses: rows(data.userClasses)
      .map(String)
      .map((name) => ({ name, description: `Uses ${text(project.name)} ${MODEL_MARK}`, permissions: [] })),
    dataEntities: [
      ...listed.map((e) => ({
        name: text(e.name),
        description: `One ${text(e.name).toLowerCase()} ${MODEL_MARK}.`,
        details: (Array.isArray(e.details) ? e.details : []).map((d) =>
          detail(
            String(d)
              .replace(/\s*\(.*$/, "")
              .replace(/\s*(->|→).*$/, ""),
          ),
        ),
      })),
      {
        name: "Follow-up Note",
        description: `A note about what to do next with a ${first.toLowerCase()} ${MODEL_MARK}.`,
        details: [
          { ...detail(first.toLowerCase()), reference: first },
          { ...detail("note"), type: "text", required: true },
          { ...detail("due on"), type: "date" },
        ],
      },
    ],
    features: [
      { name: "Records", description: `Keeping the records ${MODEL_MARK}`, requirementIds: functional },
      { name: "Follow-ups", description: `Notes on what to do next ${MODEL_MARK}`, requirementIds: [] },
    ],
    requirements: requirements.map((r) => ({
      id: text(r.id),
      title: `${text(r.id)} as the model reads it`,
      acceptanceCriteria: [`${text(r.description)} ${MODEL_MARK}`],
    })),
    newRequirements: [
      {
        type: "functional",
        description: `The system shall let users add a follow-up note to a ${first.toLowerCase()}.`,
        priority: "should",
        feature: "Follow-ups",
        acceptanceCriteria: [`A note added to a ${first.toLowerCase()} is listed with it ${MODEL_MARK}`],
      },
    ],
    constraints: [],
    assumptions: [`Users have a modern web browser ${MODEL_MARK}`],
    dependencies: [],
  };
}

function design(data: Data): object {
  const components = rows(data.components);
  const requirements = rows(data.requirements);
  const user = text(components.find((c) => c.kind === "user")?.id);
  const id = (kind: string) => text(components.find((c) => c.kind === kind)?.id);
  const [client, server, database] = [id("client"), id("server"), id("database")];
  return {
    overview: `The application is a browser client over a JSON API and one database ${MODEL_MARK}.`,
    users: components
      .filter((c) => c.kind === "user")
      .map((c) => ({
        componentId: text(c.id),
        description: `Works with the records ${MODEL_MARK}`,
        responsibilities: [],
      })),
    keyFlow: {
      name: `Record something ${MODEL_MARK}`,
      serves: requirements.slice(0, 1).map((r) => text(r.id)),
      steps: [
        { from: user, to: client, message: "Fills in the form" },
        { from: client, to: server, message: "POST the record" },
        { from: server, to: database, message: "INSERT the row" },
        { from: server, to: client, message: "201 with the record" },
      ],
    },
    nonFunctional: requirements
      .filter((r) => r.type === "non-functional")
      .map((r) => ({ requirementId: text(r.id), strategy: `Handled by the API server ${MODEL_MARK}` })),
  };
}

function dataModel(data: Data): object {
  return {
    entities: rows(data.entities).map((e) => ({
      name: text(e.name),
      description: `One ${text(e.label).toLowerCase()} kept by the application ${MODEL_MARK}.`,
      examples: Array.from({ length: Number(e.exampleRows) || 0 }, (_, i) => ({
        values: rows(e.textFields).map((f) => ({
          field: text(f.field),
          value: `${text(f.label)} ${i + 1} ${MODEL_MARK}`.slice(0, Number(f.maxLength) || 200),
        })),
      })),
    })),
  };
}

function api(data: Data): object {
  return {
    resources: rows(data.resources).map((r) => ({
      name: text(r.name),
      description: `The ${text(r.name)} of the application ${MODEL_MARK}.`,
      operations: rows(r.operations).map((op) => ({
        id: text(op.id),
        summary: `${text(op.summary)} ${MODEL_MARK}`,
      })),
    })),
  };
}

function ui(data: Data): object {
  return {
    pages: rows(data.pages).map((p) => ({
      id: text(p.id),
      title: `${text(p.title)} ${MODEL_MARK}`.slice(0, 60),
    })),
  };
}

function testPlan(data: Data): object {
  return {
    cases: rows(data.cases).map((c) => ({
      requirementId: text(c.requirementId),
      title: `Check ${text(c.requirementId)} ${MODEL_MARK}`,
      steps: [`Sign in ${MODEL_MARK}`, `Do what ${text(c.requirementId)} describes ${MODEL_MARK}`],
      expectedResult: `${text(c.requirement)} ${MODEL_MARK}`,
    })),
  };
}

/** A page for a calculator capability: a BMI formula, its page and its tests (as a model would write them). */
export function featurePage(data: Data): object {
  const component = text(data.component);
  const page = (data.feature ?? {}) as Row;
  const id = text(rows(data.requirements)[0]?.id) || "FR-1";
  const formula = `/** The body mass index: weight in kilograms over height in metres squared; null for values that are not positive. */
export function bmi(weightKg: number, heightM: number): number | null {
  if (!(weightKg > 0) || !(heightM > 0)) return null;
  return weightKg / (heightM * heightM);
}

/** The WHO category of a BMI. */
export function category(value: number): string {
  if (value < 18.5) return "Underweight";
  if (value < 25) return "Normal";
  if (value < 30) return "Overweight";
  return "Obese";
}
`;
  const pageFile = `import { useState } from "react";
import { bmi, category } from "./formula";

export default function ${component}() {
  const [weight, setWeight] = useState("70");
  const [height, setHeight] = useState("1.75");
  const value = bmi(Number(weight), Number(height));
  return (
    <section className="card">
      <h1>${text(page.what)} ${MODEL_MARK}</h1>
      <label className="field">
        Weight (kg)
        <input inputMode="decimal" value={weight} onChange={(event) => setWeight(event.target.value)} />
      </label>
      <label className="field">
        Height (m)
        <input inputMode="decimal" value={height} onChange={(event) => setHeight(event.target.value)} />
      </label>
      <p data-testid="result">
        {value === null ? "Enter a weight and a height" : \`BMI \${value.toFixed(1)}: \${category(value)}\`}
      </p>
    </section>
  );
}
`;
  const test = `import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ${component} from "./${component}";
import { bmi, category } from "./formula";

describe("${text(page.what)}", () => {
  it("${id}: computes the BMI from a weight and a height", () => {
    expect(bmi(70, 1.75)?.toFixed(1)).toBe("22.9");
    expect(bmi(0, 1.75)).toBeNull();
  });

  it("${id}: names the category of a BMI", () => {
    expect(category(17)).toBe("Underweight");
    expect(category(22.9)).toBe("Normal");
    expect(category(31)).toBe("Obese");
  });

  it("${id}: shows the result on the page", () => {
    expect(renderToString(<${component} />)).toContain("BMI 22.9: Normal");
  });
});
`;
  return {
    label: "BMI calculator",
    files: [
      { name: `${component}.tsx`, content: pageFile },
      { name: "formula.ts", content: formula },
      { name: `${component}.test.tsx`, content: test },
    ],
    serverFiles: [],
    ruleEntities: [],
  };
}

/** The text of one of the app's files the prompt carries (appFiles). */
function appFile(data: Data, path: string): string {
  return text(rows(data.appFiles).find((f) => f.path === path)?.content);
}

/** The app's tables (`export const name = pgTable(`), accounts and sessions left out. */
function tablesOf(data: Data): string[] {
  const schema = appFile(data, "src/server/db/schema.ts");
  return [...schema.matchAll(/export const (\w+) = pgTable\(/g)]
    .map((m) => m[1] ?? "")
    .filter((name) => name !== "" && !/^(?:users|\w*[sS]essions)$/.test(name));
}

/** The first make<Thing>(agent) helper of the app's test support. */
function firstMaker(data: Data): string {
  return (
    /export async function (make\w+)\(/.exec(appFile(data, "src/server/test-support.ts"))?.[1] ?? "makeRow"
  );
}

/**
 * A report the way a model would write it for any app: GET <routePrefix>/counts counts the rows of each table
 * with SQL, the page draws them as SVG bars, and the tests check the figures against rows a test creates.
 */
export function reportFeature(data: Data): object {
  const component = text(data.component);
  const prefix = text(data.routePrefix);
  const id = text(rows(data.requirements)[0]?.id) || "FR-1";
  const tables = tablesOf(data);
  const accounts = (data.application as Row | undefined)?.accounts === true;
  const routes = `import { count } from "drizzle-orm";
import type express from "express";
${accounts ? 'import { requireUser } from "../../auth";\n' : ""}import type { Database } from "../../db/client";
import { ${tables.join(", ")} } from "../../db/schema";

/** GET ${prefix}/counts: how many rows each table keeps, counted by the database. */
export function register(app: express.Express, db: Database): void {
  app.get("${prefix}/counts", async (req, res) => {
    ${accounts ? "await requireUser(db, req);" : "void req;"}
    const figures = [];
${tables.map((t) => `    const [${t}Count] = await db.select({ n: count() }).from(${t});\n    figures.push({ name: "${t}", count: ${t}Count?.n ?? 0 });`).join("\n")}
    res.json({ rows: figures });
  });
}
`;
  const routesTest = `import { describe, expect, it } from "vitest";
import { ${firstMaker(data)}, openTestApp } from "../../test-support";

const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

describe("${prefix}/counts", () => {
  it("${id}: counts the stored rows with the database", async () => {
    const t = await openTestApp();
    const before = (await t.agent.get("${prefix}/counts").expect(200)).body.rows;
    await ${firstMaker(data)}(t.agent);
    const after = (await t.agent.get("${prefix}/counts").expect(200)).body.rows;
    expect(total(after)).toBeGreaterThan(total(before));
  });
});
`;
  const bars = `export interface Figure {
  name: string;
  count: number;
}

/** One bar per figure, as wide as its share of the largest (at least 2 px for a non-zero count). */
export function bars(figures: readonly Figure[], width: number): { name: string; count: number; width: number }[] {
  const max = Math.max(0, ...figures.map((f) => f.count));
  return figures.map((f) => ({
    name: f.name,
    count: f.count,
    width: max === 0 ? 0 : Math.max(f.count > 0 ? 2 : 0, Math.round((f.count / max) * width)),
  }));
}
`;
  const page = `import { useEffect, useState } from "react";
import { bars, type Figure } from "./bars";

export function Chart({ figures }: { figures: readonly Figure[] }) {
  const drawn = bars(figures, 300);
  return (
    <svg role="img" aria-label="Rows kept" width={460} height={drawn.length * 28 + 8}>
      {drawn.map((bar, i) => (
        <g key={bar.name} transform={\`translate(0, \${i * 28 + 4})\`}>
          <text x={0} y={16}>{bar.name}</text>
          <rect x={120} y={2} width={bar.width} height={20} fill="currentColor" />
          <text x={126 + bar.width} y={16}>{bar.count}</text>
        </g>
      ))}
    </svg>
  );
}

export default function ${component}() {
  const [figures, setFigures] = useState<Figure[] | null>(null);
  useEffect(() => {
    void fetch("${prefix}/counts", { credentials: "same-origin" })
      .then((res) => res.json() as Promise<{ rows: Figure[] }>)
      .then((body) => setFigures(body.rows));
  }, []);
  return (
    <section className="card">
      <h1>Reports ${MODEL_MARK}</h1>
      {figures === null ? <p className="muted">Loading the figures</p> : <Chart figures={figures} />}
    </section>
  );
}
`;
  const pageTest = `import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ${component}, { Chart } from "./${component}";
import { bars } from "./bars";

describe("the report page", () => {
  it("${id}: sizes each bar by its share of the largest figure", () => {
    expect(bars([{ name: "a", count: 4 }, { name: "b", count: 1 }, { name: "c", count: 0 }], 100).map((b) => b.width)).toEqual([100, 25, 0]);
  });

  it("${id}: draws a bar and a figure per table", () => {
    const html = renderToString(<Chart figures={[{ name: "a", count: 4 }]} />);
    expect(html).toContain("<rect");
    expect(html).toContain(">4<");
    expect(renderToString(<${component} />)).toContain("Loading the figures");
  });
});
`;
  return {
    label: "Reports",
    files: [
      { name: `${component}.tsx`, content: page },
      { name: "bars.ts", content: bars },
      { name: `${component}.test.tsx`, content: pageTest },
    ],
    serverFiles: [
      { name: "routes.ts", content: routes },
      { name: "routes.test.ts", content: routesTest },
    ],
    ruleEntities: [],
  };
}

/**
 * Rules the way a model would write them for any app: the entity the requirement names (else the first) keeps at most the number the requirement
 * states (3 when it states none); the test fills it up through the API and sees the next one refused.
 */
export function rulesFeature(data: Data): object {
  const stated = rows(data.requirements)
    .map((r) => text(r.description))
    .join(" ");
  // The entity the requirement names ("at most 3 expenses"), else the first.
  const functions = rows(data.ruleFunctions);
  const first =
    functions.find((f) => stated.toLowerCase().includes(text(f.entity).toLowerCase())) ?? functions[0] ?? {};
  const entity = text(first.entity);
  const fn = text(first.function);
  const type = fn.replace(/^check/, "");
  const id = text(rows(data.requirements)[0]?.id) || "FR-1";
  const limit = Number(/\bat most (\d+)\b/i.exec(stated)?.[1] ?? "3");
  const kebabName = entity.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
  const dataModule = appFile(data, `src/server/data/${kebabName}.ts`);
  const table = /\.from\((\w+)\)/.exec(dataModule)?.[1] ?? "rows";
  const maker = `make${type}`;
  const rules = `import { count } from "drizzle-orm";
import type { ${type}Create, ${type}Update } from "../../../shared/schema";
import type { Database } from "../../db/client";
import type { Scope } from "../../db/query";
import { ${table} } from "../../db/schema";

export const LIMIT = ${limit};

/** At most LIMIT ${entity} rows ${MODEL_MARK}: a new one beyond that is refused. */
export async function ${fn}(
  db: Database,
  change: { action: "create"; input: ${type}Create } | { action: "update"; id: number; input: ${type}Update },
  scope: Scope,
): Promise<string | null> {
  void scope;
  if (change.action !== "create") return null;
  const [found] = await db.select({ n: count() }).from(${table});
  return (found?.n ?? 0) >= LIMIT ? \`No more than \${LIMIT} can be kept ${MODEL_MARK}\` : null;
}
`;
  const test = `import { describe, expect, it } from "vitest";
import { ${maker}, openTestApp } from "../../test-support";
import { LIMIT } from "./rules";

describe("the ${entity} rule", () => {
  it("${id}: keeps up to the limit and refuses one more with 409", async () => {
    const t = await openTestApp();
    for (let i = 0; i < LIMIT; i += 1) await ${maker}(t.agent);
    await expect(${maker}(t.agent)).rejects.toThrow(/answered 409: .*No more than/);
  });
});
`;
  return {
    label: "Rules",
    files: [],
    serverFiles: [
      { name: "rules.ts", content: rules },
      { name: "rules.test.ts", content: test },
    ],
    ruleEntities: [entity],
  };
}

/** The feature the prompt asks for, by its kind. */
function feature(data: Data): object {
  const kind = text((data.feature as Row | undefined)?.kind);
  if (kind === "reports") return reportFeature(data);
  if (kind === "rules") return rulesFeature(data);
  return featurePage(data);
}

/** Drafts for each agent's prompt, by a phrase of its system prompt. */
const DRAFTERS: [string, (data: Data) => object][] = [
  ["You interview a user", chatTurn],
  ["(IEEE 830) for the application", srs],
  ["You are the Architectural AI", design],
  ["write realistic example rows", dataModel],
  ["The REST API of a user's application", api],
  ["The pages of a user's application", ui],
  ["You are the QA Tester AI", testPlan],
  ["needs something its generator cannot write", feature],
];

/** The fake model's answer to any agent of the product (undefined for a prompt it does not know). */
export function draftReply(request: FakeRequest): FakeReply | undefined {
  const { system, data } = readRequest(request);
  if (!data) return system.length === 0 ? { text: "ready" } : undefined;
  const drafter = DRAFTERS.find(([phrase]) => system.includes(phrase))?.[1];
  return drafter ? { text: drafter(data), inputTokens: 1200, outputTokens: 400 } : undefined;
}
