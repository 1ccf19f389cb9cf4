/**
 * Generated file paths are checked before anything is stored or written: relative POSIX paths inside the app
 * folder, made of plain segments (no `..`, no `.`, no empty segment, no backslash, no NUL or control characters,
 * no drive letters), at most 240 characters. The writer also refuses to follow links (see write.ts).
 */
const SEGMENT = /^[A-Za-z0-9_@][A-Za-z0-9_.@-]*$/;
const DOT_FILES = new Set([".gitignore", ".env.example", ".dockerignore", ".vscode", ".nvmrc", ".npmrc"]);

export class UnsafePathError extends Error {}

/** Returns the path when it is safe, else throws UnsafePathError naming the problem. */
export function checkGeneratedPath(path: string): string {
  if (path.length === 0 || path.length > 240) throw new UnsafePathError(`Unsafe path length: ${path.length}`);
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path)) throw new UnsafePathError(`Absolute path: ${path}`);
  if (path.includes("\\") || [...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    throw new UnsafePathError(`Path with a backslash or control character`);
  for (const segment of path.split("/")) {
    if (segment === "" || segment === "." || segment === "..")
      throw new UnsafePathError(`Path with an empty, . or .. segment: ${path}`);
    if (!SEGMENT.test(segment) && !DOT_FILES.has(segment))
      throw new UnsafePathError(`Path segment not allowed: ${segment}`);
  }
  if (path.split("/")[0] === "node_modules") throw new UnsafePathError(`Path inside node_modules: ${path}`);
  return path;
}

export function isSafeGeneratedPath(path: string): boolean {
  try {
    checkGeneratedPath(path);
    return true;
  } catch {
    return false;
  }
}
