import { describe, expect, it } from "vitest";
import type { DataModel, Entity, Field } from "../../../../domain/artifacts/04-data-model";
import { codegenCases } from "../../../codegen/testing/models";
import { buildChain } from "../../testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { IDEAS } from "../../testing/ideas";
import { SEED_ROWS, seedRows } from "./seed";

const VET: IdeaSpec = {
  slug: "vet",
  name: "Paws Clinic",
  description:
    "A web app for our vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due",
  answers: { "sample-data": true },
  dataEntities: [
    "Owner: name, email, phone",
    "Pet: name, species, breed, birth date (date), weight (decimal), owner (Owner)",
    "Vaccination: pet (Pet), vaccine, given on (date), next due on (date), notes (text)",
    "Appointment: pet (Pet), starts at (date/time), ends at (date/time), reason, status (booked/done/cancelled)",
  ].join("\n"),
};

const INVENTORY: IdeaSpec = {
  slug: "inventory",
  name: "Stock Keeper",
  description: "An inventory tool for our shop",
  answers: {},
  dataEntities: [
    "Supplier: name, contact name, email, website (url), phone",
    "Product: name, sku (unique), price (money), stock (number), reorder level (number), supplier (Supplier)",
    "Purchase order: order number, supplier (Supplier), ordered on (date), total (money), status (draft/sent/received)",
  ].join("\n"),
};

function models(): DataModel[] {
  return [
    ...[VET, INVENTORY, ...IDEAS].map((spec) => buildChain(ideaInput(spec)).data),
    ...codegenCases().map((c) => c.input.data),
  ];
}

function entity(model: DataModel, name: string): Entity {
  const found = model.entities.find((e) => e.name === name);
  if (!found) throw new Error(`no entity ${name}`);
  return found;
}

const rows = (model: DataModel, name: string) => entity(model, name).seed;

/** Whether a value has the field's type (what the generated app's validation accepts). */
function fits(field: Field, value: unknown): boolean {
  if (value === null) return !field.required;
  switch (field.type) {
    case "integer":
      return Number.isInteger(value);
    case "decimal":
    case "money":
      return typeof value === "number" && value >= 0;
    case "boolean":
      return typeof value === "boolean";
    case "date":
      return (
        typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
      );
    case "datetime":
      return typeof value === "string" && !Number.isNaN(Date.parse(value));
    case "email":
      return typeof value === "string" && /^[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]+$/.test(value);
    case "phone":
      return typeof value === "string" && /^\+[\d ]{8,}$/.test(value);
    case "url":
      return typeof value === "string" && /^https:\/\/[^\s]+$/.test(value);
    case "enum":
      return typeof value === "string" && (field.enumValues ?? []).includes(value);
    default:
      return typeof value === "string" && value.length > 0 && value.length <= (field.maxLength ?? 255);
  }
}

describe("example rows", () => {
  it("fit every field's type, choices and length, keep unique values apart and point at the target's rows", () => {
    for (const model of models())
      for (const e of model.entities) {
        expect(e.seed).toHaveLength(SEED_ROWS);
        for (const field of e.fields) {
          const values = e.seed.map((row) => row[field.name]);
          for (const value of values)
            expect(fits(field, value), `${e.name}.${field.name} = ${String(value)}`).toBe(true);
          if (field.unique) expect(new Set(values).size, `${e.name}.${field.name}`).toBe(SEED_ROWS);
        }
        for (const relation of e.relations.filter((r) => r.kind === "many-to-one"))
          for (const row of e.seed) {
            const value = row[relation.name];
            if (relation.target === e.name) expect([null, 1, 2]).toContain(value);
            else expect([1, 2, 3]).toContain(value);
          }
      }
  });

  it("never read as placeholders: no 'Pet 1', no field label with a number", () => {
    for (const model of models())
      for (const e of model.entities)
        for (const field of e.fields.filter((f) => f.type === "string" || f.type === "text"))
          for (const row of e.seed) {
            const value = String(row[field.name]);
            expect(value, `${e.name}.${field.name}`).not.toMatch(
              new RegExp(`^(?:${e.label}|${field.label}) \\d+$`, "i"),
            );
          }
  });

  it("read as the thing each entity is: pets, vaccinations, owners and appointments of a vet clinic", () => {
    const model = buildChain(ideaInput(VET)).data;
    expect(rows(model, "Pet")[0]).toMatchObject({ name: "Bella", species: "Dog", breed: "Labrador retriever", birthDate: "2021-04-02" });
    expect(rows(model, "Pet").map((p) => p.name)).toEqual(["Bella", "Milo", "Luna"]);
    expect(rows(model, "Vaccination")[0]).toMatchObject({ vaccine: "Rabies vaccine", givenOn: "2025-03-01", nextDueOn: "2026-03-01" });
    const [owner] = rows(model, "Owner");
    expect(owner?.name).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z']+$/);
    expect(owner?.email).toBe(`${String(owner?.name).toLowerCase().replace(/'/g, "").replace(" ", ".")}@example.com`);
    // An appointment ends on the day it starts, an hour later; its status is one of its choices.
    expect(rows(model, "Appointment")[0]).toMatchObject({ startsAt: "2025-03-03T09:30:00Z", endsAt: "2025-03-03T10:30:00Z", status: "booked" });
  }); // prettier-ignore

  it("gives businesses company names and their contacts people's names, and products sensible prices and stock", () => {
    const model = buildChain(ideaInput(INVENTORY)).data;
    const [supplier] = rows(model, "Supplier");
    expect(supplier).toMatchObject({
      name: "Greenleaf Supplies",
      website: "https://www.greenleaf-supplies.example.com",
    });
    expect(supplier?.contactName).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    expect(rows(model, "Product")[0]).toMatchObject({
      name: "Oak desk lamp",
      price: 39.9,
      stock: 24,
      reorderLevel: 5,
    });
    expect(rows(model, "PurchaseOrder")[0]).toMatchObject({ orderNumber: "PO-2025-0141", total: 249.5 });
  });

  it("gives people of different entities different names", () => {
    const model = buildChain(ideaInput(IDEAS.find((i) => i.slug === "clinic-booking") ?? VET)).data;
    const patients = rows(model, "Patient").map((r) => r.name);
    const doctors = rows(model, "Doctor").map((r) => String(r.name).replace(/^Dr /, ""));
    expect(doctors.filter((d) => patients.includes(d))).toEqual([]);
    expect(rows(model, "Doctor")[0]?.name).toMatch(/^Dr [A-Z]/);
  });

  it("never repeat a value in a unique column, within its length", () => {
    const field = (name: string, extra: Partial<Field> = {}): Field => ({ name, column: name, label: name, type: "string", required: true, unique: false, ...extra }); // prettier-ignore
    const wallet = { name: "Wallet", plural: "Wallets", table: "wallets", label: "Wallet", description: "", relations: [], indexes: [], ownedByUser: false, serves: [], fields: [field("name"), field("currency", { unique: true, maxLength: 3 })] }; // prettier-ignore
    const values = seedRows(wallet, false).map((row) => row.currency);
    expect(new Set(values).size).toBe(SEED_ROWS);
    for (const value of values) expect(String(value).length).toBeLessThanOrEqual(3);
  });

  it("are the same every time", () => {
    const [first, again] = [models(), models()];
    expect(JSON.stringify(first.map((m) => m.entities.map((e) => e.seed)))).toBe(
      JSON.stringify(again.map((m) => m.entities.map((e) => e.seed))),
    );
    const entity = buildChain(ideaInput(VET)).data.entities[0];
    if (!entity) throw new Error("no entity");
    const { seed: _seed, ...rest } = entity;
    expect(seedRows(rest, false)).toEqual(seedRows(rest, false));
  });
});
