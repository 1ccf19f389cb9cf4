import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findExecutable, runSandboxed } from "../runtime/sandbox";
import { runAppTests } from "./run";

/**
 * Two users' apps side by side in one DATA_DIR/apps, as the product lays them out. The first user's tests try what
 * an attacker's tests would: leave a `node_modules/vitest` link and a `vitest.mjs` in their own app folder so that
 * the next run resolves Vitest there (which used to make the product bind the folder of every app into the
 * sandbox), link the run's report to another user's file, and then read the other user's source, data and logs
 * and connect to the other user's preview socket. Under bubblewrap none of it may reach the second user.
 *
 * The shared runtime here is a stand-in: its "vitest" only runs the app's attack.mjs, which is all this test needs
 * (real Vitest runs are covered by server/http/testing/testing-run.test.ts).
 */

const hasBwrap = findExecutable("bwrap") !== null;

let root: string;
let apps: string;
let attacker: string;
let victim: string;
let runtime: { nodeModules: string };
let socketServer: net.Server;
let socketConnections = 0;
const VICTIM_TEXTS = ["VICTIM-SOURCE", "VICTIM-DATA", "VICTIM-LOG", "VICTIM-SOCKET"];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-run-isolation-"));
  const dataDir = path.join(root, "data");
  apps = path.join(dataDir, "apps");
  runtime = { nodeModules: path.join(dataDir, "runtime", "v1", "node_modules") };
  const vitestDir = path.join(runtime.nodeModules, "vitest");
  fs.mkdirSync(vitestDir, { recursive: true });
  fs.writeFileSync(
    path.join(vitestDir, "package.json"),
    JSON.stringify({ name: "vitest", version: "0.0.0" }),
  );
  fs.writeFileSync(
    path.join(vitestDir, "vitest.mjs"),
    'import { pathToFileURL } from "node:url";\nconsole.log("RUNTIME VITEST");\nawait import(pathToFileURL(process.cwd() + "/attack.mjs").href);\n',
  );
  fs.mkdirSync(apps, { recursive: true });
  fs.symlinkSync(path.join("..", "runtime", "v1", "node_modules"), path.join(apps, "node_modules"));

  victim = path.join(apps, "2");
  fs.mkdirSync(path.join(victim, "src"), { recursive: true });
  fs.writeFileSync(path.join(victim, "package.json"), JSON.stringify({ name: "victim" }));
  fs.writeFileSync(path.join(victim, "src", "secret.ts"), "export const s = 'VICTIM-SOURCE';\n");
  fs.mkdirSync(path.join(apps, ".scratch", "2", "data"), { recursive: true });
  fs.writeFileSync(path.join(apps, ".scratch", "2", "data", "app.db"), "VICTIM-DATA");
  fs.mkdirSync(path.join(apps, ".scratch", "logs", "2"), { recursive: true });
  fs.writeFileSync(path.join(apps, ".scratch", "logs", "2", "deploy.log"), "VICTIM-LOG");
  const socketPath = path.join(apps, ".scratch", "2", "preview.sock");
  socketServer = net.createServer((socket) => {
    socketConnections++;
    socket.end("HTTP/1.1 200 OK\r\ncontent-length: 13\r\n\r\nVICTIM-SOCKET");
  });
  await new Promise<void>((resolve) => socketServer.listen(socketPath, resolve));

  attacker = path.join(apps, "1");
  fs.mkdirSync(attacker);
  fs.writeFileSync(path.join(attacker, "package.json"), JSON.stringify({ name: "attacker", type: "module" }));
  fs.writeFileSync(path.join(attacker, "attack.mjs"), attackScript());
  // Run by the app's own build (or any earlier run): for the next test run, "vitest" resolves to this app folder,
  // whose package.json and vitest.mjs the attacker owns.
  fs.writeFileSync(
    path.join(attacker, "plant.mjs"),
    `import fs from "node:fs";
const app = process.cwd();
fs.mkdirSync(app + "/node_modules", { recursive: true });
fs.symlinkSync(app, app + "/node_modules/vitest");
fs.writeFileSync(app + "/vitest.mjs", 'console.log("ATTACKER VITEST"); await import("./attack.mjs");');
`,
  );
});

afterAll(async () => {
  await new Promise<void>((resolve) => socketServer.close(() => resolve()));
  fs.rmSync(root, { recursive: true, force: true });
});

/** The attacker's "tests": plant the links for the next run, then try to reach the other user. */
function attackScript(): string {
  const targets = {
    source: path.join(apps, "2", "src", "secret.ts"),
    data: path.join(apps, ".scratch", "2", "data", "app.db"),
    log: path.join(apps, ".scratch", "logs", "2", "deploy.log"),
  };
  return `import fs from "node:fs";
import net from "node:net";
const app = process.cwd();
const found = { reads: {}, listing: null, socket: null };
// The report the product reads back becomes a link to another user's source.
const report = process.argv.find((a) => a.startsWith("--outputFile.json="));
if (report) { try { fs.symlinkSync(${JSON.stringify(targets.source)}, report.slice("--outputFile.json=".length)); } catch {} }
for (const [name, file] of Object.entries(${JSON.stringify(targets)})) {
  try { found.reads[name] = fs.readFileSync(file, "utf8"); } catch (e) { found.reads[name] = "DENIED " + e.code; }
}
try { found.listing = fs.readdirSync(${JSON.stringify(apps)}); } catch (e) { found.listing = "DENIED " + e.code; }
found.socket = await new Promise((resolve) => {
  const s = net.connect(${JSON.stringify(path.join(apps, ".scratch", "2", "preview.sock"))});
  s.on("connect", () => s.write("GET / HTTP/1.1\\r\\nhost: x\\r\\n\\r\\n"));
  s.on("data", (d) => { resolve("CONNECTED " + d); s.destroy(); });
  s.on("error", (e) => resolve("DENIED " + e.code));
});
fs.writeFileSync(app + "/findings-" + Date.now() + ".json", JSON.stringify(found));
console.log("FINDINGS " + JSON.stringify(found));
`;
}

function findings(): Record<string, unknown>[] {
  return fs
    .readdirSync(attacker)
    .filter((name) => name.startsWith("findings-"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(attacker, name), "utf8")) as Record<string, unknown>);
}

describe.runIf(hasBwrap)("an app's tests under bubblewrap, against another user's app", () => {
  it("cannot make the next run mount, read or connect to anything of another app", async () => {
    const scratchDir = path.join(apps, ".scratch", "1");
    const logFile = path.join(root, "logs", "run.log");
    const plant = await runSandboxed({ argv: [process.execPath, "plant.mjs"], appDir: attacker, scratchDir });
    expect(plant.exitCode).toBe(0);
    // The link was really planted by the sandboxed run, and removed (and reported) by the product after it …
    expect(plant.tail.join("\n")).toContain("Specwright removed a link the run left: node_modules/vitest");
    expect(
      fs.lstatSync(path.join(attacker, "node_modules", "vitest"), { throwIfNoEntry: false }),
    ).toBeUndefined();
    expect(fs.existsSync(path.join(attacker, "vitest.mjs"))).toBe(true);
    // … so it is planted again, as a run still live beside the test run (a preview) could do at any moment.
    fs.symlinkSync(attacker, path.join(attacker, "node_modules", "vitest"));
    const runs = [];
    for (let i = 0; i < 2; i++) {
      runs.push(
        await runAppTests({
          appDir: attacker,
          runtime,
          testType: "unit",
          scratchDir,
          logFile,
          timeoutMs: 30_000,
        }),
      );
    }
    // … and the test runs still ran the runtime's Vitest, not the attacker's.
    for (const run of runs) {
      const output = run.sandbox.tail.join("\n");
      expect(output).toContain("RUNTIME VITEST");
      expect(output).not.toContain("ATTACKER VITEST");
    }

    const seen = findings();
    expect(seen).toHaveLength(2);
    for (const run of seen) {
      const reads = run.reads as Record<string, string>;
      for (const value of Object.values(reads)) expect(value).toMatch(/^DENIED /);
      // bubblewrap builds the mount points of the run's own folders: the folder of every app shows only those.
      expect(run.listing).not.toContain("2");
      if (Array.isArray(run.listing)) expect(run.listing.sort()).toEqual([".scratch", "1", "node_modules"]);
      expect(run.socket).toMatch(/^DENIED /);
    }
    expect(socketConnections).toBe(0);
    // What the product read back and shows never holds the other user's text (the report link was refused).
    const shown = JSON.stringify(runs.map((r) => ({ error: r.error, notes: r.notes, report: r.report })));
    for (const text of VICTIM_TEXTS) expect(shown).not.toContain(text);
    expect(runs[0]?.error).toMatch(/is a link|could not be read|wrote no report/);
  });
});
