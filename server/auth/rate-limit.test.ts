import { describe, expect, it } from "vitest";
import { CHAT_TURN_LIMITS, ChatTurnLimit } from "./rate-limit";

function limitWithClock() {
  const clock = { ms: 0 };
  return { clock, limit: new ChatTurnLimit(() => clock.ms) };
}

describe("ChatTurnLimit", () => {
  it("lets 20 turns a minute into a project, then says how long to wait, and counts no refused turn", () => {
    const { clock, limit } = limitWithClock();
    for (let i = 0; i < CHAT_TURN_LIMITS.perProjectPerMinute; i += 1) expect(limit.take(1, 10)).toBe(0);
    clock.ms = 15_000;
    expect(limit.take(1, 10)).toBe(45);
    expect(limit.take(1, 10)).toBe(45);
    clock.ms = 60_000;
    expect(limit.take(1, 10)).toBe(0);
  });

  it("holds a user to 30 turns a minute over all their projects, and to 300 an hour", () => {
    const { clock, limit } = limitWithClock();
    for (let i = 0; i < CHAT_TURN_LIMITS.perUserPerMinute; i += 1)
      expect(limit.take(1, 10 + (i % 3))).toBe(0);
    expect(limit.take(1, 99)).toBeGreaterThan(0);
    expect(limit.take(2, 10)).toBe(0);

    let accepted = CHAT_TURN_LIMITS.perUserPerMinute;
    for (let minute = 1; minute < 60; minute += 1) {
      clock.ms = minute * 60_000;
      for (let i = 0; i < CHAT_TURN_LIMITS.perUserPerMinute; i += 1)
        if (limit.take(1, 100 + minute) === 0) accepted += 1;
    }
    expect(accepted).toBe(CHAT_TURN_LIMITS.perUserPerHour);
    expect(limit.take(1, 7)).toBe(60);
    clock.ms = 3_600_000;
    expect(limit.take(1, 7)).toBe(0);
  });
});
