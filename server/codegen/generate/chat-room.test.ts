import { describe, expect, it } from "vitest";
import { codegenCases, teamChat, toolCases } from "../testing/models";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput } from "../../pipeline/testing/idea-input";
import type { CodegenInput } from "../types";
import { generateApp } from "./index";

/**
 * The live chat room in the generated app's text (issue 17 point 6, ADR 021): the server module and its hooks
 * (index.ts attaches it, the create route publishes and writes the author), the page with its socket, back-off and
 * polling, the app's own tests; messages of a room are filtered by it; apps without a chat get none of it.
 */

function files(input: CodegenInput): Map<string, string> {
  return new Map(generateApp(input, 3).map((f) => [f.path, f.content]));
}

function toolCase(slug: string): CodegenInput {
  const found = toolCases().find((c) => c.slug === slug);
  if (!found) throw new Error(slug);
  return found.input;
}

describe("a team chat room", () => {
  const out = files(toolCase("team-chat"));
  const chat = out.get("src/server/chat.ts") ?? "";

  it("serves a bounded WebSocket on the app's own server, checked by the session cookie", () => {
    expect(chat).toContain('export const CHAT_PATH = "/api/messages/live";');
    expect(chat).toContain("new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })");
    expect(chat).toContain(
      'if (!user) return { status: 401, code: "unauthorized:session", message: "Sign in to continue" };',
    );
    expect(chat).toContain("if (rooms.size >= MAX_CLIENTS)");
    expect(chat).toContain("ws.ping();");
    expect(chat).toContain('ws.close(1001, "Server shutting down")');
    expect(out.get("src/server/index.ts")).toContain("const chat = attachChat(server, database.db);");
    expect(out.get("src/server/index.ts")).toContain("  chat.close();");
    expect(out.get("vite.config.ts")).toContain("ws: true");
  });

  it("publishes every message created through the API, written by the signed-in account", () => {
    const routes = out.get("src/server/routes/messages.ts") ?? "";
    expect(routes).toContain('import { keepAuthor, publishMessage, withAuthor } from "../chat";');
    expect(routes).toContain(
      'const input = parseInput(messageCreateSchema, await withAuthor(db, req, req.body), "bad_request:message");',
    );
    expect(routes).toContain("const row = await messageData.create(db, input, scope);");
    expect(routes).toContain("publishMessage(db, row);");
    // A change keeps who wrote the message.
    expect(routes).toContain(
      'const row = await messageData.update(db, id, keepAuthor(parseInput(messageUpdateSchema, req.body, "bad_request:message")), scope);',
    );
    expect(chat).toContain('return { ...body, author: user?.name ?? "" };');
  });

  it("has a routed page that listens, reconnects with back-off and polls while it cannot connect", () => {
    const page = out.get("src/client/pages/chat.tsx") ?? "";
    expect(page).toContain('export const CHAT_PATH = "/api/messages/live";');
    expect(page).toContain("timer = setTimeout(connect, reconnectDelay(attempt));");
    expect(page).toContain("refetchInterval: connected ? false : POLL_MS,");
    expect(page).toContain("const row = await api.createMessage(messageInput(text));");
    expect(page).toContain('return { body: text, author: "", postedAt: new Date().toISOString() };');
    expect(out.get("src/client/app.tsx")).toContain('<NavLink href="/chat" label={"Chat"} />');
  });

  it("tests two live clients, the refusals and the bounds", () => {
    const test = out.get("src/server/chat.test.ts") ?? "";
    expect(test).toContain('const anaCookie = await signUp(ana, "ana");');
    expect(test).toContain(
      'const sent = await makeMessage(ana, undefined, { body: "Hello team", author: "Mallory" });',
    );
    expect(test).toContain('expect(frame.message.author).toBe("Test user");');
    expect(test).toContain("expect(await refused(CHAT_PATH)).toBe(401);");
    expect(test).toContain("expect(await bigClosed).toBe(1009);");
    expect(out.get("src/client/tests/chat.test.tsx")).toContain("merges pushed messages by id, oldest first");
    expect(out.get("package.json")).toContain('"ws": "8.23.0"');
  });
});

describe("a chat with rooms and no accounts", () => {
  it("listens to one room and filters pushed messages by it", () => {
    const chain = buildChain(ideaInput({ slug: "channels", name: "Channels", description: "Messaging between the members of each channel", answers: { "user-authentication": "Username and password accounts" }, dataEntities: "Channel: name\nMessage: channel (Channel), sender, content (text), sent at (datetime)" }));
    const out = files({ ...chain, projectName: "Channels" });
    expect(out.get("src/server/chat.ts")).toContain("if (room !== null && row.channelId !== room) continue;");
    expect(out.get("src/client/pages/chat.tsx")).toContain("const params = { pageSize: CHAT_LIMIT, channelId: room ?? undefined };");
    expect(out.get("src/server/chat.test.ts")).toContain("const room = await makeChannel(ana);");
  });

  it("pushes a message created under its room (POST /api/channels/{id}/messages) too", () => {
    const chain = buildChain(ideaInput({ slug: "channels", name: "Channels", description: "Messaging between the members of each channel", answers: { "user-authentication": "Username and password accounts" }, dataEntities: "Channel: name\nMessage: channel (Channel), sender, content (text), sent at (datetime)" }));
    const channels = chain.api.resources.find((r) => r.entity === "Channel");
    const create = chain.api.resources.find((r) => r.entity === "Message")?.operations.find((o) => o.kind === "create");
    if (!channels || !create) throw new Error("the channels' API");
    channels.operations.push({ ...create, id: "createChannelMessage", kind: "relation", path: "/api/channels/{id}/messages" });
    const routes = files({ ...chain, projectName: "Channels" }).get("src/server/routes/channels.ts") ?? "";
    expect(routes).toContain('import { publishMessage, withAuthor } from "../chat";');
    expect(routes).toContain("const input = parseInput(messageCreateSchema, { ...((await withAuthor(db, req, fields)) as object), channelId: id }, \"bad_request:message\");");
    expect(routes).toMatch(/app\.post\("\/api\/channels\/:id\/messages"[\s\S]*publishMessage\(db, row\);/);
  });

  it("without accounts, lets anyone listen and the user type the name on their messages", () => {
    const chain = buildChain(ideaInput({ ...teamChat, slug: "open-chat", answers: { "user-authentication": "No authentication needed" } }));
    const out = files({ ...chain, projectName: "Open Chat" });
    expect(out.get("src/server/chat.ts")).not.toContain("currentUser");
    expect(out.get("src/server/routes/messages.ts")).not.toContain("withAuthor");
    expect(out.get("src/client/pages/chat.tsx")).toContain('<label htmlFor="chat-name">Your name</label>');
  });
}); // prettier-ignore

describe("a chat with roles", () => {
  it("refuses the socket to a role that may not read the messages, and tests it", () => {
    const input = structuredClone(toolCase("team-chat"));
    input.data.roles = [
      { name: "admin", label: "Administrator", description: "Manages accounts", manageAccounts: true },
      { name: "member", label: "Member", description: "Chats", manageAccounts: false },
      { name: "guest", label: "Guest", description: "Reads nothing", manageAccounts: false },
    ];
    input.data.signUpRole = "member";
    for (const e of input.data.entities)
      e.access = {
        admin: { read: "all", create: true, update: "all", delete: "all" },
        member: { read: "all", create: true, update: "none", delete: "none" },
        guest: { read: "none", create: false, update: "none", delete: "none" },
      };
    const out = files(input);
    expect(out.get("src/server/chat.ts")).toContain('authorize(user, "Message", "read");');
    const test = out.get("src/server/chat.test.ts") ?? "";
    expect(test).toContain('.send({ role: "guest" })');
    expect(test).toContain("expect(await refused(CHAT_PATH, cookie)).toBe(403);");
    expect(test).toContain("another account's too");
  });
});

describe("apps without a chat", () => {
  it("get no chat module, socket or page", () => {
    for (const c of [...codegenCases(), ...toolCases().filter((t) => t.slug !== "team-chat")]) {
      const out = files(c.input);
      expect(
        [...out.keys()].filter((p) => /chat/.test(p)),
        c.slug,
      ).toEqual([]);
      expect(out.get("src/server/index.ts"), c.slug).not.toContain("attachChat");
      expect(out.get("vite.config.ts"), c.slug).not.toContain("ws: true");
    }
  });
});
