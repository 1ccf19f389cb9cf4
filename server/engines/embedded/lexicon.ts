import { withCheckout } from "./cart-entities";
import { withJoins } from "./join-entities";
import { withoutBrandClauses } from "./look-reading";
import { candidateNouns, entitiesFromNouns } from "./generic-entities";
import { BUSINESS_KINDS } from "./kinds-business";
import { EVERYDAY_KINDS } from "./kinds-everyday";
import { SERVICE_KINDS } from "./kinds-services";
import type { AppKind, LexiconEntity, LexiconRelation } from "./lexicon-types";
import { nounRole } from "./nouns";
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

/** The lexicon's entity for a noun of the idea: the detected kind's first (by name, then synonym), else any kind's. */
function lexiconEntityFor(name: string, kinds: readonly AppKind[]): LexiconEntity | undefined {
  const wanted = humanise(name);
  // The detected kind first, then the kinds the idea also points at, then any.
  for (const k of kinds) {
    const own = k.entities;
    const found =
      own.find((e) => humanise(e.name) === wanted) ?? own.find((e) => e.synonyms.includes(wanted));
    if (found) return found;
  }
  // Any kind's entity of that name or synonym, unless the word has senses far apart.
  return AMBIGUOUS.has(wanted) ? undefined : lexiconEntitiesNamed(name)[0];
}

// prettier-ignore
/** Names whose lexicon entity belongs to one sense only ("board" of tasks, not of chess or surfing). */
const AMBIGUOUS = new Set(["board", "card", "session", "item", "entry", "track", "stage", "table", "court", "pitch"]);

/** The fields of a generic entity that the idea gave it itself (not the defaults every entity gets). */
const DEFAULT_FIELDS = new Set(["name", "title", "notes", "date", "email", "phone"]);

/**
 * The idea's entities with what the lexicon knows of them: a noun the lexicon knows gets its typed fields and the
 * relations that stay inside the idea's model (renamed to the idea's words). Never a kind's entities in place of
 * the idea's, nor one the idea does not name (an act it names by a verb is its own: "members borrow books" gives a
 * Loan, idea-nouns.ts).
 */
/** "due date", "due on" and "due" are one detail: a field's words without the word for its kind of time. */
function detailKey(fieldName: string): string {
  return humanise(fieldName).replace(/ (date|on|at|time|day)$/, "");
}

function enrich(entities: LexiconEntity[], kind: AppKind | null, text: string): LexiconEntity[] {
  const kinds = [
    ...(kind ? [kind] : []),
    ...APP_KINDS.filter((k) => k !== kind && kindScore(k, text) >= MIN_SCORE),
  ];
  const known = new Map<string, LexiconEntity>();
  const ours = new Map<string, string>(); // lexicon name → the idea's name
  for (const e of entities) {
    const found = lexiconEntityFor(e.name, kinds);
    if (!found || ours.has(found.name)) continue;
    known.set(e.name, found);
    ours.set(found.name, e.name);
  }
  const mapped = (relations: readonly LexiconRelation[]) =>
    relations.flatMap((r) => {
      const to = ours.get(r.to);
      return to === undefined ? [] : [renameRelation(r, r.to, to)];
    });
  const enriched = entities.map((e) => {
    const found = known.get(e.name);
    if (!found) return e;
    const relations = mapped(found.relations).filter((r) => r.to !== e.name);
    // An event the lexicon links to nothing here still belongs to what the idea says it is about.
    const isEvent = nounRole(humanise(e.name).split(" ").pop() ?? "") === "event";
    const kept = relations.length > 0 || !isEvent ? relations : e.relations;
    const given = e.fields.filter(
      (f) =>
        !DEFAULT_FIELDS.has(f.name) && !found.fields.some((g) => detailKey(g.name) === detailKey(f.name)),
    );
    return { ...e, fields: [...found.fields, ...given], relations: kept };
  });
  return enriched;
}

/**
 * The entities an idea needs: the things it names (idea-nouns.ts), in its own words, enriched by what the lexicon
 * knows of them. `hint` (e.g. the project's name) helps recognise the kind but adds no nouns, since names such as
 * "Hive Mind" are not descriptions. Empty when the idea names nothing to keep.
 */
export function entitiesForIdea(idea: string, hint = ""): LexiconEntity[] {
  const kind = detectAppKind(`${hint}\n${idea}`);
  const entities = enrich(entitiesFromNouns(withoutBrandClauses(idea)), kind, `${hint}\n${idea}`);
  return entities.length === 0 ? entities : withJoins(withCheckout(entities, idea), idea);
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
