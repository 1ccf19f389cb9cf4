import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bubblewrapArgs, dropToHostUser } from "./bubblewrap";
import { FolderHandle } from "./folder-handle";
import { sandboxHostUser, SandboxUserError, type HostUser } from "./host-user";
import { recordRun } from "./orphans";
import { describe, openLog, refusedRun } from "./run-outcome";
import { descendants, treeUsage } from "./process-tree";
import { cleanRunFolders, describeNotice, prepareRunFolders, runFoldersOf } from "./run-folders";
import {
  chooseMechanism,
  findExecutable,
  refusalFor,
  SANDBOX_PATH,
  SandboxUnavailableError,
} from "./sandbox-policy";
import { noUserNamespacesFilter } from "./seccomp";
import { appRelativePaths } from "./shown-paths";
import type {
  Plan,
  SandboxedProcess,
  SandboxLimitHit,
  SandboxLimits,
  SandboxOptions,
  SandboxResult,
} from "./sandbox-types";

export type {
  Plan,
  SandboxedProcess,
  SandboxLimitHit,
  SandboxLimits,
  SandboxNetwork,
  SandboxOptions,
  SandboxResult,
} from "./sandbox-types";

export { bubblewrapArgs, SANDBOX_UID } from "./bubblewrap";
export { descendants } from "./process-tree";
export {
  codeExecutionRefusal,
  findExecutable,
  isUnsandboxedAllowed,
  ROOT_UNSANDBOXED_REFUSAL,
  SandboxUnavailableError,
  setDefaultMechanism,
  setUnsandboxedAllowed,
  UNSANDBOXED_REFUSAL,
  type SandboxMechanism,
} from "./sandbox-policy";

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
 * product's user can, and reach the network (never as root: sandbox-policy.ts). `detectIsolation()` (isolation.ts)
 * reports which one this host has.
 *
 * Before each run the app and scratch folders are made private and, for a product running as root, handed to the
 * dedicated sandbox user the run drops to (host-user.ts); after it, what the run left that it must not (setuid bits,
 * devices, links in the app folder) is undone and reported in its log (run-folders.ts). Lines the user reads name
 * paths relative to the app folder (shown-paths.ts).
 */

export const SANDBOX_DEFAULTS = {
  timeoutMs: 600_000,
  addressSpaceMb: 2048,
  cpuSeconds: 600,
  openFiles: 1024,
  fileSizeMb: 256,
  maxProcesses: 128,
  totalMemoryMb: 4096,
} as const satisfies Required<SandboxLimits>;

const WATCH_INTERVAL_MS = 250;
const MAX_LINE = 4000;
/** bubblewrap reads the seccomp program from this descriptor of its own (see startSandboxed's stdio). */
const SECCOMP_FD = 3;

/** Runs to completion; never throws for the program's own failures (see SandboxResult). */
export function runSandboxed(options: SandboxOptions): Promise<SandboxResult> {
  return startSandboxed(options).done;
}

/** Starts the program (see the module comment) and returns at once; `done` settles when the whole tree is gone. */
export function startSandboxed(options: SandboxOptions): SandboxedProcess {
  let plan: Plan;
  try {
    plan = planRun(options);
    prepareRunFolders(plan.folders, plan.hostUser);
  } catch (error) {
    if (error instanceof SandboxUnavailableError) return refusedRun(error, options.logFile ?? null);
    throw error;
  }
  const started = Date.now();
  const tailLimit = options.tailLines ?? 200;
  const tail: string[] = [];
  const log = openLog(options.logFile ?? null);
  const shown = appRelativePaths(plan.appDir, plan.shownPaths);
  log.write(`# ${new Date().toISOString()} ${plan.mechanism}: ${shown(options.argv.join(" "))}`);

  const emit = (raw: string, stream: "stdout" | "stderr") => {
    const relative = shown(raw);
    const line = relative.length > MAX_LINE ? `${relative.slice(0, MAX_LINE)} …[line truncated]` : relative;
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
    stdio: ["ignore", "pipe", "pipe", plan.seccomp === null ? "ignore" : "pipe"],
  });
  const pid = child.pid;
  const seccompPipe = child.stdio[SECCOMP_FD];
  if (plan.seccomp !== null && seccompPipe && "end" in seccompPipe) {
    seccompPipe.on("error", () => {}); // bubblewrap failing early closes it; the run's result says why
    seccompPipe.end(plan.seccomp);
  }
  // On disk while it runs, so that the next start of the product ends it if the product is killed meanwhile.
  const forget = pid === undefined ? () => {} : recordRun(pid);

  const pending = { stdout: "", stderr: "" };
  for (const stream of ["stdout", "stderr"] as const) {
    const output = child[stream];
    if (output === null) continue;
    output.setEncoding("utf8");
    output.on("data", (chunk: string) => {
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
      try {
        for (const notice of cleanRunFolders(plan.folders)) emit(describeNotice(notice), "stderr");
      } catch (error) {
        emit(`Specwright could not check the app folder after the run: ${String(error)}`, "stderr");
      }
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

/** Builds the command line; exported for tests and for showing what would run. */
export function planRun(options: SandboxOptions): Plan {
  if (options.argv.length === 0 || !options.argv[0]) throw new Error("runSandboxed: empty argv");
  if (options.argv[0].includes("=")) throw new Error("runSandboxed: a program name with '=' in it");
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
  makeScratch(scratchDir);

  const limits = { ...SANDBOX_DEFAULTS, ...options.limits } as Plan["limits"];
  const env = sandboxEnv(options.env ?? {}, {
    home,
    tmp,
    addressSpaceLimited: limits.addressSpaceMb !== null,
  });

  const bwrap = findExecutable("bwrap");
  const mechanism = chooseMechanism(options.mechanism);
  if (mechanism === "bubblewrap" && bwrap === null)
    throw new Error("runSandboxed: bubblewrap was asked for but `bwrap` is not installed");
  const refusal = refusalFor(mechanism, options.allowUnsandboxed);
  if (refusal !== null) throw new SandboxUnavailableError(refusal);

  const nodeModules = options.nodeModules === undefined ? defaultNodeModules(appDir) : options.nodeModules;
  let hostUser: HostUser | null = null;
  let seccomp: Buffer | null = null;
  let inner: string[];
  if (mechanism === "bubblewrap") {
    try {
      hostUser = sandboxHostUser();
    } catch (error) {
      if (error instanceof SandboxUserError) throw new SandboxUnavailableError(error.message);
      throw error;
    }
    seccomp = hostUser === null ? null : noUserNamespacesFilter();
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
        hostUser,
        seccompFd: seccomp === null ? null : SECCOMP_FD,
      }),
      "--",
      ...(hostUser === null ? [] : dropToHostUser(hostUser, cwd)),
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
    // A root product's bubblewrap starts at / (it may not enter the sandbox user's folder: bubblewrap.ts).
    hostCwd: hostUser === null ? cwd : "/",
    limits,
    wrappers: mechanism === "bubblewrap" ? 2 : 0,
    appDir,
    folders: [
      ...runFoldersOf(appDir, scratchDir),
      ...(options.writablePaths ?? []).map((dir) => ({
        dir: path.resolve(dir),
        shownAs: path.relative(appDir, path.resolve(dir)).split(path.sep).join("/"),
        strict: false,
      })),
    ],
    hostUser,
    seccomp,
    shownPaths: [scratchDir, ...(nodeModules === null ? [] : [nodeModules])],
  };
}

/** The scratch folder with HOME and TMPDIR in it, as real folders (a link a run left there is replaced). */
function makeScratch(scratchDir: string): void {
  const scratch = FolderHandle.open(scratchDir, { create: true });
  try {
    for (const name of ["home", "tmp"]) scratch.folder(name, { create: true, onReplaced: () => {} })?.close();
  } finally {
    scratch.close();
  }
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
