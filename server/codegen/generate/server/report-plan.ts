import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { Field } from "../../../../domain/artifacts/04-data-model";
import type { Report, ReportPeriod } from "../../../../domain/artifacts/04-reports";
import { reportSegment } from "../../../pipeline/phases/04-technical/report-words";
import { displayField } from "../client/model";
import { safeIdentifier } from "../names";
import { entityInfo, type EntityInfo, type FieldInfo, type ManyToOneInfo, type ServerModel } from "./model";

/*
 * What the generated server does with each report of the data model (issue 17), decided once: the entity and
 * columns it reads, how it groups and how its figures read. A report operation of the API model whose path names no
 * report of the data model, or whose report names fields the entity lacks, is a placeholder (501).
 */

/** Names src/server/data/reports.ts imports or declares itself. */
const DATA_MODULE_NAMES = new Set([
  "and",
  "asc",
  "desc",
  "sql",
  "figure",
  "periodLabel",
  "Database",
  "Scope",
  "ownRows",
  "REPORTS",
]);

/** How a report's figures read: whole numbers (counts), decimals, or money with two decimals. */
export type ReportFormat = "integer" | "decimal" | "money";

export type ReportGrouping =
  | { kind: "none" }
  | { kind: "field"; field: FieldInfo }
  | { kind: "relation"; link: ManyToOneInfo; target: EntityInfo; label: FieldInfo | undefined }
  | { kind: "period"; field: FieldInfo; period: ReportPeriod };

export interface ReportInfo {
  report: Report;
  op: Operation;
  entity: EntityInfo;
  /** The function of src/server/data/reports.ts answering it. */
  fn: string;
  measure: FieldInfo | undefined;
  /** A balance: the enum field whose `negative` values count negatively. */
  signed: { field: FieldInfo; negative: string[] } | undefined;
  grouping: ReportGrouping;
  format: ReportFormat;
}

export function reportFormat(report: Report, measure: Field | undefined): ReportFormat {
  if (report.measure.fn === "count" || !measure) return "integer";
  const type = measure.type;
  if (type === "money") return "money";
  if (type === "integer" && report.measure.fn !== "avg") return "integer";
  return "decimal";
}

function groupingOf(model: ServerModel, info: EntityInfo, report: Report): ReportGrouping | string {
  const group = report.groupBy;
  if (!group) return { kind: "none" };
  if (group.kind === "relation") {
    const link = info.manyToOne.find((m) => m.relation.name === group.relation);
    const target = entityInfo(model, link?.relation.target);
    if (!link || !target) return `no many-to-one relation ${group.relation}`;
    const shown = target.entity ? displayField(target.entity) : undefined;
    return { kind: "relation", link, target, label: target.fields.find((f) => f.field === shown) };
  }
  const field = info.fields.find((f) => f.field.name === group.field);
  if (!field) return `no field ${group.field}`;
  return group.kind === "period" ? { kind: "period", field, period: group.period } : { kind: "field", field };
}

/** The report an operation answers, or why it cannot be generated. */
export function reportInfo(model: ServerModel, op: Operation): ReportInfo | string {
  const segment = op.path.split("/").pop() ?? "";
  const report = (model.input.data.reports ?? []).find((r) => reportSegment(r) === segment);
  if (!report || op.method !== "get") return "no report of the data model at this path";
  const entity = entityInfo(model, report.entity);
  if (!entity) return `no entity ${report.entity}`;
  const measure = entity.fields.find((f) => f.field.name === report.measure.field);
  if (report.measure.fn !== "count" && !measure) return `no field ${report.measure.field ?? ""}`;
  const signedBy = report.measure.signedBy;
  const signedField = signedBy ? entity.fields.find((f) => f.field.name === signedBy.field) : undefined;
  if (signedBy && !signedField) return `no field ${signedBy.field}`;
  const grouping = groupingOf(model, entity, report);
  if (typeof grouping === "string") return grouping;
  // Report names are unique camelCase words; one that an import of the data module takes gets a suffix.
  const name = safeIdentifier(report.name, "report");
  const fn = DATA_MODULE_NAMES.has(name) ? `${name}Report` : name;
  return {
    report,
    op,
    entity,
    fn,
    measure,
    signed: signedBy && signedField ? { field: signedField, negative: signedBy.negative } : undefined,
    grouping,
    format: reportFormat(report, measure?.field),
  };
}

/** Every report the generated server answers, in the API model's order. */
export function reportInfos(model: ServerModel): ReportInfo[] {
  return model.plans.flatMap((p) => (p.kind === "report" ? [p.info] : []));
}
