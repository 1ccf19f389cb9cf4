import { describe, expect, it } from "vitest";
import { srsProgressByType, srsProgressColor, type RequirementType } from "./srs-progress";

const requirement = (type: RequirementType, status: string): { type: RequirementType; status: string } => ({
  type,
  status,
});

// prettier-ignore
const colourCases: { when: string; percent: number; colour: ReturnType<typeof srsProgressColor> }[] = [
  { when: "100% confirmed is green", percent: 100, colour: "green" },
  { when: "exactly 75% confirmed is green", percent: 75, colour: "green" },
  { when: "just below 75% is amber", percent: 74, colour: "amber" },
  { when: "exactly 50% is amber", percent: 50, colour: "amber" },
  { when: "just below 50% is neutral", percent: 49, colour: "neutral" },
  { when: "0% is neutral", percent: 0, colour: "neutral" },
];

describe("srsProgressByType", () => {
  it("lists every requirement type at 0% when nothing has been extracted", () => {
    expect(srsProgressByType([])).toEqual([
      { type: "functional", total: 0, confirmed: 0, percent: 0 },
      { type: "non-functional", total: 0, confirmed: 0, percent: 0 },
      { type: "user-story", total: 0, confirmed: 0, percent: 0 },
    ]);
  });

  it("gives each type the rounded percentage of its confirmed requirements", () => {
    const requirements = [
      requirement("functional", "confirmed"),
      requirement("functional", "confirmed"),
      requirement("functional", "pending"),
      requirement("non-functional", "confirmed"),
      requirement("user-story", "draft"),
    ];
    expect(srsProgressByType(requirements)).toEqual([
      { type: "functional", total: 3, confirmed: 2, percent: 67 },
      { type: "non-functional", total: 1, confirmed: 1, percent: 100 },
      { type: "user-story", total: 1, confirmed: 0, percent: 0 },
    ]);
  });
});

describe("srsProgressColor", () => {
  for (const { when, percent, colour } of colourCases) {
    it(when, () => {
      expect(srsProgressColor(percent)).toBe(colour);
    });
  }
});
