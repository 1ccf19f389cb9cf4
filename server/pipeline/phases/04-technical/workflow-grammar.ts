import type { Role } from "../../../../domain/artifacts/04-data-model";
import { tagLine, type TaggedToken } from "../../../engines/embedded/tagger";
import { isPlural, singular, stem, tokenize } from "../../../engines/embedded/text";
import type { EntityKey } from "../02-srs/concerns";
import {
  EXIT_STATES,
  isParticiple,
  STATE_FIELD,
  STATE_RANK,
  STATE_SYNONYMS,
  STATE_VERBS,
  verbCandidates,
  verbFor,
  type MoveKind,
} from "./workflow-words";
import type { Move } from "./workflow-reading";

/*
 * The words and grammar workflow-reading.ts reads moves with: tagged tokens, clauses, where entities are named, the
 * voice of a verb of the table, the roles a subject names and the states a phrase names.
 */

export interface Token extends TaggedToken {
  stem: string;
}

/** A thing named, and whether in the plural ("claims"), for the pronouns that may refer to it. */
export interface Named {
  key: EntityKey;
  plural: boolean;
}

export interface Mention {
  key: EntityKey;
  start: number;
  /** One past the last token. */
  end: number;
}

// prettier-ignore
export const BE = new Set(["is", "are", "be", "been", "being", "was", "were", "get", "gets", "got", "gotten", "become", "becomes"]);
// prettier-ignore
export const MODALS = new Set(["can", "could", "must", "may", "might", "shall", "should", "will", "would", "to", "cannot", "do", "does"]);
export const SUBJECT_PRONOUNS = new Set(["i", "we", "they", "you", "he", "she", "who", "that", "which"]);
export const OBJECT_PRONOUNS = new Set(["them", "it", "these", "those"]);
export const PLURAL_PRONOUNS = new Set(["them", "they", "these", "those"]);
export const CONNECTORS = new Set([",", "and", "or", "then", "also", "and/or", "/"]);
// prettier-ignore
export const NOT_BEFORE_VERB = new Set([
  "a", "an", "the", "their", "its", "my", "our", "your", "his", "her", "each", "every", "this", "that", "these",
  "those", "some", "any", "no", "all", "new", "of", "for", "on", "in", "at", "with", "from", "by",
]);
/** Nouns that take a plural verb without a plural -s ("staff resolve tickets"). */
export const GROUP_NOUNS = new Set(["staff", "personnel", "crew", "police"]);
export const NOUN_POS = new Set(["NOUN", "PROPN", "ADJ", "NUM", "X"]);
export const SEQUENCE_SEPARATORS = new Set([
  "to",
  "then",
  "and",
  ",",
  "or",
  "finally",
  "eventually",
  "through",
]);

export interface Clause {
  text: string;
  /** The subject written before a colon ("Manager: approve or reject claims"), else "". */
  subject: string;
}

/**
 * The sentences of a text, each as its clauses: without a reason ("so that …"), split at semicolons and at colons
 * after a short subject.
 */
export function sentences(text: string): Clause[][] {
  return text.split(/[.!?\n]+/).map((sentence) => {
    const kept = sentence.split(/,?\s+(?:so(?:\s+that)?|because|in order to)\s+/i)[0] ?? "";
    return kept.split(";").flatMap((clause) => {
      const parts = clause.split(":");
      return parts.flatMap((part, i) => {
        const before = parts[i - 1]?.trim() ?? "";
        const subject = before !== "" && before.split(/\s+/).length <= 3 ? before : "";
        return part.trim() === "" ? [] : [{ text: part.trim(), subject }];
      });
    });
  });
}

export function tokensOf(text: string): Token[] {
  return tagLine(text)
    .flat()
    .map((t) => ({ ...t, stem: stem(t.lower) }));
}

/** Where entities are named, longest name first at each place, in order. */
export function mentionsIn(tokens: readonly Token[], keys: readonly EntityKey[]): Mention[] {
  const found: Mention[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const at = keys
      .filter((k) => k.phrase.length > 0 && k.phrase.every((p, j) => tokens[i + j]?.stem === p))
      .sort((a, b) => b.phrase.length - a.phrase.length)[0];
    if (at === undefined) continue;
    found.push({ key: at, start: i, end: i + at.phrase.length });
    i += at.phrase.length - 1;
  }
  return found;
}

/** The base verb of the table a token is a form of, if any. */
export function tableVerb(token: Token): string | undefined {
  return [token.lemma, ...verbCandidates(token.lower)].find((c) => STATE_VERBS[c] !== undefined);
}

/** Whether the form is the base or third person of the verb ("approve", "approves"), not a participle. */
export function isPresent(token: Token, verb: string): boolean {
  return token.lower === verb || token.lower === `${verb}s` || token.lower === `${verb}es`;
}

/** The index before `i`, past adverbs and "not". */
export function skipAdverbs(tokens: readonly Token[], i: number): number {
  let j = i;
  while (j >= 0 && (tokens[j]?.pos === "ADV" || tokens[j]?.lower === "not")) j -= 1;
  return j;
}

/** How a table verb at `i` that starts a group of verbs is used: actively, passively, or not as a verb. */
export function voiceAt(tokens: readonly Token[], i: number, verb: string): "active" | "passive" | undefined {
  const token = tokens[i];
  if (token === undefined || tokens[i + 1]?.lower === "of") return undefined;
  const j = skipAdverbs(tokens, i - 1);
  const before = tokens[j];
  if (isParticiple(token.lower)) return before !== undefined && BE.has(before.lower) ? "passive" : undefined;
  if (!isPresent(token, verb)) return undefined;
  if (before === undefined) return "active";
  if (NOT_BEFORE_VERB.has(before.lower) || before.pos === "DET" || before.pos === "NUM") return undefined;
  if (MODALS.has(before.lower) || SUBJECT_PRONOUNS.has(before.lower)) return "active";
  // "… and return them": after "and", a verb the tagger took for a noun still takes an object.
  if (before.lower === "and" || before.lower === "or" || before.lower === "then") {
    const next = tokens[i + 1]?.lower ?? "";
    return token.pos === "VERB" || OBJECT_PRONOUNS.has(next) || NOT_BEFORE_VERB.has(next)
      ? "active"
      : undefined;
  }
  if (before.pos === "NOUN" || before.pos === "PROPN") {
    const third = token.lower !== verb;
    const plural = isPlural(before.lower) || GROUP_NOUNS.has(before.lower);
    return third !== plural ? "active" : undefined;
  }
  return token.pos === "VERB" && before.pos !== "ADJ" && before.pos !== "ADP" ? "active" : undefined;
}

/** The roles a subject names: "Managers", "a support agent", "by the librarian". */
export function rolesNamed(words: readonly string[], roles: readonly Role[]): string[] {
  const stems = new Set(words.map((w) => stem(singular(w.toLowerCase()))));
  return roles
    .filter((r) => {
      const head = tokenize(r.label).at(-1);
      return head !== undefined && stems.has(stem(singular(head)));
    })
    .map((r) => r.name);
}

/** The known states a phrase at `i` names (one or two words), and how many tokens it takes. */
export function stateAt(
  tokens: readonly Token[],
  i: number,
  known: ReadonlySet<string>,
): { state: string; length: number } | undefined {
  for (const length of [2, 1]) {
    const words = tokens.slice(i, i + length);
    if (words.length < length) continue;
    const phrase = words.map((t) => t.lower).join(" ");
    if (known.has(phrase)) return { state: phrase, length };
  }
  return undefined;
}

/** Every state a text may name: the table's, their other words, and the values of the model's state fields. */
export function knownStates(keys: readonly EntityKey[]): Set<string> {
  const values = keys.flatMap((k) =>
    k.draft.fields.flatMap((f) => (STATE_FIELD.test(f.name) ? (f.values ?? []) : [])),
  );
  return new Set([
    ...Object.keys(STATE_RANK),
    ...EXIT_STATES,
    ...Object.values(STATE_SYNONYMS).flat(),
    ...values.map((v) => v.toLowerCase()),
  ]);
}

/** A move to a state named without a verb ("from open to resolved", "mark … as paid"). */
export function stateMove(state: string, label: string): Pick<Move, "verb" | "kind" | "state" | "label"> {
  const verb = verbFor(state) ?? null;
  const kind: MoveKind = EXIT_STATES.has(state) ? "exit" : "advance";
  return { verb, kind, state, label };
}
