import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeRequirementId, requirementIdsIn, sortRequirementIds } from "../../domain/api/testing";
import { appFactsOf, testTitlesIn } from "./app-facts";
import { requirementsFromText, testTypeFor } from "./plan";
import { parseCoverageSummary, parseVitestReport } from "./report";
import { filtersFor, playwrightFilesIn } from "./run";
import { buildTestScripts } from "./scripts";

/** The pure parts of QA: ids, typed requirements, app facts, Vitest's report and coverage, run filters. */
describe("requirement ids", () => {
  it("are found in titles, padded or not, once each, and sorted FR, NFR, US", () => {
    expect(requirementIdsIn("FR-001, NFR-2 and FR-1: x; US-3")).toEqual(["FR-1", "NFR-2", "US-3"]);
    expect(normalizeRequirementId("fr-007")).toBe("FR-7");
    expect(sortRequirementIds(["US-1", "FR-10", "NFR-2", "FR-3"])).toEqual([
      "FR-3",
      "FR-10",
      "NFR-2",
      "US-1",
    ]);
  });
});

describe("typed requirements", () => {
  it("keep lines with an id or a shall/must sentence, numbering the latter REQ-n", () => {
    const found = requirementsFromText(
      "1. FR-4: Members borrow books\nnotes\n* The app must log out idle users",
    );
    expect(found.map((r) => [r.id, r.description, r.priority])).toEqual([
      ["FR-4", "Members borrow books", "medium"],
      ["REQ-1", "The app must log out idle users", "high"],
    ]);
    expect(
      testTypeFor({
        id: "NFR-1",
        description: "Passwords are hashed",
        kind: "non-functional",
        priority: "high",
      }),
    ).toBe("security");
  });
});

describe("app facts", () => {
  it("read test titles and the resources the app's test support creates", () => {
    expect(
      testTitlesIn("a.test.ts", `it("FR-2: it's \\"quoted\\"", () => {});\ntest.skip('US-1: later', f)`),
    ).toEqual([
      { file: "a.test.ts", title: 'FR-2: it\'s "quoted"', requirementIds: ["FR-2"] },
      { file: "a.test.ts", title: "US-1: later", requirementIds: ["US-1"] },
    ]);
    const facts = appFactsOf([
      {
        path: "src/server/test-support.ts",
        content:
          'export async function openTestApp() {\n  await signUp(agent, "x");\n}\n' +
          'export async function makeBook(agent: Agent) {\n  const res = await agent.post("/api/books").send(body);\n}\n',
      },
      { path: "src/server/routes/books.ts", content: "", implements: { requirementIds: ["FR-5"] } },
      { path: "src/server/routes/books.test.ts", content: 'it("FR-3, US-1: lists books", () => {})' },
      { path: "src/shared/schema.ts", content: "export const bookUpdateSchema = z.object({});" },
      {
        path: "src/client/app.tsx",
        content:
          '<Route path="/sign-up"><SignUpPage /></Route>\n<Route path="/books"><BooksListPage /></Route>',
      },
    ]);
    expect(facts.accounts).toBe(true);
    expect(facts.signUpPage).toBe("/sign-up");
    expect(facts.resources).toEqual([
      {
        entity: "Book",
        path: "/api/books",
        requirementIds: ["FR-3", "FR-5", "US-1"],
        hasUpdateSchema: true,
        pages: { list: "/books", create: null },
      },
    ]);

    const [script] = buildTestScripts({
      appName: "Library",
      facts,
      framework: "playwright",
      testType: "ui",
      requestedIds: ["FR-3"],
    });
    expect(script?.path).toBe("tests/qa/ui/books.playwright.test.ts");
    expect(script?.content).toContain('it("FR-3: the /books page lists a book stored through the API"');
    expect(script?.content).toContain("await page.goto(`${baseUrl}/sign-up`);");
    expect(script?.content).toContain("describe.skipIf(!fs.existsSync(CHROMIUM))");
    expect(script?.content).not.toContain("/books/new");
  });
});

describe("Vitest's report and coverage", () => {
  it("counts as Vitest counted, adds a file that failed to load or in a hook, and makes paths app-relative", () => {
    const parsed = parseVitestReport(
      {
        numPassedTests: 1,
        numFailedTests: 1,
        numPendingTests: 2,
        numTotalTests: 4,
        startTime: 1000,
        testResults: [
          {
            name: "/app/src/a.test.ts",
            status: "failed",
            endTime: 3500,
            assertionResults: [
              {
                fullName: "a FR-1: ok",
                title: "FR-1: ok",
                status: "passed",
                duration: 4.4,
                failureMessages: [],
              },
              {
                fullName: "a FR-2: bad",
                title: "FR-2: bad",
                status: "failed",
                failureMessages: ["AssertionError: no"],
              },
              { fullName: "a later", title: "later", status: "skipped", failureMessages: [] },
            ],
          },
          { name: "/app/src/b.test.ts", status: "failed", message: "SyntaxError: x", assertionResults: [] },
          {
            name: "/app/tests/qa/ui/c.playwright.test.ts",
            status: "failed",
            assertionResults: [{ fullName: "c FR-4: page", title: "FR-4: page", status: "skipped" }],
          },
        ],
      },
      "/app",
    );
    expect(parsed).toMatchObject({ passed: 1, failed: 3, skipped: 2, total: 6, executionTime: 2.5 });
    expect(parsed.files).toEqual(["src/a.test.ts", "src/b.test.ts", "tests/qa/ui/c.playwright.test.ts"]);
    // A failed beforeAll leaves only skipped tests: the file still counts as one failure.
    expect(parsed.tests.find((t) => t.status === "failed" && t.file.startsWith("tests/"))).toMatchObject({
      name: "tests/qa/ui/c.playwright.test.ts (a set-up or clean-up hook failed)",
    });
    expect(parsed.tests.find((t) => t.status === "failed" && t.file === "src/a.test.ts")).toMatchObject({
      requirementIds: ["FR-2"],
      failureMessage: "AssertionError: no",
    });
    expect(parsed.tests.find((t) => t.file === "src/b.test.ts")?.failureMessage).toBe("SyntaxError: x");

    const metric = (pct: number | "Unknown") => ({ total: 1, covered: 1, skipped: 0, pct });
    const coverage = parseCoverageSummary(
      {
        total: { lines: metric(50), statements: metric(40), functions: metric(30), branches: metric(20) },
        "/app/src/x.ts": {
          lines: metric(50),
          statements: metric(40),
          functions: metric("Unknown"),
          branches: metric(20),
        },
      },
      "/app",
    );
    expect(coverage).toEqual({
      lines: 50,
      statements: 40,
      functions: 30,
      branches: 20,
      files: [{ path: "src/x.ts", lines: 50, statements: 40, functions: 100, branches: 20 }],
    });
  });
});

describe("which tests run for a test type", () => {
  it("unit runs everything, ui the pages, the others the API tests, each with its QA scripts", () => {
    expect(filtersFor("unit").filters).toBeNull();
    expect(filtersFor("ui").filters).toEqual(["src/client/", "tests/qa/ui/"]);
    expect(filtersFor("security").filters).toEqual(["src/server/", "tests/qa/security/"]);
  });

  it("finds the playwright scripts a run's filters include", () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), "qa-files-"));
    for (const file of [
      "ui/books.playwright.test.ts",
      "ui/books.supertest.test.ts",
      "system/a.playwright.test.ts",
    ]) {
      fs.mkdirSync(path.dirname(path.join(app, "tests/qa", file)), { recursive: true });
      fs.writeFileSync(path.join(app, "tests/qa", file), "");
    }
    expect(playwrightFilesIn(app, filtersFor("ui").filters)).toEqual([
      "tests/qa/ui/books.playwright.test.ts",
    ]);
    expect(playwrightFilesIn(app, null)).toEqual([
      "tests/qa/system/a.playwright.test.ts",
      "tests/qa/ui/books.playwright.test.ts",
    ]);
    expect(playwrightFilesIn(path.join(app, "missing"), null)).toEqual([]);
    fs.rmSync(app, { recursive: true, force: true });
  });
});
