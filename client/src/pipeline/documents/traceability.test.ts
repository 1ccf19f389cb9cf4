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
    status: "served",
    reason: null,
  },
  {
    requirementId: "NFR-1",
    type: "non-functional",
    title: "Fast catalogue",
    components: ["Database"],
    entities: [],
    operations: [],
    pages: [],
    status: "design",
    reason: "checked outside the code",
  },
  {
    requirementId: "FR-2",
    type: "functional",
    title: "E-mail reminders",
    components: [],
    entities: ["Member"],
    operations: [],
    pages: [],
    status: "unserved",
    reason: "not built — no scheduled job, no mail sender",
  },
];

describe("the traceability matrix", () => {
  it("filters rows by id, title or any traced element", () => {
    expect(filterTraceability(rows, "nfr").map((r) => r.requirementId)).toEqual(["NFR-1"]);
    expect(filterTraceability(rows, "/api/books").map((r) => r.requirementId)).toEqual(["FR-1"]);
    expect(filterTraceability(rows, "mail sender").map((r) => r.requirementId)).toEqual(["FR-2"]);
    expect(filterTraceability(rows, "  ")).toHaveLength(3);
  });

  it("counts the requirements that reach each layer and those nothing serves", () => {
    expect(traceabilityCoverage(rows)).toEqual({ total: 3, design: 2, data: 2, api: 1, ui: 1, unserved: 1 });
  });

  it("splits an operation into its method and path", () => {
    expect(splitOperation("GET /api/books/{id}")).toEqual({ method: "GET", path: "/api/books/{id}" });
    expect(splitOperation("listBooks")).toEqual({ method: "", path: "listBooks" });
  });
});
