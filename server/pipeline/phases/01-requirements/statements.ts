import { nounRole, verbBase } from "../../../engines/embedded/nouns";
import { capitalise, decapitalise, isPlural, singular } from "../../../engines/embedded/text";
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
    if (base !== undefined && isActor(subject) && !nounPhrase(subject, verb, start > 0))
      return actorSentence(subject, base, restAfter(words, start + length), "must");
    if (!/^[a-z-]+$/i.test(verb)) return undefined;
  }
  return undefined;
}

/** Nouns that take a plural verb though they do not end in -s ("staff log their hours"). */
const COLLECTIVE = /^(?:staff|people|personnel|crew|team|police|family|public)$/i;

/**
 * Whether "subject verb" is a noun phrase rather than a clause: "Wedding guest list" is a list, since a singular
 * person without a determiner would take "lists".
 */
function nounPhrase(subject: string, verb: string, determiner: boolean): boolean {
  const last = (subject.split(" ").pop() ?? "").toLowerCase();
  if (determiner || SYSTEM.test(subject) || COLLECTIVE.test(last) || isPlural(last)) return false;
  return verbBase(verb.toLowerCase()) === verb.toLowerCase();
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
  // "we also want a history of firings" → what the application provides.
  const thing = /^(?:i|we)(?: also| really)? (want|need|would like|'d like) ((?:a|an|the|some) .+)$/i.exec(
    text,
  );
  if (thing)
    return `The application ${/need/i.test(thing[1] ?? "") ? "must" : "should"} provide ${thing[2] ?? ""}`;
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

/** A modal right after a short subject: "Members can …", "The trip leader must …", "I need to …". */
const LEADING_MODAL =
  /^((?:[A-Za-z'’-]+ ){0,3}?[A-Za-z'’-]+) (must|shall|should|can|could|will|may|might|needs? to|has to|have to|wants? to|would like to|(?:is|are) able to)(?= )(.*)$/i;
/** Words that open a subordinate clause or a phrase, so what precedes a later modal is not a subject. */
const NOT_SUBJECT =
  /^(?:when|whenever|where|if|on|in|for|because|so|while|after|before|as|since|although|though|once|until|unless|and|or|but|with|at|by|from|to|then)$/i;
const FIRST_PERSON = /^(?:i|we)$/i;

/**
 * A sentence whose main verb is a modal, as a requirement: "I can save palettes" → "Users must be able to save
 * palettes", "Game masters need to see bookings" → "Game masters must be able to see bookings". A modal further
 * in ("Lessons get cancelled …, so students need to be rebooked") is not the sentence's own.
 */
function modalSentence(text: string): string | undefined {
  const m = LEADING_MODAL.exec(text);
  if (!m) return undefined;
  const [, subject = "", modal = "", rest = ""] = m;
  if (NOT_SUBJECT.test(subject.split(" ")[0] ?? "")) return undefined;
  const firstPerson = FIRST_PERSON.test(subject);
  const who = firstPerson ? "Users" : subject;
  const person = firstPerson || (!SYSTEM.test(subject) && isActor(subject));
  const lower = modal.toLowerCase();
  if (/^(?:needs? to|has to|have to)$/.test(lower))
    return person ? `${who} must be able to${rest}` : `${who} must${rest}`;
  if (/^(?:wants? to|would like to)$/.test(lower))
    return person ? `${who} should be able to${rest}` : `${who} should${rest}`;
  if (/^(?:is|are) able to$/.test(lower) || (firstPerson && lower === "can"))
    return `${who} must be able to${rest}`;
  return `${who} ${modal}${rest}`;
}

const FIRST_PERSON_WORDS: readonly [RegExp, string, string][] = [
  [/\bI am\b/g, "they are", "the user is"],
  [/\bI was\b/g, "they were", "the user was"],
  [/\bI'm\b/g, "they are", "the user is"],
  [/\bI've\b/g, "they have", "the user has"],
  [/\bI\b/g, "they", "the user"],
  [/\bme\b/gi, "them", "the user"],
  [/\b(?:my|your)\b/gi, "their", "the user's"],
  [/\b(?:mine|yours)\b/gi, "theirs", "the user's"],
];

/**
 * A requirement speaks of users in the third person: "Users must be able to save the palettes I like" → "… the
 * palettes they like"; after the application as subject, "The system must save my documents" → "… the user's
 * documents".
 */
export function inThirdPerson(statement: string): string {
  const m = /^(.+?) (must|shall|should|can|could|will|may|might)\b(.*)$/i.exec(statement);
  if (!m) return statement;
  const [, who = "", modal = "", rest = ""] = m;
  const system = SYSTEM.test(who.trim());
  // "Customers must be able to send a request, I reply with a quote": there "I" is the business, not a user.
  if (!system && !/^users$/i.test(who.trim())) return statement;
  const subject = `${who} ${modal}`;
  let text = rest;
  for (const [pattern, person, user] of FIRST_PERSON_WORDS)
    text = text.replace(pattern, system ? user : person);
  return `${subject}${text}`;
}

/** Whether the sentence's main verb is a modal after a short subject ("Pages must …", not "A brigade of 35 … must"). */
export function hasLeadingModal(text: string): boolean {
  const m = LEADING_MODAL.exec(text);
  return m !== null && !NOT_SUBJECT.test(m[1]?.split(" ")[0] ?? "");
}

/** Words that start what a verb acts on: "closes the job", "keeps each pet's history", "reminds owners". */
const OBJECT_START =
  /^(?:the|a|an|each|every|all|their|its|his|her|my|our|your|them|it|one|two|three|any|some|new|existing)$/i;

function isVerbPhrase(words: readonly string[]): boolean {
  const [verb = "", next = ""] = words;
  if (verbBase(verb.toLowerCase()) === undefined) return false;
  return OBJECT_START.test(next) || nounRole(singular(next.toLowerCase())) === "person";
}

/** "book appointments, keeps records and reminds owners" → each verb in its base form after a modal. */
function baseVerbs(predicate: string): string {
  return predicate.replace(
    /(,\s+(?:and\s+)?|\s+and\s+|\s+or\s+)([a-z]+)(?= ([A-Za-z'’]+))/g,
    (whole, joint: string, verb: string, next: string) => {
      if (isVerbPhrase([verb, next])) return `${joint}${verbBase(verb) ?? verb}`;
      // A verb the word list does not know, still in the third person before "it"/"them": "or disputes it".
      if (/^(?:it|them)$/i.test(next) && /[^su]s$/.test(verb))
        return `${joint}${/(?:ch|sh|x|z)es$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1)}`;
      return whole;
    },
  );
}

const SPLIT_MODAL =
  /^(.+? (?:must|shall|should|can|could|will|may|might)(?: (?:always|only|also))?(?: be able to)?) (.+)$/i;

/**
 * One requirement per capability of a listed statement: "Volunteers must be able to check the fridge twice a
 * day, log temperatures and throw away anything past its date" → three statements with the same subject. Only a
 * comma-separated list of verb phrases is split ("search and filter lists" stays one); every verb after the
 * modal is in its base form.
 */
export function splitCapabilities(statement: string): string[] {
  const m = SPLIT_MODAL.exec(statement);
  if (!m) return [statement];
  const [, head = "", predicate = ""] = m;
  const base = baseVerbs(predicate);
  if (!base.includes(",")) return [`${head} ${base}`];
  const parts: string[] = [];
  // Commas inside parentheses list details ("a voice part (soprano, alto)"), not capabilities.
  if (!base.replace(/\([^)]*\)/g, "").includes(",")) return [`${head} ${base}`];
  const pieces = base.split(/(,\s+(?:and\s+)?|\s+and\s+)(?![^(]*\))/);
  let current = pieces[0] ?? "";
  for (let i = 1; i < pieces.length; i += 2) {
    const joint = pieces[i] ?? "";
    const piece = pieces[i + 1] ?? "";
    const words = piece.split(" ");
    if (isVerbPhrase(words) && current.split(" ").length >= 2) {
      parts.push(current);
      current = piece;
    } else current = `${current}${joint}${piece}`;
  }
  parts.push(current);
  return parts.map((p) => {
    const part = p.replace(/[,\s]+$/, "");
    // Users do not remind each other: the application does ("…, and remind owners a week before …").
    const verb = (part.split(" ")[0] ?? "").toLowerCase();
    if (SYSTEM_ACTIONS.has(verb) && /^users must be able to$/i.test(head))
      return `The application must ${part}`;
    return `${head} ${part}`;
  });
}

/** "Sold out products cannot be ordered", "Guests can't edit posts": a refusal, with its subject. */
const REFUSAL =
  /^((?:[A-Za-z'’-]+ ){0,3}?[A-Za-z'’-]+) (?:cannot|can't|can’t|can not|may not|must not|should not|never) (.+)$/i;
/** Verbs that only ever state what happens ("stock goes down", "the total is updated"), never an instruction. */
const HAPPENS =
  /^(?:goes|go|gets|becomes|become|stays|stay|is|are|was|were|has|have|drops|falls|rises|decreases|increases|changes|moves|updates|runs|turns)$/i;
const AFTER_HAPPENS =
  /^(?:down|up|out|off|away|back|to|when|whenever|after|once|if|as|automatically|immediately|by|below|above|zero)$/i;

/** "Sold out products cannot be ordered" → "Sold out products must not be ordered"; "Guests can't …" → "… must not be able to …". */
function refusal(text: string): string | undefined {
  const found = REFUSAL.exec(text);
  if (!found) return undefined;
  const [, subject = "", rest = ""] = found;
  if (NOT_SUBJECT.test(subject.split(" ")[0] ?? "")) return undefined;
  if (FIRST_PERSON.test(subject)) return `Users must not be able to ${rest}`;
  return !SYSTEM.test(subject) && isActor(subject)
    ? `${subject} must not be able to ${rest}`
    : `${subject} must not ${rest}`;
}

/**
 * What happens to things, stated as a rule: "Stock goes down when an order is placed" → "The application must
 * ensure that stock goes down when an order is placed" (never "Users must be able to stock goes down"). In a
 * feature list such a line is a rule; in a chat it may be context ("lessons get cancelled when the surf is too
 * big"), so there it states nothing.
 */
function happening(text: string): string | undefined {
  const words = text.split(" ");
  const start = DETERMINER.test(words[0] ?? "") ? 1 : 0;
  for (let length = 1; length <= 3; length += 1) {
    const verb = words[start + length] ?? "";
    const next = words[start + length + 1] ?? "";
    const subject = words.slice(0, start + length).join(" ");
    if (FIRST_PERSON.test(subject) || SYSTEM.test(subject) || isActor(subject)) return undefined;
    // "… goes down", "… is updated when …": not "the library has 2000 books", a fact about the world.
    const unambiguous = /^(?:goes|gets|becomes|stays)$/i.test(verb);
    const passive = /^(?:is|are|gets|get)$/i.test(verb) && /^[a-z]+(?:ed|en)$/i.test(next);
    if ((HAPPENS.test(verb) && (unambiguous || AFTER_HAPPENS.test(next))) || passive)
      return `The application must ensure that ${decapitalise(text)}`;
    if (!/^[a-z-]+$/i.test(verb)) return undefined;
  }
  return undefined;
}

/** Whether "… be able to" is followed by what a person does, not by "the questions of". */
function completeCapability(statement: string): boolean {
  const after = / be able to (\S+)/i.exec(statement)?.[1];
  return after === undefined || !/^(?:the|a|an|of|to|with|for|and|or|in|on|at|by)$/i.test(after);
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
  const rewritten =
    wish(text) ??
    modalSentence(text) ??
    refusal(text) ??
    (asFeature ? happening(text) : undefined) ??
    subjectVerb(text) ??
    (happening(text) ? undefined : imperative(text));
  if (rewritten && completeCapability(rewritten)) {
    const description = inThirdPerson(rewritten);
    return {
      description,
      priority: priorityOf(text) === "should" ? priorityOf(description) : priorityOf(text),
    };
  }
  if (!asFeature || MODAL.test(text)) return undefined;
  return {
    description: inThirdPerson(`The application must provide ${decapitalise(text)}`),
    priority: "must",
  };
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
