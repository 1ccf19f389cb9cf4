import { describe, expect, it } from "vitest";
import { coverageBadgeVariant, type CoverageBadgeVariant } from "./coverage-badge";

// prettier-ignore
const cases: { when: string; percent: number; variant: CoverageBadgeVariant }[] = [
  { when: "100% coverage shows the default badge", percent: 100, variant: "default" },
  { when: "exactly 80% coverage shows the default badge", percent: 80, variant: "default" },
  { when: "just below 80% coverage shows the secondary badge", percent: 79.9, variant: "secondary" },
  { when: "exactly 60% coverage shows the secondary badge", percent: 60, variant: "secondary" },
  { when: "just below 60% coverage shows the destructive badge", percent: 59.9, variant: "destructive" },
  { when: "no coverage shows the destructive badge", percent: 0, variant: "destructive" },
];

describe("coverageBadgeVariant", () => {
  for (const { when, percent, variant } of cases) {
    it(when, () => {
      expect(coverageBadgeVariant(percent)).toBe(variant);
    });
  }
});
