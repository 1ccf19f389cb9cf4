import { z } from "zod";
import { camelNameSchema, servesSchema } from "./common";

/*
 * Actions with rules (issue 17 point 3): what an entity's rows may and may not do beyond their fields, enforced by
 * the generated server and tested there. A rule belongs to the entity whose rows it limits.
 *
 * - `once-per-user`: a signed-in user creates at most one row per target ("one vote per poll", "one review per
 *   product"). The entity's rows belong to users (ownedByUser); `target` is its many-to-one relation to what is
 *   acted on once; `choice` the field or many-to-one relation whose values the target's tally counts. The
 *   database holds a unique index on (owner, target); the API refuses a second row with 409 `conflict:once` and
 *   answers the target's tally at GET …/{id}/tally.
 * - `no-overlap`: rows of the same target may not overlap in time ("a car cannot be double-booked"): `start` and
 *   `end` are date or date-time fields of the entity, [start, end) the time a row takes, `target` its many-to-one
 *   relation to what is booked. The API refuses an overlap with 409 `conflict:overlap` and an end not after the
 *   start with a 400.
 * - `capacity`: users join a target up to a limit ("join a team of at most 8 players"): each row is one user's
 *   membership of `target`, at most `limit` rows (or the target's `limitField`) per target. It comes with a
 *   once-per-user rule on the same target (one membership per user). A join past the limit is a 409 `conflict:full`.
 */

export const oncePerUserRuleSchema = z.object({
  kind: z.literal("once-per-user"),
  /** The many-to-one relation (of this entity) to what a user acts on once: `poll` of a Vote. */
  target: camelNameSchema,
  /** The field or many-to-one relation the tally counts per value (`option`, `choice`, `rating`); absent: counts only. */
  choice: camelNameSchema.optional(),
  /** The act in the user's words, a base verb: "vote", "review", "RSVP". */
  verb: z.string().min(1),
  serves: servesSchema,
});
export type OncePerUserRule = z.infer<typeof oncePerUserRuleSchema>;

export const noOverlapRuleSchema = z.object({
  kind: z.literal("no-overlap"),
  /** The many-to-one relation (of this entity) to what is booked: `car` of a Booking. */
  target: camelNameSchema,
  /** The date or date-time fields where a row's time starts and ends (the end is not part of it). */
  start: camelNameSchema,
  end: camelNameSchema,
  serves: servesSchema,
});
export type NoOverlapRule = z.infer<typeof noOverlapRuleSchema>;

export const capacityRuleSchema = z.object({
  kind: z.literal("capacity"),
  /** The many-to-one relation (of this entity) to what users join: `team` of a Membership. */
  target: camelNameSchema,
  /** The target's integer field holding its limit (`capacity`), or else a stated number. */
  limitField: camelNameSchema.optional(),
  limit: z.number().int().positive().optional(),
  serves: servesSchema,
});
export type CapacityRule = z.infer<typeof capacityRuleSchema>;

export const ruleSchema = z.discriminatedUnion("kind", [
  oncePerUserRuleSchema,
  noOverlapRuleSchema,
  capacityRuleSchema,
]);
export type Rule = z.infer<typeof ruleSchema>;

/** Field types a tally can count per value. */
export const TALLY_FIELD_TYPES = ["enum", "string", "integer", "boolean"] as const;

/** The parts of an entity a rule is checked against (kept structural so this module stands alone). */
export interface RuleHost {
  fields: readonly { name: string; type: string; column: string }[];
  relations: readonly { name: string; kind: string; target: string; column?: string | undefined }[];
  indexes: readonly { columns: readonly string[]; unique: boolean }[];
  ownedByUser: boolean;
  rules?: readonly Rule[] | undefined;
}

/** What is wrong with an entity's rules given whether the model has accounts (empty when they are sound). */
export function ruleIssues(entity: RuleHost, accounts: boolean): string[] {
  const problems: string[] = [];
  const rules = entity.rules ?? [];
  const kinds = new Set<string>();
  for (const rule of rules) {
    if (kinds.has(rule.kind)) problems.push(`the rule "${rule.kind}" is stated twice`);
    kinds.add(rule.kind);
    if (rule.kind === "once-per-user") problems.push(...oncePerUserIssues(entity, rule, accounts));
    if (rule.kind === "no-overlap") problems.push(...noOverlapIssues(entity, rule));
    if (rule.kind === "capacity") problems.push(...capacityIssues(entity, rule));
  }
  return problems;
}

function oncePerUserIssues(entity: RuleHost, rule: OncePerUserRule, accounts: boolean): string[] {
  const problems: string[] = [];
  if (!accounts || !entity.ownedByUser)
    problems.push(`once-per-user needs rows that belong to a signed-in user`);
  const target = entity.relations.find((r) => r.name === rule.target && r.kind === "many-to-one");
  if (!target) problems.push(`once-per-user: "${rule.target}" is not a many-to-one relation of the entity`);
  if (rule.choice !== undefined) {
    const field = entity.fields.find((f) => f.name === rule.choice);
    const relation = entity.relations.find((r) => r.name === rule.choice && r.kind === "many-to-one");
    if (rule.choice === rule.target) problems.push(`once-per-user: the choice cannot be the target`);
    else if (!relation && !(field && (TALLY_FIELD_TYPES as readonly string[]).includes(field.type)))
      problems.push(
        `once-per-user: "${rule.choice}" is not a field or many-to-one relation a tally can count`,
      );
  }
  if (target?.column && !entity.indexes.some((i) => i.unique && i.columns.includes(target.column ?? "")))
    problems.push(`once-per-user: a unique index on the owner and "${target.column}" must hold the rule`);
  return problems;
}

function noOverlapIssues(entity: RuleHost, rule: NoOverlapRule): string[] {
  const problems: string[] = [];
  if (!entity.relations.some((r) => r.name === rule.target && r.kind === "many-to-one"))
    problems.push(`no-overlap: "${rule.target}" is not a many-to-one relation of the entity`);
  const start = entity.fields.find((f) => f.name === rule.start);
  const end = entity.fields.find((f) => f.name === rule.end);
  if (!start || !end || start === end)
    problems.push(`no-overlap: start and end must be two fields of the entity`);
  else if (start.type !== end.type || !["date", "datetime"].includes(start.type))
    problems.push(`no-overlap: start and end must both be dates or both dates and times`);
  return problems;
}

function capacityIssues(entity: RuleHost, rule: CapacityRule): string[] {
  const problems: string[] = [];
  if ((rule.limitField === undefined) === (rule.limit === undefined))
    problems.push(`capacity: give either the target's limit field or a number`);
  if (!entity.rules?.some((r) => r.kind === "once-per-user" && r.target === rule.target))
    problems.push(`capacity: a once-per-user rule on "${rule.target}" must come with it`);
  return problems;
}
