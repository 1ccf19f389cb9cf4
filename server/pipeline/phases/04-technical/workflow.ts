import {
  workflowIssues,
  type Field,
  type Role,
  type Transition,
  type Workflow,
} from "../../../../domain/artifacts/04-data-model";
import { capitalise } from "../../../engines/embedded/text";
import { sortRequirementIds } from "../../traceability";
import { camelIdentifier } from "../02-srs/names";
import type { EntityMoves, Move } from "./workflow-reading";
import {
  DONE_RANK,
  EXIT_STATES,
  NO_CANCEL_RANK,
  SKIPPABLE_STATES,
  STATE_BEFORE,
  STATE_FIELD,
  STATE_RANK,
  STATE_SYNONYMS,
  verbFor,
} from "./workflow-words";

/*
 * An entity's workflow (issue 17) from the moves the requirements state (workflow-reading.ts). Rules:
 *
 * - A workflow exists only when some move changes an existing row's state (approve, ship, cancel, reopen, "from open
 *   to resolved"); verbs that only bring rows into being (place, borrow, submit without drafts) and a status field
 *   on its own never make one, nor do "assign" and "open" on their own unless the row has that state.
 * - The states are the values of the entity's state field (status, state, stage or phase) when it has values, with
 *   the states the moves name added in lifecycle order; else a new required enum field `status` (or a valueless
 *   `status` made an enum) whose states are the moves' states in lifecycle order (workflow-words.ts), led by how a
 *   row begins: the state of the verb that creates it ("borrowed"), a draft when drafts are spoken of, or the state
 *   before the first move ("pending" before "approve", "draft" before "open").
 * - The initial state is the first state of the main line (states other than rejected, cancelled, …), which no
 *   forward move leads to.
 * - A forward move comes from the state before it on the main line, and from the one before that while the state
 *   between may be skipped ("resolve" applies to open and pending tickets); "reject" from where "approve" starts;
 *   "cancel" from every state still in play (before shipping, publishing, delivery); "reopen" from the finished
 *   states; a "from … to …" sequence from the states it names.
 * - Every state can be reached: one no stated move reaches gets its own move (its verb, else "Mark as …"), serving no
 *   requirement and open to anyone who may change the row.
 * - A move's roles are the app's roles its subjects name, with the role that manages accounts (which does
 *   everything); none when no subject names a role. It serves the requirements that state it; the workflow serves
 *   those and the ones that speak of drafts when rows start as drafts.
 */

/** The workflow of an entity, with its fields as they become (the state field added or given its states). */
export interface EntityWorkflow {
  fields: Field[];
  workflow: Workflow;
}

type Kind = Move["kind"];

/** The value of `values` a state is written as ("cancelled" as "canceled"), if any. */
function valueFor(state: string, values: readonly string[]): string | undefined {
  const words = [state, ...(STATE_SYNONYMS[state] ?? [])];
  for (const word of words) {
    const found = values.find((v) => v.toLowerCase() === word);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The entity's field that holds its state: a state-named field, else an enum some move names a value of. */
function stateField(fields: readonly Field[], moves: readonly Move[]): Field | undefined {
  const enums = fields.filter((f) => f.type === "enum" && (f.enumValues?.length ?? 0) > 0);
  return (
    enums.find((f) => STATE_FIELD.test(f.name)) ??
    enums.find((f) => moves.some((m) => valueFor(m.state, f.enumValues ?? []) !== undefined)) ??
    fields.find((f) => STATE_FIELD.test(f.name) && (f.type === "string" || f.type === "text"))
  );
}

function rankOf(state: string): number | undefined {
  return STATE_RANK[state.toLowerCase()];
}

/** Puts a state into an ordered list: an ending at the end, else before the first state ranked after it. */
function insertState(states: string[], state: string, after?: string): void {
  if (states.includes(state)) return;
  const rank = rankOf(state);
  if (EXIT_STATES.has(state)) {
    states.push(state);
    return;
  }
  const anchor = after === undefined ? -1 : states.indexOf(after);
  const at =
    rank === undefined
      ? anchor >= 0
        ? anchor + 1
        : states.findIndex((s) => EXIT_STATES.has(s))
      : states.findIndex((s) => EXIT_STATES.has(s) || (rankOf(s) ?? -1) > rank);
  if (at < 0) states.push(state);
  else states.splice(at, 0, state);
}

/** A move as the workflow reads it: its kind once drafts and existing states are known, and its state. */
interface Reading {
  move: Move;
  kind: Kind;
  state: string;
}

/** How each move acts on this entity's states (see the module comment). */
function readingsOf(moves: readonly Move[], values: readonly string[], draft: boolean): Reading[] {
  return moves.map((move): Reading => {
    const state = valueFor(move.state, values) ?? move.state;
    const first = values.find((v) => !EXIT_STATES.has(v.toLowerCase()));
    if (move.state === "draft" && move.kind !== "back") return { move, kind: "create", state };
    if (move.kind === "create" || move.kind === "start")
      return { move, kind: draft ? "advance" : "create", state };
    // "Customers open tickets": a ticket comes into being open, unless it has a state before ("draft", "closed
    // and opened again").
    if (move.verb === "open" && values.length > 0) {
      const own = valueFor("open", values);
      const moves = own !== undefined ? own !== first : draft;
      return { move, kind: moves ? "advance" : "create", state };
    }
    return { move, kind: move.kind, state };
  });
}

/** Puts a move's states into an ordered list: those a sequence starts from, then the one it leads to. */
function insertMove(states: string[], r: Reading): void {
  let after: string | undefined;
  for (const from of r.move.from ?? []) {
    insertState(states, from, after);
    after = from;
  }
  insertState(states, r.state, r.move.from?.at(-1));
}

/** The states of a new state field: how rows begin, then the moves' states in lifecycle order. */
function newStates(readings: readonly Reading[], draft: boolean): string[] {
  const states: string[] = draft ? ["draft"] : [];
  const creation = readings.find((r) => r.kind === "create" && r.state !== "draft");
  if (!draft && creation) states.push(creation.state);
  const moving = readings.filter((r) => r.kind === "advance" || r.kind === "exit");
  for (const r of moving) insertMove(states, r);
  // Rows must begin somewhere no move leads to: the state before the first move ("pending" before "approve").
  const lead = states.find((s) => !EXIT_STATES.has(s));
  const reached = moving.find((r) => r.state === lead);
  if (lead === undefined || reached !== undefined) {
    const first = reached ?? moving[0];
    const before = STATE_BEFORE[first?.move.verb ?? ""] ?? "active";
    if (!states.includes(before)) states.unshift(before);
  }
  return states;
}

/** The states of an existing field, with those the moves name added. */
function extendedStates(values: readonly string[], readings: readonly Reading[], draft: boolean): string[] {
  const states = [...values];
  if (draft && valueFor("draft", states) === undefined) states.unshift("draft");
  for (const r of readings) if (r.kind === "advance" || r.kind === "exit") insertMove(states, r);
  return states;
}

/** Builds the transitions over an ordered list of states. */
class Lifecycle {
  readonly main: string[];
  readonly initial: string;
  readonly transitions: Transition[] = [];

  constructor(
    readonly states: readonly string[],
    private readonly admin: string | undefined,
    private readonly roleOrder: readonly string[],
  ) {
    this.main = states.filter((s) => !EXIT_STATES.has(s.toLowerCase()));
    this.initial = this.main[0] ?? states[0] ?? "";
  }

  private rank(state: string): number {
    const own = rankOf(state);
    if (own !== undefined) return own;
    const before = this.main.slice(0, this.main.indexOf(state)).map((s) => rankOf(s) ?? 0);
    return Math.max(0, ...before);
  }

  /** The states a forward move to `state` comes from: the one before, and earlier ones past skippable states. */
  predecessors(state: string): string[] {
    const at = this.main.indexOf(state);
    if (at <= 0) return [];
    const from: string[] = [];
    for (let k = at - 1; k >= 0; k -= 1) {
      const s = this.main[k] ?? "";
      from.unshift(s);
      if (!SKIPPABLE_STATES.has(s.toLowerCase())) break;
    }
    return from;
  }

  /** The states a row is still in play in: neither a draft, nor finished, nor shipped or published. */
  inPlay(): string[] {
    const last = this.main.at(-1);
    const open = this.main.filter((s) => s !== "draft" && s !== last && this.rank(s) < NO_CANCEL_RANK);
    if (open.length > 0) return open;
    const any = this.main.filter((s) => s !== "draft" && s !== last);
    return any.length > 0 ? any : [this.initial];
  }

  /** The finished states a "back" move to `state` starts from. */
  finished(state: string): string[] {
    const after = this.main.slice(this.main.indexOf(state) + 1);
    const done = after.filter((s) => this.rank(s) >= DONE_RANK);
    if (done.length > 0) return done;
    const last = this.main.at(-1);
    return last !== undefined && last !== state ? [last] : [];
  }

  /** The state a "back" move leads to: its own when the row has it, else the first after a draft. */
  backTarget(state: string): string | undefined {
    const own = valueFor(state, this.states);
    if (own !== undefined) return own;
    return state === "draft" ? undefined : this.main.find((s) => s !== "draft");
  }

  private roles(moves: readonly Move[]): string[] {
    const named = new Set(moves.flatMap((m) => m.roles));
    if (named.size > 0 && this.admin !== undefined) named.add(this.admin);
    return this.roleOrder.filter((r) => named.has(r));
  }

  private uniqueName(name: string, to: string): string {
    if (!this.transitions.some((t) => t.name === name)) return name;
    return camelIdentifier(`${name} to ${to}`);
  }

  add(to: string, from: readonly string[], moves: readonly Move[], fallbackName: string): void {
    const starts = [...new Set(from)].filter((s) => s !== to && this.states.includes(s));
    if (starts.length === 0 || !this.states.includes(to)) return;
    const first = moves[0];
    const name = first?.verb ?? camelIdentifier(fallbackName);
    this.transitions.push({
      name: this.uniqueName(name, to),
      label: first?.label ?? capitalise(fallbackName),
      from: this.states.filter((s) => starts.includes(s)),
      to,
      roles: this.roles(moves),
      serves: sortRequirementIds(moves.flatMap((m) => (m.id === null ? [] : [m.id]))),
    });
  }
}

/** Groups readings that lead to the same state (forward and exit) or use the same verb (back). */
function grouped(readings: readonly Reading[]): Reading[][] {
  const groups = new Map<string, Reading[]>();
  for (const r of readings) {
    const key = r.kind === "back" ? `back ${r.move.verb ?? r.state}` : `to ${r.state}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()];
}

const EXIT_PARTNERS: Readonly<Record<string, readonly string[]>> = {
  reject: ["approve", "accept", "confirm"],
  decline: ["accept", "confirm", "approve"],
};

/** The transitions of a lifecycle from the readings, then one for every state nothing reaches. */
function transitionsOf(life: Lifecycle, readings: readonly Reading[]): Transition[] {
  const moving = readings.filter((r) => r.kind !== "create");
  const forward = grouped(moving.filter((r) => r.kind === "advance"));
  for (const group of forward) {
    const state = group[0]?.state ?? "";
    if (state === life.initial) continue;
    const stated = group.flatMap((r) => r.move.from ?? []);
    const from = stated.length > 0 ? stated : life.predecessors(state);
    const moves = group.map((r) => r.move);
    life.add(state, from, moves, `mark as ${state}`);
  }
  for (const group of grouped(moving.filter((r) => r.kind === "exit"))) {
    const state = group[0]?.state ?? "";
    const verb = group[0]?.move.verb ?? "";
    const partner = life.transitions.filter((t) => (EXIT_PARTNERS[verb] ?? []).includes(t.name));
    const stated = group.flatMap((r) => r.move.from ?? []);
    const from =
      stated.length > 0 ? stated : partner.length > 0 ? partner.flatMap((t) => t.from) : life.inPlay();
    const moves = group.map((r) => r.move);
    life.add(state, from, moves, `mark as ${state}`);
  }
  for (const group of grouped(moving.filter((r) => r.kind === "back"))) {
    const to = life.backTarget(group[0]?.state ?? "");
    const moves = group.map((r) => r.move);
    if (to !== undefined) life.add(to, life.finished(to), moves, `mark as ${to}`);
  }
  for (const state of life.states) {
    if (state === life.initial || life.transitions.some((t) => t.to === state)) continue;
    const exit = EXIT_STATES.has(state.toLowerCase());
    const verb = verbFor(state.toLowerCase());
    const from = exit ? life.inPlay() : life.predecessors(state);
    const name = verb ?? `mark as ${state}`;
    life.add(state, from, [], name);
  }
  const order = (t: Transition) => {
    const back = life.states.indexOf(t.to) < Math.max(...t.from.map((s) => life.states.indexOf(s)));
    return (back ? life.states.length : 0) + life.states.indexOf(t.to);
  };
  return [...life.transitions].sort((a, b) => order(a) - order(b));
}

/** The field that holds the states: the existing one given them, else a new required `status`. */
function withStates(fields: readonly Field[], field: Field | undefined, states: string[]): Field[] {
  if (field !== undefined)
    return fields.map((f) => {
      if (f !== field) return f;
      const next: Field = { ...f, type: "enum", required: true, enumValues: states };
      delete next.maxLength;
      return next;
    });
  const name = fields.some((f) => f.name === "status") ? "workflowStatus" : "status";
  const added: Field = {
    name,
    column: name === "status" ? "status" : "workflow_status",
    label: "Status",
    type: "enum",
    required: true,
    unique: false,
    enumValues: states,
  };
  return [...fields, added];
}

/** Verbs that do not make a workflow on their own (see `entityWorkflow`). */
const WEAK_VERBS = new Set(["assign", "open"]);

/**
 * The workflow of an entity with these fields and the moves the requirements state of it (see the module
 * comment), or undefined when they state none. `roles` are the data model's, most privileged first.
 */
export function entityWorkflow(
  fields: readonly Field[],
  found: EntityMoves | undefined,
  roles: readonly Role[],
): EntityWorkflow | undefined {
  if (found === undefined || found.moves.length === 0) return undefined;
  const field = stateField(fields, found.moves);
  const values = field?.type === "enum" ? (field.enumValues ?? []) : [];
  const draft = found.draft || valueFor("draft", values) !== undefined;
  const readings = readingsOf(found.moves, values, draft);
  // "Assign a seat" sets a relation and "open an account" makes one more often than they move a row: on their
  // own they make a workflow only where the row already has their state.
  const decisive = (r: Reading) =>
    r.kind !== "create" && (!WEAK_VERBS.has(r.move.verb ?? "") || valueFor(r.state, values) !== undefined);
  if (!readings.some(decisive)) return undefined;
  const states = values.length > 0 ? extendedStates(values, readings, draft) : newStates(readings, draft);
  const admin = roles.find((r) => r.manageAccounts)?.name;
  const roleNames = roles.map((r) => r.name);
  const life = new Lifecycle(states, admin, roleNames);
  const transitions = transitionsOf(life, readings);
  if (transitions.length === 0) return undefined;
  const withField = withStates(fields, field, states);
  const name = field?.name ?? withField.at(-1)?.name ?? "status";
  const workflow: Workflow = {
    field: name,
    initial: life.initial,
    transitions,
    serves: sortRequirementIds([
      ...transitions.flatMap((t) => t.serves),
      ...(states.includes("draft") ? found.draftIds : []),
    ]),
  };
  const issues = workflowIssues({ fields: withField, workflow }, new Set(roleNames));
  return issues.length === 0 ? { fields: withField, workflow } : undefined;
}

/**
 * The states a row goes through from the initial state along the first forward move from each, for example rows
 * (a first loan still borrowed, the others returned).
 */
export function lifecyclePath(workflow: Workflow): string[] {
  const path = [workflow.initial];
  for (;;) {
    const here = path.at(-1) ?? workflow.initial;
    const next = workflow.transitions.find(
      (t) => t.from.includes(here) && !path.includes(t.to) && !EXIT_STATES.has(t.to.toLowerCase()),
    );
    if (next === undefined) return path;
    path.push(next.to);
  }
}
