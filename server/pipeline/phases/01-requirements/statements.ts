import { nounRole, verbBase } from "../../../engines/embedded/nouns";
import { capitalise, decapitalise, singular } from "../../../engines/embedded/text";
import type { Priority } from "./dedupe";

/**
 * Turning a sentence about what an app does into a requirement statement: modal sentences are kept as written,
 * "Members borrow books" becomes "Members must be able to borrow books", "I want to export" becomes "Users should
 * be able to export", an idea's "where/that lets/for … to" clause is read for the capability it describes.
 */

const MODAL =
  /\b(?:must|shall|should|can|could|may|might|will|needs? to|has to|have to|wants? to|would like to|(?:is|are) able to)\b/i;
const SYSTEM = /^(?:the )?(?:system|app|application|site|website|platform|tool|software|it)$/i;
const DETERMINER = /^(?:the|all|each|every|our|my|their|registered|new|other|any)$/i;
const AUXILIARY = /^(?:is|are|was|were|be|been|has|have|had|should|must|can|will|would|of|and|or|for|to)$/i;
/** Nouns that make "Order history" a feature name rather than an instruction to order history. */
const FEATURE_NOUN =
  /^(?:history|list|lists|details|page|pages|management|status|tracking|form|forms|overview|summary|reminders?|notifications?|system|calendar|dashboard|reports?|confirmations?|emails?|alerts?|logs?|records?|schedule|planner|requests?)$/i;

/** The priority a sentence's wording gives: could-words first ("nice to have"), then must-words, then should. */
export function priorityOf(sentence: string, fallback: Priority = "should"): Priority {
  const s = sentence.toLowerCase();
  if (/\b(?:could|may|might|nice to have|would be nice|optional(?:ly)?|ideally|if possible)\b/.test(s))
    return "could";
  if (/\b(?:must|shall|needs? to|has to|have to|required|essential|critical|mandatory)\b/.test(s))
    return "must";
  if (/\b(?:should|wants? to|would like)\b/.test(s)) return "should";
  return fallback;
}

function isActor(subject: string): boolean {
  if (SYSTEM.test(subject)) return true;
  const last = subject.split(" ").pop() ?? "";
  return nounRole(singular(last.toLowerCase())) === "person";
}

/** "the system" / "it" → "The application"-style subject; people keep their words. */
function actorSentence(subject: string, verb: string, rest: string, modal: "must" | "should"): string {
  if (SYSTEM.test(subject)) {
    const name = /^(?:the )?it$/i.test(subject)
      ? "The application"
      : capitalise(subject.replace(/^the /i, "The "));
    return `${name} ${modal} ${verb}${rest}`;
  }
  return `${capitalise(subject)} ${modal} be able to ${verb}${rest}`;
}

/** "Members borrow books" / "The librarian manages loans": a person or the system, then an action verb. */
function subjectVerb(text: string): string | undefined {
  const words = text.split(" ");
  const start = DETERMINER.test(words[0] ?? "") ? 1 : 0;
  for (let length = 1; length <= 3; length += 1) {
    const verb = words[start + length];
    if (verb === undefined) return undefined;
    const base = verbBase(verb.toLowerCase());
    const subject = words.slice(0, start + length).join(" ");
    if (base !== undefined && isActor(subject))
      return actorSentence(subject, base, restAfter(words, start + length), "must");
    if (!/^[a-z-]+$/i.test(verb)) return undefined;
  }
  return undefined;
}

function restAfter(words: readonly string[], index: number): string {
  const rest = words.slice(index + 1).join(" ");
  return rest ? ` ${rest}` : "";
}

/** Verbs for what the application does by itself, on a schedule or an event, not at a user's hand. */
const SYSTEM_ACTIONS = new Set([
  "remind",
  "notify",
  "alert",
  "email",
  "message",
  "text",
  "warn",
  "calculate",
]);

/**
 * "Track expenses by category" → "Users must be able to track expenses by category"; "Remind owners a week before
 * a vaccine is due" → "The application must remind owners …": users do not remind each other, the application does.
 */
function imperative(text: string): string | undefined {
  const words = text.split(" ");
  const first = (words[0] ?? "").toLowerCase();
  const second = words[1] ?? "";
  if (words.length < 2 || verbBase(first) !== first || AUXILIARY.test(second) || FEATURE_NOUN.test(second))
    return undefined;
  if (SYSTEM_ACTIONS.has(first)) return `The application must ${decapitalise(text)}`;
  return `Users must be able to ${decapitalise(text)}`;
}

/** "I want to export reports" / "We need the system to send reminders" / "Allow members to renew loans". */
function wish(text: string): string | undefined {
  const wanted =
    /^(?:i|we)(?: really)? (want|need|would like|'d like|wish)(?: (the [a-z]+|[a-z]+(?: [a-z]+)?))? to (?:be able to )?(.+)$/i.exec(
      text,
    );
  if (wanted) {
    const modal = /need/i.test(wanted[1] ?? "") ? "must" : "should";
    const subject = wanted[2] ?? "users";
    if (!isActor(subject)) return undefined;
    const [verb = "", ...rest] = (wanted[3] ?? "").split(" ");
    return actorSentence(subject, verb, rest.length ? ` ${rest.join(" ")}` : "", modal);
  }
  const allow =
    /^(?:allow|enable) ((?:[a-z-]+ ){0,2}?[a-z-]+) to (.+)$/i.exec(text) ??
    /^let ((?:[a-z-]+ ){0,2}?[a-z-]+) (.+)$/i.exec(text);
  if (allow && isActor(allow[1] ?? ""))
    return `${capitalise(allow[1] ?? "")} must be able to ${allow[2] ?? ""}`;
  const nice =
    /^(?:(?:it|the application) would be|it'd be|would be) (?:nice|great|good|useful|cool) (?:to have |if )(.+)$/i.exec(
      text,
    ) ?? /^nice to have:? (.+)$/i.exec(text);
  if (nice)
    return MODAL.test(nice[1] ?? "") ? (nice[1] ?? "") : `The application could provide ${nice[1] ?? ""}`;
  return undefined;
}

/**
 * The requirement a sentence states about what users or the system can do, or undefined when it states none.
 * `asFeature` reads the sentence as a line of a feature list, so a bare noun phrase ("Due date reminders")
 * becomes "The application must provide due date reminders".
 */
export function functionalStatement(
  sentence: string,
  asFeature = false,
): { description: string; priority: Priority } | undefined {
  const text = sentence.replace(/^it\b/i, "The application");
  const rewritten = wish(text) ?? (MODAL.test(text) ? text : (subjectVerb(text) ?? imperative(text)));
  if (rewritten) return { description: rewritten, priority: priorityOf(rewritten) };
  if (!asFeature) return undefined;
  return { description: `The application must provide ${decapitalise(text)}`, priority: "must" };
}

/**
 * The capability inside an idea ("A lending library where members borrow books" → "members borrow books"), or
 * undefined when the sentence is not an idea or says only what the app is.
 */
export function ideaClause(sentence: string): string | undefined {
  const idea =
    /^(?:i|we) (?:want|need|would like|'d like|wish|plan|am planning|are planning|am building|are building|am making|are making)(?: to (?:build|create|make|develop|have|get|launch|set up))? (?:a|an|the|my|our|some) (.+)$/i.exec(
      sentence,
    ) ??
    /^(?:it(?:'s| is)|this is|this will be|the app is|the idea is) (?:a|an) (.+)$/i.exec(sentence) ??
    /^(?:a|an) (.+)$/i.exec(sentence);
  const np = idea?.[1];
  if (np === undefined) return undefined;
  const where = /\b(?:where|in which|on which|through which|with which|so that|so) (.+)$/i.exec(np);
  if (where) return where[1];
  const lets = /\b(?:that|which|who) (?:lets|allows|helps|enables) ([a-z]+(?: [a-z]+)?) (?:to )?(.+)$/i.exec(
    np,
  );
  if (lets) return `${lets[1] ?? ""} must be able to ${lets[2] ?? ""}`;
  const forTo = /\bfor ((?:[a-z]+ ){0,2}[a-z]+) to (.+)$/i.exec(np);
  if (forTo) return `${forTo[1] ?? ""} must be able to ${forTo[2] ?? ""}`;
  const to = /\bto ([a-z]+) (.+)$/i.exec(np);
  if (to && verbBase((to[1] ?? "").toLowerCase()) !== undefined)
    return `users must be able to ${to[1] ?? ""} ${to[2] ?? ""}`;
  const does = /\b(?:that|which) ([a-z]+) (.+)$/i.exec(np);
  const base = verbBase((does?.[1] ?? "").toLowerCase());
  if (does && base !== undefined) return `the system must ${base} ${does[2] ?? ""}`;
  return undefined;
}

/** Whether the text has a verb: a modal, a form of "be"/"have", or an action verb. */
export function hasVerb(text: string): boolean {
  if (MODAL.test(text) || /\b(?:is|are|be|was|were|has|have|had|would)\b/i.test(text)) return true;
  return text.split(" ").some((w) => verbBase(w.toLowerCase().replace(/[^a-z-]/g, "")) !== undefined);
}

/** Whether a person is the subject ("Members can …", "Users need to …", "Librarians manage …"). */
export function hasPersonSubject(text: string): boolean {
  const modal =
    /^(?:(?:the|all|each|every|our|registered) )?((?:[a-z-]+ ){0,2}?[a-z-]+) (?:must|shall|should|can|could|will|may|might|needs? to|has to|have to|(?:is|are) able to)\b/i.exec(
      text,
    );
  if (modal) return !SYSTEM.test(modal[1] ?? "") && isActor(modal[1] ?? "");
  const rewritten = subjectVerb(text);
  return rewritten !== undefined && rewritten.includes(" be able to ");
}

/** Whether text opens a clause of its own: someone or something, then a modal or an action ("librarians manage …"). */
export function startsClause(text: string): boolean {
  if (
    /^(?:the |all |each |every |our )?[a-z-]+(?: [a-z-]+)? (?:must|shall|should|can|could|will|may|needs? to)\b/i.test(
      text,
    )
  )
    return true;
  return subjectVerb(text) !== undefined;
}
