import { describe, expect, it } from "vitest";
import type { TraceabilityRow } from "@domain/api/documents";
import { filterTraceability, splitOperation, traceabilityCoverage } from "./traceability";

const rows: TraceabilityRow[] = [
  {
    requirementId: "FR-1",
    type: "functional",
    title: "Add a book",
    components: ["API server"],
    entities: ["Book"],
    operations: ["POST /api/books"],
    pages: ["Books"],
  },
  {
    requirementId: "NFR-1",
    type: "non-functional",
    title: "Fast catalogue",
    components: ["Database"],
    entities: [],
    operations: [],
    pages: [],
  },
];

describe("the traceability matrix", () => {
  it("filters rows by id, title or any traced element", () => {
    expect(filterTraceability(rows, "nfr").map((r) => r.requirementId)).toEqual(["NFR-1"]);
    expect(filterTraceability(rows, "/api/books").map((r) => r.requirementId)).toEqual(["FR-1"]);
    expect(filterTraceability(rows, "  ")).toHaveLength(2);
  });

  it("counts the requirements that reach each layer", () => {
    expect(traceabilityCoverage(rows)).toEqual({ total: 2, design: 2, data: 1, api: 1, ui: 1 });
  });

  it("splits an operation into its method and path", () => {
    expect(splitOperation("GET /api/books/{id}")).toEqual({ method: "GET", path: "/api/books/{id}" });
    expect(splitOperation("listBooks")).toEqual({ method: "", path: "listBooks" });
  });
});
