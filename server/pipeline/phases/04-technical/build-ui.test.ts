import { describe, expect, it } from "vitest";
import { uiModelSchema, type UiModel } from "../../../../domain/artifacts/04-ui-model";
import { buildRequirementsModel, type StoredRequirement } from "../02-srs/build";
import { buildApiModel } from "./build-api";
import { buildDataModel } from "./build-data";
import { buildUiModel } from "./build-ui";

const fr = (n: number, description: string): StoredRequirement => ({
  code: `FR-${n}`,
  type: "functional",
  description,
  status: "confirmed",
  priority: "must",
  source: "checklist",
});

const DATA =
  "Recipe: title, instructions, servings, difficulty (easy/medium/hard), source (url), tags (Tag)\nTag: name";

function build(answers: Record<string, unknown> = {}): UiModel {
  const req = buildRequirementsModel({
    project: { name: "Recipe Box", description: "A recipe box" },
    answers: { "data-entities": DATA, ...answers },
    requirements: [fr(1, "Users must be able to add recipes."), fr(2, "Users must be able to find recipes by tag."), fr(3, "Users must be able to sign in with a username and password.")],
  }); // prettier-ignore
  const data = buildDataModel(req);
  return uiModelSchema.parse(buildUiModel(data, buildApiModel(data, req), req));
}

const ui = build();

describe("buildUiModel", () => {
  it("has a home page, sign-in and sign-up, and list, create, detail and edit pages per entity", () => {
    expect(ui.pages.map((p) => [p.id, p.kind])).toEqual([
      ["home", "home"], ["sign-in", "sign-in"], ["sign-up", "sign-up"],
      ["recipes-list", "list"], ["recipe-create", "create"], ["recipe-detail", "detail"], ["recipe-edit", "edit"],
      ["tags-list", "list"], ["tag-create", "create"], ["tag-detail", "detail"], ["tag-edit", "edit"],
    ]); // prettier-ignore
    const open = build({ "user-authentication": "No authentication needed" });
    expect(open.pages.some((p) => p.kind === "sign-in")).toBe(false);
    expect(open.routes.every((r) => !r.requiresAuth)).toBe(true);
  });

  it("routes every page, new before :id, and protects all but sign-in and sign-up", () => {
    expect(ui.routes.map((r) => [r.path, r.requiresAuth])).toEqual([
      ["/", true], ["/sign-in", false], ["/sign-up", false],
      ["/recipes", true], ["/recipes/new", true], ["/recipes/:id", true], ["/recipes/:id/edit", true],
      ["/tags", true], ["/tags/new", true], ["/tags/:id", true], ["/tags/:id/edit", true],
    ]); // prettier-ignore
    expect(ui.navigation).toEqual([
      { label: "Home", path: "/" },
      { label: "Recipes", path: "/recipes" },
      { label: "Tags", path: "/tags" },
    ]);
  });

  it("shows lists with their main columns and a search box when there is text to search", () => {
    const list = ui.pages.find((p) => p.id === "recipes-list");
    expect(list).toMatchObject({
      columns: ["title", "difficulty", "servings", "source"],
      searchable: true,
    });
    expect(list?.components).toEqual([
      "SearchBox",
      "RecipeFilters",
      "RecipeTable",
      "Pagination",
      "NewRecipeButton",
    ]);
  });

  it("gives each entity a form whose inputs and rules in words mirror the data", () => {
    const form = ui.forms.find((f) => f.id === "recipe-form");
    expect(form?.fields.map((f) => [f.name, f.input, f.required, f.validation])).toEqual([
      ["title", "text", true, ["required", "at most 200 characters"]],
      ["instructions", "textarea", true, ["required"]],
      ["servings", "number", false, ["a whole number"]],
      ["difficulty", "select", true, ["required", "one of: easy, medium, hard"]],
      ["source", "url", false, ["a full web address starting with http:// or https://"]],
      ["tagIds", "relation", false, ["any number of existing tags"]],
    ]);
    expect(form?.fields.find((f) => f.name === "tagIds")?.relationTo).toBe("Tag");
    expect(ui.forms.find((f) => f.id === "tag-form")?.fields[0]?.validation).toEqual(["required", "at most 120 characters", "not used by another tag"]);
    expect(ui.forms.map((f) => f.id)).toEqual(["sign-in-form", "sign-up-form", "recipe-form", "tag-form"]);
  }); // prettier-ignore

  it("serves what the operations behind each page serve, and keeps server state in TanStack Query", () => {
    expect(ui.pages.find((p) => p.id === "recipe-create")?.serves).toEqual(["FR-1"]);
    expect(ui.pages.find((p) => p.id === "recipes-list")?.serves).toEqual(["FR-2"]);
    expect(ui.pages.find((p) => p.id === "sign-in")?.serves).toEqual(["FR-3"]);
    expect(ui.state.server).toMatch(/^TanStack Query/);
    expect(ui.state.client[0]).toMatch(/^Form inputs: local state/);
  });
});
