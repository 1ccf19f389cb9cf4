import fs from "node:fs";
import path from "node:path";
import { productRunsAsRoot, sandboxUserProblem } from "./host-user";

/**
 * Whether generated code may run on this host, and under which mechanism: the policy half of sandbox.ts. Under
 * bubblewrap it always may (as the dedicated sandbox user when the product is root, host-user.ts). Without it only
 * when the operator opted in (ALLOW_UNSANDBOXED_CODE), and never as root: the code would run with root's rights.
 */

export type SandboxMechanism = "bubblewrap" | "process-limits";

/** What a user sees when generated code would have to run without a sandbox and the operator has not opted in. */
export const UNSANDBOXED_REFUSAL =
  "Generated code does not run on this server: it has no sandbox. Install bubblewrap " +
  "(Debian/Ubuntu: apt-get install bubblewrap) and restart Specwright, or set ALLOW_UNSANDBOXED_CODE=true " +
  "for single-user local use.";

/** The same, for a product running as root: the opt-in would run the code as root. */
export const ROOT_UNSANDBOXED_REFUSAL =
  "Generated code does not run as root without a sandbox: it would have every right on this server. Install " +
  "bubblewrap (Debian/Ubuntu: apt-get install bubblewrap) and restart Specwright, or start Specwright as an " +
  "unprivileged user.";

/** A run that must not start: no sandbox (and no opt-in), or root with no user of its own for generated code. */
export class SandboxUnavailableError extends Error {
  constructor(message: string = UNSANDBOXED_REFUSAL) {
    super(message);
    this.name = "SandboxUnavailableError";
  }
}

/** The product's own node first (it may live outside /usr, e.g. nvm or a CI tool cache), then the system's. */
export const SANDBOX_PATH = [
  ...new Set([path.dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"]),
].join(":");

let detectedMechanism: SandboxMechanism | null = null;
let unsandboxedAllowed = false;

/** The server's policy for hosts without bubblewrap (ALLOW_UNSANDBOXED_CODE), set once at start-up. */
export function setUnsandboxedAllowed(allowed: boolean): void {
  unsandboxedAllowed = allowed;
}

export function isUnsandboxedAllowed(): boolean {
  return unsandboxedAllowed;
}

/** Set by detectIsolation(): the mechanism that actually worked on this host becomes the default. */
export function setDefaultMechanism(mechanism: SandboxMechanism | null): void {
  detectedMechanism = mechanism;
}

/** The mechanism a run gets: the forced one, else what detectIsolation() found, else bubblewrap when installed. */
export function chooseMechanism(forced?: SandboxMechanism): SandboxMechanism {
  return forced ?? detectedMechanism ?? (findExecutable("bwrap") === null ? "process-limits" : "bubblewrap");
}

/**
 * Why a run under `mechanism` must not start, or null. `explicitOptIn` is the product's own probes (never
 * generated code): they may run without bubblewrap, even as root.
 */
export function refusalFor(mechanism: SandboxMechanism, explicitOptIn?: boolean): string | null {
  if (mechanism === "bubblewrap") return sandboxUserProblem();
  if (explicitOptIn === true) return null;
  if (explicitOptIn === false || !unsandboxedAllowed) return UNSANDBOXED_REFUSAL;
  return productRunsAsRoot() ? ROOT_UNSANDBOXED_REFUSAL : null;
}

/**
 * The refusal a run of generated code would meet on this host, or null when it may run. Lets a route say so before
 * it queues or records anything.
 */
export function codeExecutionRefusal(forced?: SandboxMechanism): string | null {
  return refusalFor(chooseMechanism(forced));
}

/** The first executable `name` on the product's PATH, or null. */
export function findExecutable(name: string, searchPath = process.env.PATH ?? SANDBOX_PATH): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
