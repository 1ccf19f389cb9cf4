import fs from "node:fs";
import path from "node:path";
import { statFields } from "./process-tree";

/**
 * Sandboxed runs that outlive a crash of the product. Every run starts in its own session (spawn's `detached`,
 * setsid), so all the processes it starts share its session id unless they leave it on purpose. While a run lives,
 * a record of it (its PID and start time, and the product process's PID and start time) sits in the registry
 * folder (DATA_DIR/run/sandboxes). A clean end removes the record; a `kill -9` of the product leaves it, and
 * `reapOrphans` at the next start ends every process still in that session. Start times (from /proc) make sure a
 * reused PID is never mistaken for a run: a process counts only if it started no earlier than the run did.
 * Records of a product process that is still alive (another server on the same DATA_DIR) are left alone.
 */

type RunRecord = { pid: number; start: number; owner: number; ownerStart: number };

let registryDir: string | null = null;

/** Where runs are recorded (null: not recorded, e.g. in unit tests). Set once at start-up. */
export function setProcessRegistry(dir: string | null): void {
  registryDir = dir;
  if (dir !== null) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Boot time in clock ticks since boot: field 22 of /proc/<pid>/stat, or null when the process is gone. */
export function processStart(pid: number): number | null {
  const fields = statFields(pid);
  return fields === null ? null : Number(fields[19]);
}

/** Records a started run; the returned function removes the record (call it once every process has ended). */
export function recordRun(pid: number): () => void {
  const dir = registryDir;
  if (dir === null) return () => {};
  const start = processStart(pid);
  const ownerStart = processStart(process.pid);
  if (start === null || ownerStart === null) return () => {};
  const file = path.join(dir, `${process.pid}-${pid}.json`);
  const record: RunRecord = { pid, start, owner: process.pid, ownerStart };
  try {
    fs.writeFileSync(file, JSON.stringify(record), { mode: 0o600 });
  } catch {
    return () => {};
  }
  return () => fs.rmSync(file, { force: true });
}

/** PIDs of living processes in session `sid` that started at or after `notBefore` (clock ticks since boot). */
function sessionMembers(sid: number, notBefore: number): number[] {
  const found: number[] = [];
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    // fields[0] is the state (Z: a zombie, already dead), fields[3] the session id (field 6), fields[19] the
    // start time (field 22).
    if (fields === null || fields[0] === "Z" || Number(fields[3]) !== sid || Number(fields[19]) < notBefore)
      continue;
    found.push(Number(entry));
  }
  return found;
}

function parseRecord(text: string): RunRecord | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { pid, start, owner, ownerStart } = value as Record<string, unknown>;
    const ok = [pid, start, owner, ownerStart].every((n) => Number.isSafeInteger(n) && (n as number) > 0);
    return ok ? (value as RunRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Ends what runs of a product process that no longer lives left behind (see the module comment) and removes their
 * records. Returns how many processes were ended. Never throws.
 */
export function reapOrphans(dir: string): { ended: number; runs: number } {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return { ended: 0, runs: 0 };
  }
  let ended = 0;
  let runs = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    let record: RunRecord | null = null;
    try {
      record = parseRecord(fs.readFileSync(file, "utf8"));
    } catch {
      continue;
    }
    if (record === null) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (processStart(record.owner) === record.ownerStart) continue; // its product process still runs
    const members = sessionMembers(record.pid, record.start);
    if (members.length > 0) runs += 1;
    for (const pid of members) {
      try {
        process.kill(pid, "SIGKILL");
        ended += 1;
      } catch {
        // gone meanwhile
      }
    }
    fs.rmSync(file, { force: true });
  }
  return { ended, runs };
}
