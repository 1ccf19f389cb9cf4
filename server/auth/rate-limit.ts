import { LoginThrottle } from "./login-throttle";

/**
 * Fixed-window counters kept in memory (one process), used for registrations per address and chat turns. A
 * blocked key answers with the seconds until its window ends. Sign-ins have their own throttle (`./login-throttle`).
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

/**
 * Chat turns with the Requirements AI, over the socket and HTTP alike: each may be a model call paid to a
 * provider. A person typing stays far below these (one message every 3 s for a whole minute); a script does not.
 */
export const CHAT_TURN_LIMITS = {
  perProjectPerMinute: 20,
  /** Above the project's limit, so one person may talk in two projects at once. */
  perUserPerMinute: 30,
  perUserPerHour: 300,
} as const;

/** Counts chat turns per user and per project; a refused turn does not count. */
export class ChatTurnLimit {
  private readonly project: RateLimiter;
  private readonly userMinute: RateLimiter;
  private readonly userHour: RateLimiter;

  constructor(now: () => number = Date.now, limits: typeof CHAT_TURN_LIMITS = CHAT_TURN_LIMITS) {
    this.project = new RateLimiter(limits.perProjectPerMinute, 60_000, now);
    this.userMinute = new RateLimiter(limits.perUserPerMinute, 60_000, now);
    this.userHour = new RateLimiter(limits.perUserPerHour, 3_600_000, now);
  }

  /**
   * Starts a turn: 0 when it may run (it is counted at once, so parallel turns cannot all pass), or the seconds
   * until the user may send again.
   */
  take(userId: number, projectId: number): number {
    const user = String(userId);
    const project = String(projectId);
    const wait = Math.max(
      this.project.retryAfter(project),
      this.userMinute.retryAfter(user),
      this.userHour.retryAfter(user),
    );
    if (wait > 0) return wait;
    this.project.record(project);
    this.userMinute.record(user);
    this.userHour.record(user);
    return 0;
  }
}

/**
 * Sign-ins: growing delays per (account, address), per account, and hourly ceilings; registrations: 30 per address
 * an hour; chat turns per user and project.
 */
export function createLimiters(now: () => number = Date.now) {
  return {
    login: new LoginThrottle(now),
    registerPerAddress: new RateLimiter(30, 60 * 60_000, now),
    chatTurns: new ChatTurnLimit(now),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
