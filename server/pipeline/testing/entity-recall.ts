import { APP_KINDS } from "../../engines/embedded/lexicon";
import { TRANSACTIONS } from "../../engines/embedded/idea-nouns";
import { joinOfIdea } from "../../engines/embedded/join-entities";
import { humanise, singular, stem, tokenize } from "../../engines/embedded/text";

/*
 * The measuring stick of issue 12: how many of the entities a careful analyst expects an extractor finds, and how
 * many it invents. Pure apart from the clock, so the same figures come out of the test and the bench.
 */

/** One idea of the corpus and the entities a person would expect from it. */
export interface CorpusIdea {
  /** kebab-case, unique in the corpus. */
  id: string;
  /** The project name a user would give; passed to the extractor as its hint. */
  name: string;
  idea: string;
  /** Each expected entity as its acceptable names ("CallLog", "Call"); an empty list expects nothing. */
  expected: readonly (readonly string[])[];
  /** Names that may appear as extra entities without counting as junk ("User" of a personal app). */
  allowedExtra?: readonly string[];
}

/** Any extractor: the real one returns lexicon entities, a fake only needs names. */
export type EntityExtractor = (idea: string, hint: string) => readonly { name: string }[];

/** Whether an entity not named in the idea is a built-in kind's enrichment of what the idea names. */
export type EnrichmentCheck = (name: string, idea: string) => boolean;

export interface JunkEntity {
  id: string;
  name: string;
  reason: "never an entity" | "not in the idea";
}

export interface IdeaMeasure {
  id: string;
  /** The first acceptable name of each expected entity. */
  expected: string[];
  got: string[];
  found: string[];
  missed: string[];
  junk: JunkEntity[];
  /** found / expected; 1 when nothing is expected. */
  recall: number;
  ms: number;
}

export interface EntityMeasure {
  ideas: IdeaMeasure[];
  /** Mean recall over the ideas that expect at least one entity (an empty expectation is measured by junk). */
  meanRecall: number;
  /** Ideas with every expected entity found and no junk. */
  perfectIdeas: number;
  junkCount: number;
  junk: JunkEntity[];
  msPerIdea: { mean: number; max: number };
}

/**
 * Words that are never part of an entity's name, whatever the idea says: verbs, adjectives, number words and
 * filler. An entity with any of these words is junk.
 */
// prettier-ignore
export const NEVER_ENTITY_WORDS: ReadonlySet<string> = new Set([
  // verbs and verb forms
  "implement", "implementation", "getting", "get", "making", "allow", "allowing", "let", "using", "want",
  "need", "keeping", "tracking", "manage", "managing", "handle", "create", "creating", "add", "adding", "see",
  "go", "going", "won", "left", "done", "doing", "start", "storing", "give", "giving",
  // adjectives and adverbs
  "existing", "new", "simple", "basic", "easy", "nice", "best", "current", "various", "different", "whole",
  "own", "other", "several", "many", "multiple", "possible", "available", "able", "quick", "also", "just",
  "really", "very", "only",
  // number words
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "hundred", "thousand", "first",
  // filler
  "thing", "stuff", "way", "ability", "everything", "something", "anything", "nothing", "functionality", "etc",
  "basis", "ui", "button", "dashboard", "modal", "click",
]);

/**
 * Whole names that are never entities: the app itself and its surface, and vague words. Only the whole name
 * counts, since "JobApplication", "RecipeStep" or "PermitType" are real things.
 */
// prettier-ignore
export const NEVER_ENTITY_NAMES: ReadonlySet<string> = new Set([
  "app", "application", "system", "software", "tool", "platform", "website", "site", "program", "solution",
  "screen", "page", "form", "view", "interface", "user interface", "tab", "home page", "web app", "mobile app",
  "front end", "back end", "real time", "feature", "option", "kind", "type", "sort", "part", "step", "idea",
  "example", "lot", "bit", "make", "drop", "two player", "single player", "multiplayer",
]);

/** The words of a name, lower case and singular: "CallLogs" → ["call", "log"]. */
export function nameWords(name: string): string[] {
  return humanise(name)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map(singular);
}

/** The form names are compared by: "CallLog", "call logs" and "Call log" are all "call log". */
export function nameKey(name: string): string {
  return nameWords(name).join(" ");
}

/** The stems of every word of a text, hyphenated words also by their parts ("call-logging" → call, logg…). */
function textStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const token of tokenize(text)) {
    for (const part of [token, ...token.split(/[-.]/)]) if (part.length > 0) stems.add(stem(part));
  }
  return stems;
}

/** Whether the entity is one of the words that are never entities. */
export function isNeverEntity(name: string): boolean {
  const key = nameKey(name);
  return NEVER_ENTITY_NAMES.has(key) || key.split(" ").some((w) => NEVER_ENTITY_WORDS.has(w));
}

function mentions(stems: ReadonlySet<string>, phrase: string): boolean {
  return nameWords(phrase).every((w) => stems.has(stem(w)));
}

/**
 * The default enrichment check: `name` belongs to a built-in kind of which the idea names at least one entity (by
 * its name or a synonym). A kind may add a Loan to an idea about borrowing books; it may not bring a whole
 * different app because none of its things is in the idea.
 */
export function kindEnrichment(name: string, idea: string): boolean {
  const key = nameKey(name);
  const stems = textStems(idea);
  return APP_KINDS.some(
    (kind) =>
      kind.entities.some((e) => nameKey(e.name) === key) &&
      kind.entities.some((e) => mentions(stems, e.name) || e.synonyms.some((s) => mentions(stems, s))),
  );
}

/**
 * Whether `name` is the noun of an act the idea names with a verb ("members borrow books" → Loan): the engine's
 * TRANSACTIONS, so such a record is the idea's own, not an invention.
 */
export function actOfIdea(name: string, idea: string): boolean {
  const key = nameKey(name);
  return Object.entries(TRANSACTIONS).some(
    ([verb, noun]) => noun === key && new RegExp(`\\b${verb}(?:s|es|ed|d|ing)?\\b`, "i").test(idea),
  );
}

function junkOf(
  entry: CorpusIdea,
  got: readonly string[],
  stems: ReadonlySet<string>,
  isEnrichment: EnrichmentCheck,
): JunkEntity[] {
  const allowed = new Set((entry.allowedExtra ?? []).map(nameKey));
  // The analyst's explicit expectation outranks the word lists: a permits system's "Application" is a real thing.
  const expected = new Set(entry.expected.flat().map(nameKey));
  const junk: JunkEntity[] = [];
  for (const name of got) {
    if (expected.has(nameKey(name))) continue;
    if (isNeverEntity(name)) junk.push({ id: entry.id, name, reason: "never an entity" });
    else if (
      allowed.has(nameKey(name)) ||
      mentions(stems, name) ||
      isEnrichment(name, entry.idea) ||
      actOfIdea(name, entry.idea) ||
      joinOfIdea(name, entry.idea)
    )
      continue;
    else junk.push({ id: entry.id, name, reason: "not in the idea" });
  }
  return junk;
}

const round = (n: number, digits = 3) => Number(n.toFixed(digits));

/**
 * Runs `extract` over every idea of the corpus and scores it: an expected entity is found when some entity's name
 * equals one of its acceptable names (humanised, lower case, singular); an entity is junk, unless the idea expects
 * it, when it is a never-entity, or when not every word of it occurs in the idea and it is neither allowed nor an
 * enrichment.
 */
export function measureEntities(
  corpus: readonly CorpusIdea[],
  extract: EntityExtractor,
  options: { isEnrichment?: EnrichmentCheck; clock?: () => number } = {},
): EntityMeasure {
  const isEnrichment = options.isEnrichment ?? kindEnrichment;
  const clock = options.clock ?? (() => performance.now());
  const ideas = corpus.map((entry): IdeaMeasure => {
    const t0 = clock();
    const entities = extract(entry.idea, entry.name);
    const ms = clock() - t0;
    const got = entities.map((e) => e.name);
    const gotKeys = new Set(got.map(nameKey));
    const found: string[] = [];
    const missed: string[] = [];
    for (const names of entry.expected) {
      const label = names[0] ?? "";
      if (names.some((n) => gotKeys.has(nameKey(n)))) found.push(label);
      else missed.push(label);
    }
    const recall = entry.expected.length === 0 ? 1 : found.length / entry.expected.length;
    const junk = junkOf(entry, got, textStems(entry.idea), isEnrichment);
    return {
      id: entry.id,
      expected: entry.expected.map((n) => n[0] ?? ""),
      got,
      found,
      missed,
      junk,
      recall,
      ms,
    };
  });
  const scored = ideas.filter((i) => i.expected.length > 0);
  const junk = ideas.flatMap((i) => i.junk);
  const times = ideas.map((i) => i.ms);
  return {
    ideas,
    meanRecall: round(scored.reduce((n, i) => n + i.recall, 0) / Math.max(1, scored.length)),
    perfectIdeas: ideas.filter((i) => i.missed.length === 0 && i.junk.length === 0).length,
    junkCount: junk.length,
    junk,
    msPerIdea: {
      mean: round(times.reduce((n, t) => n + t, 0) / Math.max(1, times.length), 2),
      max: round(Math.max(0, ...times), 2),
    },
  };
}

/** A readable report: the figures, the junk, then each imperfect idea with what it missed, worst first. */
export function formatEntityReport(measure: EntityMeasure, limit = Number.POSITIVE_INFINITY): string {
  const lines = [
    `mean recall ${measure.meanRecall} · perfect ideas ${measure.perfectIdeas}/${measure.ideas.length} · junk ${measure.junkCount} · ms per idea ${measure.msPerIdea.mean} (max ${measure.msPerIdea.max})`,
  ];
  if (measure.junk.length > 0) {
    lines.push("junk:");
    for (const j of measure.junk) lines.push(`  ${j.id}: ${j.name} (${j.reason})`);
  }
  const imperfect = measure.ideas
    .filter((i) => i.missed.length > 0 || i.junk.length > 0)
    .sort((a, b) => a.recall - b.recall || b.junk.length - a.junk.length)
    .slice(0, limit);
  if (imperfect.length > 0) lines.push("misses (worst first):");
  for (const i of imperfect) {
    const missed = i.missed.length > 0 ? `missed ${i.missed.join(", ")}` : "nothing missed";
    lines.push(`  ${i.id} (${round(i.recall, 2)}): ${missed}; got [${i.got.join(", ")}]`);
  }
  return lines.join("\n");
}
