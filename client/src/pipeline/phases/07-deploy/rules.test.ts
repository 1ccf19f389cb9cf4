import { describe, expect, it } from "vitest";
import { previewBlockedReason } from "@domain/rules/preview-host";
import {
  isErrorLine,
  logTail,
  parsePreviewParams,
  previewBlock,
  previewLink,
  previewPath,
  shouldAutoStart,
  statusLabel,
} from "./rules";

describe("deployment rules of the preview", () => {
  it.each([
    ["preparing", "Preparing"],
    ["building", "Building"],
    ["running", "Running"],
    ["stopped", "Stopped"],
    ["error", "Error"],
    ["deployed", "Unknown"],
    ["", "Unknown"],
  ])("shows the status %j as %s", (status, label) => expect(statusLabel(status)).toBe(label));

  it("keeps the last 5 build-log lines while building", () => {
    const lines = ["1", "2", "3", "4", "5", "6", "7"];
    expect(logTail(lines)).toEqual(["3", "4", "5", "6", "7"]);
    expect(logTail(["a"])).toEqual(["a"]);
  });

  it("highlights the lines containing ERROR", () => {
    expect(isErrorLine("[build] ERROR: vite failed")).toBe(true);
    expect(isErrorLine("no errors found")).toBe(false);
  });

  const auto = { loading: false, starting: false, held: false };
  it("starts automatically when there is no deployment or it is stopped", () => {
    expect(shouldAutoStart({ ...auto, status: null })).toBe(true);
    expect(shouldAutoStart({ ...auto, status: "stopped" })).toBe(true);
  });

  it("never starts automatically after an error, while running or building, loading or starting", () => {
    for (const status of ["error", "running", "building", "preparing", "unknown"])
      expect(shouldAutoStart({ ...auto, status })).toBe(false);
    expect(shouldAutoStart({ ...auto, status: null, loading: true })).toBe(false);
    expect(shouldAutoStart({ ...auto, status: null, starting: true })).toBe(false);
    expect(shouldAutoStart({ ...auto, status: "stopped", held: true })).toBe(false);
  });

  it("accepts only a positive project id and a URL-safe app name", () => {
    expect(parsePreviewParams("12", "library-manager")).toEqual({
      projectId: 12,
      appName: "library-manager",
    });
    for (const [id, name] of [
      [undefined, "app"],
      ["12", undefined],
      ["0", "app"],
      ["-1", "app"],
      ["1.5", "app"],
      ["abc", "app"],
      ["12", "Library Manager"],
      ["12", "../etc"],
      ["12", ""],
    ] as const)
      expect(parsePreviewParams(id, name)).toBeNull();
    expect(previewPath(12, "library-manager")).toBe("/preview/12/library-manager");
  });

  it("neither frames nor links a preview served on the product's own host name", () => {
    const at = (url: string | null, blocked: string | null = null) => ({ url, blocked });
    expect(previewBlock(at("http://localhost:5100/"), "localhost:5000")).toContain("http://127.0.0.1:5000/");
    expect(previewLink(at("http://localhost:5100/"), "localhost:5000")).toBeNull();
    expect(previewBlock(at("http://127.0.0.1:5100/"), "localhost:5000")).toBeNull();
    expect(previewLink(at("http://preview.localhost:5100/"), "127.0.0.1:5000")).toBe(
      "http://preview.localhost:5100/",
    );
    expect(previewBlock(at(null, "blocked by the server"), "localhost:5000")).toBe("blocked by the server");
    expect(previewBlock(at(null), "localhost:5000")).toBeNull();
    expect(previewBlock(at("not a url"), "localhost:5000")).toBeNull();
  });

  it("gives the blocked reason in the domain's words in English, whether the server or the page found it", () => {
    const at = (url: string | null, blocked: string | null = null) => ({ url, blocked });
    for (const [url, host, name] of [
      ["http://localhost:5100/", "localhost:5000", "localhost"],
      ["http://127.0.0.1:5100/", "127.0.0.1", "127.0.0.1"],
      ["http://[::1]:5100/", "[::1]:5000", "::1"],
    ] as const) {
      const domain = previewBlockedReason(name, host);
      expect(domain).not.toBeNull();
      expect(previewBlock(at(url), host)).toBe(domain);
      expect(previewBlock(at(null, domain), "elsewhere.example")).toBe(domain);
    }
  });
});
