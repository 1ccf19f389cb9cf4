import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { finishTestRun, insertTestRun } from "../../db/queries/testing";
import { codeGenerations } from "../../db/schema";
import { approveTechnicalFor, generateCodeFor } from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

/**
 * The code generation calls over the real app and database: refusal before the approvals, the three passes
 * with measured accuracy, the files in the database and on disk, edits and regeneration, downloads, bad input.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

type FileEntry = {
  id: number;
  path: string;
  content: string;
  pass: number;
  userEdited: boolean;
  language: string;
};

async function filesOf(projectId: number): Promise<FileEntry[]> {
  const res = await owner.agent.get(`/api/generated-code-files?projectId=${projectId}`);
  expect(res.status).toBe(200);
  return res.body as FileEntry[];
}

describe("generate-code-v4", () => {
  it("is refused until the three technical documents are approved, naming what is missing", async () => {
    const project = await buildProject(owner.agent);
    const res = await owner.agent.post(`/api/projects/${project.id}/generate-code-v4`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Approve all three technical documents before generating code: /);
    expect(res.body.message).toContain("the database design has not been generated");
    expect(res.body.message).toContain("in the Technical tab");
    expect(await filesOf(project.id)).toEqual([]);
    const analysis = await owner.agent.get(`/api/projects/${project.id}/multi-pass-analysis`);
    expect(analysis.status).toBe(404);
    expect(analysis.body.code).toBe("not_found:code");
  });

  it("runs pass 1, then passes 2 and 3 through execute-pass, each measured", async () => {
    const project = await buildProject(owner.agent, { name: 'Café "Événements" & Co' });
    const result = await generateCodeFor(owner.agent, project.id);
    expect(result.filesGenerated).toBeGreaterThan(5);
    expect(result.outputDirectory).toMatch(new RegExp(`apps[\\\\/]${project.id}$`));
    expect(result.implementationCoverage).toBe(50);

    const afterOne = await filesOf(project.id);
    expect(afterOne.length).toBe(result.filesGenerated);
    expect(afterOne.every((f) => f.pass === 1)).toBe(true);
    for (const file of afterOne)
      expect(fs.readFileSync(path.join(result.outputDirectory, ...file.path.split("/")), "utf8")).toBe(
        file.content,
      );
    expect(afterOne.map((f) => f.path)).toContain("src/server/db/schema.ts");

    const multi = await owner.agent.get(`/api/projects/${project.id}/multi-pass-analysis`);
    expect(multi.status).toBe(200);
    expect(multi.body.overallAccuracy).toBe(50);
    expect(multi.body.passNumber).toBe(2);
    expect(multi.body.passes.map((p: { status: string }) => p.status)).toEqual([
      "completed",
      "active",
      "blocked",
    ]);
    expect(multi.body.databaseImplementation.coverage).toBe(100);
    expect(multi.body.apiImplementation.coverage).toBe(0);
    expect(multi.body.apiImplementation.gaps.length).toBeGreaterThan(0);

    const blocked = await owner.agent
      .post(`/api/projects/${project.id}/execute-pass`)
      .send({ passNumber: 3 });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toContain("Pass 3 is blocked");
    const done = await owner.agent.post(`/api/projects/${project.id}/execute-pass`).send({ passNumber: 1 });
    expect(done.status).toBe(409);
    expect(done.body.message).toContain("Pass 1 is already completed");

    const two = await owner.agent
      .post(`/api/projects/${project.id}/execute-pass`)
      .send({ passNumber: 2, analysisResult: multi.body });
    expect(two.status).toBe(200);
    expect(two.body.newAccuracy).toBeGreaterThanOrEqual(80);
    expect(two.body.newAccuracy).toBeLessThan(95);
    expect(two.body.completedTasks.length).toBeGreaterThan(0);
    const three = await owner.agent.post(`/api/projects/${project.id}/execute-pass`).send({ passNumber: 3 });
    expect(three.status).toBe(200);
    expect(three.body.newAccuracy).toBeGreaterThanOrEqual(95);

    const files = await filesOf(project.id);
    expect(new Set(files.map((f) => f.pass))).toEqual(new Set([1, 2, 3]));
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining(["README.md", "Dockerfile", "index.html"]),
    );

    const report = await owner.agent.get(`/api/projects/${project.id}/implementation-analysis`);
    expect(report.status).toBe(200);
    expect(report.body.comparisonWithBaseline.baseline).toBe(50);
    expect(report.body.comparisonWithBaseline.difference).toBeGreaterThan(0);
    expect(report.body.quality.testFiles).toBeGreaterThan(0);
    // The type-check is off in this test app: said so, and no score is made up.
    expect(report.body.codeQualityScore).toBeNull();
    expect(report.body.quality.typecheck.ran).toBe(false);
    const passes = await owner.agent.get(`/api/projects/${project.id}/multi-pass-analysis`);
    expect(passes.body.passes.map((p: { accuracyAfter: number }) => p.accuracyAfter)).toEqual([
      50,
      two.body.newAccuracy,
      three.body.newAccuracy,
    ]);
  });

  it("caps every figure of both analyses under a failed type-check or test run, said as the first gap", async () => {
    const project = await buildProject(owner.agent, { name: "Capped figures" });
    await generateCodeFor(owner.agent, project.id);
    for (const passNumber of [2, 3])
      expect(
        (await owner.agent.post(`/api/projects/${project.id}/execute-pass`).send({ passNumber })).status,
      ).toBe(200);
    const before = await owner.agent.get(`/api/projects/${project.id}/multi-pass-analysis`);
    expect(before.body.overallAccuracy).toBeGreaterThanOrEqual(95);

    // The app's own tests ran on the current files: 3 of 10 failed.
    const db = t.database.db;
    const run = await insertTestRun({ db, projectId: project.id, testType: "unit" });
    await finishTestRun({ db, id: run.id, changes: { status: "failed", passed: 7, failed: 3 } });
    const multi = await owner.agent.get(`/api/projects/${project.id}/multi-pass-analysis`);
    const report = await owner.agent.get(`/api/projects/${project.id}/implementation-analysis`);
    const reason = "3 tests of 10 failed in the last unit test run";
    expect(multi.body.overallAccuracy).toBeLessThanOrEqual(70);
    expect(multi.body.passes[2].status).not.toBe("completed");
    expect(multi.body.requirementsCoverage.gaps[0]).toBe(reason);
    expect(multi.body.nextPassRecommendations[0]).toContain(reason);
    expect(report.body.overallCoverage).toBeLessThanOrEqual(70);
    for (const area of [
      "databaseSchemaCoverage",
      "apiImplementationCoverage",
      "frontendArchitectureCoverage",
      "requirementsCoverage",
    ])
      expect(report.body[area].coverage).toBeLessThanOrEqual(70);
    expect(report.body.gaps[0]).toEqual({ area: "verification", message: reason });
    // Both analyses read the same requirements as served and tested.
    expect(report.body.requirementsCoverage.coverage).toBe(multi.body.requirementsCoverage.coverage);

    // A type-check of the current files with errors caps harder, and comes first.
    await db
      .update(codeGenerations)
      .set({
        typecheck: {
          ran: true,
          errors: 2,
          messages: ["src/server/app.ts(1,1): error TS2304: x"],
          note: null,
          durationMs: 5,
        },
        typecheckedAt: new Date(Date.now() + 1000),
      })
      .where(eq(codeGenerations.projectId, project.id));
    const typed = await owner.agent.get(`/api/projects/${project.id}/implementation-analysis`);
    expect(typed.body.overallCoverage).toBeLessThanOrEqual(49);
    expect(typed.body.gaps[0].message).toMatch(/^The app does not type-check: 2 errors/);
    const typedMulti = await owner.agent.get(`/api/projects/${project.id}/multi-pass-analysis`);
    expect(typedMulti.body.overallAccuracy).toBeLessThanOrEqual(49);
  });

  it("keeps a file the user edited and asks before a regeneration replaces it", async () => {
    const project = await buildProject(owner.agent);
    const { outputDirectory } = await generateCodeFor(owner.agent, project.id);
    const schema = (await filesOf(project.id)).find((f) => f.path === "src/server/db/schema.ts");
    if (!schema) throw new Error("no schema file");
    const edited = `${schema.content}\n// my note\n`;
    const saved = await owner.agent.put(`/api/generated-code-files/${schema.id}`).send({ content: edited });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: schema.id, userEdited: true, content: edited });
    expect(fs.readFileSync(path.join(outputDirectory, "src/server/db/schema.ts"), "utf8")).toBe(edited);

    const again = await owner.agent.post(`/api/projects/${project.id}/generate-code-v4`).send({});
    expect(again.status).toBe(409);
    expect(again.body.userEditedFiles).toEqual(["src/server/db/schema.ts"]);
    expect((await filesOf(project.id)).find((f) => f.id === schema.id)?.content).toBe(edited);

    const replaced = await owner.agent
      .post(`/api/projects/${project.id}/generate-code-v3`)
      .send({ overwriteUserEdits: true });
    expect(replaced.status).toBe(200);
    const after = (await filesOf(project.id)).find((f) => f.path === "src/server/db/schema.ts");
    expect(after).toMatchObject({ content: schema.content, userEdited: false });
  });

  it("downloads one file as an attachment", async () => {
    const project = await buildProject(owner.agent);
    await generateCodeFor(owner.agent, project.id);
    const file = (await filesOf(project.id)).find((f) => f.path === "package.json");
    if (!file) throw new Error("no package.json");
    const res = await owner.agent.get(`/api/generated-code-files/${file.id}/download`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="package.json"; filename*=UTF-8''package.json`,
    );
    expect(Buffer.from(res.body as Buffer).toString("utf8")).toBe(file.content);
  });
});

describe("what a run left in the app folder", () => {
  it("a save and a regeneration replace links, fifos and misplaced folders instead of failing, and write nothing outside", async () => {
    const project = await buildProject(owner.agent);
    const { outputDirectory } = await generateCodeFor(owner.agent, project.id);
    const outside = fs.mkdtempSync(path.join(path.dirname(outputDirectory), "..", "outside-"));
    const files = await filesOf(project.id);
    const schema = files.find((f) => f.path === "src/server/db/schema.ts");
    const other = files.find((f) => /^src\/server\/[^/]+\.ts$/.test(f.path));
    if (!schema || !other)
      throw new Error(`no schema or server file in ${files.map((f) => f.path).join(", ")}`);
    // As a sandboxed run of the app could leave them: a folder swapped for a link to a host folder, a fifo where a
    // generated file goes, a folder where a file goes.
    const db = path.join(outputDirectory, "src", "server", "db");
    fs.rmSync(db, { recursive: true });
    fs.symlinkSync(outside, db);
    fs.rmSync(path.join(outputDirectory, "package.json"));
    execFileSync("mkfifo", [path.join(outputDirectory, "package.json")]);
    const otherFile = path.join(outputDirectory, ...other.path.split("/"));
    fs.rmSync(otherFile);
    fs.mkdirSync(otherFile);

    const saved = await owner.agent
      .put(`/api/generated-code-files/${schema.id}`)
      .send({ content: `${schema.content}\n// edited\n` });
    expect(saved.status).toBe(200);
    expect(fs.readdirSync(outside)).toEqual([]);
    expect(fs.lstatSync(db).isDirectory()).toBe(true);

    const again = await owner.agent
      .post(`/api/projects/${project.id}/generate-code-v3`)
      .send({ overwriteUserEdits: true });
    expect(again.status).toBe(200);
    expect(fs.readdirSync(outside)).toEqual([]);
    // Checked before reading: a fifo left there would block the read.
    expect(fs.lstatSync(path.join(outputDirectory, "package.json")).isFile()).toBe(true);
    expect(fs.readFileSync(path.join(outputDirectory, "package.json"), "utf8")).toContain('"name"');
    expect(fs.readFileSync(path.join(db, "schema.ts"), "utf8")).toBe(schema.content);
    expect(fs.lstatSync(otherFile).isFile()).toBe(true);
    expect(fs.readFileSync(otherFile, "utf8")).toBe(other.content);
  });
});

describe("bad input", () => {
  it("answers 400 with a readable message, never 500", async () => {
    const project = await buildProject(owner.agent);
    await approveTechnicalFor(owner.agent, project.id);
    const cases = [
      owner.agent.get("/api/generated-code-files"),
      owner.agent.get("/api/generated-code-files?projectId=abc"),
      owner.agent.get("/api/generated-code-files?projectId=0x10"),
      owner.agent.put("/api/generated-code-files/abc").send({ content: "x" }),
      owner.agent.put("/api/generated-code-files/1").send({ content: 42 }),
      owner.agent.put("/api/generated-code-files/1").send({ content: "x".repeat(500_001) }),
      owner.agent.post(`/api/projects/${project.id}/execute-pass`).send({ passNumber: 4 }),
      owner.agent.post(`/api/projects/${project.id}/execute-pass`).send({}),
      owner.agent.post(`/api/projects/${project.id}/generate-code-v4`).send({ overwriteUserEdits: "yes" }),
      owner.agent.post(`/api/projects/${project.id}/generate-code-v4`).send({ extra: true }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("answers 404 for a file that does not exist", async () => {
    const res = await owner.agent.put("/api/generated-code-files/2147483647").send({ content: "x" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: "not_found:file", message: "File not found" });
  });
});
