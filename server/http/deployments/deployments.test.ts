import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploymentListSchema, deploymentSettingsSchema } from "../../../domain/api/deployments";
import { loadConfig } from "../../config";
import { upsertDeployment } from "../../db/queries/deployments";
import { detectIsolation, measuredIsolation } from "../../runtime/isolation";
import { isUnsandboxedAllowed } from "../../runtime/sandbox";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

/**
 * The deployment calls' own rules over the real app and database, without building anything (the real builds and
 * processes are in server/deploy/supervisor.test.ts): validation, owner-only answers, the refusal before code,
 * the list and the settings.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({
    deployments: { preview: { host: "127.0.0.1", ports: { from: 5400, to: 5409 } } },
  });
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/deployments/{projectId}/start", () => {
  it("is refused with 409 before the code is generated, and creates nothing", async () => {
    const project = await buildProject(owner.agent);
    const res = await owner.agent
      .post(`/api/deployments/${project.id}/start`)
      .send({ appName: "lending-library" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: "conflict:code",
      message: "Generate the code first on the Generated Code page",
    });
    const none = await owner.agent.get(`/api/deployments/${project.id}`).expect(200);
    expect(none.body).toBeNull();
  });

  it("validates the body and the id (400 with field: message)", async () => {
    const project = await buildProject(owner.agent);
    const start = (body: unknown, id: string | number = project.id) =>
      owner.agent.post(`/api/deployments/${id}/start`).send(body as object);
    expect((await start({})).body.message).toBe("appName: appName is required");
    const upper = await start({ appName: "Library App" });
    expect(upper.status).toBe(400);
    expect(upper.body.message).toBe(
      "appName: appName may contain only lower-case letters, digits and hyphens",
    );
    expect((await start({ appName: "a".repeat(61) })).body.message).toMatch(/at most 60 characters/);
    expect((await start({ appName: "app", displayName: "  " })).body.message).toBe(
      "displayName: displayName must not be empty",
    );
    expect((await start({ appName: "app", port: 80 })).status).toBe(400);
    expect((await start({ appName: "app", purpose: "production" })).body.message).toBe(
      "purpose: purpose must be preview or deployment",
    );
    const badId = await start({ appName: "app" }, "abc");
    expect(badId.status).toBe(400);
    expect(badId.body.code).toBe("bad_request:project");
  });

  it("answers another user's project exactly like a missing one", async () => {
    const project = await buildProject(owner.agent);
    const foreign = await other.agent.post(`/api/deployments/${project.id}/start`).send({ appName: "app" });
    const missing = await other.agent.post(`/api/deployments/2147483647/start`).send({ appName: "app" });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual({ code: "not_found:project", message: "Project not found" });
  });
});

describe("GET and stop", () => {
  it("answer null (an empty state, not an error) before the first start; stop answers 404", async () => {
    const project = await buildProject(owner.agent);
    const get = await owner.agent.get(`/api/deployments/${project.id}`).expect(200);
    expect(get.type).toBe("application/json");
    expect(get.body).toBeNull();
    const stop = await owner.agent.post(`/api/deployments/${project.id}/stop`).expect(404);
    expect(stop.body).toEqual({ code: "not_found:deployment", message: "No deployment of this project yet" });
    expect((await owner.agent.get("/api/deployments/0")).status).toBe(400);
  });

  it("show a deployment to its owner only; stop records the wish; the list names the projects", async () => {
    const project = await buildProject(owner.agent, { name: "Recipe box" });
    await upsertDeployment({
      db: t.database.db,
      row: {
        projectId: project.id,
        appName: "recipe-box",
        displayName: "Recipe box",
        status: "error",
        desiredState: "running",
        port: 5400,
        url: "http://127.0.0.1:5400/",
        buildLogs: ["$ npm run build", "ERROR The build failed: Finished with exit code 1 in 0.8 s"],
        error: "The build failed: Finished with exit code 1 in 0.8 s",
        startedAt: new Date(),
      },
    });
    const shown = await owner.agent.get(`/api/deployments/${project.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      projectId: project.id,
      appName: "recipe-box",
      status: "error",
      url: null, // only while running
      port: 5400,
      error: "The build failed: Finished with exit code 1 in 0.8 s",
    });
    expect(shown.body.buildLogs).toHaveLength(2);
    expect(shown.body).not.toHaveProperty("desiredState");

    const foreign = await other.agent.get(`/api/deployments/${project.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: "not_found:project", message: "Project not found" });
    expect((await other.agent.post(`/api/deployments/${project.id}/stop`)).status).toBe(404);

    const list = await owner.agent.get("/api/deployments");
    expect(list.status).toBe(200);
    const parsed = deploymentListSchema.parse(list.body);
    expect(parsed.deployments.map((d) => [d.projectId, d.projectName])).toContainEqual([
      project.id,
      "Recipe box",
    ]);
    expect((await other.agent.get("/api/deployments")).body).toEqual({ deployments: [] });

    const stopped = await owner.agent.post(`/api/deployments/${project.id}/stop`);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ status: "stopped", url: null, error: null });
  });
});

describe("a preview on the host name the product is used at", () => {
  /** A running deployment served at 127.0.0.1 (this file's PREVIEW_HOST). */
  async function runningAt127() {
    const project = await buildProject(owner.agent, { name: "Tool library" });
    await upsertDeployment({
      db: t.database.db,
      row: {
        projectId: project.id,
        appName: "tool-library",
        displayName: "Tool library",
        status: "running",
        desiredState: "running",
        port: 5401,
        url: "http://127.0.0.1:5401/",
        buildLogs: [],
        error: null,
        startedAt: new Date(),
      },
    });
    return project.id;
  }

  it("is handed out with its url when the product is used at another host name", async () => {
    const projectId = await runningAt127();
    const shown = await owner.agent.get(`/api/deployments/${projectId}`).set("Host", "localhost:5000");
    expect(shown.body).toMatchObject({ status: "running", url: "http://127.0.0.1:5401/", blocked: null });
    const settings = await owner.agent.get("/api/deployment-settings").set("Host", "localhost:5000");
    expect(settings.body.previewBlocked).toBeNull();
  });

  it("is marked blocked with the fix and no url in the deployment, the list and the settings", async () => {
    const projectId = await runningAt127();
    const shown = await owner.agent.get(`/api/deployments/${projectId}`).set("Host", "127.0.0.1:5000");
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: "running", url: null, port: 5401 });
    expect(shown.body.blocked).toContain("Previews are served at 127.0.0.1");
    expect(shown.body.blocked).toContain("http://localhost:5000/");

    const list = deploymentListSchema.parse(
      (await owner.agent.get("/api/deployments").set("Host", "127.0.0.1:5000")).body,
    );
    const listed = list.deployments.find((d) => d.projectId === projectId);
    expect(listed).toMatchObject({ url: null, blocked: shown.body.blocked });

    const settings = deploymentSettingsSchema.parse(
      (await owner.agent.get("/api/deployment-settings").set("Host", "127.0.0.1:5000")).body,
    );
    expect(settings.previewBlocked).toBe(shown.body.blocked);
  });
});

describe("GET /api/deployment-settings", () => {
  it("says where previews are served", async () => {
    const res = await owner.agent.get("/api/deployment-settings");
    expect(res.status).toBe(200);
    const settings = deploymentSettingsSchema.parse(res.body);
    expect(settings).toMatchObject({ previewHost: "127.0.0.1", portRange: { from: 5400, to: 5409 } });
  });

  it("says whether generated code runs on this server, and how", async () => {
    const before = deploymentSettingsSchema.parse((await owner.agent.get("/api/deployment-settings")).body);
    if (measuredIsolation() === null) expect(before.runsGeneratedCode).toBeNull();
    const report = await detectIsolation();
    const after = deploymentSettingsSchema.parse((await owner.agent.get("/api/deployment-settings")).body);
    expect(after).toMatchObject({
      isolation: report.mechanism,
      isolationSummary: report.summary,
      runsGeneratedCode: report.mechanism === "bubblewrap" || isUnsandboxedAllowed(),
    });
  });

  it("lets the product's pages frame previews on the preview host only", async () => {
    const res = await owner.agent.get("/api/deployment-settings");
    expect(res.headers["content-security-policy"]).toContain("frame-src 'self' http://127.0.0.1:*");
  });
});

describe("the default preview host", () => {
  it("is framed and handed out wherever the product is opened on loopback, and blocked only at its own name", async () => {
    const d = await createTestApp({
      deployments: { preview: { host: loadConfig({}).preview.host, ports: { from: 5410, to: 5419 } } },
    });
    try {
      const user = await signUp(d.app);
      const settings = (host: string) => user.agent.get("/api/deployment-settings").set("Host", host);
      const first = await settings("127.0.0.1:5000");
      expect(first.body).toMatchObject({ previewHost: "preview.localhost", previewBlocked: null });
      expect(first.headers["content-security-policy"]).toContain(
        "frame-src 'self' http://preview.localhost:*",
      );
      expect((await settings("localhost:5000")).body.previewBlocked).toBeNull();
      expect((await settings("[::1]:5000")).body.previewBlocked).toBeNull();
      expect((await settings("preview.localhost:5000")).body.previewBlocked).toContain(
        "http://localhost:5000/",
      );
    } finally {
      await d.close();
    }
  });
});
