import type { OncePerUserRule } from "../../../../domain/artifacts/04-data-model";
import { inSentence, withArticle } from "../../../pipeline/phases/02-srs/names";
import { onceRefusal } from "../../../pipeline/phases/04-technical/rule-api";
import { displayField } from "../client/model";
import type { EntityInfo, FieldInfo, ManyToOneInfo } from "./model";

/*
 * Actions with rules in the generated server (issue 17 point 3): the plan of an entity's once-per-user rule.
 *
 * - The row entity (a Vote) belongs to users; `target` is its many-to-one relation to the target (the Poll) and
 *   the owner plus the target's column are unique in the database.
 * - The tally counts the target's rows per choice with one GROUP BY: an enum field lists every value (zero
 *   counts too); a relation lists the rows of its target, only those of this target when they belong to one
 *   (an Option of the Poll), named by their display field; another field lists the values that occur.
 * - `vote` says whether the client may create the row from the tally with just the target and the choice: only
 *   when every other required field and relation has a value the server gives (none besides them).
 */

export type OnceChoice =
  | { kind: "field"; field: FieldInfo; values: string[] | null }
  | {
      kind: "relation";
      relation: ManyToOneInfo;
      target: EntityInfo;
      /** The field that names a choice's row, if any (else "#id"). */
      label: FieldInfo | undefined;
      /** The choice target's relation to the rule's target (Option.poll), when choices belong to one. */
      within: ManyToOneInfo | undefined;
    };

export interface OnceInfo {
  rule: OncePerUserRule;
  target: ManyToOneInfo;
  targetInfo: EntityInfo;
  choice: OnceChoice | null;
  /** The 409's message: "You already have a vote for this poll: one per user." */
  refusal: string;
  /** Whether a row can be made with only the target and the choice (see the module comment). */
  quick: boolean;
  /** The shared schema's names of the tally: `VoteTally`, `voteTallySchema`. */
  tallyType: string;
  tallySchema: string;
}

function choiceOf(info: EntityInfo, rule: OncePerUserRule, all: readonly EntityInfo[], target: ManyToOneInfo): OnceChoice | null {
  if (!rule.choice) return null;
  const field = info.fields.find((f) => f.field.name === rule.choice);
  if (field) return { kind: "field", field, values: field.field.type === "enum" ? [...(field.field.enumValues ?? [])] : null };
  const relation = info.manyToOne.find((m) => m.relation.name === rule.choice);
  const choiceTarget = all.find((e) => e.entity.name === relation?.relation.target);
  if (!relation || !choiceTarget) return null;
  const shown = displayField(choiceTarget.entity);
  return {
    kind: "relation",
    relation,
    target: choiceTarget,
    label: choiceTarget.fields.find((f) => f.field === shown),
    within: choiceTarget.manyToOne.find((m) => m.relation.target === target.relation.target),
  };
} // prettier-ignore

/** The plan of an entity's once-per-user rule, or null when it has none or it does not fit the entity. */
export function oncePlan(info: EntityInfo, all: readonly EntityInfo[]): OnceInfo | null {
  const rule = info.entity.rules?.find((r) => r.kind === "once-per-user");
  if (!rule || !info.owned) return null;
  const target = info.manyToOne.find((m) => m.relation.name === rule.target);
  const targetInfo = all.find((e) => e.entity.name === target?.relation.target);
  if (!target || !targetInfo || targetInfo === info) return null;
  const choice = choiceOf(info, rule, all, target);
  const used = new Set<unknown>([target, choice?.kind === "field" ? choice.field : choice?.relation]);
  const workflowField = info.workflow?.field;
  const quick =
    info.fields.every((f) => used.has(f) || !f.field.required || f === workflowField) &&
    info.manyToOne.every((m) => used.has(m) || !m.relation.required) &&
    info.manyToMany.length === 0;
  return {
    rule,
    target,
    targetInfo,
    choice,
    refusal: `${onceRefusal(info.entity, targetInfo.entity)}.`,
    quick,
    tallyType: `${info.names.type}Tally`,
    tallySchema: info.names.schema.replace(/Schema$/, "TallySchema"),
  };
}

/** The plan of an entity's no-overlap rule (issue 17): the target relation and the start and end fields. */
export interface OverlapInfo {
  target: ManyToOneInfo;
  targetInfo: EntityInfo;
  start: FieldInfo;
  end: FieldInfo;
  /** "The car already has a booking from ", " to ", ": choose a time that does not overlap it." */
  clash: readonly [string, string, string];
  /** The 400 of an end not after the start: "Ends at must be after starts at". */
  order: string;
}

/** The plan of an entity's no-overlap rule, or null when it has none or it does not fit the entity. */
export function overlapPlan(info: EntityInfo, all: readonly EntityInfo[]): OverlapInfo | null {
  const rule = info.entity.rules?.find((r) => r.kind === "no-overlap");
  if (!rule) return null;
  const target = info.manyToOne.find((m) => m.relation.name === rule.target);
  const targetInfo = all.find((e) => e.entity.name === target?.relation.target);
  const start = info.fields.find((f) => f.field.name === rule.start);
  const end = info.fields.find((f) => f.field.name === rule.end);
  if (!target || !targetInfo || !start || !end || start === end) return null;
  if (start.field.type !== end.field.type || !["date", "datetime"].includes(start.field.type)) return null;
  const what = inSentence(targetInfo.entity.label.trim() || targetInfo.entity.name);
  const one = withArticle(inSentence(info.entity.label.trim() || info.entity.name));
  const label = (f: FieldInfo) => f.field.label.trim() || f.field.name;
  return {
    target,
    targetInfo,
    start,
    end,
    clash: [`The ${what} already has ${one} from `, " to ", ": choose a time that does not overlap it."],
    order: `${label(end).charAt(0).toUpperCase()}${label(end).slice(1)} must be after ${label(start).toLowerCase()}`,
  };
}

/** The plan of an entity's capacity rule (issue 17): joining a target up to its limit. */
export interface CapacityInfo {
  target: ManyToOneInfo;
  targetInfo: EntityInfo;
  /** The target's field holding the limit, else the stated number. */
  limitField: FieldInfo | null;
  limit: number | null;
  /** "This trip is full: ", " of ", " places are taken." around the count and the limit. */
  full: readonly [string, string, string];
}

/** The plan of an entity's capacity rule, or null when it has none, it does not fit, or the once rule is missing. */
export function capacityPlan(info: EntityInfo, all: readonly EntityInfo[]): CapacityInfo | null {
  const rule = info.entity.rules?.find((r) => r.kind === "capacity");
  if (!rule || !info.once || info.once.rule.target !== rule.target) return null;
  const target = info.once.target;
  const targetInfo = info.once.targetInfo;
  const limitField = rule.limitField === undefined ? null : (targetInfo.fields.find((f) => f.field.name === rule.limitField && f.field.type === "integer") ?? null);
  const limit = rule.limit ?? null;
  if (limitField === null && limit === null) return null;
  void all;
  const what = inSentence(targetInfo.entity.label.trim() || targetInfo.entity.name);
  return { target, targetInfo, limitField, limit, full: [`This ${what} is full: `, " of ", " places are taken."] };
} // prettier-ignore
