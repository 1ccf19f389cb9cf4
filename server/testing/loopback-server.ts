import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** A request as the loopback servers of the tests see it: the method, the path without its query, the raw body. */
export interface LoopbackRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
}

/**
 * An HTTP server on 127.0.0.1 for the tests' stand-ins (the fake and the relay model servers): it reads each body
 * whole before `handle` sees it, and `close` ends open connections too, so no test waits on a kept-alive socket.
 */
export async function startLoopbackServer(
  handle: (request: LoopbackRequest, res: http.ServerResponse) => void,
  port = 0,
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () =>
      handle(
        { method: req.method ?? "GET", path: (req.url ?? "").split("?")[0] ?? "", headers: req.headers, raw },
        res,
      ),
    );
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
