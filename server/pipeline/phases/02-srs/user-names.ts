import { nounPhrases, nounRole, verbBase } from "../../../engines/embedded/nouns";
import { singular } from "../../../engines/embedded/text";
import { STOP_WORDS } from "../../../engines/embedded/words";
import { namingLines } from "./answer-lines";
import { labelFromName } from "./names";

/*
 * The kinds of user (or roles) an answer names, in the user's words, the way people write them: one per line
 * ("Owner: books appointments for their pets"), a list on one line ("owner, receptionist, vet and admin") or a
 * list after a label ("Roles: owner, receptionist, vet, admin"). A list is only read as names when every item
 * is one: a short run of words that is not a clause ("owners book appointments"), an action ("book
 * appointments") or a fragment ("their families"); otherwise the line names one kind, as a line does.
 */

/** One kind of user: its singular name, and what its line says about it. */
export interface NamedUser {
  name: string;
  /** The words after the name ("books appointments" in "Owner: books appointments"). */
  detail: string | null;
  /** The whole line, when it names the kind inside a sentence ("Home cooks who collect recipes"). */
  sentence: string | null;
}

/** Words that only say what the list is: "Roles:", "The roles are", "User types include", "There are four roles:". */
const LIST_LABEL =
  /^(?:(?:there\s+are|we\s+have)\s+(?:\w+\s+)?|the\s+|our\s+)?(?:(?:user|account)\s+)?(?:roles?|user\s+(?:types|classes)|(?:types|kinds)\s+of\s+users?|users)(?:\s*:|\s+(?:are|include)\b:?)\s*/i;
/** A line that names one kind and says what it does: "Owner: books appointments", "Vet - records visits". */
const SEPARATED = /^([^:]+?)\s*(?::|\s[-–—]\s)\s*(.+)$/;
/** Between the items of a list: commas (with an Oxford "and"), "and", "or", "&", "/" and semicolons. */
const LIST_SEPARATOR = /\s*[,;/&]\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/i;
const MAX_NAME_WORDS = 3;

/** Whether a word is an action verb in its base form ("book", "manage"), which a name does not start a clause with. */
function isBaseVerb(word: string): boolean {
  return verbBase(word) === word;
}

/** The item of a list as a name ("the vets" → "vets"), or null when it is not one. */
function nameOf(item: string): string | null {
  const words = item.split(/\s+/).filter((w) => w.length > 0);
  if (/^(?:the|a|an)$/i.test(words[0] ?? "")) words.shift();
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return null;
  const lower = words.map((w) => w.toLowerCase());
  const notName = (w: string) =>
    !/^\p{L}[\p{L}\p{N}'’-]*$/u.test(w) || STOP_WORDS.has(w) || /.{3}[^i]ly$/.test(w);
  if (lower.some(notName)) return null;
  const last = lower[lower.length - 1] ?? "";
  if (lower.slice(1, -1).some(isBaseVerb)) return null;
  if (lower.length > 1 && isBaseVerb(lower[0] ?? "") && nounRole(singular(last)) !== "person") return null;
  return words.join(" ");
}

/** The names a line lists, or null when it is not a list of names. */
function listedNames(line: string): string[] | null {
  const label = LIST_LABEL.exec(line);
  if (label === null && SEPARATED.test(line)) return null;
  const rest = label === null ? line : line.slice(label[0].length);
  const names = rest
    .replace(/[.!]+$/, "")
    .split(LIST_SEPARATOR)
    .filter((item) => item.trim().length > 0)
    .map(nameOf);
  const minimum = label === null ? 2 : 1;
  if (names.length < minimum || names.some((n) => n === null)) return null;
  return names.filter((n): n is string => n !== null);
}

/** Between the clauses of a sentence that says what each kind does: "Owners book visits, vets record them". */
const CLAUSE_SEPARATOR = /\s*[,;]\s*(?:and\s+)?|\s+and\s+/i;
const MODALS = new Set(["can", "may", "must", "should", "will"]);

/**
 * The kinds a sentence of clauses names, each with what it does ("Librarians manage books; members borrow them"
 * → Librarians: manage books, members: borrow them), or null unless every clause starts with a name and a verb.
 */
function clauseSubjects(line: string): NamedUser[] | null {
  const clauses = line.replace(/[.!]+$/, "").split(CLAUSE_SEPARATOR);
  if (clauses.length < 2) return null;
  const users = clauses.map((clause): NamedUser | null => {
    const words = clause.trim().split(/\s+/);
    const verb = words.findIndex(
      (w, i) => i > 0 && (MODALS.has(w.toLowerCase()) || isBaseVerb(w.toLowerCase())),
    );
    const name = verb > 0 && verb < words.length - 1 ? nameOf(words.slice(0, verb).join(" ")) : null;
    return name === null
      ? null
      : { name: labelFromName(name), detail: words.slice(verb).join(" "), sentence: null };
  });
  return users.every((u) => u !== null) ? users : null;
}

/** "Librarians: run the desk" → name and description; "Home cooks who collect recipes" → "Home cook". */
function readLine(line: string): NamedUser {
  const separated = SEPARATED.exec(line);
  if (separated)
    return { name: labelFromName(separated[1] ?? line), detail: separated[2] ?? null, sentence: null };
  const phrase = nounPhrases(line)[0];
  const words = phrase ? [...phrase.modifiers, phrase.head].join(" ") : line;
  return { name: labelFromName(words), detail: null, sentence: line };
}

/**
 * The kinds of user a text answer names, one per name listed or per line, singular, in order; lines of a pasted
 * document outside the sections `section` matches name none (answer-lines.ts).
 */
export function namedUsers(answer: unknown, section: RegExp): NamedUser[] {
  return namingLines(answer, section).flatMap((line) => {
    const names = listedNames(line);
    if (names !== null) return names.map((n) => ({ name: labelFromName(n), detail: null, sentence: null }));
    return SEPARATED.test(line) ? [readLine(line)] : (clauseSubjects(line) ?? [readLine(line)]);
  });
}
