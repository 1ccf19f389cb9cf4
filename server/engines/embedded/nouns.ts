import { isPlural, singular, tokenize } from "./text";
import {
  ACTION_VERBS,
  ADJECTIVES,
  APP_WORDS,
  ATTRIBUTE_WORDS,
  EVENT_NOUNS,
  MASS_NOUNS,
  NOT_EVENT,
  NOT_PERSON,
  PERSON_NOUNS,
  STOP_WORDS,
} from "./words";

/** A run of nouns in an idea: "hive inspections" → head "inspection", modifiers ["hive"]. */
export interface NounPhrase {
  head: string;
  modifiers: string[];
}

export type NounRole = "person" | "event" | "thing" | "mass";

// prettier-ignore
const DETERMINERS = new Set([
  "a", "an", "the", "their", "my", "our", "your", "his", "her", "its", "each", "every", "this", "that", "these",
  "those", "some", "any", "no", "of", "many", "several", "few", "all", "new",
]);
const PREPOSITIONS = new Set([
  "for",
  "with",
  "and",
  "or",
  "about",
  "from",
  "in",
  "on",
  "by",
  "per",
  "between",
]);

/** The base form of an action verb written as "log", "logs", "logged", "logging", "borrowed", "carries". */
export function verbBase(word: string): string | undefined {
  const candidates = [word];
  if (word.endsWith("ies") || word.endsWith("ied")) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) candidates.push(word.slice(0, -2));
  if (word.endsWith("s")) candidates.push(word.slice(0, -1));
  if (word.endsWith("ed")) candidates.push(word.slice(0, -2), word.slice(0, -1), word.slice(0, -3));
  if (word.endsWith("ing")) candidates.push(word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4));
  return candidates.find((c) => ACTION_VERBS.has(c));
}

/** How a noun takes part in a data model: a person, an event (it gets a date), a thing, or a mass noun (a detail). */
export function nounRole(noun: string): NounRole {
  if (MASS_NOUNS.has(noun)) return "mass";
  if (PERSON_NOUNS.has(noun)) return "person";
  if (EVENT_NOUNS.has(noun)) return "event";
  if (NOT_PERSON.has(noun) || NOT_EVENT.has(noun)) return "thing";
  if (noun.length > 4 && /(er|or|ist|ian)$/.test(noun)) return "person";
  if (noun.length > 5 && /(tion|sion|ing)$/.test(noun)) return "event";
  return "thing";
}

type Token = { word: string; kind: "noun" | "mass" | "verb" | "other" };

/** Whether a word that can be a verb acts as one here, judged from its neighbours (no dictionary of senses). */
function actsAsVerb(word: string, previous: Token | undefined): boolean {
  const base = verbBase(word);
  if (base === undefined) return false;
  const plural = word !== base && isPlural(word) && !word.endsWith("ed");
  const gerund = word.endsWith("ing");
  if (previous === undefined) return !plural;
  const p = previous.word;
  if (DETERMINERS.has(p) || ADJECTIVES.has(p) || /^\d/.test(p)) return false;
  if (gerund) return true;
  if (previous.kind === "noun" || previous.kind === "mass") {
    if (isPlural(p)) return true;
    return plural && nounRole(singular(p)) === "person";
  }
  if (PREPOSITIONS.has(p) || previous.kind === "verb") return !plural;
  return !plural || !STOP_WORDS.has(p);
}

function classify(chunk: readonly string[]): Token[] {
  const tokens: Token[] = [];
  chunk.forEach((word, i) => {
    const previous = tokens[i - 1];
    const base = singular(word);
    let kind: Token["kind"] = "noun";
    if (/^\d/.test(word) || STOP_WORDS.has(word)) kind = "other";
    else if (actsAsVerb(word, previous)) kind = "verb";
    else if (APP_WORDS.has(base) || ADJECTIVES.has(word) || ATTRIBUTE_WORDS.has(base)) kind = "other";
    else if (/(ous|ful)$/.test(word) || (word.endsWith("ly") && word.length > 5)) kind = "other";
    else if (MASS_NOUNS.has(base)) kind = "mass";
    tokens.push({ word, kind });
  });
  return tokens;
}

/**
 * The noun phrases of an idea, in order: runs of up to three nouns between punctuation, verbs and function
 * words, singular. Verbs are told from nouns by position ("beekeepers log" vs "a log"), which is enough for ideas.
 */
export function nounPhrases(text: string): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  for (const part of text.split(/[,.;:!?()"\n]+/)) {
    let run: string[] = [];
    const flush = () => {
      const words = run.slice(-3).map(singular);
      const head = words[words.length - 1];
      if (head !== undefined) phrases.push({ head, modifiers: words.slice(0, -1) });
      run = [];
    };
    for (const token of classify(tokenize(part))) {
      if (token.kind === "noun" || token.kind === "mass") run.push(token.word);
      else flush();
    }
    flush();
  }
  return phrases;
}
