import { LoginThrottle } from "./login-throttle";

/**
 * Fixed-window counters kept in memory (one process), used for registrations per address. A blocked key answers
 * with the seconds until its window ends. Sign-ins have their own throttle (`./login-throttle`).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under the limit. */
  retryAfter(key: string): number {
    const w = this.current(key);
    return w && w.count >= this.limit ? Math.max(1, Math.ceil((w.resetAt - this.now()) / 1000)) : 0;
  }

  record(key: string): void {
    const w = this.current(key);
    if (w) w.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const w = this.windows.get(key);
    if (w && w.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** Sign-ins: growing delays per (account, address) and hourly ceilings; registrations: 30 per address an hour. */
export function createAuthLimiters(now: () => number = Date.now) {
  return {
    login: new LoginThrottle(now),
    registerPerAddress: new RateLimiter(30, 60 * 60_000, now),
  };
}
export type AuthLimiters = ReturnType<typeof createAuthLimiters>;
