import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productRunsAsRoot } from "./host-user";
import { detectIsolation, type IsolationReport } from "./isolation";
import {
  codeExecutionRefusal,
  findExecutable,
  isUnsandboxedAllowed,
  planRun,
  ROOT_UNSANDBOXED_REFUSAL,
  runSandboxed,
  setUnsandboxedAllowed,
  startSandboxed,
  UNSANDBOXED_REFUSAL,
  type SandboxMechanism,
  type SandboxOptions,
  type SandboxResult,
} from "./sandbox";

/**
 * Sandbox canaries. Every test runs under both mechanisms this host has: "process-limits" always, "bubblewrap"
 * when `bwrap` is installed (Debian: apt-get install bubblewrap). Where a canary is not contained by a mechanism,
 * the test asserts that the isolation report says so. Each run carries a unique marker in its argv; afterwards no
 * process with that marker may exist, and the run's PID and process group must be gone.
 */

const hasBwrap = findExecutable("bwrap") !== null;
const mechanisms: SandboxMechanism[] = hasBwrap ? ["process-limits", "bubblewrap"] : ["process-limits"];

let root: string;
let dataDir: string;
let appDir: string;
let productData: string;
let server: net.Server;
let serverPort: number;
let connections = 0;
const policyBefore = isUnsandboxedAllowed();

beforeAll(async () => {
  // The canaries of "process-limits" run as an operator who opted in (ALLOW_UNSANDBOXED_CODE=true); the refusal
  // without the opt-in has its own tests below.
  setUnsandboxedAllowed(true);
  root = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-sandbox-test-"));
  dataDir = path.join(root, "data");
  // DATA_DIR/runtime/<version>/node_modules with a fake ESM package; DATA_DIR/apps/node_modules links to it.
  const runtimeModules = path.join(dataDir, "runtime", "v1", "node_modules");
  const pkg = path.join(runtimeModules, "fake-pkg");
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(
    path.join(pkg, "package.json"),
    JSON.stringify({ name: "fake-pkg", version: "1.0.0", type: "module", exports: "./index.js" }),
  );
  fs.writeFileSync(path.join(pkg, "index.js"), 'export const hello = () => "hello from fake-pkg";\n');
  fs.mkdirSync(path.join(dataDir, "apps"), { recursive: true });
  fs.symlinkSync(
    path.join("..", "runtime", "v1", "node_modules"),
    path.join(dataDir, "apps", "node_modules"),
  );
  appDir = path.join(dataDir, "apps", "7");
  fs.mkdirSync(appDir);
  fs.writeFileSync(path.join(appDir, "package.json"), JSON.stringify({ name: "app7", type: "module" }));
  fs.writeFileSync(
    path.join(appDir, "main.js"),
    'import { hello } from "fake-pkg";\nconsole.log(hello());\n',
  );
  // Things a generated app must never reach: another app, the product's data and its session secret.
  fs.mkdirSync(path.join(dataDir, "apps", "8"));
  fs.writeFileSync(path.join(dataDir, "apps", "8", "private.txt"), "other app");
  productData = path.join(dataDir, "product");
  fs.mkdirSync(productData);
  fs.writeFileSync(path.join(productData, "session-secret"), "TOP-SECRET-SESSION");

  process.env.SECRET_CANARY = "must-not-leak";
  server = net.createServer((socket) => {
    connections++;
    socket.end("hello");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverPort = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  setUnsandboxedAllowed(policyBefore);
  delete process.env.SECRET_CANARY;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(root, { recursive: true, force: true });
});

function marker(): string {
  return `canary-${crypto.randomUUID()}`;
}

/** Host processes whose command line holds the marker (zombies have an empty one and do not count). */
function processesWith(mark: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(mark)) found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

function alive(target: number): boolean {
  try {
    process.kill(target, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Runs, then checks that nothing of the run is left: by marker, by PID and by process group. */
async function run(
  mechanism: SandboxMechanism,
  script: string,
  mark: string,
  options: Partial<SandboxOptions> = {},
): Promise<SandboxResult> {
  const started = startSandboxed({
    argv: [process.execPath, "-e", script, mark],
    appDir,
    mechanism,
    // The process-limits canaries measure the mechanism itself, as the product's own probes do; as root generated
    // code never runs that way (its own tests below).
    ...(mechanism === "process-limits" ? { allowUnsandboxed: true } : {}),
    ...options,
    limits: { timeoutMs: 20_000, ...options.limits },
  });
  const result = await started.done;
  await expectNothingLeft(mark, started.pid);
  return result;
}

async function expectNothingLeft(mark: string, pid: number | undefined): Promise<void> {
  expect(pid).toBeTypeOf("number");
  // SIGKILLed processes may stay zombies for a moment until their new parent reaps them.
  const deadline = Date.now() + 3000;
  const gone = () => processesWith(mark).length === 0 && !alive(pid as number) && !alive(-(pid as number));
  while (!gone() && Date.now() < deadline) await sleep(50);
  expect(processesWith(mark)).toEqual([]);
  expect(alive(pid as number)).toBe(false);
  expect(alive(-(pid as number))).toBe(false);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const reports = new Map<SandboxMechanism, Promise<IsolationReport>>();
function reportFor(mechanism: SandboxMechanism): Promise<IsolationReport> {
  if (!reports.has(mechanism)) reports.set(mechanism, detectIsolation({ only: mechanism }));
  return reports.get(mechanism) as Promise<IsolationReport>;
}

describe("detectIsolation", () => {
  it("reports what this host really supports, with a one-line summary", async () => {
    const report = await detectIsolation({ fresh: true });
    expect(report.summary).toMatch(/^Generated apps run /);
    expect(report.limits.length).toBeGreaterThan(0);
    if (hasBwrap) {
      expect(report.mechanism).toBe("bubblewrap");
      // A root product's runs drop to a user of their own instead of a user namespace (host-user.ts).
      if (productRunsAsRoot()) expect(report.hostUser).toMatchObject({ name: "specwright-sandbox" });
      expect(report.namespaces).toEqual(
        expect.arrayContaining([...(productRunsAsRoot() ? [] : ["user"]), "pid", "ipc", "uts", "net", "mnt"]),
      );
      expect(report.network).toBe("none");
      expect(report.filesystem).toBe("app-only");
      expect(report.unprivilegedUser).toBe(true);
      expect(report.summary).toContain("bubblewrap");
    } else {
      expect(report.mechanism).toBe("process-limits");
      expect(report.summary).toContain("WITHOUT sandbox isolation");
      expect(report.summary).toContain("ALLOW_UNSANDBOXED_CODE=true");
    }
    expect(report.runsGeneratedCode).toBe(true);
  });

  it("says that generated code does not run when there is no sandbox and no opt-in", async () => {
    setUnsandboxedAllowed(false);
    try {
      const report = await detectIsolation({ only: "process-limits" });
      expect(report.runsGeneratedCode).toBe(false);
      expect(report.summary).toMatch(/^Generated code does not run on this server/);
      expect(report.summary).toContain("apt-get install bubblewrap");
    } finally {
      setUnsandboxedAllowed(true);
    }
  });

  it("reports process limits honestly as not containing files or network", async () => {
    const report = await reportFor("process-limits");
    expect(report).toMatchObject({
      mechanism: "process-limits",
      namespaces: [],
      network: "host",
      filesystem: "host",
    });
    expect(report.notes.join(" ")).toMatch(/can read and write the product's files/);
  });
});

describe.each(mechanisms)("runSandboxed under %s", (mechanism) => {
  it("returns the exit code and the output, logs each line and keeps a tail", async () => {
    const mark = marker();
    const logFile = path.join(root, "logs", `${mark}.log`);
    const lines: string[] = [];
    const result = await run(
      mechanism,
      'console.log("one"); console.error("two"); process.stdout.write("three"); process.exitCode = 3',
      mark,
      { logFile, onLine: (line) => lines.push(line) },
    );
    expect(result).toMatchObject({ exitCode: 3, signal: null, timedOut: false, limit: null, mechanism });
    expect(result.tail).toEqual(expect.arrayContaining(["one", "two", "three"]));
    expect(lines).toEqual(expect.arrayContaining(["one", "two", "three"]));
    const log = fs.readFileSync(logFile, "utf8");
    expect(log).toContain("one\n");
    expect(log).toContain("three\n");
    expect(log).toMatch(/# Finished with exit code 3/);
  });

  it("gives a clean environment: no product variables, HOME and TMPDIR in scratch, install scripts off", async () => {
    const result = await run(mechanism, "console.log(JSON.stringify(process.env))", marker(), {
      env: { PORT: "4100" },
    });
    const env = JSON.parse(result.tail[0] ?? "{}") as Record<string, string>;
    expect(env.SECRET_CANARY).toBeUndefined();
    expect(Object.keys(env).sort()).toEqual(
      [
        "HOME",
        "NODE_OPTIONS",
        "PATH",
        "PORT",
        ...(mechanism === "bubblewrap" ? ["PWD"] : []), // bwrap's --chdir sets it
        "TMPDIR",
        "npm_config_audit",
        "npm_config_fund",
        "npm_config_ignore_scripts",
        "npm_config_update_notifier",
      ].sort(),
    );
    expect(env.npm_config_ignore_scripts).toBe("true");
    expect(env.NODE_OPTIONS).toContain("--disable-wasm-trap-handler");
    // The scratch folder beside the app: the output names it relative to the app folder, never by the host's path.
    expect(env.HOME).toBe("../.scratch/7/home");
    expect(env.TMPDIR).toBe("../.scratch/7/tmp");
    expect(result.tail.join("\n")).not.toContain(dataDir);
  });

  it("runs node --version and an ESM script importing from the shared node_modules link", async () => {
    const optIn = mechanism === "process-limits" ? { allowUnsandboxed: true } : {};
    const version = await runSandboxed({ argv: ["node", "--version"], appDir, mechanism, ...optIn });
    expect(version.exitCode).toBe(0);
    expect(version.tail).toEqual([process.version]);
    const esm = await runSandboxed({ argv: ["node", "main.js"], appDir, mechanism, ...optIn });
    expect(esm.tail).toEqual(["hello from fake-pkg"]);
    expect(esm.exitCode).toBe(0);
  });

  it("reading the product's data, its secret or another app: contained only by bubblewrap", async () => {
    const script = `const fs = require("fs");
      for (const f of ${JSON.stringify([
        path.join(productData, "session-secret"),
        path.join(dataDir, "apps", "8", "private.txt"),
      ])}) { try { console.log("READ " + fs.readFileSync(f, "utf8")); } catch (e) { console.log("DENIED " + e.code); } }`;
    const result = await run(mechanism, script, marker());
    const text = result.tail.join("\n");
    if (mechanism === "bubblewrap") {
      expect(text).not.toContain("TOP-SECRET-SESSION");
      expect(text).not.toContain("other app");
      expect(result.tail.filter((l) => l.startsWith("DENIED"))).toHaveLength(2);
    } else {
      expect(text).toContain("TOP-SECRET-SESSION"); // not contained by this mechanism …
      expect((await reportFor(mechanism)).filesystem).toBe("host"); // … and the report says so
    }
  });

  it("writing outside the app folder: contained only by bubblewrap", async () => {
    const mark = marker();
    const targets = [
      path.join(productData, `${mark}.txt`),
      path.join(os.tmpdir(), `${mark}.txt`),
      path.join(dataDir, "runtime", "v1", "node_modules", "fake-pkg", "index.js"),
    ];
    const script = `const fs = require("fs");
      for (const f of ${JSON.stringify(targets.slice(0, 2))}) {
        try { fs.writeFileSync(f, "x"); console.log("WROTE"); } catch (e) { console.log("DENIED " + e.code); } }
      try { fs.appendFileSync(${JSON.stringify(targets[2])}, "//x"); console.log("WROTE"); }
      catch (e) { console.log("DENIED " + e.code); }
      fs.writeFileSync("inside.txt", "ok"); console.log("INSIDE OK");`;
    const before = fs.readFileSync(targets[2] as string, "utf8");
    const result = await run(mechanism, script, mark);
    expect(result.tail).toContain("INSIDE OK");
    expect(fs.readFileSync(path.join(appDir, "inside.txt"), "utf8")).toBe("ok");
    if (mechanism === "bubblewrap") {
      expect(fs.existsSync(targets[0] as string)).toBe(false);
      expect(fs.existsSync(targets[1] as string)).toBe(false);
      expect(fs.readFileSync(targets[2] as string, "utf8")).toBe(before); // shared node_modules is read-only
      // The product's folder does not exist inside; the shared dependencies are read-only (and, for a root
      // product's runs, not the sandbox user's); /tmp is the sandbox's own empty tmpfs, so that write succeeds but
      // never reaches the host's /tmp.
      expect(result.tail).toEqual([
        "DENIED ENOENT",
        "WROTE",
        productRunsAsRoot() ? "DENIED EACCES" : "DENIED EROFS",
        "INSIDE OK",
      ]);
    } else {
      expect(fs.existsSync(targets[0] as string)).toBe(true);
      expect((await reportFor(mechanism)).filesystem).toBe("host");
      fs.writeFileSync(targets[2] as string, before);
      for (const t of targets.slice(0, 2)) fs.rmSync(t, { force: true });
    }
  });

  it("connecting to a loopback server of the host: contained only by bubblewrap", async () => {
    const before = connections;
    const script = `const s = require("net").connect(${serverPort}, "127.0.0.1");
      s.on("data", (d) => { console.log("CONNECTED " + d); s.destroy(); });
      s.on("error", (e) => console.log("REFUSED " + e.code));`;
    const result = await run(mechanism, script, marker());
    if (mechanism === "bubblewrap") {
      expect(result.tail.join("\n")).toMatch(/REFUSED (ECONNREFUSED|ENETUNREACH)/);
      expect(connections).toBe(before);
    } else {
      expect(result.tail.join("\n")).toContain("CONNECTED hello");
      expect((await reportFor(mechanism)).network).toBe("host");
    }
  });

  it("stops a fork bomb at the process limit and leaves nothing running", async () => {
    const bomb = path.join(appDir, "bomb.cjs");
    fs.writeFileSync(
      bomb,
      `const { spawn } = require("child_process");
       setInterval(() => { try { spawn(process.execPath, [__filename, process.argv[2]], { stdio: "ignore" }); } catch {} }, 50);`,
    );
    const mark = marker();
    const started = startSandboxed({
      argv: [process.execPath, bomb, mark],
      appDir,
      mechanism,
      ...(mechanism === "process-limits" ? { allowUnsandboxed: true } : {}),
      limits: { timeoutMs: 15_000, maxProcesses: 20 },
    });
    const result = await started.done;
    await expectNothingLeft(mark, started.pid);
    expect(["processes", "time"]).toContain(result.limit);
    expect(result.exitCode).toBeNull();
    expect(result.durationMs).toBeLessThan(16_000);
  });

  it("fails clearly when memory runs out (address-space limit)", async () => {
    const result = await run(
      mechanism,
      "const a = []; for (;;) a.push(Buffer.alloc(64 * 1024 * 1024, 1));",
      marker(),
      { limits: { addressSpaceMb: 1024, totalMemoryMb: null } },
    );
    expect(result.limit).toBe("memory");
    expect(result.exitCode).not.toBe(0);
    expect(result.summary).toMatch(/Ran out of memory \(limit 1024 MB/);
  });

  it("kills a tree using too much memory together (watchdog)", async () => {
    const result = await run(
      mechanism,
      "const a = []; const t = setInterval(() => { a.push(Buffer.alloc(32 * 1024 * 1024, 1)); if (a.length > 60) clearInterval(t); }, 20); setInterval(() => {}, 1000);",
      marker(),
      { limits: { addressSpaceMb: null, totalMemoryMb: 300 } },
    );
    expect(result.limit).toBe("memory");
    expect(result.signal).toBe("SIGKILL");
    expect(result.summary).toMatch(/more than 300 MB/);
  });

  it("kills at the time limit with timedOut, including children", async () => {
    const mark = marker();
    const script = `require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", process.argv[1]], { stdio: "ignore" });
      setInterval(() => {}, 1000);`;
    const result = await run(mechanism, script, mark, { limits: { timeoutMs: 1000 } });
    expect(result).toMatchObject({ timedOut: true, limit: "time", exitCode: null, signal: "SIGKILL" });
    expect(result.durationMs).toBeGreaterThanOrEqual(950);
    expect(result.durationMs).toBeLessThan(5000);
  });

  it("stop() ends a long-running process and everything it started", async () => {
    const mark = marker();
    const lines: string[] = [];
    const started = startSandboxed({
      argv: [
        process.execPath,
        "-e",
        `require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", process.argv[1]], { stdio: "ignore" });
         console.log("ready"); setInterval(() => {}, 1000);`,
        mark,
      ],
      appDir,
      mechanism,
      ...(mechanism === "process-limits" ? { allowUnsandboxed: true } : {}),
      limits: { timeoutMs: null },
      onLine: (line) => lines.push(line),
    });
    const deadline = Date.now() + 10_000;
    while (!lines.includes("ready") && Date.now() < deadline) await sleep(20);
    expect(lines).toContain("ready");
    const result = await started.stop();
    expect(result).toMatchObject({ limit: "stopped", timedOut: false });
    await expectNothingLeft(mark, started.pid);
  });
});

describe("without bubblewrap and without the operator's opt-in", () => {
  it("refuses to run generated code and says how to fix it; nothing starts", async () => {
    setUnsandboxedAllowed(false);
    try {
      const mark = marker();
      const logFile = path.join(root, "logs", `${mark}.log`);
      const target = path.join(productData, `${mark}.txt`);
      const started = startSandboxed({
        argv: [process.execPath, "-e", `require("fs").writeFileSync(${JSON.stringify(target)}, "x")`, mark],
        appDir,
        mechanism: "process-limits",
        logFile,
      });
      const result = await started.done;
      expect(started.pid).toBeUndefined();
      expect(result).toMatchObject({ started: false, exitCode: null, summary: UNSANDBOXED_REFUSAL });
      expect(result.summary).toMatch(/apt-get install bubblewrap.*ALLOW_UNSANDBOXED_CODE=true/);
      expect(fs.existsSync(target)).toBe(false);
      expect(processesWith(mark)).toEqual([]);
      expect(fs.readFileSync(logFile, "utf8")).toContain(`ERROR ${UNSANDBOXED_REFUSAL}`);
      expect(codeExecutionRefusal("process-limits")).toBe(UNSANDBOXED_REFUSAL);
      if (hasBwrap) expect(codeExecutionRefusal("bubblewrap")).toBeNull();
    } finally {
      setUnsandboxedAllowed(true);
    }
  });

  it.skipIf(productRunsAsRoot())("runs it when the operator opted in (as an unprivileged user)", async () => {
    const result = await runSandboxed({
      argv: ["node", "-e", "console.log(1)"],
      appDir,
      mechanism: "process-limits",
    });
    expect(result).toMatchObject({ started: true, exitCode: 0, tail: ["1"] });
    expect(codeExecutionRefusal("process-limits")).toBeNull();
  });

  it.runIf(productRunsAsRoot())("never runs it as root, even opted in, and says how to fix it", async () => {
    const mark = marker();
    const target = path.join(productData, `${mark}.txt`);
    const result = await runSandboxed({
      argv: [process.execPath, "-e", `require("fs").writeFileSync(${JSON.stringify(target)}, "x")`, mark],
      appDir,
      mechanism: "process-limits",
    });
    expect(result).toMatchObject({ started: false, exitCode: null, summary: ROOT_UNSANDBOXED_REFUSAL });
    expect(result.summary).toMatch(/install bubblewrap.*unprivileged user/);
    expect(fs.existsSync(target)).toBe(false);
    expect(codeExecutionRefusal("process-limits")).toBe(ROOT_UNSANDBOXED_REFUSAL);
  });
});

describe("planRun", () => {
  it("refuses a working directory outside the app folder and an empty argv", () => {
    expect(() => planRun({ argv: ["node"], appDir, cwd: ".." })).toThrow(/outside the app folder/);
    expect(() => planRun({ argv: [], appDir })).toThrow(/empty argv/);
  });

  it.runIf(hasBwrap)("binds only system folders, the shared dependencies, the app and its scratch", () => {
    const plan = planRun({ argv: ["node", "-v"], appDir, mechanism: "bubblewrap" });
    const args = plan.args.join(" ");
    expect(args).toContain(`--bind ${appDir} ${appDir}`);
    expect(args).toContain("--unshare-net");
    expect(args).toContain("--die-with-parent");
    expect(args).not.toContain(productData);
    expect(args).not.toMatch(new RegExp(`--bind ${dataDir} `));
    expect(args).toContain(
      `--symlink ../runtime/v1/node_modules ${path.join(dataDir, "apps", "node_modules")}`,
    );
    const host = planRun({ argv: ["node", "-v"], appDir, mechanism: "bubblewrap", network: "host" });
    expect(host.args).not.toContain("--unshare-net");
  });

  it.runIf(hasBwrap)("refuses to bind a folder that holds the app (every app, DATA_DIR, /)", () => {
    for (const folder of [path.join(dataDir, "apps"), dataDir, "/"])
      for (const option of ["readOnlyPaths", "writablePaths"] as const)
        expect(() =>
          planRun({ argv: ["node", "-v"], appDir, mechanism: "bubblewrap", [option]: [folder] }),
        ).toThrow(/refusing to bind/);
    // A link to such a folder is refused by where it really points.
    const link = path.join(root, "link-to-apps");
    fs.symlinkSync(path.join(dataDir, "apps"), link);
    expect(() =>
      planRun({ argv: ["node", "-v"], appDir, mechanism: "bubblewrap", readOnlyPaths: [link] }),
    ).toThrow(/refusing to bind/);
  });
});
