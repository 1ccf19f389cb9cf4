/** Test coverage badge colours (delivery.md §9). */
export type CoverageBadgeVariant = "default" | "secondary" | "destructive";

export const COVERAGE_GOOD = 80;
export const COVERAGE_FAIR = 60;

/** delivery.md §9: 80 or more is default, 60 or more is secondary, otherwise destructive. */
export function coverageBadgeVariant(percent: number): CoverageBadgeVariant {
  if (percent >= COVERAGE_GOOD) return "default";
  if (percent >= COVERAGE_FAIR) return "secondary";
  return "destructive";
}
