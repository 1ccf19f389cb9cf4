import { describe, expect, it } from "vitest";
import {
  canExecutePass,
  PASS_TARGETS,
  PASS_THRESHOLDS,
  passHint,
  passReport,
  passStatuses,
  recommendationScope,
  targetVerdict,
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
const hintCases: { when: string; accuracy: number; ran?: number[]; hint: ReturnType<typeof passHint> }[] = [
  { when: "below 65 there is no hint", accuracy: 64.9, hint: null },
  { when: "from 65 pass 2 is suggested", accuracy: 65, hint: "Ready for Pass 2" },
  { when: "just below 80 pass 2 is still suggested", accuracy: 79.9, hint: "Ready for Pass 2" },
  { when: "from 80 pass 2 is completed, so it is not suggested", accuracy: 80, hint: null },
  { when: "just below 85 pass 2 is completed and not suggested", accuracy: 84.9, hint: null },
  { when: "from 85 pass 3 is suggested", accuracy: 85, hint: "Ready for Pass 3" },
  { when: "just below 95 pass 3 is still suggested", accuracy: 94.9, hint: "Ready for Pass 3" },
  { when: "from 95 there is no hint", accuracy: 95, hint: null },
  { when: "pass 2 is not suggested once it has run", accuracy: 70, ran: [1, 2], hint: null },
  { when: "pass 3 is not suggested once it has run", accuracy: 90, ran: [1, 2, 3], hint: null },
  { when: "pass 3 is still suggested when only passes 1 and 2 ran", accuracy: 90, ran: [1, 2], hint: "Ready for Pass 3" },
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
  for (const { when, accuracy, ran, hint } of hintCases) {
    it(when, () => {
      expect(passHint(accuracy, ran)).toBe(hint);
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

describe("targetVerdict", () => {
  it("places a figure below, within or above the pass's target range, the bounds included", () => {
    expect(targetVerdict(1, 64.9)).toBe("below");
    expect(targetVerdict(1, 65)).toBe("within");
    expect(targetVerdict(1, 75)).toBe("within");
    expect(targetVerdict(1, 75.1)).toBe("above");
    expect(targetVerdict(2, 84)).toBe("below");
    expect(targetVerdict(3, 100)).toBe("within");
  });
});

describe("passReport", () => {
  it("pass 1 completed at 50 says it fell short of its 65-75 target, with the gap", () => {
    expect(passReport(1, 50, 50)).toEqual({
      status: "completed",
      label: "Completed · below target",
      tone: "warning",
      measured: 50,
      verdict: "below",
      detail:
        "50% measured after this pass reaches its 50% threshold but is 15 points short of its 65–75% target.",
    });
  });

  it("pass 1 measured within its target is plainly completed", () => {
    const report = passReport(1, 70, 70);
    expect(report).toMatchObject({ label: "Completed", tone: "success", verdict: "within" });
    expect(report.detail).toBe(
      "70% measured after this pass reaches its 50% threshold and is within its 65–75% target.",
    );
  });

  it("a pass is judged by the figure measured right after it ran, not by later passes", () => {
    expect(passReport(1, 96, 50)).toMatchObject({ label: "Completed · below target", measured: 50 });
    expect(passReport(2, 96, 88)).toMatchObject({ label: "Completed", verdict: "within", measured: 88 });
  });

  it("rounds the gap to a tenth of a point", () => {
    expect(passReport(2, 82.3, 82.3).detail).toBe(
      "82.3% measured after this pass reaches its 80% threshold but is 2.7 points short of its 85–90% target.",
    );
  });

  it("a figure above the target says so and still counts as completed", () => {
    expect(passReport(1, 80, 80)).toMatchObject({ label: "Completed", verdict: "above" });
    expect(passReport(1, 80, 80).detail).toContain("and is above its 65–75% target");
  });

  it("a pass completed without running is judged by the current figure", () => {
    expect(passReport(3, 96, null)).toMatchObject({ status: "completed", measured: 96, verdict: "within" });
    expect(passReport(3, 96, null).detail).toBe(
      "Not run: the measured 96% already reaches its 95% threshold and is within its 95–100% target.",
    );
  });

  it("a pass that ran short of its threshold but was completed by later changes is judged by the current figure", () => {
    expect(passReport(1, 55, 45)).toMatchObject({ status: "completed", measured: 55, verdict: "below" });
    expect(passReport(1, 55, 45).detail).toBe(
      "The code now measures 55%, which reaches its 50% threshold but is 10 points short of its 65–75% target.",
    );
  });

  it("an active pass that ran and fell short of its threshold is not called completed", () => {
    const report = passReport(2, 70, 70);
    expect(report).toMatchObject({ status: "active", label: "Active", measured: 70, verdict: "below" });
    expect(report.detail).toBe(
      "70% measured after this pass: not completed, it completes at 80% and aims for 85–90%.",
    );
  });

  it("an active pass not run yet gives its threshold and target", () => {
    expect(passReport(2, 50, null)).toMatchObject({ label: "Active", measured: null, verdict: null });
    expect(passReport(2, 50, null).detail).toBe("Not run yet: it completes at 80% and aims for 85–90%.");
  });

  it("a blocked pass names the pass and figure it waits for", () => {
    expect(passReport(3, 60, null)).toMatchObject({ status: "blocked", label: "Blocked", tone: "muted" });
    expect(passReport(3, 60, null).detail).toBe(
      "Blocked until pass 2 completes at 80%; this pass aims for 95–100%.",
    );
  });
});

describe("recommendationScope", () => {
  it("recommends for the active pass while it has not run", () => {
    expect(recommendationScope(0, [])).toEqual({ kind: "next-pass", passNumber: 1 });
    expect(recommendationScope(50, [1])).toEqual({ kind: "next-pass", passNumber: 2 });
    expect(recommendationScope(88, [1, 2])).toEqual({ kind: "next-pass", passNumber: 3 });
  });

  it("after pass 3 there is no next pass, only what remains", () => {
    expect(recommendationScope(96, [1, 2, 3])).toEqual({ kind: "remaining", allCompleted: true });
    expect(recommendationScope(90, [1, 2, 3])).toEqual({
      kind: "remaining",
      allCompleted: false,
      ranPass: 3,
      threshold: 95,
    });
  });

  it("an active pass that already ran and fell short is not recommended again", () => {
    expect(recommendationScope(70, [1, 2])).toEqual({
      kind: "remaining",
      allCompleted: false,
      ranPass: 2,
      threshold: 80,
    });
  });

  it("every pass completed means nothing is left to run, whichever passes ran", () => {
    expect(recommendationScope(95, [1])).toEqual({ kind: "remaining", allCompleted: true });
  });
});
