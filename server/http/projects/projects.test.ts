import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_DESCRIPTION_MAX } from "../../../domain/api/projects";
import { placeholderDescription } from "../../../domain/rules/project-snapshot";
import { longPastedSpec } from "../../pipeline/testing/pasted-spec";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

let t: TestApp;
/** One owner for most tests (registration is rate limited per address, and hashing costs time). */
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

describe("listing projects", () => {
  it("lists only the signed-in user's own projects", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const mine = await buildProject(a.agent, { name: "Mine" });
    await buildProject(b.agent, { name: "Theirs" });
    const res = await a.agent.get("/api/projects");
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([mine.id]);
  });

  it("lists the most recently updated project first", async () => {
    const { agent } = await signUp(t.app);
    const first = await buildProject(agent, { name: "First" });
    const second = await buildProject(agent, { name: "Second" });
    expect((await agent.get("/api/projects")).body.map((p: { id: number }) => p.id)).toEqual([
      second.id,
      first.id,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await agent.patch(`/api/projects/${first.id}`).send({ name: "First, renamed" })).status).toBe(
      200,
    );
    expect((await agent.get("/api/projects")).body.map((p: { id: number }) => p.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it("answers an empty list to a user without projects", async () => {
    const { agent } = await signUp(t.app);
    const res = await agent.get("/api/projects");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe("creating a project", () => {
  it("answers 201 with the project, its name trimmed, and never the owner id", async () => {
    const { agent } = owner;
    const res = await agent
      .post("/api/projects")
      .send({ name: "  Lending library  ", description: "  Members borrow books.  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Lending library", description: "Members borrow books." });
    expect(res.body.id).toEqual(expect.any(Number));
    expect(Object.keys(res.body).sort()).toEqual([
      "createdAt",
      "description",
      "id",
      "name",
      "status",
      "updatedAt",
    ]);
  });

  it.each([
    ["a missing description", {}],
    ["an empty description", { description: "" }],
    ["a whitespace-only description", { description: "   " }],
  ])("gives %s the dated placeholder description", async (_label, extra) => {
    const { agent } = owner;
    const before = placeholderDescription(new Date());
    const res = await agent.post("/api/projects").send({ name: "Untitled", ...extra });
    const after = placeholderDescription(new Date());
    expect(res.status).toBe(201);
    expect(res.body.description).toMatch(/^A new project created on \d{4}-\d{2}-\d{2}$/);
    expect([before, after]).toContain(res.body.description);
  });

  it("ignores an owner id or status sent on create", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await a.agent
      .post("/api/projects")
      .send({ name: "Sneaky", ownerId: b.user.id, status: "deployed" });
    expect(res.status).toBe(201);
    expect(res.body.status).not.toBe("deployed");
    expect((await b.agent.get(`/api/projects/${res.body.id}`)).status).toBe(404);
    expect((await a.agent.get(`/api/projects/${res.body.id}`)).status).toBe(200);
  });

  it.each([
    [{}, "name: Project name is required"],
    [{ name: "   " }, "name: Project name is required"],
    [{ name: "n".repeat(121) }, "name: Project name must be at most 120 characters"],
    [
      { name: "ok", description: "d".repeat(PROJECT_DESCRIPTION_MAX + 1) },
      `description: Description must be at most ${PROJECT_DESCRIPTION_MAX} characters`,
    ],
    [{ name: 42 }, "name: Project name is required"],
    [{ name: null }, "name: Project name is required"],
    [{ name: ["a"] }, "name: Project name is required"],
    [{ name: "ok", description: 7 }, "description: Invalid input: expected string, received number"],
  ])("refuses %j with a readable 400", async (body, message) => {
    const { agent } = owner;
    const before = (await agent.get("/api/projects")).body;
    const res = await agent.post("/api/projects").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "bad_request:api", message });
    expect((await agent.get("/api/projects")).body).toEqual(before);
  });

  it("accepts a name of exactly 120 characters and a description of exactly the limit", async () => {
    const { agent } = owner;
    const res = await agent
      .post("/api/projects")
      .send({ name: "n".repeat(120), description: "d".repeat(PROJECT_DESCRIPTION_MAX) });
    expect(res.status).toBe(201);
  });

  it("takes a pasted 30,000-character specification as the description, exactly as written", async () => {
    const { agent } = owner;
    const description = longPastedSpec(30_000);
    const res = await agent.post("/api/projects").send({ name: "Pasted", description });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe(description);
    expect((await agent.get(`/api/projects/${res.body.id}`)).body.description).toBe(description);
  });

  it("no longer refuses a description past the old 5,000-character limit, in any script", async () => {
    const { agent } = owner;
    // Three bytes a character in UTF-8: the longest description must also fit the JSON body limit.
    for (const description of ["d".repeat(5001), "設".repeat(PROJECT_DESCRIPTION_MAX)]) {
      expect((await agent.post("/api/projects").send({ name: "Long", description })).status).toBe(201);
    }
    const project = await buildProject(agent);
    const description = longPastedSpec(30_000);
    const res = await agent.patch(`/api/projects/${project.id}`).send({ description });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe(description);
  });
});

describe("reading, updating and deleting a project", () => {
  it("returns the owner's project by id", async () => {
    const { agent } = owner;
    const project = await buildProject(agent, { name: "Readable" });
    const res = await agent.get(`/api/projects/${project.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(project);
  });

  it("updates the name and description, trimming both, and moves updatedAt forward", async () => {
    const { agent } = owner;
    const project = await buildProject(agent);
    const before: { updatedAt: string } = (await agent.get(`/api/projects/${project.id}`)).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await agent
      .patch(`/api/projects/${project.id}`)
      .send({ name: "  New name ", description: " New description " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: project.id, name: "New name", description: "New description" });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await agent.get(`/api/projects/${project.id}`)).body).toEqual(res.body);
  });

  it("updates only the field sent", async () => {
    const { agent } = owner;
    const project = await buildProject(agent, { name: "Keep me", description: "Old description" });
    const res = await agent.patch(`/api/projects/${project.id}`).send({ description: "Fresh description" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Keep me", description: "Fresh description" });
  });

  it.each([
    [{}, "Nothing to update: send name or description"],
    [undefined, "Nothing to update: send name or description"],
    [{ name: "" }, "name: Project name is required"],
    [{ name: "   " }, "name: Project name is required"],
    [{ name: "n".repeat(121) }, "name: Project name must be at most 120 characters"],
    [
      { description: "d".repeat(PROJECT_DESCRIPTION_MAX + 1) },
      `description: Description must be at most ${PROJECT_DESCRIPTION_MAX} characters`,
    ],
    [{ name: 5 }, "name: Project name is required"],
    [{ ownerId: 1 }, 'Unrecognized key: "ownerId"'],
    [{ name: "ok", status: "deployed" }, 'Unrecognized key: "status"'],
    [{ name: "ok", id: 9 }, 'Unrecognized key: "id"'],
  ])("refuses the update %j with a readable 400 and leaves the project unchanged", async (body, message) => {
    const { agent } = owner;
    const project = await buildProject(agent);
    const req = agent.patch(`/api/projects/${project.id}`);
    const res = body === undefined ? await req : await req.send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "bad_request:api", message });
    expect((await agent.get(`/api/projects/${project.id}`)).body).toEqual(project);
  });

  it("deletes the project: it is gone from the list and by id", async () => {
    const { agent } = owner;
    const keep = await buildProject(agent, { name: "Keep" });
    const gone = await buildProject(agent, { name: "Gone" });
    const res = await agent.delete(`/api/projects/${gone.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, id: gone.id });
    expect((await agent.get(`/api/projects/${gone.id}`)).status).toBe(404);
    const ids = (await agent.get("/api/projects")).body.map((p: { id: number }) => p.id);
    expect(ids).toContain(keep.id);
    expect(ids).not.toContain(gone.id);
    expect((await agent.delete(`/api/projects/${gone.id}`)).status).toBe(404);
  });

  it("takes the project's documents with it: their lists answer 404 afterwards", async () => {
    const { agent } = owner;
    const project = await buildProject(agent);
    for (const list of ["srs-documents", "system-design-documents", "technical-documents"]) {
      const res = await agent.get(`/api/projects/${project.id}/${list}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    expect((await agent.delete(`/api/projects/${project.id}`)).status).toBe(200);
    for (const list of ["srs-documents", "system-design-documents", "technical-documents"]) {
      const res = await agent.get(`/api/projects/${project.id}/${list}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "not_found:project", message: "Project not found" });
    }
  });
});

describe("project ids", () => {
  it("answers 404 'Project not found' for an id that does not exist", async () => {
    const { agent } = owner;
    for (const res of [
      await agent.get("/api/projects/2147483647"),
      await agent.patch("/api/projects/2147483647").send({ name: "x" }),
      await agent.delete("/api/projects/2147483647"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "not_found:project", message: "Project not found" });
    }
  });

  it.each([
    ["abc", "Project id must be a number"],
    ["12abc", "Project id must be a number"],
    ["-1", "Project id must be positive"],
    ["0", "Project id must be positive"],
    ["1.5", "Project id must be a whole number"],
    ["2147483648", "Project id is out of range"],
    ["99999999999999999999999", "Project id is out of range"],
    ["0x10", "Project id must be a number"],
    ["1e3", "Project id must be a number"],
    ["+7", "Project id must be a number"],
    ["007", "Project id must be a number"],
    [" 7", "Project id must be a number"],
  ])("answers 400 for the id %j on every route", async (id, message) => {
    const { agent } = owner;
    const path = `/api/projects/${encodeURIComponent(id)}`;
    for (const res of [
      await agent.get(path),
      await agent.patch(path).send({ name: "x" }),
      await agent.delete(path),
      await agent.get(`${path}/srs-documents`),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "bad_request:project", message });
    }
  });

  it("refuses every project route without a session", async () => {
    const res = await request(t.app).get("/api/projects/1");
    expect(res.status).toBe(401);
  });
});
