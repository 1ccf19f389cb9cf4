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
  const listed = rows(data.thingsTheUserListed);
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
  const page = (data.page ?? {}) as Row;
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
  };
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
  ["needs one page its generator cannot write", featurePage],
];

/** The fake model's answer to any agent of the product (undefined for a prompt it does not know). */
export function draftReply(request: FakeRequest): FakeReply | undefined {
  const { system, data } = readRequest(request);
  if (!data) return system.length === 0 ? { text: "ready" } : undefined;
  const drafter = DRAFTERS.find(([phrase]) => system.includes(phrase))?.[1];
  return drafter ? { text: drafter(data), inputTokens: 1200, outputTokens: 400 } : undefined;
}
