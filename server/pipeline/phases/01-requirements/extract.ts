import { newRequirements, type DraftRequirement, type KnownRequirement } from "./dedupe";
import { qualityCategory, type QualityCategory } from "./quality-cues";
import {
  functionalStatement,
  hasPersonSubject,
  hasVerb,
  ideaClause,
  priorityOf,
  startsClause,
} from "./statements";

/** A requirement read from a message; non-functional ones say which quality they are about. */
export interface ExtractedRequirement extends DraftRequirement {
  category?: QualityCategory;
}

// prettier-ignore
const FILLERS = new Set([
  "hi", "hello", "hey", "hi there", "hello there", "thanks", "thank you", "thanks a lot", "thank you very much", "ok",
  "okay", "yes", "no", "yep", "nope", "sure", "great", "cool", "fine", "got it", "sounds good", "bye", "goodbye",
  "good morning", "good afternoon", "good evening", "perfect", "nice", "alright", "all right", "thx", "cheers",
  "hmm", "great thanks", "ok thanks", "okay thanks", "that's it", "that is all", "nothing else", "no thanks",
  "good", "awesome", "lovely", "excellent", "of course", "i see", "makes sense", "let's go", "let's start",
]);

const LEADING_FILLER =
  /^(?:(?:ok|okay|so|also|and|oh|well|yes|yeah|hi|hello|hey|thanks|great|right|sure|plus|then|um|uh)\b[,!.]?\s+)+/i;
const ABBREVIATION = /\b(e\.g|i\.e|etc|vs|approx|mr|mrs|ms|dr)\.$/i;

/** Sentences of a message: split at line breaks, semicolons and sentence ends (not inside "99.9%" or "e.g."). */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\r?\n|;\s*/)) {
    let current = "";
    for (const piece of line.split(/(?<=[.!?])\s+/)) {
      current = current ? `${current} ${piece}` : piece;
      if (!ABBREVIATION.test(current)) {
        sentences.push(current);
        current = "";
      }
    }
    if (current) sentences.push(current);
  }
  return sentences.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** A sentence without bullets, leading "ok, so", doubled spaces or its final punctuation. */
function clean(sentence: string): string {
  return sentence
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "")
    .replace(LEADING_FILLER, "")
    .replace(/\s+/g, " ")
    .replace(/[\s.!…]+$/, "")
    .trim();
}

/** Capital first letter, one final full stop. */
export function finish(statement: string): string {
  const text = statement
    .replace(/\s+/g, " ")
    .replace(/[\s.!,;:…]+$/, "")
    .trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Whether a reply is only a greeting, a thanks, an "ok" or a question back, so it answers nothing. */
export function isFiller(reply: string): boolean {
  if (/\?\s*$/.test(reply)) return true;
  return FILLERS.has(
    clean(reply)
      .toLowerCase()
      .replace(/[^a-z' ]/g, "")
      .trim(),
  );
}

/** Whether the sentence carries no requirement: a question, a greeting, a thanks, an "ok", a fragment. */
export function isChatter(sentence: string): boolean {
  if (/\?\s*$/.test(sentence)) return true;
  const s = clean(sentence);
  const bare = s
    .toLowerCase()
    .replace(/[^a-z' ]/g, "")
    .trim();
  if (FILLERS.has(bare) || bare.split(" ").length < 3) return true;
  return /^(?:can|could|would|will|do|does|did|is|are)\s+(?:you|it|we|i|there)\b/i.test(s);
}

const USER_STORY =
  /^as (an?|the) ([^,]+?),? (i|we) (want|need|would like|'d like|wish|should be able|must be able|can|like) (.+)$/i;

/** "as a member i want to renew loans so that …" → "As a member, I want to renew loans so that …." */
function userStory(sentence: string): ExtractedRequirement | undefined {
  const m = USER_STORY.exec(sentence);
  if (!m) return undefined;
  const [, article = "a", role = "", who = "I", verb = "", rest = ""] = m;
  const subject = who.toLowerCase() === "i" ? "I" : "we";
  const description = finish(
    `As ${article.toLowerCase()} ${role.trim()}, ${subject} ${verb.toLowerCase()} ${rest}`,
  );
  return { type: "user-story", description, priority: priorityOf(sentence) };
}

/** Splits "Members borrow books and the system must send reminders" where each side is a clause of its own. */
function clauses(sentence: string): string[] {
  const parts = sentence.split(/,?\s+(?:and|but|while)\s+/i);
  const result: string[] = [];
  for (const part of parts) {
    const last = result[result.length - 1];
    if (last !== undefined && !(startsClause(part) && startsClause(last)))
      result[result.length - 1] = `${last} and ${part}`;
    else result.push(part);
  }
  return result;
}

/**
 * A clause as an NFR when a quality cue decides it, else as a feature; weak cues yield to a person acting. A
 * clause without a verb ("Mostly on phones", an option picked from a list) states nothing.
 */
function classifyClause(clause: string): ExtractedRequirement | undefined {
  const text = clause.replace(/^it\b/i, "The application");
  const quality = qualityCategory(text);
  const functional = functionalStatement(text);
  const nfr = (category: QualityCategory): ExtractedRequirement => ({
    type: "non-functional",
    description: finish(text),
    priority: priorityOf(text),
    category,
  });
  if (quality && !hasVerb(text)) return undefined;
  if (quality?.strength === "strong") return nfr(quality.category);
  if (functional && (!quality || hasPersonSubject(text))) {
    return { type: "functional", description: finish(functional.description), priority: functional.priority };
  }
  return quality && nfr(quality.category);
}

/**
 * The requirements one sentence states: a user story by its "As a …, I want …" form, an idea by the capability
 * in its "where/that lets/to" clause, otherwise each clause as non-functional (quality cues) or functional
 * (modal verbs, someone doing something, an instruction). Chatter states none.
 */
export function classifySentence(sentence: string): ExtractedRequirement[] {
  if (isChatter(sentence)) return [];
  const s = clean(sentence);
  const story = userStory(s);
  if (story) return [story];
  const idea = ideaClause(s);
  const found = (idea === undefined ? clauses(s) : clauses(idea)).map(classifyClause);
  return found.filter((r): r is ExtractedRequirement => r !== undefined);
}

/**
 * Every requirement a message states, new ones only (duplicates of `existing` or of each other dropped), with
 * codes continuing after the existing ones. Deterministic: the same message and list give the same result.
 */
export function extractRequirements(
  message: string,
  existing: readonly KnownRequirement[] = [],
): (ExtractedRequirement & { code: string })[] {
  return newRequirements(splitSentences(message).flatMap(classifySentence), existing);
}
