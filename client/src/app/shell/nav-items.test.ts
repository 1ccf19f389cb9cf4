import { describe, expect, it } from "vitest";
import { activeNavPath, AGENTS_DASHBOARD_ANCHOR, NAV_ITEMS } from "./nav-items";

describe("the sidebar's items", () => {
  it("has the nine items of platform.md §2, AI Agents with its Agents Dashboard sub-item on the same path", () => {
    expect(NAV_ITEMS.map((item) => item.path)).toEqual([
      "/workflow",
      "/dashboard",
      "/requirements",
      "/documents",
      "/code",
      "/meetings",
      "/testing",
      "/agents",
      "/settings",
    ]);
    const agents = NAV_ITEMS.find((item) => item.path === "/agents");
    expect(agents?.children?.map((child) => child.path)).toEqual([`/agents#${AGENTS_DASHBOARD_ANCHOR}`]);
  });

  it("leads AI Agents and Agents Dashboard to different places", () => {
    const agents = NAV_ITEMS.find((item) => item.path === "/agents");
    expect(agents?.children?.[0]?.path).not.toBe(agents?.path);
  });
});

describe("the highlighted sidebar entry", () => {
  it("is AI Agents on /agents, and Agents Dashboard on its #dashboard section", () => {
    expect(activeNavPath("/agents", "")).toBe("/agents");
    expect(activeNavPath("/agents", "#dashboard")).toBe("/agents#dashboard");
    expect(activeNavPath("/AGENTS", "#Dashboard")).toBe("/agents#dashboard");
  });

  it("is the page's item for an unknown #fragment", () => {
    expect(activeNavPath("/agents", "#elsewhere")).toBe("/agents");
    expect(activeNavPath("/documents", "#dashboard")).toBe("/documents");
  });

  it("is Project Dashboard on / and /dashboard, and an item for the pages below its path", () => {
    expect(activeNavPath("/", "")).toBe("/dashboard");
    expect(activeNavPath("/dashboard", "")).toBe("/dashboard");
    expect(activeNavPath("/Documents", "")).toBe("/documents");
    expect(activeNavPath("/code/files", "")).toBe("/code");
  });

  it("is none for pages outside the sidebar", () => {
    expect(activeNavPath("/projects/3/checklist", "")).toBeNull();
    expect(activeNavPath("/dashboards", "")).toBeNull();
    expect(activeNavPath("/agentsx", "#dashboard")).toBeNull();
  });
});
