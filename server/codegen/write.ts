import fs from "node:fs";
import path from "node:path";
import { checkGeneratedPath, UnsafePathError } from "./generate/paths";

/**
 * Writes generated files into an app folder without ever following a link: every folder on the way is checked
 * with lstat (a link or a file where a folder should be is refused), and each file is written to a fresh
 * temporary file beside it and renamed over the target (rename replaces a link instead of writing through it).
 */
export function writeAppFiles(
  appDir: string,
  files: readonly { path: string; content: string }[],
  remove: readonly string[] = [],
): void {
  ensureRealDir(path.dirname(appDir), true);
  ensureRealDir(appDir, false);
  for (const file of files) {
    const target = resolveInside(appDir, file.path);
    ensureParents(appDir, file.path);
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
    fs.rmSync(temporary, { force: true });
    fs.writeFileSync(temporary, file.content, { flag: "wx", mode: 0o644 });
    fs.renameSync(temporary, target);
  }
  for (const relative of remove) {
    const target = resolveInside(appDir, relative);
    const stat = fs.lstatSync(target, { throwIfNoEntry: false });
    if (stat && (stat.isFile() || stat.isSymbolicLink())) fs.unlinkSync(target);
  }
}

function resolveInside(appDir: string, relative: string): string {
  checkGeneratedPath(relative);
  const target = path.join(appDir, ...relative.split("/"));
  if (!target.startsWith(appDir + path.sep))
    throw new UnsafePathError(`Path leaves the app folder: ${relative}`);
  return target;
}

/** Creates `dir` if missing; refuses a link or a non-folder there. `parents` allows creating missing parents. */
function ensureRealDir(dir: string, parents: boolean): void {
  const stat = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (!stat) {
    fs.mkdirSync(dir, { recursive: parents });
    return;
  }
  if (stat.isSymbolicLink() || !stat.isDirectory())
    throw new UnsafePathError(`${dir} is not a plain folder (a link or a file is in the way)`);
}

function ensureParents(appDir: string, relative: string): void {
  const segments = relative.split("/").slice(0, -1);
  let dir = appDir;
  for (const segment of segments) {
    dir = path.join(dir, segment);
    ensureRealDir(dir, false);
  }
  const target = path.join(appDir, ...relative.split("/"));
  const stat = fs.lstatSync(target, { throwIfNoEntry: false });
  if (stat?.isDirectory()) throw new UnsafePathError(`A folder is in the way of ${relative}`);
}

/**
 * The files under the app folder's src/ (relative paths, links not followed): what a fresh generation compares
 * with its own files, so a folder left from an earlier generation (or an earlier database) holds no strays.
 */
export function listAppSources(appDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, relative: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const rel = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else if (entry.isFile()) found.push(rel);
    }
  };
  const src = path.join(appDir, "src");
  const stat = fs.lstatSync(src, { throwIfNoEntry: false });
  if (stat?.isDirectory()) walk(src, "src");
  return found.sort();
}
