import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeInternal } from "./http/errors";
import { printable } from "./logger";

describe("log hygiene", () => {
  it.each([
    ["plain text stays as it is", "alice", "alice"],
    ["a newline cannot forge a second log line", "bob\n2026-01-01 INFO fake", "bob?2026-01-01 INFO fake"],
    ["text-reversing characters are neutralised", "admin\u202Etxt.exe", "admin?txt.exe"],
    ["zero-width characters are made visible", "ro\u200Bot", "ro?ot"],
  ])("%s", (_name, input, expected) => {
    expect(printable(input)).toBe(expected);
  });

  it("logs a failed database query by its cause and text, never its parameters", () => {
    const err = new DrizzleQueryError(
      "insert into users (username, password_hash) values ($1, $2)",
      ["alice", "scrypt$SECRETHASH"],
      new Error('duplicate key value violates unique constraint "users_username_lower_idx"'),
    );
    const line = describeInternal(err);
    expect(line).toContain("duplicate key value");
    expect(line).toContain("insert into users");
    expect(line).not.toContain("SECRETHASH");
  });
});
