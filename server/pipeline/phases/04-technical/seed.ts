import type { Entity, Field } from "../../../../domain/artifacts/04-data-model";
import { singular } from "../../../engines/embedded/text";
import { foldAccents } from "../02-srs/names";
import { lifecyclePath } from "./workflow";
import {
  BY_FIELD,
  COMPANIES,
  DATES,
  DAYS,
  DECIMALS,
  END_TIMES,
  INTEGERS,
  KINDS,
  MONEY,
  NUMBERS,
  PEOPLE,
  QUALIFIERS,
  TIMES,
  type FieldValues,
  type Kind,
  type SeedValue,
} from "./seed-vocabulary";

/*
 * Example rows for every entity: three, deterministic, realistic enough to try the app with. A value is chosen by
 * what the entity is (a pet gets "Bella", a dog, a Labrador retriever; a vaccination "Rabies vaccine", given on
 * 2025-03-01), then by the field's name and type (seed-vocabulary.ts). Dates line up (a loan is due three weeks
 * after it is borrowed; the first loan is not yet returned; a booking ends an hour after it starts). A workflow's
 * state follows the row's life: the first row in the initial state, the others a move further each (a borrowed
 * loan, then returned ones, as their return dates say). Relations point at the target's rows by number, 1-based,
 * spread over the target's three rows.
 */

/** Example rows per entity. */
export const SEED_ROWS = 3;

/** One row being made: the entity, what kind of thing it is, and the person or business the row is about. */
interface RowContext {
  entity: Omit<Entity, "seed">;
  kind: Kind | undefined;
  row: number;
  person: boolean;
  /** The row's person ("Olivia Bennett") or business ("Greenleaf Supplies"), else "". */
  who: string;
  /** Where this entity's other people (a supplier's contact) start in PEOPLE. */
  othersStart: number;
  /** The states of a row's life in order, for the workflow's field: the first row new, the others further on. */
  path: readonly string[];
}

/** Optional dates that say something finished: still empty in the first row (a loan not yet returned). */
const LATER = /\b(?:return\w*|complet\w*|closed|finish\w*|paid|done|cancel\w*|ended|delivered)\b/;
const END = /\b(?:ends?|until|finish\w*|to)\b/;
const CODE = /(?:code|number|reference|ref|sku|serial|barcode)$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function pick<T>(values: readonly T[], row: number): T | undefined {
  return values[row % values.length];
}

function words(label: string): string[] {
  return foldAccents(label)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** "returnedOn" → "returned on": date patterns match whole words, so "attendedOn" is not an end. */
function spaced(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

/** A small stable number from a name, so each entity starts at its own place in a list. */
function offsetOf(name: string, places: number): number {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) % 9973;
  return sum % places;
}

/** What the entity is, by the last word of its label first ("Purchase order" is an order), then any other. */
function kindOf(entity: Pick<Entity, "label" | "name">): Kind | undefined {
  const all = words(entity.label || entity.name).map((w) => singular(w));
  for (const word of [...all].reverse()) {
    const kind = KINDS.find((k) => k.words.includes(word));
    if (kind) return kind;
  }
  return undefined;
}

/** A field holding someone's name whatever the entity: "customer name", "nom de l'invité" (not a plain "name"). */
function isPersonName(field: Field): boolean {
  return (
    field.type === "string" &&
    /.Name$|^nom(?:[A-Z]|$)/.test(field.name) &&
    !/^(?:first|last|nick|user)Name$/.test(field.name)
  );
}

function isIdentifying(entity: Omit<Entity, "seed">, field: Field): boolean {
  return (
    /^(?:name|title|label|nom|titre)$/.test(field.name) ||
    entity.fields.find((f) => f.type === "string") === field
  );
}

/** The first value of a pattern list that matches the field's name and is of the wanted form. */
function known<T extends SeedValue>(
  lists: readonly FieldValues[],
  name: string,
  row: number,
  fits: (v: SeedValue) => v is T,
): T | undefined {
  for (const [pattern, values] of lists) {
    if (!pattern.test(name)) continue;
    const value = pick(values, row);
    if (value !== undefined && fits(value)) return value;
  }
  return undefined;
}

const isText = (v: SeedValue): v is string => typeof v === "string" && !DAY.test(v);
const isDay = (v: SeedValue): v is string => typeof v === "string" && DAY.test(v);
const isNumber = (v: SeedValue): v is number => typeof v === "number";

function slug(text: string, separator = "."): string {
  return words(text).join(separator);
}

function code(entity: Pick<Entity, "label" | "name">, row: number): string {
  const prefix = (
    words(entity.label || entity.name)
      .join("")
      .slice(0, 3) || "ref"
  ).toUpperCase();
  return `${prefix}-${1001 + row}`;
}

function textValue(c: RowContext, field: Field): string {
  const { entity, kind, row } = c;
  const own = known(kind?.fields ?? [], field.name, row, isText);
  if (own !== undefined) return own;
  if (isPersonName(field)) return pick(PEOPLE, c.othersStart + row) ?? "Olivia Bennett";
  const [first = "", ...rest] = c.who.split(" ");
  if (c.person && /^first ?name$|^given ?name$/i.test(field.name)) return first;
  if (c.person && /^(?:last ?name|surname|family ?name)$/i.test(field.name)) return rest.join(" ");
  const general = known(BY_FIELD, field.name, row, isText);
  if (isIdentifying(entity, field) && (general === undefined || /^(?:name|title)$/.test(field.name))) {
    if (c.who !== "") return withHonorific(c);
    if (kind?.names) return pick(kind.names, row) ?? code(entity, row);
    if (CODE.test(entity.name) || /^(?:sku|code)$/i.test(entity.name)) return code(entity, row);
    return `${pick(QUALIFIERS, row) ?? "Main"} ${(entity.label || entity.name).toLowerCase()}`;
  }
  if (general !== undefined) return general;
  if (CODE.test(field.name)) return code(entity, row);
  return `${field.label} ${String.fromCharCode(65 + row)}`;
}

function withHonorific(c: RowContext): string {
  return c.person && c.kind?.honorific ? `${c.kind.honorific} ${c.who}` : c.who;
}

function numberValue(c: RowContext, field: Field): number {
  const fallback = field.type === "money" ? MONEY : field.type === "decimal" ? DECIMALS : INTEGERS;
  const value =
    known(c.kind?.fields ?? [], field.name, c.row, isNumber) ??
    known(NUMBERS, field.name, c.row, isNumber) ??
    pick(fallback, c.row) ??
    1;
  return field.type === "integer" ? Math.round(value) : value;
}

function dateValue(c: RowContext, field: Field): string | null {
  const words = spaced(field.name);
  if (!field.required && c.row === 0 && LATER.test(words)) return null;
  return (
    known(c.kind?.fields ?? [], field.name, c.row, isDay) ??
    known(DATES, words, c.row, isDay) ??
    pick(DAYS, c.row) ??
    "2025-03-03"
  );
}

function emailOf(c: RowContext): string {
  const local = c.who.replace(/'/g, "");
  if (c.who !== "" && c.person) return `${slug(local)}@example.com`;
  if (c.who !== "") return `hello@${slug(local, "-")}.example.com`;
  return `${slug(c.entity.label || c.entity.name) || "contact"}${c.row + 1}@example.com`;
}

/** One field's value in one example row. */
function valueOf(c: RowContext, field: Field): SeedValue {
  switch (field.type) {
    case "enum":
      if (c.entity.workflow?.field === field.name) return c.path[Math.min(c.row, c.path.length - 1)] ?? null;
      return pick(field.enumValues ?? [], c.row) ?? null;
    case "boolean":
      return c.row % 2 === 0;
    case "integer":
    case "decimal":
    case "money":
      return numberValue(c, field);
    case "date":
      return dateValue(c, field);
    case "datetime": {
      // An end of a datetime is on the day it starts, an hour later (a booking, not a loan).
      const end = END.test(spaced(field.name));
      const day = end ? (pick(DAYS, c.row) ?? null) : dateValue(c, field);
      const time = pick(end ? END_TIMES : TIMES, c.row) ?? "09:30:00Z";
      return day === null ? null : `${day}T${time}`;
    }
    case "email":
      return emailOf(c);
    case "phone":
      // Numbers of the range kept for drama and examples (020 7946 0000 to 0999).
      return `+44 20 7946 0${100 + ((offsetOf(c.entity.name, 50) + c.row * 211) % 900)}`;
    case "url":
      return c.who !== "" && !c.person
        ? `https://www.${slug(c.who, "-")}.example.com`
        : `https://example.com/${c.entity.table.replace(/_/g, "-")}/${c.row + 1}`;
    default: {
      const value = textValue(c, field);
      return field.maxLength === undefined ? value : value.slice(0, field.maxLength);
    }
  }
}

function numbered(value: string, row: number, field: Field): string {
  const suffix = ` ${row + 1}`;
  const room = (field.maxLength ?? 255) - suffix.length;
  return `${value.slice(0, Math.max(room, 0))}${suffix}`.trimStart();
}

/**
 * Three example rows for an entity whose fields and relations are final: every field by what the entity is and
 * the field's name (see above), every many-to-one relation as a row number of its target (a self-reference is
 * empty in the first row). `person`: the entity's rows are people (the lexicon's reading of its name);
 * `ordinal`: the entity's place in its model, so that owners, vets and members get different names.
 */
export function seedRows(entity: Omit<Entity, "seed">, person: boolean, ordinal?: number): Entity["seed"] {
  const kind = kindOf(entity);
  // A business is not a person, whatever the lexicon reads into "supplier".
  const company = kind?.company === true;
  const people = !company && (person || kind?.person === true);
  // Each entity of a model has its own run of three names (by its place in the model, else by its name).
  const place = ordinal ?? offsetOf(entity.name, PEOPLE.length / SEED_ROWS);
  const peopleStart = (place * SEED_ROWS) % PEOPLE.length;
  const othersStart = (peopleStart + PEOPLE.length / 2) % PEOPLE.length;
  const namedPerson = entity.fields.find(isPersonName);
  const taken = new Map<string, Set<SeedValue>>();
  const path = entity.workflow ? lifecyclePath(entity.workflow).slice(0, SEED_ROWS) : [];
  return Array.from({ length: SEED_ROWS }, (_, row) => {
    const who = people
      ? (pick(PEOPLE, peopleStart + row) ?? "Olivia Bennett")
      : company
        ? (pick(COMPANIES, (place % 2) * SEED_ROWS + row) ?? "Greenleaf Supplies")
        : namedPerson
          ? (pick(PEOPLE, othersStart + row) ?? "Olivia Bennett")
          : "";
    const person = people || (!company && namedPerson !== undefined);
    const c: RowContext = { entity, kind, row, person, who, othersStart, path };
    const values: Record<string, SeedValue> = {};
    for (const field of entity.fields) {
      const value = valueOf(c, field);
      const seen = taken.get(field.name) ?? new Set<SeedValue>();
      taken.set(field.name, seen);
      // A unique text column never gets a value twice ("EUR" of every row becomes "EUR 2").
      const unique =
        field.unique && typeof value === "string" && seen.has(value) ? numbered(value, row, field) : value;
      seen.add(unique);
      values[field.name] = unique;
    }
    entity.relations
      .filter((r) => r.kind === "many-to-one")
      .forEach((r, index) => {
        const self = r.target === entity.name;
        values[r.name] = self ? (row === 0 ? null : row) : ((row + index) % SEED_ROWS) + 1;
      });
    return values;
  });
}
