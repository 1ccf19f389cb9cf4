import fs from "node:fs";

/**
 * A process tree read from /proc (Linux): the sandbox's watchdog counts a run's processes and sums their resident
 * memory; stop() and the deployment supervisor find every descendant to end.
 */

export type TreeUsage = { processes: number; rssBytes: number };

/**
 * The fields of /proc/<pid>/stat after the command name (which is in parentheses and may hold spaces): index 0 is
 * field 3 (state), 1 the parent pid, 3 the session id, 19 the start time, 21 the resident pages. Null when gone.
 */
export function statFields(pid: number | string): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Reads /proc once: pid → parent pid and resident memory. */
function processTable(): Map<number, { ppid: number; rssPages: number }> {
  const table = new Map<number, { ppid: number; rssPages: number }>();
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return table;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry); // null: exited meanwhile
    if (fields) table.set(Number(entry), { ppid: Number(fields[1]), rssPages: Number(fields[21]) });
  }
  return table;
}

function childrenOf(table: Map<number, { ppid: number }>): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) {
    const list = children.get(ppid);
    if (list) list.push(pid);
    else children.set(ppid, [pid]);
  }
  return children;
}

/** Every living descendant of `root` (host PIDs). */
export function descendants(root: number): number[] {
  const table = processTable();
  const children = childrenOf(table);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const next = queue.shift() as number;
    for (const child of children.get(next) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

const PAGE_SIZE = 4096;

export function treeUsage(root: number): TreeUsage {
  const table = processTable();
  const children = childrenOf(table);
  let processes = 0;
  let rssBytes = 0;
  const queue = table.has(root) ? [root] : [];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    processes++;
    rssBytes += (table.get(pid)?.rssPages ?? 0) * PAGE_SIZE;
    queue.push(...(children.get(pid) ?? []));
  }
  return { processes, rssBytes };
}
