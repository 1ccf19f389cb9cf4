import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { REQUIREMENTS_AI } from "../../domain/api/requirements";
import type { ServerMessage } from "../../domain/events";
import { CHAT_TURN_LIMITS } from "../auth/rate-limit";
import { longPastedSpec } from "../pipeline/testing/pasted-spec";
import { TURN_FAILED_REPLY } from "../services/chat";
import { createTestApp, type TestApp } from "../testing/harness";
import {
  attachRealtime,
  PROJECT_NOT_FOUND_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  WS_MAX_PAYLOAD,
  WS_RATE_LIMIT,
  type Realtime,
} from "./socket";

let t: TestApp;
let server: http.Server;
let realtime: Realtime;
let base: string;
const sockets: WebSocket[] = [];

interface Account {
  cookie: string;
  projectId: number;
}
let alice: Account;
let bob: Account;

/** Registers a user over HTTP, creates a project, and returns the session cookie (name=value) and project id. */
async function account(name: string): Promise<Account> {
  const username = `${name}_${Math.random().toString(36).slice(2, 8)}`;
  const res = await request(t.app)
    .post("/api/register")
    .send({ username, password: "correct horse battery", name });
  expect(res.status).toBe(201);
  const cookie = String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const project = await request(t.app)
    .post("/api/projects")
    .set("Cookie", cookie)
    .send({ name: `${name}'s library`, description: "Members borrow books with due dates." });
  expect(project.status).toBe(201);
  return { cookie, projectId: project.body.id as number };
}

/** A ws client that records what it receives; `open` resolves once connected. */
function client(headers: Record<string, string>, path = "/ws") {
  const ws = new WebSocket(`${base.replace("http", "ws")}${path}`, { headers });
  sockets.push(ws);
  const received: ServerMessage[] = [];
  ws.on("message", (data) => received.push(JSON.parse(String(data)) as ServerMessage));
  const open = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return { ws, received, open };
}

/** The status of a refused handshake. */
function refusal(headers: Record<string, string>, path = "/ws"): Promise<number | "destroyed"> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}${path}`, { headers });
    ws.once("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    ws.once("open", () => resolve(101));
    ws.once("error", () => resolve("destroyed"));
  });
}

async function until<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const chat = (projectId: number, message: string) =>
  JSON.stringify({ type: "chat_message", data: { projectId, message, aiAgent: REQUIREMENTS_AI } });
const errorsOf = (received: ServerMessage[]) =>
  received.flatMap((m) => (m.type === "error" ? [m.data.message] : []));

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
  alice = await account("Alice");
  bob = await account("Bob");
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  realtime?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe("the handshake", () => {
  it("refuses a client without a session cookie with 401", async () => {
    expect(await refusal({})).toBe(401);
    expect(await refusal({ Cookie: "sw_session=forged-token" })).toBe(401);
  });

  it("refuses a foreign Origin with 403, even with a valid session", async () => {
    expect(await refusal({ Cookie: alice.cookie, Origin: "http://evil.example" })).toBe(403);
    expect(await refusal({ Cookie: alice.cookie, Origin: "null" })).toBe(403);
    const previewPort = Number(new URL(base).port) + 1;
    expect(await refusal({ Cookie: alice.cookie, Origin: `http://127.0.0.1:${previewPort}` })).toBe(403);
  });

  it("accepts the app's own origin, and a non-browser client without Origin", async () => {
    expect(await refusal({ Cookie: alice.cookie, Origin: base })).toBe(101);
    expect(await refusal({ Cookie: alice.cookie })).toBe(101);
  });

  it("refuses a host name it does not answer to with 421 (DNS rebinding), even with a session and a matching Origin", async () => {
    const { port } = new URL(base);
    const rebound = `attacker.example:${port}`;
    expect(await refusal({ Cookie: alice.cookie, Host: rebound, Origin: `http://${rebound}` })).toBe(421);
    expect(await refusal({ Cookie: alice.cookie, Host: "attacker.example" })).toBe(421);
    const local = `localhost:${port}`;
    expect(await refusal({ Cookie: alice.cookie, Host: local, Origin: `http://${local}` })).toBe(101);
  });

  it("drops upgrades on any other path", async () => {
    expect(await refusal({ Cookie: alice.cookie }, "/socket")).toBe("destroyed");
    expect(await refusal({ Cookie: alice.cookie }, "/ws/extra")).toBe("destroyed");
  });
});

describe("chatting over the socket", () => {
  it("sends ai_typing, then chat_response with the stored reply", async () => {
    const { ws, received, open } = client({ Cookie: alice.cookie, Origin: base });
    await open;
    ws.send(chat(alice.projectId, "I want an app where members borrow books from a neighbourhood library."));
    const response = await until(() => received.find((m) => m.type === "chat_response"));
    const types = received.map((m) => m.type);
    expect(types.indexOf("ai_typing")).toBeGreaterThanOrEqual(0);
    expect(types.indexOf("ai_typing")).toBeLessThan(types.indexOf("chat_response"));
    expect(received.find((m) => m.type === "ai_typing")).toEqual({
      type: "ai_typing",
      data: { projectId: alice.projectId, aiAgent: REQUIREMENTS_AI },
    });

    const stored = await request(t.app)
      .get(`/api/projects/${alice.projectId}/conversations/${encodeURIComponent(REQUIREMENTS_AI)}`)
      .set("Cookie", alice.cookie);
    const messages = stored.body.messages as { role: string; content: string }[];
    expect(response.type === "chat_response" && response.data.message).toEqual(messages.at(-1));
    expect(messages.at(-1)?.role).toBe("ai");
    expect(messages.at(-2)).toMatchObject({
      role: "user",
      content: "I want an app where members borrow books from a neighbourhood library.",
    });
    expect(messages[0]?.role).toBe("ai");
  });

  it("ignores malformed messages and keeps the connection working", async () => {
    const { ws, received, open } = client({ Cookie: alice.cookie });
    await open;
    ws.send("not json");
    ws.send(JSON.stringify({ type: "chat_message" }));
    ws.send(
      JSON.stringify({
        type: "chat_message",
        data: { projectId: "1", message: "hi", aiAgent: REQUIREMENTS_AI },
      }),
    );
    ws.send(
      JSON.stringify({
        type: "chat_message",
        data: { projectId: alice.projectId, message: "   ", aiAgent: REQUIREMENTS_AI },
      }),
    );
    ws.send(JSON.stringify({ type: "unknown", data: {} }));
    ws.send(Buffer.from([0xff, 0x00, 0x13]), { binary: true });
    ws.send(chat(alice.projectId, "Members must be able to renew a loan online."));
    await until(() => received.find((m) => m.type === "chat_response"));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(errorsOf(received)).toEqual([]);
  });

  it("takes a pasted 30,000-character specification as one message, stored as written", async () => {
    const { ws, received, open } = client({ Cookie: alice.cookie });
    await open;
    const spec = longPastedSpec(30_000);
    ws.send(chat(alice.projectId, spec));
    const response = await until(() => received.find((m) => m.type === "chat_response"));
    expect(response.type === "chat_response" && response.data.message.content).not.toBe(TURN_FAILED_REPLY);
    expect(received.find((m) => m.type === "chat_message_saved")).toMatchObject({
      data: { message: { role: "user", content: spec } },
    });
    expect(errorsOf(received)).toEqual([]);
    expect(ws.readyState).toBe(WebSocket.OPEN);
  });

  it("chats about a project whose description is a pasted 30,000-character specification", async () => {
    const project = await request(t.app)
      .post("/api/projects")
      .set("Cookie", alice.cookie)
      .send({ name: "Pasted", description: longPastedSpec(30_000) });
    expect(project.status).toBe(201);
    const { ws, received, open } = client({ Cookie: alice.cookie });
    await open;
    ws.send(chat(project.body.id as number, "Team members must be able to move a task to another column."));
    const response = await until(() => received.find((m) => m.type === "chat_response"));
    // The description becomes the checklist's purpose as it is; the turn must not fail on its length.
    expect(response.type === "chat_response" && response.data.message.content).not.toBe(TURN_FAILED_REPLY);
    const checklist = await request(t.app)
      .get(`/api/projects/${project.body.id}/checklist`)
      .set("Cookie", alice.cookie);
    expect(JSON.stringify(checklist.body)).toContain(JSON.stringify(longPastedSpec(30_000)));
  });

  it("closes with 1009 when a frame is larger than the limit", async () => {
    const { ws, open } = client({ Cookie: alice.cookie });
    await open;
    const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
    ws.send("x".repeat(WS_MAX_PAYLOAD + 1));
    expect(await closed).toBe(1009);
  });

  it("delivers a project's events only to its owner's sockets", async () => {
    const a = client({ Cookie: alice.cookie });
    const b = client({ Cookie: bob.cookie });
    await Promise.all([a.open, b.open]);
    b.ws.send(JSON.stringify({ type: "subscribe", data: { projectId: bob.projectId } }));
    b.ws.send(JSON.stringify({ type: "subscribe", data: { projectId: alice.projectId } }));
    await until(() => (errorsOf(b.received).length === 1 ? true : undefined));
    expect(errorsOf(b.received)).toEqual([PROJECT_NOT_FOUND_MESSAGE]);

    a.ws.send(chat(alice.projectId, "Librarians must see every overdue loan."));
    await until(() => a.received.find((m) => m.type === "chat_response"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.received.filter((m) => m.type !== "error")).toEqual([]);
  });

  it("answers a chat_message for another user's project with an error and nothing else", async () => {
    const before = await request(t.app)
      .get(`/api/projects/${alice.projectId}/conversations/${encodeURIComponent(REQUIREMENTS_AI)}`)
      .set("Cookie", alice.cookie);
    const b = client({ Cookie: bob.cookie });
    await b.open;
    b.ws.send(chat(alice.projectId, "Bob must not be able to post here."));
    b.ws.send(chat(2_147_483_647, "Nor to a project that does not exist."));
    await until(() => (errorsOf(b.received).length === 2 ? true : undefined));
    expect(b.received).toEqual([
      { type: "error", data: { message: PROJECT_NOT_FOUND_MESSAGE } },
      { type: "error", data: { message: PROJECT_NOT_FOUND_MESSAGE } },
    ]);
    const after = await request(t.app)
      .get(`/api/projects/${alice.projectId}/conversations/${encodeURIComponent(REQUIREMENTS_AI)}`)
      .set("Cookie", alice.cookie);
    expect(after.body.messages).toEqual(before.body.messages);
  });

  it("drops messages beyond the rate cap with a single error", async () => {
    const b = client({ Cookie: bob.cookie });
    await b.open;
    const subscribeForeign = JSON.stringify({ type: "subscribe", data: { projectId: alice.projectId } });
    for (let i = 0; i < WS_RATE_LIMIT.messages + 10; i += 1) b.ws.send(subscribeForeign);
    await until(() => (errorsOf(b.received).length === WS_RATE_LIMIT.messages + 1 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const errors = errorsOf(b.received);
    expect(errors.filter((m) => m === PROJECT_NOT_FOUND_MESSAGE)).toHaveLength(WS_RATE_LIMIT.messages);
    expect(errors.filter((m) => m === RATE_LIMITED_MESSAGE)).toHaveLength(1);
    expect(b.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("refuses a chat turn past the user's limit with an error naming the wait, counted with HTTP turns", async () => {
    const dave = await account("Dave");
    const say = (message: string) =>
      request(t.app)
        .post(`/api/projects/${dave.projectId}/conversations/${encodeURIComponent(REQUIREMENTS_AI)}/messages`)
        .set("Cookie", dave.cookie)
        .send({ message });
    for (let i = 0; i < CHAT_TURN_LIMITS.perProjectPerMinute; i += 1)
      expect((await say(`Members borrow book number ${i}.`)).status).toBe(201);
    const d = client({ Cookie: dave.cookie });
    await d.open;
    d.ws.send(chat(dave.projectId, "Can I say one more thing?"));
    const error = await until(() => errorsOf(d.received)[0]);
    // The test's clock stands still: the whole minute is still to wait.
    expect(error).toBe("Too many messages. Try again in 1 minute.");
    expect(d.received.some((m) => m.type === "ai_typing" || m.type === "chat_message_saved")).toBe(false);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    d.ws.send(chat(dave.projectId, "Can I say one more thing?"));
    await until(() => d.received.find((m) => m.type === "chat_response"));
  });

  it("passes a message posted over HTTP to the project's open sockets", async () => {
    const a = client({ Cookie: alice.cookie });
    await a.open;
    a.ws.send(JSON.stringify({ type: "subscribe", data: { projectId: alice.projectId } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await request(t.app)
      .post(`/api/projects/${alice.projectId}/conversations/${encodeURIComponent(REQUIREMENTS_AI)}/messages`)
      .set("Cookie", alice.cookie)
      .send({ message: "Members should get an email reminder two days before a loan is due." });
    expect(res.status).toBe(201);
    const response = await until(() => a.received.find((m) => m.type === "chat_response"));
    expect(response.type === "chat_response" && response.data.message).toEqual(res.body.reply);
    expect(a.received.find((m) => m.type === "chat_message_saved")).toEqual({
      type: "chat_message_saved",
      data: { message: res.body.userMessage, projectId: alice.projectId },
    });
  });

  it("ends the socket's rights when its session ends", async () => {
    const other = await account("Carol");
    const c = client({ Cookie: other.cookie });
    await c.open;
    expect((await request(t.app).post("/api/logout").set("Cookie", other.cookie)).status).toBeLessThan(300);
    const closed = new Promise<number>((resolve) => c.ws.once("close", (code) => resolve(code)));
    c.ws.send(chat(other.projectId, "Is anyone there?"));
    expect(await closed).toBe(1008);
    expect(errorsOf(c.received)).toEqual([SESSION_ENDED_MESSAGE]);
  });
});

describe("keepalive", () => {
  it("terminates a socket that stops answering pings and keeps one that answers", async () => {
    const quick = http.createServer(t.app);
    await new Promise<void>((resolve) => quick.listen(0, "127.0.0.1", resolve));
    const url = `ws://127.0.0.1:${(quick.address() as AddressInfo).port}/ws`;
    const channel = attachRealtime({
      server: quick,
      db: t.database.db,
      sessions: t.sessions,
      agents: t.agents,
      chatTurns: t.limiters.chatTurns,
      allowedOrigins: [],
      heartbeatMs: 50,
    });
    const silent = new WebSocket(url, { headers: { Cookie: alice.cookie }, autoPong: false });
    const lively = new WebSocket(url, { headers: { Cookie: alice.cookie } });
    sockets.push(silent, lively);
    await Promise.all([silent, lively].map((ws) => new Promise((resolve) => ws.once("open", resolve))));
    const code = await new Promise<number>((resolve) => silent.once("close", (c) => resolve(c)));
    expect(code).toBe(1006);
    expect(lively.readyState).toBe(WebSocket.OPEN);

    const closedByServer = new Promise<void>((resolve) => lively.once("close", () => resolve()));
    channel.close();
    await closedByServer;
    quick.closeAllConnections();
    await new Promise((resolve) => quick.close(resolve));
  });
});
