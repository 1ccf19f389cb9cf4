import { describe, expect, it } from "vitest";
import { PASSWORD_WEAK_MESSAGES } from "../../domain/api/auth";
import { passwordWeakness } from "./password-strength";

const ada = ["ada.lovelace", "Ada Lovelace"];

describe("passwordWeakness", () => {
  it.each([
    ["aaaaaaaa", PASSWORD_WEAK_MESSAGES.repeat],
    ["ZZZZZZZZZZZZZZZZZZZZZZZZ", PASSWORD_WEAK_MESSAGES.repeat],
    ["abababab", PASSWORD_WEAK_MESSAGES.repeat],
    ["🙂🙂🙂🙂🙂🙂🙂🙂", PASSWORD_WEAK_MESSAGES.repeat],
    ["x".repeat(256), PASSWORD_WEAK_MESSAGES.repeat],
    ["abcdefgh", PASSWORD_WEAK_MESSAGES.sequence],
    ["zyxwvuts", PASSWORD_WEAK_MESSAGES.sequence],
    ["98765432", PASSWORD_WEAK_MESSAGES.sequence],
    ["2024-01-01", PASSWORD_WEAK_MESSAGES.date],
    ["lovelace1815", PASSWORD_WEAK_MESSAGES.personal],
    ["Password123", PASSWORD_WEAK_MESSAGES.other],
    ["P@ssw0rd!", PASSWORD_WEAK_MESSAGES.other],
  ])("finds %j weak: %s", (password, reason) => {
    expect(passwordWeakness(password, ada)).toBe(reason);
  });

  it.each([
    "correct horse battery",
    "analytical engine",
    "long enough",
    "a fine passphrase",
    "x7#pQ9!vLm2@",
    "пароль для библиотеки",
    "\ud800 a lone surrogate and more",
  ])("lets %j through", (password) => {
    expect(passwordWeakness(password, ada)).toBeNull();
  });

  // How long weighing takes is part of the sign-up that `npm run bench` measures (bench/run.ts), not a test here.
  it("weighs the longest passwords allowed: a repeated group is refused, a long mixed one passes", () => {
    expect(passwordWeakness("p@ssw0rd".repeat(32), ada)).toBe(passwordWeakness("abcabcab", ada));
    expect(passwordWeakness("a1".repeat(128), ada)).not.toBeNull();
    expect(passwordWeakness("|!1@4$5+7%3(<0".repeat(18), ada)).toBeNull();
  });
});
