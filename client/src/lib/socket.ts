import { type ClientMessage, type ServerMessage, SERVER_MESSAGE_TYPES } from "@domain/events";

/** platform.md §7, §9: reconnect up to 5 times, 1 s × 2^attempt (2 s, 4 s, …), capped at 30 s. */
export const RECONNECT_MAX_ATTEMPTS = 5;
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;
export const SOCKET_PATH = "/ws";

/** `reconnecting`: waiting to try again after a drop; `closed`: closed for good or given up. */
export type SocketStatus = "connecting" | "open" | "reconnecting" | "closed";
const OPEN = 1;

/** The wait before reconnect attempt `attempt` (1-based). */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** attempt, RECONNECT_CAP_MS);
}

/** Same host as the page, `wss:` when the page is served over https. */
export function socketUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${SOCKET_PATH}`;
}

const SERVER_TYPES = new Set<string>(SERVER_MESSAGE_TYPES);

/** A server message, or null for anything malformed (ignored silently, platform.md §5). */
export function parseServerMessage(text: unknown): ServerMessage | null {
  if (typeof text !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || !("type" in value)) return null;
  if (typeof value.type !== "string" || !SERVER_TYPES.has(value.type)) return null;
  return value as ServerMessage;
}

type Timer = ReturnType<typeof setTimeout>;

export interface RealtimeSocketOptions {
  url?: string;
  /** For tests: the WebSocket constructor and the timer. */
  WebSocketImpl?: new (url: string) => WebSocket;
  setTimer?: (run: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
}

/**
 * A small reconnecting client for /ws. It reconnects after an unexpected close with growing delays, gives up
 * after RECONNECT_MAX_ATTEMPTS failed attempts (until `reconnect()`), and resets its counter on every open.
 */
export class RealtimeSocket {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: Timer | null = null;
  private stopped = false;
  private currentStatus: SocketStatus = "closed";
  private readonly messageListeners = new Set<(message: ServerMessage) => void>();
  private readonly statusListeners = new Set<(status: SocketStatus) => void>();
  private readonly openListeners = new Set<(reconnected: boolean) => void>();
  private everOpened = false;
  private readonly options: Required<Omit<RealtimeSocketOptions, "url">> & { url: string };

  constructor(options: RealtimeSocketOptions = {}) {
    this.options = {
      url: options.url ?? socketUrl(window.location),
      WebSocketImpl: options.WebSocketImpl ?? WebSocket,
      setTimer: options.setTimer ?? ((run, ms) => setTimeout(run, ms)),
      clearTimer: options.clearTimer ?? ((timer) => clearTimeout(timer)),
    };
  }

  get status(): SocketStatus {
    return this.currentStatus;
  }

  connect(): void {
    this.stopped = false;
    if (this.socket) return;
    this.setStatus("connecting");
    const socket = new this.options.WebSocketImpl(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempts = 0;
      this.setStatus("open");
      for (const listener of this.openListeners) listener(reconnected);
    };
    socket.onmessage = (event: MessageEvent) => {
      const message = parseServerMessage(event.data);
      if (!message) return;
      for (const listener of this.messageListeners) listener(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) this.setStatus("closed");
      else this.scheduleReconnect();
    };
  }

  /** Tries again now, with a fresh attempt counter (the user's "Reconnect"). */
  reconnect(): void {
    if (this.timer) this.options.clearTimer(this.timer);
    this.timer = null;
    this.attempts = 0;
    this.connect();
  }

  /** Closes for good: no reconnect. */
  close(): void {
    this.stopped = true;
    if (this.timer) this.options.clearTimer(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.setStatus("closed");
  }

  /** Sends when open; otherwise does nothing visible but a console warning (platform.md §5). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) {
      console.warn("Realtime channel is not connected; message not sent", message.type);
      return false;
    }
    this.socket.send(JSON.stringify(message));
    return true;
  }

  onMessage(listener: (message: ServerMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Called on every open; `reconnected` is true after a drop (time to resync what may have been missed). */
  onOpen(listener: (reconnected: boolean) => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  private scheduleReconnect(): void {
    if (this.attempts >= RECONNECT_MAX_ATTEMPTS) {
      this.setStatus("closed");
      return;
    }
    this.attempts += 1;
    this.setStatus("reconnecting");
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      this.connect();
    }, reconnectDelay(this.attempts));
  }

  private setStatus(status: SocketStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
