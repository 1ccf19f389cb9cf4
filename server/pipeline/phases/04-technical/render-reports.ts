import type { DataModel } from "../../../../domain/artifacts/04-data-model";
import { code, heading, joinBlocks, paragraph, table } from "../../markdown";
import { servesText } from "../../traceability";
import { reportsPrefix } from "./report-api";
import { reportDescription, reportSegment } from "./report-words";

const CHART = { bar: "Bar chart", line: "Line chart", pie: "Pie chart", number: "A single figure" } as const;

/**
 * The database design's section on the data model's reports (issue 17): each report's figure in words, its
 * endpoint, how it is drawn and the requirements it serves. Null without reports.
 */
export function reportsSection(model: DataModel, number: number): string | null {
  const reports = model.reports ?? [];
  if (reports.length === 0) return null;
  const prefix = reportsPrefix(model).path;
  return joinBlocks([
    heading(2, `${number} Reports`),
    paragraph(
      "Each report is one SQL aggregate over the rows the signed-in user may read (GROUP BY for its groups, " +
        "ORDER BY and LIMIT for a ranking); periods are truncated with date_trunc. Money sums stay exact.",
    ),
    table(
      ["Report", "Figure", "Endpoint", "Chart", "Requirements"],
      reports.map((r) => [
        r.title,
        reportDescription(
          r,
          model.entities.find((e) => e.name === r.entity),
        ),
        code(`GET ${prefix}/${reportSegment(r)}`),
        CHART[r.chart],
        servesText(r.serves),
      ]),
    ),
  ]);
}
