import type { Entity } from "../../../../domain/artifacts/04-data-model";
import type { EntityKey } from "../02-srs/concerns";
import type { ModelReading } from "../02-srs/reading";
import { mentionsIn, sentences, tokensOf, type Mention, type Token } from "./workflow-grammar";

/*
 * The "once per user" rules the requirements state (issue 17 point 3), read sentence by sentence from the
 * functional requirements and user stories with wink-nlp's tags and lemmas (workflow-grammar.ts):
 *
 * - a sentence says "once" when it limits an act to one: "only once", "once per poll", "vote on a poll once",
 *   "only one vote per user per poll", "a single review per product", "cannot vote twice", "not … more than once";
 * - the row a user makes once is an entity the sentence names (as a noun or as the verb: "vote" → Vote) that has a
 *   many-to-one relation to another entity; after "one"/"a single" it is the entity named right there;
 * - what it is made once for (the target) is the entity that relation points at, the one the sentence names
 *   (after "per", "for each", "on each" first); when the sentence names none and the row points at several, the
 *   one left after dropping those that are themselves parts of another (an Option of a Poll is a choice, the Poll
 *   the target).
 *
 * Only the words' positions and the data model's relations decide; a sentence that names no such pair gives nothing.
 */

/** One "once per user" limit a requirement states. */
export interface OnceReading {
  /** The entity whose rows a user makes once (PascalCase). */
  entity: string;
  /** Its many-to-one relation to what the act is once for. */
  target: string;
  /** The act as a base verb ("vote", "review"), when the sentence says it with a verb. */
  verb: string | null;
  /** The requirement that states it. */
  id: string;
}

const NEGATIONS = new Set(["not", "never", "cannot", "can't", "no", "n't", "nobody"]);
const PER = new Set(["per", "each", "every"]);
const LIMIT_BEFORE_ONE = new Set(["only", "just", "exactly", "most", "single"]);
/** Verbs that say how a system behaves, never the act itself ("provide only one vote"). */
// prettier-ignore
const GENERIC_VERBS = new Set([
  "be", "have", "can", "must", "may", "allow", "provide", "enforce", "ensure", "let", "support", "make", "want",
  "need", "give", "keep", "see", "get", "do", "able", "use",
]);

/** Whether the tokens limit an act to once (see the module comment); the index the limit starts at, or -1. */
function onceAt(tokens: readonly Token[]): number {
  const words = tokens.map((t) => t.lower);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const next = words[i + 1];
    if (word === "once" && words[i - 1] !== "at") {
      // "once per poll", "only once", "vote once" at the end; not "once the poll closes".
      if (words[i - 1] === "only" || next === undefined || PER.has(next ?? "") || next === "for" || next === "on" || next === "in")
        return i;
    }
    if ((word === "twice" || (word === "more" && next === "than" && words[i + 2] === "once")) &&
      words.slice(0, i).some((w) => NEGATIONS.has(w)))
      return i;
  } // prettier-ignore
  return -1;
}

/** "one vote", "a single review", "only one RSVP": the mention right after such a limit, if any. */
function limitedMention(tokens: readonly Token[], mentions: readonly Mention[]): Mention | undefined {
  for (const mention of mentions) {
    const before = tokens[mention.start - 1]?.lower;
    const earlier = tokens[mention.start - 2]?.lower;
    if (before === "one" && (LIMIT_BEFORE_ONE.has(earlier ?? "") || tokens[mention.end]?.lower === "per"))
      return mention;
    if (before === "single" && (earlier === "a" || earlier === "one")) return mention;
  }
  return undefined;
}

/** The relations of a row to the entities a sentence names, those named after "per"/"each"/"every" first. */
function namedTargets(
  entity: Entity,
  tokens: readonly Token[],
  mentions: readonly Mention[],
): Entity["relations"] {
  const ones = entity.relations.filter((r) => r.kind === "many-to-one" && r.target !== entity.name);
  const weight = (m: Mention) => (PER.has(tokens[m.start - 1]?.lower ?? "") ? 0 : 1);
  const ordered = [...mentions].sort((a, b) => weight(a) - weight(b) || a.start - b.start);
  for (const mention of ordered) {
    const found = ones.find((r) => r.target === mention.key.draft.names.name);
    if (found) return [found];
  }
  return [];
}

/** The target when the sentence names none: the one relation left after dropping the parts of another target. */
function impliedTarget(entity: Entity, all: readonly Entity[]): Entity["relations"][number] | undefined {
  const ones = entity.relations.filter((r) => r.kind === "many-to-one" && r.target !== entity.name);
  const targets = new Set(ones.map((r) => r.target));
  const parts = (r: Entity["relations"][number]) =>
    all
      .find((e) => e.name === r.target)
      ?.relations.some((x) => x.kind === "many-to-one" && x.target !== r.target && targets.has(x.target)) ??
    false;
  const left = ones.filter((r) => !parts(r));
  return left.length === 1 ? left[0] : undefined;
}

/** The verb the sentence says the act with: a verb token whose stem is the entity's, else the one before the limit. */
function verbOf(tokens: readonly Token[], key: EntityKey, at: number): string | null {
  const own = tokens.find((t) => t.pos === "VERB" && key.phrase.length === 1 && t.stem === key.phrase[0]);
  if (own) return own.lemma;
  const before = tokens.slice(0, at).filter((t) => t.pos === "VERB" && !GENERIC_VERBS.has(t.lemma));
  return before.at(-1)?.lemma ?? null;
}

/** The once-per-user limits of one sentence over the built entities. */
function readSentence(
  text: string,
  id: string,
  keys: readonly EntityKey[],
  all: readonly Entity[],
): OnceReading[] {
  const tokens = tokensOf(text);
  const at = onceAt(tokens);
  const mentions = mentionsIn(tokens, keys);
  const limited = limitedMention(tokens, mentions);
  if (at < 0 && !limited) return [];
  const candidates = limited ? [limited] : mentions;
  for (const mention of candidates) {
    const entity = all.find((e) => e.name === mention.key.draft.names.name);
    if (!entity) continue;
    const others = mentions.filter((m) => m.key !== mention.key);
    const target = namedTargets(entity, tokens, others)[0] ?? impliedTarget(entity, all);
    if (!target) continue;
    return [{ entity: entity.name, target: target.name, verb: verbOf(tokens, mention.key, at < 0 ? mention.start : at), id }];
  } // prettier-ignore
  return [];
}

/** Every once-per-user limit the functional requirements and user stories state, in requirement order. */
export function readOnceLimits(reading: ModelReading, entities: readonly Entity[]): OnceReading[] {
  return reading.facts
    .filter((f) => f.requirement.type !== "non-functional")
    .flatMap((f) =>
      sentences(f.requirement.description).flatMap((clauses) =>
        clauses.flatMap((c) => readSentence(c.text, f.requirement.id, reading.keys, entities)),
      ),
    );
}
