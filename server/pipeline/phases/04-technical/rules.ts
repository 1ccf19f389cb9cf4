import type { Entity, OncePerUserRule } from "../../../../domain/artifacts/04-data-model";
import { sortRequirementIds } from "../../traceability";
import type { ModelReading } from "../02-srs/reading";
import { withCapacityRules } from "./rule-capacity";
import { withOverlapRules } from "./rule-overlap";
import { withStockRule } from "./rule-stock";
import { readOnceLimits, type OnceReading } from "./rule-reading";

/*
 * Actions with rules (issue 17 point 3) from what the requirements say (rule-reading.ts), added to the built
 * entities. Rules:
 *
 * - once per user: only an entity whose rows belong to the signed-in user gets one (the user is who acts once); the
 *   rule names its relation to the target, the act's verb (else the entity's label in lower case) and the
 *   requirements that state it; a unique index on (owner_id, the target's column) holds it in the database.
 * - the choice the target's tally counts is, in order: a many-to-one relation whose target is a part of the rule's
 *   target (Vote.option → Option of the Poll), another many-to-one relation, the first enum field, a rating/score
 *   number, a yes/no field; none otherwise (the tally counts rows only).
 * - an entity the requirements say nothing of keeps exactly what it had.
 */

const RATING = /^(rating|score|stars?|grade|mark)$/i;

/** The field or relation a tally of this entity counts (see the module comment). */
function choiceOf(entity: Entity, target: Entity["relations"][number], all: readonly Entity[]): string | undefined {
  const ones = entity.relations.filter((r) => r.kind === "many-to-one" && r !== target && r.target !== entity.name);
  const partOfTarget = ones.find((r) =>
    all.find((e) => e.name === r.target)?.relations.some((x) => x.kind === "many-to-one" && x.target === target.target),
  );
  const field =
    entity.fields.find((f) => f.type === "enum" && (f.enumValues?.length ?? 0) > 0) ??
    entity.fields.find((f) => f.type === "integer" && RATING.test(f.name)) ??
    entity.fields.find((f) => f.type === "boolean");
  return (partOfTarget ?? ones[0])?.name ?? field?.name;
} // prettier-ignore

/** The act's verb: one spelled like the entity ("vote" for Vote) first, then any the sentences say, else the label. */
function verbOf(entity: Entity, readings: readonly OnceReading[]): string {
  const label = entity.label.toLowerCase();
  const verbs = readings.flatMap((r) => (r.verb === null ? [] : [r.verb]));
  return verbs.find((v) => v === label) ?? verbs[0] ?? label;
}

/** The entity with its once-per-user rule from the readings about it, or unchanged. */
function withOnce(entity: Entity, readings: readonly OnceReading[], all: readonly Entity[]): Entity {
  const own = readings.filter((r) => r.entity === entity.name);
  const first = own[0];
  const target = entity.relations.find((r) => r.name === first?.target && r.kind === "many-to-one");
  if (!first || !target?.column || !entity.ownedByUser) return entity;
  const serves = sortRequirementIds([...new Set(own.filter((r) => r.target === target.name).map((r) => r.id))]);
  const choice = choiceOf(entity, target, all);
  const rule: OncePerUserRule = {
    kind: "once-per-user",
    target: target.name,
    ...(choice ? { choice } : {}),
    verb: verbOf(entity, own),
    serves,
  };
  const index = { name: `${entity.table}_owner_id_${target.column}_key`, columns: ["owner_id", target.column], unique: true };
  return {
    ...entity,
    indexes: [...entity.indexes, index],
    rules: [...(entity.rules ?? []), rule],
    serves: sortRequirementIds([...new Set([...entity.serves, ...serves])]),
  };
} // prettier-ignore

/**
 * The entities with the rules their requirements state (see the module comment, rule-overlap.ts, rule-capacity.ts and
 * rule-stock.ts); without accounts nobody acts once.
 */
export function withRules(
  entities: Entity[],
  accounts: boolean,
  reading: ModelReading,
  purpose = "",
): Entity[] {
  const once = accounts ? readOnceLimits(reading, entities) : [];
  const limited = once.length === 0 ? entities : entities.map((entity) => withOnce(entity, once, entities));
  return sharedTargets(
    withStockRule(
      withCapacityRules(withOverlapRules(limited, reading), accounts, reading),
      accounts,
      reading,
      purpose,
    ),
    accounts,
  );
}

/**
 * What users act on under a rule is everyone's to see: a poll others vote in and its options, a trip others join, a
 * car others book. Kept per user, only its creator could act on it and the rule would never meet a second user; so
 * without roles the targets of once-per-user, capacity and no-overlap rules (and a once-per-user rule's choices) are
 * shared. With roles, access.ts has said who reaches which rows.
 */
function sharedTargets(entities: Entity[], accounts: boolean): Entity[] {
  if (!accounts || entities.some((e) => e.access && Object.keys(e.access).length > 0)) return entities;
  const shared = new Set<string>();
  for (const entity of entities)
    for (const rule of entity.rules ?? []) {
      const names = rule.kind === "stock" ? [] : rule.kind === "once-per-user" ? [rule.target, rule.choice] : [rule.target];
      for (const name of names) {
        const target = entity.relations.find((r) => r.name === name && r.kind === "many-to-one")?.target;
        if (target && target !== entity.name) shared.add(target);
      }
    }
  return entities.map((e) =>
    shared.has(e.name) && e.ownedByUser
      ? { ...e, ownedByUser: false, indexes: e.indexes.filter((i) => !i.columns.includes("owner_id")) }
      : e,
  );
} // prettier-ignore
