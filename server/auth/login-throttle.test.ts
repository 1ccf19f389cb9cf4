import { describe, expect, it } from "vitest";
import { LOGIN_THROTTLE, LoginThrottle } from "./login-throttle";

function throttleWithClock() {
  const clock = { ms: 0 };
  return { clock, throttle: new LoginThrottle(() => clock.ms) };
}

describe("LoginThrottle", () => {
  it("doubles a pair's wait after each failure past the fifth, up to 15 minutes", () => {
    const { clock, throttle } = throttleWithClock();
    const waits: number[] = [];
    while (waits.length < 14) {
      const attempt = throttle.begin("ada", "203.0.113.1");
      if (attempt.wait === 0) continue;
      waits.push(attempt.wait);
      clock.ms += attempt.wait * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
  });

  it("forgets a pair a day after its last failure, and at once on a success", () => {
    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 5; i += 1) expect(throttle.begin("ada", "a").wait).toBe(0);
    expect(throttle.begin("ada", "a").wait).toBe(1);
    clock.ms += LOGIN_THROTTLE.pairMemoryMs;
    for (let i = 0; i < 5; i += 1) expect(throttle.begin("ada", "a").wait).toBe(0);
    clock.ms += 1_000;
    throttle.begin("ada", "a").succeeded();
    for (let i = 0; i < 5; i += 1) expect(throttle.begin("ada", "a").wait).toBe(0);
  });

  it("never lets more than 100 failures an hour through on one account, however many addresses try", () => {
    const { clock, throttle } = throttleWithClock();
    // The owner signed in from five addresses that the attacker shares (a busy NAT), and the attacker has a botnet.
    const shared = ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.4", "10.0.0.5"];
    for (const address of shared) throttle.begin("ada", address).succeeded();
    const failures: number[] = [];
    let bot = 0;
    for (let second = 0; second < 3 * 3600; second += 1) {
      clock.ms = second * 1000;
      for (const address of [...shared, `198.51.${bot >> 8}.${bot & 255}`]) {
        if (throttle.begin("ada", address).wait === 0) {
          failures.push(clock.ms);
          if (!shared.includes(address)) bot += 1;
        }
      }
    }
    const busiestHour = Math.max(
      ...failures.map((start) => failures.filter((t) => t >= start && t < start + 3_600_000).length),
    );
    expect(busiestHour).toBeLessThanOrEqual(100);
    expect(busiestHour).toBeGreaterThanOrEqual(85);
  });

  it("keeps an account's five most recent sign-in addresses trusted, for 30 days", () => {
    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 6; i += 1) throttle.trust("ada", `10.0.0.${i}`);
    for (let i = 0; i < 85; i += 1) failFrom(throttle, clock, "ada", `203.0.113.${i}`);
    expect(throttle.begin("ada", "203.0.113.200").wait).toBeGreaterThan(0);
    expect(throttle.begin("ada", "10.0.0.0").wait).toBeGreaterThan(0);
    expect(throttle.begin("ada", "10.0.0.5").wait).toBe(0);
    // A minute before the trust ends, with the account's delay running, a trusted address still gets in.
    clock.ms = LOGIN_THROTTLE.trustedForMs - 60_000;
    for (let i = 0; i < 12; i += 1) failFrom(throttle, clock, "ada", `203.0.114.${i}`);
    expect(throttle.begin("ada", "203.0.114.200").wait).toBeGreaterThan(0);
    expect(throttle.begin("ada", "10.0.0.4").wait).toBe(0);
    clock.ms = LOGIN_THROTTLE.trustedForMs;
    failFrom(throttle, clock, "ada", "203.0.114.100");
    expect(throttle.begin("ada", "10.0.0.3").wait).toBeGreaterThan(0);
  });

  it("slows guesses at one account from many addresses: past 10 an hour, each waits 1, 2, 4 … s, at most 30 s", () => {
    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 10; i += 1) expect(throttle.begin("ada", `198.51.100.${i}`).wait).toBe(0);
    const waits: number[] = [];
    for (let bot = 10; waits.length < 8; bot += 1) {
      const attempt = throttle.begin("ada", `198.51.100.${bot}`);
      expect(attempt.wait).toBeGreaterThan(0);
      waits.push(attempt.wait);
      clock.ms += attempt.wait * 1000;
      expect(throttle.begin("ada", `198.51.100.${bot}`).wait).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    // Another account is not slowed by it.
    expect(throttle.begin("grace", "198.51.100.99").wait).toBe(0);
    // An hour after the last failure the account starts afresh.
    clock.ms += LOGIN_THROTTLE.windowMs;
    expect(throttle.begin("ada", "198.51.100.200").wait).toBe(0);
  });

  it("never makes the owner's own addresses wait for others' guesses, and a new one at most 30 s", () => {
    const { clock, throttle } = throttleWithClock();
    throttle.trust("ada", "10.0.0.1");
    for (let i = 0; i < 40; i += 1) failFrom(throttle, clock, "ada", `203.0.113.${i}`);
    expect(throttle.begin("ada", "10.0.0.1").wait).toBe(0);
    const fresh = throttle.begin("ada", "192.0.2.7");
    expect(fresh.wait).toBeGreaterThan(0);
    expect(fresh.wait).toBeLessThanOrEqual(30);
    clock.ms += fresh.wait * 1000;
    const signIn = throttle.begin("ada", "192.0.2.7");
    expect(signIn.wait).toBe(0);
    signIn.succeeded();
    expect(throttle.begin("ada", "192.0.2.7").wait).toBe(0);
  });
});

/** One wrong guess from the address, waiting first for as long as the throttle asks. */
function failFrom(throttle: LoginThrottle, clock: { ms: number }, account: string, address: string): void {
  for (;;) {
    const attempt = throttle.begin(account, address);
    if (attempt.wait === 0) return;
    clock.ms += attempt.wait * 1000;
  }
}
