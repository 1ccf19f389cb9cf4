import fs from "node:fs";
import path from "node:path";

/**
 * File access by the product inside folders that sandboxed code can write (an app folder, its scratch folder).
 * Sandboxed code may leave links there pointing anywhere on the host; the product must never read, list or delete
 * through them. Every function here checks each path segment below `root` with lstat and refuses a link, so what
 * the product touches is decided by the folder's real contents, never by a link a run left behind.
 */

export class ConfinedPathError extends Error {}

/** `root/relative` with every segment below root checked: a link (or a non-folder on the way) throws. */
function walk(root: string, target: string): string {
  const base = path.resolve(root);
  const full = path.resolve(base, target);
  if (full !== base && !full.startsWith(base + path.sep))
    throw new ConfinedPathError(`${target} is outside ${base}`);
  const rootStat = fs.lstatSync(base, { throwIfNoEntry: false });
  if (rootStat && (rootStat.isSymbolicLink() || !rootStat.isDirectory()))
    throw new ConfinedPathError(`${base} is not a plain folder`);
  const segments = path.relative(base, full).split(path.sep).filter(Boolean);
  let current = base;
  segments.forEach((segment, index) => {
    current = path.join(current, segment);
    const stat = fs.lstatSync(current, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isSymbolicLink()) throw new ConfinedPathError(`${current} is a link`);
    if (index < segments.length - 1 && !stat.isDirectory())
      throw new ConfinedPathError(`${current} is not a folder`);
  });
  return full;
}

/** True when `root/relative` is a plain file reached without links. */
export function isConfinedFile(root: string, relative: string): boolean {
  try {
    return fs.lstatSync(walk(root, relative), { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * Reads a plain file below `root` (no link anywhere on the way, not a device or fifo, at most `maxBytes`);
 * null when it does not exist. Opened with O_NOFOLLOW and checked again on the open descriptor.
 */
export function readConfinedFile(root: string, relative: string, maxBytes = 64 * 1024 * 1024): string | null {
  const file = walk(root, relative);
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  if (!stat.isFile()) throw new ConfinedPathError(`${file} is not a plain file`);
  const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  try {
    const opened = fs.fstatSync(fd);
    if (!opened.isFile() || opened.ino !== stat.ino || opened.dev !== stat.dev)
      throw new ConfinedPathError(`${file} changed while it was opened`);
    if (opened.size > maxBytes) throw new ConfinedPathError(`${file} is larger than ${maxBytes} bytes`);
    return fs.readFileSync(fd, "utf8");
  } finally {
    fs.closeSync(fd);
  }
}

/** Removes `root/relative` (a folder with its contents, or a file); a link on the way throws, a link there goes. */
export function removeConfined(root: string, relative: string): void {
  const target = walk(root, path.dirname(relative) === "." ? "." : path.dirname(relative));
  const full = path.join(target, path.basename(relative));
  if (full === path.resolve(root)) throw new ConfinedPathError("refusing to remove the root itself");
  // rm never follows links inside what it removes, and the last segment itself is removed as what it is.
  fs.rmSync(full, { recursive: true, force: true });
}

/** Creates `root/relative` and its missing parents as plain folders; a link on the way throws. */
export function mkdirConfined(root: string, relative: string): string {
  const base = path.resolve(root);
  const segments = path.relative(base, path.resolve(base, relative)).split(path.sep).filter(Boolean);
  let current = base;
  walk(base, ".");
  for (const segment of segments) {
    current = path.join(current, segment);
    walk(base, path.relative(base, current));
    if (!fs.existsSync(current)) fs.mkdirSync(current);
  }
  return walk(base, relative);
}

/**
 * Files below `root/relative` (paths relative to `root`, "/"-separated, sorted), found without following any link
 * and at most `limit` of them. A missing folder gives [].
 */
export function listConfinedFiles(root: string, relative: string, limit = 10_000): string[] {
  let start: string;
  try {
    start = walk(root, relative);
  } catch {
    return [];
  }
  const base = path.resolve(root);
  const found: string[] = [];
  const pending = [start];
  while (pending.length > 0 && found.length < limit) {
    const dir = pending.pop() as string;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) found.push(path.relative(base, full).split(path.sep).join("/"));
    }
  }
  return found.slice(0, limit).sort();
}
