import { firstNumber } from "../../../engines/embedded/text";

/** Nouns that make a number a head count: "500 owners", "two colleagues", "20 active users". */
const PEOPLE =
  "users?|people|persons?|owners?|members?|customers?|clients?|patients?|students?|pupils?|visitors?|subscribers?|colleagues?|co-?workers?|employees?|staff|players?|parents?|volunteers?|guests?|readers?|tenants?|residents?";
const NUMBER_WORD =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand";
const FIGURE = `\\d[\\d,]*(?:\\.\\d+)?\\s*(?:k\\b|thousand\\b|hundred\\b)?|(?:(?:a|${NUMBER_WORD})\\s+)?(?:${NUMBER_WORD})\\b`;

/** "500 pet owners": a figure, at most one word, then people. */
const COUNT = new RegExp(`(?<![\\w.])(${FIGURE})\\s+(?:[a-z-]+\\s+)?(?:${PEOPLE})\\b`);
/** "just me and two colleagues": the speaker counts too. */
const ME_AND = new RegExp(
  `\\b(?:me|myself|i)\\s+(?:and|plus)\\s+(?:my\\s+)?(${FIGURE})\\s+(?:other\\s+)?(?:[a-z-]+\\s+)?(?:${PEOPLE})\\b`,
);
const ONLY_ME = /^(?:(?:just|only)\s+(?:me|myself)|me\s+alone|only\s+i)\b/;

// prettier-ignore
const DOZENS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * Vague amounts as the figures people mean by them: "a few hundred" → "3 hundred", "a couple of thousand" →
 * "2 thousand", "a dozen" → "12", "a few dozen" → "36",
 * "two dozen" → "24", "hundreds of" → "200". Deterministic, so the same words always give the same number.
 */
export function withVagueAmounts(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(?:a\s+)?couple(?:\s+of)?\s+dozen\b/g, "24")
    .replace(/\b(?:a\s+)?few\s+dozen\b/g, "36")
    .replace(/\bseveral\s+dozen\b/g, "60")
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+dozen\b/g, (_m, n: string) =>
      String(12 * (DOZENS[n] ?? Number(n))),
    )
    .replace(/\bdozens(?:\s+of)?\b/g, "24")
    .replace(/\bhundreds(?:\s+of)?\b/g, "200")
    .replace(/\bthousands(?:\s+of)?\b/g, "2000")
    .replace(/\b(?:a\s+)?couple(?:\s+of)?\s+(hundred|thousand)\b/g, "2 $1")
    .replace(/\b(?:a\s+)?few\s+(hundred|thousand)\b/g, "3 $1")
    .replace(/\bseveral\s+(hundred|thousand)\b/g, "5 $1")
    .replace(/\b(?:a|one)\s+dozen\b/g, "12")
    .replace(/\b(?:a\s+)?couple(?:\s+of)?\b/g, "2")
    .replace(/\ba\s+few\b/g, "3");
}

/**
 * How many people the text says, or undefined when it names no head count: "maybe 500 owners" → 500, "about 2k
 * users" → 2000, "just me and two colleagues" → 3, "a few hundred people" → 300. A figure of places or things
 * ("one clinic") is not a head count.
 */
export function headCount(text: string): number | undefined {
  const t = withVagueAmounts(text).replace(/\s+/g, " ").trim();
  const withMe = ME_AND.exec(t);
  const others = withMe?.[1] === undefined ? undefined : firstNumber(withMe[1]);
  if (others !== undefined) return others + 1;
  const count = COUNT.exec(t);
  const figure = count?.[1] === undefined ? undefined : firstNumber(count[1]);
  if (figure !== undefined) return figure;
  return ONLY_ME.test(t) ? 1 : undefined;
}
