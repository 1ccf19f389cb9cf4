import { tokenize } from "../../../engines/embedded/text";
import { isPersonWord, dataStatement, type DataStatement } from "./data-edits";
import { splitSentences } from "./extract";
import { headCount } from "./head-count";

/*
 * Sentences of a reply that answer another question than the one asked ("asides"): the interview files them
 * under the right question instead of taking the whole reply as the asked question's answer.
 *
 * - a list of kinds of user, "owner, receptionist, vet, admin" → the users (user-types);
 * - who may see or do what, "Owners see only their own pets; all staff see every appointment" → the roles
 *   (user-roles), and "Users see only their own data" among the account features when it says "own";
 * - things and their details, "Each pet has a name and a breed" → the data (data-entities);
 * - the size of the place, "it's one clinic, maybe 500 owners" → users at the same time (500) and a note.
 */

export type Aside =
  | { kind: "users"; sentence: string; names: string[] }
  | { kind: "permissions"; sentence: string; rules: PermissionRule[]; ownData: boolean }
  | { kind: "data"; sentence: string; statement: DataStatement }
  | { kind: "size"; sentence: string; count?: number; notes: string[] };

/** Words that carry nothing of their own beside a figure or a yes/no ("no", "maybe", "about"). */
// prettier-ignore
const HEDGES = new Set([
  "a", "an", "the", "about", "around", "roughly", "approximately", "maybe", "perhaps", "probably", "at", "most",
  "least", "max", "up", "to", "or", "so", "just", "only", "like", "some", "i", "think", "guess", "say", "yes",
  "yeah", "no", "nope", "ok", "okay", "well", "hmm", "um", "and", "but",
]);

/** "the vets" → "vets"; undefined when the item is not a short name of people. */
function personName(item: string): string | undefined {
  const words = item
    .trim()
    .replace(/[.!]+$/, "")
    .split(/\s+/)
    .filter(Boolean);
  if (/^(?:the|a|an|all|our)$/i.test(words[0] ?? "")) words.shift();
  if (words.length === 0 || words.length > 3) return undefined;
  if (!words.every((w) => /^[\p{L}][\p{L}'’-]*$/u.test(w))) return undefined;
  return isPersonWord(words[words.length - 1] ?? "") ? words.join(" ") : undefined;
}

const LIST_LABEL =
  /^(?:(?:there\s+are|we\s+have)\s+(?:\w+\s+)?|the\s+|our\s+)?(?:(?:user|account)\s+)?(?:roles?|user\s+(?:types|classes)|(?:types|kinds)\s+of\s+users?|users)(?:\s*:|\s+(?:are|include)\b:?)\s*/i;
const LIST_SEPARATOR = /\s*[,;/&]\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/i;

/** The kinds of user a sentence lists ("owner, receptionist, vet, admin", "Roles: owner and vet"). */
export function userList(sentence: string): string[] | undefined {
  const label = LIST_LABEL.exec(sentence.trim());
  const rest = label ? sentence.trim().slice(label[0].length) : sentence.trim();
  const items = rest
    .replace(/[.!]+$/, "")
    .split(LIST_SEPARATOR)
    .filter((i) => i.trim().length > 0);
  if (items.length < (label ? 1 : 2)) return undefined;
  const names = items.map(personName);
  return names.every((n) => n !== undefined) ? (names as string[]) : undefined;
}

const PERMISSION =
  /^(?:(?:all|the|only|every|each)\s+)?([a-z][a-z'-]*(?:\s+(?!(?:can|could|may|should|must|will|shall|only|also|cannot|can't|don't|do|does|doesn't)\b)[a-z][a-z'-]*)?)\s+((?:(?:can|could|may|should|must|will|shall|only|also|cannot|can't|must not|may not|should not|shouldn't|don't|do not|does not|doesn't)\s+){0,3}(?:see|sees|view|views|access|accesses|edit|edits|change|changes|update|updates|manage|manages|delete|deletes|read|reads|open|opens|modify|modifies|approve|approves|cancel|cancels)\b.*)$/i;
const SCOPE =
  /\b(?:only|own|every|all|any|nobody|no one|not|cannot|can't|except|everything|everyone|none)\b/i;
/** Subjects that stand for several kinds of user: "all staff" are the kinds the sentence does not name. */
export const COLLECTIVE = new Set(["staff", "everyone", "everybody", "team", "employees"]);
const GROUPS = new Set([...COLLECTIVE, "nobody", "admins", "admin"]);

/** Who may see or do what: "Owners" / "see only their own pets". */
export interface PermissionRule {
  subject: string;
  rule: string;
}

/** The permissions a sentence states ("Owners see only their own pets, staff see everything"), if it is one. */
export function permissionLines(sentence: string): { rules: PermissionRule[]; ownData: boolean } | undefined {
  const clauses = sentence
    .trim()
    .replace(/[.!]+$/, "")
    .split(
      /\s*,\s*(?:and\s+|but\s+|while\s+)?|\s+(?:but|while|whereas)\s+|\s+and\s+(?=(?:all\s+|the\s+)?[a-z]+\s+(?:can|may|see|view|only|edit|manage)\b)/i,
    )
    .filter((c) => c.trim().length > 0);
  const rules: PermissionRule[] = [];
  for (const clause of clauses) {
    const match = PERMISSION.exec(clause.trim());
    const subject = match?.[1] ?? "";
    const last = subject.split(/\s+/).pop() ?? "";
    if (!match || !SCOPE.test(clause)) return undefined;
    if (!GROUPS.has(last.toLowerCase()) && !isPersonWord(last)) return undefined;
    rules.push({ subject, rule: match[2] ?? "" });
  }
  if (rules.length === 0) return undefined;
  return { rules, ownData: /\b(?:their|his|her|my|your)\s+own\b/i.test(sentence) };
}

/** "it's one clinic", "we have two branches": a count of places, not of people. */
const PLACES =
  /^(?:(?:no|yes|so|well|it'?s|it is|we'?re|we are|we have|there'?s|there is|there are|just|only|maybe|about|a)\s+)*(?:one|a single|single|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:small\s+|big\s+|local\s+)?(?:clinic|site|location|branch|branche|office|store|shop|school|practice|building|campus|hospital|restaurant|gym|studio|warehouse|salon|cent(?:er|re)|librar(?:y|ie)|farm|hotel|cafe|café|club|venue|church|factory|depot|kitchen|surgery|pharmacy|garage|workshop|site)s?$/i;

function isPlaces(clause: string): boolean {
  return PLACES.test(clause.trim());
}

/** Words that may stand around a head count without saying anything else ("we have about 500 pet owners"). */
// prettier-ignore
const AROUND_A_COUNT = new Set([
  "it", "it's", "its", "we", "we'll", "we're", "have", "has", "there", "are", "is", "will", "be", "expect", "total",
  "in", "of", "per", "active", "registered", "regular", "other", "me", "myself", "plus", "hundred", "thousand",
  "dozen", "few", "couple", "several", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "twenty", "fifty",
]);

/** Whether a clause with a head count says nothing else: at most one word besides the count and the people. */
function onlyACount(clause: string): boolean {
  const other = tokenize(clause).filter(
    (w) => !HEDGES.has(w) && !AROUND_A_COUNT.has(w) && !/^\d[\d,.]*k?$/.test(w) && !isPersonWord(w),
  );
  return other.length <= 1;
}

/** A sentence about size only: hedges, head counts and counts of places ("No, it's one clinic, maybe 500 owners"). */
export function sizeOnly(sentence: string): { count?: number; notes: string[] } | undefined {
  const clauses = sentence
    .replace(/[.!]+$/, "")
    .split(/(?:,(?!\d{3}\b)|[;!?\n])+|\s+but\s+/i)
    .map((c) => c.trim())
    .filter(Boolean);
  let count: number | undefined;
  const notes: string[] = [];
  for (const clause of clauses) {
    if (tokenize(clause).every((w) => HEDGES.has(w))) continue;
    const heads = headCount(clause);
    if (heads !== undefined && count === undefined && onlyACount(clause)) {
      count = heads;
      continue;
    }
    if (isPlaces(clause)) {
      notes.push(clause);
      continue;
    }
    return undefined;
  }
  return count === undefined && notes.length === 0
    ? undefined
    : { ...(count === undefined ? {} : { count }), notes };
}

/** Which kinds of aside to look for: not those about the question being asked (there they are the answer). */
export interface AsideOptions {
  users: boolean;
  permissions: boolean;
  data: boolean;
  size: boolean;
}

/**
 * The asides of a message, and the rest of it (the sentences that remain for the asked question), in order.
 */
export function findAsides(message: string, options: AsideOptions): { asides: Aside[]; rest: string[] } {
  const asides: Aside[] = [];
  const rest: string[] = [];
  for (const sentence of splitSentences(message)) {
    const statement = options.data ? dataStatement(sentence) : undefined;
    if (statement) {
      asides.push({ kind: "data", sentence, statement });
      continue;
    }
    const names = options.users ? userList(sentence) : undefined;
    if (names) {
      asides.push({ kind: "users", sentence, names });
      continue;
    }
    const permissions = options.permissions ? permissionLines(sentence) : undefined;
    if (permissions) {
      asides.push({ kind: "permissions", sentence, ...permissions });
      continue;
    }
    const size = options.size ? sizeOnly(sentence) : undefined;
    if (size) {
      asides.push({ kind: "size", sentence, ...size });
      continue;
    }
    rest.push(sentence);
  }
  return { asides, rest };
}
