import {
  DEFAULT_COVERAGE_TARGETS,
  normalizeRequirementId,
  requirementIdsIn,
  type TestCase,
  type TestPlan,
  type TestType,
} from "../../domain/api/testing";
import type { AppTestTitle } from "./app-facts";

/*
 * The test plan (F2), derived deterministically: one case per requirement, from the project's stored requirements
 * and the lines of the typed text that carry a requirement id or a "shall/must" sentence; each case is matched with
 * the generated app's tests that name its id, which measures the automation level instead of guessing it.
 */

export type PlanRequirement = {
  id: string;
  description: string;
  kind: "functional" | "non-functional" | "user-story";
  priority: TestCase["priority"];
};

const PRIORITY = { must: "high", should: "medium", could: "low" } as const;

/** Requirement lines of a typed text: "FR-1: …" lines, then "shall/must" sentences (numbered REQ-n). */
export function requirementsFromText(text: string): PlanRequirement[] {
  const found: PlanRequirement[] = [];
  let unnumbered = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim();
    if (!line) continue;
    const ids = requirementIdsIn(line);
    const first = ids[0];
    const description = line
      .replace(/^\s*\(?(?:[A-Z]+-\d+[,;\s]*)+\)?\s*[:.)–—-]?\s*/, "")
      .replace(/\s+/g, " ")
      .slice(0, 500);
    const strong = /\b(shall|must)\b/i.test(line);
    if (first) {
      found.push({
        id: first,
        description: description || line,
        kind: kindOf(first),
        priority: strong ? "high" : "medium",
      });
    } else if (strong) {
      unnumbered += 1;
      found.push({ id: `REQ-${unnumbered}`, description, kind: "functional", priority: "high" });
    }
  }
  return found;
}

function kindOf(id: string): PlanRequirement["kind"] {
  if (id.startsWith("NFR-")) return "non-functional";
  if (id.startsWith("US-")) return "user-story";
  return "functional";
}

/** The stored requirements (FR/NFR/US codes) as plan requirements. */
export function requirementsFromRows(
  rows: readonly {
    code: string;
    type: PlanRequirement["kind"];
    description: string;
    priority: keyof typeof PRIORITY;
  }[],
): PlanRequirement[] {
  return rows.map((r) => ({
    id: normalizeRequirementId(r.code),
    description: r.description,
    kind: r.type,
    priority: PRIORITY[r.priority],
  }));
}

/** Which kind of test checks a requirement, from its kind and words. */
export function testTypeFor(requirement: PlanRequirement): TestType {
  const text = requirement.description.toLowerCase();
  if (
    /secur|password|authent|authori|encrypt|https|permission|role|sign[ -]?in|log[ -]?in|privacy/.test(text)
  )
    return "security";
  if (/performance|fast|second|latency|load|concurrent|response time|throughput|scal/.test(text))
    return "performance";
  if (requirement.kind === "non-functional") return "system";
  if (/\b(page|screen|form|button|display|see|view|show|navigate|click)\b/.test(text)) return "ui";
  return "integration";
}

const STEPS: Record<TestType, (r: PlanRequirement) => string[]> = {
  unit: (r) => [`Call the function that implements ${r.id} with valid input`, "Call it with invalid input"],
  integration: (r) => [
    "Start the app over a fresh in-memory database",
    `Send the API requests that ${r.id} describes`,
    "Read the stored data back through the API",
  ],
  system: (r) => ["Build and start the app", `Exercise ${r.id} end to end`, "Check the outcome and the logs"],
  ui: (r) => ["Open the app in a browser", `Use the page that serves ${r.id}`, "Check what the page shows"],
  performance: (r) => [
    "Start the app with sample data",
    `Measure the requests that ${r.id} names`,
    "Compare the timings with the requirement",
  ],
  security: (r) => [
    "Start the app",
    `Try ${r.id} without a session and with another user's session`,
    "Check that the app refuses what it must",
  ],
};

/** Builds the plan (see the module comment). `implementationCode` adds the test titles and ids it contains. */
export function buildTestPlan(input: {
  stored: readonly PlanRequirement[];
  text: string;
  appTests: readonly AppTestTitle[];
  implementationCode?: string;
  now: Date;
}): TestPlan {
  const fromText = requirementsFromText(input.text);
  const byId = new Map<string, PlanRequirement>();
  for (const r of [...input.stored, ...fromText]) if (!byId.has(r.id)) byId.set(r.id, r);
  const code = input.implementationCode ?? "";
  const pasted = /\b(?:it|test)\(/.test(code)
    ? code.split(/\r?\n/).flatMap((line) => {
        const title = /\b(?:it|test)\(\s*(["'`])(.*?)\1/.exec(line)?.[2];
        return title
          ? [{ file: "(implementation code)", title, requirementIds: requirementIdsIn(title) }]
          : [];
      })
    : [];
  const tests = [...input.appTests, ...pasted];
  const testCases: TestCase[] = [...byId.values()].map((r, i) => {
    const type = testTypeFor(r);
    const coveredBy = tests.filter((t) => t.requirementIds.includes(r.id)).map((t) => t.title);
    return {
      id: `TC-${String(i + 1).padStart(3, "0")}`,
      requirementId: r.id,
      title: `${r.id}: ${r.description}`.slice(0, 300),
      type,
      priority: r.priority,
      steps: STEPS[type](r),
      expectedResult: r.description,
      automated: coveredBy.length > 0,
      coveredBy: [...new Set(coveredBy)],
    };
  });
  const automated = testCases.filter((c) => c.automated).length;
  const total = testCases.length;
  const percent = total === 0 ? 0 : Math.round((automated / total) * 100);
  const types = [...new Set(testCases.map((c) => c.type))];
  return {
    testStrategy: {
      coverage_targets: { ...DEFAULT_COVERAGE_TARGETS },
      approach:
        `Requirements-based: one test case per requirement id (${total}), traced by the id in each test title. ` +
        `Case types: ${types.join(", ") || "none"}. Unit and API tests run with Vitest and supertest against the ` +
        "app's createApp over an in-memory database; UI pages render in the app's own tests; coverage is measured with V8.",
      automation_level:
        tests.length === 0
          ? `0% (${total} cases; the app has no tests yet: generate the code through pass 3)`
          : `${percent}% (${automated} of ${total} cases covered by the app's automated tests)`,
      automatedCases: automated,
      totalCases: total,
    },
    testCases,
    sources: {
      storedRequirements: input.stored.length,
      textRequirements: fromText.length,
      appTests: input.appTests.length,
      implementationCodeIds: requirementIdsIn(code),
    },
    generatedAt: input.now.toISOString(),
  };
}
