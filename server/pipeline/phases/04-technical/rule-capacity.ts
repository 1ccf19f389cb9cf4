import type { CapacityRule, Entity, OncePerUserRule } from "../../../../domain/artifacts/04-data-model";
import { sortRequirementIds } from "../../traceability";
import type { ModelReading } from "../02-srs/reading";
import { mentionsIn, sentences, tokensOf } from "./workflow-grammar";

/*
 * "Join up to a limit" rules (issue 17 point 3) from the requirements: "members join a team; a team has at most 8
 * players", "students enrol in a class up to its capacity".
 *
 * - A sentence speaks of joining when it says join, enrol/enroll, sign up for or register for, naming the target
 *   (a Team). The memberships are the one entity whose rows belong to the signed-in user with a many-to-one
 *   relation to the target and no other required relation (a Membership of a Team).
 * - The limit is the target's integer field named capacity, max…, limit, seats, places, spots or size; else a
 *   number the requirements state of the target or its memberships ("at most 8", "up to 20", "a maximum of 12").
 *   Without a limit there is no rule.
 * - The memberships get a once-per-user rule on the target too (one membership per user, 409 when already a
 *   member) unless they have one, and the unique index that holds it.
 */

const JOIN =
  /\b(?:join(?:s|ed|ing)?|enrol(?:s|led|ling)?|enroll(?:s|ed|ing)?|sign(?:s|ed)? up for|register(?:s|ed)? for)\b/i;
const LIMIT_FIELD = /^(capacity|max\w*|limit|seats|places|spots|size)$/i;
const LIMIT_NUMBER =
  /\b(?:up to|at most|maximum(?: of)?|no more than|a limit of|limited to|max(?:imum)?) (\d{1,4})\b/i;

function membershipsOf(target: Entity, all: readonly Entity[]): { entity: Entity; relation: Entity["relations"][number] } | undefined {
  const found = all.flatMap((entity) => {
    if (!entity.ownedByUser || entity === target) return [];
    const ones = entity.relations.filter((r) => r.kind === "many-to-one");
    const relation = ones.find((r) => r.target === target.name);
    return relation && ones.every((r) => r === relation || !r.required) ? [{ entity, relation }] : [];
  });
  return found.length === 1 ? found[0] : undefined;
} // prettier-ignore

/** The limit the requirements give a target: its limit field, else a number stated of it or its memberships. */
function limitOf(target: Entity, rows: Entity, reading: ModelReading): Pick<CapacityRule, "limitField" | "limit"> | undefined {
  const field = target.fields.find((f) => f.type === "integer" && LIMIT_FIELD.test(f.name));
  if (field) return { limitField: field.name };
  for (const f of reading.facts) {
    const names = [...f.mentioned.map((m) => m.draft.names.name)];
    if (!names.includes(target.name) && !names.includes(rows.name)) continue;
    const n = Number(LIMIT_NUMBER.exec(f.requirement.description)?.[1] ?? 0);
    if (n > 0) return { limit: n };
  }
  return undefined;
} // prettier-ignore

/** The entities with the capacity rules (and their once-per-user rules) the requirements state. */
export function withCapacityRules(entities: Entity[], accounts: boolean, reading: ModelReading): Entity[] {
  if (!accounts) return entities;
  const found = new Map<string, { target: Entity; relation: Entity["relations"][number]; ids: string[] }>();
  for (const f of reading.facts.filter((x) => x.requirement.type !== "non-functional")) {
    for (const clauses of sentences(f.requirement.description))
      for (const { text } of clauses) {
        if (!JOIN.test(text)) continue;
        for (const mention of mentionsIn(tokensOf(text), reading.keys)) {
          const target = entities.find((e) => e.name === mention.key.draft.names.name);
          const rows = target ? membershipsOf(target, entities) : undefined;
          if (!target || !rows) continue;
          const entry = found.get(rows.entity.name) ?? { target, relation: rows.relation, ids: [] };
          if (entry.target === target) entry.ids.push(f.requirement.id);
          found.set(rows.entity.name, entry);
        }
      }
  }
  return entities.map((entity) => {
    const entry = found.get(entity.name);
    const limit = entry ? limitOf(entry.target, entity, reading) : undefined;
    if (!entry || !limit || !entry.relation.column || entity.rules?.some((r) => r.kind === "capacity")) return entity;
    const serves = sortRequirementIds([...new Set(entry.ids)]);
    const once = entity.rules?.some((r) => r.kind === "once-per-user" && r.target === entry.relation.name);
    const onceRule: OncePerUserRule = { kind: "once-per-user", target: entry.relation.name, verb: "join", serves };
    const rule: CapacityRule = { kind: "capacity", target: entry.relation.name, ...limit, serves };
    const index = { name: `${entity.table}_owner_id_${entry.relation.column}_key`, columns: ["owner_id", entry.relation.column], unique: true };
    return {
      ...entity,
      indexes: once ? entity.indexes : [...entity.indexes, index],
      rules: [...(entity.rules ?? []), ...(once ? [] : [onceRule]), rule],
      serves: sortRequirementIds([...new Set([...entity.serves, ...serves])]),
    };
  });
} // prettier-ignore
