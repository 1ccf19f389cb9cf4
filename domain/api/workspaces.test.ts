import { describe, expect, it } from "vitest";
import { launchWorkspaceSchema, workspacePreviewUrl } from "./workspaces";

describe("the workspace preview's URL (delivery.md §2.9, §5)", () => {
  it("is required and must be CodeSandbox's", () => {
    expect(workspacePreviewUrl(null)).toEqual({ ok: false, message: "No preview URL provided" });
    expect(workspacePreviewUrl("  ")).toEqual({ ok: false, message: "No preview URL provided" });
    for (const bad of [
      "not a url",
      "https://evil.example/embed/x",
      "https://codesandbox.io.evil.example/s/x",
      "javascript:alert(1)",
    ])
      expect(workspacePreviewUrl(bad)).toEqual({
        ok: false,
        message: "Invalid preview URL - must be from CodeSandbox",
      });
  });

  it("converts an editor URL to the embed form and adds the four parameters", () => {
    for (const raw of [
      "https://codesandbox.io/s/abc123",
      "https://codesandbox.io/p/sandbox/abc123?file=/src/index.ts",
      "https://codesandbox.io/embed/abc123?theme=dark",
    ]) {
      const result = workspacePreviewUrl(raw);
      if (!result.ok) throw new Error(result.message);
      const url = new URL(result.url);
      expect(url.pathname).toBe("/embed/abc123");
      expect(url.searchParams.get("theme")).toBe("light");
      expect(url.searchParams.get("view")).toBe("preview");
      expect(url.searchParams.get("hidedevtools")).toBe("1");
      expect(url.searchParams.get("codemirror")).toBe("1");
      expect(new URL(result.full).pathname).toBe("/s/abc123");
    }
  });
});

describe("the launch call's payload", () => {
  it("takes an empty provider as auto-select and one of four frameworks", () => {
    expect(launchWorkspaceSchema.safeParse({ provider: "", framework: "react" }).success).toBe(true);
    expect(launchWorkspaceSchema.safeParse({ framework: "html" }).success).toBe(true);
    expect(launchWorkspaceSchema.safeParse({ provider: "gitpod", framework: "react" }).success).toBe(false);
    expect(launchWorkspaceSchema.safeParse({ provider: "specwright", framework: "vue" }).success).toBe(false);
  });
});
