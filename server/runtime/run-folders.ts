import type fs from "node:fs";
import path from "node:path";
import { FolderHandle, kindOf, type EntryKind } from "./folder-handle";
import type { HostUser } from "./host-user";

/**
 * The folders a sandboxed run can write (its app folder and its scratch folder), before and after each run.
 *
 * Before: they are private (0700) and, when the product runs as root, handed to the dedicated sandbox user
 * (host-user.ts) so the run can write them as that user. After: whatever the run left that could give anyone more
 * rights or trip the product is undone and reported — setuid and setgid bits are cleared, device files removed,
 * and in the app folder links, fifos and sockets removed (the product writes there; the scratch folder keeps the
 * live preview's socket). Every step works on opened folders, never through a link (folder-handle.ts), so a run
 * that is still live (a preview beside a test run) cannot turn the walk against the host.
 */

/** Entries looked at per folder tree; a run that made more is reported and the rest left for the next walk. */
const MAX_ENTRIES = 200_000;

export type RunFolder = {
  dir: string;
  /** How notices name it: "" for the app folder (paths relative to it), e.g. "../.scratch/7" for scratch. */
  shownAs: string;
  /** Links, fifos and sockets go too (the app folder); else only devices do. */
  strict: boolean;
};

export type HygieneNotice = {
  path: string;
  kind: EntryKind;
  action: "removed" | "cleared setuid/setgid" | "not fully checked";
};

/** Makes the folders private and, for a root product, the sandbox user's (only entries not yet theirs change). */
export function prepareRunFolders(folders: readonly RunFolder[], owner: HostUser | null): void {
  for (const folder of folders) {
    const top = FolderHandle.open(folder.dir, { create: true });
    try {
      const stat = top.stat();
      if ((stat.mode & 0o777) !== 0o700) top.chmod(0o700);
      if (owner === null) continue;
      if (stat.uid !== owner.uid || stat.gid !== owner.gid) top.chown(owner.uid, owner.gid);
      walk(top, "", (dir, name, entry) => {
        if (entry.uid !== owner.uid || entry.gid !== owner.gid) dir.lchown(name, owner.uid, owner.gid);
        return true;
      });
    } finally {
      top.close();
    }
  }
}

/** Undoes what a finished run left that it must not (see the module comment); returns what was done. */
export function cleanRunFolders(folders: readonly RunFolder[]): HygieneNotice[] {
  const notices: HygieneNotice[] = [];
  for (const folder of folders) {
    let top: FolderHandle;
    try {
      top = FolderHandle.open(folder.dir);
    } catch {
      continue; // gone, or never made
    }
    const shown = (relative: string) => (folder.shownAs ? `${folder.shownAs}/${relative}` : relative);
    try {
      if (top.stat().mode & 0o6000) top.chmod(top.stat().mode & 0o1777);
      const complete = walk(top, "", (dir, name, entry, relative) => {
        const kind = kindOf(entry);
        if (
          kind === "device" ||
          (folder.strict && (kind === "link" || kind === "fifo" || kind === "socket"))
        ) {
          dir.remove(name);
          notices.push({ path: shown(relative), kind, action: "removed" });
          return false;
        }
        if ((kind === "file" || kind === "folder") && entry.mode & 0o6000 && dir.clearSpecialBits(name))
          notices.push({ path: shown(relative), kind, action: "cleared setuid/setgid" });
        return true;
      });
      if (!complete)
        notices.push({ path: folder.shownAs || ".", kind: "folder", action: "not fully checked" });
    } catch {
      // A live run changed the folder while it was walked: the next run's walk sees the rest.
    } finally {
      top.close();
    }
  }
  return notices;
}

/** One line for the run's log per notice. */
export function describeNotice(notice: HygieneNotice): string {
  const what = notice.kind === "device" ? "device file" : notice.kind;
  switch (notice.action) {
    case "removed":
      return `Specwright removed a ${what} the run left: ${notice.path} (generated apps need none; nothing was read through it)`;
    case "cleared setuid/setgid":
      return `Specwright cleared the setuid/setgid bit of ${notice.path} (a run may not leave one)`;
    default:
      return `The run left more than ${MAX_ENTRIES} files in ${notice.path}; only the first were checked`;
  }
}

/**
 * Visits every entry below `top` (depth first, folders opened without following links); `visit` returns whether to
 * go into a folder. False when the walk stopped at MAX_ENTRIES.
 */
function walk(
  top: FolderHandle,
  prefix: string,
  visit: (dir: FolderHandle, name: string, entry: fs.Stats, relative: string) => boolean,
): boolean {
  let seen = 0;
  const inner = (dir: FolderHandle, relative: string): boolean => {
    for (const dirent of dir.entries()) {
      if (++seen > MAX_ENTRIES) return false;
      const stat = dir.lstat(dirent.name);
      if (!stat) continue;
      const rel = relative ? `${relative}/${dirent.name}` : dirent.name;
      if (!visit(dir, dirent.name, stat, rel) || !stat.isDirectory()) continue;
      const child = dir.folder(dirent.name);
      if (child === null) continue;
      try {
        if (!inner(child, rel)) return false;
      } finally {
        child.close();
      }
    }
    return true;
  };
  return inner(top, prefix);
}

/** The folders of a run of the app in `appDir`: the app folder itself (strict) and its scratch folder. */
export function runFoldersOf(appDir: string, scratchDir: string): RunFolder[] {
  return [
    { dir: appDir, shownAs: "", strict: true },
    { dir: scratchDir, shownAs: path.relative(appDir, scratchDir).split(path.sep).join("/"), strict: false },
  ];
}
