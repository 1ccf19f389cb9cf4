import net from "node:net";

export type PortRange = { from: number; to: number };

/**
 * The ports to try, in order: the preferred one (a deployment keeps its port across restarts, so its URL stays
 * the same), then the range from its start, skipping ports other deployments hold.
 */
export function candidatePorts(
  range: PortRange,
  taken: Iterable<number>,
  preferred?: number | null,
): number[] {
  const busy = new Set(taken);
  const ports: number[] = [];
  if (preferred != null && preferred >= range.from && preferred <= range.to && !busy.has(preferred))
    ports.push(preferred);
  for (let port = range.from; port <= range.to; port++)
    if (port !== preferred && !busy.has(port)) ports.push(port);
  return ports;
}

/** Whether `port` can be bound on `host` right now (it is bound and released at once). */
export function probePort(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * The first candidate that `claim` succeeds with (null = that port is busy), or null when none is free. `claim`
 * either binds the port and keeps it (the relay) or only checks it (an app that binds it itself).
 */
export async function claimPort<T>(
  candidates: readonly number[],
  claim: (port: number) => Promise<T | null>,
): Promise<{ port: number; value: T } | null> {
  for (const port of candidates) {
    const value = await claim(port);
    if (value !== null) return { port, value };
  }
  return null;
}

/** True for the error a listen gets when the address is taken or not allowed. */
export function isAddressBusy(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
  return code === "EADDRINUSE" || code === "EACCES";
}
