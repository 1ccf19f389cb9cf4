import fs from "node:fs";
import path from "node:path";
import {
  descendants,
  startSandboxed,
  type SandboxedProcess,
  type SandboxMechanism,
  type SandboxResult,
} from "../runtime/sandbox";
import { mkdirConfined } from "../runtime/confined";
import { writeLauncher } from "./launcher";
import { claimPort, probePort } from "./ports";
import { startRelay, type Relay } from "./relay";

/** The built server of a generated app (`npm run build` writes it). */
export const APP_ENTRY = "dist/server/index.js";
/** The Unix socket of the relay, in the app's scratch folder (the only place both sides can reach). */
export const RELAY_SOCKET = "preview.sock";
const GRACE_MS = 3000;
/** Resident memory of a served app's whole process tree, and the JavaScript heap of each of its processes. */
export const APP_MEMORY_MB = 1024;
export const APP_HEAP_MB = 512;

export type ServeOptions = {
  appDir: string;
  /** The app's scratch folder (HOME, TMPDIR, its DATA_DIR and the relay socket). */
  scratchDir: string;
  /** Where the launcher is written: a product folder no sandbox can write. */
  launcherDir: string;
  /** PREVIEW_HOST: the address the preview is served on. */
  host: string;
  /** Ports to try in order (see ports.ts). */
  candidates: readonly number[];
  mechanism: SandboxMechanism;
  logFile: string;
  onLine: (line: string, stream: "stdout" | "stderr") => void;
  /** SEED=1: the app fills an empty database with its example rows at start. */
  seed?: boolean;
};

export type ServedApp = {
  port: number;
  /** The address browsers use: http://PREVIEW_HOST:port/. */
  url: string;
  /** The same app at the address it listens on, for the product's own requests (health checks). */
  localUrl: string;
  process: SandboxedProcess;
  relay: Relay | null;
};

/**
 * Starts the built app as a long-running sandboxed process on the first free candidate port (limits below). Under bubblewrap it gets its own network namespace and is reached through the relay
 * (the product listens on host:port); otherwise it listens on host:port itself. Null when no candidate is free.
 */
export async function serveApp(options: ServeOptions): Promise<ServedApp | null> {
  const { appDir, scratchDir, host, mechanism } = options;
  const address = previewListenAddress(host);
  const appData = mkdirConfined(scratchDir, "data");
  const common = {
    appDir,
    scratchDir,
    mechanism,
    logFile: options.logFile,
    onLine: options.onLine,
    // No time or CPU limit (it serves until stopped). Memory: the V8 heap per process and the resident memory of
    // the whole tree (watchdog). Not RLIMIT_AS: the app's embedded database (PGlite, WebAssembly) reserves more
    // than 8 GB of address space it never uses.
    limits: { timeoutMs: null, cpuSeconds: null, addressSpaceMb: null, totalMemoryMb: APP_MEMORY_MB },
  };
  const nodeOptions = `--max-old-space-size=${APP_HEAP_MB}`;
  const cookies = { ...previewCookieEnv(host), ...(options.seed ? { SEED: "1" } : {}) };

  if (mechanism === "bubblewrap") {
    const socketPath = path.join(scratchDir, RELAY_SOCKET);
    fs.rmSync(socketPath, { force: true });
    const launcher = writeLauncher(options.launcherDir);
    const claimed = await claimPort(options.candidates, (port) =>
      startRelay({ host: address, port, socketPath }),
    );
    if (claimed === null) return null;
    const { port, value: relay } = claimed;
    try {
      const child = startSandboxed({
        ...common,
        argv: [process.execPath, launcher, socketPath, String(port), "--", process.execPath, APP_ENTRY],
        env: {
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: appData,
          NODE_ENV: "production",
          NODE_OPTIONS: nodeOptions,
          ...cookies,
        },
        network: "loopback-relay",
        readOnlyPaths: [launcher],
      });
      return {
        port,
        url: previewUrl(host, port),
        localUrl: previewUrl(address, port),
        process: child,
        relay,
      };
    } catch (error) {
      await relay.close();
      throw error;
    }
  }

  const claimed = await claimPort(options.candidates, async (port) =>
    (await probePort(address, port)) ? true : null,
  );
  if (claimed === null) return null;
  const { port } = claimed;
  const child = startSandboxed({
    ...common,
    argv: [process.execPath, APP_ENTRY],
    env: {
      PORT: String(port),
      HOST: address,
      DATA_DIR: appData,
      NODE_ENV: "production",
      NODE_OPTIONS: nodeOptions,
      ...cookies,
    },
    network: "host",
  });
  return {
    port,
    url: previewUrl(host, port),
    localUrl: previewUrl(address, port),
    process: child,
    relay: null,
  };
}

/**
 * The preview is shown in a frame of the product, a different site: browsers keep only SameSite=None; Secure;
 * Partitioned cookies there, so the app's sign-in works in the frame only with COOKIE_PARTITIONED=1. Secure cookies
 * need a secure context: over plain http that is only a loopback host (127.0.0.0/8, ::1, localhost, *.localhost).
 * For any other PREVIEW_HOST the app keeps its normal cookie (sign-in works in a new tab; put HTTPS in front for
 * the frame).
 */
export function previewCookieEnv(host: string): Record<string, string> {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  const loopback =
    /^127(\.\d{1,3}){3}$/.test(name) || name === "::1" || name === "localhost" || name.endsWith(".localhost");
  return loopback ? { COOKIE_PARTITIONED: "1" } : {};
}

/**
 * The address a preview listens on for PREVIEW_HOST. Browsers resolve `localhost` and its subdomains to this
 * machine on their own, but the system resolver may not know `preview.localhost`: a `*.localhost` name listens on
 * 127.0.0.1, where a browser's connection for that name arrives.
 */
export function previewListenAddress(host: string): string {
  return host.toLowerCase().endsWith(".localhost") ? "127.0.0.1" : host;
}

export function previewUrl(host: string, port: number): string {
  return `http://${host}:${port}/`;
}

/**
 * Ends a served app and everything of it: the relay first (its open connections would keep the app's server from
 * closing), then SIGTERM to the app's own processes so it can close its database, then SIGKILL of the whole tree
 * after a short grace period.
 */
export async function endApp(
  app: { process: SandboxedProcess | null; relay: Relay | null },
  graceMs = GRACE_MS,
): Promise<SandboxResult | null> {
  await app.relay?.close();
  const child = app.process;
  if (child === null) return null;
  for (const pid of ownProcesses(child)) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  const graceful = await Promise.race([
    child.done,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), graceMs).unref()),
  ]);
  return graceful ?? child.stop();
}

/** Host PIDs of the run: the outermost process and every descendant. */
export function processTree(child: SandboxedProcess): number[] {
  return child.pid === undefined ? [] : [child.pid, ...descendants(child.pid)];
}

/** The run's processes but bubblewrap's own (signalling bwrap would SIGKILL the namespace at once). */
function ownProcesses(child: SandboxedProcess): number[] {
  return processTree(child).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "bwrap";
    } catch {
      return false;
    }
  });
}
