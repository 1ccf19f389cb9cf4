import {
  PASS_TITLES,
  type ImplementationAnalysis,
  type MultiPassAnalysis,
  type PassNumber,
  type TypecheckResult,
} from "../../domain/api/code";
import { passHint, passStatuses } from "../../domain/rules/multi-pass";
import { codeQualityScore } from "../codegen/analyse";
import type { Db } from "../db/client";
import type { CodeGenerationRow, ProjectRow } from "../db/schema";
import { projectAppDir } from "../runtime/dependencies";
import { loadState, TYPECHECK_NOT_RUN, type CodeSettings } from "./code";

/**
 * The measured analyses of a project's generated code (delivery.md §2.5, §3, §4.4): read from the stored files
 * against the models they came from, with the last type-check; never estimated.
 */

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
  const { generation, analysis } = await loadState(db, project.id);
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
  const { generation, files, analysis } = await loadState(db, project.id);
  const areas = analysis;
  const typecheck = currentTypecheck(generation);
  const models =
    (areas.stack.coverage +
      areas.database.coverage +
      areas.api.coverage +
      areas.frontend.coverage +
      areas.advanced.coverage) /
    5;
  // The SRS is the yardstick: an app that implements every model element but misses a requirement is not done.
  const overall = Math.round(((models + areas.requirementCoverage.coverage) / 2) * 10) / 10;
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
    // A page the model wrote and the gate dropped is named first among the requirement gaps, with why.
    gaps: [
      ...generation.features
        .filter((f) => f.status === "dropped")
        .map((f) => ({
          area: "requirements" as const,
          message:
            `${f.requirementIds.join(", ")} ${f.name}: the model's page was not kept after ` +
            `${f.attempts} ${f.attempts === 1 ? "try" : "tries"} (${f.reason ?? "no reason given"})`,
        })),
      ...analysis.gaps,
    ],
    recommendations: analysis.recommendations,
    outputDirectory: projectAppDir(settings.dataDir, project.id),
    measuredAt: new Date().toISOString(),
  };
}
