import type { Tool } from "../../../../domain/artifacts/04-ui-tools";
import type { GeneratedFile } from "../../types";
import { commentText, kebab, tsString } from "../names";
import { chatTest } from "./chat-tests";
import { generatedFile } from "./code";
import type { EntityInfo, ManyToOneInfo, ServerModel } from "./model";

/*
 * The live chat room's server side (issue 17 point 6, UI tool pages of kind "chat", ADR 021): src/server/chat.ts
 * attaches a WebSocket endpoint (the `ws` package) to the app's own HTTP server at /api/<messages>/live.
 * - The upgrade is authenticated by the session cookie when the app has accounts (401 without a session; 403
 *   when the account's role may not read the messages); another path is a 404, a room that is not a positive
 *   whole number a 400, and more than MAX_CLIENTS open sockets a 503.
 * - Messages are posted through the entity's create route (validated with the shared zod schema, the author set
 *   to the account's name whatever the body says); the route then publishes the stored row to every socket of
 *   the app open on the same room (listeners per database, so test apps never hear each other).
 * - Bounded: frames from a client over MAX_MESSAGE_BYTES close it (1009); a ping every 30 s terminates sockets
 *   that did not answer the last one; close() (on shutdown) closes every socket with 1001.
 * The app's own test opens two sockets on an ephemeral port, posts from one account and sees the other receive it.
 */

type Chat = Extract<Tool, { kind: "chat" }>;

export interface ChatPlan {
  tool: Chat;
  info: EntityInfo;
  /** The relation to the room, when messages belong to one. */
  room: ManyToOneInfo | undefined;
  path: string;
  serves: string[];
}

/** The chat of the app's UI model, when it has one whose messages the server keeps and creates. */
export function chatPlan(model: ServerModel): ChatPlan | null {
  for (const page of model.input.ui.pages) {
    const tool = page.tool;
    if (page.kind !== "tool" || tool?.kind !== "chat") continue;
    const info = model.entities.find((e) => e.entity.name === tool.entity);
    const creates = model.plans.some((p) => p.kind === "create" && "info" in p && p.info === info);
    if (!info || info.owned || !creates || !info.fields.some((f) => f.field.name === tool.bodyField))
      continue;
    const room = tool.room ? info.manyToOne.find((m) => m.relation.target === tool.room) : undefined;
    const author = tool.authorField;
    if (author !== null && !info.fields.some((f) => f.field.name === author && f.field.type === "string"))
      continue;
    return { tool, info, room, path: `/api/${kebab(info.entity.plural)}/live`, serves: page.serves };
  }
  return null;
}

/** Whether the create route of an entity publishes to the chat (so it imports from ../chat). */
export function chatCreates(model: ServerModel, info: EntityInfo): ChatPlan | null {
  const plan = chatPlan(model);
  return plan && plan.info === info ? plan : null;
}

/** The create route's body for the chat's messages: set the author, validate, store, publish, answer its status. */
export function chatCreateBody(
  model: ServerModel,
  plan: ChatPlan,
  data: string,
  schema: string,
  code: string,
  status: number,
): string {
  const author = model.accounts && plan.tool.authorField !== null;
  const body = author ? "await withAuthor(db, req, req.body)" : "req.body";
  return `    const input = parseInput(${schema}, ${body}, ${tsString(code)});
    const row = await ${data}.create(db, input, scope);
    // Every chat page open on the room sees it at once (chat.ts).
    publishMessage(db, row);
    res.status(${status}).json(row);`;
}

/** The same for a message created under its room (POST /api/<rooms>/:id/<messages>): the room comes from the path. */
export function chatChildCreateBody(
  model: ServerModel,
  plan: ChatPlan,
  data: string,
  schema: string,
  code: string,
  roomProp: string,
  status: number,
): string {
  const author = model.accounts && plan.tool.authorField !== null;
  const fields = author ? "...((await withAuthor(db, req, fields)) as object)" : "...fields";
  return `const input = parseInput(${schema}, { ${fields}, ${roomProp}: id }, ${tsString(code)});
    const row = await ${data}.create(db, input, scope);
    publishMessage(db, row);
    res.status(${status}).json(row);`;
}

/**
 * The sample author of the chat's messages in the app's tests: the server writes the account's name (the test
 * accounts are all "Test user"), so a sample that says so comes back as it was sent.
 */
export function chatAuthorSample(model: ServerModel, info: EntityInfo, field: string): string | undefined {
  const plan = model.accounts ? chatCreates(model, info) : null;
  return plan && plan.tool.authorField === field ? tsString(TEST_USER_NAME) : undefined;
}

/** The name the app's test accounts sign up with (test-files.ts signUp). */
const TEST_USER_NAME = "Test user";

/** Whether the server writes the messages' author (accounts): then a change never changes it either. */
export function chatKeepsAuthor(model: ServerModel, plan: ChatPlan): boolean {
  return model.accounts !== null && plan.tool.authorField !== null;
}

/** What the create route imports from ../chat. */
export function chatImports(model: ServerModel, plan: ChatPlan): string[] {
  return model.accounts && plan.tool.authorField !== null
    ? ["publishMessage", "withAuthor"]
    : ["publishMessage"];
}

function chatModule(model: ServerModel, plan: ChatPlan): string {
  const accounts = model.accounts;
  const roles = accounts?.rolePlan ?? null;
  const type = plan.info.names.type;
  const authorField = plan.tool.authorField;
  const roomProp = plan.room?.prop;
  const label = commentText(plan.info.entity.label.toLowerCase());
  const authImports = accounts ? [...(roles ? ["authorize"] : []), "currentUser"] : [];
  const admit = accounts
    ? `  const user = await currentUser(db, req as Request);
  if (!user) return { status: 401, code: "unauthorized:session", message: "Sign in to continue" };${
    roles
      ? `
  try {
    authorize(user, ${tsString(plan.info.entity.name)}, "read");
  } catch {
    return { status: 403, code: "forbidden:role", message: "Your role may not read these messages" };
  }`
      : ""
  }`
    : "  void db;\n  void req;";
  return `import type http from "node:http";
import type { Duplex } from "node:stream";
${accounts ? 'import type { Request } from "express";\n' : ""}import { WebSocket, WebSocketServer } from "ws";
import type { ${type} } from "../shared/schema";
${authImports.length > 0 ? `import { ${authImports.join(", ")} } from "./auth";\n` : ""}import type { Database } from "./db/client";
import { originAllowed } from "./http";

/*
 * The live chat room: a WebSocket endpoint on the app's own HTTP server that pushes every new ${label} to the
 * pages open on its room. Messages are posted through the API's create route, which calls publishMessage.
 * Bounded: frames over MAX_MESSAGE_BYTES close the socket (1009), at most MAX_CLIENTS sockets (503 beyond),
 * a ping every PING_MS drops sockets that did not answer, and close() ends every socket (1001) on shutdown.
 */

export const CHAT_PATH = ${tsString(plan.path)};
export const MAX_MESSAGE_BYTES = 16 * 1024;
export const MAX_CLIENTS = 200;
const PING_MS = 30_000;

type Listener = (row: ${type}) => void;
// Per database: every app over it (one in production, one per test) hears only its own messages.
const listeners = new WeakMap<Database, Set<Listener>>();

function listenersOf(db: Database): Set<Listener> {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  return set;
}

/** Pushes a stored ${label} to every chat page open on its room (called by the create route). */
export function publishMessage(db: Database, row: ${type}): void {
  for (const listener of listenersOf(db)) listener(row);
}
${
  accounts && authorField
    ? `
/** A new ${label} is written by the signed-in account: its name, whatever the body says (checked by the schema next). */
export async function withAuthor(db: Database, req: Request, body: unknown): Promise<unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const user = await currentUser(db, req);
  return { ...body, ${authorField}: user?.name ?? "" };
}
`
    : ""
}
${
  accounts && authorField
    ? `/** A change to a ${label} never changes who wrote it. */
export function keepAuthor<T extends { ${authorField}?: unknown }>(change: T): Omit<T, ${tsString(authorField)}> {
  const { ${authorField}: written, ...rest } = change;
  void written;
  return rest;
}

`
    : ""
}interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** Answers an upgrade that is refused with its status and the usual error body, then closes the connection. */
function refuse(socket: Duplex, refusal: Refusal): void {
  const body = JSON.stringify({ code: refusal.code, message: refusal.message });
  socket.end(
    \`HTTP/1.1 \${refusal.status} \${refusal.message}\\r\\nConnection: close\\r\\nContent-Type: application/json\\r\\nContent-Length: \${Buffer.byteLength(body)}\\r\\n\\r\\n\${body}\`,
  );
}

/** Who may open the chat: ${accounts ? "a signed-in account" : "anyone (the app has no accounts)"}${roles ? " whose role may read the messages" : ""}. */
async function admit(db: Database, req: http.IncomingMessage): Promise<Refusal | null> {
${admit}
  return null;
}

/** The room a socket listens to, from ?room=<id>${roomProp ? "" : " (the app has one room: always null)"}; undefined when malformed. */
function roomOf(url: URL): number | null | undefined {
  const room = url.searchParams.get("room");
  if (room === null || room === "") return null;
  return /^[1-9][0-9]{0,9}$/.test(room) ? Number(room) : undefined;
}

export interface Chat {
  /** Open sockets. */
  clients(): number;
  /** Closes every socket (1001) and stops listening; the HTTP server is closed by its owner. */
  close(): void;
}

/** Serves the chat's WebSocket on the app's HTTP server. */
export function attachChat(server: http.Server, db: Database): Chat {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const rooms = new Map<WebSocket, number | null>();
  const alive = new Set<WebSocket>();

  const listener: Listener = (row) => {
    const frame = JSON.stringify({ type: "message", message: row });
    for (const [socket, room] of rooms) {
      ${roomProp ? `if (room !== null && row.${roomProp} !== room) continue;\n      ` : "void room;\n      "}if (socket.readyState === WebSocket.OPEN) socket.send(frame);
    }
  };
  listenersOf(db).add(listener);

  function onUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== CHAT_PATH) {
      refuse(socket, { status: 404, code: "not_found:route", message: "No such WebSocket route" });
      return;
    }
    // Another site's page may not open the chat with a signed-in user's cookie.
    if (!originAllowed(req.headers.origin, req.headers.host)) {
      refuse(socket, { status: 403, code: "forbidden:origin", message: "This chat was opened from another site" });
      return;
    }
    const room = roomOf(url);
    if (room === undefined) {
      refuse(socket, { status: 400, code: "bad_request:room", message: "room must be a positive whole number" });
      return;
    }
    admit(db, req).then(
      (refusal) => {
        if (refusal) return refuse(socket, refusal);
        if (rooms.size >= MAX_CLIENTS)
          return refuse(socket, { status: 503, code: "unavailable:clients", message: "Too many open chats" });
        wss.handleUpgrade(req, socket, head, (ws) => {
          rooms.set(ws, room);
          alive.add(ws);
          ws.on("pong", () => alive.add(ws));
          // Messages are posted through the API; what a client sends is not read (over the limit, it closes).
          ws.on("message", () => undefined);
          ws.on("error", () => ws.terminate());
          ws.on("close", () => {
            rooms.delete(ws);
            alive.delete(ws);
          });
        });
      },
      () => refuse(socket, { status: 500, code: "internal:server", message: "Something went wrong" }),
    );
  }
  server.on("upgrade", onUpgrade);

  const ping = setInterval(() => {
    for (const ws of rooms.keys()) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, PING_MS);
  ping.unref();

  return {
    clients: () => rooms.size,
    close() {
      clearInterval(ping);
      server.off("upgrade", onUpgrade);
      listenersOf(db).delete(listener);
      for (const ws of rooms.keys()) ws.close(1001, "Server shutting down");
      wss.close();
    },
  };
}
`;
}

/** src/server/chat.ts (pass 1: index.ts attaches it) and its test (pass 3). */
export function chatFiles(model: ServerModel, pass: number): GeneratedFile[] {
  const plan = chatPlan(model);
  if (!plan) return [];
  const implementsWhat = {
    documents: ["system_design", "api_specification"] as ("system_design" | "api_specification")[],
    requirementIds: plan.serves,
    elements: [`entity:${plan.info.entity.name}`, "stack:Express"],
  };
  const files = [generatedFile("src/server/chat.ts", chatModule(model, plan), "typescript", 1, implementsWhat)];
  if (pass >= 3) files.push(generatedFile("src/server/chat.test.ts", chatTest(model, plan), "typescript", 3, { ...implementsWhat, elements: [...implementsWhat.elements, "stack:Vitest"] }));
  return files;
} // prettier-ignore
