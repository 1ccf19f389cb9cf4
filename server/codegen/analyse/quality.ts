import type { TypecheckResult } from "../../../domain/api/code";
import type { StaticAnalysis } from "./index";
import { round1 } from "./tally";

/**
 * The code quality score, 0–100, one decimal; null when the type-check did not run (nothing measured).
 * 70 % type-check: 100 at 0 errors, 10 less per error, at least 0.
 * 30 % tests, half and half: the share of route modules (server files registering API routes) a test calls and of
 * page modules (src/client/pages/*.tsx) a test imports (0 when the app has neither yet), and the share of the
 * SRS's measured requirements a test exercises (100 when none is measured).
 */
export function codeQualityScore(typecheck: TypecheckResult, analysis: StaticAnalysis): number | null {
  if (!typecheck.ran) return null;
  const typeScore = Math.max(0, 100 - 10 * typecheck.errors);
  const { routeModules, routeModulesTested, pageModules, pageModulesTested } = analysis.quality;
  const modules = routeModules + pageModules;
  const moduleScore = modules === 0 ? 0 : (100 * (routeModulesTested + pageModulesTested)) / modules;
  const measured = analysis.requirements.checks.filter((c) => c.status !== "design");
  const requirementScore =
    measured.length === 0 ? 100 : (100 * analysis.requirements.traced.length) / measured.length;
  return round1(0.7 * typeScore + 0.15 * moduleScore + 0.15 * requirementScore);
}
