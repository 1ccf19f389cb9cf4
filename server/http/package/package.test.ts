import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_DATA_NEEDS_DATABASE } from "../../../domain/api/package";
import { NO_CODE_FOR_PACKAGE } from "../../services/package";
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
