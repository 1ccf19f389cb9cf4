import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { freePort } from "../codegen/testing/check-app";
import { claimPort, candidatePorts, probePort } from "./ports";
import { startRelay, type Relay } from "./relay";

/** The outside half of the preview relay: TCP on the preview address → the Unix socket the launcher serves. */
let dir: string;
let echo: net.Server;
let relay: Relay | null = null;
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sw-relay-"));
  echo = net.createServer((socket) => socket.pipe(socket));
  await new Promise<void>((resolve) => echo.listen(path.join(dir, "echo.sock"), resolve));
});

afterEach(async () => {
  await relay?.close();
  relay = null;
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await new Promise((resolve) => echo.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Sends `text` through a TCP connection and resolves what came back before the connection closed or 1 s. */
function roundTrip(
  port: number,
  text: string,
  { end = true } = {},
): Promise<{ reply: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let reply = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      reply += chunk;
      if (reply.length >= text.length) {
        if (end) socket.end();
        resolve({ reply, socket });
      }
    });
    socket.on("close", () => resolve({ reply, socket }));
    socket.on("error", reject);
    socket.write(text);
  });
}

describe("the preview relay", () => {
  it("pipes a TCP connection to the Unix socket and back, and closes cleanly", async () => {
    const port = await freePort();
    relay = await startRelay({ host: "127.0.0.1", port, socketPath: path.join(dir, "echo.sock") });
    if (!relay) throw new Error("the port was taken");
    const big = "x".repeat(256 * 1024);
    expect((await roundTrip(port, "hello through the relay")).reply).toBe("hello through the relay");
    expect((await roundTrip(port, big)).reply).toBe(big);

    const open = await roundTrip(port, "still open", { end: false });
    expect(relay.connections()).toBe(2);
    const closed = new Promise((resolve) => open.socket.on("close", resolve));
    await relay.close();
    await closed; // closing the relay ends its open connections
    relay = null;
    expect(await probePort("127.0.0.1", port)).toBe(true); // and frees the port
  });

  it("carries a WebSocket upgrade to the app and its frames both ways (a generated chat room)", async () => {
    // The app: an HTTP server on the Unix socket whose WebSocket answers each frame it gets.
    const app = http.createServer((_req, res) => res.end("ok"));
    const wss = new WebSocketServer({ server: app, path: "/api/messages/live" });
    wss.on("connection", (ws) => ws.on("message", (data) => ws.send(`pushed: ${String(data)}`)));
    const socketPath = path.join(dir, "app.sock");
    await new Promise<void>((resolve) => app.listen(socketPath, resolve));
    cleanups.push(async () => {
      wss.close();
      app.closeAllConnections();
      await new Promise((resolve) => app.close(resolve));
    });
    const port = await freePort();
    relay = await startRelay({ host: "127.0.0.1", port, socketPath });
    if (!relay) throw new Error("the port was taken");
    const client = new WebSocket(`ws://127.0.0.1:${port}/api/messages/live`);
    await new Promise((resolve, reject) => client.once("open", resolve).once("error", reject));
    const reply = new Promise<string>((resolve) => client.once("message", (data) => resolve(String(data))));
    client.send("hello");
    expect(await reply).toBe("pushed: hello");
    client.close();
  });

  it("closes the connection when nothing serves the socket yet", async () => {
    const port = await freePort();
    relay = await startRelay({ host: "127.0.0.1", port, socketPath: path.join(dir, "missing.sock") });
    if (!relay) throw new Error("the port was taken");
    expect((await roundTrip(port, "anyone?")).reply).toBe("");
  });

  it("never connects through a link put where the socket should be", async () => {
    const link = path.join(dir, "preview.sock");
    fs.symlinkSync(path.join(dir, "echo.sock"), link);
    const port = await freePort();
    relay = await startRelay({ host: "127.0.0.1", port, socketPath: link });
    if (!relay) throw new Error("the port was taken");
    expect((await roundTrip(port, "secret")).reply).toBe("");
  });

  it("answers null for a port that is taken, so the next candidate is tried", async () => {
    const busy = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => busy.listen(port, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => busy.close(() => resolve())));
    const socketPath = path.join(dir, "echo.sock");
    expect(await startRelay({ host: "127.0.0.1", port, socketPath })).toBeNull();
    expect(await probePort("127.0.0.1", port)).toBe(false);

    const next = await freePort();
    const claimed = await claimPort([port, next], (p) =>
      startRelay({ host: "127.0.0.1", port: p, socketPath }),
    );
    relay = claimed?.value ?? null;
    expect(claimed?.port).toBe(next);
  });

  it("tries a deployment's previous port first and skips ports other deployments hold", () => {
    expect(candidatePorts({ from: 5100, to: 5105 }, [5101, 5103], 5104)).toEqual([5104, 5100, 5102, 5105]);
    expect(candidatePorts({ from: 5100, to: 5102 }, [], 6000)).toEqual([5100, 5101, 5102]);
  });
});
