import { verbBase } from "../../../engines/embedded/nouns";
import { decapitalise, singular, stem, tokenize } from "../../../engines/embedded/text";
import { actionsOf, type Action, type EntityKey, type Topic } from "./concerns";
import type { Integration } from "./integrations";
import { inSentence, pluralWord, withArticle } from "./names";
import { capability, declarative, isSystemSubject, mainVerb, readStatement } from "./statement";

/*
 * Acceptance criteria of functional requirements and user stories, as "Given …, when …, then …" statements a
 * tester (and later the QA phase) can run. The "when" keeps the requirement's own words ("when they borrow books
 * with a due date"); the "then" says what can be observed for the kind of action asked (a new row in the list,
 * a change on its page, only matching rows, a file). Figures in the requirement stay in its words.
 */

export interface CriteriaContext {
  entity: EntityKey | undefined;
  actions: readonly Action[];
  topic: Topic | undefined;
  integration: Integration | undefined;
  /** Whether users sign in (the actor is "a signed-in member"). */
  signedIn: boolean;
}

interface Actor {
  /** The Given clause: "a signed-in member", "I am a member". */
  given: string;
  /** The Given clause with a fact about the data: "a signed-in member and saved loans", "I am … and there are …". */
  givenWith: (fact: string) => string;
  /** "they" or "I". */
  pronoun: string;
  /** "them" or "me". */
  object: string;
}

/** "Members" → "member"; "An administrator" → "administrator". */
function personOf(subject: string): string {
  const words = subject.replace(/^(?:the|a|an|all|each|every|registered)\s+/i, "").split(" ");
  const last = words.pop() ?? "user";
  return decapitalise([...words, singular(last.toLowerCase())].join(" "));
}

function actorOf(description: string, signedIn: boolean): Actor {
  const statement = readStatement(description);
  if (statement.story) {
    const who = statement.subject ?? "a user";
    const given = `I am ${signedIn ? who.replace(/^(an?|the) /, "$1 signed-in ").replace(/^an signed/, "a signed") : who}`;
    return { given, givenWith: (fact) => `${given} and there are ${fact}`, pronoun: "I", object: "me" };
  }
  const named = isSystemSubject(statement.subject) ? "user" : personOf(statement.subject ?? "user");
  // "All staff must …" → "a signed-in staff member".
  const person = /^(?:staff|personnel|crew|team)$/i.test(named) ? `${named} member` : named;
  const given = signedIn ? `a signed-in ${person}` : withArticle(person);
  return { given, givenWith: (fact) => `${given} and ${fact}`, pronoun: "they", object: "them" };
}

const SIGN_IN = [
  "Given a registered user, when they sign in with their username and password, then they reach their own pages",
  "Given a registered user, when they sign in with a wrong password, then sign-in is refused without saying which detail was wrong",
];

const ACCOUNT_CRITERIA: readonly [RegExp, readonly string[]][] = [
  [/\bsign(?:s|ed)? in\b|\blog ?in\b/i, SIGN_IN],
  [/\breset\b/i, ["Given a user who forgot their password, when they ask for a reset, then they can set a new password through a link that works once and expires"]],
  [/\bown data\b/i, ["Given two users with records of their own, when one of them lists or opens records, then they never see the other user's records"]],
  [/\badministrator\b/i, ["Given an administrator, when they disable an account, then that user can no longer sign in"]],
  [/\bprofile\b/i, ["Given a signed-in user, when they change their name on their profile, then the new name is shown wherever it appears"]],
  [/\broles?\b/i, ["Given a user whose role does not allow an action, when they try it, then it is refused and nothing changes"]],
]; // prettier-ignore

/** Criteria of a requirement about accounts: every rule its words meet, signing in when none does. */
function accountCriteria(description: string): string[] {
  const found = ACCOUNT_CRITERIA.filter(([pattern]) => pattern.test(description)).flatMap(([, c]) => c);
  return found.length > 0 ? found.slice(0, 3) : [...SIGN_IN];
}

function aOrAn(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** "remind owners a week before a vaccine is due": who is reminded, how long before, and of what. */
const REMINDER =
  /\bremind (.+?) (an? \w+|\d+ \w+|the day|one \w+|two \w+|three \w+) before (?:an? |the |their )?(.+?) (?:is|are|falls?|becomes?) due\b/i;

/** What a notification requirement is about: a reminder ahead of a due date, its events, how it is sent. */
function notificationCriteria(description: string, actor: Actor): string[] {
  const channel = /\b(in the app and by e-mail|by e-mail|in the app)\b/i.exec(description)?.[1];
  const reminder = REMINDER.exec(description);
  if (reminder) {
    const [, who = "users", ahead = "a day", what = "something"] = reminder;
    return [
      `Given ${aOrAn(what)} ${what} due ${ahead.replace(/^(?:an?|one) /i, "one ")} from today, when the day's reminders are sent, then ${who} are reminded of it ${channel ?? "in the app"}`,
      `Given ${who} already reminded of ${aOrAn(what)} ${what}, when the application checks again, then they are not reminded of it twice`,
    ];
  }
  const events = /\(([^)]+)\)/.exec(description)?.[1];
  const when =
    events === undefined
      ? "something happens that the users concerned must know about"
      : `that ${decapitalise(events)}`;
  return [
    `Given ${when}, when the application notices it, then the users concerned are notified ${channel ?? "in the app"}`,
    `Given ${actor.given}, when ${actor.pronoun} open the application, then no notification is shown twice`,
  ];
}

/** What a criterion names: one of it and many of it ("appointment", "appointments"). */
interface Thing {
  one: string;
  many: string;
}

function thingOf(key: EntityKey): Thing {
  return { one: inSentence(key.draft.names.label), many: inSentence(key.draft.names.pluralLabel) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether the words name the thing itself ("book an appointment" names appointments, "cancel a booking" no book). */
function names(words: string, thing: Thing): boolean {
  return [thing.one, thing.many].some((n) =>
    new RegExp(`(?:^|[^a-z])${escapeRegExp(n.toLowerCase())}(?![a-z])`).test(words.toLowerCase()),
  );
}

// prettier-ignore
const SKIPPED = new Set([
  "a", "an", "the", "their", "his", "her", "its", "my", "our", "your", "each", "every", "all", "some", "any", "new",
  "existing", "one", "two", "three", "several", "only", "own", "upcoming", "past", "other",
]);
const ENDS_OBJECT =
  /^(?:to|for|with|by|in|on|at|from|of|and|or|as|into|online|before|after|when|where|who|which|that|so|per|using|via|between|about|under|over)$/i;

/** What a verb phrase acts on: "cancel a booking" → booking(s); "see their day's appointments" → appointment(s). */
function objectOf(phrase: string): Thing | undefined {
  const words = phrase
    .replace(/[.,;:()]/g, " ")
    .trim()
    .split(/\s+/)
    .slice(1);
  const object: string[] = [];
  for (const word of words) {
    // "see what they can make", "see how much honey …": a question, not a thing.
    if (object.length === 0 && /^(?:what|how|which|who|whom|whether|when|where|why)$/i.test(word))
      return undefined;
    if (ENDS_OBJECT.test(word)) break;
    if (object.length === 0 && (SKIPPED.has(word.toLowerCase()) || /['’]s$/.test(word))) continue;
    if (!/^[a-z][a-z-]*$/i.test(word)) break;
    object.push(word.toLowerCase());
    if (object.length === 3) break;
  }
  const head = object.pop();
  if (head === undefined || head.length < 3) return undefined;
  const one = [...object, singular(head)].join(" ");
  return { one, many: [...object, pluralWord(singular(head))].join(" ") };
}

/** "see their appointments and record vaccinations" → one phrase per verb, in the requirement's words. */
function verbPhrases(what: string): string[] {
  const phrases: string[] = [];
  const pieces = what.split(/((?:,\s+|\s+)(?:and|or)\s+|,\s+)/);
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i] ?? "";
    const joint = pieces[i - 1] ?? "";
    const first = (piece.split(" ")[0] ?? "").toLowerCase();
    const last = phrases[phrases.length - 1];
    if (last !== undefined && (verbBase(first) === undefined || piece.split(" ").length < 2))
      phrases[phrases.length - 1] = `${last}${joint}${piece}`;
    else phrases.push(piece);
  }
  // "edit or delete an expense": a verb on its own shares the object of the next phrase.
  return phrases.reduce<string[]>((joined, phrase, i) => {
    const previous = phrases[i - 1];
    if (previous !== undefined && !previous.includes(" ")) {
      joined[joined.length - 1] =
        `${previous}${what.includes(`${previous} or `) ? " or " : " and "}${phrase}`;
    } else joined.push(phrase);
    return joined;
  }, []);
}

/**
 * The criteria of a requirement about an entity: each verb phrase of it with its own actions and its own object,
 * so "book an appointment" is checked on appointments even when the requirement was filed under another entity,
 * and "see … appointments and record vaccinations" checks the list of appointments and the new vaccination.
 */
function objectCriteria(key: EntityKey, what: string, actor: Actor, subject: string | null): string[] {
  const entity = thingOf(key);
  const phrases = verbPhrases(what);
  return phrases.flatMap((phrase) => {
    const thing = isEntityOf(phrase, key, { several: phrases.length > 1, subject })
      ? entity
      : objectOf(phrase);
    if (thing === undefined) return [];
    const found = actionsOf(`Users must ${phrase}`);
    const actions = found.length > 0 ? found : [undefined];
    return actions.slice(0, 2).flatMap((action) => entityCriteria(action, thing, phrase, actor));
  });
}

/**
 * Whether a verb phrase is checked on the requirement's entity rather than on its own object. The object wins
 * when the entity is named elsewhere in the phrase ("book an appointment for their pet"), when only a stem joins
 * them ("cancel a booking" is no book), when the requirement does several things ("see appointments and record
 * vaccinations") or when the entity is the subject ("Doctors … write prescriptions"). Otherwise the entity was
 * linked by the verb or a field ("borrow books" makes a loan, "totals per category" are of expenses) and stays.
 */
function isEntityOf(
  phrase: string,
  key: EntityKey,
  context: { several: boolean; subject: string | null },
): boolean {
  const entity = thingOf(key);
  const object = objectOf(phrase);
  if (object === undefined) return names(phrase, entity) || !context.several;
  if (names(object.many, entity) || names(object.one, entity)) return true;
  if (key.references.some((r) => r.toLowerCase() === object.one.replace(/ /g, ""))) return true;
  // Linked by a field or the verb: "the places left" of an event, "totals per category" of expenses, "borrow"
  // a loan's "borrowed on".
  // Only a stem shared with the entity's own name is no link ("a booking" is not "a book").
  const own = key.phrase[key.phrase.length - 1];
  const linked = tokenize(object.many).some((w) => stem(w) !== own && key.fieldStems.has(stem(w)));
  if (linked) return true;
  // "see the places left for each event": what is listed is the events.
  const listing = actionsOf(`Users must ${phrase}`).every((a) => a === "list" || a === "search");
  if (names(phrase, entity) && listing) return true;
  if (names(phrase, entity) || context.several) return false;
  if (context.subject !== null && names(context.subject, entity)) return false;
  const main =
    phrase.split(/\b(?:as soon as|when|before|after|because|so that|until|once|if)\b/)[0] ?? phrase;
  return tokenize(main)
    .slice(1)
    .some((w) => key.fieldStems.has(stem(w)));
}

/** Criteria for an action on an entity, in the requirement's words. */
function entityCriteria(action: Action | undefined, thing: Thing, what: string, actor: Actor): string[] {
  const { one, many } = thing;
  const { given, givenWith, pronoun } = actor;
  switch (action) {
    case "create":
      return [
        `Given ${given}, when ${pronoun} ${what}, then the new ${one} is saved and appears in the list of ${many}`,
        `Given ${given}, when ${pronoun} leave a required detail of the ${one} empty, then nothing is saved and the missing detail is named`,
      ];
    case "update":
      return [
        `Given ${givenWith(`an existing ${one}`)}, when ${pronoun} ${what}, then the change is saved and shown on the ${one}'s page`,
      ];
    case "delete":
      return [
        `Given ${givenWith(`an existing ${one}`)}, when ${pronoun} delete it and confirm, then it no longer appears in the list of ${many}`,
      ];
    case "search":
      return [
        `Given ${givenWith(`several ${many}`)}, when ${pronoun} ${what}, then only the ${many} that match are listed`,
      ];
    case "export":
      return [
        `Given ${givenWith(`saved ${many}`)}, when ${pronoun} ${what}, then ${pronoun} receive a CSV file with a header row and one row per ${one}`,
      ];
    default:
      return [
        `Given ${givenWith(`saved ${many}`)}, when ${pronoun} ${what}, then the matching ${many} are listed with their details`,
      ];
  }
}

/**
 * At least one testable acceptance criterion for a functional requirement or a user story, from what it concerns
 * (its entity, the actions it asks for, its topic or integration) and who does it.
 */
export function functionalCriteria(description: string, context: CriteriaContext): string[] {
  const actor = actorOf(description, context.signedIn);
  const statement = readStatement(description);
  const what = capability(statement);
  if (context.topic === "accounts") return accountCriteria(description);
  if (context.topic === "notifications" && statement.story && mainVerb(statement) === undefined)
    return [`Given ${actor.given}, when the time comes for ${what}, then I receive ${what}`];
  if (context.topic === "notifications") return notificationCriteria(description, actor);
  if (context.integration && isSystemSubject(statement.subject)) return [context.integration.acceptance];
  if (context.topic === "export" && !context.entity) {
    return [
      `Given ${actor.givenWith("saved records")}, when ${actor.pronoun} ${what}, then a CSV file with a header row and one row per record is downloaded`,
    ];
  }
  if (context.topic === "search" && !context.entity) {
    return [
      `Given ${actor.givenWith("a list with more rows than fit on one page")}, when ${actor.pronoun} type part of a name in its search box or choose a filter, then only the matching rows are listed`,
    ];
  }
  if (mainVerb(statement) === undefined) {
    if (statement.story)
      return [`Given ${actor.given}, when the application runs as usual, then I get ${what}`];
    return [`Given the application is running, when a user needs it, then ${declarative(description)}`];
  }
  const entity = context.entity;
  if (entity) {
    const criteria = objectCriteria(entity, what, actor, statement.subject).slice(0, 3);
    if (criteria.length > 0) return criteria;
  }
  return [
    `Given ${actor.given}, when ${actor.pronoun} ${what}, then the application does it and shows ${actor.object} the result`,
  ];
}
