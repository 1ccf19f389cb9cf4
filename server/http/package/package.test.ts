import fs from "node:fs";
import path from "node:path";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_DATA_NEEDS_DATABASE } from "../../../domain/api/package";
import { finishTestRun, insertTestRun } from "../../db/queries/testing";
import { NO_CODE_FOR_PACKAGE, PACKAGES_KEPT } from "../../services/package";
import { generateCodeFor } from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";
import { readZip } from "../../testing/zip";

/**
 * The export package over the real app and database: a generated app taken through its three passes is
 * packaged, downloaded and read back entry by entry; bad options, missing code and other users are refused.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let projectId: number;
const TOP = "cafe-evenements-co";

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  const project = await buildProject(owner.agent, { name: 'Café "Événements" & Co' });
  projectId = project.id;
  await generateCodeFor(owner.agent, projectId);
  for (const passNumber of [2, 3]) {
    const res = await owner.agent.post(`/api/projects/${projectId}/execute-pass`).send({ passNumber });
    if (res.status !== 200) throw new Error(`pass ${passNumber}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
}

async function download(agent: ReturnType<typeof request.agent>, url: string) {
  return agent.get(url).buffer(true).parse(binary);
}

async function createPackage(body: Record<string, unknown>) {
  const res = await owner.agent.post(`/api/projects/${projectId}/package`).send(body);
  expect(res.status).toBe(201);
  return res.body as {
    success: boolean;
    downloadUrl: string;
    filename: string;
    error: null;
    entries: number;
  };
}

describe("POST /api/projects/:id/package", () => {
  it("packages the whole app, its documents and the database schema by default", async () => {
    const result = await createPackage({});
    expect(result).toMatchObject({ success: true, filename: `${TOP}.zip`, error: null });
    expect(result.downloadUrl).toMatch(/^\/api\/packages\/[0-9a-f-]{36}\/download$/);

    const res = await download(owner.agent, result.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${TOP}.zip"; filename*=UTF-8''${TOP}.zip`,
    );
    const entries = readZip(res.body as Buffer);
    expect(entries.length).toBe(result.entries);
    const paths = entries.map((e) => e.path);
    expect(paths.every((p) => p.startsWith(`${TOP}/`))).toBe(true);
    const files = new Map(entries.map((e) => [e.path.slice(TOP.length + 1), e.content.toString("utf8")]));
    for (const expected of [
      "README.md",
      "Dockerfile",
      "docker-compose.yml",
      ".env.example",
      ".vscode/settings.json",
      "package.json",
      "package-lock.json",
      "docs/srs.md",
      "docs/system-design.md",
      "docs/database-design.md",
      "docs/api-specification.md",
      "docs/frontend-architecture.md",
      "database/README.md",
      "database/schema.sql",
    ])
      expect(files.has(expected), expected).toBe(true);
    expect([...files.keys()].some((p) => p.startsWith("src/client/"))).toBe(true);
    expect([...files.keys()].some((p) => p.startsWith("src/server/"))).toBe(true);
    expect(files.has("database/seed.sql")).toBe(false);
    // No test run yet: no report, rather than an empty one.
    expect([...files.keys()].some((p) => p.startsWith("test-report/"))).toBe(false);

    // The stored files go in unchanged; the schema is the app's own migration.
    const stored = await owner.agent.get(`/api/generated-code-files?projectId=${projectId}`);
    for (const file of stored.body as { path: string; content: string }[])
      expect(files.get(file.path), file.path).toBe(file.content);
    expect(files.get("database/schema.sql")).toBe(files.get("src/server/db/migrations/0000_init.sql"));

    const pkg = JSON.parse(files.get("package.json") ?? "{}") as { name: string; dependencies: object };
    const lock = JSON.parse(files.get("package-lock.json") ?? "{}") as {
      name: string;
      packages: Record<string, { name?: string; version?: string; dependencies?: object }>;
    };
    expect(lock.name).toBe(pkg.name);
    expect(lock.packages[""]?.name).toBe(pkg.name);
    expect(lock.packages[""]?.dependencies).toEqual(pkg.dependencies);
    expect(lock.packages["node_modules/express"]?.version).toBe("5.3.0");
  });

  it("adds the latest finished test run as test-report/latest.md and latest.json", async () => {
    const run = await insertTestRun({ db: t.database.db, projectId, testType: "unit" });
    const tests = [
      {
        name: "FR-1 lists books",
        file: "tests/api/books.test.ts",
        status: "passed",
        durationMs: 12,
        requirementIds: ["FR-1"],
        failureMessage: null,
      },
      {
        name: "FR-2 | pipes stay in their cell",
        file: "tests/api/books.test.ts",
        status: "failed",
        durationMs: 9,
        requirementIds: ["FR-2"],
        failureMessage: "expected 2 to be 3",
      },
    ];
    const coverage = {
      lines: 81.25,
      statements: 80,
      functions: 75,
      branches: 60,
      files: [{ path: "src/server/app.ts", lines: 81.25, statements: 80, functions: 75, branches: 60 }],
    };
    await finishTestRun({
      db: t.database.db,
      id: run.id,
      changes: {
        status: "failed",
        passed: 1,
        failed: 1,
        skipped: 0,
        durationMs: 4321,
        report: { tests, coverage, ranFiles: ["tests/api/books.test.ts"], notes: [], executionTime: 4.3 },
      },
    });
    // A run still going is not reported; the last finished one is.
    await insertTestRun({ db: t.database.db, projectId, testType: "ui" });
    const res = await download(owner.agent, (await createPackage({})).downloadUrl);
    const files = new Map(
      readZip(res.body as Buffer).map((e) => [e.path.slice(TOP.length + 1), e.content.toString("utf8")]),
    );
    const markdown = files.get("test-report/latest.md") ?? "";
    expect(markdown).toContain("| Passed | 1 |");
    expect(markdown).toContain("| Failed | 1 |");
    expect(markdown).toContain("Status: **failed**, in 4.3 s.");
    expect(markdown).toContain("| src/server/app.ts | 81.3 % | 80 % | 75 % | 60 % |");
    expect(markdown).toContain("FR-2 \\| pipes stay in their cell");
    const json = JSON.parse(files.get("test-report/latest.json") ?? "{}") as {
      runId: number;
      tests: unknown[];
    };
    expect(json.runId).toBe(run.id);
    expect(json.tests).toEqual(tests);
  });

  it("adds seed.sql with the sample data option, and leaves database/ out without the database option", async () => {
    const seeded = await createPackage({
      includeDatabase: true,
      includeSampleData: true,
      framework: "react",
    });
    const withSeed = readZip((await download(owner.agent, seeded.downloadUrl)).body as Buffer);
    const seed = withSeed.find((e) => e.path === `${TOP}/database/seed.sql`)?.content.toString("utf8") ?? "";
    expect(seed).toMatch(/^-- Sample data/);
    expect(seed).toContain("INSERT INTO");
    expect(seed.trimEnd().endsWith("COMMIT;")).toBe(true);

    const bare = await createPackage({ includeDatabase: false });
    const without = readZip((await download(owner.agent, bare.downloadUrl)).body as Buffer);
    expect(without.some((e) => e.path.startsWith(`${TOP}/database/`))).toBe(false);
    expect(without.some((e) => e.path === `${TOP}/package.json`)).toBe(true);
  });

  it("refuses bad options with a 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { includeDatabase: false, includeSampleData: true },
        `includeSampleData: ${SAMPLE_DATA_NEEDS_DATABASE}`,
      ],
      [{ framework: "vue" }, 'framework: framework must be "react"'],
      [{ includeDatabase: "yes" }, "includeDatabase: includeDatabase must be true or false"],
      [{ includeSampleData: 1 }, "includeSampleData: includeSampleData must be true or false"],
    ];
    for (const [body, message] of cases) {
      const res = await owner.agent.post(`/api/projects/${projectId}/package`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ code: "bad_request:api", message });
    }
  });

  it("answers 409 with a clear sentence when no code has been generated", async () => {
    const project = await buildProject(owner.agent);
    const res = await owner.agent.post(`/api/projects/${project.id}/package`).send({});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "conflict:package", message: NO_CODE_FOR_PACKAGE });
  });

  it("answers another user as if the project did not exist", async () => {
    const res = await other.agent.post(`/api/projects/${projectId}/package`).send({});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found:project");
  });
});

describe("GET /api/packages/:packageId/download", () => {
  it(`keeps the newest ${PACKAGES_KEPT} packages of a project: older downloads are gone, row and file`, async () => {
    const urls: string[] = [];
    for (let i = 0; i < PACKAGES_KEPT + 2; i++) urls.push((await createPackage({})).downloadUrl);
    const statuses = [];
    for (const url of urls) statuses.push((await download(owner.agent, url)).status);
    expect(statuses).toEqual([404, 404, ...Array<number>(PACKAGES_KEPT).fill(200)]);
    const dir = path.join(t.dataDir, "packages", String(projectId));
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".zip"))).toHaveLength(PACKAGES_KEPT);
  });

  it("answers another user, a missing id and a malformed id with the same 404", async () => {
    const { downloadUrl } = await createPackage({});
    const foreign = await other.agent.get(downloadUrl);
    const missing = await other.agent.get("/api/packages/00000000-0000-4000-8000-000000000000/download");
    const malformed = await owner.agent.get("/api/packages/..%2F..%2Fetc/download");
    for (const res of [foreign, missing, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "not_found:package", message: "Package not found" });
    }
  });
});
