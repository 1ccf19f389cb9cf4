import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { productRunsAsRoot, sandboxHostUser, sandboxUserProblem, type HostUser } from "./host-user";
import {
  findExecutable,
  isUnsandboxedAllowed,
  runSandboxed,
  SANDBOX_DEFAULTS,
  setDefaultMechanism,
  type SandboxLimits,
  type SandboxMechanism,
} from "./sandbox";

/** What isolation generated apps get on this host, measured by running a tiny sandboxed `node -e`. */
export type IsolationReport = {
  mechanism: SandboxMechanism;
  /** Namespaces the probe was really in (compared with the product's own): user, pid, ipc, uts, net, cgroup, mnt. */
  namespaces: string[];
  /** The probe ran with a uid other than 0 and no effective capabilities. */
  unprivilegedUser: boolean;
  /**
   * The host user generated code runs as when the product runs as root (host-user.ts); null when the runs map to
   * the product's own unprivileged user, or do not run.
   */
  hostUser: HostUser | null;
  /** "none" = own network namespace (only its own loopback) by default. */
  network: "none" | "host";
  /** "app-only": the probe could not see a file outside the app folder; "host": it could. */
  filesystem: "app-only" | "host";
  /**
   * Whether generated code runs here at all: always under bubblewrap; without it only when the operator opted in
   * (ALLOW_UNSANDBOXED_CODE=true), otherwise every build, test run, type-check and preview is refused.
   */
  runsGeneratedCode: boolean;
  limits: string[];
  notes: string[];
  /** Extra start-up time of one sandboxed `node -e 0` over a run without bubblewrap, in ms (null: not measured). */
  overheadMs: number | null;
  /** One line for the start-up log. */
  summary: string;
};

const NAMESPACES = ["user", "pid", "ipc", "uts", "net", "cgroup", "mnt"] as const;
const PROBE_TIMEOUT_MS = 15_000;
const PROBE = `
const fs = require("node:fs");
const ns = {};
for (const n of ${JSON.stringify(NAMESPACES)}) { try { ns[n] = fs.readlinkSync("/proc/self/ns/" + n); } catch { ns[n] = null; } }
const status = fs.readFileSync("/proc/self/status", "utf8");
const capEff = (/^CapEff:\\s*(\\w+)/m.exec(status) || [])[1] || null;
let outside = "unreadable";
try { fs.readFileSync(process.argv[1], "utf8"); outside = "readable"; } catch (e) { outside = e.code || "error"; }
console.log("PROBE " + JSON.stringify({ uid: process.getuid(), capEff, ns, outside,
  interfaces: Object.keys(require("node:os").networkInterfaces()), env: Object.keys(process.env).sort() }));
`;

type Probe = {
  uid: number;
  capEff: string | null;
  ns: Record<string, string | null>;
  outside: string;
  interfaces: string[];
  env: string[];
};

let cached: Promise<IsolationReport> | null = null;
let measured: IsolationReport | null = null;

/** The host's isolation once detectIsolation() has measured it, else null (never starts a measurement). */
export function measuredIsolation(): IsolationReport | null {
  return measured;
}

/**
 * Measures (once per process; `{ fresh: true }` measures again) what this host supports and makes the mechanism
 * that worked the default for runSandboxed/startSandboxed. Never throws.
 */
export function detectIsolation(
  options: { fresh?: boolean; limits?: SandboxLimits; only?: SandboxMechanism } = {},
): Promise<IsolationReport> {
  // A forced mechanism (tests, an admin's choice) is measured on its own and not cached as the host's default.
  if (options.only) return measure(options.limits ?? {}, options.only);
  if (cached && !options.fresh) return cached;
  cached = measure(options.limits ?? {}, null).then((report) => {
    setDefaultMechanism(report.mechanism);
    measured = report;
    return report;
  });
  return cached;
}

async function measure(limits: SandboxLimits, only: SandboxMechanism | null): Promise<IsolationReport> {
  const notes: string[] = [];
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-isolation-"));
  try {
    const appDir = path.join(root, "apps", "probe");
    fs.mkdirSync(appDir, { recursive: true });
    const outside = path.join(root, "product-data.txt");
    fs.writeFileSync(outside, "not for generated apps");
    const own = ownNamespaces();

    const probe = async (mechanism: SandboxMechanism) => {
      const result = await runSandboxed({
        argv: [process.execPath, "-e", PROBE, outside],
        appDir,
        mechanism,
        allowUnsandboxed: true, // the product's own probe, not generated code
        nodeModules: null,
        limits: { ...limits, timeoutMs: PROBE_TIMEOUT_MS },
      });
      const line = result.tail.find((l) => l.startsWith("PROBE "));
      if (result.exitCode !== 0 || !line)
        throw new Error(`${result.summary}: ${result.tail.slice(-3).join(" | ") || "no output"}`);
      return JSON.parse(line.slice("PROBE ".length)) as Probe;
    };
    const timeStart = async (mechanism: SandboxMechanism) => {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const result = await runSandboxed({
          argv: [process.execPath, "-e", "0"],
          appDir,
          mechanism,
          allowUnsandboxed: true,
          nodeModules: null,
          limits: { ...limits, timeoutMs: PROBE_TIMEOUT_MS },
        });
        if (result.exitCode === 0) best = Math.min(best, result.durationMs);
      }
      return best;
    };

    if (findExecutable("prlimit") === null)
      notes.push("prlimit (util-linux) is missing: no per-process memory, CPU, file or open-file limits.");

    if (only === "process-limits") {
      notes.push("bubblewrap was not used (process limits only were asked for).");
    } else if (findExecutable("bwrap") !== null) {
      try {
        const seen = await probe("bubblewrap");
        const namespaces = NAMESPACES.filter((n) => seen.ns[n] !== null && seen.ns[n] !== own[n]);
        const unprivilegedUser = seen.uid !== 0 && /^0+$/.test(seen.capEff ?? "");
        const network = namespaces.includes("net") ? "none" : "host";
        const filesystem = seen.outside === "readable" ? "host" : "app-only";
        const overheadMs = Math.max(0, (await timeStart("bubblewrap")) - (await timeStart("process-limits")));
        const hostUser = productRunsAsRoot() ? sandboxHostUser() : null;
        if (hostUser)
          notes.push(
            `The product runs as root, so the code runs as the host user ${hostUser.name} (uid ${hostUser.uid}) ` +
              "without capabilities, and new user namespaces are refused (seccomp); the app folders are handed to " +
              "that user before each run, and setuid bits, devices and links a run leaves are removed after it.",
          );
        notes.push(
          hostUser
            ? "Defence in depth, not a VM boundary: same kernel, no cgroup memory limit."
            : "Defence in depth, not a VM boundary: same kernel, no seccomp filter, no cgroup memory limit.",
        );
        return report({
          mechanism: "bubblewrap",
          namespaces,
          unprivilegedUser,
          hostUser,
          network,
          filesystem,
          notes,
          overheadMs: Number.isFinite(overheadMs) ? Math.round(overheadMs) : null,
          limits,
        });
      } catch (error) {
        notes.push(`bubblewrap is installed but a sandboxed run failed (${(error as Error).message}).`);
      }
    } else {
      notes.push("bubblewrap is not installed (Debian: apt-get install bubblewrap).");
    }

    try {
      const seen = await probe("process-limits");
      // Said only where such code runs (opted in); otherwise the summary says that nothing runs.
      if (isUnsandboxedAllowed())
        notes.push(
          "Without bubblewrap generated code runs as the product's own user: it can read and write the product's " +
            "files (including DATA_DIR) and reach the network; only the environment is clean and resource limits apply.",
        );
      return report({
        mechanism: "process-limits",
        namespaces: [],
        hostUser: null,
        unprivilegedUser: seen.uid !== 0 && seen.uid !== process.getuid?.(),
        network: "host",
        filesystem: seen.outside === "readable" ? "host" : "app-only",
        notes,
        overheadMs: null,
        limits,
      });
    } catch (error) {
      notes.push(`Even an unsandboxed probe failed: ${(error as Error).message}`);
      return report({
        mechanism: "process-limits",
        namespaces: [],
        hostUser: null,
        unprivilegedUser: false,
        network: "host",
        filesystem: "host",
        notes,
        overheadMs: null,
        limits,
      });
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function ownNamespaces(): Record<string, string | null> {
  const own: Record<string, string | null> = {};
  for (const n of NAMESPACES) {
    try {
      own[n] = fs.readlinkSync(`/proc/self/ns/${n}`);
    } catch {
      own[n] = null;
    }
  }
  return own;
}

type ReportInput = Omit<IsolationReport, "limits" | "summary" | "runsGeneratedCode"> & {
  limits: SandboxLimits;
};

function report(input: ReportInput): IsolationReport {
  const l = { ...SANDBOX_DEFAULTS, ...input.limits };
  const hasPrlimit = findExecutable("prlimit") !== null;
  const limits: string[] = [];
  if (l.timeoutMs !== null)
    limits.push(`time ${Math.round(l.timeoutMs / 1000)} s (SIGKILL of the whole tree)`);
  if (hasPrlimit && l.addressSpaceMb !== null)
    limits.push(`address space ${l.addressSpaceMb} MB per process`);
  if (hasPrlimit && l.cpuSeconds !== null) limits.push(`CPU ${l.cpuSeconds} s per process`);
  if (hasPrlimit && l.openFiles !== null) limits.push(`${l.openFiles} open files per process`);
  if (hasPrlimit && l.fileSizeMb !== null) limits.push(`files up to ${l.fileSizeMb} MB`);
  if (l.maxProcesses !== null) limits.push(`${l.maxProcesses} processes per run (watchdog)`);
  if (l.totalMemoryMb !== null) limits.push(`${l.totalMemoryMb} MB resident memory per run (watchdog)`);

  // Each kind of run sets its own limits (type-checks, builds, test runs, previews); the sentence names the kinds.
  const limitWords = [l.totalMemoryMb !== null && "memory", l.maxProcesses !== null && "processes", "time"]
    .filter(Boolean)
    .join(", ");
  const time =
    l.timeoutMs === null
      ? "no time limit"
      : `runs up to ${Math.round(l.timeoutMs / 1000)} s, previews until stopped`;
  const bounds = `limits on ${limitWords} (${time})`;
  let summary: string;
  if (input.mechanism === "bubblewrap") {
    const nsList = input.namespaces.filter((n) => n !== "mnt" && n !== "cgroup");
    const user = input.hostUser
      ? `the host user ${input.hostUser.name} (uid ${input.hostUser.uid}) without capabilities, `
      : input.unprivilegedUser
        ? `own unprivileged user (uid 65534), `
        : "";
    summary =
      `Generated apps run under bubblewrap: ${user}${nsList.filter((n) => n !== "user").join(", ")} namespaces` +
      `${input.network === "none" ? ", no network" : ""}` +
      `${input.filesystem === "app-only" ? ", only their own folder writable" : ""}; ${bounds}.`;
  } else if (isUnsandboxedAllowed() && productRunsAsRoot()) {
    summary =
      `Generated code does not run on this server (${why(input.notes)}): the product runs as root, and without ` +
      "bubblewrap the code would run as root too. Install bubblewrap (Debian/Ubuntu: apt-get install bubblewrap) " +
      "and restart, or start Specwright as an unprivileged user.";
  } else if (isUnsandboxedAllowed()) {
    summary =
      `Generated apps run WITHOUT sandbox isolation (${why(input.notes)}; ALLOW_UNSANDBOXED_CODE=true): ` +
      `clean environment, ${bounds}; they can read the product's files and reach the network.`;
  } else {
    summary =
      `Generated code does not run on this server (${why(input.notes)}): builds, test runs, type-checks and ` +
      "previews are refused. Install bubblewrap (Debian/Ubuntu: apt-get install bubblewrap) and restart, or set " +
      "ALLOW_UNSANDBOXED_CODE=true for single-user local use.";
  }
  const runsGeneratedCode =
    input.mechanism === "bubblewrap"
      ? sandboxUserProblem() === null
      : isUnsandboxedAllowed() && !productRunsAsRoot();
  return { ...input, limits, summary, runsGeneratedCode };
}

function why(notes: string[]): string {
  if (notes.some((n) => n.startsWith("bubblewrap was not used"))) return "process limits were asked for";
  if (notes.some((n) => n.startsWith("bubblewrap is installed"))) return "bubblewrap failed";
  return "bubblewrap not installed";
}
