import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { Role } from "../../../../domain/artifacts/04-data-model";
import { capitalise, isPlural, stem, tokenize } from "../../../engines/embedded/text";
import type { EntityKey } from "../02-srs/concerns";
import type { ModelReading } from "../02-srs/reading";
import { isPersonEntity } from "./data-fields";
import { isParticiple, STATE_VERBS, verbFor, type MoveKind } from "./workflow-words";
import {
  BE,
  type Clause,
  CONNECTORS,
  isPresent,
  knownStates,
  type Mention,
  mentionsIn,
  MODALS,
  type Named,
  NOT_BEFORE_VERB,
  NOUN_POS,
  OBJECT_PRONOUNS,
  PLURAL_PRONOUNS,
  rolesNamed,
  sentences,
  SEQUENCE_SEPARATORS,
  skipAdverbs,
  stateAt,
  stateMove,
  tableVerb,
  type Token,
  tokensOf,
  voiceAt,
} from "./workflow-grammar";

/*
 * The moves between states that the requirements state, per entity (issue 17). Read from the functional
 * requirements and user stories (which the moves then serve), the idea's purpose and what each kind of user may do,
 * sentence by sentence with wink-nlp's tags and lemmas (tagger.ts):
 *
 * - an active verb of the table in workflow-words.ts acts on the thing named right after it ("a manager approves
 *   or rejects each claim", "members return books", "publish them" → the thing last named); its subject names
 *   who does it ("Managers must be able to approve …", "As a manager, I want to …", "Manager: approve …");
 * - a passive one acts on the thing named before it ("orders are placed, shipped and delivered", "a booking can
 *   be cancelled"), done by whoever "by" names;
 * - "from open to in progress to resolved" lists states in order, "mark a task as done" names a state.
 *
 * A verb that acts on a thing another entity records the move of ("members return books": the loan has a
 * "returned on" date) is the move of that entity. Only the words' positions decide, never meaning beyond the table.
 */

/** One move a requirement (or the idea, or a kind of user) states. */
export interface Move {
  /** The entity it moves (PascalCase). */
  entity: string;
  /** The verb in its base form ("approve"), or null for a state named without one ("mark as paid"). */
  verb: string | null;
  kind: MoveKind;
  /** The state it leads to, in the table's words or the user's ("approved", "in review"). */
  state: string;
  /** The states it starts from when the text says ("from open to resolved"). */
  from?: string[];
  /** What the action is called: "Approve", "Mark as paid". */
  label: string;
  /** Role names of who does it, as the text names them (empty when it names no role of the app). */
  roles: string[];
  /** The requirement that states it; null for the idea's purpose and the kinds of user. */
  id: string | null;
}

/** What the requirements say of one entity's life. */
export interface EntityMoves {
  moves: Move[];
  /** Whether its rows can be drafts ("save a claim as a draft", "authors draft posts"). */
  draft: boolean;
  /** The requirements that speak of its drafts. */
  draftIds: string[];
}

interface Saying {
  text: string;
  id: string | null;
}

/** Requirement text, the idea and the kinds of user, each with the requirement id it would serve. */
function sayings(req: RequirementsModel, reading: ModelReading): Saying[] {
  // "Notify users when an appointment is cancelled" names an event to tell of, not a move the app offers.
  const requirements = reading.facts
    .filter((f) => f.requirement.type !== "non-functional" && f.topic !== "notifications")
    .map((f) => ({ text: f.requirement.description, id: f.requirement.id }));
  const users = req.userClasses.flatMap((c) =>
    [c.description, ...c.permissions]
      .filter((t) => t.trim() !== "")
      .map((t) => ({ text: `${c.name}: ${t}`, id: null })),
  );
  return [...requirements, { text: req.product.purpose, id: null }, ...users];
}

/** Reads one clause's moves; `last` is what its sentence named before it, for a pronoun ("… and ship them"). */
/** Whether a verb makes an entity rather than moves it ("pay" a Payment, "approve" an Approval). */
function makes(entity: string, verb: string | null): boolean {
  return verb !== null && verb.length >= 3 && entity.toLowerCase().startsWith(stem(verb));
}

class ClauseReader {
  private readonly tokens: Token[];
  private readonly mentions: Mention[];
  private readonly used = new Set<number>();
  readonly moves: Move[] = [];
  /** Moves whose verb ends the clause with no object ("managers approve or reject"): of the thing that moves. */
  readonly objectless: Omit<Move, "entity">[] = [];

  constructor(
    private readonly clause: Clause,
    private readonly context: {
      keys: readonly EntityKey[];
      roles: readonly Role[];
      known: ReadonlySet<string>;
      id: string | null;
      last: Named | undefined;
    },
  ) {
    this.tokens = tokensOf(clause.text);
    this.mentions = mentionsIn(this.tokens, context.keys);
  }

  /** The entities the clause names. */
  named(): EntityKey[] {
    return this.mentions.map((m) => m.key);
  }

  /** Whether the clause speaks of drafts. */
  speaksOfDrafts(): boolean {
    return this.tokens.some((t) => t.lower === "draft" || t.lower === "drafts");
  }

  /** The thing named last, for a pronoun in the next clause of the sentence. */
  lastNamed(): Named | undefined {
    const mention = this.mentions.at(-1);
    return mention ? { key: mention.key, plural: this.isPluralMention(mention) } : this.context.last;
  }

  read(): Move[] {
    this.sequences();
    this.markedAs();
    this.verbs();
    return this.moves;
  }

  /** The entity named last before token `i` (or the one a pronoun there refers to). */
  private entityBefore(i: number): EntityKey | undefined {
    const mention = this.mentions.filter((m) => m.end <= i).at(-1);
    if (mention) return this.redirected(mention.key);
    const pronoun = this.tokens.slice(0, i).find((t) => t.lower === "it" || t.lower === "they");
    return pronoun ? this.antecedent(i, pronoun.lower) : undefined;
  }

  /**
   * What a pronoun at `i` refers to: the thing last named before it in the sentence whose number agrees ("them"
   * a plural, "it" a singular thing); nothing when none agrees.
   */
  private antecedent(i: number, pronoun: string): EntityKey | undefined {
    const plural = PLURAL_PRONOUNS.has(pronoun);
    // "It" is never a person ("assigns the repair to a contractor, who completes it").
    const fits = (key: EntityKey, inPlural: boolean) =>
      inPlural === plural && (plural || !isPersonEntity(key.draft));
    const agreeing = this.mentions.filter((m) => m.end <= i && fits(m.key, this.isPluralMention(m)));
    // "submit claims with receipts … pays them": the claims, not what comes with them.
    const agrees = agreeing.filter((m) => !this.withPhrase(m)).at(-1) ?? agreeing.at(-1);
    if (agrees) return agrees.key;
    const last = this.context.last;
    return last !== undefined && fits(last.key, last.plural) ? last.key : undefined;
  }

  /** Whether a mention is what something comes "with" ("claims with receipts"). */
  private withPhrase(mention: Mention): boolean {
    let k = mention.start - 1;
    while (k >= 0 && /^(?:DET|ADJ|NUM)$/.test(this.tokens[k]?.pos ?? "")) k -= 1;
    return this.tokens[k]?.lower === "with";
  }

  private isPluralMention(mention: Mention): boolean {
    return isPlural(this.tokens[mention.end - 1]?.lower ?? "");
  }

  /**
   * The subject of a passive whose "is" / "are" / "can be" ends before `start`: the thing named right before it
   * ("a booking can be cancelled"), or the one a pronoun there refers to. Nothing when other words stand between
   * ("anything is confirmed").
   */
  private subjectBefore(start: number): EntityKey | undefined {
    let j = start - 1;
    while (j >= 0 && (BE.has(this.tokens[j]?.lower ?? "") || MODALS.has(this.tokens[j]?.lower ?? ""))) j -= 1;
    j = skipAdverbs(this.tokens, j);
    const word = this.tokens[j];
    if (word === undefined) return undefined;
    if (word.lower === "it" || word.lower === "they") return this.antecedent(j, word.lower);
    return this.mentions.find((m) => m.end === j + 1)?.key;
  }

  /**
   * The thing named right after token `i` (past articles and adjectives), or the one a pronoun names (named
   * before `subject`, where the verb's subject starts: "support agents resolve them" are not the agents), and
   * where the words naming it end.
   */
  private objectAfter(
    i: number,
    verb: string | null,
    subject = i,
  ): { key: EntityKey | undefined; end: number } {
    let j = i;
    while (j < this.tokens.length && NOT_BEFORE_VERB.has(this.tokens[j]?.lower ?? "")) j += 1;
    const first = this.tokens[j];
    if (first === undefined) return { key: undefined, end: j };
    if (OBJECT_PRONOUNS.has(first.lower)) {
      const before = this.antecedent(subject, first.lower);
      return { key: before && this.redirected(before, verb), end: j + 1 };
    }
    // The words naming it: nouns and adjectives, up to a participle that starts a phrase of its own ("a repair
    // ticket listing the work").
    let end = j;
    while (
      end < this.tokens.length &&
      NOUN_POS.has(this.tokens[end]?.pos ?? "") &&
      !this.used.has(end) &&
      !(end > j && /ing$/.test(this.tokens[end]?.lower ?? ""))
    )
      end += 1;
    end = Math.max(end, j + 1);
    const head = this.mentions.filter((m) => m.start >= j && m.end <= end).at(-1);
    return { key: head ? this.redirected(head.key, verb) : undefined, end };
  }

  /**
   * The entity that records the move instead of the one named: "members return books" moves the loan (a loan
   * refers to the book and has a "returned on" date), when the book itself has no state of that name.
   */
  private redirected(key: EntityKey, verb: string | null = null): EntityKey {
    if (verb === null) return key;
    const words = [stem(verb), ...(STATE_VERBS[verb] ? [stem(STATE_VERBS[verb].state)] : [])];
    const own = key.draft.fields.some((f) => (f.values ?? []).some((v) => words.includes(stem(v))));
    if (own) return key;
    const recorder = this.context.keys.find(
      (k) =>
        k !== key && k.references.includes(key.draft.names.name) && words.some((w) => k.fieldStems.has(w)),
    );
    return recorder ?? key;
  }

  /** Roles named in `from`..`to` (exclusive), with the clause's colon subject. */
  private rolesBetween(from: number, to: number): string[] {
    const words = [
      ...tokenize(this.clause.subject),
      ...this.tokens.slice(Math.max(from, 0), to).map((t) => t.lower),
    ];
    return rolesNamed(words, this.context.roles);
  }

  /**
   * Records a move of an entity, unless the verb makes the entity rather than moves it ("pay" a Payment,
   * "approve" an Approval, "ship" a Shipment) or assigns people to something ("assign instructors to lessons").
   */
  private add(entity: EntityKey | undefined, move: Omit<Move, "entity" | "id">): void {
    if (entity === undefined) return;
    if (makes(entity.draft.names.name, move.verb)) return;
    if (move.verb === "assign" && isPersonEntity(entity.draft)) return;
    this.moves.push({ ...move, entity: entity.draft.names.name, id: this.context.id });
  }

  /** "Tickets move from open to in progress to resolved": states in order, each reached from the one before. */
  private sequences(): void {
    this.tokens.forEach((token, i) => {
      if (token.lower !== "from" || this.used.has(i)) return;
      const states: string[] = [];
      let at = i + 1;
      for (;;) {
        const found = stateAt(this.tokens, at, this.context.known);
        if (!found) break;
        states.push(found.state);
        at += found.length;
        let separated = false;
        while (SEQUENCE_SEPARATORS.has(this.tokens[at]?.lower ?? "")) {
          at += 1;
          separated = true;
        }
        if (!separated) break;
      }
      if (states.length < 2) return;
      for (let k = i; k < at; k += 1) this.used.add(k);
      const entity = this.entityBefore(i);
      const roles = this.rolesBetween(0, i);
      states.slice(1).forEach((state, k) => {
        const from = [states[k] ?? ""];
        this.add(entity, {
          ...stateMove(state, capitalise(verbFor(state) ?? `mark as ${state}`)),
          from,
          roles,
        });
      });
    });
  }

  /** "Mark a task as done": a move to the state it names. */
  private markedAs(): void {
    this.tokens.forEach((token, i) => {
      if ((token.lower !== "mark" && token.lower !== "marks") || this.used.has(i)) return;
      const as = this.tokens.findIndex((t, k) => k > i && k <= i + 6 && t.lower === "as");
      if (as < 0) return;
      let at = as + 1;
      while (/^(?:a|an|the)$/.test(this.tokens[at]?.lower ?? "")) at += 1;
      const found = stateAt(this.tokens, at, this.context.known);
      if (!found) return;
      for (let k = i; k < at + found.length; k += 1) this.used.add(k);
      const entity = this.objectAfter(i + 1, null).key;
      this.add(entity, {
        ...stateMove(found.state, `Mark as ${found.state}`),
        roles: this.rolesBetween(0, i),
      });
    });
  }

  /**
   * Verbs of the table, in groups that share a subject and an object ("approves or rejects each claim"). The
   * subject runs from the end of the previous group's object to the verb; one with no noun or pronoun ("… and
   * return them") is the previous group's.
   */
  private verbs(): void {
    let subjectStart = 0;
    let lastRoles: string[] = [];
    let i = 0;
    while (i < this.tokens.length) {
      const token = this.tokens[i];
      const verb = token && !this.used.has(i) ? tableVerb(token) : undefined;
      const voice = verb === undefined ? undefined : voiceAt(this.tokens, i, verb);
      if (verb === undefined || voice === undefined) {
        i += 1;
        continue;
      }
      const group = [verb];
      let end = i + 1;
      let joined = false;
      for (let k = end; k < this.tokens.length; k += 1) {
        const t = this.tokens[k];
        if (t === undefined || this.used.has(k)) break;
        const next = tableVerb(t);
        const fits = voice === "passive" ? isParticiple(t.lower) : next !== undefined && isPresent(t, next);
        if (CONNECTORS.has(t.lower)) joined = true;
        else if (joined && next !== undefined && fits) {
          group.push(next);
          end = k + 1;
          joined = false;
        } else if (joined && voice === "passive" && isParticiple(t.lower)) joined = false;
        else if (t.pos !== "ADV") break;
      }
      const span = this.tokens.slice(subjectStart, i);
      const named = span.some((t) => t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "PRON");
      const roles =
        voice === "passive"
          ? this.agentRoles(end)
          : named || subjectStart === 0
            ? this.rolesBetween(subjectStart, i)
            : lastRoles;
      lastRoles = roles;
      subjectStart = this.group(group, voice, { subject: this.subjectWordsStart(i), start: i, end }, roles);
      i = end;
    }
  }

  /** Where the words naming the subject of a verb at `i` start ("support agents" of "… support agents resolve"). */
  private subjectWordsStart(i: number): number {
    let j = i - 1;
    while (j >= 0 && (MODALS.has(this.tokens[j]?.lower ?? "") || this.tokens[j]?.pos === "ADV")) j -= 1;
    while (j >= 0 && /^(?:NOUN|PROPN|PRON|ADJ|DET|NUM)$/.test(this.tokens[j]?.pos ?? "")) j -= 1;
    return j + 1;
  }

  /** The roles a passive's "by …" names. */
  private agentRoles(end: number): string[] {
    const by = this.tokens.findIndex((t, k) => k >= end && t.lower === "by");
    return by < 0 ? [] : this.rolesBetween(by + 1, this.tokens.length);
  }

  /** Adds the moves of a group of verbs (its subject, first verb and end); returns where their object ends. */
  private group(
    verbs: readonly string[],
    voice: "active" | "passive",
    at: { subject: number; start: number; end: number },
    roles: string[],
  ): number {
    const { subject, start, end } = at;
    const object = voice === "active" ? this.objectAfter(end, verbs[0] ?? null, subject) : undefined;
    let after = end;
    while (this.tokens[after]?.pos === "ADV") after += 1;
    const endsClause =
      voice === "active" && (this.tokens[after] === undefined || this.tokens[after]?.pos === "PUNCT");
    for (const verb of verbs) {
      const entry = STATE_VERBS[verb];
      if (entry === undefined) continue;
      const move = { verb, kind: entry.kind, state: entry.state, label: capitalise(verb), roles };
      if (endsClause) {
        this.objectless.push({ ...move, id: this.context.id });
        continue;
      }
      const entity =
        voice === "passive" ? this.passiveSubject(start, verb) : this.objectAfter(end, verb, subject).key;
      this.add(entity, move);
    }
    return object?.end ?? end;
  }

  /** The thing a passive verb acts on: named before its "is" / "are" / "can be". */
  private passiveSubject(start: number, verb: string): EntityKey | undefined {
    const found = this.subjectBefore(start);
    return found === undefined ? undefined : this.redirected(found, verb);
  }
}

/**
 * The moves the requirements model states, by entity name (see the module comment). `roles` are the data model's
 * roles, so that a move's subject is kept only when it names one of them.
 */
export function readMoves(
  req: RequirementsModel,
  reading: ModelReading,
  roles: readonly Role[],
): Map<string, EntityMoves> {
  const byEntity = new Map<string, EntityMoves>();
  const entry = (name: string) => {
    const found = byEntity.get(name) ?? { moves: [], draft: false, draftIds: [] };
    byEntity.set(name, found);
    return found;
  };
  const known = knownStates(reading.keys);
  const objectless: Omit<Move, "entity">[] = [];
  for (const saying of sayings(req, reading)) {
    for (const sentence of sentences(saying.text)) {
      // A pronoun refers to something named in its own sentence.
      let last: Named | undefined;
      for (const clause of sentence) {
        const reader = new ClauseReader(clause, { keys: reading.keys, roles, known, id: saying.id, last });
        for (const move of reader.read()) entry(move.entity).moves.push(move);
        objectless.push(...reader.objectless);
        if (reader.speaksOfDrafts()) {
          const named = reader.named();
          for (const key of named.length > 0 ? named : last ? [last.key] : []) {
            const found = entry(key.draft.names.name);
            found.draft = true;
            if (saying.id !== null) found.draftIds.push(saying.id);
          }
        }
        last = reader.lastNamed();
      }
    }
  }
  // "Employees submit claims; managers approve or reject": a verb without an object moves the one thing that the
  // requirements move elsewhere; with none or several, nothing says which.
  const moving = [...byEntity].filter(([, found]) => found.moves.length > 0);
  const [only] = moving;
  if (moving.length === 1 && only)
    for (const move of objectless) {
      if (makes(only[0], move.verb)) continue;
      only[1].moves.push({ ...move, entity: only[0] });
    }
  return byEntity;
}
