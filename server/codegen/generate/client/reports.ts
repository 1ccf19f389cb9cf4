import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { Report } from "../../../../domain/artifacts/04-reports";
import { reportSegment } from "../../../pipeline/phases/04-technical/report-words";
import { rolePlan } from "../server/roles";
import { reportFormat } from "../server/report-plan";
import { statedRequirements } from "../../analyse/behaviour";
import { tsString } from "../names";
import type { ClientModel, UiPage } from "./model";
import { pageNames } from "./model";

/*
 * Reports in the client (issue 17): the Reports page (a card per report with its figure, a chart drawn by recharts
 * and the rows as a table; an empty state when nothing is recorded), the card component all cards share
 * (REPORT_CARD_TSX) and its styles. The API client types each report operation with the shared ReportResult. With
 * roles a card shows only for roles that may read the report's rows. An app without reports gets none of it.
 */

interface ReportView {
  report: Report;
  op: Operation;
  entity: string;
}

/** The data model's reports with the API operation answering each (reports the API lacks are left out). */
export function reportViews(model: ClientModel): ReportView[] {
  const ops = model.operations().filter((o) => o.kind === "report" && o.method === "get");
  return (model.input.data.reports ?? []).flatMap((report) => {
    const op = ops.find((o) => o.path.split("/").pop() === reportSegment(report));
    return op ? [{ report, op, entity: report.entity }] : [];
  });
}

/** The api.ts method of a report operation; undefined for any other operation. */
export function reportApiMethod(model: ClientModel, op: Operation): string | undefined {
  if (op.kind !== "report" || !reportViews(model).some((v) => v.op === op)) return undefined;
  const params = op.query.length > 0;
  const url = params ? `withQuery(${tsString(op.path)}, params)` : tsString(op.path);
  return `  ${op.id}: (${params ? "params: QueryParams = {}" : ""}) => request<schema.ReportResult>("GET", ${url}),`;
}

const TOTAL_WORDS = { count: "Total", sum: "Total", avg: "Average", min: "Lowest", max: "Highest" } as const;

/** The words over a report's figure and its table's columns. */
function specOf(model: ClientModel, view: ReportView): string {
  const { report } = view;
  const entity = model.input.data.entities.find((e) => e.name === report.entity);
  const measure = entity?.fields.find((f) => f.name === report.measure.field);
  const format = reportFormat(report, measure);
  const total = report.measure.signedBy ? "Balance" : TOTAL_WORDS[report.measure.fn];
  const group = report.groupBy;
  const groupLabel = !group
    ? ""
    : group.kind === "period"
      ? group.period.charAt(0).toUpperCase() + group.period.slice(1)
      : group.kind === "relation"
        ? (model.input.data.entities.find(
            (e) => e.name === entity?.relations.find((r) => r.name === group.relation)?.target,
          )?.label ?? group.relation)
        : (entity?.fields.find((f) => f.name === group.field)?.label ?? group.field);
  const valueLabel =
    report.measure.fn === "count"
      ? "Count"
      : total === "Total"
        ? (measure?.label ?? "")
        : `${total} ${(measure?.label ?? "").toLowerCase()}`.trim();
  return `  { name: ${tsString(report.name)}, title: ${tsString(report.title)}, chart: ${tsString(report.chart)}, format: ${tsString(format)}, totalLabel: ${tsString(total)}, groupLabel: ${tsString(groupLabel)}, valueLabel: ${tsString(valueLabel)} },`;
}

/** src/client/pages/<reports page>.tsx: the cards of every report, each loading its own figures. */
export function reportsPage(model: ClientModel, page: UiPage): string {
  const views = reportViews(model);
  const roles = rolePlan(model.input.data) !== null;
  const { page: component, view } = pageNames(page);
  // Reports per day, week, month or year take the page's date range (the API's from and to).
  const periodic = (v: (typeof views)[number]) => v.report.groupBy?.kind === "period";
  const ranged = views.some(periodic);
  const queries = views.map(
    (v) =>
      `      { queryKey: ["reports", ${tsString(v.report.name)}${periodic(v) ? ", range" : ""}], queryFn: () => api.${v.op.id}(${periodic(v) ? "range" : ""})${roles ? `, enabled: can(role, ${tsString(v.entity)}, "read")` : ""} },`,
  );
  const entities = views.map((v) => `  ${tsString(v.entity)},`);
  const rolesBlock = roles
    ? `
/** The entity whose rows each report counts: the roles that may read them see its card. */
const REPORT_ENTITIES: string[] = [
${entities.join("\n")}
];
`
    : "";
  return `import { useQueries } from "@tanstack/react-query";
${ranged ? 'import { useState } from "react";\n' : ""}${roles ? 'import { can } from "../../shared/access";\n' : ""}import { ${ranged ? "reportQuerySchema, " : ""}type ReportResult } from "../../shared/schema";
import { api } from "../api";
${roles ? 'import { useMe } from "../auth";\n' : ""}import { toLoadState, type LoadState } from "../components/load-state";
import { ReportCard, type ReportSpec } from "../components/report-card";

/** The reports in the order of the data model: title, chart, how the figures read and the words around them. */
export const REPORTS: ReportSpec[] = [
${views.map((v) => specOf(model, v)).join("\n")}
];
${rolesBlock}
${ranged ? RANGE_CODE : ""}export function ${component}() {
${roles ? "  const me = useMe();\n  const role = me.data?.role;\n" : ""}${ranged ? '  const [dates, setDates] = useState<DateRange>({ from: "", to: "" });\n  const checked = checkRange(dates);\n  const range = checked.range;\n' : ""}  const results = useQueries({
    queries: [
${queries.join("\n")}
    ],
  });
  const cards = REPORTS.map((spec, i) => ({
    spec,
    state: results[i] ? toLoadState(results[i]) : ({ status: "loading" } as const),
    retry: () => void results[i]?.refetch(),
  }));
  return <${view} cards={${roles ? 'cards.filter((_, i) => can(role, REPORT_ENTITIES[i] ?? "", "read"))' : "cards"}}${ranged ? " dates={dates} rangeError={checked.error} onDates={setDates}" : ""} />;
}

/** The Reports page as a pure view: one card per report the user may see. */
export function ${view}(props: { cards: { spec: ReportSpec; state: LoadState<ReportResult>; retry?: () => void }[]${ranged ? "; dates: DateRange; rangeError?: string; onDates: (dates: DateRange) => void" : ""} }) {
  return (
    <section className="page">
      <h1>${"{"}${tsString(page.title)}${"}"}</h1>
${ranged ? RANGE_JSX : ""}      {props.cards.length === 0 ? (
        <p className="notice empty">No reports to show.</p>
      ) : (
        <div className="report-grid">
          {props.cards.map((card) => (
            <ReportCard key={card.spec.name} spec={card.spec} state={card.state} onRetry={card.retry} />
          ))}
        </div>
      )}
    </section>
  );
}
`;
}

/** The date range of a Reports page with reports per period: its state and its check (the API's own schema). */
const RANGE_CODE = `/** The dates the reports per period cover; empty: no bound. */
export type DateRange = { from: string; to: string };

/** The range the API is asked for (the shared schema checks it), or what is wrong with it. */
export function checkRange(dates: DateRange): { range: { from?: string; to?: string }; error?: string } {
  const range = { ...(dates.from ? { from: dates.from } : {}), ...(dates.to ? { to: dates.to } : {}) };
  const checked = reportQuerySchema.safeParse(range);
  return checked.success ? { range } : { range: {}, error: checked.error.issues[0]?.message ?? "Check the dates" };
}

`;

/** The From and To inputs of the range, and the message of a range the API would refuse. */
const RANGE_JSX = `      <form className="report-range" onSubmit={(event) => event.preventDefault()}>
        <label>
          From
          <input type="date" name="from" value={props.dates.from} onChange={(event) => props.onDates({ ...props.dates, from: event.target.value })} />
        </label>
        <label>
          To
          <input type="date" name="to" value={props.dates.to} aria-invalid={props.rangeError ? true : undefined} onChange={(event) => props.onDates({ ...props.dates, to: event.target.value })} />
        </label>
        {props.dates.from || props.dates.to ? (
          <button type="button" className="button link" onClick={() => props.onDates({ from: "", to: "" })}>
            All dates
          </button>
        ) : null}
        {props.rangeError ? <p className="field-error" role="alert">{props.rangeError}</p> : null}
      </form>
`;

/** src/client/components/report-card.tsx: one report's figure, chart (recharts) and rows, or its empty state. */
export const REPORT_CARD_TSX = `import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ReportResult, ReportRow } from "../../shared/schema";
import { ErrorNotice, LoadingNotice, type LoadState } from "./load-state";

/** What a report card shows around the figures: its title, chart and the words of its figure and columns. */
export type ReportSpec = {
  name: string;
  title: string;
  chart: "bar" | "line" | "pie" | "number";
  format: "integer" | "decimal" | "money";
  /** "Total", "Average", "Balance", … */
  totalLabel: string;
  groupLabel: string;
  valueLabel: string;
};

/** A figure as it reads: money with two decimals, whole numbers and decimals with thousands separators. */
export function formatFigure(value: number | null, format: ReportSpec["format"]): string {
  if (value === null) return "—";
  if (format === "money") return value.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (format === "integer") return value.toLocaleString("en", { maximumFractionDigits: 0 });
  return value.toLocaleString("en", { maximumFractionDigits: 2 });
}

const COLOURS = ["#2563eb", "#16a34a", "#d97706", "#dc2626", "#7c3aed", "#0891b2", "#db2777", "#65a30d"];

/** The chart of a report's rows, drawn by recharts (a bar, line or pie chart) at once, without animation. */
function ReportChart(props: { spec: ReportSpec; rows: ReportRow[] }) {
  const { spec, rows } = props;
  const tip = (value: unknown) => formatFigure(typeof value === "number" ? value : Number(value), spec.format);
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="label" />
      <YAxis />
      <Tooltip formatter={tip} />
    </>
  );
  return (
    <div className="report-chart" role="img" aria-label={\`Chart of \${spec.title}\`}>
      <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 480, height: 240 }}>
        {spec.chart === "line" ? (
          <LineChart data={rows}>
            {axes}
            <Line type="monotone" dataKey="value" name={spec.valueLabel} stroke={COLOURS[0]} isAnimationActive={false} />
          </LineChart>
        ) : spec.chart === "pie" ? (
          <PieChart>
            <Tooltip formatter={tip} />
            <Pie data={rows} dataKey="value" nameKey="label" label isAnimationActive={false}>
              {rows.map((row, i) => (
                <Cell key={row.key} fill={COLOURS[i % COLOURS.length]} />
              ))}
            </Pie>
          </PieChart>
        ) : (
          <BarChart data={rows}>
            {axes}
            <Bar dataKey="value" name={spec.valueLabel} fill={COLOURS[0]} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

/** One report: its figure over every row, then its chart and rows; an empty state when nothing is recorded yet. */
export function ReportCard(props: { spec: ReportSpec; state: LoadState<ReportResult>; onRetry?: () => void }) {
  const { spec, state } = props;
  return (
    <article className="card report" aria-label={spec.title}>
      <h2>{spec.title}</h2>
      {state.status === "loading" && <LoadingNotice />}
      {state.status === "error" && <ErrorNotice message={state.message} onRetry={props.onRetry} />}
      {state.status === "ready" && (
        <>
          <p className="report-total">
            {spec.totalLabel}: <strong>{formatFigure(state.data.total, spec.format)}</strong>
          </p>
          {spec.chart !== "number" && state.data.rows.length === 0 && (
            <p className="notice empty">Nothing recorded yet: the chart appears once there are records.</p>
          )}
          {spec.chart !== "number" && state.data.rows.length > 0 && (
            <>
              <ReportChart spec={spec} rows={state.data.rows} />
              <table className="report-table">
                <thead>
                  <tr>
                    <th scope="col">{spec.groupLabel}</th>
                    <th scope="col">{spec.valueLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.rows.map((row) => (
                    <tr key={row.key}>
                      <td>{row.label}</td>
                      <td className="number">{formatFigure(row.value, spec.format)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </article>
  );
}
`;

/** Appended to styles.css in an app with reports: the date range, the grid of cards, the figure, the chart and the table. */
export const REPORTS_CSS = `
.report-range {
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1rem;
  margin: 0 0 1rem;
}

.report-range label {
  display: grid;
  gap: 0.25rem;
}

.report-range .field-error {
  flex-basis: 100%;
  margin: 0;
}

.report-grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: 1rem;
}

.report-total {
  font-size: 1.1rem;
}

.report-total strong {
  font-size: 1.6rem;
}

.report-chart {
  width: 100%;
  min-height: 240px;
  margin: 0.5rem 0 1rem;
}

.report-table {
  width: 100%;
  border-collapse: collapse;
}

.report-table th,
.report-table td {
  padding: 0.35rem 0.5rem;
  border-bottom: 1px solid var(--border, #e5e7eb);
  text-align: left;
}

.report-table td.number {
  text-align: right;
  font-variant-numeric: tabular-nums;
}
`;

/** Figures as the report card shows them (formatFigure in REPORT_CARD_TSX), for the tests' expectations. */
function shown(value: number, format: string): string {
  if (format === "money")
    return value.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (format === "integer") return value.toLocaleString("en", { maximumFractionDigits: 0 });
  return value.toLocaleString("en", { maximumFractionDigits: 2 });
}

/**
 * src/client/tests/reports.test.tsx: the Reports page renders each report's figure and rows from an answer, shows
 * the empty state for a report of no rows, and a loading report as loading. The sample answer's figures are
 * worked out here and must appear formatted as the card formats them.
 */
export function reportsTest(
  model: ClientModel,
  page: UiPage,
): { path: string; content: string; requirementIds: string[] } | null {
  const views = reportViews(model);
  if (views.length === 0) return null;
  const { view } = pageNames(page);
  const stated = statedRequirements(model.input);
  const ranged = views.some((v) => v.report.groupBy?.kind === "period");
  // The date range's props, the same in every render of a page with reports per period.
  const range = ranged ? ` dates={{ from: "", to: "" }} onDates={() => undefined}` : "";
  const named: string[] = [];
  const cases = views.map((v, i) => {
    const entity = model.input.data.entities.find((e) => e.name === v.entity);
    const measure = entity?.fields.find((f) => f.name === v.report.measure.field);
    const format = reportFormat(v.report, measure);
    const values = format === "integer" ? [1200 + i, 34] : [1234.5 + i, 0.25];
    const total =
      format === "integer" ? values[0]! + values[1]! : Math.round((values[0]! + values[1]!) * 100) / 100;
    const grouped = v.report.chart !== "number";
    const rows = grouped
      ? `[{ key: "a", label: "First group", value: ${values[0]} }, { key: "b", label: "Second group", value: ${values[1]} }]`
      : "[]";
    // Rendering the page drives the reports capability, not the records the report counts.
    const own = v.report.serves.filter((id) => {
      const b = stated.find((s) => s.id === id)?.behaviour;
      return b?.kind === "capability" && b.capability === "reports";
    });
    const ids = own.length > 0 ? `${own.join(", ")}: ` : "";
    named.push(...own);
    return `  it(${tsString(`${ids}${page.id} page: ${v.report.title} report: shows its figure${grouped ? ", a chart and its rows" : ""}, or that nothing is recorded yet`)}, () => {
    const spec = REPORTS[${i}]!;
    const out = render(<${view} cards={[{ spec, state: { status: "ready", data: { title: spec.title, rows: ${rows}, total: ${total} } } }]}${range} />);
    expect(out).toContain(html(${tsString(v.report.title)}));
    expect(out).toContain(html(${tsString(shown(total, format))}));
${grouped ? `    expect(out).toContain(html("First group"));\n    expect(out).toContain(html(${tsString(shown(values[0]!, format))}));\n    expect(out).toContain(html(${tsString(shown(values[1]!, format))}));\n    expect(out).toContain('aria-label="Chart of ');\n    const empty = render(<${view} cards={[{ spec, state: { status: "ready", data: { title: spec.title, rows: [], total: 0 } } }]}${range} />);\n    expect(empty).toContain(html("Nothing recorded yet"));\n    expect(empty).not.toContain('aria-label="Chart of ');` : ""}
  });`;
  });
  const ids = [...new Set(named)];
  return {
    path: "src/client/tests/reports.test.tsx",
    content: `import { describe, expect, it } from "vitest";
import { ${ranged ? "checkRange, " : ""}${view}, REPORTS } from "../pages/${page.id}";
import { html, render } from "./render";

describe("reports page", () => {
${cases.join("\n\n")}

  it("shows a report that is still loading as loading", () => {
    const spec = REPORTS[0]!;
    const out = render(<${view} cards={[{ spec, state: { status: "loading" } }]}${range} />);
    expect(out).toContain(html(spec.title));
    expect(out).toContain("Loading");
  });${
    ranged
      ? `

  it("asks for the reports per period between two dates, and says when the range is back to front", () => {
    expect(checkRange({ from: "", to: "" })).toEqual({ range: {} });
    expect(checkRange({ from: "2026-01-01", to: "2026-01-31" })).toEqual({ range: { from: "2026-01-01", to: "2026-01-31" } });
    expect(checkRange({ from: "2026-02-01", to: "2026-01-31" }).error).toBe("To is before From");
    const spec = REPORTS[0]!;
    const out = render(<${view} cards={[{ spec, state: { status: "loading" } }]} dates={{ from: "2026-02-01", to: "2026-01-31" }} rangeError="To is before From" onDates={() => undefined} />);
    expect(out).toContain('name="from"');
    expect(out).toContain('value="2026-02-01"');
    expect(out).toContain(html("To is before From"));
    expect(out).toContain("All dates");
  });`
      : ""
  }
});
`,
    requirementIds: ids,
  };
}
