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

export const PAGER_TSX = `/** Previous / next paging for a list; pages count from 1. */
export function Pager(props: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
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
        Page {props.page} of {pages} · {props.total} in all
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
