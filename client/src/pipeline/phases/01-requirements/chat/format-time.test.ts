import { describe, expect, it } from "vitest";
import { formatTime } from "./format-time";

const at = (hours: number, minutes: number) => new Date(2026, 0, 15, hours, minutes);

describe("formatTime ('h:mm a')", () => {
  it.each([
    [at(0, 0), "12:00 AM"],
    [at(0, 7), "12:07 AM"],
    [at(9, 5), "9:05 AM"],
    [at(11, 59), "11:59 AM"],
    [at(12, 0), "12:00 PM"],
    [at(13, 30), "1:30 PM"],
    [at(23, 9), "11:09 PM"],
  ])("shows %s as %s", (date, expected) => {
    expect(formatTime(date)).toBe(expected);
    expect(formatTime(date.toISOString())).toBe(expected);
  });

  it("shows nothing for a value that is not a time", () => {
    expect(formatTime("yesterday-ish")).toBe("");
  });
});
