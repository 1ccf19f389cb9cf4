import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProject, createTestApp, signUp, type TestApp } from "../testing/harness";

/**
 * Every route the app serves, by who may call it. A new route must be added here: the first test compares this
 * manifest with the routes Express actually holds, so an unlisted route fails the suite.
 */
type Access = "public" | "signed-in" | "project";
interface RouteEntry {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  access: Access;
  /** A valid body, so the status reflects access and not validation. */
  body?: Record<string, unknown>;
}

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
];

const PROJECT_ROUTES = MANIFEST.filter((r) => r.access === "project");
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
  t = await createTestApp();
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

type Caller = ReturnType<typeof request.agent> | ReturnType<typeof request>;
function call(caller: Caller, route: RouteEntry, id: number) {
  const url = route.path.replace(":id", String(id));
  const method = route.method.toLowerCase() as "get" | "post" | "patch" | "delete";
  const req = caller[method](url);
  return route.body ? req.send(route.body) : req;
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
  it("answers 2xx to the project's owner", async () => {
    const project = await buildProject(a.agent);
    const res = await call(a.agent, route, project.id);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });

  it("answers another user exactly as if the project did not exist, and changes nothing", async () => {
    const project = await buildProject(a.agent, { name: "A's secret project" });
    const foreign = await call(b.agent, route, project.id);
    const missing = await call(b.agent, route, MISSING_ID);
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
    const res = await call(request(t.app), route, project.id);
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
