import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { firstNumber } from "../../../engines/embedded/text";
import { headCount } from "./head-count";

/**
 * Answers that any message gives away, whatever was asked: "it must respond within 2 seconds" answers the
 * performance question, "no login needed" the sign-in one. Only unmistakable wordings count, and only
 * questions without an answer are filled (the interview decides that), so nothing the user chose is overwritten.
 */
type Rule = (text: string) => unknown;

const SECONDS: Record<string, string> = {
  "1": "Within 1 second",
  a: "Within 1 second",
  one: "Within 1 second",
  "2": "Within 2 seconds",
  two: "Within 2 seconds",
  "5": "Within 5 seconds",
  five: "Within 5 seconds",
};

const negated = (text: string, word: string) =>
  new RegExp(
    `\\b(?:no|without|don't need|do not need|doesn't need|no need for|not)\\s+(?:a |any )?${word}`,
  ).test(text);

// prettier-ignore
const SECURITY: readonly [RegExp, string][] = [
  [/\bhttps\b|\bssl\b|\btls\b|\bencrypted connections?\b/, "Encrypted connections (HTTPS)"],
  [/\bhashed passwords?\b|\bpasswords? (?:must|should|shall|are|will) be (?:stored )?hashed\b/, "Passwords stored hashed"],
  [/\baudit (?:log|trail)\b/, "Audit log of changes"],
  [/\bgdpr\b/, "Personal data protection (GDPR)"],
  [/\btwo[- ](?:factor|step)\b|\b2fa\b|\bmfa\b/, "Two-step sign-in"],
];

// prettier-ignore
const RULES: Record<string, Rule> = {
  performance: (t) => {
    const m = /\b(?:within|under|below|less than|in under|in less than)\s+(1|2|5|a|one|two|five)\s*(?:s|secs?|seconds?)\b/.exec(t);
    return m ? SECONDS[m[1] ?? ""] : undefined;
  },
  "user-authentication": (t) => {
    if (/\bno (?:login|log-in|log in|sign[- ]in|sign[- ]up|accounts?|authentication|passwords?)\b|\bwithout (?:logging in|an account|accounts|signing in|a login)\b|\bno need to (?:log|sign) in\b|\banonymous(?:ly)?\b/.test(t)) return NO_AUTHENTICATION_NEEDED;
    if (/\broles? and permissions?\b|\brole-based\b|\bpermissions? (?:per|by) role\b/.test(t)) return "Accounts with roles and permissions";
    if (/\b(?:username|e-?mail) and password\b/.test(t)) return "Username and password accounts";
    return undefined;
  },
  "search-filter": (t) => {
    if (!/\b(?:search|filter)\w*/.test(t)) return undefined;
    return !(negated(t, "search") || negated(t, "filter"));
  },
  "data-export": (t) => (/\bexport\w*/.test(t) ? !negated(t, "export") : undefined),
  availability: (t) => {
    if (/\b99\.9\s?%/.test(t)) return "99.9% (about 9 hours down a year)";
    if (/(?<![\d.])99\s?%/.test(t)) return "99% (about 3.5 days down a year)";
    return /\b(?:business|office|working) hours\b/.test(t) ? "Business hours only" : undefined;
  },
  usability: (t) => {
    if (/\bwcag\b/.test(t)) return "WCAG 2.1 AA";
    return /\bscreen[- ]readers?\b|\bkeyboard[- ](?:only|navigation|friendly|accessible)\b/.test(t) ? "Keyboard and screen-reader friendly" : undefined;
  },
  security: (t) => {
    const found = SECURITY.filter(([pattern]) => pattern.test(t)).map(([, option]) => option);
    return found.length > 0 ? found : undefined;
  },
  "concurrent-users": (t) => {
    const m = /(\d[\d,]*k?)\+?\s+(?:concurrent|simultaneous)\s+(?:users|people|visitors)|(\d[\d,]*k?)\+?\s+(?:users|people|visitors)\s+(?:at the same time|at once|simultaneously|concurrently)/.exec(t);
    const figure = m?.[1] ?? m?.[2];
    return figure === undefined ? headCount(t) : firstNumber(figure);
  },
  platform: (t) => {
    if (/\bmobile[- ]first\b|\bmostly on (?:phones|mobile)\b/.test(t)) return "Mobile browser first";
    return /\bdesktop only\b|\bonly on desktop\b/.test(t) ? "Web browser on desktop only" : undefined;
  },
};

/** The answers a message plainly gives, by question id (every one valid for its question). */
export function pickUpAnswers(message: string): Record<string, unknown> {
  const text = message.toLowerCase().replace(/e-mail/g, "email");
  const found: Record<string, unknown> = {};
  for (const [id, rule] of Object.entries(RULES)) {
    const answer = rule(text);
    if (answer !== undefined) found[id] = answer;
  }
  return found;
}
