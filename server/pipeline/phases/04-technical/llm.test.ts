import { describe, expect, it } from "vitest";
import { fixtureNamed } from "../../fixtures";
import { buildApiModel } from "./build-api";
import { buildDataModel } from "./build-data";
import { buildUiModel } from "./build-ui";
import { apiProblems, dataProblems, mergeApiDraft, mergeDataDraft, mergeUiDraft, uiProblems } from "./llm";
import { textFields } from "./prompt";

/*
 * The technical models drafted by a model: only words and example text change; tables, columns, operations,
 * routes and the account operations stay as the generated app needs them.
 */

const req = fixtureNamed("lending-library").requirements;
const data = buildDataModel(req);
const api = buildApiModel(data, req);
const ui = buildUiModel(data, api, req);
const entity = data.entities[0];
if (!entity) throw new Error("no entity");
const field = textFields(entity)[0];
if (!field) throw new Error("no text field");

describe("a data draft", () => {
  const draft = {
    entities: [
      {
        name: entity.name,
        description: "A title the library lends.",
        examples: [{ values: [{ field: field.name, value: "Wuthering Heights" }] }],
      },
    ],
  };

  it("replaces descriptions and example text, and nothing else", () => {
    expect(dataProblems(draft, data)).toEqual([]);
    const merged = mergeDataDraft(draft, data);
    const own = merged.entities[0];
    expect(own?.description).toBe("A title the library lends.");
    expect(own?.seed[0]).toEqual({ ...entity.seed[0], [field.name]: "Wuthering Heights" });
    expect(own?.seed.slice(1)).toEqual(entity.seed.slice(1));
    expect(own?.fields).toEqual(entity.fields);
    expect(merged.entities.slice(1)).toEqual(data.entities.slice(1));
  });

  it("is sent back for unknown names, extra rows and values that do not fit", () => {
    const unique = entity.fields.find((f) => f.unique);
    const broken = {
      entities: [
        { name: "Spaceship", description: "", examples: [] },
        {
          name: entity.name,
          description: "",
          examples: [
            { values: [{ field: field.name, value: "x".repeat(5000) }] },
            { values: [{ field: "nope", value: "y" }] },
            { values: [{ field: field.name, value: " " }] },
            ...entity.seed.map(() => ({ values: [] })),
          ],
        },
      ],
    };
    const problems = dataProblems(broken, data);
    expect(problems).toEqual(
      expect.arrayContaining([
        "entities names Spaceship, which is not an entity",
        `${entity.name} has ${entity.seed.length} example rows, not ${entity.seed.length + 3}`,
        `row 2 of ${entity.name} sets nope, which is not one of its text fields`,
        `row 3 of ${entity.name} leaves ${field.name} empty`,
      ]),
    );
    expect(problems.some((p) => p.startsWith(`row 1 of ${entity.name}: ${field.name} is longer than`))).toBe(
      true,
    );
    if (unique) expect(textFields(entity).map((f) => f.name)).not.toContain(unique.name);
  });
});

describe("an API draft", () => {
  const resource = api.resources.find((r) => r.entity !== null);
  const auth = api.resources.flatMap((r) => r.operations).find((op) => op.kind === "auth");
  if (!resource) throw new Error("no entity resource");
  const op = resource.operations[0];
  if (!op) throw new Error("no operation");

  it("rewords an entity's resource and operations, never the account operations", () => {
    const draft = {
      resources: [
        {
          name: resource.name,
          description: "Books on the shelves.",
          operations: [{ id: op.id, summary: "Browse the shelves" }],
        },
      ],
    };
    expect(apiProblems(draft, api)).toEqual([]);
    const merged = mergeApiDraft(draft, api);
    const own = merged.resources.find((r) => r.name === resource.name);
    expect(own?.description).toBe("Books on the shelves.");
    expect(own?.operations[0]).toEqual({ ...op, summary: "Browse the shelves" });
    if (auth) expect(merged.resources.flatMap((r) => r.operations)).toContainEqual(auth);
  });

  it("is sent back for an unknown operation or a summary that speaks of signing in", () => {
    const draft = {
      resources: [
        {
          name: resource.name,
          description: "",
          operations: [
            { id: "stealEverything", summary: "x" },
            { id: op.id, summary: "Sign in and list" },
          ],
        },
      ],
    };
    expect(apiProblems(draft, api)).toEqual([
      `${resource.name} has no operation stealEverything`,
      `the summary of ${op.id} speaks of signing in or up, which it does not do`,
    ]);
  });
});

describe("a UI draft", () => {
  const detail = ui.pages.find((p) => p.kind === "detail");
  const list = ui.pages.find((p) => p.kind === "list");
  if (!detail || !list) throw new Error("no pages");

  it("retitles detail, form and home pages only", () => {
    const draft = { pages: [{ id: detail.id, title: "About this book" }] };
    expect(uiProblems(draft, ui)).toEqual([]);
    expect(mergeUiDraft(draft, ui).pages.find((p) => p.id === detail.id)?.title).toBe("About this book");
    expect(uiProblems({ pages: [{ id: list.id, title: "Shelf" }] }, ui)).toEqual([
      `pages names ${list.id}, which is not a page whose heading can be written`,
    ]);
    expect(uiProblems({ pages: [{ id: detail.id, title: "" }] }, ui)).toHaveLength(1);
  });
});
