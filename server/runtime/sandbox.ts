import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bubblewrapArgs } from "./bubblewrap";
import { recordRun } from "./orphans";
import { describe, openLog, refusedRun } from "./run-outcome";
import { descendants, treeUsage } from "./process-tree";

export { bubblewrapArgs, SANDBOX_UID } from "./bubblewrap";
export { descendants } from "./process-tree";

/**
 * Runs one argv (never through a shell) for a generated app, with a clean environment, its own working directory,
 * install scripts off, a wall-clock limit, per-process resource limits (`prlimit`), a watchdog for the whole tree
 * (process count and total memory), and output captured line by line to a log file, a callback and a bounded tail.
 *
 * Where `bwrap` (Debian `bubblewrap`) exists, the argv runs inside it: new user (uid 65534 inside, no capabilities),
 * pid, ipc, uts, cgroup and (unless asked otherwise) network namespaces; a root made only of read-only system
 * folders, the shared dependency folder (read-only), the app folder and its scratch folder (read-write) and an empty
 * /tmp; `--die-with-parent` and `--new-session`. Without bwrap ("process-limits") only the environment, the limits,
 * the working directory and the kill of the process group/tree apply: the code can read and write whatever the
 * product's user can, and reach the network. `detectIsolation()` (isolation.ts) reports which one this host has.
 */

export type SandboxMechanism = "bubblewrap" | "process-limits";

/**
 * "none": own network namespace (only its own loopback; nothing outside is reachable). "loopback-relay": the same
 * namespace, for a preview served to the host through a unix socket in the scratch folder (server/deploy: the
 * launcher inside serves the socket, the relay outside listens on PREVIEW_HOST:port). "host": the host's network
 * (needed only for an install from the registry). Without bubblewrap every value means the host's network.
 */
export type SandboxNetwork = "none" | "loopback-relay" | "host";

export type SandboxLimits = {
  /** Wall clock for the whole run; the tree is SIGKILLed at the limit. null = no limit (previews). Default 600 s. */
  timeoutMs?: number | null;
  /** RLIMIT_AS per process, in MB (adds --disable-wasm-trap-handler to NODE_OPTIONS). Default 2048; null = none. */
  addressSpaceMb?: number | null;
  /** RLIMIT_CPU per process, in seconds. Default 600; null = none. */
  cpuSeconds?: number | null;
  /** RLIMIT_NOFILE. Default 1024. */
  openFiles?: number | null;
  /** RLIMIT_FSIZE, in MB: the largest file a process may write. Default 256. */
  fileSizeMb?: number | null;
  /** Processes in the whole tree (watchdog); the tree is SIGKILLed above it. Default 128; null = none. */
  maxProcesses?: number | null;
  /** Resident memory summed over the whole tree, in MB (watchdog). Default 4096; null = none. */
  totalMemoryMb?: number | null;
};

export type SandboxOptions = {
  /** The program and its arguments; the program is looked up in the sandbox's PATH when it has no slash. */
  argv: readonly string[];
  /** The generated app's folder: the only folder (besides scratch) the sandbox can write. */
  appDir: string;
  /** Working directory, inside appDir. Default appDir. */
  cwd?: string;
  /**
   * The node_modules the app resolves its packages from (e.g. DATA_DIR/apps/node_modules, a link to
   * DATA_DIR/runtime/<version>/node_modules), bound read-only. Default: `<parent of appDir>/node_modules` if present.
   */
  nodeModules?: string | null;
  /** HOME and TMPDIR live here. Default `<parent of appDir>/.scratch/<app folder name>` (kept out of the app's files). */
  scratchDir?: string;
  /** Extra variables (the only ones besides PATH, HOME, TMPDIR, NODE_OPTIONS and npm_config_ignore_scripts). */
  env?: Record<string, string>;
  network?: SandboxNetwork;
  limits?: SandboxLimits;
  /** Extra folders/files bound read-only / read-write (bubblewrap only). */
  readOnlyPaths?: readonly string[];
  writablePaths?: readonly string[];
  /** Per-run log file (appended; its folder is created). */
  logFile?: string | null;
  onLine?: (line: string, stream: "stdout" | "stderr") => void;
  /** Lines kept in memory. Default 200. */
  tailLines?: number;
  /** Force a mechanism; default: what detectIsolation() found, else bubblewrap when `bwrap` is on PATH. */
  mechanism?: SandboxMechanism;
  /**
   * Whether a run without bubblewrap ("process-limits") may go ahead; default the server's policy
   * (setUnsandboxedAllowed, from ALLOW_UNSANDBOXED_CODE). Only the product's own probes pass true.
   */
  allowUnsandboxed?: boolean;
};

export type SandboxLimitHit = "time" | "memory" | "processes" | "cpu" | "file-size" | "stopped" | null;

export type SandboxResult = {
  /** Exit code of the program, null when it was killed by a signal. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** True when the wall-clock limit killed it. */
  timedOut: boolean;
  /** Which limit ended (or most likely ended) the run; "stopped" = stop() was called. */
  limit: SandboxLimitHit;
  /** One sentence for logs and users, e.g. "Killed after 600 s (time limit)". */
  summary: string;
  durationMs: number;
  /** The last lines of output (stdout and stderr interleaved). */
  tail: string[];
  logFile: string | null;
  mechanism: SandboxMechanism;
  /** False when the program could not be started at all. */
  started: boolean;
};

export type SandboxedProcess = {
  /** Host PID of the outermost process (prlimit/bwrap/program); it leads its own process group. */
  readonly pid: number | undefined;
  readonly mechanism: SandboxMechanism;
  /** Settles when every process of the run has ended. */
  readonly done: Promise<SandboxResult>;
  /** SIGKILLs the whole tree and waits for it. */
  stop(): Promise<SandboxResult>;
  /** A copy of the current in-memory tail. */
  tail(): string[];
};

export const SANDBOX_DEFAULTS = {
  timeoutMs: 600_000,
  addressSpaceMb: 2048,
  cpuSeconds: 600,
  openFiles: 1024,
  fileSizeMb: 256,
  maxProcesses: 128,
  totalMemoryMb: 4096,
} as const satisfies Required<SandboxLimits>;

/** The product's own node first (it may live outside /usr, e.g. nvm or a CI tool cache), then the system's. */
const SANDBOX_PATH = [
  ...new Set([path.dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"]),
].join(":");
const WATCH_INTERVAL_MS = 250;
const MAX_LINE = 4000;
let detectedMechanism: SandboxMechanism | null = null;
let unsandboxedAllowed = false;

/** What a user sees when generated code would have to run without a sandbox and the operator has not opted in. */
export const UNSANDBOXED_REFUSAL =
  "Generated code does not run on this server: it has no sandbox. Install bubblewrap " +
  "(Debian/Ubuntu: apt-get install bubblewrap) and restart Specwright, or set ALLOW_UNSANDBOXED_CODE=true " +
  "for single-user local use.";

/** A run that must not start: without bubblewrap, generated code would run with the product's own rights. */
export class SandboxUnavailableError extends Error {
  constructor() {
    super(UNSANDBOXED_REFUSAL);
    this.name = "SandboxUnavailableError";
  }
}

/** The server's policy for hosts without bubblewrap (ALLOW_UNSANDBOXED_CODE), set once at start-up. */
export function setUnsandboxedAllowed(allowed: boolean): void {
  unsandboxedAllowed = allowed;
}

export function isUnsandboxedAllowed(): boolean {
  return unsandboxedAllowed;
}

/**
 * The refusal a run of generated code would meet on this host (no bubblewrap that works, no opt-in), or null when
 * it may run. Lets a route say so before it queues or records anything.
 */
export function codeExecutionRefusal(forced?: SandboxMechanism): string | null {
  const mechanism =
    forced ?? detectedMechanism ?? (findExecutable("bwrap") === null ? "process-limits" : "bubblewrap");
  return mechanism === "process-limits" && !unsandboxedAllowed ? UNSANDBOXED_REFUSAL : null;
}

/** Set by detectIsolation(): the mechanism that actually worked on this host becomes the default. */
export function setDefaultMechanism(mechanism: SandboxMechanism | null): void {
  detectedMechanism = mechanism;
}

/** The first executable `name` on the product's PATH, or null. */
export function findExecutable(name: string, searchPath = process.env.PATH ?? SANDBOX_PATH): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Runs to completion; never throws for the program's own failures (see SandboxResult). */
export function runSandboxed(options: SandboxOptions): Promise<SandboxResult> {
  return startSandboxed(options).done;
}

/** Starts the program (see the module comment) and returns at once; `done` settles when the whole tree is gone. */
export function startSandboxed(options: SandboxOptions): SandboxedProcess {
  let plan: Plan;
  try {
    plan = planRun(options);
  } catch (error) {
    if (error instanceof SandboxUnavailableError) return refusedRun(error, options.logFile ?? null);
    throw error;
  }
  const started = Date.now();
  const tailLimit = options.tailLines ?? 200;
  const tail: string[] = [];
  const log = openLog(options.logFile ?? null);
  log.write(`# ${new Date().toISOString()} ${plan.mechanism}: ${options.argv.join(" ")}`);

  const emit = (raw: string, stream: "stdout" | "stderr") => {
    const line = raw.length > MAX_LINE ? `${raw.slice(0, MAX_LINE)} …[line truncated]` : raw;
    tail.push(line);
    if (tail.length > tailLimit) tail.shift();
    log.write(line);
    try {
      options.onLine?.(line, stream);
    } catch {
      // a faulty listener must not break the run
    }
  };

  let limitHit: SandboxLimitHit = null;
  let spawnError: Error | null = null;
  const child = spawn(plan.command, plan.args, {
    cwd: plan.hostCwd,
    env: plan.env,
    detached: true, // own process group (setsid), so the fallback can kill the whole group
    shell: false,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid;
  // On disk while it runs, so that the next start of the product ends it if the product is killed meanwhile.
  const forget = pid === undefined ? () => {} : recordRun(pid);

  const pending = { stdout: "", stderr: "" };
  for (const stream of ["stdout", "stderr"] as const) {
    child[stream].setEncoding("utf8");
    child[stream].on("data", (chunk: string) => {
      let text = pending[stream] + chunk;
      let newline = text.search(/\r?\n/);
      while (newline >= 0) {
        emit(text.slice(0, newline), stream);
        text = text.slice(newline + (text[newline] === "\r" ? 2 : 1));
        newline = text.search(/\r?\n/);
      }
      // A process printing without newlines must not grow memory without bound.
      while (text.length > MAX_LINE) {
        emit(text.slice(0, MAX_LINE), stream);
        text = text.slice(MAX_LINE);
      }
      pending[stream] = text;
    });
  }

  let exited = false;
  const killTree = (reason: SandboxLimitHit) => {
    if (limitHit === null) limitHit = reason;
    if (pid === undefined) return;
    // Once the program is reaped its PID may be reused: then only its process group (fallback leftovers) is hit.
    const targets = exited ? [-pid] : [-pid, pid, ...descendants(pid)];
    for (const target of targets) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };

  const timeoutMs = plan.limits.timeoutMs;
  const timer = timeoutMs === null ? null : setTimeout(() => killTree("time"), timeoutMs);
  const watchdog =
    pid === undefined || (plan.limits.maxProcesses === null && plan.limits.totalMemoryMb === null)
      ? null
      : setInterval(() => {
          const tree = treeUsage(pid);
          if (plan.limits.maxProcesses !== null && tree.processes > plan.limits.maxProcesses + plan.wrappers)
            killTree("processes");
          else if (
            plan.limits.totalMemoryMb !== null &&
            tree.rssBytes > plan.limits.totalMemoryMb * 1024 * 1024
          )
            killTree("memory");
        }, WATCH_INTERVAL_MS);
  watchdog?.unref();

  const done = new Promise<SandboxResult>((resolve) => {
    child.on("error", (error) => {
      spawnError = error;
    });
    child.on("exit", () => {
      exited = true;
    });
    child.on("close", (code, signal) => {
      if (timer) clearTimeout(timer);
      if (watchdog) clearInterval(watchdog);
      if (pending.stdout) emit(pending.stdout, "stdout");
      if (pending.stderr) emit(pending.stderr, "stderr");
      // The program may be gone while something it started lives on in the group (fallback); end those too.
      if (pid !== undefined) killTree(limitHit);
      forget();
      const durationMs = Date.now() - started;
      const result = describe({
        code,
        signal,
        limitHit,
        spawnError,
        tail,
        durationMs,
        plan,
        logFile: options.logFile ?? null,
      });
      log.write(`# ${result.summary}`);
      log.close().then(
        () => resolve(result),
        () => resolve(result),
      );
    });
  });

  return {
    pid,
    mechanism: plan.mechanism,
    done,
    stop() {
      killTree("stopped");
      return done;
    },
    tail: () => [...tail],
  };
}

export type Plan = {
  mechanism: SandboxMechanism;
  command: string;
  args: string[];
  env: Record<string, string>;
  hostCwd: string;
  limits: { [K in keyof SandboxLimits]-?: Exclude<SandboxLimits[K], undefined> };
  /** Wrapper processes that count in the tree (bwrap's monitor and the namespace's first process). */
  wrappers: number;
};

/** Builds the command line; exported for tests and for showing what would run. */
export function planRun(options: SandboxOptions): Plan {
  if (options.argv.length === 0 || !options.argv[0]) throw new Error("runSandboxed: empty argv");
  const appDir = path.resolve(options.appDir);
  if (!fs.statSync(appDir, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`runSandboxed: app folder ${appDir} does not exist`);
  const cwd = path.resolve(appDir, options.cwd ?? ".");
  if (cwd !== appDir && !cwd.startsWith(appDir + path.sep))
    throw new Error(`runSandboxed: working directory ${cwd} is outside the app folder`);
  const scratchDir = path.resolve(
    options.scratchDir ?? path.join(path.dirname(appDir), ".scratch", path.basename(appDir)),
  );
  const home = path.join(scratchDir, "home");
  const tmp = path.join(scratchDir, "tmp");
  fs.mkdirSync(home, { recursive: true });
  fs.mkdirSync(tmp, { recursive: true });

  const limits = { ...SANDBOX_DEFAULTS, ...options.limits } as Plan["limits"];
  const env = sandboxEnv(options.env ?? {}, {
    home,
    tmp,
    addressSpaceLimited: limits.addressSpaceMb !== null,
  });

  const bwrap = findExecutable("bwrap");
  const mechanism =
    options.mechanism ?? detectedMechanism ?? (bwrap === null ? "process-limits" : "bubblewrap");
  if (mechanism === "bubblewrap" && bwrap === null)
    throw new Error("runSandboxed: bubblewrap was asked for but `bwrap` is not installed");
  if (mechanism === "process-limits" && !(options.allowUnsandboxed ?? unsandboxedAllowed))
    throw new SandboxUnavailableError();

  let inner: string[];
  if (mechanism === "bubblewrap") {
    const nodeModules = options.nodeModules === undefined ? defaultNodeModules(appDir) : options.nodeModules;
    inner = [
      bwrap as string,
      ...bubblewrapArgs({
        appDir,
        cwd,
        scratchDir,
        nodeModules,
        network: options.network ?? "none",
        readOnlyPaths: options.readOnlyPaths ?? [],
        writablePaths: options.writablePaths ?? [],
      }),
      "--",
      ...options.argv,
    ];
  } else {
    // No mount namespace: resolve the program on the sandbox's PATH ourselves (spawn would use the product's).
    const program = options.argv[0] as string;
    const resolved = program.includes("/") ? program : (findExecutable(program, env.PATH) ?? program);
    inner = [resolved, ...options.argv.slice(1)];
    // The program dies with the product even when the product is killed (bubblewrap: --die-with-parent).
    const setpriv = findExecutable("setpriv");
    if (setpriv !== null) inner = [setpriv, "--pdeathsig", "KILL", "--", ...inner];
  }

  const prlimit = findExecutable("prlimit");
  const limitArgs = prlimit === null ? [] : prlimitArgs(limits);
  const full = limitArgs.length > 0 ? [prlimit as string, ...limitArgs, "--", ...inner] : inner;
  const [command, ...args] = full as [string, ...string[]];
  return {
    mechanism,
    command,
    args,
    env,
    hostCwd: cwd,
    limits,
    wrappers: mechanism === "bubblewrap" ? 2 : 0,
  };
}

/** The whole environment of a sandboxed program: nothing from the product's own environment. */
export function sandboxEnv(
  extra: Record<string, string>,
  where: { home: string; tmp: string; addressSpaceLimited: boolean },
): Record<string, string> {
  const env: Record<string, string> = { ...extra };
  env.PATH = extra.PATH ?? SANDBOX_PATH;
  env.HOME = where.home;
  env.TMPDIR = where.tmp;
  env.npm_config_ignore_scripts = "true";
  env.npm_config_update_notifier = "false";
  env.npm_config_fund = "false";
  env.npm_config_audit = "false";
  if (where.addressSpaceLimited) {
    const options = (extra.NODE_OPTIONS ?? "").split(/\s+/).filter(Boolean);
    if (!options.includes("--disable-wasm-trap-handler")) options.push("--disable-wasm-trap-handler");
    env.NODE_OPTIONS = options.join(" ");
  }
  return env;
}

function defaultNodeModules(appDir: string): string | null {
  const candidate = path.join(path.dirname(appDir), "node_modules");
  return fs.existsSync(candidate) ? candidate : null;
}

function prlimitArgs(limits: Plan["limits"]): string[] {
  const args: string[] = [];
  const mb = (n: number) => Math.floor(n * 1024 * 1024);
  if (limits.addressSpaceMb !== null) args.push(`--as=${mb(limits.addressSpaceMb)}`);
  if (limits.cpuSeconds !== null) args.push(`--cpu=${Math.ceil(limits.cpuSeconds)}`);
  if (limits.openFiles !== null) args.push(`--nofile=${Math.floor(limits.openFiles)}`);
  if (limits.fileSizeMb !== null) args.push(`--fsize=${mb(limits.fileSizeMb)}`);
  // RLIMIT_NPROC is not set: it counts every process of the real uid (the product's own user, which it would
  // starve) and is ignored for root. The watchdog caps the tree's process count instead.
  return args;
}
