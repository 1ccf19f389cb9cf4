import { describe, expect, it } from "vitest";
import { codegenCase } from "../../testing/models";
import { generateApp } from "../index";

const filesOf = (slug: string) => generateApp(codegenCase(slug).input, 3);
const contentOf = (files: ReturnType<typeof filesOf>, path: string) =>
  files.find((f) => f.path === path)?.content ?? "";

describe("the generated app's test harness", () => {
  it("shares one database per test worker, opened from the installed packages' empty database or a saved one", () => {
    const files = filesOf("lending-library");
    const config = contentOf(files, "vite.config.ts");
    expect(config).toContain("isolate: false");
    const template = contentOf(files, "src/server/test-database.ts");
    expect(template).toContain("export async function openTestDatabase()");
    expect(template).toContain("dumpDataDir");
    expect(template).toContain("openDatabase({ loadDataDir: await emptyDatabase() })");
    expect(template).toContain('path.join(pglitePackage, "..", "..", ".cache/test-database", fileName)');
    expect(template).toContain("const fileName = `empty-pglite-${pgliteVersion}.tar`;");
    expect(contentOf(files, "src/server/db/client.ts")).toContain("loadDataDir: options.loadDataDir");
  });

  it("gives every API test a new test app over the emptied database, and no test opens its own", () => {
    for (const slug of ["lending-library", "reading-notes"]) {
      const files = filesOf(slug);
      const apiTests = files.filter((f) => /^src\/server\/routes\/.*\.test\.ts$/.test(f.path));
      expect(apiTests.length).toBeGreaterThan(0);
      for (const file of apiTests) {
        expect(file.content, file.path).toContain("beforeEach(async () => {\n  t = await openTestApp();");
        expect(file.content, file.path).not.toMatch(/beforeAll|openDatabase\(/);
      }
      const support = contentOf(files, "src/server/test-support.ts");
      expect(support).toContain("RESTART IDENTITY CASCADE");
    }
  });

  it("puts the signed-in test account back after emptying the database instead of signing up again", () => {
    const support = contentOf(filesOf("lending-library"), "src/server/test-support.ts");
    expect(support).toContain("CREATE TEMP TABLE kept_users AS SELECT * FROM users");
    expect(support).toContain("INSERT INTO sessions SELECT * FROM kept_sessions");
    expect(support).toContain('agent.set("Cookie", testerCookie)');
    const withoutAccounts = contentOf(filesOf("reading-notes"), "src/server/test-support.ts");
    expect(withoutAccounts).not.toContain("testerCookie");
  });
});
