import { EMBEDDED, type GeneratedBy } from "../../domain/api/ai";
import type { TestPlan } from "../../domain/api/testing";
import type { Llm } from "../engines/llm";
import { log } from "../logger";
import { PLAN_SYSTEM, planDraftSchema, planPrompt, type PlanDraft } from "./prompt";

export const QA_TESTER_AI = "QA Tester AI";

/** Longest title and step a draft may write (the plan's own limits for a case). */
const TITLE_MAX = 300;
const STEPS_MAX = 8;

/** The checks of a plan draft: each case it writes is one of the plan's, with a title, steps and a result. */
export function planProblems(draft: PlanDraft, plan: TestPlan): string[] {
  const ids = new Set(plan.testCases.map((c) => c.requirementId));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const c of draft.cases) {
    if (!ids.has(c.requirementId))
      problems.push(`cases names ${c.requirementId}, which is not a case of the plan`);
    if (seen.has(c.requirementId)) problems.push(`${c.requirementId} is written twice`);
    seen.add(c.requirementId);
    if (c.title.trim() === "" || c.title.length > TITLE_MAX)
      problems.push(`the title of ${c.requirementId} must be 1 to ${TITLE_MAX} characters`);
    const steps = c.steps.filter((s) => s.trim() !== "");
    if (steps.length === 0 || steps.length > STEPS_MAX)
      problems.push(`${c.requirementId} needs 1 to ${STEPS_MAX} steps`);
    if (c.expectedResult.trim() === "") problems.push(`${c.requirementId} has no expected result`);
  }
  return problems;
}

/** The plan with the draft's words: ids, types, priorities and what the app's tests cover stay measured. */
export function mergePlanDraft(draft: PlanDraft, plan: TestPlan, by: GeneratedBy): TestPlan {
  const written = new Map(draft.cases.map((c) => [c.requirementId, c]));
  return {
    ...plan,
    testCases: plan.testCases.map((c) => {
      const own = written.get(c.requirementId);
      if (!own) return c;
      return {
        ...c,
        title: `${c.requirementId}: ${own.title.trim().replace(/^[A-Z]+-\d+:\s*/, "")}`.slice(0, TITLE_MAX),
        steps: own.steps.map((s) => s.trim()).filter(Boolean),
        expectedResult: own.expectedResult.trim(),
      };
    }),
    generatedBy: by,
  };
}

/**
 * The QA Tester AI's plan: the measured plan (server/qa/plan.ts) with its cases written by the model when one is
 * configured; the measured plan as it is, marked as the embedded engine's (and why, in the model's place), when not.
 */
export async function writePlan(deps: {
  llm: Llm | null;
  projectId: number;
  project: { name: string; description: string };
  plan: TestPlan;
}): Promise<TestPlan> {
  const { llm, plan } = deps;
  if (!llm) return { ...plan, generatedBy: EMBEDDED };
  const result = await llm.structured({
    agent: QA_TESTER_AI,
    projectId: deps.projectId,
    system: PLAN_SYSTEM,
    prompt: planPrompt(deps.project, plan),
    schema: planDraftSchema,
    check: (draft) => planProblems(draft, plan),
  });
  if (!result.ok) {
    log.warn("the model could not write the test plan; the embedded engine did", {
      projectId: deps.projectId,
      reason: result.reason,
    });
    return { ...plan, generatedBy: llm.fallback(result.reason) };
  }
  return mergePlanDraft(result.value, plan, result.by);
}
