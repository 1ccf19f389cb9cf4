import type { Entity, Field } from "../../../../domain/artifacts/04-data-model";
import { foldAccents } from "../02-srs/names";

/*
 * Example rows for every entity: three, deterministic, realistic enough to try the app with. A value is chosen by
 * the field's name and type and, for names and titles, by what the entity is (books get book titles, people
 * get people's names). Dates line up (a loan is due three weeks after it is borrowed; the first loan is not yet
 * returned). Relations point at the target's rows by number, 1-based, spread over the target's three rows.
 */

type Value = string | number | boolean | null;

/** Example rows per entity. */
export const SEED_ROWS = 3;

const PEOPLE = ["Ada Lovelace", "Alan Turing", "Grace Hopper"];

/** Titles and names by the entity's last word. */
// prettier-ignore
const BY_ENTITY: Readonly<Record<string, readonly string[]>> = {
  book: ["The Hobbit", "Dune", "Middlemarch"], recipe: ["Leek soup", "Pancakes", "Lentil curry"],
  post: ["Hello, world", "Spring update", "Ten tips for beginners"], article: ["Hello, world", "Spring update", "Ten tips for beginners"],
  event: ["Jazz night", "Quiz evening", "Wine tasting"], task: ["Write the report", "Book the venue", "Order supplies"],
  project: ["Website relaunch", "Spring campaign", "Office move"], tag: ["vegetarian", "quick", "family"],
  category: ["Food", "Transport", "Housing"], ingredient: ["Leek", "Flour", "Lentils"], product: ["Desk lamp", "Notebook", "Coffee mug"],
  course: ["Algebra I", "World history", "Creative writing"], room: ["Room A", "Room B", "Garden room"],
  exercise: ["Squat", "Bench press", "Deadlift"], campaign: ["Winter appeal", "School roof", "Summer fair"],
  ticket: ["Cannot sign in", "Invoice is wrong", "Feature request"], property: ["12 Elm Road", "3 Harbour View", "Flat 7, Mill Lane"],
  service: ["Haircut", "Colour", "Consultation"], plan: ["Basic", "Standard", "Premium"], team: ["Red team", "Blue team", "Green team"],
};

// prettier-ignore
const BY_FIELD: readonly [RegExp, readonly Value[]][] = [
  [/^author$/i, ["J. R. R. Tolkien", "Frank Herbert", "George Eliot"]],
  [/isbn/i, ["9780261103344", "9780441172719", "9780141439549"]],
  [/^first ?name$/i, ["Ada", "Alan", "Grace"]], [/^(?:last ?name|surname)$/i, ["Lovelace", "Turing", "Hopper"]],
  [/specialty|speciality/i, ["General practice", "Paediatrics", "Dermatology"]],
  [/medication|medicine|drug/i, ["Amoxicillin", "Ibuprofen", "Cetirizine"]],
  [/dosage|dose/i, ["500 mg three times a day", "200 mg when needed", "10 mg once a day"]],
  [/^currency$/i, ["EUR", "GBP", "USD"]], [/address/i, ["1 High Street, Oxford", "22 Rue des Lilas, Lyon", "5 Canal Street, Leeds"]],
  [/instructions|method|steps/i, ["Sweat the leeks, add stock and simmer for 20 minutes.", "Whisk, rest the batter, then fry.", "Simmer the lentils with the spices for 30 minutes."]],
  [/reason/i, ["Check-up", "Follow-up visit", "Vaccination"]], [/quantity|amount/i, ["200 g", "2 tbsp", "1 cup"]], [/bio/i, ["Writes about food and travel.", "Retired teacher.", "Keeps bees at weekends."]],
  [/notes?|comment|feedback/i, ["All as expected.", "Follow up next week.", "Nothing to report."]],
  [/description|summary|details|body|content|text/i, ["Short and simple.", "A family favourite.", "Needs a second look."]],
  [/location|place|venue|city/i, ["Main hall", "Garden", "Room 2"]], [/colou?r/i, ["Red", "Blue", "Green"]],
  [/muscle/i, ["Legs", "Chest", "Back"]], [/unit/i, ["g", "ml", "piece"]],
];

// prettier-ignore
const NUMBERS: readonly [RegExp, readonly number[]][] = [
  [/year/i, [1937, 1965, 1871]], [/copies|stock/i, [2, 1, 3]], [/minutes|duration/i, [15, 30, 45]], [/servings/i, [4, 2, 6]],
  [/capacit/i, [40, 25, 60]], [/seats|places|spaces|guests/i, [2, 1, 4]], [/rating|score|stars/i, [4, 5, 3]], [/\bage\b/i, [34, 27, 45]], [/reps/i, [10, 8, 12]],
  [/price|cost|fee/i, [12.5, 8.99, 24]], [/balance|budget/i, [1500, 250, 0]], [/weight|amount|kg/i, [12.5, 8.25, 15]],
];

const DAYS = ["2025-03-03", "2025-03-10", "2025-03-17"];
// prettier-ignore
const DATES: readonly [RegExp, readonly string[]][] = [
  [/\bbirth|\bborn\b/, ["1984-05-12", "1991-11-03", "1978-02-27"]], [/\b(?:joined|since|opened|registered)\b/, ["2024-09-01", "2024-10-15", "2025-01-20"]],
  [/\b(?:due|until|expir\w*|valid|ends?)\b/, ["2025-03-24", "2025-03-31", "2025-04-07"]], [/\b(?:return\w*|complet\w*|closed|finish\w*|paid|done)\b/, ["2025-03-20", "2025-03-22", "2025-03-28"]],
];
const TIMES = ["09:30:00Z", "14:00:00Z", "18:45:00Z"];
/** Optional dates that say something finished: still empty in the first row (a loan not yet returned). */
const LATER = /\b(?:return\w*|complet\w*|closed|finish\w*|paid|done|cancel\w*|ended)\b/;

function pick<T>(values: readonly T[], row: number): T | undefined {
  return values[row % values.length];
}

function words(label: string): string[] {
  return foldAccents(label)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** A field holding someone's name whatever the entity: "customer name", "nom de l'invité" (not a plain "name"). */
function isPersonName(field: Field): boolean {
  return field.type === "string" && /.Name$|^nom(?:[A-Z]|$)/.test(field.name);
}

function personName(entity: Entity, row: number): string {
  const name = pick(PEOPLE, row) ?? "Ada Lovelace";
  return words(entity.label).includes("doctor") ? `Dr ${name}` : name;
}

function text(entity: Entity, field: Field, row: number, person: boolean): string {
  const known = BY_FIELD.find(([pattern]) => pattern.test(field.name))?.[1];
  const fromField = known ? pick(known, row) : undefined;
  if (typeof fromField === "string") return fromField;
  const last = words(entity.label).pop() ?? "";
  if (isPersonName(field)) return personName(entity, row);
  const first = entity.fields.find((f) => f.type === "string") === field;
  const identifying = first || /^(?:name|title|label)$/.test(field.name);
  if (identifying && person) return personName(entity, row);
  if (!identifying) return `${field.label} ${row + 1}`;
  return pick(BY_ENTITY[last] ?? [], row) ?? `${entity.label} ${row + 1}`;
}

function slug(text: string): string {
  return words(text).join(".");
}

function numberValue(field: Field, row: number): number {
  const found = NUMBERS.find(([pattern]) => pattern.test(field.name))?.[1];
  return (found ? pick(found, row) : undefined) ?? row + 1;
}

/** "returnedOn" → "returned on": date patterns match whole words, so "attendedOn" is not an end. */
function spaced(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

function dateValue(field: Field, row: number): string | null {
  if (!field.required && row === 0 && LATER.test(spaced(field.name))) return null;
  const found = DATES.find(([pattern]) => pattern.test(spaced(field.name)))?.[1];
  return (found ? pick(found, row) : undefined) ?? pick(DAYS, row) ?? "2025-03-03";
}

/** One field's value in one example row. */
function valueOf(entity: Entity, field: Field, row: number, person: boolean, nameOfRow: string): Value {
  switch (field.type) {
    case "enum":
      return pick(field.enumValues ?? [], row) ?? null;
    case "boolean":
      return row % 2 === 0;
    case "integer":
      return Math.round(numberValue(field, row));
    case "decimal":
    case "money":
      return numberValue(field, row);
    case "date":
      return dateValue(field, row);
    case "datetime": {
      const day = dateValue(field, row);
      return day === null ? null : `${day}T${pick(TIMES, row) ?? "09:30:00Z"}`;
    }
    case "email":
      return `${slug(nameOfRow || `${entity.label} ${row + 1}`) || "someone"}@example.org`;
    case "phone":
      return `+44 20 7946 000${row + 1}`;
    case "url":
      return `https://example.org/${entity.table.replace(/_/g, "-")}/${row + 1}`;
    default: {
      const value = text(entity, field, row, person);
      return field.maxLength === undefined ? value : value.slice(0, field.maxLength);
    }
  }
}

/**
 * Three example rows for an entity whose fields and relations are final: every field by name (see above), every
 * many-to-one relation as a row number of its target (a self-reference is empty in the first row).
 */
export function seedRows(entity: Omit<Entity, "seed">, person: boolean): Entity["seed"] {
  const full = { ...entity, seed: [] };
  return Array.from({ length: SEED_ROWS }, (_, row) => {
    const nameField =
      entity.fields.find(isPersonName) ??
      (person ? entity.fields.find((f) => /^(?:name|title)$/.test(f.name)) : undefined);
    const nameOfRow = nameField ? String(valueOf(full, nameField, row, person, "")) : "";
    const values: Record<string, Value> = {};
    for (const field of entity.fields) values[field.name] = valueOf(full, field, row, person, nameOfRow);
    entity.relations
      .filter((r) => r.kind === "many-to-one")
      .forEach((r, index) => {
        const self = r.target === entity.name;
        values[r.name] = self ? (row === 0 ? null : row) : ((row + index) % SEED_ROWS) + 1;
      });
    return values;
  });
}
