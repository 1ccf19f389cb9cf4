import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { DataModel, Entity, OncePerUserRule } from "../../../../domain/artifacts/04-data-model";
import { entityNames, inSentence, kebabIdentifier, withArticle } from "../02-srs/names";
import { idsWhere, isAbout, type ModelReading } from "../02-srs/reading";
import { sortRequirementIds } from "../../traceability";
import { schemaBase, type JsonSchema } from "./api-schemas";

/*
 * The API of actions with rules (issue 17 point 3):
 *
 * - once per user: creating (or moving) a row for a target the user already has one for answers 409
 *   `conflict:once`; the target gets GET /api/<targets>/{id}/tally (the rows per choice, counted by the database,
 *   and the signed-in user's own row), the `<Entity>Tally` schema. A target several entities are once-per-user
 *   for gets one tally per entity, the later ones at …/{id}/<rows>-tally. The tally serves the rule's requirements
 *   and those that speak of the target's tally, results or counts.
 * - no overlap: creating or moving a row into the time of another row of the same target answers 409
 *   `conflict:overlap`; an end not after the start is a 400 like any invalid input.
 * - capacity: a row past the target's limit answers 409 `conflict:full`; its tally also answers the limit.
 */

type Status = Operation["statusCodes"];

/** An entity's once-per-user rule, if it has one. */
export function onceRule(entity: Entity): OncePerUserRule | undefined {
  return entity.rules?.find((r) => r.kind === "once-per-user");
}

function one(entity: Entity): string {
  return inSentence(entity.label);
}

/** "You already have a vote for this poll: one per user", the words of the 409. */
export function onceRefusal(entity: Entity, target: Entity | undefined): string {
  const what = target ? one(target) : "one";
  return `You already have ${withArticle(one(entity))} for this ${what}: one per user`;
}

/** The 409s a create or update may answer because of the entity's rules (once per user, no overlap). */
export function ruleConflicts(entity: Entity, all: readonly Entity[]): Status {
  const out: Status = [];
  const rule = onceRule(entity);
  if (rule) {
    const relation = entity.relations.find((r) => r.name === rule.target);
    const target = all.find((e) => e.name === relation?.target);
    out.push({ code: 409, description: `${onceRefusal(entity, target)} (conflict:once)` });
  }
  const overlap = entity.rules?.find((r) => r.kind === "no-overlap");
  if (overlap) {
    const relation = entity.relations.find((r) => r.name === overlap.target);
    const target = all.find((e) => e.name === relation?.target);
    const what = target ? one(target) : overlap.target;
    out.push({
      code: 409,
      description: `The ${what} already has ${withArticle(one(entity))} at that time (conflict:overlap)`,
    });
  }
  const capacity = entity.rules?.find((r) => r.kind === "capacity");
  if (capacity) {
    const relation = entity.relations.find((r) => r.name === capacity.target);
    const target = all.find((e) => e.name === relation?.target);
    out.push({
      code: 409,
      description: `The ${target ? one(target) : capacity.target} is full (conflict:full)`,
    });
  }
  return out;
}

/** The entities once-per-user for a target, in model order, with the relation that points at it. */
function onceFor(target: Entity, all: readonly Entity[]): { entity: Entity; rule: OncePerUserRule }[] {
  return all.flatMap((entity) => {
    const rule = onceRule(entity);
    const relation = entity.relations.find((r) => r.name === rule?.target);
    return rule && relation?.target === target.name ? [{ entity, rule }] : [];
  });
}

const TALLY_WORDS = /\b(tally|tallies|results?|counts?|totals?|scores?|live)\b/i;

/** GET …/{id}/tally for every entity once-per-user for this target (see the module comment). */
export function tallyOperations(
  target: Entity,
  all: readonly Entity[],
  reading: ModelReading,
  accounts: boolean,
): Operation[] {
  const base = `/api/${kebabIdentifier(target.plural)}/{id}`;
  const id = `${target.name.charAt(0).toLowerCase()}${target.name.slice(1)}`;
  return onceFor(target, all).map(({ entity, rule }, i): Operation => {
    const rows = inSentence(entityNames(entity.label).pluralLabel);
    const asked = idsWhere(reading, (f) => f.requirement.type !== "non-functional" && isAbout(f, target.name) && TALLY_WORDS.test(f.requirement.description));
    return {
      id: i === 0 ? `${id}Tally` : `${id}${entity.plural}Tally`,
      kind: "tally",
      method: "get",
      path: i === 0 ? `${base}/tally` : `${base}/${kebabIdentifier(entity.plural)}-tally`,
      summary: `The ${rows} of ${withArticle(one(target))} counted${rule.choice ? ` per ${inSentence(choiceLabel(entity, rule))}` : ""}, and the signed-in user's own`,
      requestSchema: null,
      responseSchema: `${schemaBase(entity)}Tally`,
      query: [],
      statusCodes: [{ code: 200, description: `The ${one(target)}'s tally` }, ...(accounts ? [{ code: 401, description: "Not signed in" }] : []), { code: 404, description: `No such ${one(target)}` }],
      auth: accounts,
      serves: sortRequirementIds([...new Set([...rule.serves, ...asked])]),
    };
  }); // prettier-ignore
}

/** The label of the choice a tally counts: the field's label, or the relation's target label. */
export function choiceLabel(entity: Entity, rule: OncePerUserRule): string {
  const field = entity.fields.find((f) => f.name === rule.choice);
  if (field) return field.label;
  return entity.relations.find((r) => r.name === rule.choice)?.name ?? rule.choice ?? "";
}

/** The `<Entity>Tally` schema of each once-per-user entity. */
export function tallySchemas(model: DataModel): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const entity of model.entities) {
    const rule = onceRule(entity);
    if (!rule) continue;
    const capacity = entity.rules?.some((r) => r.kind === "capacity") ?? false;
    const choice = { type: ["string", "integer", "boolean", "null"], description: rule.choice ? `The ${choiceLabel(entity, rule).toLowerCase()} (a relation: the id)` : "Always null: the rows are counted only" };
    out[`${schemaBase(entity)}Tally`] = {
      type: "object",
      description: `How many ${inSentence(entityNames(entity.label).pluralLabel)} a target has${rule.choice ? ` per ${choiceLabel(entity, rule).toLowerCase()}` : ""}, and the signed-in user's own`,
      properties: {
        total: { type: "integer" },
        counts: { type: "array", items: { type: "object", properties: { choice, label: { type: "string" }, count: { type: "integer" } }, required: ["choice", "label", "count"] } },
        mine: { type: ["object", "null"], properties: { id: { type: "integer" }, choice }, required: ["id", "choice"] },
        ...(capacity ? { limit: { type: ["integer", "null"], description: "How many rows the target takes at most (null: no limit)" } } : {}),
      },
      required: ["total", "counts", "mine", ...(capacity ? ["limit"] : [])],
    };
  }
  return out;
} // prettier-ignore
