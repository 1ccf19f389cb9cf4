import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, REQUIREMENTS_AI } from "../../../domain/api/requirements";
import { CHAT_TURN_LIMITS } from "../../auth/rate-limit";
import { recordRequirements } from "../../services/requirements";
import { TURN_FAILED_REPLY } from "../../services/chat";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
const AGENT_PATH = encodeURIComponent(REQUIREMENTS_AI);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A project of the owner with FR-1 and NFR-1 recorded directly (no agent involved). */
async function projectWithRequirements() {
  const project = await buildProject(owner.agent);
  const rows = await recordRequirements({
    db: t.database.db,
    projectId: project.id,
    source: "chat",
    sourceRef: "7",
    found: [
      { code: "FR-1", type: "functional", description: "Members can borrow books.", priority: "must" },
      {
        code: "NFR-1",
        type: "non-functional",
        description: "Pages load within 2 seconds.",
        priority: "should",
      },
    ],
  });
  const [fr, nfr] = rows;
  if (!fr || !nfr) throw new Error("requirements were not recorded");
  return { project, fr, nfr };
}

describe("GET /api/projects/:id/requirements", () => {
  it("lists the project's requirements with their codes, oldest first", async () => {
    const { project, fr } = await projectWithRequirements();
    const res = await owner.agent.get(`/api/projects/${project.id}/requirements`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      id: fr.id,
      projectId: project.id,
      code: "FR-1",
      type: "functional",
      description: "Members can borrow books.",
      status: "unconfirmed",
      priority: "must",
      source: "chat",
      sourceRef: "7",
      createdAt: fr.createdAt.toISOString(),
      updatedAt: fr.updatedAt.toISOString(),
    });
    expect(res.body[1]).toMatchObject({ code: "NFR-1", type: "non-functional" });
  });

  it("answers an empty list for a new project, 404 for another user's and 401 when signed out", async () => {
    const project = await buildProject(owner.agent);
    expect((await owner.agent.get(`/api/projects/${project.id}/requirements`)).body).toEqual([]);
    const foreign = await other.agent.get(`/api/projects/${project.id}/requirements`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: "not_found:project", message: "Project not found" });
    expect((await request(t.app).get(`/api/projects/${project.id}/requirements`)).status).toBe(401);
  });
});

describe("PATCH /api/projects/:id/requirements/:requirementId", () => {
  it("confirms, unconfirms, edits the description and changes the priority", async () => {
    const { project, fr } = await projectWithRequirements();
    const url = `/api/projects/${project.id}/requirements/${fr.id}`;
    const confirmed = await owner.agent.patch(url).send({ status: "confirmed" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: fr.id, code: "FR-1", status: "confirmed" });
    expect((await owner.agent.patch(url).send({ status: "unconfirmed" })).body.status).toBe("unconfirmed");
    const edited = await owner.agent
      .patch(url)
      .send({ description: "  Members can borrow up to 5 books.  ", priority: "could" });
    expect(edited.body).toMatchObject({
      description: "Members can borrow up to 5 books.",
      priority: "could",
      code: "FR-1",
    });
    const listed = await owner.agent.get(`/api/projects/${project.id}/requirements`);
    expect(listed.body[0]).toMatchObject({
      description: "Members can borrow up to 5 books.",
      priority: "could",
    });
  });

  it("refuses bad bodies with a readable 400", async () => {
    const { project, fr } = await projectWithRequirements();
    const url = `/api/projects/${project.id}/requirements/${fr.id}`;
    const cases: [unknown, string][] = [
      [{}, "Nothing to update: send description, status or priority"],
      [{ status: "done" }, "status: status must be confirmed or unconfirmed"],
      [{ priority: "urgent" }, "priority: priority must be must, should or could"],
      [{ description: "   " }, "description: Description must not be empty"],
      [{ code: "FR-9" }, ""],
      [{ projectId: 1 }, ""],
    ];
    for (const [body, message] of cases) {
      const res = await owner.agent.patch(url).send(body as object);
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    expect((await owner.agent.get(`/api/projects/${project.id}/requirements`)).body[0]).toMatchObject({
      code: "FR-1",
      status: "unconfirmed",
    });
  });

  it("answers 400 for a malformed requirement id and 404 for one of another project", async () => {
    const { project } = await projectWithRequirements();
    const elsewhere = await projectWithRequirements();
    for (const bad of ["abc", "0", "-1", "1e3", "0x10", "007", "99999999999"]) {
      const res = await owner.agent
        .patch(`/api/projects/${project.id}/requirements/${bad}`)
        .send({ status: "confirmed" });
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe("bad_request:requirement");
    }
    const res = await owner.agent
      .patch(`/api/projects/${project.id}/requirements/${elsewhere.fr.id}`)
      .send({ status: "confirmed" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: "not_found:requirement", message: "Requirement not found" });
    const untouched = await owner.agent.get(`/api/projects/${elsewhere.project.id}/requirements`);
    expect(untouched.body[0].status).toBe("unconfirmed");
  });

  it("does not let another user change a requirement", async () => {
    const { project, fr } = await projectWithRequirements();
    const res = await other.agent
      .patch(`/api/projects/${project.id}/requirements/${fr.id}`)
      .send({ status: "confirmed" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found:project");
  });
});

describe("DELETE /api/projects/:id/requirements/:requirementId", () => {
  it("deletes the requirement once; a second delete is a 404", async () => {
    const { project, fr } = await projectWithRequirements();
    const url = `/api/projects/${project.id}/requirements/${fr.id}`;
    expect(await other.agent.delete(url).then((r) => r.status)).toBe(404);
    const res = await owner.agent.delete(url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, id: fr.id, code: "FR-1" });
    expect(
      (await owner.agent.get(`/api/projects/${project.id}/requirements`)).body.map(
        (r: { code: string }) => r.code,
      ),
    ).toEqual(["NFR-1"]);
    expect((await owner.agent.delete(url)).status).toBe(404);
  });
});

describe("GET /api/projects/:id/conversations/:aiAgent", () => {
  it("starts the Requirements AI's conversation with its greeting, stored once", async () => {
    const project = await buildProject(owner.agent, { name: "Bike share" });
    const first = await owner.agent.get(`/api/projects/${project.id}/conversations/${AGENT_PATH}`);
    expect(first.status).toBe(200);
    expect(first.body.projectId).toBe(project.id);
    expect(first.body.aiAgent).toBe(REQUIREMENTS_AI);
    expect(first.body.messages).toHaveLength(1);
    expect(first.body.messages[0]).toMatchObject({ role: "ai", aiAgent: REQUIREMENTS_AI });
    expect(first.body.messages[0].content.length).toBeGreaterThan(0);
    expect(Date.parse(first.body.messages[0].timestamp)).not.toBeNaN();
    const again = await owner.agent.get(`/api/projects/${project.id}/conversations/Requirements%20AI`);
    expect(again.body).toEqual(first.body);
  });

  it("answers 400 for an unknown assistant, an empty list for one that does not chat, 404 for another user", async () => {
    const project = await buildProject(owner.agent);
    const unknown = await owner.agent.get(`/api/projects/${project.id}/conversations/Evil%20AI`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ code: "bad_request:conversation", message: "Unknown assistant" });
    const qa = await owner.agent.get(
      `/api/projects/${project.id}/conversations/${encodeURIComponent("QA Tester AI")}`,
    );
    expect(qa.body).toEqual({ projectId: project.id, aiAgent: "QA Tester AI", messages: [] });
    const foreign = await other.agent.get(`/api/projects/${project.id}/conversations/${AGENT_PATH}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("not_found:project");
  });
});

describe("POST /api/projects/:id/conversations/:aiAgent/messages", () => {
  it("holds a turn with the embedded Requirements AI and records what it found", async () => {
    const project = await buildProject(owner.agent, { name: "Neighbourhood library" });
    const url = `/api/projects/${project.id}/conversations/${AGENT_PATH}/messages`;
    const res = await owner.agent
      .post(url)
      .send({ message: "  Members must be able to reserve a book that is on loan.  " });
    expect(res.status).toBe(201);
    expect(res.body.userMessage).toMatchObject({
      role: "user",
      content: "Members must be able to reserve a book that is on loan.",
    });
    expect(res.body.reply).toMatchObject({ role: "ai", aiAgent: REQUIREMENTS_AI });
    expect(res.body.reply.content).not.toBe(TURN_FAILED_REPLY);
    const found = res.body.requirements as {
      code: string;
      type: string;
      source: string;
      sourceRef: string;
    }[];
    expect(found.some((r) => r.type === "functional" && /^FR-\d+$/.test(r.code))).toBe(true);
    for (const r of found)
      expect(r).toMatchObject({ source: "chat", sourceRef: String(res.body.userMessage.id) });

    const conversation = await owner.agent.get(`/api/projects/${project.id}/conversations/${AGENT_PATH}`);
    expect(conversation.body.messages.map((m: { role: string }) => m.role)).toEqual(["ai", "user", "ai"]);
    expect(conversation.body.messages.slice(1)).toEqual([res.body.userMessage, res.body.reply]);
    const listed = await owner.agent.get(`/api/projects/${project.id}/requirements`);
    expect(listed.body.map((r: { code: string }) => r.code)).toEqual(found.map((r) => r.code));
  });

  it("refuses empty, oversized and misaddressed messages", async () => {
    const project = await buildProject(owner.agent);
    const url = `/api/projects/${project.id}/conversations/${AGENT_PATH}/messages`;
    expect((await owner.agent.post(url).send({ message: "   " })).body).toEqual({
      code: "bad_request:api",
      message: "message: Message must not be empty",
    });
    expect((await owner.agent.post(url).send({})).status).toBe(400);
    expect((await owner.agent.post(url).send({ message: "x".repeat(CHAT_MESSAGE_MAX + 1) })).status).toBe(
      400,
    );
    const qa = await owner.agent
      .post(`/api/projects/${project.id}/conversations/${encodeURIComponent("QA Tester AI")}/messages`)
      .send({ message: "hello" });
    expect(qa.status).toBe(400);
    expect(qa.body.code).toBe("bad_request:conversation");
    expect(
      (
        await owner.agent
          .post(`/api/projects/${project.id}/conversations/Nobody/messages`)
          .send({ message: "hi" })
      ).status,
    ).toBe(400);

    const foreign = await other.agent.post(url).send({ message: "Let me in" });
    expect(foreign.status).toBe(404);
    expect((await request(t.app).post(url).send({ message: "anonymous" })).status).toBe(401);
    const conversation = await owner.agent.get(`/api/projects/${project.id}/conversations/${AGENT_PATH}`);
    expect(conversation.body.messages).toHaveLength(1);
  });

  it("limits chat turns per project and per user with a 429 and Retry-After, storing nothing refused", async () => {
    const chatty = await signUp(t.app);
    const [first, second] = [await buildProject(chatty.agent), await buildProject(chatty.agent)];
    const say = (projectId: number, message: string) =>
      chatty.agent.post(`/api/projects/${projectId}/conversations/${AGENT_PATH}/messages`).send({ message });
    const { perProjectPerMinute, perUserPerMinute } = CHAT_TURN_LIMITS;
    for (let i = 0; i < perProjectPerMinute; i += 1)
      expect((await say(first.id, `Members borrow book number ${i}.`)).status).toBe(201);
    const refused = await say(first.id, "One more, please.");
    expect(refused.status).toBe(429);
    // The test's clock stands still: the whole minute is still to wait.
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.body).toEqual({
      code: "rate_limited:conversation",
      message: "Too many messages. Try again in 1 minute.",
    });
    const stored = await chatty.agent.get(`/api/projects/${first.id}/conversations/${AGENT_PATH}`);
    expect(stored.body.messages).toHaveLength(1 + 2 * perProjectPerMinute);

    // The user's own limit spans projects; another user is not held back by it.
    for (let i = perProjectPerMinute; i < perUserPerMinute; i += 1)
      expect((await say(second.id, `Librarians add book number ${i}.`)).status).toBe(201);
    expect((await say(second.id, "And another.")).status).toBe(429);
    const elsewhere = await buildProject(other.agent);
    expect(
      (
        await other.agent
          .post(`/api/projects/${elsewhere.id}/conversations/${AGENT_PATH}/messages`)
          .send({ message: "Members reserve books." })
      ).status,
    ).toBe(201);

    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await say(first.id, "Back after a minute.")).status).toBe(201);
  });
});
