import type http from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { CHAT_MESSAGE_MAX, REQUIREMENTS_AI } from "../../domain/api/requirements";
import { clientMessageSchema, type ClientMessage, type ServerMessage } from "../../domain/events";
import type { ChatTurnLimit } from "../auth/rate-limit";
import type { SessionManager } from "../auth/sessions";
import type { Db } from "../db/client";
import { getProjectByIdForOwner } from "../db/queries/projects";
import type { Agents } from "../engines/agents";
import { describeInternal, tooManyText } from "../http/errors";
import { hostAllowed, hostAllowList } from "../http/hosts";
import { log } from "../logger";
import { handleChatMessage, ONLY_REQUIREMENTS_AI } from "../services/chat";
import { roomsFor } from "./rooms";

export const WS_PATH = "/ws";
/**
 * Far below ws's 100 MiB default, yet room for the longest chat message in the worst encoding: JSON writes a
 * control character or a lone surrogate as six bytes (`\u001f`). Larger frames close with 1009.
 */
export const WS_MAX_PAYLOAD = CHAT_MESSAGE_MAX * 6 + 4096;
/** Per socket: at most this many messages per window; the rest are dropped with one `error` per window. */
export const WS_RATE_LIMIT = { messages: 20, windowMs: 10_000 } as const;
export const WS_HEARTBEAT_MS = 30_000;

export const RATE_LIMITED_MESSAGE = "Too many messages. Wait a few seconds and try again.";
export const PROJECT_NOT_FOUND_MESSAGE = "Project not found";
export const SESSION_ENDED_MESSAGE = "Your session has ended. Sign in again.";
export const TURN_ERROR_MESSAGE = "Your message could not be processed. Please try again.";

export interface Realtime {
  /** Sends a message to every socket in the project's room. */
  broadcast(projectId: number, message: ServerMessage): void;
  /** Terminates every socket and stops accepting upgrades. */
  close(): void;
}

interface Connection {
  userId: number;
  cookie: string | undefined;
  alive: boolean;
  windowStart: number;
  count: number;
  warned: boolean;
}

/** The origin the request was addressed to, as the browser sees ours (mirrors http/security.ts). */
function ownOrigin(req: http.IncomingMessage, trustProxy: boolean): string | null {
  const host = req.headers.host;
  if (!host) return null;
  const forwarded = req.headers["x-forwarded-proto"];
  const forwardedProto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  const proto = trustProxy && forwardedProto ? forwardedProto : encrypted ? "https" : "http";
  return `${proto}://${host}`;
}

/**
 * Cross-site WebSocket hijacking guard: a browser always sends Origin on a WebSocket handshake, and it must be
 * our own origin or an allowed one. No Origin at all means a non-browser client, which still needs a session.
 */
export function originAllowed(
  req: http.IncomingMessage,
  allowedOrigins: readonly string[],
  trustProxy = false,
): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin === ownOrigin(req, trustProxy) || allowedOrigins.includes(origin);
  const site = req.headers["sec-fetch-site"];
  return site !== "cross-site" && site !== "same-site";
}

function refuse(socket: Duplex, status: 401 | 403 | 421 | 500, reason: string): void {
  if (!socket.destroyed) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
}

function send(ws: WebSocket, message: ServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}

/** JSON that matches the client message union, or null (malformed input is ignored, platform.md §5). */
function parseClientMessage(data: RawData, isBinary: boolean): ClientMessage | null {
  if (isBinary) return null;
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return null;
  }
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * The realtime channel /ws (platform.md §7, STYLE.md 18): authenticated on upgrade by the session cookie,
 * Origin-checked, one room per project that only the project's owner joins. A socket joins a room on
 * `subscribe` or on its first `chat_message` for the project.
 */
export function attachRealtime(deps: {
  server: http.Server;
  db: Db;
  sessions: SessionManager;
  agents: Agents;
  /** The limit on chat turns, the same instance as the HTTP route's. */
  chatTurns: ChatTurnLimit;
  allowedOrigins: readonly string[];
  /** Host names beyond loopback and this machine's own (ALLOWED_HOSTS); the same rule as HTTP requests. */
  allowedHosts?: readonly string[];
  trustProxy?: boolean;
  heartbeatMs?: number;
}): Realtime {
  const { server, db, sessions, agents, allowedOrigins } = deps;
  const trustProxy = deps.trustProxy ?? false;
  const hosts = hostAllowList({ allowedHosts: deps.allowedHosts ?? [], allowedOrigins });
  const rooms = roomsFor(db);
  const connections = new Map<WebSocket, Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    } catch {
      pathname = "";
    }
    if (pathname !== WS_PATH) {
      socket.destroy();
      return;
    }
    if (!hostAllowed(req.headers, hosts, trustProxy)) {
      refuse(socket, 421, "Misdirected Request");
      return;
    }
    if (!originAllowed(req, allowedOrigins, trustProxy)) {
      log.warn("websocket refused: foreign origin", { origin: req.headers.origin ?? null });
      refuse(socket, 403, "Forbidden");
      return;
    }
    const onEarlyError = () => socket.destroy();
    socket.on("error", onEarlyError);
    sessions.resolve(req.headers.cookie).then(
      (live) => {
        if (!live) return refuse(socket, 401, "Unauthorized");
        if (socket.destroyed) return;
        socket.off("error", onEarlyError);
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, live.user.id, req.headers.cookie));
      },
      (err: unknown) => {
        log.error("websocket session lookup failed", { error: describeInternal(err) });
        refuse(socket, 500, "Internal Server Error");
      },
    );
  };

  function onConnection(ws: WebSocket, userId: number, cookie: string | undefined): void {
    const connection: Connection = {
      userId,
      cookie,
      alive: true,
      windowStart: Date.now(),
      count: 0,
      warned: false,
    };
    connections.set(ws, connection);
    ws.on("pong", () => {
      connection.alive = true;
    });
    ws.on("message", (data, isBinary) => {
      if (!withinRate(connection)) {
        if (!connection.warned) send(ws, { type: "error", data: { message: RATE_LIMITED_MESSAGE } });
        connection.warned = true;
        return;
      }
      const message = parseClientMessage(data, isBinary);
      if (!message) return;
      handleMessage(ws, connection, message).catch((err: unknown) => {
        log.error("websocket message failed", { userId, type: message.type, error: describeInternal(err) });
        send(ws, { type: "error", data: { message: TURN_ERROR_MESSAGE } });
      });
    });
    ws.on("error", (err) => log.debug("websocket error", { userId, error: err.message }));
    ws.on("close", () => {
      connections.delete(ws);
      rooms.leaveAll(ws);
    });
  }

  function withinRate(connection: Connection): boolean {
    const now = Date.now();
    if (now - connection.windowStart >= WS_RATE_LIMIT.windowMs) {
      connection.windowStart = now;
      connection.count = 0;
      connection.warned = false;
    }
    connection.count += 1;
    return connection.count <= WS_RATE_LIMIT.messages;
  }

  async function handleMessage(ws: WebSocket, connection: Connection, message: ClientMessage): Promise<void> {
    // The session is checked again for every message: signing out (or expiry) ends the socket's rights too.
    const live = await sessions.resolve(connection.cookie);
    if (!live || live.user.id !== connection.userId) {
      send(ws, { type: "error", data: { message: SESSION_ENDED_MESSAGE } });
      ws.close(1008, "session ended");
      return;
    }
    const { projectId } = message.data;
    const project = await getProjectByIdForOwner({ db, id: projectId, ownerId: connection.userId });
    if (!project) {
      send(ws, { type: "error", data: { message: PROJECT_NOT_FOUND_MESSAGE } });
      return;
    }
    rooms.join(projectId, ws);
    if (message.type === "subscribe") return;
    if (message.data.aiAgent !== REQUIREMENTS_AI) {
      send(ws, { type: "error", data: { message: ONLY_REQUIREMENTS_AI } });
      return;
    }
    const wait = deps.chatTurns.take(connection.userId, projectId);
    if (wait) {
      send(ws, { type: "error", data: { message: tooManyText("messages", wait) } });
      return;
    }
    await handleChatMessage({
      db,
      agent: agents.requirements,
      project,
      aiAgent: message.data.aiAgent,
      message: message.data.message,
      emit: (event) => rooms.broadcast(projectId, event),
    });
  }

  const heartbeat = setInterval(() => {
    for (const [ws, connection] of connections) {
      if (!connection.alive) {
        ws.terminate();
        continue;
      }
      connection.alive = false;
      ws.ping();
    }
  }, deps.heartbeatMs ?? WS_HEARTBEAT_MS);
  heartbeat.unref();

  server.on("upgrade", onUpgrade);

  return {
    broadcast: (projectId, message) => {
      rooms.broadcast(projectId, message);
    },
    close: () => {
      clearInterval(heartbeat);
      server.off("upgrade", onUpgrade);
      for (const ws of connections.keys()) ws.terminate();
      wss.close();
    },
  };
}
