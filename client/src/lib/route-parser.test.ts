import { describe, expect, it } from "vitest";
import { caseInsensitiveParser } from "./route-parser";

describe("route matching", () => {
  it.each([
    ["/dashboard", "/dashboard", true],
    ["/dashboard", "/DashBoard", true],
    ["/agents", "/AGENTS", true],
    ["/projects/:id/checklist", "/Projects/12/CHECKLIST", true],
    ["/dashboard", "/dashboards", false],
    ["/workflow", "/technical-documents", false],
  ])("%s matches %s: %s", (route, path, matches) => {
    expect(caseInsensitiveParser(route).pattern.test(path)).toBe(matches);
  });

  it("keeps the parameter names and their values' case", () => {
    const { pattern, keys } = caseInsensitiveParser("/preview/:projectId/:appName");
    expect(keys).toEqual(["projectId", "appName"]);
    expect(pattern.exec("/PREVIEW/7/MyApp")?.slice(1)).toEqual(["7", "MyApp"]);
  });
});
