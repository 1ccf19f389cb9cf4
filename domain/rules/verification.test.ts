import { describe, expect, it } from "vitest";
import { capped, verificationCaps, type Verification } from "./verification";

const clean: Verification = { typecheck: { errors: 0, first: null }, buildError: null, testRuns: [] };

describe("verification caps", () => {
  it("caps nothing when every check that ran passed, or none ran", () => {
    expect(verificationCaps(clean)).toEqual([]);
    expect(verificationCaps({ typecheck: null, buildError: null, testRuns: [] })).toEqual([]);
    const passed = { testType: "unit", status: "passed" as const, passed: 40, failed: 0, error: null };
    expect(verificationCaps({ ...clean, testRuns: [passed] })).toEqual([]);
    expect(capped(100, [])).toBe(100);
  });

  it("a failed type-check or build keeps every figure under pass 1's threshold, first", () => {
    const caps = verificationCaps({
      typecheck: { errors: 1, first: "src/a.ts(1,1): error TS2300" },
      buildError: null,
      testRuns: [{ testType: "unit", status: "failed", passed: 9, failed: 1, error: null }],
    });
    expect(caps[0]).toEqual({
      cap: 49,
      reason: "The app does not type-check: 1 error (src/a.ts(1,1): error TS2300)",
    });
    expect(caps[1]?.reason).toBe("1 test of 10 failed in the last unit test run");
    expect(capped(100, caps)).toBe(49);
    expect(verificationCaps({ ...clean, buildError: "vite: x" })[0]?.cap).toBe(49);
  });

  it("failing tests cap at the share that passed and never reach pass 3", () => {
    const run = (passed: number, failed: number) =>
      verificationCaps({
        ...clean,
        testRuns: [{ testType: "unit", status: "failed", passed, failed, error: null }],
      })[0]?.cap;
    expect(run(99, 1)).toBe(94);
    expect(run(7, 3)).toBe(70);
    expect(run(0, 4)).toBe(0);
    const error = verificationCaps({
      ...clean,
      testRuns: [{ testType: "e2e", status: "error", passed: 0, failed: 0, error: "no browser" }],
    });
    expect(error).toEqual([{ cap: 79, reason: "The last e2e test run could not run: no browser" }]);
  });
});
