import type { HostUser } from "./host-user";
import type { RunFolder } from "./run-folders";
import type { SandboxMechanism } from "./sandbox-policy";

/** The types of a sandboxed run (sandbox.ts): its options, limits, result and plan. */

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

export type Plan = {
  mechanism: SandboxMechanism;
  command: string;
  args: string[];
  env: Record<string, string>;
  hostCwd: string;
  limits: { [K in keyof SandboxLimits]-?: Exclude<SandboxLimits[K], undefined> };
  /** Wrapper processes that count in the tree (bwrap's monitor and the namespace's first process). */
  wrappers: number;
  appDir: string;
  /** The folders the run can write: prepared before it, cleaned after it (run-folders.ts). */
  folders: RunFolder[];
  /** The user the run drops to (a product running as root under bubblewrap), else null. */
  hostUser: HostUser | null;
  /** The seccomp program bubblewrap loads from descriptor 3, or null. */
  seccomp: Buffer | null;
  /** Further absolute paths that lines shown to users name relative to the app folder. */
  shownPaths: string[];
};
