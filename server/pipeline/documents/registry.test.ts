import { describe, expect, it } from "vitest";
import { TECHNICAL_DOCUMENT_TYPES } from "../../../domain/api/documents";
import { fixtureNamed } from "../fixtures";
import { fixtureBuilders, type Builders } from "./builders";
import { definitionOf, definitionsOfKind, DOCUMENTS } from "./registry";
import { BuildScope } from "./scope";

const intake = {
  project: { name: "Library", description: "Members borrow books." },
  answers: {},
  requirements: [],
};

describe("the document registry", () => {
  it("holds the chain in order, each document built from the one before it", () => {
    expect(DOCUMENTS.map((d) => [d.kind, d.documentType, d.upstream])).toEqual([
      ["srs", null, null],
      ["system_design", null, "srs"],
      ["technical", "database_design", "system_design"],
      ["technical", "api_specification", "system_design"],
      ["technical", "frontend_architecture", "system_design"],
    ]);
    expect(definitionsOfKind("technical").map((d) => d.documentType)).toEqual([...TECHNICAL_DOCUMENT_TYPES]);
  });

  it("builds and renders every document from one scope, under its own title", () => {
    const scope = new BuildScope(fixtureBuilders(), { intake });
    for (const definition of DOCUMENTS) {
      const model = definition.build(scope);
      expect(definition.parse(model)).toEqual(model);
      const content = definition.render(model, { version: 3, date: "2025-03-15", productName: "Library" });
      expect(content.startsWith(`# ${definition.title}\n`), definition.title).toBe(true);
      expect(content).toContain("_Version 3 · 2025-03-15_");
    }
  });

  it("reads back a stored model only when it still matches its schema", () => {
    const srs = definitionOf({ kind: "srs", documentType: null });
    expect(srs.parse({ product: "not a model" })).toBeNull();
    expect(srs.parse(fixtureNamed("lending-library").requirements)).not.toBeNull();
  });
});

describe("a build scope", () => {
  it("builds each model once, however many documents need it", () => {
    const calls: string[] = [];
    const fixtures = fixtureBuilders();
    const counted: Builders = {
      requirements: (i) => (calls.push("requirements"), fixtures.requirements(i)),
      design: (r) => (calls.push("design"), fixtures.design(r)),
      data: (r) => (calls.push("data"), fixtures.data(r)),
      api: (d, r) => (calls.push("api"), fixtures.api(d, r)),
      ui: (d, a, r) => (calls.push("ui"), fixtures.ui(d, a, r)),
    };
    const scope = new BuildScope(counted, { intake });
    for (const definition of definitionsOfKind("technical")) definition.build(scope);
    expect(calls).toEqual(["requirements", "data", "api", "ui"]);
  });

  it("refuses a model that does not match its schema", () => {
    const broken: Builders = { ...fixtureBuilders(), data: () => ({ entities: [], accounts: false }) };
    const scope = new BuildScope(broken, { requirements: fixtureNamed("lending-library").requirements });
    expect(() => scope.data()).toThrow();
  });
});
