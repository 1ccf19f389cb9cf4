import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * The host user that generated code runs as when the product itself runs as root (the default user of many
 * servers and containers). Under bubblewrap without a user of its own, a sandboxed run would map back to the
 * product's user: as root, every file a run left (a setuid copy of a program, say) would be root's on the host. So
 * a product running as root starts each run as root only to build the sandbox's mounts, then drops to this
 * dedicated unprivileged user (sandbox.ts, bubblewrap.ts); the app folders are handed to it before each run.
 *
 * SANDBOX_USER names it (a user name, a uid, or uid:gid); by default `specwright-sandbox`, created as a system user
 * with its own group, no home and no shell when it does not exist yet. A product that does not run as root needs
 * none: its runs map to its own unprivileged user inside their user namespace.
 */

export const DEFAULT_SANDBOX_USER = "specwright-sandbox";

export type HostUser = { uid: number; gid: number; name: string };

/** A root product with no usable dedicated user: generated code must not run. */
export class SandboxUserError extends Error {}

let wanted = DEFAULT_SANDBOX_USER;
let resolved: HostUser | SandboxUserError | null = null;

/** SANDBOX_USER, set once at start-up (tests may point it elsewhere). */
export function setSandboxUser(name: string): void {
  wanted = name;
  resolved = null;
}

export function productRunsAsRoot(): boolean {
  return typeof process.geteuid === "function" && process.geteuid() === 0;
}

/**
 * The user runs drop to: null when the product is not root (its runs are its own user's), else the dedicated user,
 * looked up (and made, once, when it is the default one and missing). Throws SandboxUserError when there is none
 * that is unprivileged.
 */
export function sandboxHostUser(): HostUser | null {
  if (!productRunsAsRoot()) return null;
  if (resolved === null) resolved = resolve(wanted);
  if (resolved instanceof SandboxUserError) throw resolved;
  return resolved;
}

/** Why generated code cannot run as root here, or null when it can (or the product is not root). */
export function sandboxUserProblem(): string | null {
  try {
    sandboxHostUser();
    return null;
  } catch (error) {
    return error instanceof SandboxUserError ? error.message : String(error);
  }
}

function resolve(name: string): HostUser | SandboxUserError {
  const numeric = /^(\d+)(?::(\d+))?$/.exec(name);
  const found = numeric
    ? { uid: Number(numeric[1]), gid: Number(numeric[2] ?? numeric[1]), name }
    : (lookup(name) ?? (name === DEFAULT_SANDBOX_USER ? create(name) : null));
  if (found === null)
    return new SandboxUserError(
      `Generated code does not run as root without a user of its own, and the user ${name} does not exist. ` +
        `Create it (useradd --system --user-group --no-create-home --shell /usr/sbin/nologin ${name}), ` +
        "set SANDBOX_USER to another unprivileged user, or start Specwright as an unprivileged user.",
    );
  if (found.uid === 0 || found.gid === 0)
    return new SandboxUserError(
      `SANDBOX_USER ${name} is root: generated code must run as an unprivileged user. ` +
        "Set SANDBOX_USER to a user of its own, or start Specwright as an unprivileged user.",
    );
  return found;
}

/** The user `name` from the system's user database (getent, so directory services count), or null. */
function lookup(name: string): HostUser | null {
  let line: string;
  try {
    line = execFileSync("getent", ["passwd", name], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    line = readPasswd(name);
  }
  const fields = line.trim().split(":");
  if (fields.length < 4 || fields[0] !== name) return null;
  return { uid: Number(fields[2]), gid: Number(fields[3]), name };
}

function readPasswd(name: string): string {
  try {
    return (
      fs
        .readFileSync("/etc/passwd", "utf8")
        .split("\n")
        .find((line) => line.startsWith(`${name}:`)) ?? ""
    );
  } catch {
    return "";
  }
}

/** Makes the default user as a system user with its own group, no home and no login shell. */
function create(name: string): HostUser | null {
  const useradd = ["/usr/sbin/useradd", "/sbin/useradd", "/usr/bin/useradd"].find((p) => fs.existsSync(p));
  if (!useradd) return null;
  const shell = fs.existsSync("/usr/sbin/nologin") ? "/usr/sbin/nologin" : "/bin/false";
  try {
    execFileSync(
      useradd,
      ["--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent", "--shell", shell, name],
      { stdio: "ignore" },
    );
  } catch {
    // Another process made it meanwhile (exit 9), or it cannot be made: look once more.
  }
  return lookup(name);
}
