/**
 * Client modules that do not depend on the models: load states, the pager, form fields, value formatting and
 * the conversions between form inputs and API values. Their text is fixed, so tests of the generator only
 * check that they are present.
 */

export const LOAD_STATE_TSX = `import type { UseQueryResult } from "@tanstack/react-query";

/** What a view shows while its data loads: the three states every page renders. */
export type LoadState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; data: T };

/** A TanStack Query result as a LoadState, so views stay pure functions of their props. */
export function toLoadState<T>(query: UseQueryResult<T>): LoadState<T> {
  if (query.isPending) return { status: "loading" };
  if (query.isError) return { status: "error", message: query.error.message };
  return { status: "ready", data: query.data };
}

export function LoadingNotice() {
  return (
    <p className="notice" role="status">
      Loading…
    </p>
  );
}

export function ErrorNotice(props: { message: string; onRetry?: () => void }) {
  return (
    <div className="notice error" role="alert">
      <p>{props.message}</p>
      {props.onRetry && (
        <button type="button" className="button secondary" onClick={props.onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

export function NotFound() {
  return (
    <section className="notice empty">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <a className="button" href="/">
        Go to the home page
      </a>
    </section>
  );
}
`;

export const PLURAL_TS = `/** The words for counting one kind of thing: { one: "pet", many: "pets" }. */
export type Noun = { one: string; many: string };

/** A count with the right word: "1 pet", "2 pets", "0 pets", "1,250 pets". */
export function countText(count: number, noun: Noun): string {
  return \`\${count.toLocaleString("en-US")} \${count === 1 ? noun.one : noun.many}\`;
}

/** A count for a summary: "No pets yet" when there are none, else countText ("1 pet", "12 pets"). */
export function countOrNone(count: number, noun: Noun): string {
  return count === 0 ? \`No \${noun.many} yet\` : countText(count, noun);
}

/** A short list in words: "pets", "pets and owners", "appointments, pets and owners". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return \`\${words.slice(0, -1).join(", ")} and \${words[words.length - 1] ?? ""}\`;
}
`;

export const PLURAL_TEST_TS = `import { describe, expect, it } from "vitest";
import { countOrNone, countText, joinWords } from "../components/plural";

const pet = { one: "pet", many: "pets" };

describe("counts", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(countText(1, pet)).toBe("1 pet");
    expect(countText(2, pet)).toBe("2 pets");
    expect(countText(0, pet)).toBe("0 pets");
    expect(countText(1250, pet)).toBe("1,250 pets");
  });

  it("says there are none yet instead of a zero", () => {
    expect(countOrNone(0, pet)).toBe("No pets yet");
    expect(countOrNone(1, pet)).toBe("1 pet");
    expect(countOrNone(12, pet)).toBe("12 pets");
  });

  it("joins words into a sentence", () => {
    expect(joinWords([])).toBe("");
    expect(joinWords(["pets"])).toBe("pets");
    expect(joinWords(["pets", "owners"])).toBe("pets and owners");
    expect(joinWords(["appointments", "pets", "owners"])).toBe("appointments, pets and owners");
  });
});
`;

export const PAGER_TSX = `import { countText, type Noun } from "./plural";

/** Previous / next paging for a list, with how many rows it holds ("12 pets"); pages count from 1. */
export function Pager(props: { page: number; pageSize: number; total: number; noun: Noun; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        Previous
      </button>
      <span>
        {countText(props.total, props.noun)}
        {pages > 1 && \` · Page \${props.page} of \${pages}\`}
      </span>
      <button
        type="button"
        className="button secondary"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
`;

export const FIELD_TSX = `import type { ReactNode } from "react";

/** A labelled form control with its error message underneath. */
export function Field(props: { label: string; htmlFor: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className={props.error ? "field invalid" : "field"}>
      <label htmlFor={props.htmlFor}>
        {props.label}
        {props.required && (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {props.children}
      {props.error && (
        <span className="field-error" id={\`\${props.htmlFor}-error\`} role="alert">
          {props.error}
        </span>
      )}
    </div>
  );
}
`;

export const FORMAT_TS = `/** How a value of each data type reads on screen; "—" stands for no value. */
export type ValueKind =
  | "string"
  | "text"
  | "integer"
  | "decimal"
  | "money"
  | "boolean"
  | "date"
  | "datetime"
  | "email"
  | "phone"
  | "url"
  | "enum";

export function formatValue(value: unknown, kind: ValueKind): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (kind) {
    case "boolean":
      return value === true ? "Yes" : "No";
    case "money":
      return typeof value === "number" ? value.toFixed(2) : String(value);
    case "integer":
    case "decimal":
      return typeof value === "number" ? value.toLocaleString("en") : String(value);
    case "date":
      return String(value).slice(0, 10);
    case "datetime": {
      // Shown in the reader's local time, as the datetime-local inputs take it.
      const local = toDateTimeLocal(String(value));
      return local === "" ? String(value) : local.replace("T", " ");
    }
    default:
      return String(value);
  }
}

/** The text of a form input, converted to what the API takes; empty optional inputs become null. */
export function textInput(value: string, required: boolean): string | null {
  if (required) return value.trim();
  return value.trim() === "" ? null : value.trim();
}

/** A number input: empty is null (optional) or missing (required, so the schema says it is required). */
export function numberInput(value: string, required: boolean): number | null | undefined {
  if (value.trim() === "") return required ? undefined : null;
  return Number(value.trim());
}

/** A datetime-local input ("2026-05-01T18:30", local time) as an ISO instant. */
export function dateTimeInput(value: string, required: boolean): string | null | undefined {
  if (value.trim() === "") return required ? undefined : null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO instant as the value of a datetime-local input, in local time. */
export function toDateTimeLocal(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function toText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}
`;

export const OPTION_TS = `/** A row offered in a picker or shown by its label in a table. */
export type Option = { id: number; label: string };

export function labelOf(options: Option[] | undefined, id: number | null | undefined): string {
  if (id === null || id === undefined) return "—";
  return options?.find((option) => option.id === id)?.label ?? \`#\${id}\`;
}
`;

export const CSV_TS = `/**
 * Lists as CSV files (RFC 4180), made in the browser from what the list API returns: the API and its OpenAPI
 * document stay as they are, and an export holds only rows the signed-in user may read.
 */

/** One column of a CSV file: its header and the value of a row's cell. */
export type CsvColumn<T> = { label: string; value: (row: T) => unknown };

/** A page of a list as the API answers it. */
export type CsvPage<T> = { items: T[]; total: number };

/** Cells a spreadsheet program would run as a formula (or as DDE) when they start so. */
const FORMULA_START = /^[=+\\-@\\t\\r]/;

/** The text of one value: empty for no value, ISO for dates, numbers and booleans as they are, lists joined by "; ". */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join("; ");
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * One cell: text that starts like a formula gets a single quote in front (CSV injection), and a cell with a comma,
 * a quote or a line break is quoted with its quotes doubled. Numbers are left alone (-5 is a number, not a formula).
 */
export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (typeof value !== "number" && FORMULA_START.test(text)) text = "'" + text;
  return /[",\\r\\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}

/**
 * A CSV file of rows: a header row of the columns' labels, then one record per row, each line ending in CRLF.
 * It starts with a byte order mark so spreadsheet programs read it as UTF-8 (accents and all).
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    columns.map((column) => csvCell(column.label)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return "\\uFEFF" + lines.map((cells) => cells.join(",") + "\\r\\n").join("");
}

/** A related row by its label when it is among the loaded options, else by its id. */
export function labelOrId(
  options: readonly { id: number; label: string }[],
  id: number | null | undefined,
): string | number | null {
  if (id === null || id === undefined) return null;
  return options.find((option) => option.id === id)?.label ?? id;
}

/** "pets-2026-03-14.csv": the list's name and the day of the export (the reader's local date). */
export function csvFileName(name: string, day: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return \`\${name}-\${day.getFullYear()}-\${pad(day.getMonth() + 1)}-\${pad(day.getDate())}.csv\`;
}

/** The largest page the list API answers. */
export const EXPORT_PAGE_SIZE = 100;

/** Every row of a list, page by page (with the list's search and filters in \`load\`), until the total is reached. */
export async function fetchAllRows<T>(load: (page: number, pageSize: number) => Promise<CsvPage<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await load(page, EXPORT_PAGE_SIZE);
    rows.push(...answer.items);
    if (answer.items.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}

/** Hands a CSV file to the browser to save. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
`;

export const CSV_TEST_TS = `import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, fetchAllRows, labelOrId, toCsv, type CsvColumn } from "../components/csv";

type Row = { id: number; name: string | null; amount: number | null; on: string | Date | null; tags: string[] };

const columns: CsvColumn<Row>[] = [
  { label: "ID", value: (row) => row.id },
  { label: "Name, full", value: (row) => row.name },
  { label: "Amount", value: (row) => row.amount },
  { label: "On", value: (row) => row.on },
  { label: "Tags", value: (row) => row.tags },
];

describe("CSV export", () => {
  it("writes a header row of labels and one CRLF line per row, after a UTF-8 byte order mark", () => {
    const csv = toCsv([{ id: 1, name: "Zoë", amount: 12.5, on: "2026-03-14", tags: [] }], columns);
    expect(csv.startsWith("\\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe('ID,"Name, full",Amount,On,Tags\\r\\n1,Zoë,12.5,2026-03-14,\\r\\n');
  });

  it("quotes cells with commas, quotes and line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\\nlines")).toBe('"two\\nlines"');
    expect(csvCell("cr\\rlf")).toBe('"cr\\rlf"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("guards against formula injection but leaves numbers alone", () => {
    expect(csvCell("=SUM(A1:A2)")).toBe("'=SUM(A1:A2)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("\\tx")).toBe("'\\tx");
    expect(csvCell("\\rx")).toBe("\\"'\\rx\\"");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\\'=HYPERLINK(""x"")"');
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes no value as an empty cell, dates as ISO, booleans and lists as text", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2026-03-14T09:30:00.000Z"))).toBe("2026-03-14T09:30:00.000Z");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(["a", "b"])).toBe("a; b");
    const csv = toCsv([{ id: 2, name: null, amount: null, on: null, tags: ["x"] }], columns);
    expect(csv.split("\\r\\n")[1]).toBe("2,,,,x");
  });

  it("shows a related row by its label when it is loaded, else by its id", () => {
    const options = [{ id: 1, label: "Rex" }];
    expect(labelOrId(options, 1)).toBe("Rex");
    expect(labelOrId(options, 7)).toBe(7);
    expect(labelOrId(options, null)).toBe(null);
  });

  it("names the file by the list and the day", () => {
    expect(csvFileName("pets", new Date(2026, 2, 4))).toBe("pets-2026-03-04.csv");
  });

  it("loads every page of a list", async () => {
    const all = Array.from({ length: 230 }, (_, i) => i + 1);
    const asked: number[] = [];
    const rows = await fetchAllRows(async (page, pageSize) => {
      asked.push(page);
      return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    });
    expect(rows).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
    expect(await fetchAllRows(async () => ({ items: [], total: 0 }))).toEqual([]);
  });
});
`;
