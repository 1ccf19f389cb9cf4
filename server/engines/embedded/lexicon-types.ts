/**
 * The shapes of the embedded domain lexicon, and terse builders so the data files read like a table. A later
 * phase builds typed data models from these entities, so every field has a storage type.
 */

// One list of storage types for the whole chain: the lexicon's fields become the data model's fields.
export { FIELD_TYPES, type FieldType } from "../../../domain/artifacts/04-data-model";
import type { FieldType } from "../../../domain/artifacts/04-data-model";

export interface LexiconField {
  /** camelCase identifier; people see it humanised ("joinedOn" → "joined on"). */
  name: string;
  type: FieldType;
  required: boolean;
  unique: boolean;
  /** The allowed values of an enum field, in display order. */
  values?: readonly string[];
}

export type Cardinality = "many-to-one" | "many-to-many";

export interface LexiconRelation {
  /** camelCase name of the reference ("member"; plural for many-to-many: "tags"). */
  name: string;
  /** The PascalCase name of the entity referred to, in the same kind. */
  to: string;
  cardinality: Cardinality;
  required: boolean;
}

export interface LexiconEntity {
  /** PascalCase singular name. */
  name: string;
  /** Other words an idea may use for it, lower case singular ("borrower", "patron"). */
  synonyms: readonly string[];
  fields: readonly LexiconField[];
  relations: readonly LexiconRelation[];
}

export interface AppKind {
  id: string;
  label: string;
  /** Words or phrases (lower case, singular) that name the kind; each counts 2 towards a match. */
  strong: readonly string[];
  /** Words that hint at it; each counts 1. */
  weak: readonly string[];
  entities: readonly LexiconEntity[];
}

type Flag = "required" | "unique";

/** A field of any type but enum; flags say whether it is required and/or unique. */
export function field(name: string, type: Exclude<FieldType, "enum">, ...flags: Flag[]): LexiconField {
  return { name, type, required: flags.includes("required"), unique: flags.includes("unique") };
}

/** An enum field with its values. */
export function choice(name: string, values: readonly string[], ...flags: Flag[]): LexiconField {
  return { name, type: "enum", required: flags.includes("required"), unique: false, values };
}

/** A many-to-one reference ("loan.member → Member"). */
export function ref(name: string, to: string, ...flags: "required"[]): LexiconRelation {
  return { name, to, cardinality: "many-to-one", required: flags.includes("required") };
}

/** A many-to-many reference ("post.tags → Tag"). */
export function refs(name: string, to: string): LexiconRelation {
  return { name, to, cardinality: "many-to-many", required: false };
}

/** An entity: fields first, then its references (many-to-one references are listed before fields when shown). */
export function entity(
  name: string,
  synonyms: readonly string[],
  fields: readonly LexiconField[],
  relations: readonly LexiconRelation[] = [],
): LexiconEntity {
  return { name, synonyms, fields, relations };
}

/** Common people fields, so every person-like entity is described the same way. */
export const personFields = (): LexiconField[] => [
  field("name", "string", "required"),
  field("email", "email", "required", "unique"),
  field("phone", "phone"),
];
