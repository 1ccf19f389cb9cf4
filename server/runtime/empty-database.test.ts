import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Runtime } from "./dependencies";
import { emptyDatabasePath, prepareEmptyDatabase } from "./empty-database";

// A stand-in for the runtime's PGlite: its dump is a few known bytes, or create() fails.
const fakePglite = (fails: boolean) => `
export class PGlite {
  static async create() {
    ${fails ? 'throw new Error("out of memory in initdb");' : ""}
    return new PGlite();
  }
  async dumpDataDir() { return new Blob(["empty database"]); }
  async close() {}
}
`;

let tmp: string;
let runtime: Runtime;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-empty-db-"));
  runtime = { dir: tmp, version: "test", nodeModules: path.join(tmp, "node_modules") };
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function installPglite(fails: boolean) {
  const dir = path.join(runtime.nodeModules, "@electric-sql", "pglite");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "@electric-sql/pglite",
      version: "0.5.16",
      type: "module",
      exports: "./index.js",
    }),
  );
  fs.writeFileSync(path.join(dir, "index.js"), fakePglite(fails));
}

describe("the apps' tests' empty database", () => {
  it("is made once with the runtime's own PGlite, where the generated test-database.ts looks for it", async () => {
    installPglite(false);
    const lines: string[] = [];
    await prepareEmptyDatabase(runtime, (line) => lines.push(line));
    const file = path.join(runtime.nodeModules, ".cache", "test-database", "empty-pglite-0.5.16.tar");
    expect(emptyDatabasePath(runtime)).toBe(file);
    expect(fs.readFileSync(file, "utf8")).toBe("empty database");
    expect(lines).toEqual([
      expect.stringMatching(/^The apps' tests' empty database is ready \(\d+\.\d s\)$/),
    ]);

    await prepareEmptyDatabase(runtime, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });

  it("reports a failure, leaves no partial file and does not throw: the apps' tests then make their own", async () => {
    installPglite(true);
    const lines: string[] = [];
    await prepareEmptyDatabase(runtime, (line) => lines.push(line));
    expect(lines).toEqual([expect.stringContaining("out of memory in initdb")]);
    expect(lines[0]).toMatch(
      /^The apps' tests' empty database was not made \(each app's tests make their own\)/,
    );
    const dir = path.join(runtime.nodeModules, ".cache", "test-database");
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("does nothing for a runtime without PGlite", async () => {
    const lines: string[] = [];
    await prepareEmptyDatabase(runtime, (line) => lines.push(line));
    expect(emptyDatabasePath(runtime)).toBeNull();
    expect(lines).toEqual([]);
    expect(fs.existsSync(runtime.nodeModules)).toBe(false);
  });
});
