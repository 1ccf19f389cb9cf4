import { describe, expect, it } from "vitest";
import { judge, type GateVerdict } from "./gate";

const verdict = (failedTests: string[], blocking: string[] = []): GateVerdict => ({ blocking, failedTests });
const ROLE = "src/server/tests/roles.test.ts › gives the coach role to one account only: expected 2 to be 1";
const OWN = "src/client/features/flappy-game/FlappyGame.test.tsx › the bird falls: expected 10 to be 20";
const LIST = "src/server/tests/birds.test.ts › lists birds: expected 500 to be 200";

describe("judging a model-written feature by the gate", () => {
  it("keeps it when everything passes, without looking at the app without it", async () => {
    let looked = false;
    const result = await judge(verdict([]), "flappy-game", async () => ((looked = true), verdict([])));
    expect(result).toEqual({ problems: [], unrelated: [] });
    expect(looked).toBe(false);
  });

  it("a type-check or build failure is the feature's problem, as said", async () => {
    const result = await judge(
      verdict([], ["the type-check found 1 error(s):", "x.ts(1,1): error"]),
      "g",
      () => Promise.reject(new Error("not asked")),
    );
    expect(result.problems).toEqual(["the type-check found 1 error(s):", "x.ts(1,1): error"]);
  });

  it("a failure of the app's own test that fails without the feature too is reported, never a reason to drop it", async () => {
    const result = await judge(verdict([ROLE]), "flappy-game", async () =>
      verdict([ROLE.replace("expected 2 to be 1", "expected 3 to be 1")]),
    );
    expect(result).toEqual({ problems: [], unrelated: [ROLE] });
  });

  it("a failure in the feature's own folders, or one the app did not have without it, is the feature's", async () => {
    const result = await judge(verdict([OWN, LIST, ROLE]), "flappy-game", async () => verdict([ROLE]));
    expect(result.problems).toEqual(["2 test(s) failed:", OWN, LIST]);
    expect(result.unrelated).toEqual([ROLE]);
  });

  it("when the app without the feature could not be tested, no failure is excused", async () => {
    const result = await judge(verdict([ROLE]), "flappy-game", async () =>
      verdict([], ["the tests did not run: no report"]),
    );
    expect(result).toEqual({ problems: ["1 test(s) failed:", ROLE], unrelated: [] });
  });
});
