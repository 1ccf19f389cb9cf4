import path from "node:path";
import { FolderHandle, UnsafeEntryError } from "./folder-handle";

/**
 * File access by the product inside folders that sandboxed code can write (an app folder, its scratch folder).
 * Sandboxed code may leave links there pointing anywhere on the host, and a live run may swap a folder for a link
 * at any moment; the product must never read, list or delete through them. Every function here opens each folder
 * from the one above it without following links (folder-handle.ts), so what the product touches is decided by the
 * folder's real contents, never by a link a run left behind.
 */

export { UnsafeEntryError as ConfinedPathError } from "./folder-handle";

/** The segments of `relative` below `root`; a path that leaves root throws. */
function segmentsOf(root: string, relative: string): string[] {
  const base = path.resolve(root);
  const full = path.resolve(base, relative);
  if (full !== base && !full.startsWith(base + path.sep))
    throw new UnsafeEntryError(`${relative} is outside ${base}`);
  return path.relative(base, full).split(path.sep).filter(Boolean);
}

/** Runs `use` on the folder `root/segments` (null when a segment is missing); a link on the way throws. */
function withFolder<T>(
  root: string,
  segments: readonly string[],
  use: (dir: FolderHandle | null) => T,
  create = false,
): T {
  let top: FolderHandle;
  try {
    top = FolderHandle.open(path.resolve(root), { create });
  } catch (error) {
    // A root that is not there (yet) holds nothing.
    if (!create && error instanceof Error && "code" in error && error.code === "ENOENT") return use(null);
    throw error;
  }
  try {
    const dir = top.descend(segments, { create });
    try {
      return use(dir);
    } finally {
      dir?.close();
    }
  } finally {
    top.close();
  }
}

/** True when `root/relative` is a plain file reached without links. */
export function isConfinedFile(root: string, relative: string): boolean {
  try {
    const segments = segmentsOf(root, relative);
    const name = segments.pop();
    if (name === undefined) return false;
    return withFolder(root, segments, (dir) => dir?.kind(name) === "file");
  } catch {
    return false;
  }
}

/**
 * Reads a plain file below `root` (no link anywhere on the way, not a device or fifo, at most `maxBytes`);
 * null when it does not exist.
 */
export function readConfinedFile(root: string, relative: string, maxBytes = 64 * 1024 * 1024): string | null {
  const segments = segmentsOf(root, relative);
  const name = segments.pop();
  if (name === undefined) throw new UnsafeEntryError(`${relative} is a folder`);
  return withFolder(root, segments, (dir) => dir?.readFile(name, maxBytes)?.toString("utf8") ?? null);
}

/** Removes `root/relative` (a folder with its contents, or a file); a link on the way throws, a link there goes. */
export function removeConfined(root: string, relative: string): void {
  const segments = segmentsOf(root, relative);
  const name = segments.pop();
  if (name === undefined) throw new UnsafeEntryError("refusing to remove the root itself");
  withFolder(root, segments, (dir) => dir?.remove(name));
}

/**
 * Creates `root/relative` and its missing parents as plain folders; a link, fifo or file a run left on the way is
 * replaced (it is the product's own name there), never followed.
 */
export function mkdirConfined(root: string, relative: string): string {
  const segments = segmentsOf(root, relative);
  const top = FolderHandle.open(path.resolve(root), { create: true });
  try {
    top.descend(segments, { create: true, onReplaced: () => {} })?.close();
  } finally {
    top.close();
  }
  return path.join(path.resolve(root), ...segments);
}

/**
 * Files below `root/relative` (paths relative to `root`, "/"-separated, sorted), found without following any link
 * and at most `limit` of them. A missing folder, or a link on the way, gives [].
 */
export function listConfinedFiles(root: string, relative: string, limit = 10_000): string[] {
  const found: string[] = [];
  const walk = (dir: FolderHandle, prefix: string) => {
    for (const entry of dir.entries()) {
      if (found.length >= limit) return;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isFile()) found.push(rel);
      else if (entry.isDirectory()) {
        const inner = dir.folder(entry.name);
        if (inner === null) continue;
        try {
          walk(inner, rel);
        } finally {
          inner.close();
        }
      }
    }
  };
  try {
    const segments = segmentsOf(root, relative);
    withFolder(root, segments, (dir) => {
      if (dir) walk(dir, segments.join("/"));
    });
  } catch {
    // a link on the way, or changed by a live run while listed: what was found so far
  }
  return found.slice(0, limit).sort();
}
