import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approveTechnicalFor,
  completeChecklist,
  generateCodeFor,
  generateDesignFor,
  generateSrsFor,
  generateTechnicalFor,
} from "../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../testing/harness";

/**
 * Every route the app serves, by who may call it. A new route must be added here: the first test compares this
 * manifest with the routes Express actually holds, so an unlisted route fails the suite.
 */
type Access = "public" | "signed-in" | "project" | "document" | "file" | "package" | "workspace" | "meeting";
type Caller = ReturnType<typeof request.agent> | ReturnType<typeof request>;
interface RouteEntry {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  access: Access;
  /** A valid body, so the status reflects access and not validation (made from the params where it names one). */
  body?: Record<string, unknown> | ((params: Record<string, string>) => Record<string, unknown>);
  /**
   * Values for the path's other parameters, made by the project's owner (e.g. a requirement of the project).
   * "document" routes name the document by `:documentId` and must make one.
   */
  params?: (owner: ReturnType<typeof request.agent>, projectId: number) => Promise<Record<string, string>>;
  /** A query string the route needs, made from the params. */
  search?: (params: Record<string, string>) => string;
  /** The owner's status when it is not 2xx by design (e.g. completing an unanswered checklist is a 400). */
  ownerStatus?: number;
}

const REQUIREMENTS_AI = encodeURIComponent("Requirements AI");

/** The id of a requirement of the project, made by telling the Requirements AI one. */
async function aRequirement(owner: ReturnType<typeof request.agent>, projectId: number) {
  await owner
    .post(`/api/projects/${projectId}/conversations/${REQUIREMENTS_AI}/messages`)
    .send({ message: "Members must be able to borrow books." });
  const list = await owner.get(`/api/projects/${projectId}/requirements`);
  const first: unknown = list.body[0];
  if (typeof first !== "object" || first === null || !("id" in first))
    throw new Error("no requirement was recorded");
  return { requirementId: String(first.id) };
}

type Owner = ReturnType<typeof request.agent>;

/** A completed checklist (the SRS can be generated). */
async function aCompletedChecklist(owner: Owner, projectId: number) {
  await completeChecklist(owner, projectId);
  return {};
}

/** An SRS of the project (version 1, pending approval). */
async function anSrs(owner: Owner, projectId: number) {
  return { documentId: String((await generateSrsFor(owner, projectId)).id) };
}

/** An approved SRS (the system design can be generated; the approval queued it). */
async function anApprovedSrs(owner: Owner, projectId: number) {
  const { documentId } = await anSrs(owner, projectId);
  const res = await owner.post(`/api/srs-documents/${documentId}/approve`);
  if (res.status !== 200) throw new Error(`approving the SRS: ${res.status}`);
  return { documentId };
}

/** A system design pending approval. */
async function aDesign(owner: Owner, projectId: number) {
  return { documentId: String((await generateDesignFor(owner, projectId)).design.id) };
}

/** An approved system design (the technical documents can be generated; the approval queued them). */
async function anApprovedDesign(owner: Owner, projectId: number) {
  const { documentId } = await aDesign(owner, projectId);
  const res = await owner
    .post(`/api/projects/${projectId}/approve-system-design`)
    .send({ documentId: Number(documentId) });
  if (res.status !== 200) throw new Error(`approving the design: ${res.status}`);
  return { documentId };
}

/** A technical document pending approval. */
async function aTechnicalDocument(owner: Owner, projectId: number) {
  const { technical } = await generateTechnicalFor(owner, projectId);
  return { documentId: String(technical[0]?.id) };
}

/** An approved technical document with nothing made from it yet (its approval can be undone). */
async function anApprovedTechnicalDocument(owner: Owner, projectId: number) {
  const { documentId } = await aTechnicalDocument(owner, projectId);
  const res = await owner
    .post(`/api/projects/${projectId}/approve-technical-doc`)
    .send({ documentId: Number(documentId) });
  if (res.status !== 200) throw new Error(`approving the technical document: ${res.status}`);
  return { documentId };
}

/** Three approved technical documents (code can be generated). */
async function approvedTechnicalDocuments(owner: Owner, projectId: number) {
  await approveTechnicalFor(owner, projectId);
  return {};
}

/** Generated code (pass 1 done, so pass 2 is the active pass). */
async function generatedCode(owner: Owner, projectId: number) {
  await generateCodeFor(owner, projectId);
  return { projectId: String(projectId) };
}

/** A generated file of the project. */
async function aGeneratedFile(owner: Owner, projectId: number) {
  await generateCodeFor(owner, projectId);
  const list = await owner.get(`/api/generated-code-files?projectId=${projectId}`);
  const first: unknown = list.body[0];
  if (typeof first !== "object" || first === null || !("id" in first)) throw new Error("no generated file");
  return { fileId: String(first.id) };
}

/** An export package of the project (its code generated first). */
async function aPackage(owner: Owner, projectId: number) {
  await generateCodeFor(owner, projectId);
  const res = await owner.post(`/api/projects/${projectId}/package`).send({});
  const url: unknown = res.body.downloadUrl;
  const id = typeof url === "string" ? /\/api\/packages\/([^/]+)\/download/.exec(url)?.[1] : undefined;
  if (!id) throw new Error(`creating the package: ${res.status}`);
  return { packageId: id };
}

/** A meeting about the project. */
async function aMeeting(owner: Owner, projectId: number) {
  const res = await owner
    .post("/api/meetings")
    .send({ projectId, title: "Review", scheduledAt: "2026-12-01T10:00:00.000Z" });
  if (res.status !== 201) throw new Error(`scheduling a meeting: ${res.status}`);
  return { meetingId: String(res.body.id) };
}

/** A StackBlitz workspace of the project (the page that posts its files is owner only). */
async function aStackBlitzWorkspace(owner: Owner, projectId: number) {
  await generateCodeFor(owner, projectId);
  const res = await owner
    .post(`/api/projects/${projectId}/launch-workspace`)
    .send({ provider: "stackblitz", framework: "react" });
  const url: unknown = res.body.workspaceUrl;
  const id = typeof url === "string" ? /^\/api\/workspaces\/(\d+)\/stackblitz$/.exec(url)?.[1] : undefined;
  if (!id) throw new Error(`launching a workspace: ${res.status}`);
  return { workspaceId: id };
}

const withDocumentId = (params: Record<string, string>) => ({ documentId: Number(params.documentId) });

const MANIFEST: readonly RouteEntry[] = [
  { method: "GET", path: "/healthz", access: "public" },
  { method: "POST", path: "/api/register", access: "public" },
  { method: "POST", path: "/api/login", access: "public" },
  { method: "POST", path: "/api/logout", access: "signed-in" },
  { method: "GET", path: "/api/user", access: "signed-in" },
  { method: "GET", path: "/api/projects", access: "signed-in" },
  { method: "POST", path: "/api/projects", access: "signed-in", body: { name: "Matrix project" } },
  { method: "GET", path: "/api/ai-agents", access: "signed-in" },
  { method: "GET", path: "/api/projects/:id", access: "project" },
  { method: "PATCH", path: "/api/projects/:id", access: "project", body: { name: "Renamed by the matrix" } },
  { method: "DELETE", path: "/api/projects/:id", access: "project" },
  { method: "GET", path: "/api/projects/:id/srs-documents", access: "project" },
  { method: "GET", path: "/api/projects/:id/system-design-documents", access: "project" },
  { method: "GET", path: "/api/projects/:id/technical-documents", access: "project" },
  { method: "GET", path: "/api/projects/:id/checklist", access: "project" },
  { method: "PUT", path: "/api/projects/:id/checklist", access: "project", body: { sections: [] } },
  { method: "POST", path: "/api/projects/:id/checklist/complete", access: "project", ownerStatus: 400 },
  { method: "GET", path: "/api/projects/:id/requirements", access: "project" },
  { method: "GET", path: "/api/projects/:id/jobs", access: "project" },
  { method: "GET", path: "/api/projects/:id/traceability", access: "project" },
  {
    method: "POST",
    path: "/api/projects/:id/generate-srs-from-checklist",
    access: "project",
    params: aCompletedChecklist,
  },
  {
    method: "POST",
    path: "/api/projects/:id/approve-srs",
    access: "project",
    params: anSrs,
    body: withDocumentId,
  },
  {
    method: "POST",
    path: "/api/projects/:id/approve-system-design",
    access: "project",
    params: aDesign,
    body: withDocumentId,
  },
  { method: "POST", path: "/api/projects/:id/system-design/approve", access: "project", params: aDesign },
  {
    method: "POST",
    path: "/api/projects/:id/approve-technical-doc",
    access: "project",
    params: aTechnicalDocument,
    body: withDocumentId,
  },
  {
    method: "POST",
    path: "/api/projects/:id/generate-system-design",
    access: "project",
    params: anApprovedSrs,
  },
  {
    method: "POST",
    path: "/api/projects/:id/system-design/generate",
    access: "project",
    params: anApprovedSrs,
  },
  {
    method: "POST",
    path: "/api/projects/:id/generate-system-design-v3",
    access: "project",
    params: anApprovedSrs,
    body: { forceOverwrite: true },
  },
  {
    method: "POST",
    path: "/api/projects/:id/trigger-architecture",
    access: "project",
    params: anApprovedSrs,
  },
  {
    method: "POST",
    path: "/api/projects/:id/generate-technical-docs",
    access: "project",
    params: anApprovedDesign,
  },
  {
    method: "POST",
    path: "/api/projects/:id/generate-code-v4",
    access: "project",
    params: approvedTechnicalDocuments,
  },
  {
    method: "POST",
    path: "/api/projects/:id/generate-code-v3",
    access: "project",
    params: approvedTechnicalDocuments,
  },
  {
    method: "POST",
    path: "/api/projects/:id/execute-pass",
    access: "project",
    params: generatedCode,
    body: { passNumber: 2 },
  },
  { method: "GET", path: "/api/projects/:id/multi-pass-analysis", access: "project", params: generatedCode },
  {
    method: "GET",
    path: "/api/projects/:id/implementation-analysis",
    access: "project",
    params: generatedCode,
  },
  {
    method: "GET",
    path: "/api/generated-code-files",
    access: "project",
    params: generatedCode,
    // The project is named by the query; `:id` is not in the path, so the caller's id goes there instead.
    search: (params) => `?projectId=${params.id}`,
  },
  {
    method: "PUT",
    path: "/api/generated-code-files/:fileId",
    access: "file",
    params: aGeneratedFile,
    body: { content: "// edited\n" },
  },
  {
    method: "GET",
    path: "/api/generated-code-files/:fileId/download",
    access: "file",
    params: aGeneratedFile,
  },
  { method: "POST", path: "/api/projects/:id/package", access: "project", params: generatedCode, body: {} },
  { method: "GET", path: "/api/packages/:packageId/download", access: "package", params: aPackage },
  { method: "GET", path: "/api/deployments", access: "signed-in" },
  { method: "GET", path: "/api/deployment-settings", access: "signed-in" },
  // Without generated code a start is refused (409) and there is nothing to show or stop (404), by design: no
  // app is built here (server/deploy/supervisor.test.ts builds and runs one).
  { method: "GET", path: "/api/projects/:id/ai-usage", access: "project" },
  { method: "GET", path: "/api/deployments/:id", access: "project" },
  {
    method: "POST",
    path: "/api/deployments/:id/start",
    access: "project",
    body: { appName: "matrix-app" },
    ownerStatus: 409,
  },
  { method: "POST", path: "/api/deployments/:id/stop", access: "project", ownerStatus: 404 },
  { method: "GET", path: "/api/workspace-providers", access: "signed-in" },
  { method: "GET", path: "/api/settings", access: "signed-in" },
  { method: "GET", path: "/api/meetings", access: "signed-in" },
  { method: "GET", path: "/api/projects/:id/meeting-agenda", access: "project" },
  {
    method: "POST",
    path: "/api/meetings",
    access: "project",
    body: (params) => ({
      projectId: Number(params.id),
      title: "Kick-off",
      scheduledAt: "2026-12-01T10:00:00.000Z",
    }),
  },
  {
    method: "PATCH",
    path: "/api/meetings/:meetingId",
    access: "meeting",
    params: aMeeting,
    body: { notes: "Agreed." },
  },
  { method: "GET", path: "/api/meetings/:meetingId/ics", access: "meeting", params: aMeeting },
  { method: "PUT", path: "/api/settings", access: "signed-in", body: { theme: "dark" } },
  { method: "GET", path: "/api/notifications", access: "signed-in" },
  { method: "POST", path: "/api/notifications/read", access: "signed-in", body: {} },
  { method: "GET", path: "/api/projects/:id/workspaces", access: "project" },
  // Without generated code a launch is refused by design (409); workspaces.test.ts launches on every provider.
  {
    method: "POST",
    path: "/api/projects/:id/launch-workspace",
    access: "project",
    body: { provider: "", framework: "react" },
    ownerStatus: 409,
  },
  {
    method: "GET",
    path: "/api/workspaces/:workspaceId/stackblitz",
    access: "workspace",
    params: aStackBlitzWorkspace,
  },
  {
    method: "POST",
    path: "/api/projects/:id/generate-test-plan",
    access: "project",
    body: { requirements: "FR-1: Members borrow books." },
  },
  { method: "GET", path: "/api/projects/:id/test-plan", access: "project" },
  // Before any code exists scripts and runs are refused by design (409), which keeps this matrix fast.
  {
    method: "POST",
    path: "/api/projects/:id/generate-test-scripts",
    access: "project",
    body: { framework: "jest", testType: "unit" },
    ownerStatus: 409,
  },
  {
    method: "POST",
    path: "/api/projects/:id/execute-tests",
    access: "project",
    body: { testType: "unit" },
    ownerStatus: 409,
  },
  { method: "GET", path: "/api/projects/:id/test-runs/latest", access: "project" },
  { method: "GET", path: "/api/srs-documents/:documentId/preview", access: "document", params: anSrs },
  { method: "GET", path: "/api/srs-documents/:documentId/download", access: "document", params: anSrs },
  { method: "POST", path: "/api/srs-documents/:documentId/approve", access: "document", params: anSrs },
  { method: "GET", path: "/api/documents/:documentId", access: "document", params: anSrs },
  { method: "GET", path: "/api/documents/:documentId/versions", access: "document", params: anSrs },
  {
    method: "GET",
    path: "/api/documents/:documentId/diff",
    access: "document",
    params: anSrs,
    search: (params) => `?against=${params.documentId}`,
  },
  { method: "GET", path: "/api/documents/:documentId/download", access: "document", params: anSrs },
  {
    method: "POST",
    path: "/api/documents/:documentId/unapprove",
    access: "document",
    params: anApprovedTechnicalDocument,
  },
  {
    method: "PATCH",
    path: "/api/projects/:id/requirements/:requirementId",
    access: "project",
    body: { status: "confirmed" },
    params: aRequirement,
  },
  {
    method: "DELETE",
    path: "/api/projects/:id/requirements/:requirementId",
    access: "project",
    params: aRequirement,
  },
  {
    method: "GET",
    path: "/api/projects/:id/conversations/:aiAgent",
    access: "project",
    params: async () => ({ aiAgent: REQUIREMENTS_AI }),
  },
  {
    method: "POST",
    path: "/api/projects/:id/conversations/:aiAgent/messages",
    access: "project",
    body: { message: "Librarians should be able to add books." },
    params: async () => ({ aiAgent: REQUIREMENTS_AI }),
  },
];

const PROJECT_ROUTES = MANIFEST.filter((r) => r.access === "project");
const NOT_FOUND = {
  document: { code: "not_found:document", message: "Document not found" },
  file: { code: "not_found:file", message: "File not found" },
  package: { code: "not_found:package", message: "Package not found" },
  workspace: { code: "not_found:workspace", message: "Workspace not found" },
  meeting: { code: "not_found:meeting", message: "Meeting not found" },
} as const;
const DOCUMENT_ROUTES = MANIFEST.filter(
  (r): r is RouteEntry & { access: keyof typeof NOT_FOUND } => r.access in NOT_FOUND,
);
const ID_PARAM = {
  document: "documentId",
  file: "fileId",
  package: "packageId",
  workspace: "workspaceId",
  meeting: "meetingId",
} as const;
const SIGNED_IN_ROUTES = MANIFEST.filter((r) => r.access === "signed-in");
const MISSING_ID = 2_147_483_647;

interface LayerLike {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
}

/** "METHOD /path" for every route in an Express router stack, following mounted routers. */
function routesOf(stack: readonly LayerLike[], prefix = ""): string[] {
  return stack.flatMap((layer) => {
    const { route } = layer;
    if (route) {
      const path = `${prefix}${route.path}`.replace(/(.)\/$/, "$1");
      return Object.keys(route.methods)
        .filter((m) => m !== "_all")
        .map((m) => `${m.toUpperCase()} ${path}`);
    }
    const inner = layer.handle?.stack;
    if (!inner) return [];
    const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
    return routesOf(inner, `${prefix}${mount}`);
  });
}

let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      workspaces: { builtIn: true, codesandbox: null, stackblitz: { baseUrl: "http://127.0.0.1:9" } },
    },
  });
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

function call(caller: Caller, route: RouteEntry, id: number, params: Record<string, string> = {}) {
  let url = route.path.replace(":id", String(id));
  for (const [name, value] of Object.entries(params)) url = url.replace(`:${name}`, value);
  url += route.search?.({ ...params, id: String(id) }) ?? "";
  const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  const req = caller[method](url);
  const body = typeof route.body === "function" ? route.body({ ...params, id: String(id) }) : route.body;
  return body ? req.send(body) : req;
}

describe("the route manifest", () => {
  it("lists exactly the routes the app serves", () => {
    const stack = (t.app.router as unknown as { stack: LayerLike[] }).stack;
    const served = routesOf(stack).sort();
    const listed = MANIFEST.map((r) => `${r.method} ${r.path}`).sort();
    expect(served).toEqual(listed);
  });
});

describe.each(PROJECT_ROUTES)("$method $path", (route) => {
  it("answers the project's owner (2xx unless the route refuses by design)", async () => {
    const project = await buildProject(a.agent);
    const res = await call(a.agent, route, project.id, await route.params?.(a.agent, project.id));
    if (route.ownerStatus) {
      expect(res.status).toBe(route.ownerStatus);
      expect(res.body.code).not.toBe("not_found:project");
    } else {
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    }
  });

  it("answers another user exactly as if the project did not exist, and changes nothing", async () => {
    const project = await buildProject(a.agent, { name: "A's secret project" });
    const params = await route.params?.(a.agent, project.id);
    const foreign = await call(b.agent, route, project.id, params);
    const missing = await call(b.agent, route, MISSING_ID, params);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual({ code: "not_found:project", message: "Project not found" });
    expect(JSON.stringify(foreign.body)).not.toContain("secret");
    const after = await a.agent.get(`/api/projects/${project.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ name: "A's secret project", description: project.description });
  });

  it("answers 401 to an anonymous caller", async () => {
    const project = await buildProject(a.agent);
    const res = await call(request(t.app), route, project.id, await route.params?.(a.agent, project.id));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "unauthorized:session", message: "You are not signed in" });
  });
});

describe.each(DOCUMENT_ROUTES)("$method $path", (route) => {
  const params = async () => {
    const project = await buildProject(a.agent, { name: "A's secret project" });
    if (!route.params) throw new Error("a document route needs a params maker");
    return { projectId: project.id, params: await route.params(a.agent, project.id) };
  };

  it("answers the document's owner with 2xx", async () => {
    const { params: made } = await params();
    const res = await call(a.agent, route, 0, made);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });

  it("answers another user exactly as if the document did not exist, and changes nothing", async () => {
    const { projectId, params: made } = await params();
    const state = (id: number) =>
      a.agent.get(
        route.access === "document"
          ? `/api/projects/${id}/srs-documents`
          : route.access === "workspace"
            ? `/api/projects/${id}/workspaces`
            : route.access === "meeting"
              ? "/api/meetings"
              : `/api/generated-code-files?projectId=${id}`,
      );
    const before = await state(projectId);
    const idParam = ID_PARAM[route.access];
    const foreign = await call(b.agent, route, 0, made);
    const missing = await call(b.agent, route, 0, { ...made, [idParam]: String(MISSING_ID) });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual(NOT_FOUND[route.access]);
    expect(JSON.stringify(foreign.body)).not.toContain("secret");
    const after = await state(projectId);
    expect(after.body).toEqual(before.body);
  });

  it("answers 401 to an anonymous caller", async () => {
    const { params: made } = await params();
    const res = await call(request(t.app), route, 0, made);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "unauthorized:session", message: "You are not signed in" });
  });
});

describe("routes for signed-in users", () => {
  it.each(SIGNED_IN_ROUTES)("$method $path answers 401 to an anonymous caller", async (route) => {
    const res = await call(request(t.app), route, 0);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized:session");
  });

  it("answers 2xx to a signed-in user on each (logout last)", async () => {
    const user = await signUp(t.app);
    const ordered = [
      ...SIGNED_IN_ROUTES.filter((r) => r.path !== "/api/logout"),
      ...SIGNED_IN_ROUTES.filter((r) => r.path === "/api/logout"),
    ];
    for (const route of ordered) {
      const res = await call(user.agent, route, 0);
      expect(res.status, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(300);
    }
  });
});

describe("public routes", () => {
  it("lets an anonymous caller register with a valid body", async () => {
    const res = await request(t.app)
      .post("/api/register")
      .send({ username: "matrix-new", password: "a fine passphrase", name: "New" });
    expect(res.status).toBe(201);
  });

  it("lets an anonymous caller sign in with a valid body", async () => {
    const res = await request(t.app).post("/api/login").send({ username: a.username, password: a.password });
    expect(res.status).toBe(200);
  });

  it("answers the health check without a session", async () => {
    const res = await request(t.app).get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe("unknown API paths", () => {
  it("answer 401 to an anonymous caller, so they reveal nothing about which routes exist", async () => {
    for (const res of [
      await request(t.app).get("/api/nope"),
      await request(t.app).post("/api/projects/1/nope").send({}),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("unauthorized:session");
    }
  });

  it("answer a JSON 404 naming the route to a signed-in user", async () => {
    const res = await a.agent.get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: "not_found:route", message: "No API route GET /api/nope" });
    const post = await a.agent.post("/api/projects/1/nope").send({});
    expect(post.status).toBe(404);
    expect(post.body.code).toBe("not_found:route");
  });
});
