import { describe, expect, it } from "vitest";
import { generateApp } from "../generate";
import { behavioursOf, sportsClubInput } from "./behaviour-models";

describe("the model with every behaviour (npm run bench)", () => {
  it("holds a workflow, public reading, rules, a cart, reports, a calculator and a theme, and generates", () => {
    const input = sportsClubInput();
    expect(behavioursOf(input)).toEqual([
      "page:calculator",
      "page:cart",
      "public",
      "reports",
      "rule:no-overlap",
      "rule:once-per-user",
      "rule:stock",
      "theme",
      "workflow",
    ]);
    expect(input.ui.appName).toBe("Rally");
    expect(generateApp(input).length).toBeGreaterThan(50);
  });
});
