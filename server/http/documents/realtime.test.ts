import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { DocumentSummary } from "../../../domain/api/documents";
import type { ServerMessage } from "../../../domain/events";
import { attachRealtime, type Realtime } from "../../realtime/socket";
import { checklistPayload } from "../../testing/documents";
import { createTestApp, type TestApp } from "../../testing/harness";

let t: TestApp;
let server: http.Server;
let realtime: Realtime;
let base: string;
let cookie: string;
let projectId: number;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  realtime = attachRealtime({
    server,
    db: t.database.db,
    sessions: t.sessions,
    agents: t.agents,
    chatTurns: t.limiters.chatTurns,
    allowedOrigins: [],
  });
  const res = await request(t.app)
    .post("/api/register")
    .send({ username: `rt_${Date.now()}`, password: "correct horse battery", name: "Realtime" });
  cookie = String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const project = await request(t.app)
    .post("/api/projects")
    .set("Cookie", cookie)
    .send({ name: "Library", description: "Members borrow books with due dates." });
  projectId = project.body.id as number;
  const url = `/api/projects/${projectId}/checklist`;
  await request(t.app).put(url).set("Cookie", cookie).send(checklistPayload()).expect(200);
  await request(t.app).post(`${url}/complete`).set("Cookie", cookie).expect(200);
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  realtime?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A socket subscribed to the project, recording what it receives. */
async function subscribed() {
  const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, { headers: { Cookie: cookie } });
  sockets.push(ws);
  const received: ServerMessage[] = [];
  ws.on("message", (data) => received.push(JSON.parse(String(data)) as ServerMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  ws.send(JSON.stringify({ type: "subscribe", data: { projectId } }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return received;
}

describe("job events on the socket", () => {
  it("sends a generation's progress as job.updated, then documents.changed with the new document", async () => {
    const received = await subscribed();
    const res = await request(t.app)
      .post(`/api/projects/${projectId}/generate-srs-from-checklist`)
      .set("Cookie", cookie);
    expect(res.status).toBe(201);
    const srs = res.body as DocumentSummary;
    await until(() => received.find((m) => m.type === "documents.changed"));

    const updates = received.flatMap((m) => (m.type === "job.updated" ? [m.data] : []));
    expect(updates.every((u) => u.projectId === projectId && u.job.kind === "documents.srs")).toBe(true);
    expect(updates.map((u) => u.job.status)).toEqual(
      expect.arrayContaining(["queued", "running", "succeeded"]),
    );
    expect(updates.map((u) => u.job.message)).toEqual(
      expect.arrayContaining(["Building the requirements model", "Rendering the SRS"]),
    );
    const progress = updates.map((u) => u.job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(updates.at(-1)?.job).toMatchObject({ status: "succeeded", progress: 100 });
    expect(received.find((m) => m.type === "documents.changed")).toEqual({
      type: "documents.changed",
      data: { projectId, kind: "srs", documentIds: [srs.id] },
    });
  });

  it("announces an approval and the technical generation's steps", async () => {
    const received = await subscribed();
    const [srs] = (await request(t.app).get(`/api/projects/${projectId}/srs-documents`).set("Cookie", cookie))
      .body as DocumentSummary[];
    await request(t.app).post(`/api/srs-documents/${srs?.id}/approve`).set("Cookie", cookie).expect(200);
    const designed = await until(() =>
      received.find((m) => m.type === "documents.changed" && m.data.kind === "system_design"),
    );
    expect(received).toContainEqual({ type: "checklist.changed", data: { projectId } });
    expect(received).toContainEqual({
      type: "documents.changed",
      data: { projectId, kind: "srs", documentIds: [srs?.id] },
    });

    const designId = designed.type === "documents.changed" ? designed.data.documentIds[0] : undefined;
    await request(t.app)
      .post(`/api/projects/${projectId}/approve-system-design`)
      .set("Cookie", cookie)
      .send({ documentId: designId })
      .expect(200);
    await until(() => received.find((m) => m.type === "documents.changed" && m.data.kind === "technical"));
    const messages = received.flatMap((m) =>
      m.type === "job.updated" && m.data.job.kind === "documents.technical" ? [m.data.job.message] : [],
    );
    expect(messages.filter((m) => m !== null)).toEqual(
      expect.arrayContaining([
        "Building the data model",
        "Building the API model",
        "Building the UI model",
        "Rendering the database design",
        "Rendering the API specification",
        "Rendering the frontend architecture",
        "Saving the documents",
      ]),
    );
  });
});
