import { candidateNouns, entitiesFromNouns } from "./generic-entities";
import { BUSINESS_KINDS } from "./kinds-business";
import { EVERYDAY_KINDS } from "./kinds-everyday";
import { SERVICE_KINDS } from "./kinds-services";
import type { AppKind, LexiconEntity, LexiconRelation } from "./lexicon-types";
import { camelCase, humanise, pascalCase, regularPlural, singular, tokenize } from "./text";

export type { AppKind, FieldType, LexiconEntity, LexiconField, LexiconRelation } from "./lexicon-types";

/** Order matters only for ties: the earlier kind wins. */
// prettier-ignore
const KIND_ORDER = [
  "library", "inventory", "booking", "tasks", "blog", "crm", "recipes", "expenses", "fitness", "events",
  "helpdesk", "shop", "school", "realestate", "restaurant", "clinic", "jobs", "fleet", "membership", "donations",
];

const BY_ID = new Map([...EVERYDAY_KINDS, ...BUSINESS_KINDS, ...SERVICE_KINDS].map((k) => [k.id, k]));

/** Every app kind the embedded engine knows, in tie-break order. */
export const APP_KINDS: readonly AppKind[] = KIND_ORDER.flatMap((id) => BY_ID.get(id) ?? []);

/** A kind needs at least this score (one strong word, or two weak ones) to be trusted. */
const MIN_SCORE = 2;

/** The idea's words, singular, joined by single spaces and padded, so phrases match on word boundaries. */
function phraseText(text: string): string {
  return ` ${tokenize(text).map(singular).join(" ")} `;
}

function mentions(haystack: string, phrase: string): boolean {
  return haystack.includes(` ${tokenize(phrase).map(singular).join(" ")} `);
}

/** How strongly an idea points at a kind: 2 per strong word or phrase present, 1 per weak one. */
export function kindScore(kind: AppKind, text: string): number {
  const haystack = phraseText(text);
  const strong = kind.strong.filter((k) => mentions(haystack, k)).length;
  const weak = kind.weak.filter((k) => mentions(haystack, k)).length;
  return 2 * strong + weak;
}

/**
 * The kind of app an idea describes, so a known domain gets its full, typed entities; null when nothing scores
 * high enough (the noun-based fallback takes over). Ties go to the earlier kind in APP_KINDS.
 */
export function detectAppKind(text: string): AppKind | null {
  let best: AppKind | null = null;
  let bestScore = MIN_SCORE - 1;
  for (const kind of APP_KINDS) {
    const score = kindScore(kind, text);
    if (score <= bestScore) continue;
    best = kind;
    bestScore = score;
  }
  return best;
}

/**
 * The nouns of an idea that could be entities, singular and in order of first mention: function words, verbs,
 * adjectives, app words ("app", "tool"), details ("date", "name") and mass nouns ("honey") are left out.
 */
export function extractNouns(text: string): string[] {
  return candidateNouns(text).map((c) => c.noun);
}

/** The relation renamed along with the entity it points at ("customer → Customer" becomes "client → Client"). */
function renameRelation(relation: LexiconRelation, from: string, to: string): LexiconRelation {
  if (relation.to !== from) return relation;
  const fromWords = humanise(from);
  const toWords = humanise(to);
  // A to-many relation is named in the plural ("categories → Category" becomes "cuisines → Cuisine").
  const pluralFrom = camelCase(fromWords.replace(/(\w+)$/, (w) => regularPlural(w)));
  const name =
    relation.name === camelCase(fromWords)
      ? camelCase(toWords)
      : relation.name === pluralFrom
        ? camelCase(toWords.replace(/(\w+)$/, (w) => regularPlural(w)))
        : relation.name;
  return { ...relation, name, to };
}

/**
 * A kind's entities named in the idea's own words: an entity the idea does not name but calls by a synonym takes
 * that name ("clients book appointments with stylists" → Client, Stylist), so the checklist speaks the user's language.
 */
export function entitiesInOwnWords(kind: AppKind, text: string): LexiconEntity[] {
  const haystack = phraseText(text);
  const renames = new Map<string, string>();
  const taken = new Set(kind.entities.map((e) => e.name));
  for (const e of kind.entities) {
    if (mentions(haystack, humanise(e.name))) continue;
    const synonym = e.synonyms.find((s) => mentions(haystack, s) && !taken.has(pascalCase(s)));
    if (synonym === undefined) continue;
    renames.set(e.name, pascalCase(synonym));
    taken.add(pascalCase(synonym));
  }
  return kind.entities.map((e) => {
    let relations = e.relations;
    for (const [from, to] of renames) relations = relations.map((r) => renameRelation(r, from, to));
    return { ...e, name: renames.get(e.name) ?? e.name, relations };
  });
}

/**
 * The entities an idea needs: a known kind's typed entities (in the idea's words) or, for an unfamiliar idea,
 * entities built from its nouns. `hint` (e.g. the project's name) helps recognise the kind but adds no nouns,
 * since names such as "Hive Mind" are not descriptions. Empty when the idea names nothing.
 */
export function entitiesForIdea(idea: string, hint = ""): LexiconEntity[] {
  const kind = detectAppKind(`${hint}\n${idea}`);
  return kind ? entitiesInOwnWords(kind, idea) : entitiesFromNouns(idea);
}

/**
 * Every lexicon entity called `name` (by its name or a synonym), known kinds first: used to recover field types
 * from a user-edited list of things.
 */
export function lexiconEntitiesNamed(name: string): LexiconEntity[] {
  const wanted = humanise(name);
  const all = APP_KINDS.flatMap((k) => k.entities);
  return [
    ...all.filter((e) => humanise(e.name) === wanted),
    ...all.filter((e) => humanise(e.name) !== wanted && e.synonyms.includes(wanted)),
  ];
}
