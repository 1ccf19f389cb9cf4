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

/** Words a title never ends on: they open a phrase whose rest is missing. */
const TRAILING =
  /\s+(?:a|an|the|of|with|for|and|or|to|by|in|on|at|from|their|its|my|our|your|his|her|each|every|into)$/i;
/** Words a cut title cannot end on either: the clause they belong to was cut ("… before a vaccine is"). */
const TRAILING_WHEN_CUT =
  /\s+(?:is|are|was|were|be|been|has|have|had|can|could|will|would|must|should|may|before|after|when|where|while|if|as|than|that|who|whom|which|whether|until|so|because|soon|per|then|how|what|whose|about|over|under|I|we|they)$/i;
const MAX_TITLE_WORDS = 10;
/** Where a title may end early: a clause or a list item starts there. */
const CLAUSE_START =
  /^(?:,|and|but|so|because|before|after|when|whenever|where|while|if|until|unless|once|as|whether|which|who|whose|that|then|in case)$/i;

/** The shortest sensible title is three words ("Borrow a book"), unless the phrase itself is shorter. */
const MIN_TITLE_WORDS = 3;

/** Drops words a title cannot end on, and stray punctuation. */
function trimEnd(text: string, cut: boolean): string {
  let result = text;
  for (let previous = ""; previous !== result;) {
    previous = result;
    result = result
      .replace(TRAILING, "")
      .replace(/[,.;:]+$/, "")
      .trim();
    if (cut) result = result.replace(TRAILING_WHEN_CUT, "").trim();
  }
  return result;
}

/** A phrase longer than a title, cut where a clause or a list item begins, else after ten words. */
function cutAtClause(words: readonly string[]): string {
  for (let end = MAX_TITLE_WORDS; end >= MIN_TITLE_WORDS; end -= 1) {
    const next = words[end] ?? "";
    const previous = words[end - 1] ?? "";
    if (CLAUSE_START.test(next) || /,$/.test(previous)) return words.slice(0, end).join(" ");
  }
  return words.slice(0, MAX_TITLE_WORDS).join(" ");
}

/**
 * Cuts a phrase to a title: up to a colon, parenthesis, "so that" or a relative clause, ten words at most and
 * then at a clause boundary ("Remind owners a week before a vaccine is due", never "… before a vaccine is"),
 * nothing dangling. A cut that would leave fewer than three words ("See" of "see who has paid") is not made.
 */
function shorten(phrase: string): string {
  const whole = phrase.trim().replace(/[.!]+$/, "");
  let text = phrase.trim();
  for (const boundary of [
    /\s*(?::|\(|;|,? so that\b|,? so (?:we|i|they|you)\b|,? because\b|,? in case\b)/,
    /,? (?:whose|which|who)\b/,
  ]) {
    const head = text.split(boundary)[0] ?? text;
    if (trimEnd(head, true).split(" ").length >= Math.min(MIN_TITLE_WORDS, text.split(" ").length))
      text = head;
  }
  const words = text.split(" ");
  if (words.length > MAX_TITLE_WORDS) text = cutAtClause(words);
  const trimmed = trimEnd(text, text.replace(/[.!]+$/, "") !== whole);
  return capitalise(trimmed.split(" ").length > 0 && trimmed !== "" ? trimmed : text.trim());
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
  // "A brigade of 35 volunteers" agrees with "brigade".
  const last =
    subject
      .split(/ (?:of|with|from|in|for) /)[0]
      ?.split(" ")
      .pop() ?? "";
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
