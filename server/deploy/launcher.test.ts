import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../codegen/testing/check-app";
import { writeLauncher } from "./launcher";

/**
 * The inside half of the relay, run here without a sandbox: it starts the app, serves the Unix socket that
 * forwards to the app's port, passes SIGTERM on and exits with the app's status.
 */
const APP = `
const server = require("node:http").createServer((req, res) => res.end("app says " + req.url));
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(7)));
`;

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function getThroughSocket(socketPath: string, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath, path: url }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

describe("the preview launcher", () => {
  it("serves the app on a Unix socket, forwards SIGTERM and exits with the app's status", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sw-launcher-"));
    const launcher = writeLauncher(path.join(dir, "launcher"));
    const appFile = path.join(dir, "app.cjs");
    fs.writeFileSync(appFile, APP);
    const socketPath = path.join(dir, "preview.sock");
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [launcher, socketPath, String(port), "--", process.execPath, appFile],
      { env: { PATH: process.env.PATH ?? "", PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      await new Promise<void>((resolve) => child.stdout.on("data", () => resolve()));
      let body = "";
      for (let i = 0; i < 50 && !body; i++) {
        body = await getThroughSocket(socketPath, "/books").catch(() => "");
        if (!body) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(body).toBe("app says /books");
      child.kill("SIGTERM");
      expect(await exited).toBe(7);
      expect(fs.existsSync(socketPath)).toBe(false);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("refuses to run without its arguments", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sw-launcher-"));
    const launcher = writeLauncher(dir);
    const child = spawn(process.execPath, [launcher, "only-a-socket"], { stdio: "ignore" });
    expect(await new Promise((resolve) => child.on("exit", resolve))).toBe(2);
  });
});
