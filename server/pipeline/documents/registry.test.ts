import { EMBEDDED } from "../../../domain/api/ai";
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

  it("builds and renders every document from one scope, under its own title", async () => {
    const scope = new BuildScope(fixtureBuilders(), { intake }, { projectId: 1 });
    for (const definition of DOCUMENTS) {
      const { model, generatedBy } = await definition.build(scope);
      expect(generatedBy).toEqual({ engine: "embedded" });
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
  it("builds each model once, however many documents need it, even when they are asked for together", async () => {
    const calls: string[] = [];
    const fixtures = fixtureBuilders();
    const counted: Builders = {
      requirements: (i, c) => (calls.push("requirements"), fixtures.requirements(i, c)),
      design: (r, c) => (calls.push("design"), fixtures.design(r, c)),
      data: (r, c) => (calls.push("data"), fixtures.data(r, c)),
      api: (d, r, c) => (calls.push("api"), fixtures.api(d, r, c)),
      ui: (d, a, r, c) => (calls.push("ui"), fixtures.ui(d, a, r, c)),
    };
    const scope = new BuildScope(counted, { intake }, { projectId: 1 });
    await Promise.all(definitionsOfKind("technical").map((definition) => definition.build(scope)));
    expect(calls).toEqual(["requirements", "data", "api", "ui"]);
  });

  it("refuses a model that does not match its schema", async () => {
    const broken: Builders = {
      ...fixtureBuilders(),
      data: () => Promise.resolve({ model: { entities: [], accounts: false }, generatedBy: EMBEDDED }),
    };
    const scope = new BuildScope(
      broken,
      { requirements: fixtureNamed("lending-library").requirements },
      { projectId: 1 },
    );
    await expect(scope.data()).rejects.toThrow();
  });
});
