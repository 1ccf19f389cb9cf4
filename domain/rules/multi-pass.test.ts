import { describe, expect, it } from "vitest";
import {
  canExecutePass,
  PASS_TARGETS,
  PASS_THRESHOLDS,
  passHint,
  passStatuses,
  type PassNumber,
  type PassStatus,
} from "./multi-pass";

// prettier-ignore
const statusCases: { when: string; accuracy: number; statuses: [PassStatus, PassStatus, PassStatus] }[] = [
  { when: "at 0 only pass 1 is active", accuracy: 0, statuses: ["active", "blocked", "blocked"] },
  { when: "just below 50 pass 1 is still active", accuracy: 49.9, statuses: ["active", "blocked", "blocked"] },
  { when: "at 50 pass 1 completes and pass 2 becomes active", accuracy: 50, statuses: ["completed", "active", "blocked"] },
  { when: "just below 80 pass 2 is still active", accuracy: 79.9, statuses: ["completed", "active", "blocked"] },
  { when: "at 80 pass 2 completes and pass 3 becomes active", accuracy: 80, statuses: ["completed", "completed", "active"] },
  { when: "just below 95 pass 3 is still active", accuracy: 94.9, statuses: ["completed", "completed", "active"] },
  { when: "at 95 every pass is completed", accuracy: 95, statuses: ["completed", "completed", "completed"] },
  { when: "at 100 every pass is completed", accuracy: 100, statuses: ["completed", "completed", "completed"] },
];

// prettier-ignore
const executeCases: { when: string; pass: PassNumber; accuracy: number; allowed: boolean }[] = [
  { when: "pass 1 can run below 50", pass: 1, accuracy: 49, allowed: true },
  { when: "pass 1 cannot run again once completed at 50", pass: 1, accuracy: 50, allowed: false },
  { when: "pass 2 cannot run while blocked below 50", pass: 2, accuracy: 49, allowed: false },
  { when: "pass 2 can run from 50", pass: 2, accuracy: 50, allowed: true },
  { when: "pass 2 cannot run once completed at 80", pass: 2, accuracy: 80, allowed: false },
  { when: "pass 3 cannot run while blocked below 80", pass: 3, accuracy: 79, allowed: false },
  { when: "pass 3 can run from 80", pass: 3, accuracy: 80, allowed: true },
  { when: "pass 3 cannot run once completed at 95", pass: 3, accuracy: 95, allowed: false },
];

// prettier-ignore
const hintCases: { when: string; accuracy: number; hint: ReturnType<typeof passHint> }[] = [
  { when: "below 65 there is no hint", accuracy: 64.9, hint: null },
  { when: "from 65 pass 2 is suggested", accuracy: 65, hint: "Ready for Pass 2" },
  { when: "just below 85 pass 2 is still suggested", accuracy: 84.9, hint: "Ready for Pass 2" },
  { when: "from 85 pass 3 is suggested", accuracy: 85, hint: "Ready for Pass 3" },
  { when: "just below 95 pass 3 is still suggested", accuracy: 94.9, hint: "Ready for Pass 3" },
  { when: "from 95 there is no hint", accuracy: 95, hint: null },
];

describe("passStatuses", () => {
  for (const { when, accuracy, statuses } of statusCases) {
    it(when, () => {
      expect(passStatuses(accuracy)).toEqual(statuses);
    });
  }
});

describe("canExecutePass", () => {
  for (const { when, pass, accuracy, allowed } of executeCases) {
    it(when, () => {
      expect(canExecutePass(pass, accuracy)).toBe(allowed);
    });
  }
});

describe("passHint", () => {
  for (const { when, accuracy, hint } of hintCases) {
    it(when, () => {
      expect(passHint(accuracy)).toBe(hint);
    });
  }
});

describe("pass constants", () => {
  it("uses the thresholds 50, 80 and 95 and the targets 65-75, 85-90 and 95-100", () => {
    expect(PASS_THRESHOLDS).toEqual([50, 80, 95]);
    expect(PASS_TARGETS).toEqual([
      { min: 65, max: 75 },
      { min: 85, max: 90 },
      { min: 95, max: 100 },
    ]);
  });
});
