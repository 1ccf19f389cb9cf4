import { decapitalise, singular } from "../../../engines/embedded/text";
import type { Action, EntityKey, Topic } from "./concerns";
import type { Integration } from "./integrations";
import { inSentence, withArticle } from "./names";
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
  const person = isSystemSubject(statement.subject) ? "user" : personOf(statement.subject ?? "user");
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

/** Criteria for an action on an entity, in the requirement's words. */
function entityCriteria(action: Action | undefined, key: EntityKey, what: string, actor: Actor): string[] {
  const one = inSentence(key.draft.names.label);
  const many = inSentence(key.draft.names.pluralLabel);
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
    const actions = context.actions.length > 0 ? context.actions : [undefined];
    return actions.flatMap((action) => entityCriteria(action, entity, what, actor)).slice(0, 3);
  }
  return [
    `Given ${actor.given}, when ${actor.pronoun} ${what}, then the application does it and shows ${actor.object} the result`,
  ];
}
