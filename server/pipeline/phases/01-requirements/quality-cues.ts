/**
 * Quality cues that make a sentence a non-functional requirement. Strong cues (figures, standards, named
 * techniques) decide on their own; weak ones ("fast", "secure", "easy") only when the sentence does not describe
 * something a user can do, so "members can quickly find books" stays a feature.
 */
export type QualityCategory = "performance" | "availability" | "security" | "usability" | "scalability";

// prettier-ignore
const STRONG: readonly [QualityCategory, RegExp][] = [
  ["performance", /\b\d+(?:\.\d+)?\s*(?:ms|milliseconds?|seconds?|secs?|s)\b|\bresponse times?\b|\blatency\b|\bperformance\b|\bload times?\b|\bpage loads?\b/],
  ["availability", /\b9\d(?:\.\d+)?\s?%|\buptime\b|\bdowntime\b|(?<!\b(?:their|his|her|my|our|your) )\bavailability\b|24\/7|\baround the clock\b|\bhighly available\b|\balways (?:be )?(?:available|online|up)\b|\bbusiness hours\b/],
  ["security", /\bencrypt\w*|\bhash(?:ed|ing)?\b|\bgdpr\b|\bhipaa\b|\bpci\b|\bhttps\b|\btls\b|\bssl\b|\btwo[- ](?:factor|step)\b|\b2fa\b|\bmfa\b|\baudit\w*|\bpersonal data\b|\bprivacy\b|\bsecurity\b|\bpasswords? (?:must|should|shall|are|is|will) (?:be )?(?:stored|hashed|encrypted|at least|strong|long)/],
  ["usability", /\bwcag\b|\bscreen[- ]readers?\b|\baccessib\w*|\bmobile[- ]friendly\b|\buser[- ]friendly\b|\busability\b|\bkeyboard navigation\b|\bresponsive design\b/],
  ["scalability", /\bscal(?:e|es|able|ability|ing)\b|\bconcurrent(?:ly)?\b|\bsimultaneous(?:ly)?\b|\b\d[\d,]*k?\+? (?:users|people|visitors)\b.*\b(?:at the same time|at once)\b/],
];

// prettier-ignore
const WEAK: readonly [QualityCategory, RegExp][] = [
  ["performance", /\b(?:fast|faster|quick|quickly|slow|speed|instant|instantly|snappy)\b/],
  ["availability", /\b(?:reliable|reliability|available(?! (?:for|to|in|as|from|on|at)\b))/],
  ["security", /\b(?:secure|securely|safe|safely|private|protected|passwords?)\b/],
  ["usability", /\b(?:easy|easily|intuitive|simple to use|on (?:phones|mobile|tablets)|mobile|responsive)\b/],
  ["scalability", /\b(?:grow|growth|many users|lots of users)\b/],
];

/** Whether a sentence describes something a user can do (then weak quality words do not make it an NFR). */
const CAPABILITY = /\b(?:be able to|able to|allows?|lets?|enables?)\b/;

/** The quality a sentence is about and how clearly, or undefined when it states none. */
export function qualityCategory(
  sentence: string,
): { category: QualityCategory; strength: "strong" | "weak" } | undefined {
  const s = sentence.toLowerCase();
  const strong = STRONG.find(([, pattern]) => pattern.test(s));
  if (strong) return { category: strong[0], strength: "strong" };
  if (CAPABILITY.test(s)) return undefined;
  const weak = WEAK.find(([, pattern]) => pattern.test(s));
  return weak && { category: weak[0], strength: "weak" };
}
