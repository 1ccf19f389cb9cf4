import { describe, expect, it } from "vitest";
import { DEFAULT_PREVIEW_HOST, hostNameOf, previewBlockedReason } from "./preview-host";

describe("hostNameOf", () => {
  it.each([
    ["localhost:5000", "localhost"],
    ["LocalHost", "localhost"],
    ["127.0.0.1:5000", "127.0.0.1"],
    ["[::1]:5000", "::1"],
    ["::1", "::1"],
    ["preview.localhost.", "preview.localhost"],
  ])("reads %s as %s", (host, name) => {
    expect(hostNameOf(host)).toBe(name);
  });
});

describe("previewBlockedReason", () => {
  it("lets the default preview host be framed wherever Specwright is opened on loopback", () => {
    for (const product of ["localhost:5000", "127.0.0.1:5000", "[::1]:5000", "127.0.0.2:5000"])
      expect(previewBlockedReason(DEFAULT_PREVIEW_HOST, product), product).toBeNull();
  });

  it("blocks a preview on the host name Specwright is open at, whatever the ports", () => {
    const reason = previewBlockedReason("127.0.0.1", "127.0.0.1:5000");
    expect(reason).toContain("Previews are served at 127.0.0.1");
    expect(reason).toContain("http://localhost:5000/");
    expect(reason).toContain("PREVIEW_HOST");
    expect(previewBlockedReason("LOCALHOST", "localhost:8080")).toContain("http://127.0.0.1:8080/");
    expect(previewBlockedReason(DEFAULT_PREVIEW_HOST, "preview.localhost:5000")).toContain(
      "http://localhost:5000/",
    );
  });

  it("treats localhost and 127.0.0.1 as different names, as cookies do", () => {
    expect(previewBlockedReason("127.0.0.1", "localhost:5000")).toBeNull();
    expect(previewBlockedReason("localhost", "127.0.0.1:5000")).toBeNull();
    expect(previewBlockedReason("preview.localhost", "localhost:5000")).toBeNull();
  });

  it("does not block when the request names no host", () => {
    expect(previewBlockedReason("127.0.0.1", undefined)).toBeNull();
    expect(previewBlockedReason("127.0.0.1", "")).toBeNull();
  });
});
