import { lexiconEntitiesNamed } from "../../../engines/embedded/lexicon";
import { verbBase } from "../../../engines/embedded/nouns";
import { humanise, stem, tokenize } from "../../../engines/embedded/text";
import type { DraftEntity } from "./data-entities";
import { capability, readStatement } from "./statement";

/*
 * What a requirement is about: the entity it concerns (for features, `serves` and acceptance criteria), the
 * actions it asks for (create, list, …) and, for requirements about no entity, its topic (sign-in,
 * notifications, export, search). Word matching is on crude stems (text.ts), so "borrowed", "borrows" and
 * "borrowing" all meet the field "borrowed on".
 */

/** An entity as requirement text can name it. */
export interface EntityKey {
  draft: DraftEntity;
  /** Stems of the label's words, in order ("clinical note" → ["clinical", "not"]). */
  phrase: string[];
  /** PascalCase names of the entities it refers to (many-to-one and many-to-many). */
  references: string[];
  /** Stems of the words of its field labels, and of the lexicon's fields for it ("borrowed on" → "borrow"). */
  fieldStems: Set<string>;
  /** Stemmed labels of its distinctive fields (common ones such as "name" or "date" left out). */
  fieldPhrases: string[][];
}

const COMMON_FIELDS = new Set(
  [
    "name",
    "date",
    "note",
    "notes",
    "description",
    "status",
    "email",
    "phone",
    "amount",
    "quantity",
    "type",
  ].map(stem),
);

const stems = (text: string): string[] => tokenize(text).map(stem);

/** The keys requirement text is matched by, one per entity, in model order. */
export function entityKeys(drafts: readonly DraftEntity[]): EntityKey[] {
  return drafts.map((draft) => {
    const fields = draft.fields.filter((f) => f.type !== "relation");
    const known = lexiconEntitiesNamed(draft.names.name)[0]?.fields.map((f) => humanise(f.name)) ?? [];
    return {
      draft,
      phrase: stems(draft.names.label),
      references: draft.fields.flatMap((f) => (f.relationTo === undefined ? [] : [f.relationTo])),
      fieldStems: new Set([...fields.map((f) => f.label), ...known].flatMap(stems)),
      fieldPhrases: fields
        .map((f) => stems(f.label))
        .filter((p) => p.length > 0 && !(p.length === 1 && COMMON_FIELDS.has(p[0] ?? ""))),
    };
  });
}

/** Where a phrase of stems starts in a list of stems, or -1. */
function indexOfPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  for (let i = 0; i + phrase.length <= words.length; i += 1) {
    if (phrase.every((p, j) => words[i + j] === p)) return i;
  }
  return -1;
}

/** The entities a text names, in order of first mention. */
export function mentionedEntities(text: string, keys: readonly EntityKey[]): EntityKey[] {
  const words = stems(text);
  return keys
    .map((key) => ({ key, at: indexOfPhrase(words, key.phrase) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.key);
}

/** Verbs too general to point at an entity by themselves ("see", "add", "manage"). */
// prettier-ignore
const GENERAL_VERBS = new Set([
  "add", "create", "see", "view", "list", "find", "search", "filter", "sort", "edit", "update", "change", "delete",
  "remove", "manage", "record", "log", "track", "keep", "show", "mark", "set", "use", "check", "open", "read",
  "write", "get", "make", "take", "send", "provide", "support", "export", "enter", "save", "store", "print",
  "select", "choose", "browse", "display", "share", "meet", "access", "run", "start", "stop", "know", "plan",
]);

/** Words after which the next word is a verb: "and return", "to borrow", "I inspected". */
const BEFORE_VERB = new Set(["and", "or", "to", "i", "we", "they", "you", "then", "last", "first"]);

/** Whether a word of a capability acts as a verb: the first word, a past or -ing form, or after "and", "to", "I"… */
function actsAsVerb(words: readonly string[], index: number): boolean {
  const word = words[index] ?? "";
  return index === 0 || /(?:ed|ing)$/.test(word) || BEFORE_VERB.has(words[index - 1] ?? "");
}

/**
 * Whether a stem names who does a verb rather than what it makes ("player" for "play", "manager" for "manage",
 * "visitor" for "visit"): "play chess" is not about players, so a game is not filed under its players.
 */
function isAgentNoun(word: string, verb: string): boolean {
  const last = verb.slice(-1);
  return [`${verb}er`, `${verb}r`, `${verb}or`, `${verb}${last}er`].includes(word);
}

/** An entity named by a specific verb of the text: "borrow" → Loan (borrowed on), "inspected" → Inspection. */
function verbLinked(words: readonly string[], keys: readonly EntityKey[]): EntityKey | undefined {
  for (const [index, word] of words.entries()) {
    if (!actsAsVerb(words, index)) continue;
    const base = verbBase(word);
    if (base === undefined || GENERAL_VERBS.has(base)) continue;
    const verb = stem(base);
    if (keys.some((k) => k.phrase.includes(stem(word)))) continue;
    const found = keys.find(
      (k) =>
        (verb.length >= 4 && k.phrase.some((w) => w.startsWith(verb) && !isAgentNoun(w, verb))) ||
        k.fieldStems.has(verb),
    );
    if (found) return found;
  }
  return undefined;
}

/** The one entity whose distinctive fields the text names most ("by title or author" → Book), if any. */
function fieldLinked(text: string, keys: readonly EntityKey[]): EntityKey | undefined {
  const words = stems(text);
  const scored = keys
    .map((key) => ({ key, score: key.fieldPhrases.filter((p) => indexOfPhrase(words, p) >= 0).length }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || (second && second.score === best.score)) return undefined;
  return best.key;
}

/**
 * The entity a requirement concerns: one a specific verb points at ("members borrow books" → Loan), else among
 * the entities its capability names the one that refers to another named one ("book appointments with a
 * doctor" → Appointment), else the first named, else the one whose fields it names, else the one its subject
 * names. Undefined when it names no entity.
 */
export function concernedEntity(description: string, keys: readonly EntityKey[]): EntityKey | undefined {
  const statement = readStatement(description);
  const what = capability(statement);
  const linked = verbLinked(tokenize(what), keys);
  if (linked) return linked;
  const named = mentionedEntities(what, keys);
  const child = named.find((m) => named.some((o) => o !== m && m.references.includes(o.draft.names.name)));
  return child ?? named[0] ?? fieldLinked(what, keys) ?? mentionedEntities(statement.subject ?? "", keys)[0];
}

/** Cross-cutting subjects of requirements that concern no one entity. */
export type Topic = "accounts" | "notifications" | "export" | "search";

const STRONG_ACCOUNTS =
  /\b(?:sign(?:s|ed|ing)? (?:in|up|out)|log(?:s|ged|ging)? ?(?:in|out)|passwords?|two-step|profile|roles?|permissions?|their own data|user accounts?|administrator)\b/i;

/** The cross-cutting topic of a requirement that concerns no entity in particular (or accounts, always). */
export function topicOf(description: string, aboutEntity: boolean): Topic | undefined {
  if (STRONG_ACCOUNTS.test(description)) return "accounts";
  if (!aboutEntity && /\baccounts?\b/i.test(description)) return "accounts";
  if (/\b(?:notif\w*|remind\w*|alerts?)\b/i.test(description)) return "notifications";
  if (/\b(?:export\w*|csv)\b/i.test(description)) return "export";
  if (!aboutEntity && /\b(?:search\w*|filter\w*)\b/i.test(description)) return "search";
  return undefined;
}

/** What a requirement can ask to do with an entity, in the order operations are listed. */
export const ACTIONS = ["create", "update", "delete", "list", "search", "export"] as const;
export type Action = (typeof ACTIONS)[number];

// prettier-ignore
const ACTION_VERBS: Readonly<Record<Action, readonly string[]>> = {
  create: ["add", "create", "record", "register", "log", "book", "borrow", "submit", "enter", "upload", "post",
    "publish", "write", "plan", "schedule", "lend", "reserve", "order", "donate", "apply", "invite", "rate",
    "comment", "note", "save", "keep", "store", "track", "import", "harvest", "inspect", "rent", "buy", "sell",
    "manage", "maintain", "organise", "organize"],
  update: ["edit", "update", "change", "rename", "return", "renew", "mark", "move", "reschedule", "assign",
    "approve", "reject", "complete", "close", "confirm", "accept", "decline", "resolve", "archive", "tick",
    "cancel", "tag", "fix", "manage", "maintain", "organise", "organize"],
  delete: ["delete", "remove", "manage"],
  list: ["see", "view", "list", "browse", "read", "check", "show", "display", "monitor", "compare", "track",
    "open", "review", "know", "get", "manage", "maintain", "organise", "organize"],
  search: ["search", "find", "filter", "sort"],
  export: ["export", "download", "print"],
};

/**
 * What a requirement asks to do with its entity, from the action verbs that lead its capability or follow "and"
 * / "or" ("edit or delete an expense" → update, delete); "manage" means create, change, delete and list. Empty
 * when no verb says.
 */
export function actionsOf(description: string): Action[] {
  const words = tokenize(capability(readStatement(description)));
  const bases = words.flatMap((w, i) => {
    const base = i === 0 || words[i - 1] === "and" || words[i - 1] === "or" ? verbBase(w) : undefined;
    return base === undefined ? [] : [base];
  });
  return ACTIONS.filter((action) => bases.some((b) => ACTION_VERBS[action].includes(b)));
}
