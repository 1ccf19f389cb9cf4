import { nounRole, verbBase } from "../../../engines/embedded/nouns";
import {
  capitalise,
  foldAccents,
  humanise,
  joinWords,
  pascalCase,
  regularPlural,
  singular,
} from "../../../engines/embedded/text";
import { splitDetails } from "./suggest-entities";

/*
 * The data section ("data-entities") edited in conversation. Its answer is text, one thing per line, as
 * suggest-entities.ts writes and reads it ("Pet: name, species, breed"). Here the user's words change that text:
 *
 * - sentences that describe a thing and its details, said at any point of the interview: "Each pet has a name
 *   and a breed", "A vaccination has a date given", "For each owner we keep name and phone", "Pet: name, breed";
 * - corrections to the list the interview proposes: "yes" / "looks good" keeps it, "add Clinic" / "also keep
 *   invoices" adds, "rename Vet to Veterinarian" / "call owners clients" renames, "drop vaccines" / "no need for
 *   vaccines" / "remove Vaccine" removes, "Pet: name, species" sets details, several in one message.
 *
 * Lines are kept as the user wrote them; only the lines a change touches are rewritten.
 */

/** One line of the data text: a thing and its details, or a line that names no thing (kept verbatim). */
export interface DataLine {
  name: string;
  details: string[];
  raw?: string;
}

/** What a message did to the data, for the reply ("Renamed Vet to Veterinarian"). */
export type DataChange =
  | { kind: "added"; name: string }
  | { kind: "removed"; name: string }
  | { kind: "renamed"; from: string; to: string }
  | { kind: "details"; name: string; details: string[] }
  | { kind: "set"; name: string; details: string[] };

const DETERMINERS = /^(?:the|a|an|each|every|all|our|their|its|any|some|new|separate)\s+/i;

/** The user's words for a thing as its line name: "the vaccines" → "Vaccine", "staff members" → "StaffMember". */
export function thingName(words: string): string {
  let text = foldAccents(words.trim())
    .replace(/[^A-Za-z0-9 -]/g, " ")
    .trim();
  while (DETERMINERS.test(text)) text = text.replace(DETERMINERS, "");
  const parts = humanise(text.replace(/\s+/g, " "))
    .split(/[\s-]+/)
    .filter(Boolean);
  const last = parts.pop();
  return last === undefined ? "" : pascalCase([...parts, singular(last)].join(" "));
}

/** "Vaccination" → "Vaccinations", "StaffMember" → "Staff members": how the reply names a thing on the list. */
export function pluralName(name: string): string {
  const words = humanise(name).split(" ");
  const last = words.pop() ?? "";
  const plural = last === "staff" || last.endsWith("s") ? last : regularPlural(last);
  return capitalise([...words, plural].join(" "));
}

function splitLine(line: string): DataLine {
  const clean = line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim();
  const match = /^([^:(]+?)\s*(?::|\s[-–—]\s)\s*(.*)$/.exec(clean);
  const head = match?.[1] ?? clean;
  if (head.split(/\s+/).length > 4) return { name: "", details: [], raw: line };
  const name = thingName(head);
  if (!name) return { name: "", details: [], raw: line };
  return { name, details: splitDetails(match?.[2] ?? "") };
}

/** The data text as lines (blank lines left out). */
export function readLines(text: unknown): DataLine[] {
  if (typeof text !== "string") return [];
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim().length > 0)
    .map(splitLine);
}

export function renderLines(lines: readonly DataLine[]): string {
  return lines
    .map((l) => l.raw ?? (l.details.length > 0 ? `${l.name}: ${l.details.join(", ")}` : l.name))
    .join("\n");
}

/** The things on the list, as the reply names them: "Pets, Owners and Appointments". */
export function thingsSentence(lines: readonly DataLine[]): string {
  return joinWords(
    lines.filter((l) => l.name).map((l) => pluralName(l.name)),
    "and",
  );
}

/** A detail's words without its parentheses, for comparing: "vet (Vet)" → "vet". */
function detailKey(detail: string): string {
  return detail
    .replace(/\(.*\)|(?:->|→).*/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");
}

function cleanDetail(detail: string): string {
  return detail
    .trim()
    .replace(/^(?:(?:a|an|the|its|their|his|her|many|several|multiple|some|one or more)\s+)+/i, "")
    .replace(/[.!]+$/, "")
    .trim();
}

/** Details that read as details: short noun phrases, none starting with a verb ("book appointments"). */
function looksLikeDetails(details: readonly string[]): boolean {
  return (
    details.length > 0 &&
    details.every((d) => {
      const words = detailKey(d).split(" ").filter(Boolean);
      if (words.length === 0 || words.length > 4) return false;
      const first = words[0] ?? "";
      return verbBase(first) !== first || words.length === 1;
    })
  );
}

/** Words before a colon that say something other than a thing: "Roles: owner, vet", "Note: …". */
// prettier-ignore
const NOT_A_THING = new RegExp(
  `^(?:${[
    "roles?", "users?", "user types?", "kinds? of users?", "people", "actors?", "personas?", "stakeholders?",
    "goals?", "aims?", "objectives?", "notes?", "features?", "requirements?", "stories", "user stories",
    "permissions?", "access", "platforms?", "devices?", "browsers?", "budget", "costs?", "deadline", "timeline",
    "dates?", "milestones?", "hosting", "security", "performance", "integrations?", "services?", "providers?",
    "apis?", "tech", "tech stack", "stack", "technology", "technologies", "tools?", "languages?", "frameworks?",
    "constraints?", "regulations?", "compliance", "team", "contact", "example", "examples", "e\\.?g", "ps",
    "p\\.s", "update", "summary", "idea", "question", "questions", "open questions", "answer", "todo", "risks?",
    "assumptions?", "scope", "out of scope", "in scope", "mvp", "v\\d+", "(?:phase|step|release|stage) ?\\d+",
    "releases?", "phases?", "must haves?", "nice to haves?", "should haves?", "priority", "priorities",
    "competitors?", "inspiration", "references?", "links?", "also", "and", "but", "so",
  ].join("|")})$`,
  "i",
);

/** "The app has a calendar" describes the app, not something it keeps. */
const THE_APP =
  /^(?:app|application|system|website|web site|site|platform|tool|service|product|page|screen|dashboard|interface|ui|home ?page|it|this|that)$/i;

/** A sentence that describes a thing and its details, or undefined: see the header for the wordings. */
export interface DataStatement {
  name: string;
  details: string[];
  /** "Pet: name, breed" sets the thing's details; the other wordings add to them. */
  mode: "add" | "set";
}

const HAS =
  /^(?:each|every|a|an)\s+([a-z][a-z -]{0,40}?)\s+(?:has|have|needs|gets|should have|must have|will have|comes with|is stored with|includes|contains|records)\s+(?!to\b)(.+)$/i;
const FOR_EACH =
  /^(?:for|of|with|about)\s+(?:each|every|a|an|the)\s+([a-z][a-z -]{0,40}?)\s*,?\s+(?:we|i|you|it|they|the app|the system)?\s*(?:want to |need to |should |must |will |would )?(?:keep|store|track|record|need|want|save|hold|note|remember|list)s?\s+(.+)$/i;
const COLON = /^([A-Za-z][A-Za-z -]{0,40}?)\s*:\s*(.+)$/;

/** "Pets have a name and a breed": a plural subject without "each", read only while the data is asked about. */
const PLURAL_HAS =
  /^([a-z][a-z -]{0,40}?s)\s+(?:have|need|get|should have|must have|will have|include|contain)\s+(?!to\b)(.+)$/i;

/**
 * The data statement a sentence makes, if it makes one. `asked` says the data question is on the table, where
 * looser wordings count too ("Pets need a microchip number").
 */
export function dataStatement(sentence: string, asked = false): DataStatement | undefined {
  const text = sentence
    .trim()
    .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "")
    .replace(/[.!]+$/, "")
    .trim();
  const said = HAS.exec(text) ?? FOR_EACH.exec(text) ?? (asked ? PLURAL_HAS.exec(text) : null);
  if (said) {
    const head = said[1] ?? "";
    const details = splitDetails(said[2] ?? "")
      .map(cleanDetail)
      .filter(Boolean);
    if (head.split(/\s+/).length > 3 || THE_APP.test(head.trim()) || !looksLikeDetails(details))
      return undefined;
    const name = thingName(head);
    return name ? { name, details, mode: "add" } : undefined;
  }
  const colon = COLON.exec(text);
  if (colon) {
    const head = (colon[1] ?? "").trim();
    if (head.split(/\s+/).length > 3 || NOT_A_THING.test(head)) return undefined;
    const details = splitDetails(colon[2] ?? "").map((d) => d.trim().replace(/[.!]+$/, ""));
    if (details.length < (asked ? 1 : 2) || !looksLikeDetails(details)) return undefined;
    // "Owner: books appointments, pays invoices" says what a kind of user does, not what is kept about it.
    const last = head.split(/\s+/).pop() ?? "";
    const acts = (d: string) => {
      const first = d.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
      return d.trim().includes(" ") && first.endsWith("s") && verbBase(first) !== undefined;
    };
    if (isPersonWord(last) && details.some(acts)) return undefined;
    const name = thingName(head);
    return name ? { name, details, mode: "set" } : undefined;
  }
  return undefined;
}

/** The data text after a statement, and what changed (nothing when every detail was already there). */
export function applyStatement(
  lines: readonly DataLine[],
  statement: DataStatement,
): { lines: DataLine[]; change?: DataChange } {
  const found = lines.find((l) => l.name === statement.name);
  if (!found) {
    const line: DataLine = { name: statement.name, details: [...statement.details] };
    return {
      lines: [...lines, line],
      change: { kind: "added", name: statement.name },
    };
  }
  if (statement.mode === "set") {
    const next = lines.map((l) => (l === found ? { name: l.name, details: [...statement.details] } : l));
    return { lines: next, change: { kind: "set", name: statement.name, details: statement.details } };
  }
  const known = new Set(found.details.map(detailKey));
  const added = statement.details.filter((d) => !known.has(detailKey(d)));
  if (added.length === 0) return { lines: [...lines] };
  // "date given" or "next due date" says which date: the suggestion's bare "date" goes.
  const dated = added.some((d) => /\bdate\b/i.test(d));
  const kept = found.details.filter((d) => !(dated && detailKey(d) === detailKey("date")));
  // The suggestion's catch-all "notes" stays last: the user's own details come before it (the first names a row).
  const notes = kept.filter((d) => detailKey(d) === detailKey("notes"));
  const rest = kept.filter((d) => !notes.includes(d));
  const next = lines.map((l) => (l === found ? { name: l.name, details: [...rest, ...added, ...notes] } : l));
  return { lines: next, change: { kind: "details", name: statement.name, details: added } };
}

function renamed(lines: readonly DataLine[], from: string, to: string): DataLine[] {
  const oldLabel = humanise(from);
  return lines.map((l) => {
    if (l.raw !== undefined) return l;
    const details = l.details.map((d) => {
      const ref = /^(.*?)\s*\(\s*([A-Za-z][A-Za-z ]*)\s*\)\s*$/.exec(d);
      if (!ref || thingName(ref[2] ?? "") !== from) return d;
      const label = (ref[1] ?? "").trim().toLowerCase() === oldLabel ? humanise(to) : (ref[1] ?? "").trim();
      return `${label} (${to})`;
    });
    return { name: l.name === from ? to : l.name, details };
  });
}

function removed(lines: readonly DataLine[], name: string): DataLine[] {
  return lines
    .filter((l) => l.name !== name)
    .map((l) =>
      l.raw !== undefined
        ? l
        : {
            name: l.name,
            details: l.details.filter((d) => {
              const ref = /\(\s*([A-Za-z][A-Za-z ]*)\s*\)\s*$/.exec(d);
              return !ref || thingName(ref[1] ?? "") !== name;
            }),
          },
    );
}

/** What the reply to the data question says about the list, once read. */
export interface DataCorrections {
  lines: DataLine[];
  changes: DataChange[];
  /** The user agreed with the list ("yes", "looks good", "no changes"). */
  confirmed: boolean;
  /** Parts of the reply that neither confirm nor change the list, in the user's words. */
  unplaced: string[];
}

const CONFIRM =
  /^(?:yes|yep|yeah|yup|sure|ok|okay|fine|good|great|perfect|correct|right|exactly|nope|no|nah|looks? (?:good|fine|right|great|ok|okay|perfect)(?: to me)?|that'?s? (?:fine|good|right|it|all|great|perfect)|that looks (?:good|fine|right)|sounds (?:good|right|great)|all good|keep (?:it|them|that|those|all|as is|them all)|no changes?(?: needed)?|nothing(?: to (?:add|change))?(?: else)?|nothing else|no,? (?:that'?s|looks) (?:fine|good|it|all|right)|(?:yes|ok|okay),? (?:that'?s|looks) (?:fine|good|it|all|right)|thanks?|thank you|all of them)$/;

const RENAME = [
  /^(?:please\s+)?(?:rename|change|switch)\s+(.+?)\s+(?:to|into|as)\s+(.+)$/i,
  /^(?:please\s+)?(?:call|name)\s+(?:the\s+)?(.+?)\s+(?!to\b)([a-z][a-z -]*)$/i,
  /^(.+?)\s+(?:should be called|should be named|should be|are called|is called|becomes|become|->|→)\s+(.+)$/i,
];
const INSTEAD = /^(.+?)\s+instead of\s+(.+)$/i;
const REMOVE =
  /^(?:please\s+)?(?:drop|remove|delete|lose|skip|get rid of|take out|leave out|forget|no need for|(?:we\s+|i\s+)?(?:don't|do not|won't|will not)\s+(?:need|keep|track|want|store)(?:\s+to\s+(?:keep|track|store))?|without|not|no(?!\s+need\b))\s+(.+)$/i;
const NOT_NEEDED =
  /^(.+?)\s+(?:is|are)\s*(?:not|n't)\s+(?:needed|necessary|required|used)$|^(.+?)\s+(?:isn't|aren't)\s+(?:needed|necessary|required|used)$/i;
const ADD =
  /^(?:please\s+)?(?:(?:and\s+)?also\s+)?(?:add|include|keep|track|store|plus|record|(?:we\s+|i\s+)?(?:also\s+)?(?:need|want|keep|track|store)|and)\s+(.+)$/i;
const ADD_TO =
  /^(?:please\s+)?(?:also\s+)?(?:add|include|give)\s+(.+?)\s+(?:to|for|on)\s+(?:the\s+|each\s+|every\s+|all\s+)?([a-z][a-z -]*)$/i;
const LEAD = /^(?:(?:and|but|also|then|plus|oh|so|ok|okay|yes|yeah|please)\b[,\s]*)+/i;

function withoutLead(text: string): string {
  return text.replace(LEAD, "").trim();
}

/** The names a clause lists after its verb: "Clinic", "invoices and payments". */
function names(text: string): string[] {
  return text
    .split(/\s*,\s*|\s+and\s+|\s+&\s+/i)
    .map((n) => n.trim().replace(/[.!]+$/, ""))
    .filter((n) => n.length > 0 && n.split(/\s+/).length <= 3)
    .map(thingName)
    .filter(Boolean);
}

/**
 * Reads the reply to the data question against the list. Every part of the reply is either a confirmation, a
 * change, or left over (returned in the user's words so the interview can keep it as a note).
 */
export function readCorrections(current: readonly DataLine[], reply: string): DataCorrections {
  let lines = [...current];
  const changes: DataChange[] = [];
  const unplaced: string[] = [];
  let confirmed = false;
  const has = (name: string) => lines.some((l) => l.name === name);

  const sentences = reply
    .split(/\r?\n|;\s*|(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.!?]+$/, ""))
    .filter(Boolean);
  for (const sentence of sentences) {
    const statement = dataStatement(sentence, true);
    if (statement) {
      const applied = applyStatement(lines, statement);
      lines = applied.lines;
      if (applied.change) changes.push(applied.change);
      continue;
    }
    const addTo = ADD_TO.exec(withoutLead(sentence));
    if (addTo && has(thingName(addTo[2] ?? ""))) {
      const details = splitDetails(addTo[1] ?? "")
        .map(cleanDetail)
        .filter(Boolean);
      const applied = applyStatement(lines, { name: thingName(addTo[2] ?? ""), details, mode: "add" });
      lines = applied.lines;
      if (applied.change) changes.push(applied.change);
      continue;
    }
    // Clauses: "rename Vet to Veterinarian and remove Vaccine", "add Clinic, Invoice and Payment".
    const clauses = sentence.split(
      /\s*,\s*(?:and\s+|but\s+)?|\s+(?:and|but|then|plus)\s+(?=(?:please\s+)?(?:also\s+)?(?:add|include|keep|track|store|drop|remove|delete|rename|change|call|no need|don't|do not|get rid|take out|leave out|forget|without)\b)/i,
    );
    let verb: "add" | "remove" | undefined;
    for (const raw of clauses) {
      const clause = withoutLead(raw).trim();
      const lower = clause.toLowerCase();
      if (lower.length === 0) {
        if (/^(?:yes|yeah|ok|okay)\b/i.test(raw.trim())) confirmed = true;
        continue;
      }
      if (CONFIRM.test(lower)) {
        confirmed = true;
        verb = undefined;
        continue;
      }
      const instead = INSTEAD.exec(clause);
      const rename = RENAME.map((p) => p.exec(clause)).find((m) => m !== null);
      const pair = instead ? [instead[2], instead[1]] : rename ? [rename[1], rename[2]] : undefined;
      if (pair) {
        const from = thingName(pair[0] ?? "");
        const to = thingName(pair[1] ?? "");
        if (has(from) && to && from !== to) {
          const merge = has(to);
          lines = merge ? removed(lines, from) : renamed(lines, from, to);
          changes.push(merge ? { kind: "removed", name: from } : { kind: "renamed", from, to });
          verb = undefined;
          continue;
        }
      }
      const notNeeded = NOT_NEEDED.exec(clause);
      const remove = notNeeded ? (notNeeded[1] ?? notNeeded[2]) : REMOVE.exec(clause)?.[1];
      const add = ADD.exec(clause)?.[1];
      let targets: string[] | undefined;
      if (remove !== undefined) {
        verb = "remove";
        targets = names(remove);
      } else if (add !== undefined) {
        verb = "add";
        targets = names(add);
      } else if (verb !== undefined) {
        targets = names(clause);
      }
      if (!targets || targets.length === 0 || (verb === "remove" && !targets.every(has))) {
        unplaced.push(raw.trim());
        continue;
      }
      for (const name of targets) {
        if (verb === "remove") {
          lines = removed(lines, name);
          changes.push({ kind: "removed", name });
        } else if (!has(name)) {
          lines = [...lines, { name, details: [] }];
          changes.push({ kind: "added", name });
        }
      }
    }
  }
  return { lines, changes, confirmed, unplaced };
}

/** "renamed Vet to Veterinarian", "added species and breed to Pet". */
function changeWords(change: DataChange): string {
  switch (change.kind) {
    case "added":
      return `added ${change.name}`;
    case "removed":
      return `removed ${change.name}`;
    case "renamed":
      return `renamed ${change.from} to ${change.to}`;
    case "details":
      return `added ${joinWords(change.details, "and")} to ${change.name}`;
    case "set":
      return `set the details of ${change.name} to ${joinWords(change.details, "and")}`;
  }
}

/** The changes in one sentence, without its full stop: "Renamed Vet to Veterinarian and removed Vaccine". */
export function changesSentence(changes: readonly DataChange[]): string {
  return capitalise(joinWords(changes.map(changeWords), "and"));
}

/** Whether a word names a kind of person, so "Owner: name, email" still counts as data but "owners see …" not. */
export function isPersonWord(word: string): boolean {
  return nounRole(singular(word.toLowerCase())) === "person";
}
