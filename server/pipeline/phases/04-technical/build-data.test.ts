import { describe, expect, it } from "vitest";
import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { dataModelSchema, type DataModel, type Entity } from "../../../../domain/artifacts/04-data-model";
import { buildRequirementsModel, type StoredRequirement } from "../02-srs/build";
import { buildDataModel } from "./build-data";

const project = {
  name: "Test app",
  description: "A lending library where members borrow books with due dates",
};

function requirementsFor(data: string, answers: Record<string, unknown> = {}, requirements: StoredRequirement[] = []): RequirementsModel {
  return buildRequirementsModel({ project, answers: { "data-entities": data, ...answers }, requirements });
} // prettier-ignore

function build(
  data: string,
  answers: Record<string, unknown> = {},
  requirements: StoredRequirement[] = [],
): DataModel {
  return dataModelSchema.parse(buildDataModel(requirementsFor(data, answers, requirements)));
}

function entity(model: DataModel, name: string): Entity {
  const found = model.entities.find((e) => e.name === name);
  if (!found) throw new Error(`no entity ${name}`);
  return found;
}

const fr = (code: string, description: string): StoredRequirement => ({
  code,
  type: "functional",
  description,
  status: "confirmed",
  priority: "must",
  source: "checklist",
});

const LIBRARY =
  "Member: name, email, joined on\nBook: title, author, ISBN\nLoan: member (Member), book (Book), borrowed on, due on, returned on";

describe("buildDataModel", () => {
  it("types fields from what the lexicon knows of the entity", () => {
    const model = build(LIBRARY);
    expect(entity(model, "Book").fields.find((f) => f.name === "isbn")).toMatchObject({ type: "string", unique: true, label: "ISBN" });
    expect(entity(model, "Loan").fields.find((f) => f.name === "dueOn")).toMatchObject({ type: "date", required: true, column: "due_on" });
    expect(entity(model, "Member").fields.find((f) => f.name === "email")).toMatchObject({ type: "email", unique: true, label: "E-mail" });
  }); // prettier-ignore

  it("turns 'x (Entity)' into a many-to-one relation with a foreign key, restricting deletes that would lose history", () => {
    expect(entity(build(LIBRARY), "Loan").relations).toEqual([
      { name: "member", target: "Member", kind: "many-to-one", required: true, column: "member_id", onDelete: "restrict" },
      { name: "book", target: "Book", kind: "many-to-one", required: true, column: "book_id", onDelete: "restrict" },
    ]);
    const recipes = build("Recipe: title\nIngredient: name\nRecipeIngredient: recipe (Recipe), ingredient (Ingredient), quantity");
    expect(entity(recipes, "RecipeIngredient").relations.map((r) => [r.name, r.onDelete])).toEqual([["recipe", "cascade"], ["ingredient", "restrict"]]);
    const expenses = build("Account: name\nCategory: name\nExpense: account (Account), category (Category), amount");
    expect(entity(expenses, "Expense").relations.map((r) => [r.name, r.required, r.onDelete])).toEqual([["account", false, "set null"], ["category", true, "restrict"]]);
  }); // prettier-ignore

  it("makes a plural reference many-to-many with a join table, and adds the thing it names when it is not listed", () => {
    const model = build("Recipe: title, instructions, tags (Tag)");
    expect(entity(model, "Recipe").relations).toEqual([
      {
        name: "tags",
        target: "Tag",
        kind: "many-to-many",
        required: false,
        joinTable: "recipe_tags",
        onDelete: "cascade",
      },
    ]);
    expect(entity(model, "Tag").fields).toEqual([
      {
        name: "name",
        column: "name",
        label: "Name",
        type: "string",
        required: true,
        unique: true,
        maxLength: 120,
      },
    ]);
  });

  it("keeps enum values the user wrote or the lexicon knows", () => {
    const model = build("Post: title, status (draft/published/archived)\nAppointment: starts at, status");
    expect(entity(model, "Post").fields.find((f) => f.name === "status")).toMatchObject({ type: "enum", required: true, enumValues: ["draft", "published", "archived"] });
    expect(entity(model, "Appointment").fields.find((f) => f.name === "status")?.enumValues).toEqual(["requested", "confirmed", "cancelled", "completed"]);
  }); // prettier-ignore

  it("makes identifiers of names with accents and spaces, keeping the user's words as labels", () => {
    const model = build("Café Événement: titre, capacité (number)\nInscription: café événement (Café Événement), nom de l'invité");
    expect(entity(model, "CafeEvenement")).toMatchObject({ plural: "CafeEvenements", table: "cafe_evenements", label: "Café Événement" });
    expect(entity(model, "CafeEvenement").fields.map((f) => [f.name, f.column, f.label, f.type])).toEqual([
      ["titre", "titre", "Titre", "string"],
      ["capacite", "capacite", "Capacité", "integer"],
    ]);
    expect(entity(model, "Inscription").relations[0]).toMatchObject({ name: "cafeEvenement", target: "CafeEvenement", column: "cafe_evenement_id" });
  }); // prettier-ignore

  it("indexes foreign keys and the main date, leaving unique columns to their constraint", () => {
    expect(entity(build(LIBRARY), "Loan").indexes).toEqual([
      { name: "loans_member_id_idx", columns: ["member_id"], unique: false },
      { name: "loans_book_id_idx", columns: ["book_id"], unique: false },
      { name: "loans_borrowed_on_idx", columns: ["borrowed_on"], unique: false },
    ]);
    expect(entity(build(LIBRARY), "Book").indexes).toEqual([]);
  });

  it("gives every entity three example rows that fit its fields and relations", () => {
    const model = build(LIBRARY);
    for (const e of model.entities) {
      expect(e.seed).toHaveLength(3);
      for (const field of e.fields) {
        const values = e.seed.map((row) => row[field.name]);
        if (field.required) expect(values).not.toContain(null);
        if (field.unique) expect(new Set(values).size).toBe(3);
        if (field.type === "date")
          for (const v of values) if (v !== null) expect(v).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const relation of e.relations)
        for (const row of e.seed) expect([1, 2, 3]).toContain(row[relation.name]);
    }
    expect(entity(model, "Book").seed[0]).toMatchObject({ title: "The Hobbit", author: "J. R. R. Tolkien" });
    expect(entity(model, "Loan").seed[0]).toMatchObject({
      borrowedOn: "2025-03-03",
      dueOn: "2025-03-24",
      returnedOn: null,
    });
  });

  it("lists the requirements that name or concern each entity", () => {
    const model = build(LIBRARY, {}, [fr("FR-1", "Members must be able to borrow books."), fr("FR-2", "Librarians must be able to add books."), fr("FR-3", "Users must be able to search and filter lists.")]);
    expect(model.entities.map((e) => [e.name, e.serves])).toEqual([["Member", ["FR-1"]], ["Book", ["FR-1", "FR-2"]], ["Loan", ["FR-1"]]]);
  }); // prettier-ignore

  it("has accounts when users sign in, and makes rows per user by the ownership rule", () => {
    expect(build(LIBRARY, { "user-authentication": "No authentication needed" }).accounts).toBe(false);
    const library = build(LIBRARY);
    expect(library.accounts).toBe(true);
    expect(library.entities.map((e) => e.ownedByUser)).toEqual([false, false, false]);
    const recipes = build("Recipe: title, instructions, servings, tags (Tag)\nIngredient: name\nRecipeIngredient: recipe (Recipe), ingredient (Ingredient), quantity");
    expect(recipes.entities.map((e) => [e.name, e.ownedByUser])).toEqual([["Recipe", true], ["Ingredient", false], ["RecipeIngredient", false], ["Tag", false]]);
    const own = build(LIBRARY, {}, [fr("FR-1", "Users must see only their own data.")]);
    expect(own.entities.map((e) => [e.name, e.ownedByUser])).toEqual([["Member", false], ["Book", true], ["Loan", true]]);
  }); // prettier-ignore

  it("falls back to the idea's entities, and gives a thing with no details a name", () => {
    const model = buildDataModel({ ...requirementsFor(""), dataEntities: [] });
    expect(model.entities.map((e) => e.name)).toEqual(["Member", "Book", "Loan"]);
    expect(entity(build("Widget:"), "Widget").fields.map((f) => f.name)).toEqual(["name"]);
  });
});
