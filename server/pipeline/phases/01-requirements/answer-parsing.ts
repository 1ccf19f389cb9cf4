import { ANSWER_TEXT_MAX } from "../../../../domain/api/checklist";
import { NO_INTEGRATIONS_NEEDED, type ChecklistQuestion } from "../../../../domain/rules/checklist";
import { firstNumber, stem, tokenize } from "../../../engines/embedded/text";
import { isFiller } from "./extract";
import { headCount, withVagueAmounts } from "./head-count";
import { OPTION_KEYWORDS } from "./option-keywords";

type Question = Pick<ChecklistQuestion, "id" | "type" | "options">;
export type ParsedAnswer = { ok: true; value: unknown } | { ok: false };

const DIGITS: Record<string, string> = { one: "1", two: "2", three: "3", five: "5", seven: "7", ten: "10" };
/** Words of an option too common to tell options apart ("Within 2 seconds" is told apart by its "2"). */
const COMMON = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "of",
  "in",
  "on",
  "by",
  "with",
  "only",
  "within",
  "about",
  "need",
  "is",
  "it",
  "we",
  "our",
  "us",
]);

/** Replies and keywords compared the same way: lower case, number words as digits, "%" dropped, stemmed. */
function normalise(text: string): string {
  const words = tokenize(text.replace(/%/g, "").replace(/(\d)([a-z])/gi, "$1 $2")).map((w) => DIGITS[w] ?? w);
  return ` ${words.map(stem).join(" ")} `;
}

/** The reply asks to move on: "skip", "next", "not sure", "I don't know". */
export function isSkip(message: string): boolean {
  const bare = message
    .toLowerCase()
    .replace(/[^a-z' /]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return /^(?:(?:let's |please |just )?skip\b|next\b|pass\b|later\b|(?:i )?(?:don't|dont|do not) know\b|not sure\b|no idea\b|unsure\b|idk\b|dunno\b|n\/?a$)/.test(
    bare,
  );
}

function keywordsOf(question: Question, option: string): readonly string[] {
  const curated = OPTION_KEYWORDS[question.id]?.[option];
  return curated ?? tokenize(option).filter((w) => !COMMON.has(w));
}

/** Each option's weight in the reply: the words of every keyword found, summed. */
function optionWeights(question: Question, reply: string): { option: string; weight: number }[] {
  const text = normalise(reply);
  return (question.options ?? []).map((option) => {
    const weight = keywordsOf(question, option)
      .map(normalise)
      .filter((k) => text.includes(k))
      .reduce((sum, k) => sum + k.trim().split(" ").length, 0);
    return { option, weight };
  });
}

function parseSelect(question: Question, reply: string): ParsedAnswer {
  const weights = optionWeights(question, reply);
  const best = Math.max(0, ...weights.map((w) => w.weight));
  const winners = weights.filter((w) => w.weight === best);
  const winner = winners[0];
  return best > 0 && winners.length === 1 && winner ? { ok: true, value: winner.option } : { ok: false };
}

const EXCLUSIVE = new Set([NO_INTEGRATIONS_NEEDED]);

function parseMultiselect(question: Question, reply: string): ParsedAnswer {
  const options = question.options ?? [];
  if (/^\s*(?:all|all of them|all of the above|everything|every one)\s*[.!]?\s*$/i.test(reply)) {
    return { ok: true, value: options.filter((o) => !EXCLUSIVE.has(o)) };
  }
  const matched = optionWeights(question, reply)
    .filter((w) => w.weight > 0)
    .map((w) => w.option);
  const inclusive = matched.filter((o) => !EXCLUSIVE.has(o));
  const value = inclusive.length > 0 ? inclusive : matched;
  return value.length > 0 ? { ok: true, value } : { ok: false };
}

const YES =
  /\b(?:yes|yeah|yep|yup|sure|definitely|of course|absolutely|please|correct|true|certainly|indeed|ok|okay|good idea|would be good)\b|^y\b/;
const NO = /\b(?:no|nope|nah|not|don't|dont|never|false|none|unnecessary)\b|^n\b/;

function parseBoolean(reply: string): ParsedAnswer {
  const text = reply.toLowerCase();
  const yes = YES.exec(text);
  const no = NO.exec(text);
  if (yes && (!no || yes.index < no.index)) return { ok: true, value: true };
  if (no) return { ok: true, value: false };
  return { ok: false };
}

/** Units that make a number a measure of something else (a time, a share, a size), not a count. */
const MEASURE_AFTER_NUMBER =
  /^\s*(?:ms|milliseconds?|s|secs?|seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|%|percent|gb|mb|kb|tb)\b/i;

/**
 * The first number in the reply that is not a measure: in "pages load within 2 seconds for 300 users" the
 * count is 300, not 2.
 */
function firstNumberNotAMeasure(text: string): number | undefined {
  for (const match of text.matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (MEASURE_AFTER_NUMBER.test(after) || after.startsWith("%")) continue;
    return firstNumber(text.slice(match.index ?? 0));
  }
  return /\d/.test(text) ? undefined : firstNumber(text);
}

/**
 * The user's reply read as an answer to one checklist question, always valid for it (validateAnswers): a select
 * takes the one best-matching option, a multiselect every matching option ("payments and email"), a boolean the
 * first yes- or no-word, a number the head count ("it's one clinic, maybe 500 owners" → 500) or else the first
 * number ("a few hundred" → 300), text the reply itself unless it is
 * only a greeting, an "ok" or a question back. `{ ok: false }` when the reply does not answer it.
 */
export function parseAnswer(question: Question, reply: string): ParsedAnswer {
  const text = reply.trim();
  switch (question.type) {
    case "select":
      return parseSelect(question, text);
    case "multiselect":
      return parseMultiselect(question, text);
    case "boolean":
      return parseBoolean(text);
    case "number": {
      const n = headCount(text) ?? firstNumberNotAMeasure(withVagueAmounts(text));
      return n === undefined || !Number.isFinite(n) ? { ok: false } : { ok: true, value: n };
    }
    case "text":
      return text.length === 0 || isFiller(text)
        ? { ok: false }
        : { ok: true, value: text.slice(0, ANSWER_TEXT_MAX) };
  }
}
