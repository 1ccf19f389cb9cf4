import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { codeQualityScore } from "./quality";
import { analyseApp } from "./index";
import { asFiles, smallApp, smallModels } from "./testing";
import { parseTscOutput, runTypecheck } from "./typecheck";

const repoTsc = path.resolve("node_modules/typescript/bin/tsc");
const folders: string[] = [];

function tempApp(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-typecheck-"));
  folders.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const TSCONFIG = JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, types: [] },
  include: ["src"],
});

describe("runTypecheck", () => {
  it("counts and parses the errors of an app", async () => {
    const dir = tempApp({
      "tsconfig.json": TSCONFIG,
      "src/index.ts": 'export const n: number = "not a number";\nexport const ok = 1;\n',
    });
    const result = await runTypecheck(dir, { tscPath: repoTsc });
    expect(result).toMatchObject({ ran: true, errors: 1, note: null });
    expect(result.messages).toEqual([
      "src/index.ts(1,14): Type 'string' is not assignable to type 'number'. (TS2322)",
    ]);
    expect(result.durationMs).toBeGreaterThan(0);
  });

  it("answers 0 errors for a clean app", async () => {
    const dir = tempApp({ "tsconfig.json": TSCONFIG, "src/index.ts": "export const ok: number = 1;\n" });
    expect(await runTypecheck(dir, { tscPath: repoTsc })).toMatchObject({
      ran: true,
      errors: 0,
      messages: [],
    });
  });

  it("does not run when the shared runtime has no TypeScript", async () => {
    const dir = tempApp({ "tsconfig.json": TSCONFIG, "src/index.ts": "export {};\n" });
    const result = await runTypecheck(dir, { runtime: { nodeModules: path.join(dir, "no-runtime") } });
    expect(result).toMatchObject({ ran: false, errors: 0, durationMs: null });
    expect(result.note).toMatch(/dependencies are not installed yet/);
  });

  it("takes tsc from the shared runtime, never from a node_modules inside the app folder", async () => {
    // What a test of the app could leave behind: its own "typescript" that would run on the host's terms.
    const dir = tempApp({
      "tsconfig.json": TSCONFIG,
      "src/index.ts": "export const ok: number = 1;\n",
      "node_modules/typescript/package.json": JSON.stringify({ name: "typescript", version: "9.9.9" }),
      "node_modules/typescript/bin/tsc":
        'require("fs").writeFileSync(__dirname + "/../../../ran-app-tsc", "1");\n',
    });
    const result = await runTypecheck(dir, { runtime: { nodeModules: path.resolve("node_modules") } });
    expect(result).toMatchObject({ ran: true, errors: 0 });
    expect(fs.existsSync(path.join(dir, "ran-app-tsc"))).toBe(false);
  });

  it("stops a type-check that takes too long", async () => {
    const dir = tempApp({
      "tsconfig.json": TSCONFIG,
      "src/index.ts": "export {};\n",
      "slow.js": "setTimeout(() => {}, 60000);\n",
    });
    const result = await runTypecheck(dir, { tscPath: path.join(dir, "slow.js"), timeoutMs: 300 });
    expect(result).toMatchObject({ ran: false, errors: 0 });
    expect(result.note).toMatch(/was stopped/);
  });
});

describe("parseTscOutput", () => {
  it("reads located and global errors and keeps the first 20 messages", () => {
    const lines = [
      ...Array.from({ length: 21 }, (_, i) => `src/a.ts(${i + 1},2): error TS2304: Cannot find name 'x'.`),
      "error TS5058: The specified path does not exist: 'nope'.",
      "Found 22 errors.",
    ];
    const { errors, messages } = parseTscOutput(lines.join("\n"), "/app");
    expect(errors).toBe(22);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe("src/a.ts(1,2): Cannot find name 'x'. (TS2304)");
  });
});

describe("codeQualityScore", () => {
  const analysis = analyseApp(asFiles(smallApp()), smallModels());
  const typecheck = { ran: true, errors: 0, messages: [], note: null, durationMs: 10 };

  it("is null when the type-check did not run", () => {
    expect(codeQualityScore({ ...typecheck, ran: false }, analysis)).toBeNull();
  });

  it("weighs the type-check 70 %, the share of tested route and page modules 15 % and of tested requirements 15 %", () => {
    expect(codeQualityScore(typecheck, analysis)).toBe(100);
    expect(codeQualityScore({ ...typecheck, errors: 3 }, analysis)).toBe(79);
    expect(codeQualityScore({ ...typecheck, errors: 12 }, analysis)).toBe(30);
    const untested = {
      ...analysis,
      quality: { ...analysis.quality, routeModulesTested: 0, pageModulesTested: 1 },
    };
    // 70 + 15 × 1/3 of the modules + 15 × every requirement.
    expect(codeQualityScore(typecheck, untested)).toBe(90);
    const halfTraced = {
      ...analysis,
      requirements: { ...analysis.requirements, traced: ["FR-1"] },
    };
    // FR-1 of the two measured requirements (NFR-1 is the design's): 70 + 15 + 7.5.
    expect(codeQualityScore(typecheck, halfTraced)).toBe(92.5);
  });
});
