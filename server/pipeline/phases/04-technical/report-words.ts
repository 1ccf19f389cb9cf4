import type { Entity } from "../../../../domain/artifacts/04-data-model";
import type { Report } from "../../../../domain/artifacts/04-reports";
import { entityNames, inSentence, kebabIdentifier } from "../02-srs/names";

/*
 * How a report (issue 17) is said in the documents, the API and the generated app: "the sum of the amount of
 * expenses per month", its path, and the label of a group's field.
 */

const FUNCTION_WORDS = {
  count: "number",
  sum: "sum",
  avg: "average",
  min: "lowest",
  max: "highest",
} as const;

/** The lower-case label of an entity's field or relation, by name. */
function labelOf(entity: Entity | undefined, name: string): string {
  const field = entity?.fields.find((f) => f.name === name);
  return (field?.label ?? name).toLowerCase();
}

/** "per month", "by category", "by member". */
export function groupWords(report: Report, entity: Entity | undefined): string {
  const group = report.groupBy;
  if (!group) return "";
  if (group.kind === "period") return `per ${group.period}`;
  if (group.kind === "relation") {
    const relation = entity?.relations.find((r) => r.name === group.relation);
    return `by ${inSentence(relation?.name ?? group.relation)
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .toLowerCase()}`;
  }
  return `by ${labelOf(entity, group.field)}`;
}

/**
 * The report in words: "the sum of the amount of expenses per month, highest first, top 5". A signed sum says which
 * rows count negatively ("income minus rows whose type is expense").
 */
export function reportDescription(report: Report, entity: Entity | undefined): string {
  const many = entity ? inSentence(entityNames(entity.label).pluralLabel) : report.entity;
  const { fn, field, signedBy } = report.measure;
  const measured =
    fn === "count"
      ? `the number of ${many}`
      : `the ${FUNCTION_WORDS[fn]} of the ${labelOf(entity, field ?? "")} of ${many}`;
  const signed = signedBy
    ? `, ${signedBy.negative.join(" and ")} ${labelOf(entity, signedBy.field)} counted as negative`
    : "";
  const grouped = report.groupBy ? ` ${groupWords(report, entity)}` : "";
  const order =
    report.order === undefined ? "" : report.order === "desc" ? ", highest first" : ", lowest first";
  const limit = report.limit === undefined ? "" : `, top ${report.limit}`;
  return `${measured}${signed}${grouped}${order}${limit}`;
}

/** The path segment of a report: `amountPerMonth` → `amount-per-month`. */
export function reportSegment(report: Report): string {
  return kebabIdentifier(report.name);
}
