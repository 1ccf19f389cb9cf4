import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it.each(["12345678", "password", "Password1", "QWERTYUIOP", "iloveyou ", "trustno1"])(
    "finds %j",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(["correct horse battery", "analytical engine", "x7#pQ9!vLm2@", "12345678 and some more"])(
    "lets %j through",
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );

  it("answers 100,000 lookups well within a second once the list is loaded", () => {
    isCommonPassword("warm-up");
    const started = performance.now();
    for (let i = 0; i < 100_000; i += 1) isCommonPassword(`candidate-${i}`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
