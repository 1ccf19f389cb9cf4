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

/** The last word of a label in the singular, keeping the user's accents where only an ending is removed. */
function singularLabel(label: string): string {
  const match = /^(.*?)([^\s]+)$/.exec(label);
  const head = match?.[1] ?? "";
  const last = match?.[2] ?? label;
  const folded = foldAccents(last).toLowerCase();
  const one = singular(folded);
  if (one === folded) return label;
  const kept = folded.startsWith(one) ? last.slice(0, one.length) : one;
  return `${head}${kept}`;
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
  const last = parts.pop();
  const singularParts = last === undefined ? ["item"] : [...parts, singular(last)];
  const pluralParts = [
    ...singularParts.slice(0, -1),
    pluralWord(singularParts[singularParts.length - 1] ?? "item"),
  ];
  const pascal = (ws: string[]) => {
    const name = pascalCase(ws.join(" "));
    return /^[A-Z]/.test(name) ? name : `T${name}`;
  };
  const labelWords = label.split(" ");
  const lastWord = labelWords.pop() ?? "";
  const folded = foldAccents(lastWord);
  const pluralLast =
    folded === lastWord || !/^[a-z]+$/i.test(folded)
      ? withCase(pluralWord(lastWord.toLowerCase()), lastWord)
      : `${lastWord}${/[sxz]$/i.test(folded) ? "" : "s"}`;
  return {
    name: pascal(singularParts),
    plural: pascal(pluralParts),
    table: snakeIdentifier(pluralParts.join(" ")),
    resource: kebabIdentifier(pluralParts.join(" ")),
    kebab: kebabIdentifier(singularParts.join(" ")),
    label,
    pluralLabel: [...labelWords, pluralLast].join(" "),
  };
}

/** A noun with "a" or "an" as it is spoken: "an appointment", "a user", "an hour". */
export function withArticle(noun: string): string {
  const an = /^(?:[aeio]|u(?!s|ni|r)|hour|honest)/i.test(noun) && !/^(?:one|eu)/i.test(noun);
  return `${an ? "an" : "a"} ${noun}`;
}
