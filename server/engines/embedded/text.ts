import { singular } from "../../../domain/words/singular";

export { singular };

/**
 * Small, deterministic text tools shared by the embedded engine: tokens, singular forms, a crude stemmer, the
 * normalised form used to spot duplicate requirements, and identifier casing. English only, no dictionaries
 * beyond short exception lists (the singular's are in domain/words/singular.ts).
 */

/** Splits text into lower-case word tokens; hyphenated words stay whole, "e-mail" becomes "email". */
export function tokenize(text: string): string[] {
  const lower = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\be-mail/g, "email")
    .replace(/['’]s\b/g, "");
  return lower.match(/[a-z0-9]+(?:[-.][a-z0-9]+)*%?/g) ?? [];
}

/** Whether the word reads as a plural noun (it has a different singular). */
/** The regular English plural of a lower-case word ("cuisine" → "cuisines", "category" → "categories"). */
export function regularPlural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

export function isPlural(word: string): boolean {
  return singular(word) !== word.toLowerCase();
}

/**
 * A crude stem for comparing wordings: singular, then -ing/-ed/-e removed ("borrowing", "borrowed", "borrows" →
 * "borrow"; "stored", "store" → "stor"). Only ever compared with other stems.
 */
export function stem(word: string): string {
  let w = singular(word);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ss|ll)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** Words that carry no meaning when comparing two requirements. */
// prettier-ignore
const COMPARISON_STOP_WORDS = new Set([
  "a", "an", "the", "to", "be", "being", "been", "able", "must", "shall", "should", "can", "could", "may", "might",
  "will", "would", "need", "needs", "want", "wants", "of", "for", "and", "or", "in", "on", "at", "with", "by",
  "their", "they", "them", "it", "its", "is", "are", "this", "that", "these", "those", "has", "have", "do", "does",
  "all", "any", "each", "every", "some", "so", "as", "from", "into", "via", "our", "we", "i", "my", "your", "you",
  "also", "please", "just", "only", "own", "there", "which", "who", "what",
]);

/** The set of stems a requirement is compared by: lower case, stop words and punctuation dropped, stemmed. */
export function comparisonKey(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((t) => !COMPARISON_STOP_WORDS.has(t))
      .map(stem),
  );
}

/** Jaccard similarity of two stem sets; two empty sets count as identical. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Two wordings this similar or more state the same requirement. */
export const DUPLICATE_THRESHOLD = 0.8;

/** Words written in capitals when shown to people. */
const ACRONYMS: Record<string, string> = {
  isbn: "ISBN",
  sku: "SKU",
  url: "URL",
  vin: "VIN",
  id: "ID",
  cv: "CV",
  vat: "VAT",
};

/** The last word of an entity's name, as `humanise` writes it: "ShiftSignup" → "signup", "Customer" → "customer". */
export function headWord(name: string): string {
  return humanise(name).split(" ").pop() ?? "";
}

/** "joinedOn" → "joined on", "isbn" → "ISBN", "resumeUrl" → "resume URL". */
export function humanise(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((w) => ACRONYMS[w] ?? w)
    .join(" ");
}

/** "Café Événement" → "Cafe Evenement": identifiers are ASCII; labels keep the user's own letters. */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, (c) => (c === "æ" ? "ae" : "AE"))
    .replace(/[øØ]/g, (c) => (c === "ø" ? "o" : "O"));
}

function words(text: string): string[] {
  return foldAccents(text)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\be-mail/g, "email")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** "joined on" → "joinedOn"; "E-mail" → "email"; "ISBN" → "isbn". */
export function camelCase(text: string): string {
  return words(text)
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join("");
}

/** "staff member" → "StaffMember". */
export function pascalCase(text: string): string {
  return words(text)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

/** Upper-cases the first letter only. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word is an acronym or "I". */
export function decapitalise(text: string): string {
  if (/^([A-Z]{2,}|I)\b/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "A", "A or B", "A, B or C" (the word is "and" or "or"). */
export function joinWords(items: readonly string[], word: "and" | "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1] ?? ""}`;
}

// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, thousand: 1000,
};

/**
 * The first number written in the text: digits with separators ("1,500"), a "k" suffix ("2k"), or a number word
 * ("a hundred", "fifty"). Undefined when there is none.
 */
export function firstNumber(text: string): number | undefined {
  const lower = text.toLowerCase();
  const digits = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|thousand\b|hundred\b)?/.exec(lower);
  const word =
    /\b(?:(a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand)\b/.exec(
      lower,
    );
  if (digits && (!word || digits.index <= word.index)) {
    const base = Number.parseFloat((digits[1] ?? "").replace(/,/g, ""));
    const scale = digits[2] === "hundred" ? 100 : digits[2] ? 1000 : 1;
    return base * scale;
  }
  if (!word) return undefined;
  const unit = NUMBER_WORDS[word[2] ?? ""] ?? 0;
  const multiplier = word[1] === undefined || word[1] === "a" ? 1 : (NUMBER_WORDS[word[1]] ?? 1);
  return unit >= 100 ? unit * multiplier : unit;
}
