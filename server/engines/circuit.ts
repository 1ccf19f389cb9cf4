/**
 * The model's circuit breaker: after FAILURES_TO_OPEN calls in a row that got no answer at all (the server
 * unreachable, a time-out, a server error), calls are not made for a cool-down, which doubles on each further
 * failure up to MAX_COOLDOWN_MS, so a dead model costs one reason instead of the full time limit on every call.
 * After the cool-down one call goes through; an answer (even one that does not validate) closes the circuit.
 */
export const FAILURES_TO_OPEN = 3;
export const FIRST_COOLDOWN_MS = 30_000;
export const MAX_COOLDOWN_MS = 10 * 60_000;

export class Circuit {
  private failures = 0;
  private openUntil = 0;
  private cooldownMs = FIRST_COOLDOWN_MS;
  private lastReason = "";

  constructor(private readonly now: () => number = Date.now) {}

  /** Null when a call may be made; otherwise why not, in words a user reads next to the fallback. */
  refusal(): string | null {
    const left = this.openUntil - this.now();
    if (left <= 0) return null;
    return (
      `the model has not answered the last ${this.failures} calls (${this.lastReason}); ` +
      `the embedded engine answers until it does (next try in ${Math.ceil(left / 1000)} s)`
    );
  }

  /** The model answered: the circuit closes. */
  answered(): void {
    this.failures = 0;
    this.openUntil = 0;
    this.cooldownMs = FIRST_COOLDOWN_MS;
  }

  /** A call got no answer, for `reason`. */
  failed(reason: string): void {
    this.failures += 1;
    this.lastReason = reason;
    if (this.failures < FAILURES_TO_OPEN) return;
    const wasOpen = this.openUntil > 0;
    if (wasOpen) this.cooldownMs = Math.min(this.cooldownMs * 2, MAX_COOLDOWN_MS);
    this.openUntil = this.now() + this.cooldownMs;
  }
}
