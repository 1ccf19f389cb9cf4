import { describe, expect, it } from "vitest";
import { DEFAULT_PREVIEW_HOST } from "../../domain/rules/preview-host";
import { previewCookieEnv, previewListenAddress, previewUrl } from "./app-process";

describe("previewCookieEnv", () => {
  it("asks for partitioned cookies on loopback hosts, where Secure cookies work over http", () => {
    for (const host of [
      "127.0.0.1",
      "127.1.2.3",
      "::1",
      "[::1]",
      "localhost",
      "preview.localhost",
      "LOCALHOST",
    ])
      expect(previewCookieEnv(host), host).toEqual({ COOKIE_PARTITIONED: "1" });
  });

  it("leaves the app's normal cookie on other hosts (a Secure cookie over plain http would be dropped)", () => {
    for (const host of ["preview.example.org", "10.0.0.5", "127.0.0.1.nip.io", "localhost.example.org"])
      expect(previewCookieEnv(host), host).toEqual({});
  });
});

describe("previewUrl", () => {
  it("is the preview host and port", () => {
    expect(previewUrl("127.0.0.1", 5100)).toBe("http://127.0.0.1:5100/");
  });
});

describe("previewListenAddress", () => {
  it("listens on 127.0.0.1 for a *.localhost name, which browsers resolve but the system resolver may not", () => {
    expect(previewCookieEnv(DEFAULT_PREVIEW_HOST)).toEqual({ COOKIE_PARTITIONED: "1" });
    expect(previewListenAddress(DEFAULT_PREVIEW_HOST)).toBe("127.0.0.1");
    expect(previewListenAddress("p1.Preview.LOCALHOST")).toBe("127.0.0.1");
  });

  it("listens on any other PREVIEW_HOST as given", () => {
    for (const host of ["127.0.0.1", "localhost", "10.0.0.5", "preview.example.org", "localhost.example.org"])
      expect(previewListenAddress(host), host).toBe(host);
  });
});
