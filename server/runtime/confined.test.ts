import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfinedPathError, listConfinedFiles, readConfinedFile, removeConfined } from "./confined";

/** What the product reads, lists or deletes in a folder sandboxed code can write is never decided by a link. */

let root: string;
let app: string;
let outside: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-confined-"));
  app = path.join(root, "app");
  outside = path.join(root, "outside");
  fs.mkdirSync(path.join(app, "dist", "client"), { recursive: true });
  fs.mkdirSync(path.join(outside, "client"), { recursive: true });
  fs.writeFileSync(path.join(outside, "secret.txt"), "OUTSIDE-SECRET");
  fs.writeFileSync(path.join(outside, "client", "index.html"), "product page");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("readConfinedFile", () => {
  it("reads a plain file and answers null for a missing one", () => {
    fs.writeFileSync(path.join(app, "report.json"), "{}");
    expect(readConfinedFile(app, "report.json")).toBe("{}");
    expect(readConfinedFile(app, "missing.json")).toBeNull();
  });

  it("refuses a file that is a link, or is reached through a linked folder", () => {
    fs.symlinkSync(path.join(outside, "secret.txt"), path.join(app, "report.json"));
    fs.symlinkSync(outside, path.join(app, "out"));
    expect(() => readConfinedFile(app, "report.json")).toThrow(ConfinedPathError);
    expect(() => readConfinedFile(app, "out/secret.txt")).toThrow(/is a link/);
    expect(() => readConfinedFile(app, "../outside/secret.txt")).toThrow(/outside/);
  });

  it("refuses what is not a plain file (a fifo would block the server)", () => {
    execFileSync("mkfifo", [path.join(app, "pipe.json")]);
    expect(() => readConfinedFile(app, "pipe.json")).toThrow(/not a plain file/);
  });

  it("refuses a file larger than asked for", () => {
    fs.writeFileSync(path.join(app, "big.json"), "x".repeat(2000));
    expect(() => readConfinedFile(app, "big.json", 1000)).toThrow(/larger than/);
  });
});

describe("removeConfined", () => {
  it("never deletes through a linked folder", () => {
    fs.rmSync(path.join(app, "dist"), { recursive: true });
    fs.symlinkSync(outside, path.join(app, "dist"));
    expect(() => removeConfined(app, "dist/client")).toThrow(/is a link/);
    expect(fs.readFileSync(path.join(outside, "client", "index.html"), "utf8")).toBe("product page");
  });

  it("removes a link as a link, and a real folder with its contents", () => {
    fs.symlinkSync(outside, path.join(app, "qa-run"));
    removeConfined(app, "qa-run");
    expect(fs.existsSync(path.join(app, "qa-run"))).toBe(false);
    expect(fs.existsSync(path.join(outside, "secret.txt"))).toBe(true);
    fs.symlinkSync(outside, path.join(app, "dist", "client", "inner-link"));
    removeConfined(app, "dist/client");
    expect(fs.existsSync(path.join(app, "dist", "client"))).toBe(false);
    expect(fs.existsSync(path.join(outside, "secret.txt"))).toBe(true);
  });
});

describe("listConfinedFiles", () => {
  it("lists files without following linked folders or files", () => {
    fs.mkdirSync(path.join(app, "tests", "qa", "ui"), { recursive: true });
    fs.writeFileSync(path.join(app, "tests", "qa", "ui", "a.playwright.test.ts"), "");
    fs.symlinkSync(outside, path.join(app, "tests", "qa", "linked"));
    fs.symlinkSync(path.join(outside, "secret.txt"), path.join(app, "tests", "qa", "b.playwright.test.ts"));
    expect(listConfinedFiles(app, "tests/qa")).toEqual(["tests/qa/ui/a.playwright.test.ts"]);
    fs.rmSync(path.join(app, "tests"), { recursive: true });
    fs.symlinkSync("/", path.join(app, "tests"));
    expect(listConfinedFiles(app, "tests/qa")).toEqual([]);
  });
});
