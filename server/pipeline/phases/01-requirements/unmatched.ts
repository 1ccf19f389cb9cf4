import { ANSWER_TEXT_MAX } from "../../../../domain/api/checklist";
import type { ChecklistQuestion } from "../../../../domain/rules/checklist";
import { tokenize } from "../../../engines/embedded/text";
import { isSkip, parseAnswer } from "./answer-parsing";
import { classifySentence, isFiller } from "./extract";
import { headCount } from "./head-count";
import { pickUpAnswers } from "./pickup-answers";
import { questionLabel } from "./question-phrasing";

type Question = Pick<ChecklistQuestion, "id" | "text" | "type" | "options">;

/** The free-text question where words that fit no option are kept, so the checklist (and the SRS) shows them. */
export const NOTES_QUESTION_ID = "constraints-other";

/** Words that carry no answer of their own around a figure or a yes/no ("maybe", "about", "no"). */
// prettier-ignore
const HEDGES = new Set([
  "a", "an", "the", "about", "around", "roughly", "approximately", "maybe", "perhaps", "probably", "at", "most",
  "least", "max", "maximum", "up", "to", "or", "so", "just", "only", "like", "some", "i", "think", "guess", "say",
  "yes", "yeah", "no", "nope", "ok", "okay", "well", "hmm", "um", "k", "hundred", "thousand", "few", "couple",
  "several", "dozen", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
  "twelve", "fifteen", "twenty", "thirty", "forty", "fifty", "of",
]);

function onlyHedges(clause: string): boolean {
  return tokenize(clause).every((w) => HEDGES.has(w) || /^\d[\d,.]*k?$/.test(w));
}

/** Whether a clause says something the turn uses: the asked question's answer, another answer, a requirement. */
function understood(question: Question, clause: string): boolean {
  if (onlyHedges(clause) || isFiller(clause) || isSkip(clause)) return true;
  if (Object.keys(pickUpAnswers(clause)).length > 0 || classifySentence(clause).length > 0) return true;
  // Any figure parses as a number, so a number question takes only head counts ("one clinic" is not one).
  if (question.type === "number") return headCount(clause) !== undefined;
  return question.type !== "text" && parseAnswer(question, clause).ok;
}

/**
 * The parts of a reply to a choice or number question that the turn could not use, in the user's words: in
 * "No, it's one clinic, maybe 500 owners" asked for a head count, "it's one clinic". Replies to free-text
 * questions are taken whole, so they leave nothing over.
 */
export function unmatchedParts(question: Question, reply: string): string[] {
  if (question.type === "text") return [];
  const clauses = reply
    // Commas and stops inside figures ("1,000", "99.9%") do not end a clause.
    .split(/(?:,(?!\d{3}\b)|\.(?!\d)|[;!?\n])+|\s+but\s+/i)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
  // A one-part reply that answers the question ("one site" → 1) is all answer.
  if (clauses.length === 1 && parseAnswer(question, reply).ok) return [];
  return clauses.filter((clause) => !understood(question, clause));
}

/** The note kept on the checklist for words about `question` that fit none of its options. */
export function noteLine(question: Question, parts: readonly string[]): string {
  return `Note on ${questionLabel(question)}: "${parts.join(", ")}"`;
}

/** The notes question's answer with one more note line, within the checklist's text limit. */
export function withNote(existing: unknown, line: string): string {
  const before = typeof existing === "string" && existing.trim().length > 0 ? `${existing.trimEnd()}\n` : "";
  return `${before}${line}`.slice(0, ANSWER_TEXT_MAX);
}
