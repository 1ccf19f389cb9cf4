import type { NFR_CATEGORIES } from "../../../../domain/artifacts/01-requirements";
import { decapitalise } from "../../../engines/embedded/text";
import { statesLook } from "./look";
import { declarative } from "./statement";

/*
 * Non-functional requirements: their IEEE 830 category from their words, and acceptance criteria that measure
 * them, keeping the figures the user gave ("within 2 seconds", "99.9%", "50 users").
 */

export type Category = (typeof NFR_CATEGORIES)[number];

// Checked in this order: "support 50 users at the same time" is performance (IEEE 830 §3.3), growth scalability.
const CATEGORY_WORDS: readonly [Category, RegExp][] = [
  ["security", /\b(?:passwords?|encrypt\w*|https|tls|audit|gdpr|personal data|two-step|two-factor|secur\w*|privacy|permissions?|sign-in)\b/i],
  ["availability", /\b(?:availab\w*|uptime|downtime|business hours|backups?|recover\w*)\b/i],
  ["usability", /\b(?:wcag|accessib\w*|keyboard|screen reader|usable|usability|easy to|intuitive|language)\b/i],
  ["performance", /\b(?:respond\w*|response|within \d|seconds?|ms|fast|latency|at the same time|concurrent\w*|simultaneous\w*|throughput)\b/i],
  ["scalability", /\b(?:growth|grow\w*|scal\w*|more users)\b/i],
  ["maintainability", /\b(?:maintain\w*|tests?|tested|documented|documentation|modular|readable)\b/i],
]; // prettier-ignore

/** The category a non-functional requirement's words put it in ("other" when none fits, e.g. data retention). */
export function qualityCategory(description: string): Category {
  const category = CATEGORY_WORDS.find(([, pattern]) => pattern.test(description))?.[0];
  // The idea's look (colours, fonts, a brand name) is about how the app is used: usability.
  return category ?? (statesLook(description) ? "usability" : "other");
}

type Rule = (description: string, match: RegExpExecArray) => string[];

const RULES: readonly [RegExp, Rule][] = [
  [/respond (within [^.,;(]+)/i, (_d, m) => [`Every page and API request answers ${m[1] ?? ""} at the 95th percentile, measured with the sample data loaded`]],
  [/support ([\d,]+) users at the same time/i, (_d, m) => [`With ${m[1] ?? ""} simulated users working at the same time, every request succeeds and none waits longer than the response time`]],
  [/hashed/i, () => ["The users table holds only password hashes: no password appears in the database or the logs", "Two users with the same password have different stored hashes"]],
  [/https|encrypted/i, () => ["A request over plain HTTP is redirected to HTTPS, and the session cookie is sent only over HTTPS"]],
  [/audit log/i, () => ["Every create, change and delete is recorded in the audit log with who made it, when and what changed"]],
  [/gdpr|personal data/i, () => ["A person's personal data can be exported and deleted on request", "Personal data does not appear in the application's logs"]],
  [/two-step|two-factor/i, () => ["After the password, sign-in asks for a one-time code, and a wrong code refuses the sign-in"]],
  [/wcag ([\d.]+ ?a+)/i, (_d, m) => [`An automated WCAG ${m[1] ?? ""} check reports no serious or critical issue on any page`]],
  [/keyboard/i, () => ["Every page can be used with the keyboard alone, with the focus always visible", "Every form input has a label that a screen reader announces"]],
  [/available ([\d.]+%)/i, (_d, m) => [`Measured over a calendar month, the application is available at least ${m[1] ?? ""} of the time`]],
  [/business hours/i, () => ["The application is available during business hours, and planned maintenance happens outside them"]],
  [/growth[^(]*\(expected in a year: ([^)]+)\)/i, (_d, m) => [`With ${m[1] ?? ""} in the database, pages still answer within the response time`]],
  [/growth/i, () => ["With ten times the sample data in the database, pages still answer within the response time"]],
  [/until the user deletes it/i, () => ["A record stays until its owner deletes it, and is gone from every list once deleted"]],
  [/kept for at least ([^.(]+)/i, (_d, m) => [`No record is deleted automatically sooner than ${m[1]?.trim() ?? ""} after it was saved`]],
]; // prettier-ignore

/** Measurable acceptance criteria of a non-functional requirement; a review check when no rule knows it. */
export function qualityCriteria(description: string): string[] {
  for (const [pattern, rule] of RULES) {
    const match = pattern.exec(description);
    if (match) return rule(description, match);
  }
  return [`A review before each release confirms that ${decapitalise(declarative(description))}`];
}
