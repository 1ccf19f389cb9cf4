import { questionIndex } from "../../../../domain/checklist/question-bank";
import { verbBase } from "../../../engines/embedded/nouns";
import { newRequirements, type DraftRequirement, type KnownRequirement } from "./dedupe";
import { lookRequirement } from "./look-statement";
import { qualityCategory, type QualityCategory } from "./quality-cues";
import {
  functionalStatement,
  hasPersonSubject,
  hasLeadingModal,
  hasVerb,
  ideaClause,
  priorityOf,
  splitCapabilities,
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
  if (/\?\s*$/.test(sentence) || HEADING.test(sentence) || DEFINITION.test(sentence) || isOption(sentence))
    return true;
  const s = clean(sentence);
  const bare = s
    .toLowerCase()
    .replace(/[^a-z' ]/g, "")
    .trim();
  if (FILLERS.has(bare) || bare.split(" ").length < 3) return true;
  return /^(?:can|could|would|will|do|does|did|is|are)\s+(?:you|it|we|i|there)\b/i.test(s);
}

/** A heading of a pasted document ("## Must have", "Phase 1:"), not a sentence. */
const HEADING = /^\s*(?:#{1,6}\s|(?:must|should|could|nice to) have\b[\s:.]*$|[A-Z][\w ]{0,30}:\s*$)/i;

/** "A web app for our vet clinic: book appointments, keep histories" → what follows the colon, as instructions. */
function listedCapabilities(sentence: string): string | undefined {
  const listed = /^(?:a|an|the|my|our)\b[^:]{0,80}:\s+(.+)$/i.exec(sentence)?.[1];
  return listed !== undefined && verbBase((listed.split(" ")[0] ?? "").toLowerCase()) !== undefined
    ? listed
    : undefined;
}

/** "Timesheets: staff log the hours they work" → the clause after a short label. */
function labelled(sentence: string): string | undefined {
  const rest = /^[A-Z][\w' -]{0,30}:\s+(.+)$/.exec(sentence)?.[1];
  return rest !== undefined && startsClause(rest) ? rest : undefined;
}

/** The checklist's options, lower case, without a leading "Yes,"/"No,": a reply that is one answers a question. */
const OPTION_TEXTS = new Set(
  [...questionIndex().values()].flatMap((q) =>
    (q.options ?? []).flatMap((o) => {
      const lower = o.toLowerCase();
      return [lower, lower.replace(/^(?:yes|no),?\s+/, "")];
    }),
  ),
);

/** Whether a sentence is a checklist option ("No, deliver everything at once"): an answer, not a requirement. */
function isOption(sentence: string): boolean {
  const bare = sentence
    .trim()
    .replace(/[.!]+$/, "")
    .toLowerCase();
  return OPTION_TEXTS.has(bare) || OPTION_TEXTS.has(bare.replace(/^(?:yes|no),?\s+/, ""));
}

/** A glossary line of a pasted document ("**Track**: a theme grouping talks"). */
const DEFINITION = /^\s*(?:[-*]\s+)?\*\*[^*]+\*\*\s*[:—–-]/;

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

// prettier-ignore
const NOT_OBJECT = new Set([
  "online", "offline", "today", "now", "later", "quickly", "easily", "together", "again", "too", "also", "first",
  "here", "there", "at", "in", "on", "of", "for", "with", "by", "from", "to", "and", "or", "but", "so", "when", "where",
  "who", "which", "that", "before", "after", "every", "each", "once", "twice",
]);
const DETERMINER = /^(?:the|a|an|their|his|her|its|my|our|your|all|some|new)$/i;

/** What a clause's verb acts on: "Owners book appointments online" → "appointments"; undefined when unclear. */
function objectOf(clause: string): string | undefined {
  const words = clause.replace(/[.,;:!]+/g, "").split(" ");
  // The last action before the pronoun: "Players sign up, open a game … and another joins it" → "open".
  const found = words.findLastIndex(
    (w, i) => i > 0 && i < words.length - 1 && verbBase(w.toLowerCase()) !== undefined,
  );
  // "A red card is always a suspension …; the secretary can extend it": "it" is the suspension.
  const copula = words.findIndex((w, i) => i > 0 && /^(?:is|are|was|were)$/i.test(w));
  const action = copula >= 0 && (found < 0 || copula < found) ? -1 : found;
  const verb = action >= 0 ? action : copula;
  if (verb < 0) return subjectOf(words);
  const rest = words.slice(verb + 1);
  const start = rest.findIndex(
    (w) => !DETERMINER.test(w) && !/^(?:always|often|usually|never|only|also)$/i.test(w),
  );
  const object: string[] = rest
    .slice(0, Math.max(start, 0))
    .filter((w) => /^(?:the|their|all|a|an)$/i.test(w));
  for (const word of rest.slice(Math.max(start, 0), Math.max(start, 0) + 3)) {
    if (NOT_OBJECT.has(word.toLowerCase()) || /^(?:them|it)$/i.test(word)) break;
    if (object.some((w) => !DETERMINER.test(w)) && verbBase(word.toLowerCase()) === word.toLowerCase()) break;
    object.push(word);
  }
  if (!object.some((w) => !DETERMINER.test(w))) return action >= 0 ? undefined : subjectOf(words);
  return object.map((w, i) => (i === 0 && /^(?:a|an)$/i.test(w) ? "the" : w)).join(" ");
}

/** "Donations arrive in bags; volunteers sort them": without an object, a plural subject is what "them" means. */
function subjectOf(words: readonly string[]): string | undefined {
  const [first = "", second = ""] = words;
  if (DETERMINER.test(first) || !/^[a-z]+s$/i.test(first) || /^(?:is|are|was|were)$/i.test(second))
    return undefined;
  return `the ${first.toLowerCase()}`;
}

/** "… and the receptionist confirms them" → "… confirms appointments": a pronoun stands for the clause before. */
function resolvePronoun(clause: string, before: string): string {
  const object = objectOf(before);
  if (object === undefined) return clause;
  const plural = /s$/i.test(object);
  return clause.replace(
    plural ? /^(\S+(?: \S+){0,3}? \S+) them\b/ : /^(\S+(?: \S+){0,3}? \S+) it\b(?! is)/,
    `$1 ${object}`,
  );
}

/** Splits "Members borrow books and the system must send reminders" where each side is a clause of its own. */
function clauses(sentence: string): string[] {
  // "Customers send a request, I reply with a quote": the owner's own part is a clause of its own.
  const parts = sentence.split(/,?\s+(?:and|but|while)\s+|,\s+(?=(?:I|we)\s)/i);
  const result: string[] = [];
  for (const part of parts) {
    const last = result[result.length - 1];
    const own = /^(?:I|we)\s/i.test(part);
    if (last !== undefined && !own && !(startsClause(part) && startsClause(last)))
      result[result.length - 1] = `${last} and ${part}`;
    else result.push(last === undefined ? part : resolvePronoun(part, last));
  }
  return result;
}

/**
 * A clause as an NFR when a quality cue decides it, else as a feature; weak cues yield to a person acting. A
 * clause without a verb ("Mostly on phones", an option picked from a list) states nothing.
 */
function classifyClause(clause: string): ExtractedRequirement[] {
  const text = clause.replace(/^it\b/i, "The application");
  // The idea's look ("use a dark blue and gold theme") is a usability requirement, not a feature.
  const look = lookRequirement(text);
  if (look) return [look];
  const quality = qualityCategory(text);
  const functional = functionalStatement(text);
  const nfr = (category: QualityCategory): ExtractedRequirement[] => [
    { type: "non-functional", description: finish(text), priority: priorityOf(text), category },
  ];
  if (quality && !hasVerb(text)) return [];
  if (quality?.strength === "strong") return nfr(quality.category);
  if (functional && (!quality || hasPersonSubject(text))) {
    return splitCapabilities(functional.description).map((description) => ({
      type: "functional",
      description: finish(description),
      priority: functional.priority,
    }));
  }
  // A weak cue ("private", "easy") in a sentence that states no requirement is a description, not an NFR.
  return quality && hasLeadingModal(text) ? nfr(quality.category) : [];
}

/**
 * The requirements one sentence states: a user story by its "As a …, I want …" form, an idea by the capability
 * in its "where/that lets/to" clause, otherwise each clause as non-functional (quality cues) or functional
 * (modal verbs, someone doing something, an instruction). Chatter states none.
 */
export function classifySentence(sentence: string): ExtractedRequirement[] {
  return classifyAfter(sentence, undefined);
}

/** `classifySentence`, with a pronoun ("confirms it") standing for what the sentence before acts on. */
function classifyAfter(sentence: string, before: string | undefined): ExtractedRequirement[] {
  // A short sentence about the look ("Font: Georgia", "Pastel pink, friendly, rounded") is no chatter.
  if (isChatter(sentence)) {
    const look = lookRequirement(clean(sentence));
    return look ? [look] : [];
  }
  const s = before === undefined ? clean(sentence) : resolvePronoun(clean(sentence), clean(before));
  const story = userStory(s);
  if (story) return [story];
  const idea = ideaClause(s) ?? listedCapabilities(s) ?? labelled(s);
  return (idea === undefined ? clauses(s) : clauses(idea)).flatMap(classifyClause);
}

/**
 * Every requirement a message states, new ones only (duplicates of `existing` or of each other dropped), with
 * codes continuing after the existing ones. Deterministic: the same message and list give the same result.
 */
export function extractRequirements(
  message: string,
  existing: readonly KnownRequirement[] = [],
): (ExtractedRequirement & { code: string })[] {
  const sentences = splitSentences(message);
  // "The home manager enters the score. The away manager confirms it": "it" is the score of the sentence before.
  return newRequirements(
    sentences.flatMap((sentence, i) => classifyAfter(sentence, sentences[i - 1])),
    existing,
  );
}
