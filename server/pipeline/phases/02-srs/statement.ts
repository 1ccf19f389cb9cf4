import { verbBase } from "../../../engines/embedded/nouns";
import { capitalise, decapitalise, isPlural, tokenize } from "../../../engines/embedded/text";

/*
 * Reading a stored requirement back into its parts, so that titles, features, acceptance criteria and `serves`
 * can be derived from it: who (the subject, or the role of a user story), the capability (the predicate after
 * the modal: "borrow books with a due date") and, for a user story, the benefit ("so that …").
 */

export interface Statement {
  /** "Members", "The application", "a member" (user story role with its article); null when none is written. */
  subject: string | null;
  /** What the subject must do or be, without the modal: "borrow books with a due date", "be stored hashed". */
  predicate: string;
  /** A user story's reason, without "so that". */
  benefit: string | null;
  /** True for "As a …, I want …". */
  story: boolean;
}

const STORY =
  /^as (an?|the) ([^,]+?),? i (?:really )?(?:want|need|would like|'d like|wish|expect)(?: to)? (.+?)(?:,? so(?: that)? (.+?))?\.?$/i;
const MODAL =
  /^(.+?) (?:must|shall|should|could|can|will|may|might|needs? to|has to|have to|wants? to)(?: (?:always|only|also))?(?: be able to)? (.+?)\.?$/i;

/** The parts of a requirement's description (see `Statement`). */
export function readStatement(description: string): Statement {
  const text = description.trim().replace(/\s+/g, " ");
  const story = STORY.exec(text);
  if (story) {
    return {
      subject: `${(story[1] ?? "a").toLowerCase()} ${story[2] ?? ""}`.trim(),
      predicate: story[3] ?? "",
      benefit: story[4] ?? null,
      story: true,
    };
  }
  const modal = MODAL.exec(text);
  if (modal) return { subject: modal[1] ?? null, predicate: modal[2] ?? "", benefit: null, story: false };
  return { subject: null, predicate: text.replace(/\.$/, ""), benefit: null, story: false };
}

const SYSTEM_SUBJECT = /^(?:the )?(?:application|app|system|site|website|platform|software|it)$/i;

/** Whether the subject is the application itself rather than a person or a part of it. */
export function isSystemSubject(subject: string | null): boolean {
  return subject === null || SYSTEM_SUBJECT.test(subject.trim());
}

/** The capability itself: "provide due date reminders" → "due date reminders"; otherwise the predicate. */
export function capability(statement: Statement): string {
  return statement.predicate.replace(/^provide /i, "");
}

/** The first word of the capability as an action verb in its base form ("borrowed" → "borrow"), if it is one. */
export function mainVerb(statement: Statement): string | undefined {
  const first = tokenize(capability(statement))[0];
  return first === undefined ? undefined : verbBase(first);
}

/** Words that may stand between a modal and its verb: the verb after them is not conjugated. */
const ADVERBS = new Set(["always", "never", "not", "only", "also", "still", "automatically", "clearly"]);

const TRAILING = /\s+(?:a|an|the|of|with|for|and|or|to|by|in|on|at|from|their|its|my|our|your)$/i;
const MAX_TITLE_WORDS = 10;

/** Cuts a phrase to a title: up to a colon, parenthesis, "so that" or "which", ten words at most, nothing dangling. */
function shorten(phrase: string): string {
  let text = phrase.split(/\s*(?::|\(|;|,? so that\b|,? (?:whose|which|who)\b)/)[0] ?? phrase;
  const words = text.split(" ");
  if (words.length > MAX_TITLE_WORDS) text = words.slice(0, MAX_TITLE_WORDS).join(" ");
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(TRAILING, "").replace(/[,.]+$/, "");
  }
  return capitalise(text.trim());
}

/** "meet" → "meets", "carry" → "carries": the verb after a singular subject. */
function thirdPerson(verb: string): string {
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh|o)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** The predicate after the subject: "be stored hashed" → "stored hashed"; after a singular subject "meet" → "meets". */
function predicateAfter(subject: string, predicate: string): string {
  if (/^be /i.test(predicate)) return predicate.slice(3);
  const [verb = "", ...rest] = predicate.split(" ");
  const last = subject.split(" ").pop() ?? "";
  if (isPlural(last.toLowerCase()) || !/^[a-z]+$/.test(verb) || ADVERBS.has(verb)) return predicate;
  return [thirdPerson(verb), ...rest].join(" ");
}

/**
 * A short title for lists and the traceability matrix: what can be done ("Borrow books with a due date"), or for
 * a quality requirement what holds ("Passwords stored hashed", "Pages respond within 2 seconds").
 */
export function requirementTitle(
  description: string,
  type: "functional" | "non-functional" | "user-story",
): string {
  const statement = readStatement(description);
  const what = capability(statement);
  const aboutSubject = type === "non-functional" || /^be /i.test(what);
  if (!aboutSubject || isSystemSubject(statement.subject) || statement.story) {
    return shorten(what.replace(/^be /i, "")) || shorten(description);
  }
  const subject = (statement.subject ?? "").replace(/^the /i, "");
  return shorten(`${subject} ${predicateAfter(subject, what)}`) || shorten(description);
}

/**
 * The requirement as a plain statement of fact, for "then …" clauses: "The application must show maps" → "the
 * application shows maps", "Passwords must be stored hashed" → "passwords are stored hashed", "Users must be able
 * to export their data" → "users can export their data".
 */
export function declarative(description: string): string {
  const statement = readStatement(description);
  if (statement.subject === null || statement.story)
    return decapitalise(description.trim().replace(/\.$/, ""));
  const subject = decapitalise(statement.subject);
  const plural = isPlural((subject.split(" ").pop() ?? "").toLowerCase());
  if (/\bbe able to\b/i.test(description)) return `${subject} can ${statement.predicate}`;
  if (/^be /i.test(statement.predicate))
    return `${subject} ${plural ? "are" : "is"} ${statement.predicate.slice(3)}`;
  return `${subject} ${predicateAfter(subject, statement.predicate)}`;
}
