import { describe, expect, it } from "vitest";
import { setLogLevel } from "../logger";
import { hostAllowed, hostAllowList, hostNameOf, isLoopbackName } from "./hosts";

setLogLevel("silent");

describe("hostNameOf", () => {
  it.each([
    ["localhost:5000", "localhost"],
    ["LocalHost", "localhost"],
    ["Example.COM.:443", "example.com"],
    ["127.0.0.1:5000", "127.0.0.1"],
    ["[::1]:5000", "::1"],
    ["[FD00::1]", "fd00::1"],
  ])("reads %s as %s", (header, name) => {
    expect(hostNameOf(header)).toBe(name);
  });

  it.each([
    "",
    "::1",
    "evil.example@localhost",
    "localhost/x",
    "localhost:port",
    "[::1",
    "a b",
    "localhost:123456",
  ])("refuses the malformed value %j", (header) => {
    expect(hostNameOf(header)).toBeNull();
  });
});

describe("isLoopbackName", () => {
  it.each(["localhost", "app.localhost", "127.0.0.1", "127.255.0.9", "::1"])("%s is loopback", (name) => {
    expect(isLoopbackName(name)).toBe(true);
  });

  it.each(["localhost.example", "notlocalhost", "127.0.0.256", "128.0.0.1", "::2", "0.0.0.0", "127.1"])(
    "%s is not",
    (name) => {
      expect(isLoopbackName(name)).toBe(false);
    },
  );
});

describe("hostAllowList", () => {
  it("answers to this machine's name and addresses, and reads the addresses again on a miss at most every 10 s", () => {
    let clock = 0;
    let addresses = ["192.168.1.5", "fe80::1%eth0"];
    const allows = hostAllowList({
      allowedHosts: [],
      allowedOrigins: [],
      machine: { hostname: () => "Build-Box", addresses: () => addresses },
      now: () => clock,
    });
    expect(allows("build-box")).toBe(true);
    expect(allows("192.168.1.5")).toBe(true);
    expect(allows("fe80::1")).toBe(true);
    addresses = ["10.0.0.7"];
    clock = 5_000;
    expect(allows("10.0.0.7")).toBe(false);
    clock = 20_000;
    expect(allows("10.0.0.7")).toBe(true);
    expect(allows("192.168.1.5")).toBe(false);
  });
});

describe("hostAllowed", () => {
  const allows = (name: string) => name === "localhost";

  it("lets a request without Host through (HTTP/1.0), and refuses a foreign one", () => {
    expect(hostAllowed({}, allows)).toBe(true);
    expect(hostAllowed({ host: "" }, allows)).toBe(true);
    expect(hostAllowed({ host: "localhost:5000" }, allows)).toBe(true);
    expect(hostAllowed({ host: "attacker.example:5000" }, allows)).toBe(false);
  });

  it("checks the first X-Forwarded-Host only when the proxy is trusted", () => {
    const headers = { host: "localhost", "x-forwarded-host": "attacker.example, localhost" };
    expect(hostAllowed(headers, allows, false)).toBe(true);
    expect(hostAllowed(headers, allows, true)).toBe(false);
    expect(hostAllowed({ host: "localhost", "x-forwarded-host": "localhost:443" }, allows, true)).toBe(true);
  });
});
