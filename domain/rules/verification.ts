import { PASS_THRESHOLDS } from "./multi-pass";

/*
 * What running the generated app says about it, against what reading its files says (delivery.md §3, §4.4): the
 * analyses measure the files against the models, but an app that does not type-check, does not build or fails its
 * own tests is not what those figures would claim. The last type-check, build and test run of the current files cap
 * every accuracy and coverage figure, and the reason is the first gap:
 * - a failed type-check or build: at most 49 % (pass 1, a data layer that compiles, is not even done);
 * - a test run that could not run: at most 79 % (pass 2 at most);
 * - failing tests: at most the share of tests that passed, and never above 94 % (pass 3 is not done).
 * A check that has not run on the current files caps nothing: the figures say what the files hold until it does.
 */

export interface Verification {
  /** The last type-check of the current files: errors and the first message; null when none ran. */
  typecheck: { errors: number; first: string | null } | null;
  /** The last build or start of the current files that failed, with why; null when none failed. */
  buildError: string | null;
  /** The last test runs of the current files (one per kind of test); empty when none ran. */
  testRuns: {
    testType: string;
    status: "passed" | "failed" | "error";
    passed: number;
    failed: number;
    error: string | null;
  }[];
}

export interface VerificationCap {
  /** The highest figure the analyses may show. */
  cap: number;
  /** Why, as the first gap: "The app does not type-check: 3 errors (src/…)". */
  reason: string;
}

const [PASS_1, PASS_2, PASS_3] = PASS_THRESHOLDS;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The caps the last checks put on the figures, strictest first; empty when every check that ran passed. */
export function verificationCaps(verification: Verification): VerificationCap[] {
  const caps: VerificationCap[] = [];
  const { typecheck } = verification;
  if (typecheck && typecheck.errors > 0)
    caps.push({
      cap: PASS_1 - 1,
      reason: `The app does not type-check: ${plural(typecheck.errors, "error")}${typecheck.first ? ` (${typecheck.first})` : ""}`,
    });
  if (verification.buildError !== null)
    caps.push({ cap: PASS_1 - 1, reason: `The app does not build or start: ${verification.buildError}` });
  for (const run of verification.testRuns) {
    if (run.status === "error")
      caps.push({
        cap: PASS_2 - 1,
        reason: `The last ${run.testType} test run could not run: ${run.error ?? "no reason given"}`,
      });
    else if (run.status === "failed" || run.failed > 0) {
      const total = run.passed + run.failed;
      const share = total > 0 ? Math.floor((100 * run.passed) / total) : 0;
      caps.push({
        cap: Math.min(PASS_3 - 1, share),
        reason: `${plural(run.failed, "test")} of ${total} failed in the last ${run.testType} test run`,
      });
    }
  }
  return caps.sort((a, b) => a.cap - b.cap);
}

/** A figure under the caps. */
export function capped(figure: number, caps: readonly VerificationCap[]): number {
  return caps.reduce((value, c) => Math.min(value, c.cap), figure);
}
