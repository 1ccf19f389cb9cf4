import { afterEach, describe, expect, it, vi } from "vitest";
import {
  parseServerMessage,
  RealtimeSocket,
  reconnectDelay,
  RECONNECT_MAX_ATTEMPTS,
  socketUrl,
  type SocketStatus,
} from "./socket";

/** A stand-in for the browser's WebSocket that the test opens, closes and feeds by hand. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setup() {
  FakeSocket.instances = [];
  const timers: { run: () => void; ms: number }[] = [];
  const socket = new RealtimeSocket({
    url: "ws://example.test/ws",
    WebSocketImpl: FakeSocket as unknown as new (url: string) => WebSocket,
    setTimer: (run, ms) => {
      timers.push({ run, ms });
      return timers.length as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: () => {},
  });
  const statuses: SocketStatus[] = [];
  socket.onStatus((s) => statuses.push(s));
  const last = () => FakeSocket.instances.at(-1) as FakeSocket;
  return { socket, timers, statuses, last };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reconnect timing", () => {
  it("waits 1 s × 2^attempt, capped at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it("tries five times after a drop, then gives up", () => {
    const { socket, timers, statuses, last } = setup();
    socket.connect();
    last().open();
    last().drop();
    for (let i = 0; i < RECONNECT_MAX_ATTEMPTS; i += 1) {
      timers[i]?.run();
      last().drop();
    }
    expect(timers.map((t) => t.ms)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000]);
    expect(FakeSocket.instances).toHaveLength(1 + RECONNECT_MAX_ATTEMPTS);
    expect(socket.status).toBe("closed");
    expect(statuses.at(-1)).toBe("closed");
  });

  it("resets the attempt counter when the channel opens again", () => {
    const { socket, timers, last } = setup();
    const reopened: boolean[] = [];
    socket.onOpen((reconnected) => reopened.push(reconnected));
    socket.connect();
    last().open();
    last().drop();
    timers[0]?.run();
    last().drop();
    timers[1]?.run();
    last().open();
    last().drop();
    expect(timers.map((t) => t.ms)).toEqual([2_000, 4_000, 2_000]);
    expect(reopened).toEqual([false, true]);
  });

  it("does not reconnect after close()", () => {
    const { socket, timers, last } = setup();
    socket.connect();
    last().open();
    socket.close();
    expect(timers).toEqual([]);
    expect(socket.status).toBe("closed");
  });
});

describe("sending and receiving", () => {
  it("sends JSON when open, and only warns when closed", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { socket, last } = setup();
    const message = { type: "subscribe", data: { projectId: 3 } } as const;
    socket.connect();
    expect(socket.send(message)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    last().open();
    expect(socket.send(message)).toBe(true);
    expect(last().sent).toEqual([JSON.stringify(message)]);
  });

  it("passes known server messages to listeners and ignores malformed ones", () => {
    const { socket, last } = setup();
    const received: unknown[] = [];
    socket.onMessage((m) => received.push(m));
    socket.connect();
    last().open();
    for (const data of ["not json", "null", "{}", '{"type":"nope"}', '{"type":7}', new ArrayBuffer(2)]) {
      last().onmessage?.({ data });
    }
    last().onmessage?.({ data: '{"type":"ai_typing"}' });
    expect(received).toEqual([{ type: "ai_typing" }]);
    expect(parseServerMessage('{"type":"error","data":{"message":"x"}}')).toEqual({
      type: "error",
      data: { message: "x" },
    });
  });

  it("uses the page's host, secure when the page is", () => {
    expect(socketUrl({ protocol: "http:", host: "localhost:5000" })).toBe("ws://localhost:5000/ws");
    expect(socketUrl({ protocol: "https:", host: "app.example" })).toBe("wss://app.example/ws");
  });
});
