import type { GeneratedFile } from "../../types";
import { commentText, tsString } from "../names";
import { generatedFile } from "./code";
import type { FieldInfo, ServerModel } from "./model";
import type { ReportInfo } from "./report-plan";
import { reportInfos } from "./report-plan";

/*
 * The generated server's reports (issue 17): src/server/data/reports.ts answers each report with one SQL aggregate
 * (count, sum, avg, min, max; GROUP BY a field, a related row or a period's first day; ORDER BY and LIMIT for a
 * ranking) over the rows the caller may read, and a second one for the figure over every row counted. PostgreSQL
 * (PGlite in tests) sums numeric columns exactly and answers them as text; they become numbers at the edge.
 * Periods are days of the date (a datetime's day in UTC), truncated with date_trunc and keyed by their first day.
 */

const PERIOD_LABEL = `/** A period's first day (YYYY-MM-DD) in words: "2025-03-04", "Week of 2025-03-03", "March 2025", "2025". */
function periodLabel(period: "day" | "week" | "month" | "year", key: string): string {
  const [year = "", month = "1"] = key.split("-");
  if (period === "year") return year;
  if (period === "month") return \`\${MONTHS[Number(month) - 1] ?? month} \${year}\`;
  return period === "week" ? \`Week of \${key}\` : key;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
`;

/** The SQL of a column's day: the date itself, or a datetime's day in UTC. */
function dayExpr(table: string, field: FieldInfo): string {
  const column = `\${${table}.${field.key}}`;
  return field.field.type === "datetime" ? `((${column} AT TIME ZONE 'UTC')::date)` : column;
}

/** The SQL aggregate of a report's measure, as a drizzle sql template body. */
function measureSql(info: ReportInfo, table: string): string {
  const { fn } = info.report.measure;
  if (fn === "count") return "count(*)";
  const column = `\${${table}.${info.measure?.key ?? "id"}}`;
  if (info.signed) {
    const values = info.signed.negative.map((v) => `\${${tsString(v)}}`).join(", ");
    return `sum(CASE WHEN \${${table}.${info.signed.field.key}} IN (${values}) THEN -${column} ELSE ${column} END)`;
  }
  if (fn === "avg") return `round(avg(${column})::numeric, 2)`;
  return `${fn}(${column})`;
}

/** The rows counted: the caller's own (or every row its role reads), the measure present, the period's days. */
function whereLines(info: ReportInfo, table: string, roles: boolean): string[] {
  const lines: string[] = [];
  // With roles the scope says whether the role reads every row or its own; without, every account reads its own.
  const owner = info.entity.ownerKey;
  if (info.entity.owned && owner)
    lines.push(roles ? `ownRows(scope, ${table}.${owner})` : `eq(${table}.${owner}, ownerOf(scope))`);
  if (info.measure && info.report.measure.fn !== "count" && !info.measure.field.required)
    lines.push(`sql\`\${${table}.${info.measure.key}} IS NOT NULL\``);
  if (info.grouping.kind === "period") {
    const day = dayExpr(table, info.grouping.field);
    if (!info.grouping.field.field.required) lines.push(`sql\`${day} IS NOT NULL\``);
    lines.push(`query.from === undefined ? undefined : sql\`${day} >= \${query.from}::date\``);
    lines.push(`query.to === undefined ? undefined : sql\`${day} <= \${query.to}::date\``);
  }
  return lines;
}

/** The grouped query's select, join, group and order parts, and how a row's label reads. */
function groupParts(
  info: ReportInfo,
  table: string,
  taken: ReadonlySet<string>,
): { key: string; label: string; join: string; groupBy: string; rowLabel: string; alias: string } | null {
  const g = info.grouping;
  switch (g.kind) {
    case "none":
      return null;
    case "period": {
      const key = `sql<string>\`to_char(date_trunc('${g.period}', ${dayExpr(table, g.field)}::timestamp), 'YYYY-MM-DD')\``;
      return {
        key,
        label: "",
        join: "",
        groupBy: "key",
        rowLabel: `periodLabel(${tsString(g.period)}, row.key)`,
        alias: "",
      };
    }
    case "field": {
      const column = `${table}.${g.field.key}`;
      const none = `No ${(g.field.field.label || g.field.field.name).toLowerCase()}`;
      const label =
        g.field.field.type === "boolean"
          ? `row.key === "" ? ${tsString(none)} : row.key === "true" ? "Yes" : "No"`
          : `row.key === "" ? ${tsString(none)} : row.key`;
      return {
        key: `sql<string>\`coalesce(\${${column}}::text, '')\``,
        label: "",
        join: "",
        groupBy: column,
        rowLabel: label,
        alias: "",
      };
    }
    case "relation": {
      // A row grouped by a row of its own table (a task's parent task) joins the table under another name.
      const own = g.target.table.constName === table;
      const target = own ? freeName(`${table}Linked`, taken) : g.target.table.constName;
      const targetLabel = (g.target.entity.label || g.target.entity.name).trim();
      const shown = g.label ? `sql<string | null>\`\${${target}.${g.label.key}}::text\`` : "sql<null>`NULL`";
      const none = `No ${targetLabel.toLowerCase()}`;
      return {
        key: `sql<string>\`coalesce(\${${table}.${g.link.key}}::text, '')\``,
        label: shown,
        join: `.leftJoin(${target}, eq(${table}.${g.link.key}, ${target}.id))`,
        groupBy: `${table}.${g.link.key}, ${target}.id`,
        alias: own
          ? `  const ${target} = alias(${table}, ${tsString(`${g.target.table.planned.name}_linked`)});\n`
          : "",
        rowLabel: `row.key === "" ? ${tsString(none)} : (row.label ?? \`${commentText(targetLabel).replace(/[`$\\]/g, "")} \${row.key}\`)`,
      };
    }
  }
}

/** `name`, or with the first number that makes it differ from every name in `taken`. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  let found = name;
  for (let i = 2; taken.has(found); i += 1) found = `${name}${i}`;
  return found;
}

function reportFunction(info: ReportInfo, roles: boolean, taken: ReadonlySet<string>): string {
  const table = info.entity.table.constName;
  const where = whereLines(info, table, roles);
  const title = tsString(info.report.title);
  const serves = info.report.serves.length > 0 ? ` (serves ${info.report.serves.join(", ")})` : "";
  const doc = `/** ${commentText(info.report.title)}: ${commentText(info.op.summary.replace(/^[^:]*: /, ""))}${serves}. */`;
  const value = `sql<string | number | null>\`${measureSql(info, table)}\``;
  const whereCode = where.length > 0 ? `and(\n    ${where.join(",\n    ")},\n  )` : "undefined";
  const usesQuery = info.grouping.kind === "period";
  const signature = `export async function ${info.fn}(db: Database, ${usesQuery ? "query" : "_query"}: ReportQuery, ${info.entity.owned ? "scope" : "_scope"}: Scope): Promise<ReportResult> {`;
  const totalLine = `  const [all] = await db.select({ value }).from(${table}).where(where);`;
  const parts = groupParts(info, table, taken);
  if (!parts) {
    return `${doc}
${signature}
  const where = ${whereCode};
  const value = ${value};
${totalLine}
  return { title: ${title}, rows: [], total: ${zeroOr(info)}(all?.value) };
}`;
  }
  const order =
    info.grouping.kind === "period" || info.report.order === undefined
      ? "asc(key)"
      : `${info.report.order}(value), asc(key)`;
  const limit = info.report.limit === undefined ? "" : `\n    .limit(${info.report.limit})`;
  return `${doc}
${signature}
${parts.alias}  const where = ${whereCode};
  const value = ${value};
  const key = ${parts.key};
  const rows = await db
    .select({ key, ${parts.label ? `label: ${parts.label}, ` : ""}value })
    .from(${table})${parts.join}
    .where(where)
    .groupBy(${parts.groupBy})
    .orderBy(${order})${limit};
${totalLine}
  return {
    title: ${title},
    rows: rows.map((row) => ({ key: row.key, label: ${parts.rowLabel}, value: figure(row.value) ?? 0 })),
    total: ${zeroOr(info)}(all?.value),
  };
}`;
}

/** A count or sum of no rows is 0; an average, lowest or highest of none is null. */
function zeroOr(info: ReportInfo): string {
  return ["count", "sum"].includes(info.report.measure.fn) ? "zeroIfNone" : "figure";
}

/** src/server/data/reports.ts, or nothing without reports. */
export function reportDataFile(model: ServerModel): GeneratedFile | null {
  const infos = reportInfos(model);
  if (infos.length === 0) return null;
  const taken = new Set([
    ...model.tables.map((t) => t.constName),
    "where",
    "value",
    "key",
    "rows",
    "all",
    "query",
    "scope",
  ]);
  const functions = infos.map((info) => reportFunction(info, model.accounts?.rolePlan != null, taken));
  const body = functions.join("\n\n");
  const used = (name: string) => new RegExp(`\\b${name}\\(`).test(body);
  const drizzle = ["and", "asc", "desc", "eq", "sql"].filter(
    (n) => used(n) || (n === "sql" && /\bsql[<`]/.test(body)),
  );
  const tables = [
    ...new Set(
      infos.flatMap((i) => [
        i.entity.table.constName,
        ...(i.grouping.kind === "relation" ? [i.grouping.target.table.constName] : []),
      ]),
    ),
  ].sort();
  const query = ["ownRows", "ownerOf"].filter(used);
  const content = `import { ${drizzle.join(", ")} } from "drizzle-orm";
${used("alias") ? 'import { alias } from "drizzle-orm/pg-core";\n' : ""}import type { ReportQuery, ReportResult } from "../../shared/schema";
import type { Database } from "../db/client";
import { ${query.map((q) => `${q}, `).join("")}type Scope } from "../db/query";
import { ${tables.join(", ")} } from "../db/schema";

/*
 * The reports: one SQL aggregate per report over the rows the caller may read (GROUP BY for its groups, ORDER BY
 * and LIMIT for a ranking), and the figure over every row counted. Numeric sums and averages come back from
 * PostgreSQL as exact text and become numbers here.
 */

/** An aggregate as a number (PostgreSQL answers numeric and bigint as text); null stays null. */
function figure(value: string | number | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A count or sum: 0 when no row is counted. */
function zeroIfNone(value: string | number | null | undefined): number {
  return figure(value) ?? 0;
}
${body.includes("periodLabel(") ? `\n${PERIOD_LABEL}` : ""}
${body}
`;
  return generatedFile(`src/server/data/${reportModule(model).file}.ts`, content, "typescript", 2, {
    documents: ["database_design", "api_specification"],
    requirementIds: infos.flatMap((i) => i.report.serves),
    elements: [...infos.map((i) => `operation:${i.op.id}`), "stack:Drizzle ORM"],
  });
}

/** The data module of the reports (src/server/data/<file>.ts) and the namespace routes import it under. */
export function reportModule(model: ServerModel): { file: string; namespace: string } {
  const files = new Set(model.entities.map((e) => e.file));
  const spaces = new Set(model.entities.map((e) => e.dataNamespace));
  const file = ["reports", "report-figures"].find((f) => !files.has(f)) ?? "report-results";
  const namespace = ["reportsData", "reportFiguresData"].find((n) => !spaces.has(n)) ?? "reportResultsData";
  return { file, namespace };
}

/** The route body of a report after its scope line: the period's dates (a 400 naming the field), the figures. */
export function reportRouteBody(model: ServerModel, info: ReportInfo): string {
  const query =
    info.grouping.kind === "period" ? `parseInput(reportQuerySchema, req.query, "bad_request:query")` : "{}";
  return `    res.json(await ${reportModule(model).namespace}.${info.fn}(db, ${query}, scope));`;
}

/** The shared shapes of the reports in src/shared/schema.ts: the period query and the answer. */
export function reportSchemaBlock(model: ServerModel): string {
  if ((model.input.data.reports ?? []).length === 0) return "";
  return `// Reports

/** The days a report grouped by period counts: from and to, inclusive (YYYY-MM-DD), both optional. */
export const reportQuerySchema = z
  .object({
    from: z.iso.date("From must be a date (YYYY-MM-DD)").optional(),
    to: z.iso.date("To must be a date (YYYY-MM-DD)").optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: "To is before From", path: ["to"] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** One group of a report: its key (a value, a related row's id, a period's first day), its words and figure. */
export type ReportRow = { key: string; label: string; value: number };
/** A report's answer: its rows (none for a single figure) and the figure over every row counted. */
export type ReportResult = { title: string; rows: ReportRow[]; total: number | null };`;
}
