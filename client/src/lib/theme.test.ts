import { describe, expect, it } from "vitest";
import { intervalProblem } from "@/pages/settings-page";
import { isDark } from "./theme";

describe("the theme", () => {
  it("is dark when chosen, light when chosen, and the system's when 'system'", () => {
    expect(isDark("dark", false)).toBe(true);
    expect(isDark("light", true)).toBe(false);
    expect(isDark("system", true)).toBe(true);
    expect(isDark("system", false)).toBe(false);
  });
});

describe("the auto-save interval field", () => {
  it("takes whole seconds from 1 to 300", () => {
    for (const ok of ["1", "5", "300"]) expect(intervalProblem(ok)).toBeNull();
    for (const bad of ["", "0", "301", "2.5", "five", "-1"])
      expect(intervalProblem(bad)).toBe("Enter a whole number of seconds from 1 to 300.");
  });
});
