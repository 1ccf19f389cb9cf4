import { describe, expect, it } from "vitest";
import { mergePlanDraft, planProblems } from "./llm";
import { buildTestPlan } from "./plan";

/* The test plan written by a model: its words change; ids, types, priorities and coverage stay measured. */

const plan = buildTestPlan({
  stored: [
    {
      id: "FR-1",
      description: "The system shall let members borrow books.",
      kind: "functional",
      priority: "high",
    },
    {
      id: "NFR-1",
      description: "Pages shall load within two seconds.",
      kind: "non-functional",
      priority: "medium",
    },
  ],
  text: "",
  appTests: [{ file: "src/loans.test.ts", title: "FR-1: lends a book", requirementIds: ["FR-1"] }],
  now: new Date("2026-01-01T00:00:00Z"),
});
const by = { engine: "llm", provider: "openai-compatible", model: "llama3.2" } as const;

describe("a test plan draft", () => {
  it("writes titles, steps and results, and keeps what was measured", () => {
    const draft = {
      cases: [
        {
          requirementId: "FR-1",
          title: "FR-1: Borrow a book",
          steps: ["Open Books", "Choose Borrow on Dune", " "],
          expectedResult: "Dune shows as on loan to the member",
        },
      ],
    };
    expect(planProblems(draft, plan)).toEqual([]);
    const merged = mergePlanDraft(draft, plan, by);
    expect(merged.generatedBy).toEqual(by);
    const [fr, nfr] = merged.testCases;
    expect(fr).toEqual({
      ...plan.testCases[0],
      title: "FR-1: Borrow a book",
      steps: ["Open Books", "Choose Borrow on Dune"],
      expectedResult: "Dune shows as on loan to the member",
    });
    expect(fr?.automated).toBe(true);
    expect(nfr).toEqual(plan.testCases[1]);
    expect(merged.testStrategy).toEqual(plan.testStrategy);
  });

  it("is sent back for cases the plan does not have, twice-written cases and empty steps", () => {
    const draft = {
      cases: [
        { requirementId: "FR-9", title: "x", steps: ["y"], expectedResult: "z" },
        { requirementId: "FR-1", title: "x", steps: [], expectedResult: "z" },
        { requirementId: "FR-1", title: "x", steps: ["y"], expectedResult: "" },
      ],
    };
    expect(planProblems(draft, plan)).toEqual([
      "cases names FR-9, which is not a case of the plan",
      "FR-1 needs 1 to 8 steps",
      "FR-1 is written twice",
      "FR-1 has no expected result",
    ]);
  });
});
