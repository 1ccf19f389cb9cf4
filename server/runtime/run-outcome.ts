import fs from "node:fs";
import path from "node:path";
import type { SandboxUnavailableError } from "./sandbox-policy";
import type { Plan, SandboxedProcess, SandboxLimitHit, SandboxResult } from "./sandbox-types";

/**
 * How a sandboxed run ended, said in one sentence (which limit, if any), a run refused before it started, and the
 * run's log file (appended, capped): the reporting half of sandbox.ts.
 */

const MAX_LOG_BYTES = 20 * 1024 * 1024;

export type DescribeInput = {
  code: number | null;
  signal: NodeJS.Signals | null;
  limitHit: SandboxLimitHit;
  spawnError: Error | null;
  tail: string[];
  durationMs: number;
  plan: Plan;
  logFile: string | null;
};

const OUT_OF_MEMORY =
  /Array buffer allocation failed|Reached heap limit|JavaScript heap out of memory|Failed to reserve virtual memory|Cannot allocate memory|std::bad_alloc|ENOMEM/;

export function describe(input: DescribeInput): SandboxResult {
  const { code, signal, spawnError, tail, durationMs, plan } = input;
  let limit = input.limitHit;
  const base = {
    exitCode: code,
    signal,
    durationMs,
    tail: [...tail],
    logFile: input.logFile,
    mechanism: plan.mechanism,
  };
  if (spawnError !== null) {
    return {
      ...base,
      timedOut: false,
      limit: null,
      started: false,
      summary: `Could not start ${plan.command}: ${spawnError.message}`,
    };
  }
  // Limits enforced by the kernel show up as the program's own failure; name them.
  if (limit === null) {
    const text = tail.slice(-40).join("\n");
    if (signal === "SIGXCPU" || code === 128 + 24) limit = "cpu";
    else if (signal === "SIGXFSZ" || /EFBIG|File too large/.test(text)) limit = "file-size";
    else if (code !== 0 && OUT_OF_MEMORY.test(text)) limit = "memory";
  }
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  const ended = code !== null ? `exit code ${code}` : `signal ${signal ?? "unknown"}`;
  const l = plan.limits;
  const reasons: Record<Exclude<SandboxLimitHit, null>, string> = {
    time: `Killed after ${seconds(durationMs)}: time limit of ${seconds(l.timeoutMs ?? 0)} reached`,
    memory:
      input.limitHit === "memory"
        ? `Killed: the processes used more than ${l.totalMemoryMb} MB of memory together`
        : `Ran out of memory (limit ${l.addressSpaceMb ?? "none"} MB of address space per process; ${ended})`,
    processes: `Killed: more than ${l.maxProcesses} processes at once`,
    cpu: `Killed: more than ${l.cpuSeconds} s of CPU time in one process`,
    "file-size": `Failed: a file grew past ${l.fileSizeMb} MB (${ended})`,
    stopped: `Stopped after ${seconds(durationMs)}`,
  };
  const summary = limit !== null ? reasons[limit] : `Finished with ${ended} in ${seconds(durationMs)}`;
  return { ...base, timedOut: limit === "time", limit, started: true, summary };
}

/** A run that never started because no sandbox is available (see UNSANDBOXED_REFUSAL); its log says why. */
export function refusedRun(error: SandboxUnavailableError, logFile: string | null): SandboxedProcess {
  const log = openLog(logFile);
  log.write(`ERROR ${error.message}`);
  const result: SandboxResult = {
    exitCode: null,
    signal: null,
    timedOut: false,
    limit: null,
    summary: error.message,
    durationMs: 0,
    tail: [`ERROR ${error.message}`],
    logFile,
    mechanism: "process-limits",
    started: false,
  };
  const done = log.close().then(() => result);
  return {
    pid: undefined,
    mechanism: "process-limits",
    done,
    stop: () => done,
    tail: () => [...result.tail],
  };
}

type Log = { write(line: string): void; close(): Promise<void> };

export function openLog(file: string | null): Log {
  if (file === null) return { write() {}, close: () => Promise.resolve() };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const stream = fs.createWriteStream(file, { flags: "a" });
  stream.on("error", () => {}); // a full disk must not crash the product
  let written = 0;
  let truncated = false;
  return {
    write(line) {
      if (truncated) return;
      written += Buffer.byteLength(line) + 1;
      if (written > MAX_LOG_BYTES) {
        truncated = true;
        stream.write(`# log truncated at ${MAX_LOG_BYTES / 1024 / 1024} MB\n`);
        return;
      }
      stream.write(`${line}\n`);
    },
    close: () => new Promise((resolve) => stream.end(resolve)),
  };
}
