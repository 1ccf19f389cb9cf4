const POLL_MS = 150;
const REQUEST_TIMEOUT_MS = 2000;

/**
 * Polls GET {url}api/health until it answers 2xx (true), the time is up or `gone()` says the process ended (false).
 * Each request closes its connection, so no pooled keep-alive connection holds the app's server open later.
 */
export async function waitForHealth(
  url: string,
  options: { timeoutMs: number; gone: () => boolean },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  const target = new URL("api/health", url);
  while (Date.now() < deadline) {
    if (options.gone()) return false;
    const ok = await fetch(target, {
      headers: { connection: "close" },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).then(
      async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        return res.ok;
      },
      () => false,
    );
    if (ok) return !options.gone();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}
