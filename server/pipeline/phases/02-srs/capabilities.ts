import type { Capability, RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { tagLine } from "../../../engines/embedded/tagger";
import { joinWords } from "../../../engines/embedded/text";
import { compareRequirementIds } from "../../traceability";
import { answerLines } from "./answer-lines";
import {
  GADGETS,
  GENERATED,
  NAMED_GAMES,
  RULE_OF,
  RULES,
  TOPICAL,
  type Found,
  type KindRule,
} from "./capability-kinds";
import { draftEntities, type DraftEntity } from "./data-entities";
import { inSentence } from "./names";
import { chatNamed } from "./chat-kind";
import { builtPage, formulaIn } from "./page-kinds";

export { GENERATED, NEEDS_PROVIDER } from "./capability-kinds";

/*
 * Capabilities (K6): what an idea asks for beyond keeping records — reminders, search, reports, import and export,
 * payments, real-time updates, games, calculators and converters, rich editors, file upload, maps and calendars.
 * They are found in the project description, the checklist's answers and the stored requirements. Each is tied
 * to the requirements that state it (a new functional requirement when none does) and says plainly whether the
 * embedded engine's generated app builds it or it needs an AI provider or hand-written code (capability-kinds.ts
 * says what each kind means and which the generated app builds).
 */

/** A requirement as the recogniser reads it. */
interface Stated {
  code: string;
  type: "functional" | "non-functional" | "user-story";
  description: string;
}

/** What the recogniser reads: the description, the checklist's answers and the stored requirements. */
export interface CapabilitySources {
  description: string;
  answers: Readonly<Record<string, unknown>>;
  requirements: readonly Stated[];
  /** The things the idea keeps, when known: a quiz over cards with a question and an answer is generated. */
  entities?: readonly DraftEntity[];
}

/** The nouns just before a head word, as the tagger reads them: "a mortgage calculator" → "mortgage calculator". */
function nounPhrase(text: string, head: RegExp): string | undefined {
  for (const sentence of tagLine(text)) {
    const at = sentence.findIndex((t) => head.test(t.lower));
    if (at < 0) continue;
    let start = at;
    while (start > 0 && start > at - 3 && /^(?:NOUN|PROPN)$/.test(sentence[start - 1]?.pos ?? "")) start -= 1;
    const words = sentence.slice(start, at + 1).map((t) => t.lower);
    return words.join(" ");
  }
  return undefined;
}

/** Words before "game" that say what kind of game, not which: "the classic arcade game". */
const GENERIC_GAME_WORDS =
  /^(?:arcade|classic|board|card|video|browser|mobile|online|simple|word|puzzle|party|multiplayer|little|fun|retro|casual|educational|two-player|single-player)$/;

/** A game the text names: "chess", the words before "game" ("snake game" → "snake"), or "Snake, the … game". */
function gameName(text: string): string | undefined {
  const own = NAMED_GAMES.exec(text)?.[1];
  if (own)
    return own
      .toLowerCase()
      .replace(/ /g, "-")
      .replace(/^noughts-and-crosses$/, "noughts and crosses");
  // Games named by a number: "a 2048 game", "the game of 2048".
  const numbered = /\b(\d{2,5})\s+games?\b|\bgames? of (\d{2,5})\b/i.exec(text);
  if (numbered) return numbered[1] ?? numbered[2];
  const words = (nounPhrase(text, /^games?$/)?.split(" ") ?? []).slice(0, -1);
  const specific = words.filter((w) => !GENERIC_GAME_WORDS.test(w));
  if (specific.length > 0) return specific.join(" ");
  const lead = /^\s*([A-Za-z]+)\s*(?:,|:|\bis\b|[-–—])\s*(?:the |a |an )?[\w\s-]*\bgames?\b/.exec(text)?.[1];
  return lead === undefined || /^(?:a|an|the|my|our)$/i.test(lead) ? undefined : lead.toLowerCase();
}

/** Whether a text is about playing a game, not about games kept as records ("a football league's games"). */
function playsGame(text: string): boolean {
  if (NAMED_GAMES.test(text)) return true;
  // An idea that names itself a game: "A 2048 game …", "Memory game with a leaderboard", "My snake game".
  if (
    /^\s*(?:(?:an?|the|my|our)\s+)?(?:[A-Za-z0-9-]+\s+){0,2}games?(?:$|[\s,.:;!?]+(?:with|for|where|that|which|in|to|on|against|and|$))/i.test(
      text,
    )
  )
    return true;
  return (
    /(?<!role-)\b(?:play(?:s|ed|ing)?|browser games?|video games?|arcade|high scores?)\b/i.test(text) &&
    /\bgames?\b/i.test(text)
  );
}

/**
 * The clause of a duty the text states: "… and remind owners a week before a vaccine is due." → "remind owners a
 * week before a vaccine is due"; "Users must be notified of X by e-mail" → "notify users of X by e-mail".
 */
function dutyClause(text: string): string | undefined {
  const passive = /\b(\w+) must be (notified|reminded|alerted) (of|about|when)\b([^.;!?\n]*)/i.exec(text);
  if (passive) {
    const verb = { notified: "notify", reminded: "remind", alerted: "alert" }[
      (passive[2] ?? "").toLowerCase()
    ];
    return `${verb ?? "notify"} ${(passive[1] ?? "users").toLowerCase()} ${passive[3] ?? "of"}${(passive[4] ?? "").trimEnd()}`;
  }
  const match = /\b(remind|notify|alert)\b([^.;:!?\n,]*)/i.exec(text);
  if (!match) return undefined;
  const clause = `${(match[1] ?? "").toLowerCase()}${(match[2] ?? "").trimEnd()}`;
  return clause.split(" ").length >= 3 ? clause : undefined;
}

/**
 * The rule a text states, as a clause after "enforce the rule that": the sentence around the rule's words
 * ("Members can borrow at most 3 books at a time" → "members can borrow at most 3 books at a time"); undefined when
 * that sentence is too long to restate.
 */
function ruleClause(text: string, pattern: RegExp): string | undefined {
  const sentence = text.split(/[.;!?\n]+/).find((part) => pattern.test(part));
  const words = (sentence ?? "").trim().replace(/\s+/g, " ").split(" ");
  if (words.length < 4 || words.length > 25) return undefined;
  const clause = words.join(" ").replace(/[,:]+$/, "");
  const first = clause.charAt(0);
  const lower = /^[A-Z](?:[a-z]|\s)/.test(clause) ? first.toLowerCase() + clause.slice(1) : clause;
  return `enforce the rule that ${lower}`;
}

/** The capability a text states of a kind, or undefined. */
function foundIn(text: string, rule: KindRule): Found | undefined {
  // A formula the generated app knows states a calculator by itself ("compute my BMI").
  const formula = rule.kind === "calculator" ? formulaIn(text) : undefined;
  if (!rule.pattern.test(text) && formula === undefined) return undefined;
  switch (rule.kind) {
    case "game":
      return playsGame(text) ? { kind: "game", named: gameName(text), clause: undefined } : undefined;
    case "calculator": {
      const named = nounPhrase(text, GADGETS)?.replace(/\bbmi\b/g, "BMI");
      if (formula === undefined) return { kind: "calculator", named, clause: undefined };
      return { kind: "calculator", named: named ?? formula.name, clause: undefined, formulas: [formula.id] };
    }
    case "editor":
      // "rich text" is tagged as an adjective and a noun: the tagger's phrase would say only "text editor".
      return {
        kind: "editor",
        named: /\brich[- ]text editors?\b/i.test(text) ? "rich text editor" : nounPhrase(text, /^editors?$/),
        clause: undefined,
      };
    case "reminders":
      return { kind: "reminders", named: undefined, clause: dutyClause(text) };
    case "real-time":
      // A chat the generated app builds is named by it (chat-kind.ts): "chat room", "messaging".
      return { kind: "real-time", named: chatNamed(text), clause: undefined };
    case "rules":
      return { kind: "rules", named: undefined, clause: ruleClause(text, rule.pattern) };
    case "calendar":
      // "work with users' calendars" (the Calendars integration) is about their own calendars, not a view.
      return {
        kind: "calendar",
        named: undefined,
        clause: /\b(?:users'|their own|their) calendars\b|\bwork with (?:\S+ )?calendars\b/i.test(text)
          ? "own calendars"
          : undefined,
      };
    default:
      return { kind: rule.kind, named: undefined, clause: undefined };
  }
}

/** Whether a functional requirement or user story states a kind of capability: its text names it. */
function states(requirement: Stated, rule: KindRule): boolean {
  return requirement.type !== "non-functional" && foundIn(requirement.description, rule) !== undefined;
}

/** The sentence a requirement for a capability no requirement states yet reads. */
export function capabilityRequirement(found: Found): string {
  const rule = RULE_OF.get(found.kind);
  if (!rule) return "";
  const does = rule.does(found);
  return rule.actor === "users" ? `Users must be able to ${does}.` : `The application must ${does}.`;
}

function statementOf(found: Found, rule: KindRule): string {
  const does = rule.does(found);
  return rule.actor === "users" ? `The application will let users ${does}.` : `The application will ${does}.`;
}

function reasonOf(found: Found, rule: KindRule): string {
  if ((GENERATED.has(rule.kind) || found.generated === true) && rule.builtAs) return rule.builtAs;
  const { what, plural } = rule.missing(found);
  const it = plural ? "them" : "it";
  return `${what} ${plural ? "need" : "needs"} an AI provider or hand-written code; the embedded engine does not build ${it} offline.`;
}

/** Every kind the sources state, in RULES order, from the description, the answers, then the requirements. */
function recognise(sources: CapabilitySources): Found[] {
  const texts = [
    sources.description,
    ...answerLines(sources.answers["product-purpose"]),
    ...answerLines(sources.answers["core-features"]),
    ...answerLines(sources.answers["user-stories"]),
    ...sources.requirements.filter((r) => r.type !== "non-functional").map((r) => r.description),
  ];
  return RULES.flatMap((rule) => {
    const all = texts.flatMap((text) => foundIn(text, rule) ?? []);
    const best =
      all.find((f) => f.formulas !== undefined) ??
      all.find((f) => f.named !== undefined || f.clause !== undefined) ??
      all[0];
    // A calculator builds every formula the sources ask for (page-kinds.ts).
    const formulas = [...new Set(all.flatMap((f) => f.formulas ?? []))];
    const when = rule.generatedWhen;
    // Built only when the generator builds every sentence that states the kind.
    const stating = texts.flatMap((text) =>
      text.split(/[.;!?\n]+/).filter((part) => rule.pattern.test(part)),
    );
    if (best)
      return [
        {
          ...best,
          ...(formulas.length > 0 ? { formulas } : {}),
          ...(when ? { generated: stating.every((part) => when(part)) } : {}),
        },
      ];
    return rule.answered?.(sources.answers) ? [{ kind: rule.kind, named: undefined, clause: undefined }] : [];
  });
}

/** A requirement the recogniser adds for a capability no stored requirement states. */
export interface AddedRequirement {
  code: string;
  type: "functional";
  description: string;
  /** Its own criteria; empty when the usual ones fit. */
  acceptanceCriteria: string[];
  /** The feature it belongs to, the capability's own; undefined when a topic of features.ts takes it. */
  feature: { name: string; description: string } | undefined;
}

/**
 * The capabilities of an idea and the functional requirements to add for those no requirement states yet
 * (numbered after the highest FR-n of `requirements`). Deterministic: the same sources give the same result.
 */
export function findCapabilities(sources: CapabilitySources): {
  capabilities: Capability[];
  added: AddedRequirement[];
} {
  let next = Math.max(0, ...sources.requirements.map((r) => Number(/^FR-(\d+)$/.exec(r.code)?.[1] ?? 0)));
  const added: AddedRequirement[] = [];
  const capabilities = recognise(sources).map((found, index): Capability => {
    const rule = RULE_OF.get(found.kind) as KindRule;
    // An interactive page the generated app builds (page-kinds.ts): its own reason.
    const page = builtPage(found, sources.entities ?? []);
    let ids = sources.requirements.filter((r) => states(r, rule)).map((r) => r.code);
    if (ids.length === 0) {
      next += 1;
      const requirement: AddedRequirement = {
        code: `FR-${next}`,
        type: "functional",
        description: capabilityRequirement(found),
        acceptanceCriteria: rule.criteria(found),
        feature: TOPICAL.has(found.kind)
          ? undefined
          : { name: rule.name(found), description: statementOf(found, rule) },
      };
      added.push(requirement);
      ids = [requirement.code];
    }
    return {
      id: `CAP-${index + 1}`,
      kind: found.kind,
      name: rule.name(found),
      statement: statementOf(found, rule),
      requirementIds: [...new Set(ids)].sort(compareRequirementIds),
      built:
        GENERATED.has(found.kind) || page !== undefined || found.generated === true
          ? "generated"
          : "needs-provider",
      reason: page ?? reasonOf(found, rule),
    };
  });
  return { capabilities, added };
}

/** "players, games, lobbies and moves": what the generated app keeps as records, for the capability notes. */
export function keptRecords(model: Pick<RequirementsModel, "dataEntities">): string {
  return joinWords(
    draftEntities(model.dataEntities).map((d) => inSentence(d.names.pluralLabel)),
    "and",
  );
}
