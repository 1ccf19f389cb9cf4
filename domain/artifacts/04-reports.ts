import { z } from "zod";
import { camelNameSchema, pascalNameSchema, servesSchema } from "./common";
import type { Entity } from "./04-data-model";

/*
 * Reports (issue 17): totals, counts, averages, balances, per-period and per-category figures and rankings the
 * requirements ask for, as part of the data model. Each is one SQL aggregate over one entity's rows (those the
 * caller may read), optionally grouped, answered by GET /api/reports/<name> and drawn on the app's Reports page.
 *
 * - `measure`: count of rows, or sum / avg / min / max of a numeric field (integer, decimal or money). A sum may be
 *   signed: rows whose enum field holds one of `negative` values count negatively ("income minus expenses": a
 *   balance).
 * - `groupBy`: by a field's values (enum, string, boolean), by a many-to-one relation's target, or by a period of a
 *   date field (day, week, month, year). Without it the report is a single figure (chart "number").
 * - `order` / `limit`: rows by their value, the top N (a ranking, a leaderboard); period rows are in time order.
 */

export const REPORT_FUNCTIONS = ["count", "sum", "avg", "min", "max"] as const;
export type ReportFunction = (typeof REPORT_FUNCTIONS)[number];
export const REPORT_PERIODS = ["day", "week", "month", "year"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_CHARTS = ["bar", "line", "pie", "number"] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

/** The field types a sum, average, minimum or maximum applies to. */
export const NUMERIC_FIELD_TYPES: readonly string[] = ["integer", "decimal", "money"];
/** The field types whose values group rows (a date groups by a period instead). */
export const GROUPING_FIELD_TYPES: readonly string[] = ["enum", "string", "boolean"];

export const reportGroupSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("field"), field: camelNameSchema }),
  z.object({ kind: z.literal("relation"), relation: camelNameSchema }),
  z.object({
    kind: z.literal("period"),
    field: camelNameSchema,
    period: z.enum(REPORT_PERIODS),
  }),
]);
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportSchema = z.object({
  /** camelCase; the endpoint is /api/reports/<name in kebab-case>. */
  name: camelNameSchema,
  /** The report's title in the user's words: "Amount per month". */
  title: z.string().min(1),
  entity: pascalNameSchema,
  measure: z.object({
    fn: z.enum(REPORT_FUNCTIONS),
    /** The numeric field summed, averaged, …; absent for a count. */
    field: camelNameSchema.optional(),
    /** A balance: rows whose enum `field` is one of `negative` are subtracted (sum only). */
    signedBy: z.object({ field: camelNameSchema, negative: z.array(z.string().min(1)).min(1) }).optional(),
  }),
  groupBy: reportGroupSchema.optional(),
  /** Rows by value, highest first ("desc") or lowest first; absent: groups in time or label order. */
  order: z.enum(["asc", "desc"]).optional(),
  /** Only the first N rows (a ranking: top 5). */
  limit: z.number().int().min(1).max(100).optional(),
  chart: z.enum(REPORT_CHARTS),
  serves: servesSchema,
});
export type Report = z.infer<typeof reportSchema>;

type ReportEntity = Pick<Entity, "name" | "fields" | "relations">;

function groupIssues(report: Report, entity: ReportEntity): string[] {
  const group = report.groupBy;
  if (!group) {
    const problems = report.chart === "number" ? [] : [`a report without groups is a "number" chart`];
    return report.limit === undefined ? problems : [...problems, "a limit needs groups"];
  }
  const problems = report.chart === "number" ? [`a grouped report is not a "number" chart`] : [];
  if (group.kind === "relation") {
    const relation = entity.relations.find((r) => r.name === group.relation);
    if (!relation || relation.kind !== "many-to-one")
      problems.push(`"${group.relation}" is not a many-to-one relation of ${entity.name}`);
    return problems;
  }
  const field = entity.fields.find((f) => f.name === group.field);
  const types = group.kind === "period" ? ["date", "datetime"] : GROUPING_FIELD_TYPES;
  if (!field || !types.includes(field.type))
    problems.push(
      `"${group.field}" is not a ${group.kind === "period" ? "date" : "grouping"} field of ${entity.name}`,
    );
  return problems;
}

function measureIssues(report: Report, entity: ReportEntity): string[] {
  const { fn, field: name, signedBy } = report.measure;
  const problems: string[] = [];
  if (fn === "count") {
    if (name !== undefined) problems.push("a count names no field");
  } else {
    const field = entity.fields.find((f) => f.name === name);
    if (!field || !NUMERIC_FIELD_TYPES.includes(field.type))
      problems.push(`${fn} needs a numeric field of ${entity.name}`);
  }
  if (signedBy) {
    if (fn !== "sum") problems.push("only a sum is signed");
    const field = entity.fields.find((f) => f.name === signedBy.field);
    const values = new Set(field?.type === "enum" ? (field.enumValues ?? []) : []);
    if (values.size === 0) problems.push(`"${signedBy.field}" is not an enum field of ${entity.name}`);
    else if (signedBy.negative.some((v) => !values.has(v)))
      problems.push(`the negative values are not all values of ${signedBy.field}`);
  }
  return problems;
}

/** What is wrong with a data model's reports (empty when they are sound), each with the report's index. */
export function reportIssues(
  reports: readonly Report[],
  entities: readonly ReportEntity[],
): { index: number; message: string }[] {
  const out: { index: number; message: string }[] = [];
  const names = new Set<string>();
  reports.forEach((report, index) => {
    const add = (message: string) => out.push({ index, message });
    if (names.has(report.name)) add(`report "${report.name}" is named twice`);
    names.add(report.name);
    const entity = entities.find((e) => e.name === report.entity);
    if (!entity) {
      add(`"${report.entity}" is not an entity`);
      return;
    }
    [...measureIssues(report, entity), ...groupIssues(report, entity)].forEach(add);
  });
  return out;
}
