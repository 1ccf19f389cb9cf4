import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  appDir,
  ensureRuntime,
  INSTALL_LOG,
  installEnv,
  linkRuntime,
  projectAppDir,
  READY_MARKER,
  runtimeVersion,
} from "./dependencies";

// A stand-in for npm: counts its runs, takes a moment, then fills node_modules (or fails, per its first argument).
const FAKE_NPM = `
const fs = require("node:fs");
const [mode, counter] = process.argv.slice(2);
fs.appendFileSync(counter, "x");
console.log("npm http fetch GET 200 https://registry.npmjs.org/left-pad 5ms (cache hit)");
setTimeout(() => {
  console.log("npm http fetch GET 200 https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz 5ms (cache hit)");
  if (mode === "fail") { console.error("npm error 404 Not Found - left-pad"); process.exit(1); }
  fs.mkdirSync("node_modules/left-pad", { recursive: true });
  console.log("added 1 package in 0s");
}, 300);
`;

let tmp: string;
let templateDir: string;
let counter: string;
let fakeNpm: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-deps-"));
  templateDir = path.join(tmp, "template");
  fs.mkdirSync(templateDir);
  fs.writeFileSync(path.join(templateDir, "package.json"), '{"name":"t","private":true}');
  fs.writeFileSync(path.join(templateDir, "package-lock.json"), '{"lockfileVersion":3}');
  counter = path.join(tmp, "runs");
  fakeNpm = path.join(tmp, "fake-npm.cjs");
  fs.writeFileSync(fakeNpm, FAKE_NPM);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const options = (mode = "ok") => ({
  dataDir: path.join(tmp, "data"),
  templateDir,
  npm: [process.execPath, fakeNpm, mode, counter],
});
const runs = () => (fs.existsSync(counter) ? fs.readFileSync(counter, "utf8").length : 0);

describe("ensureRuntime", () => {
  it("installs into DATA_DIR/runtime/<version> and reports progress", async () => {
    const lines: string[] = [];
    const runtime = await ensureRuntime({ ...options(), onProgress: (line) => lines.push(line) });
    expect(runtime.version).toMatch(/^[0-9a-f]{12}$/);
    expect(runtime.dir).toBe(path.join(tmp, "data", "runtime", runtime.version));
    expect(fs.existsSync(path.join(runtime.nodeModules, READY_MARKER))).toBe(true);
    expect(fs.existsSync(path.join(runtime.dir, "package-lock.json"))).toBe(true);
    expect(fs.existsSync(path.join(runtime.dir, ".install.lock"))).toBe(false);
    expect(lines).toContain("added 1 package in 0s");
    expect(lines.at(-1)).toMatch(/^App dependencies ready in/);
  });

  it("reports the install in steps a user reads and keeps npm's own lines in the install log", async () => {
    const steps: string[] = [];
    const runtime = await ensureRuntime({ ...options(), onStep: (step) => steps.push(step.message) });
    expect(steps).toEqual([
      "Installing the app's packages (1 of 3): looking them up",
      "Installing the app's packages (3 of 3): unpacking and linking",
      expect.stringMatching(/^The app's 1 package is installed \(\d+\.\d s\)$/),
    ]);
    expect(steps.join("\n")).not.toMatch(/npm|http|fetch|registry/);
    const log = fs.readFileSync(path.join(runtime.dir, INSTALL_LOG), "utf8");
    expect(log).toContain("npm http fetch GET 200 https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz");
    expect(log).toContain("added 1 package in 0s");
  });

  it("tells a second caller it is waiting for the install already under way", async () => {
    const first = ensureRuntime(options());
    const steps: string[] = [];
    await ensureRuntime({ ...options(), onStep: (step) => steps.push(step.message) });
    await first;
    expect(steps).toEqual(["Waiting for the app's packages: another task is installing them"]);
  });

  it("returns at once without running npm when the folder is ready", async () => {
    await ensureRuntime(options());
    await ensureRuntime(options());
    expect(runs()).toBe(1);
  });

  it("shares one install between concurrent callers", async () => {
    const results = await Promise.all([
      ensureRuntime(options()),
      ensureRuntime(options()),
      ensureRuntime(options()),
    ]);
    expect(new Set(results.map((r) => r.dir)).size).toBe(1);
    expect(runs()).toBe(1);
  });

  it("waits for another process that holds the lock instead of installing twice", async () => {
    const dir = path.join(tmp, "data", "runtime", runtimeVersion(templateDir));
    fs.mkdirSync(path.join(dir, "node_modules"), { recursive: true });
    const lock = path.join(dir, ".install.lock");
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, host: os.hostname(), at: Date.now() }));
    setTimeout(() => {
      fs.writeFileSync(path.join(dir, "node_modules", READY_MARKER), "{}");
      fs.rmSync(lock);
    }, 700);
    const runtime = await ensureRuntime(options());
    expect(runtime.dir).toBe(dir);
    expect(runs()).toBe(0);
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = path.join(tmp, "data", "runtime", runtimeVersion(templateDir));
    fs.mkdirSync(dir, { recursive: true });
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    fs.writeFileSync(
      path.join(dir, ".install.lock"),
      JSON.stringify({ pid: dead, host: os.hostname(), at: Date.now() }),
    );
    await ensureRuntime(options());
    expect(runs()).toBe(1);
  });

  it("fails with npm's last lines and leaves no ready marker, so the next call retries", async () => {
    const failed = ensureRuntime(options("fail"));
    await expect(failed).rejects.toThrow(/404 Not Found - left-pad/);
    await expect(failed).rejects.toThrow(new RegExp(`npm's full output: .*${INSTALL_LOG}`));
    const runtime = await ensureRuntime(options());
    expect(runs()).toBe(2);
    expect(fs.existsSync(path.join(runtime.nodeModules, READY_MARKER))).toBe(true);
  });

  it("stops an install that overruns its time limit", async () => {
    await expect(ensureRuntime({ ...options(), timeoutMs: 100 })).rejects.toThrow(/timed out/);
  });
});

describe("runtime layout", () => {
  it("puts apps below the shared node_modules and rejects odd project ids", () => {
    const runtime = { dir: "/d/runtime/abc", version: "abc", nodeModules: "/d/runtime/abc/node_modules" };
    expect(appDir(runtime, 12)).toBe(path.join("/d/runtime/abc", "apps", "12"));
    expect(() => appDir(runtime, "../x")).toThrow(/Invalid project id/);
  });

  it("changes version when the lockfile changes", () => {
    const before = runtimeVersion(templateDir);
    fs.writeFileSync(path.join(templateDir, "package-lock.json"), '{"lockfileVersion":3,"x":1}');
    expect(runtimeVersion(templateDir)).not.toBe(before);
  });

  it("passes npm no secrets and none of the npm_config_* set by npm run", () => {
    const env = installEnv({
      PATH: "/bin",
      HOME: "/h",
      SESSION_SECRET: "s",
      npm_config_local_prefix: "/p",
      NPM_CONFIG_CACHE: "/c",
    });
    expect(env).toEqual({ PATH: "/bin", HOME: "/h", npm_config_cache: "/c" });
  });
});

describe("the apps folder", () => {
  it("links DATA_DIR/apps/node_modules to the runtime's packages, and moves the link when the version changes", async () => {
    const runtime = await ensureRuntime(options());
    const dataDir = options().dataDir;
    const link = linkRuntime(dataDir, runtime);
    expect(link).toBe(path.join(dataDir, "apps", "node_modules"));
    expect(fs.readlinkSync(link)).toBe(path.join("..", "runtime", runtime.version, "node_modules"));
    expect(fs.existsSync(path.join(link, "left-pad"))).toBe(true);
    expect(linkRuntime(dataDir, runtime)).toBe(link); // already right: unchanged

    const next = {
      ...runtime,
      version: "next",
      nodeModules: path.join(dataDir, "runtime", "next", "node_modules"),
    };
    fs.mkdirSync(next.nodeModules, { recursive: true });
    linkRuntime(dataDir, next);
    expect(fs.readlinkSync(link)).toBe(path.join("..", "runtime", "next", "node_modules"));
    expect(fs.readdirSync(path.dirname(link)).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("refuses to replace a real folder in the link's place", async () => {
    const runtime = await ensureRuntime(options());
    fs.mkdirSync(path.join(options().dataDir, "apps", "node_modules"), { recursive: true });
    expect(() => linkRuntime(options().dataDir, runtime)).toThrow(/is not a link/);
  });

  it("puts a project's app at DATA_DIR/apps/<id> and refuses ids that are not positive integers", () => {
    expect(projectAppDir("/data", 7)).toBe(path.join("/data", "apps", "7"));
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => projectAppDir("/data", bad)).toThrow();
  });
});
