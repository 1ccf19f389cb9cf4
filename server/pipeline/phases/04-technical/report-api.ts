import type { ApiModel, Operation } from "../../../../domain/artifacts/04-api-model";
import type { DataModel } from "../../../../domain/artifacts/04-data-model";
import type { Report } from "../../../../domain/artifacts/04-reports";
import { kebabIdentifier } from "../02-srs/names";
import { schemaBase, type JsonSchema } from "./api-schemas";
import { reportDescription, reportSegment } from "./report-words";

/*
 * The API of a data model's reports (issue 17): one resource, GET <prefix>/<report> per report answering the
 * `ReportResult` schema ({ title, rows: [{ key, label, value }], total }). A report grouped by a period takes the
 * optional `from` / `to` dates (inclusive). The resource is `reports` at /api/reports unless an entity's resource
 * already goes by that name (then `report-figures`).
 */

type Resource = ApiModel["resources"][number];

/** The resource name and path prefix of the reports, clear of the entities' resources. */
export function reportsPrefix(model: DataModel): { name: string; path: string } {
  const taken = new Set(model.entities.map((e) => kebabIdentifier(e.plural)));
  const name = ["reports", "report-figures", "figures"].find((n) => !taken.has(n)) ?? "report-results";
  return { name, path: `/api/${name}` };
}

/** The name of the result schema, clear of the entities' schemas. */
export function reportSchemaName(model: DataModel): string {
  const taken = new Set(model.entities.map((e) => schemaBase(e)));
  return ["ReportResult", "ReportFigures"].find((n) => !taken.has(n)) ?? "ReportResultBody";
}

const PERIOD_QUERY: Operation["query"] = [
  { name: "from", type: "string", description: "First day counted (YYYY-MM-DD), inclusive" },
  { name: "to", type: "string", description: "Last day counted (YYYY-MM-DD), inclusive" },
];

function operation(model: DataModel, report: Report, prefix: string): Operation {
  const entity = model.entities.find((e) => e.name === report.entity);
  const roles = model.roles ?? [];
  const someRoleBarred = roles.some((r) => (entity?.access?.[r.name]?.read ?? "all") === "none");
  const period = report.groupBy?.kind === "period";
  const owned = entity?.ownedByUser === true && model.accounts;
  const summary = `${report.title}: ${reportDescription(report, entity)}${owned ? " (the rows the signed-in user may read)" : ""}`;
  return {
    id: `report${report.name.charAt(0).toUpperCase()}${report.name.slice(1)}`,
    kind: "report",
    method: "get",
    path: `${prefix}/${reportSegment(report)}`,
    summary,
    requestSchema: null,
    responseSchema: reportSchemaName(model),
    query: period ? PERIOD_QUERY : [],
    statusCodes: [
      { code: 200, description: `The figures of ${report.title}` },
      ...(period ? [{ code: 400, description: "Invalid query parameters: from or to is not a date" }] : []),
      ...(model.accounts ? [{ code: 401, description: "Not signed in" }] : []),
      ...(someRoleBarred ? [{ code: 403, description: "The signed-in role may not read these rows" }] : []),
    ],
    auth: model.accounts,
    serves: [...report.serves],
  };
}

/** The reports resource, or nothing when the data model has no reports. */
export function reportResource(model: DataModel): Resource[] {
  const reports = model.reports ?? [];
  if (reports.length === 0) return [];
  const prefix = reportsPrefix(model);
  return [
    {
      name: prefix.name,
      entity: null,
      description: "Totals, counts, averages and rankings computed from the stored rows (SQL aggregates).",
      operations: reports.map((r) => operation(model, r, prefix.path)),
    },
  ];
}

/** The result schema every report answers; nothing without reports. */
export function reportSchemas(model: DataModel): Record<string, JsonSchema> {
  if ((model.reports ?? []).length === 0) return {};
  return {
    [reportSchemaName(model)]: {
      type: "object",
      description:
        "A report's figures: one row per group (none for a single figure) and the figure over every row",
      properties: {
        title: { type: "string" },
        rows: {
          type: "array",
          items: {
            type: "object",
            properties: {
              key: {
                type: "string",
                description: "The group: a value, a related row's id or a period's first day",
              },
              label: { type: "string", description: "The group in words" },
              value: { type: "number" },
            },
            required: ["key", "label", "value"],
          },
        },
        total: {
          type: ["number", "null"],
          description:
            "The measure over every row counted (null for an average, lowest or highest of no rows)",
        },
      },
      required: ["title", "rows", "total"],
    },
  };
}
