/*
 * The words of workflows (issue 17): which verbs move a row to which state, where each state stands in a row's
 * life, and what kind of move each verb makes. Deterministic tables, English only; workflow-reading.ts finds the
 * verbs in the requirements and workflow.ts builds the states and transitions from them.
 */

/**
 * What a verb does to a row's state:
 * - `create`: the row comes into being in that state ("members borrow books": a loan starts `borrowed`); never a
 *   transition by itself;
 * - `start`: creates the row in that state, unless an earlier state (a draft) exists, then moves it out of it
 *   ("submit a claim", "publish a post");
 * - `advance`: moves the row along its life ("approve", "ship", "resolve");
 * - `exit`: ends the row's life off the main line ("reject", "cancel"), from the states still in play;
 * - `back`: returns a finished row to an earlier state ("reopen").
 */
export type MoveKind = "create" | "start" | "advance" | "exit" | "back";

export interface StateVerb {
  state: string;
  kind: MoveKind;
}

/** Fields that hold a row's state. */
export const STATE_FIELD = /^(?:status|state|stage|phase)$/i;

/** Verbs (base form) that move a row to a state. */
// prettier-ignore
export const STATE_VERBS: Readonly<Record<string, StateVerb>> = {
  // Coming into being.
  place: { state: "placed", kind: "create" }, order: { state: "ordered", kind: "create" },
  book: { state: "booked", kind: "create" }, borrow: { state: "borrowed", kind: "create" },
  rent: { state: "rented", kind: "create" }, request: { state: "requested", kind: "create" },
  raise: { state: "open", kind: "create" }, draft: { state: "draft", kind: "create" },
  submit: { state: "submitted", kind: "start" }, publish: { state: "published", kind: "start" },
  send: { state: "sent", kind: "start" },
  // Along the way.
  open: { state: "open", kind: "advance" }, approve: { state: "approved", kind: "advance" },
  accept: { state: "accepted", kind: "advance" }, confirm: { state: "confirmed", kind: "advance" },
  assign: { state: "assigned", kind: "advance" }, start: { state: "in progress", kind: "advance" },
  pay: { state: "paid", kind: "advance" }, ship: { state: "shipped", kind: "advance" },
  dispatch: { state: "shipped", kind: "advance" }, deliver: { state: "delivered", kind: "advance" },
  resolve: { state: "resolved", kind: "advance" }, complete: { state: "completed", kind: "advance" },
  finish: { state: "completed", kind: "advance" }, return: { state: "returned", kind: "advance" },
  close: { state: "closed", kind: "advance" }, archive: { state: "archived", kind: "advance" },
  // Off the main line.
  reject: { state: "rejected", kind: "exit" }, decline: { state: "declined", kind: "exit" },
  cancel: { state: "cancelled", kind: "exit" }, withdraw: { state: "withdrawn", kind: "exit" },
  // Back again.
  reopen: { state: "open", kind: "back" }, unpublish: { state: "draft", kind: "back" },
};

/** Past participles that are not the base form plus -ed ("paid"). */
export const IRREGULAR_PARTICIPLES: Readonly<Record<string, string>> = {
  paid: "pay",
  withdrawn: "withdraw",
  begun: "start",
};

/**
 * Where a state stands in a row's life, for putting states in order: a draft first, then how rows begin, then
 * review, work, delivery, the end, an archive. States off the main line (rejected, cancelled) are not ranked.
 */
// prettier-ignore
export const STATE_RANK: Readonly<Record<string, number>> = {
  draft: 0, new: 10, requested: 10, pending: 10, submitted: 10, placed: 10, ordered: 10, booked: 10,
  borrowed: 10, rented: 10, open: 10, "to do": 10, scheduled: 10, received: 10, planned: 10,
  "under review": 15, assigned: 20, confirmed: 20, accepted: 20, approved: 30, paid: 35, "in progress": 40,
  preparing: 40, "on hold": 45, sent: 50, shipped: 50, published: 50, active: 50, ready: 55, delivered: 60, resolved: 60,
  returned: 60, completed: 60, done: 60, served: 60, sold: 60, hired: 60, closed: 70, archived: 80,
};

/** States a row leaves its main line for: they end its life. */
// prettier-ignore
export const EXIT_STATES = new Set([
  "rejected", "declined", "cancelled", "canceled", "withdrawn", "lost", "expired", "no-show", "lapsed", "refunded",
]);

/** States a move may pass by: "resolve" applies to an open ticket as well as one in progress. */
export const SKIPPABLE_STATES = new Set([
  "pending",
  "assigned",
  "in progress",
  "on hold",
  "under review",
  "preparing",
]);

/** States a row is finished in: "reopen" starts from these. */
export const DONE_RANK = 60;

/** States after which a row can no longer be cancelled (it has shipped, been published, been delivered). */
export const NO_CANCEL_RANK = 50;

/** Other spellings and words for a state, matched against an enum's values ("canceled", "done"). */
// prettier-ignore
export const STATE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  cancelled: ["canceled"], completed: ["complete", "done", "finished"], "in progress": ["in-progress", "started", "ongoing", "doing"],
  open: ["opened", "new"], shipped: ["dispatched"], submitted: ["pending"],
  resolved: ["fixed", "solved"], closed: ["finished"], published: ["live"], draft: ["drafted"], rejected: ["refused"],
  declined: ["refused"], archived: ["retired"],
};

/** A state's own verb, for moves to it that no requirement names ("in progress" is reached by "start"). */
export function verbFor(state: string): string | undefined {
  const moving = Object.entries(STATE_VERBS).filter(([, v]) => v.kind !== "create" && v.kind !== "back");
  const own = moving.find(([, v]) => v.state === state);
  // "pending" may be a submitted claim or a ticket waiting for its customer: it is reached by "Mark as pending".
  const other =
    state === "pending" ? undefined : moving.find(([, v]) => STATE_SYNONYMS[v.state]?.includes(state));
  return (own ?? other)?.[0];
}

/**
 * A verb's state before it, for a workflow that starts with the move ("resolve" → an `open` ticket first,
 * "approve" → a `pending` request, "open" → a `draft` survey).
 */
// prettier-ignore
export const STATE_BEFORE: Readonly<Record<string, string>> = {
  open: "draft", approve: "pending", reject: "pending", accept: "pending", decline: "pending", confirm: "pending",
  pay: "pending", ship: "placed", deliver: "placed", resolve: "open", close: "open", complete: "open",
  finish: "open", assign: "unassigned", start: "open", return: "borrowed", archive: "active", cancel: "active",
  withdraw: "submitted", reopen: "open", unpublish: "draft",
};

/** The base forms a written word may be of: "approves", "approved", "shipped", "cancelled", "carries" → verbs. */
export function verbCandidates(word: string): string[] {
  const w = word.toLowerCase();
  const irregular = IRREGULAR_PARTICIPLES[w];
  const out = [w];
  if (irregular !== undefined) out.push(irregular);
  if (w.endsWith("ies") || w.endsWith("ied")) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith("es")) out.push(w.slice(0, -2));
  if (w.endsWith("s")) out.push(w.slice(0, -1));
  if (w.endsWith("ed")) {
    out.push(w.slice(0, -2), w.slice(0, -1));
    if (/([b-df-hj-np-tv-z])\1ed$/.test(w)) out.push(w.slice(0, -3));
  }
  return out;
}

/** Whether a written word is a past participle ("approved", "paid"), the form a passive takes. */
export function isParticiple(word: string): boolean {
  const w = word.toLowerCase();
  return w.endsWith("ed") || IRREGULAR_PARTICIPLES[w] !== undefined;
}
