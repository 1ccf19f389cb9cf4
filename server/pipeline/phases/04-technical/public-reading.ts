import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { stem, tokenize } from "../../../engines/embedded/text";
import type { EntityKey } from "../02-srs/concerns";
import type { ModelReading } from "../02-srs/reading";

/*
 * Which things visitors may read without signing in (issue 17 point 4), read from the user's words: the functional
 * requirements and user stories, the kinds of users with what they do, and the product's purpose. A clause makes
 * the things it names public when
 *
 * - its subject is a visitor ("visitors", "guests", "anyone", "the public", "readers" when no role is called so; "as
 *   a visitor, I want …") or it says that no account is needed ("without signing in", "without an account",
 *   "publicly", "are public"), and
 * - the things follow a reading verb (read, browse, view, see, find, search, list, explore, follow, watch): "read
 *   posts and comments" names both, "read posts and leave comments" only the posts, as leaving is a write.
 *
 * "public events", "the public list of events" and "the public register of permits" name a public thing wherever
 * they stand; a "public blog", "public website" or "shop window" in the purpose makes the idea's main thing public.
 * A clause that denies ("cannot", "never", "not"), limits reading to the signed-in ("only members") or speaks of
 * one's own rows ("their own expenses") makes nothing public, nor does a subject that is one of the app's roles
 * without saying that no account is needed ("admins can view all").
 *
 * The word before a thing is kept ("published posts"): a thing whose workflow has that state shows visitors only
 * the rows in it (public.ts).
 */

/** What the user's words make public of one entity. */
export interface PublicReading {
  /** The requirement ids that say so (none when only a kind of user or the purpose says so). */
  serves: string[];
  /** Stems of the words just before the thing's name in those clauses ("publish" for "published posts"). */
  qualifiers: Set<string>;
}

const VISITOR =
  /^(?:as an? |as )?(?:(?:members of |people from )?the (?:general )?public|(?:anonymous |unregistered |casual )?(?:visitors?|guests?|readers?|passers-by)|anyone|anybody|everyone|everybody|people without an account|(?:anonymous|unregistered) users?)\b/;
const NO_ACCOUNT =
  /\bwithout (?:having to |needing to )?(?:sign(?:ing)? (?:in|up)|log(?:ging)? (?:in|on)|being (?:signed|logged) in|an? (?:account|login|sign-in)|registering|registration)\b|\bno (?:account|login|sign-in)(?: is)? (?:needed|required)\b|\bpublicly\b|\b(?:is|are) public\b|\bopen to (?:everyone|anyone|the public)\b/;
const DENIAL =
  /\b(?:cannot|can't|can not|must not|may not|should not|shouldn't|never|not|no longer)\b|\bonly (?:signed[- ]in|logged[- ]in|registered|members|staff|admins?|employees|users|authors|owners)\b|\b(?:their|his|her|my|your|our) own\b|\bprivate\b|\bhidden\b/;

const MODALS = new Set(["to", "can", "may", "must", "will", "should", "could", "cannot", "might"]);
// prettier-ignore
const READ_VERBS = new Set(["read", "brows", "view", "see", "look", "find", "search", "list", "explor", "follow", "watch", "check", "discover", "visibl", "shown", "display"]);
// prettier-ignore
const WRITE_VERBS = new Set([
  "leav", "writ", "wrote", "post", "add", "creat", "comment", "submit", "book", "register", "order", "buy", "purchas",
  "edit", "chang", "updat", "delet", "remov", "upload", "send", "mak", "plac", "rat", "review", "vot", "join", "sign",
  "publish", "manag", "approv", "reject", "pay", "reserv", "apply", "enrol", "enroll", "subscrib", "contact", "ask",
  "answer", "repli", "reply", "shar", "keep", "record", "track", "log", "mark", "assign", "claim", "borrow", "return",
]);
const DETERMINERS = new Set(["the", "a", "an", "our", "my", "their", "your", "its", "this", "each", "every"]);
/** Words after "public" that show it is the subject, not a thing's quality ("the public can …"). */
const NOT_A_THING = new Set(["can", "cannot", "may", "must", "will", "should", "is", "are", "has", "have", "to", "and", "or", "do", "does"]); // prettier-ignore
const PUBLIC_PRODUCT =
  /\b(?:public (?:blog|website|web site|site|web page|page|catalogue|catalog|directory|portfolio|listing|gallery|menu|noticeboard|notice board|board|calendar|timetable)|shop window|online (?:shop )?window)\b/;

/** A clause of a text: sentences, and the parts of one joined by "but", "while", "whereas", ";". */
function clauses(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[*_`]/g, "")
    .split(/[.;!?\n]+|,?\s+(?:but|while|whereas|although|except)\s+/)
    .map((c) => c.replace(/^[\s\-–•>#]+/, "").trim())
    .filter((c) => c.length > 0);
}

/** Where each entity's name starts in a list of stems. */
function mentions(words: readonly string[], keys: readonly EntityKey[]): { key: EntityKey; at: number }[] {
  const found: { key: EntityKey; at: number }[] = [];
  for (const key of keys) {
    const n = key.phrase.length;
    if (n === 0) continue;
    for (let i = 0; i + n <= words.length; i += 1)
      if (key.phrase.every((p, j) => words[i + j] === p)) found.push({ key, at: i });
  }
  return found;
}

/**
 * The things after a reading verb of a clause, each with the word before its name. A word naming a thing is no
 * verb ("comments"), nor is a past participle just before one ("published posts"), nor a word after an article
 * ("the register").
 */
function readThings(clause: string, keys: readonly EntityKey[]): { key: EntityKey; before: string }[] {
  const raw = tokenize(clause);
  const words = raw.map(stem);
  // After "to", "can", "may", … a verb is the action, even when a thing shares its stem ("able to read" a Reading).
  const verbAt = (i: number) =>
    MODALS.has(raw[i - 1] ?? "") && (READ_VERBS.has(words[i] ?? "") || WRITE_VERBS.has(words[i] ?? ""));
  const found = mentions(words, keys).filter((m) => !verbAt(m.at));
  const named = new Set(found.flatMap((m) => m.key.phrase.map((_, j) => m.at + j)));
  let mode: "none" | "read" | "write" = "none";
  const modeAt = words.map((w, i) => {
    const adjective = named.has(i + 1) && /ed$/.test(raw[i] ?? "");
    // After an article or a possessive a word is a noun: "search the register", "see our list".
    const noun = DETERMINERS.has(raw[i - 1] ?? "");
    if (named.has(i) || adjective || noun) return mode;
    if (READ_VERBS.has(w)) mode = "read";
    else if (WRITE_VERBS.has(w)) mode = "write";
    return mode;
  });
  return found
    .filter((m) => modeAt[m.at] === "read")
    .map((m) => ({ key: m.key, before: words[m.at - 1] ?? "" }));
}

/**
 * "public events", "a public list of events": the thing within three words after "public", unless "the public" is
 * the people doing something ("the public submit objections").
 */
function publicThings(clause: string, keys: readonly EntityKey[]): { key: EntityKey; before: string }[] {
  const words = tokenize(clause).map(stem);
  const found = mentions(words, keys);
  const out: { key: EntityKey; before: string }[] = [];
  words.forEach((w, i) => {
    const after = words[i + 1] ?? "and";
    if (w !== "public" || NOT_A_THING.has(after)) return;
    // "the public submit objections": the people, not a quality of the objections.
    if (words[i - 1] === "the" && (READ_VERBS.has(after) || WRITE_VERBS.has(after))) return;
    const next = found.filter((m) => m.at > i && m.at <= i + 3).sort((a, b) => a.at - b.at)[0];
    if (next) out.push({ key: next.key, before: words[next.at - 1] ?? "" });
  });
  return out;
}

/** Whether a clause's subject is a visitor, the app's roles excepted (a "reader" role signs in). */
function visitorSubject(clause: string, roleStems: ReadonlySet<string>): boolean {
  const match = VISITOR.exec(clause);
  if (!match) return false;
  const subject = tokenize(match[0]).map(stem);
  return !subject.some((w) => roleStems.has(w));
}

/** The things one clause makes public (see the module comment). */
function clauseThings(
  clause: string,
  subject: string,
  keys: readonly EntityKey[],
  roleStems: ReadonlySet<string>,
): { key: EntityKey; before: string }[] {
  if (DENIAL.test(clause) || DENIAL.test(subject)) return [];
  const quality = publicThings(clause, keys);
  const visitor = visitorSubject(subject || clause, roleStems) || NO_ACCOUNT.test(clause);
  if (!visitor) return quality;
  // "Posts are public" / "publicly visible": the things before the marker are read too.
  const marker = /\b(?:is|are) public\b|\bpublicly\b/.test(clause);
  const read = marker ? `see ${clause}` : clause;
  return [...readThings(read, keys), ...quality];
}

/**
 * The entities the requirements model makes public for visitors, by PascalCase name. Empty when users do not
 * sign in (every page is open then).
 */
export function readPublic(req: RequirementsModel, reading: ModelReading): Map<string, PublicReading> {
  const found = new Map<string, PublicReading>();
  if (!req.authentication.required) return found;
  const roleStems = new Set(req.authentication.roles.flatMap((r) => tokenize(r).map(stem)));
  const add = (things: { key: EntityKey; before: string }[], id: string | undefined) => {
    for (const { key, before } of things) {
      const name = key.draft.names.name;
      const entry = found.get(name) ?? { serves: [], qualifiers: new Set<string>() };
      if (id !== undefined && !entry.serves.includes(id)) entry.serves.push(id);
      if (before !== "") entry.qualifiers.add(before);
      found.set(name, entry);
    }
  };
  for (const { requirement } of reading.facts) {
    if (requirement.type === "non-functional") continue;
    for (const clause of clauses(requirement.description))
      add(clauseThings(clause, clause, reading.keys, roleStems), requirement.id);
  }
  for (const user of req.userClasses) {
    const subject = user.name.toLowerCase();
    for (const text of [user.description, ...user.permissions])
      for (const clause of clauses(text))
        add(clauseThings(clause, subject, reading.keys, roleStems), undefined);
  }
  for (const clause of clauses(req.product.purpose))
    add(clauseThings(clause, "", reading.keys, roleStems), undefined);
  return found;
}

/** Whether the purpose calls the product a public blog, website, catalogue or shop window. */
export function publicProduct(req: RequirementsModel): boolean {
  if (!req.authentication.required) return false;
  return clauses(req.product.purpose).some((c) => PUBLIC_PRODUCT.test(c) && !DENIAL.test(c));
}
