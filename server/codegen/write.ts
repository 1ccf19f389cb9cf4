import path from "node:path";
import { listConfinedFiles } from "../runtime/confined";
import { FolderHandle, UnsafeEntryError, type FolderNotice } from "../runtime/folder-handle";
import { checkGeneratedPath } from "./generate/paths";

export type { FolderNotice } from "../runtime/folder-handle";

/**
 * Writes generated files into an app folder that sandboxed runs can change meanwhile (a live preview, a test run).
 * Every folder on the way is opened from the one above it without following a link (runtime/folder-handle.ts), so
 * a folder swapped for a link between two steps never redirects a write; each file is written to a fresh temporary
 * file beside it and renamed over the target. A link, a fifo or another odd entry where a folder or file belongs
 * (left by a run) is replaced and reported, never written through, and never a reason to fail.
 *
 * Paths are checked before anything is written (UnsafePathError). Returns what was replaced or removed.
 */
export function writeAppFiles(
  appDir: string,
  files: readonly { path: string; content: string }[],
  remove: readonly string[] = [],
  options: { onReplaced?: (notice: FolderNotice) => void } = {},
): FolderNotice[] {
  for (const file of files) checkGeneratedPath(file.path);
  for (const relative of remove) checkGeneratedPath(relative);
  const notices: FolderNotice[] = [];
  const onReplaced = (notice: FolderNotice) => {
    notices.push(notice);
    options.onReplaced?.(notice);
  };
  const root = FolderHandle.open(path.resolve(appDir), { create: true });
  try {
    for (const file of files) writeOne(root, file, onReplaced);
    for (const relative of remove) {
      const segments = relative.split("/");
      const name = segments.pop() as string;
      const dir = root.descend(segments, { onReplaced });
      try {
        // A file that is no longer generated goes; a folder there now is not the product's to remove.
        if (dir && dir.kind(name) !== null && dir.kind(name) !== "folder") dir.remove(name);
      } finally {
        dir?.close();
      }
    }
  } finally {
    root.close();
  }
  return notices;
}

const ATTEMPTS = 5;

/**
 * Writes one file, from the app folder down. A folder opened on the way can be removed or replaced by a live run
 * before the file is made in it (ENOENT): the way is opened again, and a folder that keeps changing is a busy app
 * folder (UnsafeEntryError), never an unexplained failure.
 */
function writeOne(
  root: FolderHandle,
  file: { path: string; content: string },
  onReplaced: (notice: FolderNotice) => void,
): void {
  const segments = file.path.split("/");
  const name = segments.pop() as string;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const dir = root.descend(segments, { create: true, mode: 0o755, onReplaced });
    try {
      dir?.writeFile(name, file.content, { onReplaced });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    } finally {
      dir?.close();
    }
  }
  throw new UnsafeEntryError(`${file.path} keeps changing while the product writes it`);
}

/**
 * The files under the app folder's src/ (relative paths, links not followed): what a fresh generation compares
 * with its own files, so a folder left from an earlier generation (or an earlier database) holds no strays.
 */
export function listAppSources(appDir: string): string[] {
  return listConfinedFiles(path.resolve(appDir), "src", Number.MAX_SAFE_INTEGER);
}
