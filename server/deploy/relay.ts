import fs from "node:fs";
import net from "node:net";
import { isAddressBusy } from "./ports";

/** The longest Unix socket path Linux accepts (sun_path is 108 bytes with its terminating NUL). */
export const MAX_SOCKET_PATH = 107;

export type Relay = {
  readonly host: string;
  readonly port: number;
  /** Sockets open right now (each relayed connection counts its two ends). */
  connections(): number;
  /** Stops listening and ends every open connection. */
  close(): Promise<void>;
};

/**
 * The host side of a preview under bubblewrap: the app lives in its own network namespace, so the product listens
 * on `host:port` and pipes each TCP connection, byte for byte, to the Unix socket the launcher serves inside the
 * sandbox (launcher.ts), which forwards it to the app. A connection to the socket that fails (the app is not up
 * yet, or gone) closes the client's connection. Resolves null when the port is taken.
 */
export function startRelay(options: {
  host: string;
  port: number;
  socketPath: string;
}): Promise<Relay | null> {
  const { host, port, socketPath } = options;
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH)
    return Promise.reject(
      new Error(`The preview socket path is too long for Linux (${socketPath}); use a shorter DATA_DIR`),
    );
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    let upstream: net.Socket | null = null;
    const end = () => {
      client.destroy();
      upstream?.destroy();
      open.delete(client);
      if (upstream) open.delete(upstream);
    };
    client.on("error", end);
    client.on("close", end);
    // The socket lives in a folder the sandboxed app can write: never connect through a link it may have put
    // there (it could point at a socket of the host). Checked before and after connecting; bytes flow only then.
    const before = fs.lstatSync(socketPath, { throwIfNoEntry: false });
    if (!before?.isSocket()) return end();
    const inner = net.connect(socketPath);
    upstream = inner;
    open.add(inner);
    inner.on("error", end);
    inner.on("close", end);
    inner.once("connect", () => {
      const after = fs.lstatSync(socketPath, { throwIfNoEntry: false });
      if (!after?.isSocket() || after.ino !== before.ino || after.dev !== before.dev) return end();
      client.pipe(inner);
      inner.pipe(client);
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", (error) => (isAddressBusy(error) ? resolve(null) : reject(error)));
    server.listen({ port, host, exclusive: true }, () => {
      server.removeAllListeners("error");
      server.on("error", () => {}); // after listening, errors belong to single connections
      resolve({
        host,
        port,
        connections: () => open.size,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of open) socket.destroy();
            open.clear();
            server.close(() => done());
          }),
      });
    });
  });
}
