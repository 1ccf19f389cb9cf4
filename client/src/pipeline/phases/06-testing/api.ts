import type { Requirement } from "@domain/api/requirements";
import {
  testPlanResponseSchema,
  testRunResponseSchema,
  testScriptsResponseSchema,
  type TestCase,
  type TestFramework,
  type TestPlan,
  type TestRun,
  type TestScript,
  type TestType,
} from "@domain/api/testing";
import type { z } from "zod";
import { t } from "@/i18n";
import { apiJson } from "@/lib/api";

/** Every query of the QA page sits under ["testing", projectId]. */
export const planKey = (projectId: number) => ["testing", projectId, "plan"] as const;
export const runKey = (projectId: number) => ["testing", projectId, "latest-run"] as const;
/** The scripts of the last generation (the server answers them once; they are also files of the app). */
export const scriptsKey = (projectId: number) => ["testing", projectId, "scripts"] as const;
export const requirementsKey = (projectId: number) => ["testing", projectId, "requirements"] as const;

async function parsedJson<S extends z.ZodType>(schema: S, method: string, url: string, body?: unknown) {
  const result = schema.safeParse(await apiJson<unknown>(method, url, body));
  if (!result.success) throw new Error(t("testing:errors.unexpectedAnswer"));
  return result.data as z.infer<S>;
}

export const fetchPlan = async (projectId: number): Promise<TestPlan | null> =>
  (await parsedJson(testPlanResponseSchema, "GET", `/api/projects/${projectId}/test-plan`)).testPlan;

export const fetchLatestRun = async (projectId: number): Promise<TestRun | null> =>
  (await parsedJson(testRunResponseSchema, "GET", `/api/projects/${projectId}/test-runs/latest`)).testResults;

/** The project's stored requirements as the text the plan is generated from ("FR-1: …" lines). */
export async function fetchRequirementsText(projectId: number): Promise<string> {
  const rows = await apiJson<Requirement[]>("GET", `/api/projects/${projectId}/requirements`);
  return rows.map((r) => `${r.code}: ${r.description}`).join("\n");
}

export const generatePlan = async (projectId: number, requirements: string, implementationCode: string) =>
  (
    await parsedJson(testPlanResponseSchema, "POST", `/api/projects/${projectId}/generate-test-plan`, {
      requirements,
      ...(implementationCode.trim() ? { implementationCode } : {}),
    })
  ).testPlan;

const casesOf = (cases: readonly TestCase[] | undefined) =>
  cases && cases.length > 0
    ? { testCases: cases.map((c) => ({ id: c.id, requirementId: c.requirementId })) }
    : {};

export const generateScripts = async (
  projectId: number,
  framework: TestFramework,
  testType: TestType,
  cases: readonly TestCase[] | undefined,
): Promise<TestScript[]> =>
  (
    await parsedJson(testScriptsResponseSchema, "POST", `/api/projects/${projectId}/generate-test-scripts`, {
      framework,
      testType,
      ...casesOf(cases),
    })
  ).testScripts.testScripts;

export const executeTests = async (
  projectId: number,
  testType: TestType,
  cases: readonly TestCase[] | undefined,
) =>
  (
    await parsedJson(testRunResponseSchema, "POST", `/api/projects/${projectId}/execute-tests`, {
      testType,
      ...casesOf(cases),
    })
  ).testResults;
