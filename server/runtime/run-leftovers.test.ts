import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAppFiles } from "../codegen/write";
import { readConfinedFile } from "./confined";
import { productRunsAsRoot, sandboxHostUser } from "./host-user";
import { findExecutable, runSandboxed, startSandboxed, type SandboxMechanism } from "./sandbox";

/**
 * Sandboxed runs cannot reach the host through what they leave in their folders: a setuid program, a link to
 * another app or to the product's session secret, a fifo where the product writes, and a folder swapped for a link
 * while the product saves files. Under both mechanisms this host has (process limits run as the product's own
 * probes do, since generated code never runs that way as root).
 */

const mechanisms: SandboxMechanism[] = findExecutable("bwrap")
  ? ["bubblewrap", "process-limits"]
  : ["process-limits"];

let dataDir: string;
let appDir: string;
let otherApp: string;
let secret: string;
let outside: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-leftovers-"));
  appDir = path.join(dataDir, "apps", "1");
  otherApp = path.join(dataDir, "apps", "2");
  secret = path.join(dataDir, "session-secret");
  outside = path.join(dataDir, "host-folder");
  for (const dir of [path.join(appDir, "src", "client", "components"), otherApp, outside])
    fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(otherApp, "private.txt"), "other tenant");
  fs.writeFileSync(secret, "TOP-SECRET-SESSION", { mode: 0o600 });
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function optIn(mechanism: SandboxMechanism) {
  return mechanism === "process-limits" ? { allowUnsandboxed: true } : {};
}

describe.each(mechanisms)("what a run leaves behind, under %s", (mechanism) => {
  it("a setuid program, links to another app and to the session secret, a fifo: undone and reported after the run", async () => {
    const script = `
      const fs = require("fs"), cp = require("child_process");
      for (const old of ["suid-id", "sgid-dir", "other-app", "src/secret.ts", "package.json"])
        fs.rmSync(old, { recursive: true, force: true });
      fs.copyFileSync("/usr/bin/id", "suid-id"); fs.chmodSync("suid-id", 0o6755);
      fs.mkdirSync("sgid-dir"); fs.chmodSync("sgid-dir", 0o2755);
      fs.symlinkSync(${JSON.stringify(otherApp)}, "other-app");
      fs.symlinkSync(${JSON.stringify(secret)}, "src/secret.ts");
      cp.execFileSync("mkfifo", ["package.json"]);
      console.log("planted");`;
    const result = await runSandboxed({
      argv: [process.execPath, "-e", script],
      appDir,
      mechanism,
      ...optIn(mechanism),
      limits: { timeoutMs: 30_000 },
    });
    expect(result.tail).toContain("planted");
    const stat = fs.statSync(path.join(appDir, "suid-id"));
    expect(stat.mode & 0o6000).toBe(0);
    expect(fs.statSync(path.join(appDir, "sgid-dir")).mode & 0o6000).toBe(0);
    for (const gone of ["other-app", "src/secret.ts", "package.json"])
      expect(fs.lstatSync(path.join(appDir, gone), { throwIfNoEntry: false })).toBeUndefined();
    const log = result.tail.join("\n");
    expect(log).toContain("Specwright cleared the setuid/setgid bit of suid-id");
    expect(log).toContain("Specwright removed a link the run left: other-app");
    expect(log).toContain("Specwright removed a link the run left: src/secret.ts");
    expect(log).toContain("Specwright removed a fifo the run left: package.json");
    expect(fs.readFileSync(path.join(otherApp, "private.txt"), "utf8")).toBe("other tenant");
    expect(fs.readFileSync(secret, "utf8")).toBe("TOP-SECRET-SESSION");
    // The data folder and every app folder are private to the product's user: nobody else reaches a file there.
    expect(fs.statSync(appDir).mode & 0o077).toBe(0);
    if (mechanism === "bubblewrap" && productRunsAsRoot()) {
      // A root product's runs are the dedicated user's: what they leave is never root's.
      const user = sandboxHostUser();
      expect(user?.uid).toBeGreaterThan(0);
      expect(stat.uid).toBe(user?.uid);
    }
  });

  it("the product never reads or writes through a link or fifo a run left, and a save replaces it", async () => {
    const script = `
      const fs = require("fs"), cp = require("child_process");
      for (const old of ["src/client/components", "README.md", "index.html"])
        fs.rmSync(old, { recursive: true, force: true });
      fs.symlinkSync(${JSON.stringify(outside)}, "src/client/components");
      fs.symlinkSync(${JSON.stringify(secret)}, "README.md");
      cp.execFileSync("mkfifo", ["index.html"]);
      setInterval(() => {}, 1000);`;
    // Still running while the product works: nothing is cleaned up for it.
    const live = startSandboxed({
      argv: [process.execPath, "-e", script],
      appDir,
      mechanism,
      ...optIn(mechanism),
      limits: { timeoutMs: 30_000 },
    });
    const deadline = Date.now() + 10_000;
    const planted = () => fs.lstatSync(path.join(appDir, "index.html"), { throwIfNoEntry: false })?.isFIFO();
    while (!planted() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(() => readConfinedFile(appDir, "README.md")).toThrow(/link/);
    expect(() => readConfinedFile(appDir, "index.html")).toThrow(/not a plain file/);
    const notices = writeAppFiles(appDir, [
      { path: "src/client/components/plural.ts", content: "export const plural = 1;\n" },
      { path: "README.md", content: "# App\n" },
      { path: "index.html", content: "<!doctype html>\n" },
    ]);
    await live.stop();
    expect(notices.map((n) => `${n.path}:${n.kind}`).sort()).toEqual([
      "README.md:link",
      "index.html:fifo",
      "src/client/components:link",
    ]);
    expect(fs.readdirSync(outside)).toEqual([]);
    expect(fs.readFileSync(secret, "utf8")).toBe("TOP-SECRET-SESSION");
    expect(fs.readFileSync(path.join(appDir, "src/client/components/plural.ts"), "utf8")).toContain("plural");
  });

  it(
    "a folder swapped for a link in a loop during 300 saves: nothing is ever written outside",
    { timeout: 120_000 },
    async () => {
      fs.mkdirSync(path.join(appDir, "src", "client", "components"), { recursive: true });
      const components = "src/client/components";
      // The tenant's own run swaps its components folder for a link to a host folder, as fast as it can.
      const script = `
        const fs = require("fs");
        const dir = ${JSON.stringify(components)}, aside = dir + "-real";
        for (;;) {
          try { fs.renameSync(dir, aside); } catch {}
          try { fs.symlinkSync(${JSON.stringify(outside)}, dir); } catch {}
          try { fs.unlinkSync(dir); } catch {}
          try { fs.renameSync(aside, dir); } catch {}
        }`;
      const live = startSandboxed({
        argv: [process.execPath, "-e", script],
        appDir,
        mechanism,
        ...optIn(mechanism),
        limits: { timeoutMs: 110_000 },
      });
      let written = 0;
      let busy = 0;
      const unexpected: string[] = [];
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (let save = 0; save < 300; save++) {
          try {
            writeAppFiles(appDir, [
              { path: `${components}/plural.ts`, content: `export const n = ${save};\n` },
            ]);
            written++;
          } catch (error) {
            if (error instanceof Error && /keeps changing/.test(error.message)) busy++;
            else unexpected.push(String(error));
          }
          if (save % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        await live.stop();
      }
      console.log(
        `${mechanism}: ${written} saves written, ${busy} refused as busy, ${unexpected.length} failed`,
      );
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(unexpected).toEqual([]);
      expect(written + busy).toBe(300);
      expect(written).toBeGreaterThan(0);
    },
  );
});
