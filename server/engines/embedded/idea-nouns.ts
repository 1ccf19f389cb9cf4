import { nounRole, verbBase, type NounRole } from "./nouns";
import { tagLine, type TaggedToken } from "./tagger";
import { singular } from "./text";
import {
  ACTION_VERBS,
  ACTIVITIES,
  ADJECTIVES,
  CONTAINERS,
  DETAIL_HEADS,
  EVENT_NOUNS,
  FIELD_WORDS,
  ING_NOUNS,
  MASS_NOUNS,
  NEVER,
  RECORD_HEADS,
  SELF_DESCRIPTIONS,
  STOP_WORDS,
  TITLED_NOUNS,
} from "./words";

/**
 * The things an idea keeps records of, read with a part-of-speech tagger (tagger.ts): runs of nouns (noun
 * phrases) in the idea's own words, singular. Verbs, adjectives, numbers, words for the app itself, its screens
 * and features, time words and filler are never things. A few corrections help the light model where ideas are
 * terse ("book appointments", "beekeepers log inspections", "each case has suspects").
 */

export interface IdeaNoun {
  /** Singular, lower case, the idea's words ("pet", "call log", "staff member"). */
  noun: string;
  role: Exclude<NounRole, "mass">;
  /** Entity nouns written before it or owning it ("hive" in "hive inspections", "pet" in "pet's vaccinations"). */
  modifiers: string[];
  /** Mass nouns written before it ("honey" in "honey harvests"). */
  masses: string[];
  /** How often the idea names it as a thing. */
  count: number;
  /** Details the idea gives it, in its words ("call logs with caller name, time and outcome"). */
  details: string[];
}

const ARTICLES = new Set(["a", "an", "the"]);
const ROLE_WORDS = new Set(["role", "user role", "permission", "user type", "actor"]);
/** "our clinic", "my shop": the user's own place, which the app is for. */
const OURS = new Set(["our", "my"]);
const COUNTING = new Set(["each", "every", "a", "an", "another", "per"]);
const LIST_RECORDS = new Set(["shopping", "packing", "wish", "todo", "reading", "bucket", "waiting"]);
const ED_NOUNS = new Set(["hundred", "thread", "seabed", "flowerbed", "homestead", "spread", "bloodshed"]);
const PARTICLES = new Set(["off", "up", "out", "in", "on", "away", "back", "down", "over"]);
/** Action verbs that are also common things or events, kept as nouns where the tagger says so. */
const KNOWN_NOUNS = new Set([
  ...EVENT_NOUNS,
  ...TITLED_NOUNS,
  "book",
  "order",
  "note",
  "post",
  "tag",
  "stock",
  "bid",
]);
const HAVE = new Set(["have", "contain", "include", "hold"]);
const NOUNISH_NEXT = new Set(["DET", "NOUN", "PROPN", "ADJ", "NUM", "PRON"]);
const BEFORE_VERB = new Set(["PUNCT", "CCONJ", "PART", "PRON", "AUX", "ADV", "SCONJ"]);

type Kind = "noun" | "verb" | "possessive" | "other";
interface Word extends TaggedToken {
  kind: Kind;
  /** Singular lower-case form used for nouns. */
  base: string;
}

function isPluralNoun(word: Word): boolean {
  return word.lower !== word.base && word.lower.endsWith("s");
}

/** Common verbs whose forms a light tagger may take for nouns ("goes", "does", "gets"). */
const IRREGULAR_VERBS = new Set([
  "go",
  "do",
  "get",
  "come",
  "become",
  "seem",
  "happen",
  "run",
  "sell",
  "make",
  "take",
]);

function ingIsVerb(lower: string): boolean {
  return lower.endsWith("ing") && lower.length > 4 && !ING_NOUNS.has(lower) && !EVENT_NOUNS.has(lower);
}

/** Nouns and verbs told apart: the tagger's view, corrected where terse ideas trip a light model. */
function classify(tokens: TaggedToken[], lineKind: "heading" | "text"): Word[] {
  const out: Word[] = [];
  tokens.forEach((token, i) => {
    const previous = out[i - 1];
    const next = tokens[i + 1];
    const base = singular(token.lower);
    const push = (kind: Kind, pos = token.pos) => void out.push({ ...token, pos, kind, base });
    if (token.pos === "PART" && (token.lower === "'s" || token.lower === "’s")) return push("possessive");
    if (HAVE.has(token.lemma) && (token.pos === "AUX" || token.pos === "VERB")) return push("verb");
    if (!/^[a-zà-ÿ][a-zà-ÿ' -]*$/.test(token.lower) || STOP_WORDS.has(token.lower)) return push("other");
    let pos = token.pos;
    // A capitalised first word, or a heading's words, are nouns the tagger took for names.
    const acronym = /^[A-Z]{2,}s?$/.test(token.text);
    if (pos === "PROPN" && (i === 0 || lineKind === "heading" || previous?.pos === "PUNCT" || acronym))
      pos = "NOUN";
    // "book appointments", "beekeepers log inspections": an action verb before its object.
    const afterNext = tokens[i + 2];
    const pluralNext =
      next?.pos === "VERB" &&
      next.lower.endsWith("s") &&
      (!afterNext || ["CCONJ", "PUNCT", "ADP"].includes(afterNext.pos));
    const particleNext = next !== undefined && PARTICLES.has(next.lower) && previous?.pos !== "DET";
    // A plural opening a clause is its subject ("volunteers check …"), not a verb.
    const subjectPlural = base !== token.lower && (previous === undefined || previous.pos === "PUNCT");
    const phrasal = particleNext && previous?.kind === "noun" && isPluralNoun(previous);
    if (pos === "NOUN" && phrasal) pos = "VERB";
    if (
      pos === "NOUN" &&
      !subjectPlural &&
      verbBase(token.lower) !== undefined &&
      next &&
      (NOUNISH_NEXT.has(next.pos) || pluralNext || particleNext)
    ) {
      const afterSubject = previous?.kind === "noun" && isPluralNoun(previous);
      if (previous === undefined || BEFORE_VERB.has(previous.pos) || afterSubject) pos = "VERB";
    }
    // "each case has suspects and clues", "call logs with …": a plural after a noun, a determiner or "has".
    if (pos === "VERB" && token.lower.endsWith("s") && previous) {
      const afterHave = previous.lemma === "have" || ["DET", "ADJ", "ADP"].includes(previous.pos);
      const closes = !next || ["ADP", "PUNCT", "CCONJ"].includes(next.pos);
      // "… call logs with", "record walks and …": a plural closing a phrase after a noun or a verb.
      // … but not after a person, who does it: "the applicant gives", "the applicant uploads".
      const afterDoer = previous.kind === "noun" && nounRole(previous.base) === "person";
      const inCompound = (previous.kind === "noun" || previous.kind === "verb") && closes && !afterDoer;
      if (afterHave || inCompound) pos = "NOUN";
    }
    if (pos === "VERB" && previous?.pos === "DET") pos = "NOUN";
    // "a call logging system": a gerund between two nouns qualifies the last one.
    const qualifies = previous?.kind === "noun" || ["DET", "PRON", "ADJ"].includes(previous?.pos ?? "");
    if (pos === "VERB" && token.lower.endsWith("ing") && qualifies && next?.pos === "NOUN") pos = "NOUN";
    if (pos !== "NOUN") return push(pos === "VERB" || pos === "AUX" ? "verb" : "other", pos);
    if (ingIsVerb(token.lower) || ADJECTIVES.has(token.lower) || token.lower.includes("'"))
      return push("other", pos);
    // "itemised", "signed": participles the tagger took for nouns.
    if (/(?:ised|ized|[^e]ed)$/.test(token.lower) && token.lower.length > 5 && !ED_NOUNS.has(token.lower))
      return push("other", pos);
    // A bare action verb the tagger called a noun ("parks give comments"): a noun needs an article, or a plural.
    const bare = !previous || !["DET", "ADJ", "NUM"].includes(previous.pos) || previous.kind === "verb";
    if (bare && base === token.lower && ACTION_VERBS.has(token.lower) && !KNOWN_NOUNS.has(token.lower))
      return push("verb", "VERB");
    // "the stock goes down": a verb's own form the tagger called a noun ("goes" → go, not a "goe").
    if (token.lemma !== base && IRREGULAR_VERBS.has(token.lemma) && !KNOWN_NOUNS.has(base))
      return push("verb", "VERB");
    // "holds at most 6 people": a head count, not a record of persons.
    if (token.lower === "people" && previous?.pos === "NUM") return push("other", pos);
    // "each class takes up to 15": after "each" or "every" and a noun, a verb's -s form is that noun's verb.
    const eachOne = previous?.kind === "noun" && /^(?:each|every)$/.test(out[i - 2]?.lower ?? "");
    if (
      eachOne &&
      base !== token.lower &&
      (IRREGULAR_VERBS.has(base) || ACTION_VERBS.has(base) || HAVE.has(base))
    )
      return push("verb", "VERB");
    push("noun", pos);
  });
  return out;
}

// prettier-ignore
/** Verbs whose act is itself a record, named as a noun ("members borrow books" → a loan of a book). */
export const TRANSACTIONS: Readonly<Record<string, string>> = {
  borrow: "loan", lend: "loan", rent: "rental", order: "order", buy: "purchase", purchase: "purchase",
  reserve: "reservation", donate: "donation", pay: "payment", enrol: "enrolment", enroll: "enrollment",
  register: "registration", claim: "claim", review: "review", rate: "rating", vote: "vote", bid: "bid",
  subscribe: "subscription", sell: "sale", deliver: "delivery", invoice: "invoice", book: "booking",
  enter: "entry", sponsor: "sponsorship", inspect: "inspection", harvest: "harvest",
};

interface Phrase {
  words: Word[];
  /** Describing words right before it ("due" in "due dates"). */
  adjectives: string[];
  /** "with" introduces it (skipping articles and describing words): "… with caller name, time and outcome". */
  afterWith: boolean;
  /** "for a" introduces it: "a volunteer rota for a food bank" names whom the app is for. */
  forOne: boolean;
  /** The phrase opens its sentence. */
  leads: boolean;
  /** A comma or "and"/"or" follows it: the next phrase is another item of the same list. */
  listContinues: boolean;
  /** The determiner just before the phrase ("each", "an", "the"), if any. */
  determiner: string | null;
  /** The lemma of the verb whose object this phrase is, if any. */
  verb: string | null;
  /** The phrase directly follows an action verb (its object): "store your notes". */
  object: boolean;
  /** The noun phrase owning this one through "'s". */
  owner: string | null;
  /** The first noun phrase of the idea, right after an article. */
  first: boolean;
}

/** "fill-ups", "check-ins": a verb and its particle joined by a hyphen are one noun ("fill up"). */
function joinPhrasalNouns(tokens: TaggedToken[]): TaggedToken[] {
  const out: TaggedToken[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const [token, dash, particle] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (token && dash?.text === "-" && particle && /^(?:ups?|ins?|outs?|offs?)$/.test(particle.lower)) {
      const lower = `${token.lower} ${particle.lower}`;
      out.push({ text: `${token.text}-${particle.text}`, lower, pos: "NOUN", lemma: lower });
      i += 2;
      continue;
    }
    if (token) out.push(token);
  }
  return out;
}

function phrasesOf(words: Word[], isFirstSentence: boolean): Phrase[] {
  const phrases: Phrase[] = [];
  let run: Word[] = [];
  let lastVerbAt = -10;
  let owner: string | null = null;
  let pendingOwner: string | null = null;
  const flush = (index: number) => {
    if (run.length > 0) {
      const startIndex = index - run.length;
      const between = words.slice(lastVerbAt + 1, startIndex);
      const object = between.every((w) => w.kind === "other" && !["with", "by", "of"].includes(w.lower));
      const isObject = lastVerbAt >= 0 && object;
      const before = words[startIndex - 1];
      const after = words[index];
      let lead = startIndex - 1;
      const adjectives: string[] = [];
      while (
        lead >= 0 &&
        (words[lead]?.pos === "ADJ" || words[lead]?.pos === "DET" || words[lead]?.pos === "PRON")
      ) {
        if (words[lead]?.pos === "ADJ") adjectives.unshift(words[lead]?.lower ?? "");
        lead -= 1;
      }
      phrases.push({
        words: run,
        adjectives,
        afterWith: words[lead]?.lower === "with",
        forOne: words[lead]?.lower === "for" && ARTICLES.has(words[lead + 1]?.lower ?? ""),
        leads: words.slice(0, startIndex).every((w) => w.kind === "other" && w.pos !== "NOUN"),
        listContinues: after !== undefined && (after.lower === "," || after.pos === "CCONJ"),
        determiner:
          before?.pos === "DET" || (before?.pos === "PRON" && OURS.has(before.lower)) ? before.lower : null,
        verb: isObject
          ? (verbBase(words[lastVerbAt]?.lower ?? "") ?? words[lastVerbAt]?.lemma ?? null)
          : null,
        object: isObject,
        owner,
        first:
          isFirstSentence &&
          phrases.length === 0 &&
          words.slice(0, startIndex).every((w) => ARTICLES.has(w.lower) || w.pos === "ADJ"),
      });
    }
    run = [];
  };
  // "each case has suspects and clues": what follows "has" in a sentence belongs to the phrase before it.
  let holder: string | null = null;
  words.forEach((word, i) => {
    if (word.kind === "noun") {
      if (run.length === 0) {
        owner = pendingOwner ?? holder;
        pendingOwner = null;
      }
      run.push(word);
      return;
    }
    if (word.kind === "possessive" && run.length > 0) {
      pendingOwner = run.map((w) => w.base).join(" ");
      flush(i);
      return;
    }
    const before = phrases[phrases.length - 1];
    flush(i);
    // ", and …" starts another clause: what follows no longer belongs to the holder.
    if (word.pos === "CCONJ" && words[i - 1]?.pos === "PUNCT") holder = null;
    if (word.kind === "verb") {
      lastVerbAt = i;
      const last = run.length === 0 ? phrases[phrases.length - 1] : before;
      holder = HAVE.has(word.lemma) && last ? last.words.map((w) => w.base).join(" ") : null;
    }
  });
  flush(words.length);
  return phrases;
}

/** Markdown's markers off a line: headings, bullets, numbering, emphasis, table pipes and code ticks. */
function plainLine(line: string): { text: string; kind: "heading" | "text" } {
  const heading = /^\s{0,3}#{1,6}\s/.test(line);
  const text = line
    // "a voice part (soprano, alto, tenor)": examples and values in parentheses are not things of their own.
    .replace(/\([^()]*\)/g, " ")
    .replace(/^\s{0,3}#{1,6}\s+/, "")
    .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "")
    .replace(/[*_`~>]+/g, " ")
    .replace(/\|/g, " ; ")
    .replace(/\bkeep(s|ing)? track of\b/gi, "track")
    .replace(/([a-z]{3,})-(?!(?:ups?|ins?|outs?|offs?|ons?|overs?)\b)([a-z]{3,})/gi, "$1 $2");
  return { text, kind: heading ? "heading" : "text" };
}

function roleOf(noun: string): Exclude<NounRole, "mass"> {
  const role = nounRole(noun.split(" ").pop() ?? noun);
  return role === "mass" ? "thing" : role;
}

// prettier-ignore
/** Words for the app or its parts in the singular, but records when written in the plural ("our projects"). */
const RECORDS_IN_PLURAL = new Set([
  "project", "product", "service", "document", "program", "programme", "issue", "page", "site", "report",
  "application", "record", "list", "event", "table",
]);

/** Verbs of a shop's goods. */
const SELLING = new Set(["browse", "buy", "sell", "order", "stock", "purchase", "add", "offer", "ship"]);

function acceptable(base: string, plural = false): boolean {
  if (plural && RECORDS_IN_PLURAL.has(base)) return true;
  return base.length >= 3 && !NEVER.has(base) && !MASS_NOUNS.has(base);
}

/**
 * The idea's things, in order of first mention (see the module comment). Each noun phrase gives its head (less a
 * container word: "vaccination history" → vaccination), or one compound for a record head or a person ("call
 * log", "staff member"); other nouns before the head are things of their own and are kept as its modifiers.
 */
export function ideaNouns(text: string): IdeaNoun[] {
  const found = new Map<string, IdeaNoun>();
  let lastAdded: string | null = null;
  const add = (noun: string, modifiers: string[], masses: string[]) => {
    lastAdded = noun;
    const existing = found.get(noun);
    if (existing) {
      existing.count += 1;
      for (const m of modifiers) if (!existing.modifiers.includes(m)) existing.modifiers.push(m);
      return;
    }
    found.set(noun, { noun, role: roleOf(noun), modifiers, masses, count: 1, details: [] });
  };
  let firstSentence = true;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = plainLine(rawLine);
    for (const tokens of tagLine(line.text)) {
      const words = classify(joinPhrasalNouns(tokens), line.kind);
      // "Roles: owner, receptionist, vet and admin": who uses the app, not what it keeps (roles are read apart).
      const opening = words.find((w) => w.kind === "noun");
      if (opening && ROLE_WORDS.has(opening.base) && words.indexOf(opening) <= 2) continue;
      let listOfThings = false;
      let detailsOf: string | null = null;
      lastAdded = null;
      for (const phrase of phrasesOf(words, firstSentence)) {
        if (phrase.afterWith) detailsOf = lastAdded;
        // "call-logging system": the logging of calls is a log of them.
        let bases = phrase.words.slice(-3).map((w) => (w.base === "logging" ? "log" : w.base));
        const full = bases.length;
        // "shopping list", "packing list": a list that is itself the record.
        const listRecord = bases.length === 2 && bases[1] === "list" && LIST_RECORDS.has(bases[0] as string);
        while (!listRecord && bases.length > 1 && CONTAINERS.has(bases[bases.length - 1] as string))
          bases = bases.slice(0, -1);
        if (listRecord) {
          add(bases.join(" "), [], []);
          continue;
        }
        // "a high-score table": what a container holds are records, even words that are usually details.
        const held = bases.length < full;
        const head = bases[bases.length - 1] as string;
        const modifiers = bases
          .slice(0, -1)
          .filter((m) => acceptable(m) && !FIELD_WORDS.has(m) && !ACTIVITIES.has(m) && !CONTAINERS.has(m))
          .filter((m) => !(phrase.first && SELF_DESCRIPTIONS.has(m)));
        const masses = bases.slice(0, -1).filter((m) => MASS_NOUNS.has(m));
        // "A vet clinic where …", "… for our vet clinic": the place the app is for, not a record it keeps.
        const self = phrase.first || phrase.forOne || OURS.has(phrase.determiner ?? "");
        if (self && SELF_DESCRIPTIONS.has(head)) continue;
        // "A clinic booking app where …": the app is named after what it does; the rest of the idea says with what.
        if (phrase.first && held && roleOf(head) === "event") continue;
        if ((CONTAINERS.has(head) || ACTIVITIES.has(head)) && bases.length === 1) continue;
        const ownedBy = phrase.owner !== null && acceptable(phrase.owner) ? [phrase.owner] : [];
        // "temperature log", "tasting note": a record of something, whatever the word before it.
        const recordOf = bases
          .slice(0, -1)
          .filter((m) => m.length >= 3 && !NEVER.has(m) && !CONTAINERS.has(m));
        if (RECORD_HEADS.has(head) && recordOf.length > 0) {
          add([...recordOf, head].join(" "), ownedBy, []);
          continue;
        }
        const last = phrase.words[phrase.words.length - 1];
        const written = last !== undefined && last.lower !== last.base;
        // "projects, issues and comments": a plural listed with things is a thing; "Results for …" leads a line.
        const listed = written && (listOfThings || phrase.leads);
        const attribute = FIELD_WORDS.has(head) && !phrase.object && !held && !listed;
        // "… with caller name, time and outcome": details of the thing before "with".
        const target = detailsOf === null ? undefined : found.get(detailsOf);
        if (target && DETAIL_HEADS.has(head) && !listed && !held) {
          const label = [...phrase.adjectives, ...bases].join(" ");
          if (!target.details.includes(label)) target.details.push(label);
          if (!phrase.listContinues) detailsOf = null;
          continue;
        }
        if (!phrase.listContinues) detailsOf = null;
        // "applications", "each application": records; "the application" may be the app itself.
        const plural = written || COUNTING.has(phrase.determiner ?? "");
        listOfThings = false;
        // "customers browse teas", "we sell cheeses": a mass noun in the plural, bought or sold, is a kind of goods.
        const goods = written && MASS_NOUNS.has(head) && SELLING.has(phrase.verb ?? "");
        if (!goods && !acceptable(head, plural) && !(RECORD_HEADS.has(head) && modifiers.length > 0))
          continue;
        if (attribute) continue;
        listOfThings = phrase.listContinues;
        // "dog walker", "class teacher": a person qualified by a thing, one role; not by an event ("wedding guest").
        const personCompound = roleOf(head) === "person" && modifiers.every((m) => roleOf(m) !== "event");
        if (modifiers.length > 0 && personCompound) {
          add([...modifiers, head].join(" "), ownedBy, []);
          continue;
        }
        for (const m of modifiers) if (roleOf(m) !== "event" || !EVENT_NOUNS.has(head)) add(m, [], []);
        add(head, [...modifiers, ...ownedBy], masses);
        // The act itself is a record when the verb names one and its object is a thing, not an event.
        const act = phrase.verb === null ? undefined : TRANSACTIONS[phrase.verb];
        if (act !== undefined && act !== head && roleOf(head) !== "event") add(act, [head], []);
      }
      firstSentence = false;
    }
  }
  // "vaccinations … before a vaccine is due": the record is the vaccination; the vaccine is one of its details.
  const nouns = [...found.values()];
  return nouns.filter(
    (n) => n.role === "person" || !found.has(`${n.noun.replace(/e$/, "")}ation`) || n.noun.includes(" "),
  );
}
