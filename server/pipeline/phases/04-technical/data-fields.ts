import type { Field, Relation } from "../../../../domain/artifacts/04-data-model";
import { lexiconField } from "../../../engines/embedded/field-types";
import { lexiconEntitiesNamed } from "../../../engines/embedded/lexicon";
import type { LexiconEntity } from "../../../engines/embedded/lexicon-types";
import { nounRole } from "../../../engines/embedded/nouns";
import { capitalise, singular } from "../../../engines/embedded/text";
import type { DraftEntity, DraftField } from "../02-srs/data-entities";
import { camelIdentifier, foldAccents, snakeIdentifier } from "../02-srs/names";

/*
 * Typed fields and relations of one entity. Types come from the checklist's parser (the user's type hints, then
 * the lexicon, then the field's name); whether a field is required or unique and an enum's values come from the
 * lexicon's entity of the same name when there is one ("Book.isbn" is unique, "Loan.dueOn" required), else from
 * the rules below: the identifying field (first name or title, never notes), every enum and boolean, and the first
 * date of anything but a person are required; e-mail is unique for people; reference lists ("Tag: name") have a
 * unique name.
 */

/** The lexicon's entity of this name, if the lexicon knows one. */
export function lexiconEntity(name: string): LexiconEntity | undefined {
  return lexiconEntitiesNamed(name)[0];
}

/** Whether an entity describes people (by its last word: "member", "beekeeper"). */
export function isPersonEntity(draft: DraftEntity): boolean {
  const last = foldAccents(draft.names.label).toLowerCase().split(/\s+/).pop() ?? "";
  return nounRole(singular(last)) === "person";
}

/** A reference list: a few plain fields led by a name or title, referring to nothing ("Tag", "Category"). */
export function isReferenceList(draft: DraftEntity): boolean {
  const plain = draft.fields.filter((f) => f.type !== "relation");
  const parents = draft.fields.filter((f) => f.type === "relation" && f.cardinality === "many-to-one");
  return parents.length === 0 && plain.length <= 2 && /^(?:name|title|label)$/.test(plain[0]?.name ?? "");
}

const MAX_LENGTH: readonly [RegExp, number][] = [
  [/^currency$/i, 3],
  [/isbn/i, 17],
  [/(?:sku|code|postcode|zip)$/i, 40],
  [/(?:title|subject|headline)$/i, 200],
  [/name$/i, 120],
];

/** The name a field goes by in code: the parser's camelCase name when valid, else one made from the label. */
function fieldName(field: DraftField): string {
  return /^[a-z][A-Za-z0-9]*$/.test(field.name) ? field.name : camelIdentifier(field.label);
}

/** The words a field shows: the user's, first letter capitalised ("Due on", "ISBN", "Capacité"). */
function fieldLabel(field: DraftField): string {
  if (/^e-?mail$/i.test(field.label)) return "E-mail";
  return capitalise(field.label.trim()) || capitalise(field.name);
}

/**
 * The typed fields of an entity (see the module comment); when the user listed none, optional notes for a link
 * between things, else a `name` field.
 */
export function entityFields(draft: DraftEntity): Field[] {
  const known = lexiconEntity(draft.names.name);
  const person = isPersonEntity(draft);
  const reference = isReferenceList(draft);
  const plain = draft.fields.filter((f) => f.type !== "relation");
  const firstEventDate = person ? undefined : plain.find((f) => f.type === "date" || f.type === "datetime");
  const fields = plain.map((f, index): Field => {
    const name = fieldName(f);
    const own = known?.fields.find((l) => l.name === name);
    const any = own ?? lexiconField(draft.names.name, name);
    const type = f.type === "relation" ? "string" : f.type;
    const values = f.values ?? own?.values;
    const enumType = type === "enum" && values !== undefined && values.length > 0;
    // Notes never name a row ("ShiftSignup: shift (Shift), notes"): they stay optional.
    const identifying =
      index === 0 && (type === "string" || type === "text") && !/^(?:notes?|comments?|remarks?)$/i.test(name);
    const required =
      f.required ??
      own?.required ??
      (identifying || enumType || type === "boolean" || f === firstEventDate || (any?.required ?? false));
    const unique = f.unique ?? own?.unique ?? ((person && type === "email") || (reference && identifying));
    const maxLength =
      type === "string" ? (MAX_LENGTH.find(([pattern]) => pattern.test(name))?.[1] ?? 255) : undefined;
    return {
      name,
      column: snakeIdentifier(name),
      label: fieldLabel(f),
      type: enumType ? "enum" : type === "enum" ? "string" : type,
      required,
      unique,
      ...(enumType ? { enumValues: [...values] } : {}),
      ...(maxLength === undefined ? {} : { maxLength }),
    };
  });
  const distinct = fields.filter((f, i) => fields.findIndex((o) => o.name === f.name) === i);
  if (distinct.length > 0) return distinct;
  // A link between things ("Enrolment: class (Class)", "Vote: poll (Poll), option (Option)") is named by what it
  // links: a required name of its own would be a chore, so it gets optional notes.
  if (draft.fields.some((f) => f.type === "relation" && f.cardinality !== "many-to-many"))
    return [{ name: "notes", column: "notes", label: "Notes", type: "text", required: false, unique: false }];
  return [
    {
      name: "name",
      column: "name",
      label: "Name",
      type: "string",
      required: true,
      unique: false,
      maxLength: 120,
    },
  ];
}

/**
 * The relations of an entity: "member (Member)" is many-to-one with the foreign key `member_id`, a plural
 * ("tags (Tag)") many-to-many through the join table `<entity>_<relation>`. Required unless the detail says
 * "optional" ("member (Member, optional)") or the lexicon says otherwise, and never for a reference to the entity
 * itself. On delete: an optional reference is set to null;
 * a part of its parent (RecipeIngredient → Recipe) goes with it; any other required reference restricts
 * deleting the row it points at, so history (a member's loans) is never lost silently.
 */
export function entityRelations(draft: DraftEntity): Relation[] {
  const known = lexiconEntity(draft.names.name);
  return draft.fields.flatMap((f): Relation[] => {
    if (f.type !== "relation" || f.relationTo === undefined) return [];
    const name = fieldName(f);
    const target = f.relationTo;
    if (f.cardinality === "many-to-many") {
      return [
        {
          name,
          target,
          kind: "many-to-many",
          required: false,
          joinTable: `${snakeIdentifier(draft.names.name)}_${snakeIdentifier(name)}`,
          onDelete: "cascade",
        },
      ];
    }
    // A reference to the same entity (a parent in a tree) is optional: the first row has none to point at.
    const self = target === draft.names.name;
    const required = !self && (f.required ?? known?.relations.find((r) => r.name === name)?.required ?? true);
    const part = draft.names.name.startsWith(target) && draft.names.name !== target;
    return [
      {
        name,
        target,
        kind: "many-to-one",
        required,
        column: `${snakeIdentifier(name)}_id`,
        onDelete: !required ? "set null" : part ? "cascade" : "restrict",
      },
    ];
  });
}
