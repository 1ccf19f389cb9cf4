import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A folder opened once and then used through its descriptor, for folders that sandboxed code can change while the
 * product works in them (an app folder, its scratch folder). Every name is looked up relative to the opened folder,
 * one segment at a time and never through a link: on Linux through `/proc/self/fd/<fd>/<name>`, a magic link the
 * kernel resolves to the opened folder itself (not to its path again), with O_NOFOLLOW on the segment. So a run that
 * swaps a folder for a link between the product's check and its write cannot redirect the write: the product works
 * in the folder it opened, wherever that folder has been moved to inside the run's own mounts.
 *
 * Without /proc (not Linux) names are joined to the folder's path: the segment checks still apply, but a swap of a
 * folder above the opened one between two calls is not excluded there (generated code runs only on Linux under
 * bubblewrap, see sandbox.ts).
 */

const { O_RDONLY, O_WRONLY, O_DIRECTORY, O_NOFOLLOW, O_NONBLOCK, O_CREAT, O_EXCL } = fs.constants;
const PROC_FD = fs.existsSync("/proc/self/fd");
/** How often an entry that a live run keeps swapping is replaced before the product gives up with a clear error. */
const ATTEMPTS = 5;

/** What an entry in a folder is, as lstat sees it. */
export type EntryKind = "file" | "folder" | "link" | "fifo" | "socket" | "device";

/** An entry that was not what the product needed there, and what the product did with it. */
export type FolderNotice = { path: string; kind: EntryKind; action: "replaced" | "removed" };

/** Refused: a link or another non-regular entry where the product needs a file or folder, or a name that escapes. */
export class UnsafeEntryError extends Error {}

export function kindOf(stat: fs.Stats): EntryKind {
  if (stat.isSymbolicLink()) return "link";
  if (stat.isDirectory()) return "folder";
  if (stat.isFile()) return "file";
  if (stat.isFIFO()) return "fifo";
  if (stat.isSocket()) return "socket";
  return "device";
}

function checkName(name: string): void {
  if (name === "" || name === "." || name === ".." || name.includes("/") || name.includes("\0"))
    throw new UnsafeEntryError(`Not a single file or folder name: ${JSON.stringify(name)}`);
}

function errno(error: unknown): string | undefined {
  return error instanceof Error && "code" in error ? String(error.code) : undefined;
}

export type DescendOptions = {
  /** Creates missing folders (mode 0700 unless given). */
  create?: boolean;
  mode?: number;
  /** Replaces what is in the way (a link, a file, a fifo …) by a real folder, and reports it; else it is refused. */
  onReplaced?: (notice: FolderNotice) => void;
};

export class FolderHandle {
  private open = true;

  private constructor(
    private readonly fd: number,
    /** The folder's path when it was opened, for messages and the non-Linux fallback. */
    readonly where: string,
    /** Path relative to the folder the walk started from ("" for that folder), for notices. */
    readonly relative: string,
  ) {}

  /**
   * Opens `dir` itself, which must be a real folder (a link there is refused). With `create`, a missing `dir` is
   * made (its parents too: they are the product's own folders).
   */
  static open(dir: string, options: { create?: boolean; mode?: number } = {}): FolderHandle {
    const where = path.resolve(dir);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        return new FolderHandle(fs.openSync(where, O_RDONLY | O_DIRECTORY | O_NOFOLLOW), where, "");
      } catch (error) {
        const code = errno(error);
        if (code === "ENOENT" && options.create) {
          fs.mkdirSync(path.dirname(where), { recursive: true, mode: options.mode ?? 0o700 });
          try {
            fs.mkdirSync(where, { mode: options.mode ?? 0o700 });
          } catch (made) {
            if (errno(made) !== "EEXIST") throw made;
          }
          continue;
        }
        if (code === "ELOOP" || code === "ENOTDIR")
          throw new UnsafeEntryError(`${where} is not a plain folder (a link or a file is in the way)`);
        throw error;
      }
    }
    throw new UnsafeEntryError(`${where} keeps changing`);
  }

  /** The kernel's path to `name` inside this very folder (see the module comment). */
  private at(name: string): string {
    checkName(name);
    this.assertOpen();
    return PROC_FD ? `/proc/self/fd/${this.fd}/${name}` : path.join(this.where, name);
  }

  private self(): string {
    this.assertOpen();
    return PROC_FD ? `/proc/self/fd/${this.fd}` : this.where;
  }

  private assertOpen(): void {
    if (!this.open) throw new Error(`FolderHandle for ${this.where} is closed`);
  }

  private rel(name: string): string {
    return this.relative ? `${this.relative}/${name}` : name;
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    fs.closeSync(this.fd);
  }

  /** What `name` is here, or null when there is nothing. */
  kind(name: string): EntryKind | null {
    const stat = fs.lstatSync(this.at(name), { throwIfNoEntry: false });
    return stat ? kindOf(stat) : null;
  }

  lstat(name: string): fs.Stats | undefined {
    return fs.lstatSync(this.at(name), { throwIfNoEntry: false });
  }

  /** The folder's own status, from its descriptor. */
  stat(): fs.Stats {
    this.assertOpen();
    return fs.fstatSync(this.fd);
  }

  /** The entries of this folder (names and kinds as the directory reports them). */
  entries(): fs.Dirent[] {
    return fs.readdirSync(this.self(), { withFileTypes: true });
  }

  /** Changes the folder's owner through its descriptor. */
  chown(uid: number, gid: number): void {
    this.assertOpen();
    fs.fchownSync(this.fd, uid, gid);
  }

  chmod(mode: number): void {
    this.assertOpen();
    fs.fchmodSync(this.fd, mode);
  }

  /** Changes the owner of the entry `name` itself (a link's own owner, never its target's). */
  lchown(name: string, uid: number, gid: number): void {
    fs.lchownSync(this.at(name), uid, gid);
  }

  /**
   * Opens the sub-folder `name`. Missing: null, or made with `create`. Not a folder (a link, a file, a fifo):
   * replaced by an empty folder when `onReplaced` is given (and reported), else refused.
   */
  folder(name: string, options: DescendOptions = {}): FolderHandle | null {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        const fd = fs.openSync(this.at(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
        return new FolderHandle(fd, path.join(this.where, name), this.rel(name));
      } catch (error) {
        const code = errno(error);
        if (code === "ENOENT") {
          if (!options.create) return null;
          try {
            fs.mkdirSync(this.at(name), { mode: options.mode ?? 0o700 });
          } catch (made) {
            if (errno(made) !== "EEXIST") throw made;
          }
          continue;
        }
        if (code !== "ELOOP" && code !== "ENOTDIR") throw error;
        const kind = this.kind(name);
        if (kind === null || kind === "folder") continue; // changed meanwhile: look again
        if (!options.onReplaced) throw new UnsafeEntryError(`${this.rel(name)} is a ${kind}, not a folder`);
        this.remove(name);
        options.onReplaced({ path: this.rel(name), kind, action: "replaced" });
        if (!options.create) return null;
      }
    }
    throw new UnsafeEntryError(`${this.rel(name)} keeps changing while the product writes it`);
  }

  /** Walks down `segments` (see folder()); the caller closes the result. Null when a segment is missing. */
  descend(segments: readonly string[], options: DescendOptions = {}): FolderHandle | null {
    // The caller always gets a handle of its own to close, also for no segments at all.
    let current = this.reopen();
    for (const segment of segments) {
      const next = current.folder(segment, options);
      current.close();
      if (next === null) return null;
      current = next;
    }
    return current;
  }

  private reopen(): FolderHandle {
    const fd = fs.openSync(this.self(), O_RDONLY | O_DIRECTORY);
    return new FolderHandle(fd, this.where, this.relative);
  }

  /**
   * Reads the plain file `name` (opened without following a link and without blocking on a fifo, checked on the
   * descriptor); null when there is nothing. A link, a folder or any other non-regular entry is refused.
   */
  readFile(name: string, maxBytes = 64 * 1024 * 1024): Buffer | null {
    // A device is never opened (opening one can act); what is there is checked again on the descriptor.
    const before = this.kind(name);
    if (before === null) return null;
    if (before !== "file") throw new UnsafeEntryError(`${this.rel(name)} is a ${before}, not a plain file`);
    let fd: number;
    try {
      fd = fs.openSync(this.at(name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    } catch (error) {
      const code = errno(error);
      if (code === "ENOENT") return null;
      if (code === "ELOOP") throw new UnsafeEntryError(`${this.rel(name)} is a link`);
      if (code === "ENXIO") throw new UnsafeEntryError(`${this.rel(name)} is not a plain file`);
      throw error;
    }
    try {
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) throw new UnsafeEntryError(`${this.rel(name)} is not a plain file`);
      if (stat.size > maxBytes)
        throw new UnsafeEntryError(`${this.rel(name)} is larger than ${maxBytes} bytes`);
      return fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }

  /**
   * Writes `name` atomically: a fresh temporary file beside it (O_EXCL, no link followed), renamed over it. Rename
   * replaces a link, fifo or socket there instead of writing through it (reported); a folder in the way is removed
   * and reported when `onReplaced` is given, else refused.
   */
  writeFile(
    name: string,
    content: string | Uint8Array,
    options: {
      mode?: number;
      owner?: { uid: number; gid: number } | null;
      onReplaced?: DescendOptions["onReplaced"];
    } = {},
  ): void {
    checkName(name);
    const temporary = `.sw-${crypto.randomBytes(6).toString("hex")}.tmp`;
    const fd = fs.openSync(
      this.at(temporary),
      O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW,
      options.mode ?? 0o644,
    );
    let renamed = false;
    try {
      try {
        fs.writeFileSync(fd, content);
        if (options.owner) fs.fchownSync(fd, options.owner.uid, options.owner.gid);
        // The mode asked for, whatever the umask made of it.
        fs.fchmodSync(fd, options.mode ?? 0o644);
      } finally {
        fs.closeSync(fd);
      }
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const kind = this.kind(name);
        if (kind === "folder") {
          if (!options.onReplaced) throw new UnsafeEntryError(`A folder is in the way of ${this.rel(name)}`);
          this.remove(name);
        }
        try {
          fs.renameSync(this.at(temporary), this.at(name));
          renamed = true;
          if (kind !== null && kind !== "file")
            options.onReplaced?.({ path: this.rel(name), kind, action: "replaced" });
          return;
        } catch (error) {
          const code = errno(error);
          // A folder appeared in the way meanwhile: look again.
          if (code !== "EISDIR" && code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
        }
      }
      throw new UnsafeEntryError(`${this.rel(name)} keeps changing while the product writes it`);
    } finally {
      if (!renamed) fs.rmSync(this.at(temporary), { force: true });
    }
  }

  /** Makes the folder `name` here (EEXIST when something is there). */
  mkdir(name: string, mode = 0o700): void {
    fs.mkdirSync(this.at(name), { mode });
  }

  /**
   * Removes `name`: a folder with everything in it (each level opened without following links, so nothing outside
   * is ever touched), or any other entry as itself (a link goes, never its target).
   */
  remove(name: string): void {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const kind = this.kind(name);
      if (kind === null) return;
      try {
        if (kind !== "folder") {
          fs.unlinkSync(this.at(name));
          return;
        }
        const inner = this.folder(name);
        if (inner === null) continue;
        try {
          for (const entry of inner.entries()) inner.remove(entry.name);
        } finally {
          inner.close();
        }
        fs.rmdirSync(this.at(name));
        return;
      } catch (error) {
        // Changed meanwhile (a folder became a link, or was filled again): look again.
        if (error instanceof UnsafeEntryError) continue;
        if (!["ENOENT", "ENOTDIR", "EISDIR", "ENOTEMPTY", "EEXIST"].includes(errno(error) ?? "")) throw error;
      }
    }
    throw new UnsafeEntryError(`${this.rel(name)} keeps changing while the product removes it`);
  }

  /**
   * Clears the setuid and setgid bits of `name` when it is a plain file or folder that has them: opened without
   * following links or blocking, changed on the descriptor. Returns whether it changed anything.
   */
  clearSpecialBits(name: string): boolean {
    const before = this.kind(name);
    if (before !== "file" && before !== "folder") return false;
    let fd: number;
    try {
      fd = fs.openSync(this.at(name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    } catch {
      return false; // gone, a link, or unreadable: the walk reports and removes what is not a file or folder
    }
    try {
      const stat = fs.fstatSync(fd);
      if (!(stat.isFile() || stat.isDirectory()) || (stat.mode & 0o6000) === 0) return false;
      fs.fchmodSync(fd, stat.mode & 0o1777);
      return true;
    } finally {
      fs.closeSync(fd);
    }
  }
}
