import fs from "node:fs";
import path from "node:path";

/**
 * The inside half of the preview relay (relay.ts is the outside half). Under bubblewrap the app has its own network
 * namespace, so nothing outside can reach its port; this small program, run by node inside the same sandbox, starts
 * the app on 127.0.0.1:<inner port> and serves a Unix socket in the scratch folder (bound into the sandbox, so the
 * product can connect to it) that forwards each connection to the app. It exits with the app's exit status, and
 * passes SIGTERM/SIGINT on so the app can close its database cleanly.
 *
 * argv: <socket path> <inner port> -- <program> [args...]
 */
export const LAUNCHER_SOURCE = String.raw`"use strict";
const { spawn } = require("node:child_process");
const fs = require("node:fs");
const net = require("node:net");

const [socketPath, innerPort, separator, program, ...args] = process.argv.slice(2);
if (!socketPath || !innerPort || separator !== "--" || !program) {
  console.error("launcher: usage: <socket> <port> -- <program> [args...]");
  process.exit(2);
}

const app = spawn(program, args, { stdio: ["ignore", "inherit", "inherit"] });
app.on("error", (error) => {
  console.error("launcher: could not start the app: " + error.message);
  process.exit(127);
});

const server = net.createServer((client) => {
  const upstream = net.connect(Number(innerPort), "127.0.0.1");
  const end = () => { client.destroy(); upstream.destroy(); };
  client.on("error", end);
  upstream.on("error", end);
  client.on("close", end);
  upstream.on("close", end);
  client.pipe(upstream);
  upstream.pipe(client);
});
try { fs.unlinkSync(socketPath); } catch {}
server.listen(socketPath);
server.on("error", (error) => {
  console.error("launcher: the relay socket failed: " + error.message);
  app.kill("SIGKILL");
});

for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => app.kill(signal));
app.on("exit", (code, signal) => {
  server.close();
  try { fs.unlinkSync(socketPath); } catch {}
  process.exit(code === null ? 128 + (require("node:os").constants.signals[signal] || 9) : code);
});
`;

export const LAUNCHER_FILE = "preview-launcher.cjs";

/**
 * Writes the launcher into `dir` (a folder of the product's that no sandbox can write; the sandbox gets the file
 * bound read-only) and returns its path. Rewritten at every start, so an update of the product takes effect.
 */
export function writeLauncher(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, LAUNCHER_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.rmSync(temporary, { force: true });
  fs.writeFileSync(temporary, LAUNCHER_SOURCE, { mode: 0o644, flag: "wx" });
  fs.renameSync(temporary, target);
  return target;
}
