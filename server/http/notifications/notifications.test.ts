import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationsSettled, notify } from "../../notifications/notify";
import { DOCUMENT_JOBS } from "../../pipeline/orchestrator";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

/* /api/notifications (FEATURES J3): each user's own list, unread count, marking read, and the on/off switch. */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  projectId = (await buildProject(owner.agent, { name: "Plant Swap" })).id;
});
afterAll(async () => {
  await t.close();
});

async function list(agent = owner.agent) {
  await notificationsSettled(t.database.db);
  return (await agent.get("/api/notifications").expect(200)).body as {
    notifications: {
      id: number;
      kind: string;
      outcome: string;
      params: Record<string, unknown>;
      read: boolean;
      link: string | null;
    }[];
    unread: number;
    emailAvailable: boolean;
  };
}

describe("notifications", () => {
  it("start empty, and say this server sends no e-mail without SMTP_URL", async () => {
    expect(await list()).toEqual({ notifications: [], unread: 0, emailAvailable: false });
  });

  it("tell the owner when a document generation fails, with the reason and where to look", async () => {
    const job = await t.jobs.enqueue({ projectId, kind: DOCUMENT_JOBS.srs, input: { projectId: "x" } });
    expect((await t.jobs.waitFor(job.id, 10_000))?.status).toBe("failed");
    const { notifications, unread } = await list();
    expect(unread).toBe(1);
    expect(notifications[0]).toMatchObject({
      kind: "documents",
      outcome: "failed",
      read: false,
      params: { project: "Plant Swap", documentKind: "srs", error: "This job's input is not valid." },
      link: `/documents?project=${projectId}&type=srs`,
    });
  });

  it("list newest first and mark one, then all, read", async () => {
    notify(t.database.db, {
      projectId,
      kind: "tests",
      outcome: "succeeded",
      params: { passed: 12, failed: 0 },
      link: "/testing",
    });
    notify(t.database.db, { projectId, kind: "code", outcome: "succeeded", params: {}, link: "/code" });
    const before = await list();
    expect(before.unread).toBe(3);
    const newest = before.notifications[0];
    if (!newest) throw new Error("no notification");
    const one = await owner.agent
      .post("/api/notifications/read")
      .send({ ids: [newest.id] })
      .expect(200);
    expect(one.body.unread).toBe(2);
    expect(one.body.notifications.find((n: { id: number }) => n.id === newest.id).read).toBe(true);
    const all = await owner.agent.post("/api/notifications/read").send({}).expect(200);
    expect(all.body.unread).toBe(0);
    expect(all.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it("are each user's own: another user sees none and cannot mark them", async () => {
    const other = await signUp(t.app);
    notify(t.database.db, {
      projectId,
      kind: "code",
      outcome: "failed",
      params: { error: "boom" },
      link: "/code",
    });
    expect((await list(other.agent)).notifications).toEqual([]);
    const mine = (await list()).notifications[0];
    if (!mine) throw new Error("no notification");
    await other.agent
      .post("/api/notifications/read")
      .send({ ids: [mine.id] })
      .expect(200);
    expect((await list()).notifications[0]?.read).toBe(false);
  });

  it("are not recorded while the user's notifications are off", async () => {
    const quiet = await signUp(t.app);
    const project = await buildProject(quiet.agent);
    await quiet.agent.put("/api/settings").send({ notificationsEnabled: false }).expect(200);
    notify(t.database.db, {
      projectId: project.id,
      kind: "code",
      outcome: "succeeded",
      params: {},
      link: "/code",
    });
    expect((await list(quiet.agent)).notifications).toEqual([]);
    await quiet.agent.put("/api/settings").send({ notificationsEnabled: true }).expect(200);
    notify(t.database.db, {
      projectId: project.id,
      kind: "code",
      outcome: "succeeded",
      params: {},
      link: "/code",
    });
    expect((await list(quiet.agent)).unread).toBe(1);
  });

  it.each([
    [{ ids: "all" }, "ids: must be a list of notification ids"],
    [{ ids: [] }, "ids: must name at least one notification"],
    [{ ids: [0] }, "ids.0: must be notification ids"],
    [{ ids: ["1"] }, "ids.0: must be notification ids"],
    [{ every: true }, 'Unrecognized key: "every"'],
  ])("refuse %j with a 400 naming the problem", async (body, message) => {
    const res = await owner.agent.post("/api/notifications/read").send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it("need a signed-in user", async () => {
    const { default: request } = await import("supertest");
    await request(t.app).get("/api/notifications").expect(401);
  });
});
