import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processStart, reapOrphans } from "./orphans";

/**
 * A product process killed with SIGKILL cannot stop what it started. Here a stand-in for the product (a Node
 * process running the real sandbox module, without bubblewrap, opted in) starts a run that starts a child of its
 * own; the stand-in is killed with SIGKILL; the next start's reapOrphans must end what is left, and only that.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-orphans-"));
const registry = path.join(root, "run", "sandboxes");
const appDir = path.join(root, "apps", "1");
const started: ChildProcess[] = [];

beforeAll(() => {
  fs.mkdirSync(appDir, { recursive: true });
  fs.writeFileSync(
    path.join(root, "product.ts"),
    `import { setProcessRegistry } from ${JSON.stringify(path.resolve("server/runtime/orphans.ts"))};
import { setUnsandboxedAllowed, startSandboxed } from ${JSON.stringify(path.resolve("server/runtime/sandbox.ts"))};
const [registry, appDir] = process.argv.slice(2);
const mark = process.env.RUN_MARK ?? "";
setProcessRegistry(registry);
setUnsandboxedAllowed(true);
const run = startSandboxed({
  argv: [process.execPath, "-e", 'require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", process.argv[1]], { stdio: "ignore" }); setInterval(() => {}, 1000);', mark],
  appDir,
  mechanism: "process-limits",
  allowUnsandboxed: true, // a stand-in for the product's own process, also as root
  limits: { timeoutMs: null },
});
console.log("STARTED " + run.pid);
setInterval(() => {}, 1000);
`,
  );
});

afterAll(() => {
  for (const child of started) if (child.pid) kill(child.pid);
  fs.rmSync(root, { recursive: true, force: true });
});

function kill(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // gone
  }
}

/** Host processes whose command line holds the marker (zombies have an empty one). */
function processesWith(mark: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(mark)) found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe("reapOrphans", () => {
  it(
    "ends what a product killed with SIGKILL left running, at the next start",
    { timeout: 30_000 },
    async () => {
      const mark = `orphan-${crypto.randomUUID()}`;
      const product = spawn(
        process.execPath,
        ["--import", "tsx", path.join(root, "product.ts"), registry, appDir],
        // The marker goes by environment, so that only the run's processes carry it in their command line.
        { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, RUN_MARK: mark } },
      );
      started.push(product);
      let output = "";
      product.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      // The run and the child it started are both up, and the run is on record.
      expect(await until(() => processesWith(mark).length === 2 && /STARTED \d+/.test(output), 15_000)).toBe(
        true,
      );
      expect(fs.readdirSync(registry)).toHaveLength(1);

      product.kill("SIGKILL");
      await new Promise((resolve) => product.once("exit", resolve));
      // The run itself dies with the product (parent-death signal); the child it started does not.
      expect(await until(() => processesWith(mark).length === 1, 5_000)).toBe(true);

      const reaped = reapOrphans(registry);
      expect(reaped).toEqual({ ended: 1, runs: 1 });
      expect(await until(() => processesWith(mark).length === 0, 5_000)).toBe(true);
      expect(fs.readdirSync(registry)).toEqual([]);
    },
  );

  it("leaves alone the runs of a product process that still lives, and a reused PID", async () => {
    const sleeper = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
      detached: true,
      stdio: "ignore",
    });
    started.push(sleeper);
    const pid = sleeper.pid as number;
    await until(() => processStart(pid) !== null, 2_000);
    const start = processStart(pid) as number;
    const own = processStart(process.pid) as number;
    fs.mkdirSync(registry, { recursive: true });
    // A run of this (living) process, and a record of a dead product whose PID now belongs to a newer process.
    fs.writeFileSync(
      path.join(registry, "live.json"),
      JSON.stringify({ pid, start, owner: process.pid, ownerStart: own }),
    );
    fs.writeFileSync(
      path.join(registry, "reused.json"),
      JSON.stringify({ pid, start: start + 1_000_000, owner: process.pid, ownerStart: own + 1 }),
    );
    expect(reapOrphans(registry)).toEqual({ ended: 0, runs: 0 });
    expect(processStart(pid)).toBe(start);
    expect(fs.readdirSync(registry)).toEqual(["live.json"]);
    kill(pid);
  });
});
