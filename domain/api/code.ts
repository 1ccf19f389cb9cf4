import { z } from "zod";
import { generatedBySchema } from "./ai";

/**
 * Code generation, the generated files and their measured analysis (delivery.md §2.4, §2.5, §3, §4.4, §7).
 * The analysis is measured by reading the generated code against the approved models, never estimated.
 */

export const PASS_NUMBERS = [1, 2, 3] as const;
export type PassNumber = (typeof PASS_NUMBERS)[number];

/** What each pass adds to the app (the three passes build it up in this order). */
export const PASS_TITLES: Record<PassNumber, string> = {
  1: "Data layer and server skeleton",
  2: "API and user interface",
  3: "Tests, documentation and delivery files",
};

/** The documents a generated file can implement. */
export const CODE_DOCUMENT_KINDS = [
  "srs",
  "system_design",
  "database_design",
  "api_specification",
  "frontend_architecture",
] as const;
export type CodeDocumentKind = (typeof CODE_DOCUMENT_KINDS)[number];

export const CODE_LANGUAGES = [
  "typescript",
  "tsx",
  "json",
  "sql",
  "markdown",
  "html",
  "css",
  "yaml",
  "dockerfile",
  "text",
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** GET /api/generated-code-files?projectId= : one entry per file (folders are implied by the paths). */
export const generatedCodeFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(["file", "folder"]),
  path: z.string(),
  language: z.enum(CODE_LANGUAGES),
  size: z.number(),
  lastModified: z.string(),
  content: z.string(),
  pass: z.number(),
  /** True once the user saved an edit; regeneration asks before replacing such a file. */
  userEdited: z.boolean(),
  /** What wrote the file: the embedded engine's generator (every file today) or a configured model. */
  generatedBy: generatedBySchema,
  implements: z.object({
    documents: z.array(z.enum(CODE_DOCUMENT_KINDS)),
    requirementIds: z.array(z.string()),
    elements: z.array(z.string()),
  }),
});
export type GeneratedCodeFile = z.infer<typeof generatedCodeFileSchema>;

/** PUT /api/generated-code-files/{id}: the user's edit of one file. */
export const updateCodeFileSchema = z.object({
  content: z
    .string({ error: "content must be text" })
    .max(500_000, "A file can hold at most 500,000 characters"),
});

/** POST generate-code-v4 | generate-code-v3 body (optional). */
export const generateCodeSchema = z
  .object({
    /** Replace files the user edited; without it the call answers 409 listing them. */
    overwriteUserEdits: z.boolean({ error: "overwriteUserEdits must be true or false" }).optional(),
  })
  .strict();

/** The response of generate-code-v4 (delivery.md §3) with what the first pass did. */
export const codeGenerationResultSchema = z.object({
  filesGenerated: z.number(),
  /** Measured overall accuracy after the pass, in percent. */
  implementationCoverage: z.number(),
  outputDirectory: z.string(),
  passNumber: z.number(),
  completedTasks: z.array(z.string()),
});
export type CodeGenerationResult = z.infer<typeof codeGenerationResultSchema>;

/** Coverage of one area: how many of the model's elements the code implements, and which are missing. */
export const areaCoverageSchema = z.object({
  coverage: z.number(),
  implemented: z.number(),
  total: z.number(),
  gaps: z.array(z.string()),
});
export type AreaCoverage = z.infer<typeof areaCoverageSchema>;

/** How the code serves one requirement of the SRS and which tests exercise it. */
export const requirementCheckSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["functional", "non-functional", "user-story"]),
  /**
   * tested: served by the code and exercised by a test naming it; untested: served, no test exercises it;
   * not-served: the code lacks its behaviour; design: a quality of the system the design addresses (not measured).
   */
  status: z.enum(["tested", "untested", "not-served", "design"]),
  /** A short reason when not tested: "not implemented — no scheduled job, no mail sender". */
  reason: z.string().nullable(),
  /** Titles of the tests that name it and exercise it. */
  tests: z.array(z.string()),
});
export type RequirementCheck = z.infer<typeof requirementCheckSchema>;

export const passSummarySchema = z.object({
  passNumber: z.number(),
  title: z.string(),
  status: z.enum(["completed", "active", "blocked"]),
  /** When the pass last ran and the accuracy measured right after it; null before it ran. */
  executedAt: z.string().nullable(),
  accuracyAfter: z.number().nullable(),
  completedTasks: z.array(z.string()),
});

/** GET /api/projects/{id}/multi-pass-analysis. */
export const multiPassAnalysisSchema = z.object({
  overallAccuracy: z.number(),
  /** The pass to run next (the active one), or 3 when all are completed. */
  passNumber: z.number(),
  databaseImplementation: areaCoverageSchema,
  apiImplementation: areaCoverageSchema,
  frontendImplementation: areaCoverageSchema,
  technologyStackCompliance: areaCoverageSchema,
  /**
   * The SRS's requirements served by the code and checked by a test (the Implementation Analysis' figure). Not
   * part of the accuracy that unlocks passes: a pass builds model elements, and no pass builds what no model has.
   */
  requirementsCoverage: areaCoverageSchema,
  nextPassRecommendations: z.array(z.string()),
  passes: z.array(passSummarySchema),
  hint: z.string().nullable(),
  /** The app's folder on the server (`DATA_DIR/apps/<projectId>`). */
  outputDirectory: z.string(),
  measuredAt: z.string(),
});
export type MultiPassAnalysis = z.infer<typeof multiPassAnalysisSchema>;

export const typecheckResultSchema = z.object({
  ran: z.boolean(),
  errors: z.number(),
  /** The first messages, `file(line,col): message`. */
  messages: z.array(z.string()),
  /** Why it did not run (dependencies not installed yet, files changed since), when ran is false. */
  note: z.string().nullable(),
  durationMs: z.number().nullable(),
});
export type TypecheckResult = z.infer<typeof typecheckResultSchema>;

/** GET /api/projects/{id}/implementation-analysis. */
export const implementationAnalysisSchema = z.object({
  /** Half the mean of the five model areas, half the requirements' coverage: 100 only when every requirement is served and tested. */
  overallCoverage: z.number(),
  comparisonWithBaseline: z.object({
    /** The coverage measured right after the first pass of this generation. */
    baseline: z.number(),
    difference: z.number(),
  }),
  technologyStackCoverage: areaCoverageSchema,
  databaseSchemaCoverage: areaCoverageSchema,
  apiImplementationCoverage: areaCoverageSchema,
  frontendArchitectureCoverage: areaCoverageSchema,
  /** Accounts, per-user data, search, seed data, delivery. */
  advancedFeaturesCoverage: areaCoverageSchema,
  /**
   * The SRS as the yardstick: each requirement 1 when the code serves it and a test exercises it, 3/4 when no
   * test does, 0 when the code lacks its behaviour. Half of overallCoverage.
   */
  requirementsCoverage: areaCoverageSchema,
  requirements: z.array(requirementCheckSchema),
  codeQualityScore: z.number().nullable(),
  quality: z.object({
    typecheck: typecheckResultSchema,
    files: z.number(),
    linesOfCode: z.number(),
    testFiles: z.number(),
    testCases: z.number(),
    /** Requirements measured in the code, how many the code serves and how many a test exercises. */
    requirementsTotal: z.number(),
    requirementsServed: z.number(),
    requirementsTraced: z.number(),
    userEditedFiles: z.number(),
  }),
  improvements: z.array(z.string()),
  gaps: z.array(z.object({ area: z.string(), message: z.string() })),
  recommendations: z.array(z.string()),
  outputDirectory: z.string(),
  measuredAt: z.string(),
});
export type ImplementationAnalysis = z.infer<typeof implementationAnalysisSchema>;

/** POST /api/projects/{id}/execute-pass. `analysisResult` (sent by the page) is ignored: the server measures. */
export const executePassSchema = z.object({
  passNumber: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: "passNumber must be 1, 2 or 3",
  }),
  analysisResult: z.unknown().optional(),
  overwriteUserEdits: z.boolean({ error: "overwriteUserEdits must be true or false" }).optional(),
});

export const executePassResultSchema = z.object({
  completedTasks: z.array(z.string()),
  newAccuracy: z.number(),
  filesGenerated: z.number(),
  outputDirectory: z.string(),
});
export type ExecutePassResult = z.infer<typeof executePassResultSchema>;

/**
 * What a model may write into a generated app (no new packages): client pages (a game, a calculator, an editor),
 * reports (a page with charts over the app's data, with routes of its own that compute the figures) and business
 * rules (server checks run inside an entity's create and update).
 */
export const MODEL_FEATURE_KINDS = ["game", "calculator", "editor", "reports", "rules"] as const;

/**
 * A page the configured model wrote for a capability the generator cannot build (a game, a calculator, an editor):
 * kept when the app still type-checks, builds and passes all its tests with it, dropped (with the reason) when it
 * did not after the tries allowed.
 */
export const modelFeatureSchema = z.object({
  /** The capability of the requirements model (CAP-n) and the requirements that state it. */
  capabilityId: z.string(),
  name: z.string(),
  kind: z.enum(MODEL_FEATURE_KINDS),
  requirementIds: z.array(z.string()),
  status: z.enum(["kept", "dropped"]),
  /** Its folder (src/client/features/<slug>/), route (/features/<slug>) and menu label. */
  slug: z.string(),
  label: z.string(),
  /** The page's component: the default export of src/client/features/<slug>/<component>.tsx. */
  component: z.string(),
  /** Whether it has that page (rules have none). */
  page: z.boolean().default(true),
  /** Its server side, in src/server/features/<slug>/: routes under /api/features/<slug>, and the entities whose
   * create and update its rules.ts checks. */
  server: z
    .object({ routes: z.boolean(), ruleEntities: z.array(z.string()) })
    .default({ routes: false, ruleEntities: [] }),
  files: z.array(z.string()),
  attempts: z.number().int(),
  /** Why it was dropped; null when kept. */
  reason: z.string().nullable(),
  /**
   * The app's own tests that failed with it and without it alike (so never a reason to drop it), each "file ›
   * test: first line of the failure": reported among the gaps.
   */
  unrelatedFailures: z.array(z.string()).optional(),
  generatedBy: generatedBySchema,
});
export type ModelFeature = z.infer<typeof modelFeatureSchema>;
