import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { ApiModel, Operation } from "../../../../domain/artifacts/04-api-model";
import { FIXTURES, fixtureNamed } from "../../fixtures/index";
import { api as libraryApi } from "../../fixtures/lending-library/api";
import { buildOpenApi, renderOpenApiYaml, type OpenApiDocument } from "./openapi";

/** A deep copy as plain JSON, the shape the validator takes (it dereferences in place). */
function plain(doc: OpenApiDocument) {
  return JSON.parse(JSON.stringify(structuredClone(doc)));
}

/**
 * What swagger-parser does not check for 3.1 documents (it validates their structure and $refs only): every
 * path template has its path parameter and nothing more, and operationIds are unique.
 */
function semanticProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
    for (const [method, built] of Object.entries(item)) {
      const declared = (built.parameters ?? [])
        .filter((p) => p.in === "path" && p.required)
        .map((p) => p.name)
        .sort();
      if (JSON.stringify(declared) !== JSON.stringify(templated))
        problems.push(`${method} ${path}: path parameters ${declared}`);
      if (ids.has(built.operationId)) problems.push(`repeated operationId ${built.operationId}`);
      ids.add(built.operationId);
    }
  }
  return problems;
}

function operation(doc: OpenApiDocument, path: string, method: string) {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

function op(overrides: Partial<Operation>): Operation {
  return {
    id: "listThings",
    kind: "list",
    method: "get",
    path: "/api/things",
    summary: "List things",
    requestSchema: null,
    responseSchema: null,
    query: [],
    statusCodes: [{ code: 200, description: "OK" }],
    auth: false,
    serves: [],
    ...overrides,
  };
}

function api(operations: Operation[], schemas: ApiModel["schemas"] = {}): ApiModel {
  return {
    title: "Things",
    version: "1",
    basePath: "/api",
    auth: { kind: "none", description: "" },
    resources: [{ name: "things", entity: null, description: "", operations }],
    schemas,
  };
}

describe.each(FIXTURES)("the OpenAPI document of $name", (fixture) => {
  const doc = buildOpenApi(fixture.api);
  const yaml = renderOpenApiYaml(doc);

  it("is valid OpenAPI 3.1 for a real validator, as an object and as the rendered YAML", async () => {
    expect(doc.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(plain(doc))).resolves.toBeTruthy();
    await expect(SwaggerParser.validate(parse(yaml))).resolves.toBeTruthy();
    expect(semanticProblems(doc)).toEqual([]);
  });

  it("renders YAML that reads back as the same document, the same way every time", () => {
    expect(parse(yaml)).toEqual(doc);
    expect(renderOpenApiYaml(buildOpenApi(structuredClone(fixture.api)))).toBe(yaml);
    expect(yaml).not.toMatch(/[&*]a\d+/);
  });

  it("has every operation, tagged with its resource and naming the requirements it serves", () => {
    for (const resource of fixture.api.resources) {
      for (const o of resource.operations) {
        const built = operation(doc, o.path, o.method);
        expect(built.operationId).toBe(o.id);
        expect(built.tags).toEqual([resource.name]);
        expect(built["x-requirements"]).toEqual(o.serves);
        expect(Object.keys(built.responses)).toEqual(
          expect.arrayContaining(o.statusCodes.map((c) => String(c.code))),
        );
      }
    }
  });

  it("secures signed-in operations with the session cookie, and only them", () => {
    const cookie = fixture.api.auth.kind === "session-cookie";
    expect(doc.components.securitySchemes !== undefined).toBe(cookie);
    for (const o of fixture.api.resources.flatMap((r) => r.operations)) {
      const built = operation(doc, o.path, o.method);
      expect(built.security).toEqual(cookie && o.auth ? [{ cookieAuth: [] }] : undefined);
      if (cookie && o.auth) expect(built.responses["401"]).toBeDefined();
    }
  });
});

describe("the OpenAPI builder", () => {
  it("produces documents the validator rejects when broken on purpose", async () => {
    const missingSchema = plain(buildOpenApi(libraryApi));
    delete missingSchema.components.schemas.Book;
    await expect(SwaggerParser.validate(missingSchema)).rejects.toThrow(/Book/);
    const badResponses = plain(buildOpenApi(libraryApi));
    badResponses.paths["/api/books/{id}"].get.responses = "none";
    await expect(SwaggerParser.validate(badResponses)).rejects.toThrow(/responses/);
    const noInfo = plain(buildOpenApi(libraryApi));
    delete noInfo.info;
    await expect(SwaggerParser.validate(noInfo)).rejects.toThrow();
  });

  it("takes path parameters from the path and query parameters from the model", () => {
    const doc = buildOpenApi(libraryApi);
    expect(operation(doc, "/api/members/{id}/loans", "get").parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "integer" } },
      {
        name: "overdue",
        in: "query",
        required: false,
        description: "Only overdue loans",
        schema: { type: "boolean" },
      },
    ]);
  });

  it("uses $refs into components.schemas, an Error schema for errors and an array for a single-row list schema", () => {
    const recipes = fixtureNamed("recipe-box").api;
    const doc = buildOpenApi(recipes);
    expect(operation(doc, "/api/ingredients", "get").responses["200"]).toEqual({
      description: "Matching ingredients",
      content: {
        "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Ingredient" } } },
      },
    });
    expect(operation(doc, "/api/tags", "get").responses["200"]?.content).toEqual({
      "application/json": { schema: { $ref: "#/components/schemas/TagList" } },
    });
    expect(operation(doc, "/api/tags", "post").responses["409"]?.content).toEqual({
      "application/json": { schema: { $ref: "#/components/schemas/Error" } },
    });
    expect(operation(doc, "/api/recipes/{recipeId}/tags/{tagId}", "put").responses["204"]).toEqual({
      description: "Tagged",
    });
    expect(doc.components.schemas.Error).toMatchObject({ required: ["code", "message"] });
    expect(Object.keys(doc.components.schemas)).toEqual([...Object.keys(doc.components.schemas)].sort());
  });

  it("closes what the model leaves open: missing schemas, repeated ids, odd names, clashing operations", async () => {
    const doc = buildOpenApi(
      api(
        [
          op({ requestSchema: "Thing Input", responseSchema: "Ghost" }),
          op({ path: "/api/things/{slug}", kind: "get", responseSchema: "Thing Input" }),
          op({ path: "/api/things/{slug}", kind: "get", summary: "Same method and path" }),
          op({
            method: "post",
            path: "/api/things",
            kind: "create",
            statusCodes: [{ code: 500, description: "Oops" }],
          }),
        ],
        {
          "Thing Input": {
            type: "object",
            properties: { other: { $ref: "#/components/schemas/Thing Input" } },
          },
        },
      ),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(["Error", "Ghost", "Thing_Input"]);
    expect(doc.components.schemas.Ghost).toEqual({
      type: "object",
      description: "Not described by the API model.",
    });
    expect(doc.components.schemas.Thing_Input).toEqual({
      type: "object",
      properties: { other: { $ref: "#/components/schemas/Thing_Input" } },
    });
    expect(operation(doc, "/api/things/{slug}", "get").parameters).toEqual([
      { name: "slug", in: "path", required: true, schema: { type: "string" } },
    ]);
    expect(operation(doc, "/api/things/{slug}", "get").operationId).toBe("listThings2");
    expect(operation(doc, "/api/things", "post").operationId).toBe("listThings3");
    await expect(SwaggerParser.validate(plain(doc))).resolves.toBeTruthy();
    expect(semanticProblems(doc)).toEqual([]);
  });
});
