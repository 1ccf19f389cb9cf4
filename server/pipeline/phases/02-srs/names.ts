import { capitalise, foldAccents, humanise, pascalCase, singular } from "../../../engines/embedded/text";

/*
 * How the words a user wrote for a thing become the names every model uses. The user's words stay the label
 * ("Café Événement"); identifiers are ASCII ("CafeEvenement", table `cafe_evenements`, resource
 * `cafe-evenements`). Shared by the builders of the requirements, design, data, API and UI models so that the
 * API path the design names is the path the API model has.
 */

/** Identifiers are kept short enough for PostgreSQL (63 bytes) once a suffix such as `_id_idx` is added. */
const MAX_IDENTIFIER_WORDS = 6;

export { foldAccents };

/** Lower-case ASCII words of a name in any casing: "Café Événement", "StaffMember", "due on" → words. */
export function identifierWords(text: string): string[] {
  return foldAccents(text)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/['’]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, MAX_IDENTIFIER_WORDS);
}

// prettier-ignore
const IRREGULAR: Readonly<Record<string, string>> = {
  person: "people", child: "children", man: "men", woman: "women", foot: "feet", tooth: "teeth", mouse: "mice",
  goose: "geese", criterion: "criteria", index: "indices", analysis: "analyses", diagnosis: "diagnoses",
  leaf: "leaves", knife: "knives", shelf: "shelves", half: "halves", wolf: "wolves", loaf: "loaves",
  hero: "heroes", potato: "potatoes", tomato: "tomatoes", echo: "echoes",
};
const INVARIANT = new Set([
  "series",
  "species",
  "news",
  "sheep",
  "fish",
  "deer",
  "equipment",
  "staff",
  "data",
]);

/** The plural of a lower-case English noun: "book" → "books", "category" → "categories", "box" → "boxes". */
export function pluralWord(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return irregular;
  if (INVARIANT.has(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** A camelCase identifier for a field or relation: "nom de l'invité" → "nomDeLinvite"; "2nd line" → "field2ndLine". */
export function camelIdentifier(text: string): string {
  const words = identifierWords(text);
  const joined = words.map((w, i) => (i === 0 ? w : capitalise(w))).join("");
  if (joined === "") return "field";
  return /^[a-z]/.test(joined) ? joined : `field${capitalise(joined)}`;
}

/** snake_case of an identifier in any casing: "ClinicalNotes" → "clinical_notes". */
export function snakeIdentifier(text: string): string {
  const snake = identifierWords(text).join("_");
  if (snake === "") return "item";
  return /^[a-z]/.test(snake) ? snake : `t_${snake}`;
}

/** kebab-case of an identifier in any casing: "ClinicalNotes" → "clinical-notes". */
export function kebabIdentifier(text: string): string {
  const kebab = identifierWords(text).join("-");
  return kebab === "" ? "item" : kebab;
}

/** Every name one entity goes by, from the words the user wrote for it. */
export interface EntityNames {
  /** PascalCase singular: "CafeEvenement". */
  name: string;
  /** PascalCase plural: "CafeEvenements". */
  plural: string;
  /** snake_case plural table: "cafe_evenements". */
  table: string;
  /** kebab-case plural, the API resource and the page path: "cafe-evenements". */
  resource: string;
  /** kebab-case singular, for page and form ids: "cafe-evenement". */
  kebab: string;
  /** The user's words, singular, first letter capitalised: "Café Événement", "Clinical note". */
  label: string;
  /** The label in the plural: "Café Événements", "Clinical notes". */
  pluralLabel: string;
}

/** A plural in the casing of its singular: "books" for "Book" → "Books"; "ISBN" → "ISBNs". */
function withCase(word: string, model: string): string {
  if (/^[A-Z]{2,}$/.test(model)) return `${model}s`;
  if (/^[A-Z]/.test(model)) return capitalise(word);
  return word;
}

/**
 * A label inside a sentence: "Clinical notes" → "clinical notes"; kept as written when it is an acronym or has
 * capitals of its own further on ("Café Événements", "ISBN").
 */
export function inSentence(label: string): string {
  const [first = "", ...rest] = label.split(" ");
  if (/^[A-Z0-9]{2,}$/.test(first) || rest.some((w) => /^[A-ZÀ-Ý]/.test(w))) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * Prepositions that open a phrase after a compound's head noun: "thing to do", "point of sale", "bill of materials"
 * are counted by their first noun ("things to do"), not their last.
 */
const HEAD_PREPOSITIONS = new Set([
  "of",
  "to",
  "in",
  "for",
  "on",
  "at",
  "with",
  "from",
  "by",
  "under",
  "per",
]);

/** Which word of a name is counted: the one before a preposition inside it, else the last. */
export function headIndex(words: readonly string[]): number {
  const at = words.findIndex(
    (w, i) => i > 0 && i < words.length - 1 && HEAD_PREPOSITIONS.has(w.toLowerCase()),
  );
  return at > 0 ? at - 1 : words.length - 1;
}

/** One word in the singular, keeping the user's accents where only an ending is removed. */
function singularWord(word: string): string {
  const folded = foldAccents(word).toLowerCase();
  const one = singular(folded);
  if (one === folded) return word;
  return folded.startsWith(one) ? word.slice(0, one.length) : one;
}

/** A label with its counted word (headIndex) in the singular: "Books" → "Book", "Things to do" → "Thing to do". */
function singularLabel(label: string): string {
  const words = label.split(" ");
  const head = headIndex(words);
  return words.map((w, i) => (i === head ? singularWord(w) : w)).join(" ");
}

/** The words a label shows: PascalCase names spelled out ("ClinicalNote" → "Clinical note"), other text as written. */
export function labelFromName(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const spelled = /^[A-Z][A-Za-z0-9]*$/.test(trimmed) ? humanise(trimmed) : trimmed;
  return capitalise(singularLabel(spelled));
}

/**
 * The names of an entity called `words` by the user ("Café Événements", "Books", "ClinicalNote"): the last word is
 * made singular, identifiers are ASCII, the label keeps the user's letters. "Item" when nothing usable remains.
 */
export function entityNames(words: string): EntityNames {
  const label = labelFromName(words) || "Item";
  const parts = identifierWords(label);
  const at = headIndex(parts);
  const singularParts = parts.length === 0 ? ["item"] : parts.map((w, i) => (i === at ? singular(w) : w));
  const pluralParts = singularParts.map((w, i) => (i === Math.max(at, 0) ? pluralWord(w) : w));
  const pascal = (ws: string[]) => {
    const name = pascalCase(ws.join(" "));
    return /^[A-Z]/.test(name) ? name : `T${name}`;
  };
  const labelWords = label.split(" ");
  const labelHead = headIndex(labelWords);
  const counted = labelWords[labelHead] ?? "";
  const folded = foldAccents(counted);
  const pluralCounted =
    folded === counted || !/^[a-z]+$/i.test(folded)
      ? withCase(pluralWord(counted.toLowerCase()), counted)
      : `${counted}${/[sxz]$/i.test(folded) ? "" : "s"}`;
  return {
    name: pascal(singularParts),
    plural: pascal(pluralParts),
    table: snakeIdentifier(pluralParts.join(" ")),
    resource: kebabIdentifier(pluralParts.join(" ")),
    kebab: kebabIdentifier(singularParts.join(" ")),
    label,
    pluralLabel: labelWords.map((w, i) => (i === labelHead ? pluralCounted : w)).join(" "),
  };
}

/** A noun with "a" or "an" as it is spoken: "an appointment", "a user", "an hour". */
export function withArticle(noun: string): string {
  const an = /^(?:[aeio]|u(?!s|ni|r)|hour|honest)/i.test(noun) && !/^(?:one|eu)/i.test(noun);
  return `${an ? "an" : "a"} ${noun}`;
}
