import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { productRoot } from "../paths";
import { emptyDatabasePath, prepareEmptyDatabase } from "./empty-database";
import { InstallProgress, WAITING_STEP, type InstallStep } from "./install-progress";

/** The shared dependency folder generated apps resolve their packages from (Node walks up to `nodeModules`). */
export type Runtime = { dir: string; version: string; nodeModules: string };

export type EnsureRuntimeOptions = {
  dataDir: string;
  /** One line of progress at a time: our own messages and npm's output, for a log. */
  onProgress?: (line: string) => void;
  /** The install's steps in words a user reads ('Installing the app's packages (2 of 3): downloading, …'). */
  onStep?: (step: InstallStep) => void;
  /** Folder holding the template package.json + package-lock.json (tests point it elsewhere). */
  templateDir?: string;
  /** argv prefix that runs npm; `["npm"]` unless a test swaps in a fake. */
  npm?: readonly string[];
  timeoutMs?: number;
};

export const READY_MARKER = ".specwright-ready";
/** npm's full output of the last install, kept beside the packages (the job shows steps, not these lines). */
export const INSTALL_LOG = "install.log";
const LOCK_FILE = ".install.lock";
const TEMPLATE_FILES = ["package.json", "package-lock.json"] as const;
const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const LOCK_POLL_MS = 500;

/** The template shipped with the product: server/codegen/template/runtime. */
export function defaultTemplateDir(): string {
  return path.join(productRoot(), "server", "codegen", "template", "runtime");
}

/** A short hash of the template's package.json and lockfile: any bump gives a new folder, old ones stay intact. */
export function runtimeVersion(templateDir = defaultTemplateDir()): string {
  const hash = crypto.createHash("sha256");
  for (const name of TEMPLATE_FILES) hash.update(fs.readFileSync(path.join(templateDir, name)));
  return hash.digest("hex").slice(0, 12);
}

/** Where a generated app lives, below the shared node_modules so every tool finds its packages by walking up. */
export function appDir(runtime: Runtime, projectId: number | string): string {
  const id = String(projectId);
  if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new Error(`Invalid project id for an app folder: ${id}`);
  return path.join(runtime.dir, "apps", id);
}

/** `DATA_DIR/apps`: the folder holding every project's generated app. */
export function appsRoot(dataDir: string): string {
  return path.join(path.resolve(dataDir), "apps");
}

/** `DATA_DIR/apps/<projectId>`: where a project's generated app is written (its `outputDirectory`). */
export function projectAppDir(dataDir: string, projectId: number): string {
  if (!Number.isSafeInteger(projectId) || projectId <= 0) throw new Error(`Invalid project id: ${projectId}`);
  return path.join(appsRoot(dataDir), String(projectId));
}

/**
 * Points `DATA_DIR/apps/node_modules` at the runtime's packages, so the apps below it resolve their packages
 * upward (Node, Vite, Vitest, tsx and esbuild all walk up). The link is replaced atomically when the runtime
 * version changes; apps never get a node_modules of their own, and their tools keep caches inside the app.
 */
export function linkRuntime(dataDir: string, runtime: Runtime): string {
  const root = appsRoot(dataDir);
  fs.mkdirSync(root, { recursive: true });
  const link = path.join(root, "node_modules");
  const target = path.relative(root, runtime.nodeModules);
  const existing = fs.lstatSync(link, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink() && fs.readlinkSync(link) === target) return link;
  if (existing && !existing.isSymbolicLink())
    throw new Error(`${link} exists and is not a link to the app dependencies; move it away`);
  const temporary = `${link}.${process.pid}.${Date.now()}.tmp`;
  fs.symlinkSync(target, temporary, "dir");
  fs.renameSync(temporary, link);
  return link;
}

const inFlight = new Map<string, Promise<Runtime>>();

/**
 * Makes sure the generated apps' dependencies are installed in `DATA_DIR/runtime/<version>/` and returns that folder.
 * Returns at once when the ready marker exists. Otherwise one `npm ci --ignore-scripts` runs: callers in this process
 * share its promise, and a lock file in the folder makes other processes wait for it instead of installing twice.
 */
export function ensureRuntime(options: EnsureRuntimeOptions): Promise<Runtime> {
  const templateDir = options.templateDir ?? defaultTemplateDir();
  const version = runtimeVersion(templateDir);
  const dir = path.join(path.resolve(options.dataDir), "runtime", version);
  const runtime: Runtime = { dir, version, nodeModules: path.join(dir, "node_modules") };
  if (isReady(runtime)) return withEmptyDatabase(runtime, options);

  const pending = inFlight.get(dir);
  if (pending) {
    options.onStep?.(WAITING_STEP);
    return pending;
  }
  const install = installWithLock(runtime, templateDir, options).finally(() => inFlight.delete(dir));
  inFlight.set(dir, install);
  return install;
}

const preparing = new Map<string, Promise<Runtime>>();

/**
 * A runtime installed before it carried the apps' tests' empty database gets one now, once per process (a failed
 * attempt is not repeated: the apps' tests make their own).
 */
function withEmptyDatabase(runtime: Runtime, options: EnsureRuntimeOptions): Promise<Runtime> {
  const file = emptyDatabasePath(runtime);
  if (file === null || fs.existsSync(file)) return Promise.resolve(runtime);
  let pending = preparing.get(runtime.dir);
  if (!pending) {
    pending = prepareEmptyDatabase(runtime, options.onProgress ?? (() => {})).then(() => runtime);
    preparing.set(runtime.dir, pending);
  }
  return pending;
}

function isReady(runtime: Runtime): boolean {
  return fs.existsSync(path.join(runtime.nodeModules, READY_MARKER));
}

async function installWithLock(
  runtime: Runtime,
  templateDir: string,
  options: EnsureRuntimeOptions,
): Promise<Runtime> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const progress = options.onProgress ?? (() => {});
  fs.mkdirSync(runtime.dir, { recursive: true });
  const lockPath = path.join(runtime.dir, LOCK_FILE);
  const deadline = Date.now() + timeoutMs + 60_000;
  let waiting = false;

  for (;;) {
    if (isReady(runtime)) return runtime;
    if (tryLock(lockPath, timeoutMs)) break;
    if (!waiting) {
      progress(`Waiting for another process installing app dependencies in ${runtime.dir}`);
      options.onStep?.(WAITING_STEP);
    }
    waiting = true;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for the dependency install lock ${lockPath}`);
    await sleep(LOCK_POLL_MS);
  }

  try {
    if (isReady(runtime)) return runtime; // finished by another process between our check and the lock
    await install(runtime, templateDir, options.npm ?? ["npm"], timeoutMs, progress, options.onStep);
    return runtime;
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

/** Takes the lock, or clears it first when its owner died or overran the time limit. */
function tryLock(lockPath: string, timeoutMs: number): boolean {
  try {
    fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, host: os.hostname(), at: Date.now() }), {
      flag: "wx",
    });
    return true;
  } catch (error) {
    if (!isErrno(error, "EEXIST")) throw error;
  }
  if (isStale(lockPath, timeoutMs)) fs.rmSync(lockPath, { force: true });
  return false;
}

function isStale(lockPath: string, timeoutMs: number): boolean {
  let owner: { pid?: unknown; host?: unknown; at?: unknown };
  try {
    owner = JSON.parse(fs.readFileSync(lockPath, "utf8")) as typeof owner;
  } catch {
    // Unreadable or half-written: trust the file's age only.
    return lockAgeMs(lockPath) > timeoutMs + 60_000;
  }
  if (typeof owner.at === "number" && Date.now() - owner.at > timeoutMs + 60_000) return true;
  if (owner.host !== os.hostname() || typeof owner.pid !== "number") return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return isErrno(error, "ESRCH");
  }
}

function lockAgeMs(lockPath: string): number {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs;
  } catch {
    return 0;
  }
}

async function install(
  runtime: Runtime,
  templateDir: string,
  npm: readonly string[],
  timeoutMs: number,
  progress: (line: string) => void,
  onStep: (step: InstallStep) => void = () => {},
): Promise<void> {
  const started = Date.now();
  const steps = new InstallProgress();
  const logPath = path.join(runtime.dir, INSTALL_LOG);
  const logFd = fs.openSync(logPath, "w");
  const onLine = (line: string) => {
    fs.writeSync(logFd, `${line}\n`);
    progress(line);
    const step = steps.read(line);
    if (step) onStep(step);
  };
  try {
    progress(
      `Installing app dependencies (runtime ${runtime.version}) into ${runtime.dir}; this happens once`,
    );
    onStep(steps.start());
    for (const name of TEMPLATE_FILES)
      fs.copyFileSync(path.join(templateDir, name), path.join(runtime.dir, name));
    const [command, ...prefix] = npm;
    if (!command) throw new Error("No npm command given");
    const args = [
      ...prefix,
      "ci",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--prefer-offline",
      "--loglevel=http",
    ];
    await run(command, args, { cwd: runtime.dir, env: installEnv(), timeoutMs, onLine });
    await prepareEmptyDatabase(runtime, onLine);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const marker = path.join(runtime.nodeModules, READY_MARKER);
    const temporary = `${marker}.${process.pid}.tmp`;
    fs.writeFileSync(
      temporary,
      JSON.stringify({ version: runtime.version, installedAt: new Date().toISOString(), seconds }),
    );
    fs.renameSync(temporary, marker);
    progress(`App dependencies ready in ${seconds} s`);
    onStep(steps.done(seconds));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n(npm's full output: ${logPath})`);
  } finally {
    fs.closeSync(logFd);
  }
}

/**
 * A clean environment: no server secrets, and none of the npm_config_* variables `npm run` sets for the product
 * (npm_config_local_prefix would point npm at the product's own folder).
 */
export function installEnv(source: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const keep = ["PATH", "HOME", "TMPDIR", "npm_config_cache", "npm_config_registry", "npm_config_userconfig"];
  const env: NodeJS.ProcessEnv = {};
  for (const name of keep) {
    const value = source[name] ?? source[name.toUpperCase()];
    if (value) env[name] = value;
  }
  return env;
}

type RunOptions = { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; onLine: (line: string) => void };

/** Runs argv without a shell, streams output lines, and fails with the last lines on a non-zero exit or timeout. */
function run(command: string, args: readonly string[], options: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const tail: string[] = [];
    const onLine = (line: string) => {
      if (!line.trim()) return;
      tail.push(line);
      if (tail.length > 20) tail.shift();
      options.onLine(line);
    };
    const pending = { stdout: "", stderr: "" };
    for (const stream of ["stdout", "stderr"] as const) {
      child[stream].setEncoding("utf8");
      child[stream].on("data", (chunk: string) => {
        const lines = (pending[stream] + chunk).split(/\r?\n/);
        pending[stream] = lines.pop() ?? "";
        lines.forEach(onLine);
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not run ${command}: ${error.message}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      onLine(pending.stdout);
      onLine(pending.stderr);
      if (code === 0) return resolve();
      const why = timedOut
        ? `timed out after ${Math.round(options.timeoutMs / 1000)} s`
        : `exited with ${code ?? signal}`;
      reject(new Error(`Dependency install (${command} ${args.join(" ")}) ${why}:\n${tail.join("\n")}`));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
