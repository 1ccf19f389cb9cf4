import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_IN_PROGRESS } from "../../qa/execute";
import { generateCodeFor } from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";
import { testRuntime } from "../../testing/runtime";

/**
 * Real QA runs of one generated app (passes 1–3): scripts written into the app and run (playwright ones in the
 * system Chromium after the app's build), Vitest's own counts and V8 coverage per file, a test broken on purpose
 * through the file API, and one run at a time. Installs the app dependencies once and runs the whole suite once
 * (2–3 minutes); SPECWRIGHT_SKIP_RUNTIME=1 skips it.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
if (skip) console.log("testing-run.test.ts skipped: SPECWRIGHT_SKIP_RUNTIME=1 (real test runs)");

const RUN_TIMEOUT = 8 * 60_000;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let projectId: number;
let appDir: string;

type FileEntry = { id: number; path: string; content: string };
type RunTest = {
  name: string;
  file: string;
  status: string;
  requirementIds: string[];
  failureMessage: string;
};

beforeAll(async () => {
  if (skip) return;
  t = await createTestApp();
  await testRuntime(t.dataDir);
  owner = await signUp(t.app);
  projectId = (await buildProject(owner.agent)).id;
  appDir = (await generateCodeFor(owner.agent, projectId)).outputDirectory;
  for (const passNumber of [2, 3]) {
    const res = await owner.agent.post(`/api/projects/${projectId}/execute-pass`).send({ passNumber });
    if (res.status !== 200) throw new Error(`pass ${passNumber}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}, RUN_TIMEOUT);
afterAll(async () => {
  await t?.close();
});

async function files(): Promise<FileEntry[]> {
  return (await owner.agent.get(`/api/generated-code-files?projectId=${projectId}`)).body as FileEntry[];
}

describe.skipIf(skip)("QA on a generated app", () => {
  it("plans from the app's real test titles and writes runnable supertest, jest and playwright scripts", async () => {
    const plan = await owner.agent
      .post(`/api/projects/${projectId}/generate-test-plan`)
      .send({ requirements: "FR-1: Members borrow books\nFR-3: Librarians manage the catalogue" });
    expect(plan.status).toBe(200);
    const automated = plan.body.testPlan.testCases.filter((c: { automated: boolean }) => c.automated);
    expect(automated.length).toBeGreaterThan(0);
    expect(automated[0].coveredBy[0]).toContain(automated[0].requirementId);

    for (const [framework, testType] of [
      ["supertest", "integration"],
      ["jest", "unit"],
      ["playwright", "ui"],
      ["cypress", "ui"],
    ] as const) {
      const res = await owner.agent
        .post(`/api/projects/${projectId}/generate-test-scripts`)
        .send({ framework, testType });
      expect(res.status).toBe(200);
      const scripts = res.body.testScripts.testScripts as {
        path: string;
        content: string;
        runnableHere: boolean;
        note: string;
      }[];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.path).toMatch(new RegExp(`^tests/qa/${testType}/\\w+\\.${framework}\\.`));
        expect(script.content).toMatch(/(FR|NFR|US)-\d+/);
        expect(fs.readFileSync(path.join(appDir, script.path), "utf8")).toBe(script.content);
        expect(script.runnableHere).toBe(framework !== "cypress");
      }
      if (framework === "cypress") expect(scripts[0]?.note).toContain("npx cypress run");
      if (framework === "jest") expect(scripts[0]?.content).not.toContain('from "vitest"');
      if (framework === "playwright") {
        expect(scripts[0]?.content).toContain("chromium.launch");
        expect(scripts[0]?.note).toContain("system Chromium");
      }
    }
    const paths = (await files()).map((f) => f.path);
    expect(paths).toContain("tests/qa/vitest.config.ts");
    expect(paths.filter((p) => p.startsWith("tests/qa/integration/"))).not.toHaveLength(0);
  });

  // One real run of the whole suite (about 1–2 minutes) checks everything a run reports.
  it(
    "runs the whole suite for real: Vitest's counts, a test broken on purpose, the QA scripts (playwright in Chromium), V8 coverage, one run at a time",
    { timeout: RUN_TIMEOUT },
    async () => {
      const target = (await files()).find((f) => f.path === "src/server/routes/books.test.ts");
      if (!target) throw new Error("no books.test.ts");
      const broken = `${target.content}\ndescribe("broken on purpose", () => {\n  it("FR-1: adds up", () => {\n    expect(1 + 1).toBe(3);\n  });\n});\n`;
      const edited = await owner.agent
        .put(`/api/generated-code-files/${target.id}`)
        .send({ content: broken });
      expect(edited.status).toBe(200);

      const [res, second] = await Promise.all([
        owner.agent.post(`/api/projects/${projectId}/execute-tests`).send({ testType: "unit" }),
        new Promise((r) => setTimeout(r, 300)).then(() =>
          owner.agent.post(`/api/projects/${projectId}/execute-tests`).send({ testType: "unit" }),
        ),
      ]);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(RUN_IN_PROGRESS);
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
      const run = res.body.testResults;
      expect(run.status).toBe("failed");

      const report = JSON.parse(
        fs.readFileSync(
          path.join(t.dataDir, "apps", ".scratch", String(projectId), "qa-run", "vitest.json"),
          "utf8",
        ),
      );
      expect(run.executionSummary).toMatchObject({
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        total: report.numTotalTests,
      });
      expect(report.numFailedTests).toBe(1);
      expect(run.executionSummary.passed).toBeGreaterThan(20);
      expect(run.executionSummary.executionTime).toBeGreaterThan(0);
      expect(run.tests).toHaveLength(report.numTotalTests);
      const tests = run.tests as RunTest[];
      expect(tests.filter((x) => x.requirementIds.length > 0).length).toBeGreaterThan(10);

      const failed = tests.filter((x) => x.status === "failed");
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({
        name: "broken on purpose FR-1: adds up",
        file: "src/server/routes/books.test.ts",
        requirementIds: ["FR-1"],
      });
      expect(failed[0]?.failureMessage).toContain("expected 2 to be 3");

      const qa = tests.filter((x) => x.file.startsWith("tests/qa/"));
      expect(new Set(qa.map((x) => x.file.split(".").at(-3)))).toEqual(
        new Set(["supertest", "jest", "playwright"]),
      );
      expect(qa.filter((x) => x.status !== "passed")).toEqual([]);
      // The browser checks ran in Chromium against the app's fresh build, signed up through its page.
      const browser = qa.filter((x) => x.file.endsWith(".playwright.test.ts"));
      expect(browser.length).toBeGreaterThan(0);
      expect(browser.every((x) => x.requirementIds.length > 0)).toBe(true);
      expect(fs.existsSync(path.join(appDir, "dist", "client", "index.html"))).toBe(true);
      // In the sandbox too, the tests started from the runtime's empty database (read-only) and made no copy.
      expect(fs.existsSync(path.join(appDir, ".vite-cache", "test-database"))).toBe(false);
      expect(run.notes.join(" ")).toContain("ran in the system Chromium");
      expect(run.ranFiles).toEqual(expect.arrayContaining(qa.map((x) => x.file)));
      expect(run.ranFiles.some((f: string) => f.startsWith("src/client/"))).toBe(true);

      expect(run.coverage.lines).toBeGreaterThan(0);
      expect(run.coverage.lines).toBeLessThanOrEqual(100);
      const schema = run.coverage.files.find((f: { path: string }) => f.path === "src/server/db/schema.ts");
      expect(schema?.lines).toBeGreaterThan(0);
      expect(run.coverage.files.every((f: { path: string }) => f.path.startsWith("src/"))).toBe(true);

      const latest = await owner.agent.get(`/api/projects/${projectId}/test-runs/latest`);
      expect(latest.body.testResults).toEqual(run);
      const logs = fs.readdirSync(path.join(t.dataDir, "test-runs", String(projectId)));
      expect(logs).toContain(`${run.runId}.log`);
    },
  );
});
