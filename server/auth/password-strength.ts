import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_WEAK_MESSAGES } from "../../domain/api/auth";
import { log } from "../logger";

/**
 * zxcvbn's score 2 or more: at least 10^6 guesses, the "somewhat guessable" band that throttled sign-ins and
 * scrypt make safe. Below it are repeats, sequences, rows of keys, dates and common words with small changes.
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Only the first 64 characters are estimated: the estimate grows with the length (up to 0.6 s at 256), and a
 * longer password is not weak unless its first 64 characters are.
 */
const ESTIMATED_LENGTH = 64;

let checker: ZxcvbnFactory | undefined;

function estimate(password: string, userInputs: string[]): ZxcvbnResult {
  checker ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
    // Bounds the l33t matcher's work on passwords full of @, $, 0 and 1 (about 20 ms at most here).
    l33tMaxSubstitutions: 20,
  });
  return checker.check(password, userInputs);
}

/** zxcvbn's warnings (its translation keys, since no language package is loaded) to our reasons. */
const REASONS: Record<string, string> = {
  simpleRepeat: PASSWORD_WEAK_MESSAGES.repeat,
  extendedRepeat: PASSWORD_WEAK_MESSAGES.repeat,
  sequences: PASSWORD_WEAK_MESSAGES.sequence,
  straightRow: PASSWORD_WEAK_MESSAGES.keys,
  keyPattern: PASSWORD_WEAK_MESSAGES.keys,
  dates: PASSWORD_WEAK_MESSAGES.date,
  recentYears: PASSWORD_WEAK_MESSAGES.date,
  userInputs: PASSWORD_WEAK_MESSAGES.personal,
};

/**
 * Why a new password is too easy to guess, or null when it is strong enough. Estimated by zxcvbn-ts (ADR 023) as
 * the hash sees it (NFKC), with the username and name as words an attacker would try first.
 */
export function passwordWeakness(password: string, personal: string[]): string | null {
  const words = personal.flatMap((text) => [text, ...text.split(/[\s._-]+/)]).filter((w) => w.length >= 3);
  let result: ZxcvbnResult;
  try {
    result = estimate(password.normalize("NFKC"), words);
  } catch (error) {
    // The estimate is a second line after the common-password list: its failure must not block sign-ups.
    log.warn("password strength estimate failed", { error: String(error) });
    return null;
  }
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return REASONS[result.feedback.warning ?? ""] ?? PASSWORD_WEAK_MESSAGES.other;
}
