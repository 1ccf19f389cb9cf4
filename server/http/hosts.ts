import type { IncomingHttpHeaders } from "node:http";
import os from "node:os";
import { log } from "../logger";

/**
 * DNS rebinding guard (ADR 002): a page on attacker.example can re-point its own name at this machine and then
 * talk to us as "same origin", so the Origin check alone proves nothing. We answer only to host names we know:
 * loopback, the machine's own names and addresses, ALLOWED_HOSTS and the hosts of ALLOWED_ORIGINS.
 */

// A Host header: a registered name or IPv4 address, or a bracketed IPv6 address, and an optional port.
const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9._-]+))(?::\d{1,5})?$/;
const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
/** How often a miss may re-read the network interfaces (an address from a new network works without restart). */
const INTERFACES_REFRESH_MS = 10_000;

/** A host name in the form we compare: lower case, no IPv6 brackets or zone, no trailing dot of an FQDN. */
export function normalizeHostName(name: string): string {
  const lower = name.trim().toLowerCase();
  const unbracketed = lower.startsWith("[") && lower.endsWith("]") ? lower.slice(1, -1) : lower;
  const unzoned = unbracketed.includes(":") ? unbracketed.replace(/%.*$/, "") : unbracketed;
  return unzoned.endsWith(".") ? unzoned.slice(0, -1) : unzoned;
}

/** The host name of a Host header value, without its port; null when the value is not a plain host[:port]. */
export function hostNameOf(header: string): string | null {
  const match = HOST_HEADER.exec(header.trim().toLowerCase());
  if (!match) return null;
  const name = normalizeHostName(match[1] ?? match[2] ?? "");
  return name === "" ? null : name;
}

/** localhost and its subdomains (browsers resolve `*.localhost` to loopback themselves), 127.0.0.0/8 and ::1. */
export function isLoopbackName(name: string): boolean {
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (name === "::1") return true;
  const v4 = IPV4_LOOPBACK.exec(name);
  return v4 !== null && v4.slice(1).every((octet) => Number(octet) <= 255);
}

/** What the allow-list needs to know about this machine; tests pass their own. */
export interface Machine {
  hostname: () => string;
  addresses: () => string[];
}

const thisMachine: Machine = {
  hostname: () => os.hostname(),
  addresses: () =>
    Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address)),
};

/**
 * The names this server answers to. Built once; the machine's addresses are read again on a miss, at most every
 * 10 seconds, so a laptop that joins another network keeps working.
 */
export function hostAllowList(options: {
  allowedHosts: readonly string[];
  allowedOrigins: readonly string[];
  machine?: Machine;
  now?: () => number;
}): (name: string) => boolean {
  const machine = options.machine ?? thisMachine;
  const now = options.now ?? Date.now;
  const configured = new Set([
    ...options.allowedHosts.map(normalizeHostName),
    ...options.allowedOrigins.map((origin) => normalizeHostName(new URL(origin).hostname)),
  ]);
  let own = new Set<string>();
  let readAt = -Infinity;
  const readMachine = () => {
    own = new Set([machine.hostname(), ...machine.addresses()].map(normalizeHostName));
    readAt = now();
  };
  readMachine();
  return (name) => {
    if (isLoopbackName(name) || configured.has(name) || own.has(name)) return true;
    if (now() - readAt < INTERFACES_REFRESH_MS) return false;
    readMachine();
    return own.has(name);
  };
}

const warned = new Set<string>();

/**
 * Whether a request's Host (and, behind a trusted proxy, its X-Forwarded-Host) names this server. A request
 * without Host passes: only HTTP/1.0 clients omit it, and browsers (the only way to a rebinding attack) never do.
 */
export function hostAllowed(
  headers: IncomingHttpHeaders,
  allows: (name: string) => boolean,
  trustProxy = false,
): boolean {
  const forwarded = trustProxy ? headers["x-forwarded-host"] : undefined;
  const values = [headers.host, Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0]];
  for (const value of values) {
    if (value === undefined || value.trim() === "") continue;
    const name = hostNameOf(value);
    if (name !== null && allows(name)) continue;
    const shown = value.slice(0, 100);
    if (!warned.has(shown) && warned.size < 100) {
      warned.add(shown);
      log.warn("request refused: unknown host name (add it to ALLOWED_HOSTS if it is yours)", {
        host: shown,
      });
    }
    return false;
  }
  return true;
}
