import type { TraceabilityRow } from "@domain/api/documents";

/** Rows whose requirement id, title, any traced element or reason contains the text (case-insensitive). */
export function filterTraceability(rows: readonly TraceabilityRow[], text: string): TraceabilityRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [
      row.requirementId,
      row.title,
      ...row.components,
      ...row.entities,
      ...row.operations,
      ...row.pages,
      row.reason ?? "",
    ].some((value) => value.toLowerCase().includes(needle)),
  );
}

export interface TraceabilityCoverage {
  total: number;
  design: number;
  data: number;
  api: number;
  ui: number;
  /** Requirements neither the models nor the generated app serve (a capability it does not build…). */
  unserved: number;
}

/** How many requirements reach each layer. */
export function traceabilityCoverage(rows: readonly TraceabilityRow[]): TraceabilityCoverage {
  return {
    total: rows.length,
    design: rows.filter((r) => r.components.length > 0).length,
    data: rows.filter((r) => r.entities.length > 0).length,
    api: rows.filter((r) => r.operations.length > 0).length,
    ui: rows.filter((r) => r.pages.length > 0).length,
    unserved: rows.filter((r) => r.status === "unserved").length,
  };
}

/** "GET /api/books/{id}" → method and path, for styling the method. */
export function splitOperation(operation: string): { method: string; path: string } {
  const match = /^([A-Z]+)\s+(.*)$/.exec(operation.trim());
  return match?.[1] && match[2] !== undefined
    ? { method: match[1], path: match[2] }
    : { method: "", path: operation };
}
