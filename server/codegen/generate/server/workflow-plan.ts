import type { Entity, Transition, Workflow } from "../../../../domain/artifacts/04-data-model";
import { joinWords } from "../../../engines/embedded/text";
import { entityNames, inSentence, withArticle } from "../../../pipeline/phases/02-srs/names";
import type { FieldInfo } from "./model";

/*
 * Workflows in the generated server (issue 17): the plan of an entity's workflow (its state field, its transitions
 * with the roles that may perform them, the history table) and the plain-English messages the app answers with:
 *
 * - a transition from a state it does not apply to (409): "A claim that is approved cannot be rejected: reject
 *   applies to submitted claims." (an action of several words: "Start work does not apply to a ticket that is
 *   resolved: it applies to open tickets.")
 * - a change of the state through PUT/PATCH (409): "The status changes only through its actions: submit,
 *   approve, reject."
 * - a role the transition does not list (403): "Your role (Employee) may not approve claims".
 */

export interface TransitionInfo {
  transition: Transition;
  /** The roles that may perform it (names of the data model's roles); empty: anyone who may update the row. */
  roles: string[];
  /** A refusal is `before` + the state in words + `after`: "A claim that is " … " cannot be approved: approve applies to submitted claims." */
  refusal: { before: string; after: string };
  /** "approve claims", after "Your role (…) may not ". */
  forbidden: string;
}

export interface WorkflowInfo {
  workflow: Workflow;
  /** The enum field holding the state. */
  field: FieldInfo;
  states: string[];
  initial: string;
  transitions: TransitionInfo[];
  /** The 409 of an update that changes the state. */
  locked: string;
  /** The history table: `<table>_transitions` and its Drizzle constant. */
  history: { table: string; constName: string; index: string };
}

/** Verbs whose past participle is not the verb plus -d or -ed. */
// prettier-ignore
const IRREGULAR: Readonly<Record<string, string>> = {
  pay: "paid", repay: "repaid", send: "sent", resend: "resent", withdraw: "withdrawn", begin: "begun",
  give: "given", take: "taken", retake: "retaken", hold: "held", put: "put", set: "set", reset: "reset",
  shut: "shut", do: "done", undo: "undone", redo: "redone", write: "written", rewrite: "rewritten",
  choose: "chosen", lay: "laid", make: "made", buy: "bought", sell: "sold", get: "got", find: "found",
  keep: "kept", leave: "left", lose: "lost", win: "won", read: "read", reread: "reread", run: "run",
  rerun: "rerun", forgive: "forgiven", freeze: "frozen", unfreeze: "unfrozen", break: "broken",
  bring: "brought", hide: "hidden", unhide: "unhidden", tell: "told", throw: "thrown", build: "built",
  rebuild: "rebuilt", spend: "spent", lend: "lent", bid: "bid", cut: "cut", quit: "quit", split: "split",
};

/** Verbs that double their last consonant before -ed ("submitted", "cancelled"). */
// prettier-ignore
const DOUBLED = new Set([
  "submit", "resubmit", "admit", "commit", "permit", "omit", "transmit", "emit", "refer", "prefer", "transfer",
  "defer", "confer", "plan", "replan", "stop", "drop", "tag", "flag", "unflag", "ban", "unban", "bar", "pin",
  "unpin", "scrap", "swap", "log", "plug", "unplug", "grab", "wrap", "unwrap", "occur", "cancel", "label",
  "relabel", "travel", "model", "signal", "level", "control", "patrol", "compel", "expel", "propel", "dispel",
  "regret", "trim", "skip", "step", "strip", "shop", "clip", "scan", "rescan", "snap", "tip", "top", "trap",
  "zip", "unzip", "fit", "refit", "star", "unstar", "pet", "vet", "dub", "rub", "ship", "reship",
]);

/** "approve" → "approved", "submit" → "submitted", "pay" → "paid", "carry" → "carried". */
export function pastParticiple(verb: string): string {
  const word = verb.toLowerCase();
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (DOUBLED.has(word)) return `${word}${word.charAt(word.length - 1)}ed`;
  if (word.endsWith("e")) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  return `${word}ed`;
}

/** What a transition's refusal says around the state the row is in (see the module comment). */
function refusal(
  action: string,
  one: string,
  many: string,
  from: readonly string[],
): TransitionInfo["refusal"] {
  const a = withArticle(one);
  const rows = rowsIn(from, many);
  if (/^[a-z]+$/i.test(action))
    return {
      before: `${a.charAt(0).toUpperCase()}${a.slice(1)} that is `,
      after: ` cannot be ${pastParticiple(action)}: ${action} applies to ${rows}.`,
    };
  return {
    before: `${action.charAt(0).toUpperCase()}${action.slice(1)} does not apply to ${a} that is `,
    after: `: it applies to ${rows}.`,
  };
}

/** A state as words: "in_progress" → "in progress" ("no-show" stays). */
export function stateWords(state: string): string {
  return state.replace(/_+/g, " ").trim();
}

/** "submitted claims", or "claims that are in progress" when a state is several words. */
function rowsIn(states: readonly string[], plural: string): string {
  const words = states.map(stateWords);
  const list = joinWords(words, "or");
  return words.every((w) => !/\s/.test(w)) ? `${list} ${plural}` : `${plural} that are ${list}`;
}

function entityWords(entity: Entity): { one: string; many: string } {
  const label = entity.label.trim() || entity.name;
  return { one: inSentence(label), many: inSentence(entityNames(label).pluralLabel) };
}

/**
 * The plan of an entity's workflow, or null when it has none or it does not fit the entity (its field is not one
 * of its enum fields). `roleNames`: the data model's roles when the app enforces them (else transitions' roles
 * are left out: anyone who may update the row performs them).
 */
export function workflowPlan(
  entity: Entity,
  fields: readonly FieldInfo[],
  roleNames: ReadonlySet<string> | null,
  history: WorkflowInfo["history"],
): WorkflowInfo | null {
  const workflow = entity.workflow;
  if (!workflow || workflow.transitions.length === 0) return null;
  const field = fields.find((f) => f.field.name === workflow.field && f.field.type === "enum");
  const states = field?.field.enumValues ?? [];
  if (!field || !states.includes(workflow.initial)) return null;
  const { one, many } = entityWords(entity);
  const transitions = workflow.transitions
    .filter((t) => states.includes(t.to) && t.from.every((s) => states.includes(s)))
    .map((transition): TransitionInfo => {
      const action = inSentence(transition.label.trim() || transition.name);
      return {
        transition,
        roles: roleNames ? transition.roles.filter((r) => roleNames.has(r)) : [],
        refusal: refusal(action, one, many, transition.from),
        forbidden: `${action} ${many}`,
      };
    });
  if (transitions.length === 0) return null;
  const actions = transitions.map((t) => inSentence(t.transition.label.trim() || t.transition.name));
  return {
    workflow,
    field,
    states,
    initial: workflow.initial,
    transitions,
    locked: `The ${(field.field.label.trim() || field.field.name).toLowerCase()} changes only through its actions: ${actions.join(", ")}.`,
    history,
  };
}
