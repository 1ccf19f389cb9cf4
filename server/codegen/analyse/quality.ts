import type { TypecheckResult } from "../../../domain/api/code";
import type { StaticAnalysis } from "./index";
import { round1 } from "./tally";

/**
 * The code quality score, 0–100, one decimal; null when the type-check did not run (nothing measured).
 * 70 % type-check: 100 at 0 errors, 10 less per error, at least 0.
 * 30 % tests: the share of route modules (server files registering API routes) a test calls and of page modules
 * (src/client/pages/*.tsx) a test imports; 0 when the app has neither yet.
 */
export function codeQualityScore(typecheck: TypecheckResult, analysis: StaticAnalysis): number | null {
  if (!typecheck.ran) return null;
  const typeScore = Math.max(0, 100 - 10 * typecheck.errors);
  const { routeModules, routeModulesTested, pageModules, pageModulesTested } = analysis.quality;
  const modules = routeModules + pageModules;
  const testScore = modules === 0 ? 0 : (100 * (routeModulesTested + pageModulesTested)) / modules;
  return round1(0.7 * typeScore + 0.3 * testScore);
}
