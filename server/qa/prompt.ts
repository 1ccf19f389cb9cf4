import { z } from "zod";
import type { TestPlan } from "../../domain/api/testing";
import { DATA_RULE, dataBlock } from "../engines/prompt-data";

/*
 * The QA Tester AI writing a test plan on a model (STYLE §16). The cases, their ids, types, priorities and what the
 * generated app's tests already cover are the server's (measured, not guessed); the model writes what a tester
 * would: a clear title, concrete steps and the expected result of each case.
 */

export const planDraftSchema = z.object({
  cases: z
    .array(
      z.object({
        requirementId: z.string().describe("the requirement id of a given case"),
        title: z.string().describe("what the case checks, one line"),
        steps: z.array(z.string()).describe("two to six concrete steps a tester follows in this application"),
        expectedResult: z.string().describe("what the tester sees when the requirement is met"),
      }),
    )
    .describe("one entry per given case"),
});
export type PlanDraft = z.infer<typeof planDraftSchema>;

export const PLAN_SYSTEM = `You are the QA Tester AI of Specwright, an app builder. For each test case of a user's application you write a
title, concrete steps and the expected result, as a careful tester would, using the application's own pages, data
and words. Never invent features the requirement does not state.

Answer with one JSON object following the schema. Use only the requirement ids of the cases you are given.

${DATA_RULE}`;

export function planPrompt(project: { name: string; description: string }, plan: TestPlan): string {
  const data = {
    application: project,
    cases: plan.testCases.map((c) => ({
      requirementId: c.requirementId,
      requirement: c.expectedResult,
      type: c.type,
      automatedBy: c.coveredBy,
    })),
  };
  return `${dataBlock(data)}\n\nWrite each case's title, steps and expected result as the JSON object described above.`;
}
