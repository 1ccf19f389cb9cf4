import {
  PASS_TITLES,
  type ImplementationAnalysis,
  type MultiPassAnalysis,
  type PassNumber,
  type TypecheckResult,
} from "../../domain/api/code";
import { passHint, passStatuses } from "../../domain/rules/multi-pass";
import { capped, type VerificationCap } from "../../domain/rules/verification";
import { codeQualityScore } from "../codegen/analyse";
import type { Db } from "../db/client";
import type { CodeGenerationRow, ProjectRow } from "../db/schema";
import { projectAppDir } from "../runtime/dependencies";
import { loadState, TYPECHECK_NOT_RUN, type CodeSettings } from "./code";
import { loadVerificationCaps } from "./verification";

/**
 * The measured analyses of a project's generated code (delivery.md §2.5, §3, §4.4): read from the stored files
 * against the models they came from, with the last type-check; never estimated. Both analyses take the same
 * measures under the same caps (domain/rules/verification.ts): a failed type-check, build or test run of the
 * current files caps every figure and is the first gap and the first recommendation.
 */

/** The analysis of the stored files with every coverage and the accuracy under the caps. */
function cappedAnalysis<A extends Awaited<ReturnType<typeof loadState>>["analysis"]>(
  analysis: A,
  caps: readonly VerificationCap[],
): A {
  if (caps.length === 0) return analysis;
  const area = <T extends { coverage: number }>(a: T): T => ({ ...a, coverage: capped(a.coverage, caps) });
  return {
    ...analysis,
    database: area(analysis.database),
    api: area(analysis.api),
    frontend: area(analysis.frontend),
    stack: area(analysis.stack),
    advanced: area(analysis.advanced),
    // The Multi-Pass page lists the requirements' gaps first: the reason for the cap leads them.
    requirementCoverage: {
      ...area(analysis.requirementCoverage),
      gaps: [...caps.map((c) => c.reason), ...analysis.requirementCoverage.gaps],
    },
    overallAccuracy: capped(analysis.overallAccuracy, caps),
    gaps: [...caps.map((c) => ({ area: "verification" as const, message: c.reason })), ...analysis.gaps],
    recommendations: [
      ...caps.map((c) => `${c.reason}: fix it first (the figures stay at most ${c.cap}% until it passes).`),
      ...analysis.recommendations,
    ],
  };
}

/** The state of a project's code with its analysis under the caps of its last checks. */
async function measuredState(db: Db, projectId: number) {
  const state = await loadState(db, projectId);
  const typecheck = currentTypecheck(state.generation);
  const caps = await loadVerificationCaps(db, state.generation, typecheck);
  return { ...state, typecheck, caps, analysis: cappedAnalysis(state.analysis, caps) };
}

/** The stored type-check, unless the files changed after it ran. */
function currentTypecheck(generation: CodeGenerationRow): TypecheckResult {
  const stored = generation.typecheck;
  if (!stored) return TYPECHECK_NOT_RUN;
  if (!generation.typecheckedAt || generation.typecheckedAt < generation.filesChangedAt)
    return {
      ...stored,
      ran: false,
      note: "The files changed after the last type-check; a new one runs after every change.",
    };
  return stored;
}

/** GET multi-pass-analysis (delivery.md §3, §4.4), measured from the stored files. */
export async function multiPassAnalysis(
  db: Db,
  project: ProjectRow,
  settings: CodeSettings,
): Promise<MultiPassAnalysis> {
  const { generation, analysis } = await measuredState(db, project.id);
  const accuracy = analysis.overallAccuracy;
  const statuses = passStatuses(accuracy);
  const active = statuses.findIndex((s) => s === "active");
  const ranPasses = generation.passes.map((p) => p.passNumber);
  return {
    overallAccuracy: accuracy,
    passNumber: active >= 0 ? active + 1 : 3,
    databaseImplementation: analysis.database,
    apiImplementation: analysis.api,
    frontendImplementation: analysis.frontend,
    technologyStackCompliance: analysis.stack,
    requirementsCoverage: analysis.requirementCoverage,
    nextPassRecommendations: analysis.recommendations,
    passes: ([1, 2, 3] as const).map((n) => {
      const record = generation.passes.find((p) => p.passNumber === n);
      return {
        passNumber: n,
        title: PASS_TITLES[n],
        status: statuses[n - 1] ?? "blocked",
        executedAt: record?.executedAt ?? null,
        accuracyAfter: record?.accuracyAfter ?? null,
        completedTasks: record?.completedTasks ?? [],
      };
    }),
    hint: passHint(accuracy, ranPasses),
    outputDirectory: projectAppDir(settings.dataDir, project.id),
    measuredAt: new Date().toISOString(),
  };
}

/** GET implementation-analysis (delivery.md §2.5, §3), measured from the stored files and the last type-check. */
export async function implementationAnalysis(
  db: Db,
  project: ProjectRow,
  settings: CodeSettings,
): Promise<ImplementationAnalysis> {
  const { generation, files, analysis, typecheck, caps } = await measuredState(db, project.id);
  const areas = analysis;
  const models =
    (areas.stack.coverage +
      areas.database.coverage +
      areas.api.coverage +
      areas.frontend.coverage +
      areas.advanced.coverage) /
    5;
  // The SRS is the yardstick: an app that implements every model element but misses a requirement is not done.
  const overall = capped(Math.round(((models + areas.requirementCoverage.coverage) / 2) * 10) / 10, caps);
  // The baseline is the model accuracy after pass 1: compared with the model accuracy now, like with like.
  const baseline = generation.baselineAccuracy ?? analysis.overallAccuracy;
  const improvements = generation.passes.map(
    (p) =>
      `Pass ${p.passNumber} (${PASS_TITLES[p.passNumber as PassNumber]}) brought the accuracy to ${p.accuracyAfter}%`,
  );
  return {
    overallCoverage: overall,
    comparisonWithBaseline: {
      baseline,
      difference: Math.round((analysis.overallAccuracy - baseline) * 10) / 10,
    },
    technologyStackCoverage: areas.stack,
    databaseSchemaCoverage: areas.database,
    apiImplementationCoverage: areas.api,
    frontendArchitectureCoverage: areas.frontend,
    advancedFeaturesCoverage: areas.advanced,
    requirementsCoverage: areas.requirementCoverage,
    requirements: analysis.requirements.checks,
    codeQualityScore: codeQualityScore(typecheck, analysis),
    quality: {
      typecheck,
      files: analysis.quality.files,
      linesOfCode: analysis.quality.linesOfCode,
      testFiles: analysis.quality.testFiles,
      testCases: analysis.quality.testCases,
      requirementsTotal: analysis.requirements.checks.filter((c) => c.status !== "design").length,
      requirementsServed: analysis.requirements.served.length,
      requirementsTraced: analysis.requirements.traced.length,
      userEditedFiles: files.filter((f) => f.userEdited).length,
    },
    improvements,
    // A page the model wrote and the gate dropped is named first among the requirement gaps, with why; then a kept
    // one whose gate saw unrelated failures.
    gaps: [
      ...analysis.gaps.filter((g) => g.area === "verification"),
      ...generation.features
        .filter((f) => f.status === "dropped")
        .map((f) => ({
          area: "requirements" as const,
          message:
            `${f.requirementIds.join(", ")} ${f.name}: the model's page was not kept after ` +
            `${f.attempts} ${f.attempts === 1 ? "try" : "tries"} (${f.reason ?? "no reason given"})`,
        })),
      // A kept one whose gate saw the app's own tests fail with and without it: those failures are the app's.
      ...generation.features.flatMap((f) => {
        const failures = f.status === "kept" ? (f.unrelatedFailures ?? []) : [];
        if (failures.length === 0) return [];
        const message =
          `${f.requirementIds.join(", ")} ${f.name}: the model's page is kept; ${failures.length} of ` +
          `the app's own tests failed with and without it (${failures[0]})`;
        return [{ area: "requirements" as const, message }];
      }),
      ...analysis.gaps.filter((g) => g.area !== "verification"),
    ],
    recommendations: analysis.recommendations,
    outputDirectory: projectAppDir(settings.dataDir, project.id),
    measuredAt: new Date().toISOString(),
  };
}
