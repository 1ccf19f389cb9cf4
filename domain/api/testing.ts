import { z } from "zod";
import { generatedBySchema } from "./ai";

/**
 * QA testing of a project's generated app (delivery.md §2.6, §3 test responses, §5, §7 QA, §9): a test plan derived
 * from the requirements, test scripts written into the app, and real runs of the app's tests with V8 coverage.
 */

export const TEST_TYPES = ["unit", "integration", "system", "ui", "performance", "security"] as const;
export type TestType = (typeof TEST_TYPES)[number];
export const TEST_FRAMEWORKS = ["jest", "cypress", "playwright", "selenium", "supertest"] as const;
export type TestFramework = (typeof TEST_FRAMEWORKS)[number];

export const DEFAULT_TEST_TYPE: TestType = "unit";
export const DEFAULT_TEST_FRAMEWORK: TestFramework = "jest";
/** Default coverage targets of a plan, in percent (§9). */
export const DEFAULT_COVERAGE_TARGETS = { unit: 85, integration: 75 } as const;
/** The Test Scripts tab shows only the first 3 scripts (§2.6, §9). */
export const SCRIPTS_SHOWN = 3;

export const REQUIREMENTS_TEXT_MAX = 50_000;
export const IMPLEMENTATION_CODE_MAX = 200_000;
export const TEST_CASES_MAX = 500;

/** Requirement ids as they appear in documents and test titles: FR-1, NFR-002, US-3, REQ-7. */
export const REQUIREMENT_ID_PATTERN = /\b(?:FR|NFR|US|REQ|BR|SR)-\d+\b/g;

/** The same id however it is padded: FR-001 and FR-1 are one requirement. */
export function normalizeRequirementId(id: string): string {
  const match = /^([A-Za-z]+)-0*(\d+)$/.exec(id.trim());
  return match ? `${(match[1] ?? "").toUpperCase()}-${match[2] ?? ""}` : id.trim().toUpperCase();
}

/** Every requirement id in a text (a test title, a line), normalized, in order, once each. */
export function requirementIdsIn(text: string): string[] {
  return [...new Set([...text.matchAll(REQUIREMENT_ID_PATTERN)].map((m) => normalizeRequirementId(m[0])))];
}

const ID_ORDER = ["FR", "NFR", "US"];

/** Sorts requirement ids for reading: FR before NFR before US (others after), then by number. */
export function sortRequirementIds(ids: Iterable<string>): string[] {
  const rank = (id: string) => {
    const [prefix = "", n = "0"] = id.split("-");
    const at = ID_ORDER.indexOf(prefix);
    return { at: at < 0 ? ID_ORDER.length : at, prefix, n: Number(n) };
  };
  return [...new Set(ids)].sort((a, b) => {
    const x = rank(a);
    const y = rank(b);
    return x.at - y.at || x.prefix.localeCompare(y.prefix) || x.n - y.n;
  });
}

const testTypeSchema = z.enum(TEST_TYPES, {
  error: `testType must be one of ${TEST_TYPES.join(", ")}`,
});
const frameworkSchema = z.enum(TEST_FRAMEWORKS, {
  error: `framework must be one of ${TEST_FRAMEWORKS.join(", ")}`,
});

export const testCaseSchema = z.object({
  id: z.string(),
  requirementId: z.string(),
  title: z.string(),
  type: z.enum(TEST_TYPES),
  priority: z.enum(["high", "medium", "low"]),
  steps: z.array(z.string()),
  expectedResult: z.string(),
  /** True when at least one test of the generated app names this requirement id. */
  automated: z.boolean(),
  /** Titles of the generated app's tests that name this requirement id. */
  coveredBy: z.array(z.string()),
});
export type TestCase = z.infer<typeof testCaseSchema>;

/** A test case as a client may send it back (only what scripts and runs use; extra fields are ignored). */
const testCaseInputSchema = z.looseObject({
  id: z.string({ error: "testCases: each case needs an id" }).max(100, "testCases: id is too long"),
  requirementId: z
    .string({ error: "testCases: each case needs a requirementId" })
    .max(100, "testCases: requirementId is too long"),
  title: z.string().max(500, "testCases: title is too long").optional(),
});
const testCasesSchema = z
  .array(testCaseInputSchema, { error: "testCases must be a list" })
  .max(TEST_CASES_MAX, `testCases must have at most ${TEST_CASES_MAX} cases`)
  .optional();

/** POST /api/projects/{id}/generate-test-plan */
export const generateTestPlanSchema = z.strictObject({
  requirements: z
    .string({ error: "requirements must be text" })
    .trim()
    .min(1, "Please provide requirements")
    .max(REQUIREMENTS_TEXT_MAX, `requirements must be at most ${REQUIREMENTS_TEXT_MAX} characters`),
  implementationCode: z
    .string({ error: "implementationCode must be text" })
    .max(IMPLEMENTATION_CODE_MAX, `implementationCode must be at most ${IMPLEMENTATION_CODE_MAX} characters`)
    .optional(),
});
export type GenerateTestPlanInput = z.infer<typeof generateTestPlanSchema>;

/** POST /api/projects/{id}/generate-test-scripts */
export const generateTestScriptsSchema = z.strictObject({
  testCases: testCasesSchema,
  framework: frameworkSchema,
  testType: testTypeSchema,
});
export type GenerateTestScriptsInput = z.infer<typeof generateTestScriptsSchema>;

/** POST /api/projects/{id}/execute-tests */
export const executeTestsSchema = z.strictObject({
  testType: testTypeSchema,
  testCases: testCasesSchema,
});
export type ExecuteTestsInput = z.infer<typeof executeTestsSchema>;

export const testPlanSchema = z.object({
  testStrategy: z.object({
    coverage_targets: z.object({ unit: z.number(), integration: z.number() }),
    approach: z.string(),
    /** Measured: the share of cases the generated app's tests already cover, with the counts. */
    automation_level: z.string(),
    automatedCases: z.number(),
    totalCases: z.number(),
  }),
  testCases: z.array(testCaseSchema),
  /** Where the cases came from: stored requirements, lines of the typed text, the implementation code. */
  sources: z.object({
    storedRequirements: z.number(),
    textRequirements: z.number(),
    appTests: z.number(),
    implementationCodeIds: z.array(z.string()),
  }),
  generatedAt: z.string(),
  /** What wrote the cases' words (absent in plans from before it was recorded: the embedded engine). */
  generatedBy: generatedBySchema.optional(),
});
export type TestPlan = z.infer<typeof testPlanSchema>;
export const testPlanResponseSchema = z.object({ testPlan: testPlanSchema.nullable() });

export const testScriptSchema = z.object({
  name: z.string(),
  description: z.string(),
  type: z.enum(TEST_TYPES),
  framework: z.enum(TEST_FRAMEWORKS),
  /** Path inside the generated app. */
  path: z.string(),
  /** The command that runs it. */
  runner: z.string(),
  /** Whether execute-tests runs it on this server. */
  runnableHere: z.boolean(),
  note: z.string(),
  content: z.string(),
  requirementIds: z.array(z.string()),
});
export type TestScript = z.infer<typeof testScriptSchema>;
export const testScriptsResponseSchema = z.object({
  testScripts: z.object({ testScripts: z.array(testScriptSchema) }),
});
export type TestScriptsResponse = z.infer<typeof testScriptsResponseSchema>;

export const TEST_RUN_STATUSES = ["running", "passed", "failed", "error"] as const;
export type TestRunStatus = (typeof TEST_RUN_STATUSES)[number];

export const testResultSchema = z.object({
  name: z.string(),
  file: z.string(),
  status: z.enum(["passed", "failed", "skipped"]),
  durationMs: z.number().nullable(),
  requirementIds: z.array(z.string()),
  failureMessage: z.string().nullable(),
});
export type TestResult = z.infer<typeof testResultSchema>;

const coverageNumbers = {
  lines: z.number(),
  statements: z.number(),
  functions: z.number(),
  branches: z.number(),
};
export const coverageSchema = z.object({
  ...coverageNumbers,
  files: z.array(z.object({ path: z.string(), ...coverageNumbers })),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const testRunSchema = z.object({
  runId: z.number(),
  testType: z.enum(TEST_TYPES),
  status: z.enum(TEST_RUN_STATUSES),
  executionSummary: z.object({
    passed: z.number(),
    failed: z.number(),
    skipped: z.number(),
    total: z.number(),
    /** Seconds. */
    executionTime: z.number(),
  }),
  tests: z.array(testResultSchema),
  coverage: coverageSchema.nullable(),
  ranFiles: z.array(z.string()),
  notes: z.array(z.string()),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TestRun = z.infer<typeof testRunSchema>;
export const testRunResponseSchema = z.object({ testResults: testRunSchema.nullable() });
export type TestRunResponse = z.infer<typeof testRunResponseSchema>;
