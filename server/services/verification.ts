import type { TypecheckResult } from "../../domain/api/code";
import { verificationCaps, type Verification, type VerificationCap } from "../../domain/rules/verification";
import type { Db } from "../db/client";
import { getDeployment } from "../db/queries/deployments";
import { finishedTestRunsSince } from "../db/queries/testing";
import type { CodeGenerationRow } from "../db/schema";

/*
 * The last type-check, build and test runs of a project's current generated files (domain/rules/verification.ts):
 * a check counts only when it ran after the files last changed.
 */

/** What the checks of the current files say; `typecheck` is the current one (currentTypecheck). */
export async function loadVerification(
  db: Db,
  generation: CodeGenerationRow,
  typecheck: TypecheckResult,
): Promise<Verification> {
  const since = generation.filesChangedAt;
  const runs = await finishedTestRunsSince(db, generation.projectId, since);
  const deployment = await getDeployment({ db, projectId: generation.projectId });
  const failedBuild = deployment?.status === "error" && deployment.updatedAt >= since;
  const lastLog = deployment?.buildLogs.filter((l) => /error/i.test(l)).at(-1);
  return {
    typecheck: typecheck.ran ? { errors: typecheck.errors, first: typecheck.messages[0] ?? null } : null,
    buildError: failedBuild ? (deployment.error ?? lastLog ?? "the build log says why") : null,
    testRuns: runs.map((run) => ({
      testType: run.testType,
      status: run.status === "running" ? "error" : run.status,
      passed: run.passed,
      failed: run.failed,
      error: run.error,
    })),
  };
}

/** The caps the current files' checks put on the analyses' figures, strictest first. */
export async function loadVerificationCaps(
  db: Db,
  generation: CodeGenerationRow,
  typecheck: TypecheckResult,
): Promise<VerificationCap[]> {
  return verificationCaps(await loadVerification(db, generation, typecheck));
}
