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
 * - `stock`: the rows are the items of an order ("a cart with items and a checkout"): `order` is the item's
 *   many-to-one relation to its order, `product` to what is bought, `quantity` the item's whole-number field; the
 *   product's `stock` field holds how many are left. Checking out creates the order and its items and takes their
 *   quantities off the products' stock in one transaction; an item asking for more than is left is a 409
 *   `conflict:stock` and nothing is kept. Adding, changing or deleting an item (or deleting its order) moves the
 *   stock by the difference. Optionally the product's `price` is copied into the item's `unitPrice` and the
 *   order's `total` is the sum of its items' unit price times quantity, written by the server.
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

export const stockRuleSchema = z.object({
  kind: z.literal("stock"),
  /** The many-to-one relation (of this item entity) to its order: `order` of an OrderItem. */
  order: camelNameSchema,
  /** The many-to-one relation (of this item entity) to what is bought: `product` of an OrderItem. */
  product: camelNameSchema,
  /** The item's whole-number field: how many are bought. */
  quantity: camelNameSchema,
  /** The product's whole-number field: how many are left (an empty value: not counted). */
  stock: camelNameSchema,
  /** The product's price field, copied into the item's `unitPrice` field when both are given. */
  price: camelNameSchema.optional(),
  unitPrice: camelNameSchema.optional(),
  /** The order's field the server writes with the sum of its items (needs price and unitPrice). */
  total: camelNameSchema.optional(),
  serves: servesSchema,
});
export type StockRule = z.infer<typeof stockRuleSchema>;

export const ruleSchema = z.discriminatedUnion("kind", [
  oncePerUserRuleSchema,
  noOverlapRuleSchema,
  capacityRuleSchema,
  stockRuleSchema,
]);
export type Rule = z.infer<typeof ruleSchema>;

/** Field types a tally can count per value. */
export const TALLY_FIELD_TYPES = ["enum", "string", "integer", "boolean"] as const;

/** The parts of an entity a rule is checked against (kept structural so this module stands alone). */
export interface RuleHost {
  name?: string;
  fields: readonly { name: string; type: string; column: string }[];
  relations: readonly { name: string; kind: string; target: string; column?: string | undefined }[];
  indexes: readonly { columns: readonly string[]; unique: boolean }[];
  ownedByUser: boolean;
  rules?: readonly Rule[] | undefined;
}

/**
 * What is wrong with an entity's rules given whether the model has accounts and its other entities (by name, for
 * the rules that reach across relations), empty when they are sound.
 */
export function ruleIssues(entity: RuleHost, accounts: boolean, all: readonly RuleHost[] = []): string[] {
  const problems: string[] = [];
  const rules = entity.rules ?? [];
  const kinds = new Set<string>();
  for (const rule of rules) {
    if (kinds.has(rule.kind)) problems.push(`the rule "${rule.kind}" is stated twice`);
    kinds.add(rule.kind);
    if (rule.kind === "once-per-user") problems.push(...oncePerUserIssues(entity, rule, accounts));
    if (rule.kind === "no-overlap") problems.push(...noOverlapIssues(entity, rule));
    if (rule.kind === "capacity") problems.push(...capacityIssues(entity, rule));
    if (rule.kind === "stock") problems.push(...stockIssues(entity, rule, all));
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

const NUMERIC = ["integer", "decimal", "money"];

function stockIssues(entity: RuleHost, rule: StockRule, all: readonly RuleHost[]): string[] {
  const problems: string[] = [];
  const relation = (name: string) => entity.relations.find((r) => r.name === name && r.kind === "many-to-one");
  const order = relation(rule.order);
  const product = relation(rule.product);
  if (!order) problems.push(`stock: "${rule.order}" is not a many-to-one relation of the entity`);
  if (!product) problems.push(`stock: "${rule.product}" is not a many-to-one relation of the entity`);
  if (order && product && order.target === product.target)
    problems.push(`stock: the order and the product must be different entities`);
  if (entity.fields.find((f) => f.name === rule.quantity)?.type !== "integer")
    problems.push(`stock: "${rule.quantity}" is not a whole-number field of the entity`);
  const products = all.find((e) => e.name === product?.target);
  const orders = all.find((e) => e.name === order?.target);
  if (products && products.fields.find((f) => f.name === rule.stock)?.type !== "integer")
    problems.push(`stock: "${rule.stock}" is not a whole-number field of ${products.name}`);
  if ((rule.price === undefined) !== (rule.unitPrice === undefined))
    problems.push(`stock: give both the product's price and the item's unit price, or neither`);
  if (rule.price !== undefined && products && !NUMERIC.includes(products.fields.find((f) => f.name === rule.price)?.type ?? ""))
    problems.push(`stock: "${rule.price}" is not a number field of ${products.name}`);
  if (rule.unitPrice !== undefined && !NUMERIC.includes(entity.fields.find((f) => f.name === rule.unitPrice)?.type ?? ""))
    problems.push(`stock: "${rule.unitPrice}" is not a number field of the entity`);
  if (rule.total !== undefined) {
    if (rule.unitPrice === undefined) problems.push(`stock: an order total needs the items' unit price`);
    if (orders && !NUMERIC.includes(orders.fields.find((f) => f.name === rule.total)?.type ?? ""))
      problems.push(`stock: "${rule.total}" is not a number field of ${orders.name}`);
  }
  return problems;
} // prettier-ignore

/**
 * The field of an order entity that a stock rule's checkout keeps as the sum of its items (its total), if any. The
 * server writes it, so it is never a client's input (not in the API's input schemas, nor in the order's form).
 */
export function writtenTotal(order: { name?: string }, all: readonly RuleHost[]): string | undefined {
  for (const item of all) {
    const rule = item.rules?.find((r): r is StockRule => r.kind === "stock");
    const relation = item.relations.find((r) => r.name === rule?.order && r.kind === "many-to-one");
    if (rule?.total !== undefined && relation && relation.target === order.name) return rule.total;
  }
  return undefined;
}
