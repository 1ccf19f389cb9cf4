import { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

/**
 * Whether a password is on zxcvbn-ts's list of common passwords (about 49,000, lower case, from leaked-password
 * corpora; the `@zxcvbn-ts/language-common` package). Compared case-insensitively and as the hash sees it
 * (NFKC), so "Password1" counts. The Set is built on first use and kept.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  const lower = password.normalize("NFKC").toLowerCase();
  return common.has(lower) || common.has(lower.trim());
}
