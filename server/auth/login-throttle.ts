/**
 * Sign-in throttling that an attacker cannot turn into a lockout (ADR 002, 006). Failures are keyed by the pair
 * (account, address) and answered with growing delays, so hammering an account slows only the hammering
 * address. Guessing from many addresses meets the account's own delay: past 10 failures an hour over all
 * addresses, each further one waits 1, 2, 4 … s, at most 30 s, after the account's last failure. Two looser
 * ceilings stop spraying: per address over all accounts, and per account over all addresses. The addresses an
 * account has signed in from recently pass the account's delay and the ceilings, so its owner still gets in.
 *
 * Why a short delay and not a lock: anything that holds an account for everyone is a lock the attacker can pull.
 * The account's delay slows a botnet to about two guesses a minute (the hourly ceiling then caps the total),
 * while its owner, even from an address the account has never seen, waits at most 30 s per try.
 */
export const LOGIN_THROTTLE = {
  /** Failures a pair may make before it has to wait. */
  freeFailures: 5,
  /** The first wait; it doubles with every further failure of the pair, up to `maxDelayMs`. */
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  /** A pair is forgotten this long after its last failure (or at once on a success). */
  pairMemoryMs: 24 * 3_600_000,
  /** The window of both ceilings. */
  windowMs: 3_600_000,
  /** Failures per address over all accounts (password spraying from one place). */
  addressCeiling: 100,
  /** Failures per account over all addresses. With 5 trusted addresses × 3: at most 100 an hour (ASVS 2.2.1). */
  accountCeiling: 85,
  /** Failures an account takes in `windowMs`, over all addresses, before each further one has to wait. */
  accountFreeFailures: 10,
  /** The account's wait starts at `firstDelayMs` and doubles with each failure, up to this. */
  accountMaxDelayMs: 30_000,
  /** Addresses remembered per account after a sign-in or registration, and for how long. */
  trustedAddresses: 5,
  trustedForMs: 30 * 24 * 3_600_000,
  /** Failures a trusted pair may make past a reached ceiling (a typo or two, not a guessing run). */
  trustedAllowance: 3,
} as const;

export type LoginThrottleLimits = typeof LOGIN_THROTTLE;

/** An attempt that may check the password (`wait` 0), or must wait `wait` seconds without checking it. */
export interface LoginAttempt {
  wait: number;
  /** The password was right: the attempt stops counting as a failure and the address becomes trusted. */
  succeeded: () => void;
}

const MAX_KEYS = 10_000;

export class LoginThrottle {
  private readonly pairs = new Map<string, { failures: number; lastFailureAt: number }>();
  private readonly accountFailures = new Map<string, number[]>();
  private readonly addressFailures = new Map<string, number[]>();
  /** account → address → time of its last successful sign-in, oldest first. */
  private readonly trusted = new Map<string, Map<string, number>>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly limits: LoginThrottleLimits = LOGIN_THROTTLE,
  ) {}

  /**
   * Starts a sign-in attempt. An allowed attempt counts as a failure from this moment until `succeeded`, so
   * parallel requests cannot all pass before the first one is recorded.
   */
  begin(account: string, address: string): LoginAttempt {
    const now = this.now();
    const pairKey = `${account}\u0000${address}`;
    const pair = this.pairs.get(pairKey);
    const failures = pair && now - pair.lastFailureAt < this.limits.pairMemoryMs ? pair.failures : 0;
    const pairWait = pair && failures > 0 ? pair.lastFailureAt + this.delayAfter(failures) - now : 0;
    if (pairWait > 0) return refused(pairWait);
    const trusted = this.isTrusted(account, address, now) && failures < this.limits.trustedAllowance;
    if (!trusted) {
      const ceilingWait = Math.max(
        waitFor(this.accountFailures, account, this.limits.accountCeiling, this.limits.windowMs, now),
        waitFor(this.addressFailures, address, this.limits.addressCeiling, this.limits.windowMs, now),
        this.accountDelay(account, now),
      );
      if (ceilingWait > 0) return refused(ceilingWait);
    }
    this.pairs.set(pairKey, { failures: failures + 1, lastFailureAt: now });
    append(this.accountFailures, account, now);
    append(this.addressFailures, address, now);
    this.pruneIfLarge(now);
    return {
      wait: 0,
      succeeded: () => {
        this.pairs.delete(pairKey);
        remove(this.accountFailures, account, now);
        remove(this.addressFailures, address, now);
        this.trust(account, address);
      },
    };
  }

  /** Remembers an address the account's owner has proven to use (a sign-in or the registration). */
  trust(account: string, address: string): void {
    const addresses = this.trusted.get(account) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, this.now());
    for (const oldest of addresses.keys()) {
      if (addresses.size <= this.limits.trustedAddresses) break;
      addresses.delete(oldest);
    }
    this.trusted.set(account, addresses);
  }

  /** Forgets every counter (tests that need a clean slate). */
  reset(): void {
    this.pairs.clear();
    this.accountFailures.clear();
    this.addressFailures.clear();
    this.trusted.clear();
  }

  /** The wait after a pair's n-th failure: none for the free ones, then 1 s, 2 s, 4 s … up to 15 minutes. */
  private delayAfter(failures: number): number {
    if (failures < this.limits.freeFailures) return 0;
    const doublings = failures - this.limits.freeFailures;
    return Math.min(this.limits.firstDelayMs * 2 ** Math.min(doublings, 30), this.limits.maxDelayMs);
  }

  /**
   * Milliseconds the account makes every untrusted address wait: none for its first free failures of the window,
   * then 1 s, 2 s, 4 s … up to 30 s after its last failure. Call after `waitFor` has dropped expired failures.
   */
  private accountDelay(account: string, now: number): number {
    const times = this.accountFailures.get(account) ?? [];
    const last = times.at(-1);
    const past = times.length - this.limits.accountFreeFailures;
    if (last === undefined || past < 0) return 0;
    const delay = Math.min(this.limits.firstDelayMs * 2 ** Math.min(past, 30), this.limits.accountMaxDelayMs);
    return last + delay - now;
  }

  private isTrusted(account: string, address: string, now: number): boolean {
    const at = this.trusted.get(account)?.get(address);
    return at !== undefined && now - at < this.limits.trustedForMs;
  }

  private pruneIfLarge(now: number): void {
    if (this.pairs.size > MAX_KEYS) {
      for (const [key, pair] of this.pairs) {
        if (now - pair.lastFailureAt >= this.limits.pairMemoryMs) this.pairs.delete(key);
      }
    }
    for (const failures of [this.accountFailures, this.addressFailures]) {
      if (failures.size <= MAX_KEYS) continue;
      for (const [key, times] of failures) {
        if ((times.at(-1) ?? 0) <= now - this.limits.windowMs) failures.delete(key);
      }
    }
  }
}

function refused(ms: number): LoginAttempt {
  return { wait: Math.max(1, Math.ceil(ms / 1000)), succeeded: () => undefined };
}

/** Milliseconds until the key is under its ceiling again (0 when it is), dropping entries out of the window. */
function waitFor(
  failures: Map<string, number[]>,
  key: string,
  ceiling: number,
  windowMs: number,
  now: number,
) {
  const times = failures.get(key);
  if (!times) return 0;
  const live = times.filter((t) => t > now - windowMs);
  if (live.length === 0) failures.delete(key);
  else if (live.length !== times.length) failures.set(key, live);
  if (live.length < ceiling) return 0;
  return (live[live.length - ceiling] ?? now) + windowMs - now;
}

function append(failures: Map<string, number[]>, key: string, at: number): void {
  const times = failures.get(key);
  if (times) times.push(at);
  else failures.set(key, [at]);
}

function remove(failures: Map<string, number[]>, key: string, at: number): void {
  const times = failures.get(key);
  const index = times?.lastIndexOf(at) ?? -1;
  if (times && index >= 0) times.splice(index, 1);
}
