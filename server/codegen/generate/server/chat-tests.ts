import { tsString } from "../names";
import type { ChatPlan } from "./chat-files";
import type { ServerModel } from "./model";

/*
 * The generated app's own tests of its chat room (chat-files.ts): the app is served on an ephemeral port with the
 * chat attached; two WebSocket clients (ws) open on it, a message posted through the API by one account reaches
 * the other (with the author the server set, whatever the body said); an upgrade without a session is refused
 * (401), an unknown path is a 404, a frame over the limit closes the socket (1009) and close() ends every socket
 * (1001). With roles, the accounts the test signs up get the sign-up role: when it may not read and post the
 * messages, only the refusals are tested here (the role tests check each role's access).
 */

export function chatTest(model: ServerModel, plan: ChatPlan): string {
  const accounts = model.accounts !== null;
  const roles = model.accounts?.rolePlan ?? null;
  const n = plan.info.names;
  const body = plan.tool.bodyField;
  const author = accounts ? plan.tool.authorField : null;
  const room = plan.room;
  const roomType = room ? model.entities.find((e) => e.entity.name === room.relation.target)?.names.type : undefined;
  // With roles, new accounts get the sign-up role: the live tests run when it may read and post messages.
  const signUpRole = model.input.data.signUpRole;
  const allowed = signUpRole ? plan.info.entity.access?.[signUpRole] : undefined;
  const live = !roles || (allowed !== undefined && allowed.read !== "none" && allowed.create);
  const twoAccounts = accounts && live;
  const poster = twoAccounts ? "ana" : "t.agent";
  const setUp = twoAccounts
    ? `    const ana = request.agent(t.app);
    const anaCookie = await signUp(ana, "ana");
    const ben = request.agent(t.app);
    const benCookie = await signUp(ben, "ben");`
    : `    const anaCookie = undefined;
    const benCookie = undefined;`;
  // With roles, a role that may not read the messages is refused the socket (403): an account given that role.
  const blind = roles ? roles.roles.find((r) => plan.info.entity.access?.[r.name]?.read === "none") : undefined;
  const forbidden =
    blind && roles
      ? `  it(${tsString(`refuses the socket to a role that may not read the messages (403)`)}, async () => {
    const cookie = await signUp(request.agent(t.app), "eve");
    const accounts = await t.agent.get(${tsString(roles.listPath)}).expect(200);
    const eve = (accounts.body as { id: number; username: string }[]).find((a) => a.username === "eve");
    await t.agent.patch(\`${roles.listPath}/\${eve?.id}\`).send({ role: ${tsString(blind.name)} }).expect(200);
    expect(await refused(CHAT_PATH, cookie)).toBe(403);
  });

`
      : "";
  // A change never changes who wrote a message (the update route's keepAuthor).
  const update = model.plans.find((p) => p.kind === "update" && "info" in p && p.info === plan.info)?.op;
  const kept =
    author && update && !roles
      ? `  it("keeps who wrote a message when it is changed", async () => {
${room && roomType ? `    const room = await make${roomType}(t.agent);\n` : ""}    const sent = await make${n.type}(t.agent${room && roomType ? `, undefined, { ${room.prop}: room.id }` : ""});
    const changed = await t.agent.${update.method}(\`${update.path.replace(/\{[^}]+\}/, "${sent.id}")}\`).send({ ${author}: "Mallory" }).expect(200);
    expect(changed.body.${author}).toBe("Test user");
  });

`
      : "";
  const roomSetUp = room && roomType ? `    const room = await make${roomType}(${poster});\n` : "";
  const query = room && roomType ? "`?room=${room.id}`" : `""`;
  const overrides = [
    `${body}: "Hello team"`,
    ...(room && roomType ? [`${room.prop}: room.id`] : []),
    ...(author ? [`${author}: "Mallory"`] : []),
  ].join(", ");
  const imports = [
    ...(room && roomType ? [`make${roomType}`] : []),
    `make${n.type}`,
    "openTestApp",
    ...(twoAccounts || forbidden ? ["signUp"] : []),
    "type TestApp",
  ];
  return `import http from "node:http";
import type { AddressInfo } from "node:net";
${twoAccounts || forbidden ? 'import request from "supertest";\n' : ""}import { afterEach, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { attachChat, CHAT_PATH, MAX_MESSAGE_BYTES, type Chat } from "./chat";
import { ${imports.join(", ")} } from "./test-support";

let t: TestApp;
let server: http.Server;
let chat: Chat;
let host: string;

beforeEach(async () => {
  t = await openTestApp();
  server = http.createServer(t.app);
  chat = attachChat(server, t.db);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = \`127.0.0.1:\${(server.address() as AddressInfo).port}\`;
});

afterEach(async () => {
  chat.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
/** A chat socket, once it is open; rejects with the status of a refused upgrade. */
function open(cookie: string | undefined, query = ""): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(\`ws://\${host}\${CHAT_PATH}\${query}\`, { headers: cookie ? { Cookie: cookie } : {} });
    ws.once("open", () => resolve(ws));
    ws.once("unexpected-response", (_req, res) => reject(new Error(\`refused \${res.statusCode}\`)));
    ws.once("error", reject);
  });
}

/** The status a refused upgrade answers. */
function refused(path: string, cookie?: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(\`ws://\${host}\${path}\`, { headers: cookie ? { Cookie: cookie } : {}, ...(origin ? { origin } : {}) });
    ws.once("open", () => reject(new Error("the upgrade was accepted")));
    ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.once("error", () => undefined);
  });
}

function nextFrame(ws: WebSocket): Promise<{ type: string; message: Record<string, unknown> }> {
  return new Promise((resolve) => ws.once("message", (data) => resolve(JSON.parse(String(data)))));
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once("close", (code) => resolve(code)));
}

describe(${tsString(`chat room: ${plan.path}`)}, () => {
${live ? `  it("pushes a message posted through the API to every open chat${twoAccounts ? ", another account's too" : ""}", async () => {
${setUp}
${roomSetUp}    const reader = await open(benCookie, ${query});
    const writer = await open(anaCookie, ${query});
    const heard = nextFrame(reader);
    const echoed = nextFrame(writer);
    const sent = await make${n.type}(${poster}, undefined, { ${overrides} });
    const frame = await heard;
    expect(frame).toMatchObject({ type: "message", message: { id: sent.id, ${body}: "Hello team" } });${
      author ? `\n    // The server writes the author: the account's name, not the one the body gave.\n    expect(frame.message.${author}).toBe("Test user");` : ""
    }
    expect((await echoed).message.id).toBe(sent.id);
    expect(chat.clients()).toBe(2);
    reader.close();
    writer.close();
  });
` : ""}${
  accounts
    ? `
  it("refuses an upgrade without a session (401)", async () => {
    expect(await refused(CHAT_PATH)).toBe(401);
    expect(await refused(CHAT_PATH, "session=not-a-session")).toBe(401);
  });
`
    : ""
}
${kept}${forbidden}  it("refuses another path (404) and a malformed room (400)", async () => {
${twoAccounts ? `    const cookie = await signUp(request.agent(t.app), "carol");\n` : "    const cookie = undefined;\n"}    expect(await refused("/api/nothing/live", cookie)).toBe(404);
    expect(await refused(\`\${CHAT_PATH}?room=abc\`, cookie)).toBe(400);
  });

  it("refuses a chat opened from another site's page (403)", async () => {
${twoAccounts ? `    const cookie = await signUp(request.agent(t.app), "erin");\n` : "    const cookie = undefined;\n"}    expect(await refused(CHAT_PATH, cookie, "https://elsewhere.example")).toBe(403);
    expect(await refused(CHAT_PATH, cookie, "null")).toBe(403);
  });
${live ? `
  it("closes a socket that sends a frame over the limit (1009), and every socket on shutdown (1001)", async () => {
${twoAccounts ? `    const cookie = await signUp(request.agent(t.app), "dave");\n` : "    const cookie = undefined;\n"}    const big = await open(cookie);
    const bigClosed = closed(big);
    big.send("x".repeat(MAX_MESSAGE_BYTES + 1));
    expect(await bigClosed).toBe(1009);
    const other = await open(cookie);
    const otherClosed = closed(other);
    chat.close();
    expect(await otherClosed).toBe(1001);
  });\n` : ""}});
`;
} // prettier-ignore
