import { describe, expect, it } from "vitest";
import { previewCookieEnv, previewUrl } from "./app-process";

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
