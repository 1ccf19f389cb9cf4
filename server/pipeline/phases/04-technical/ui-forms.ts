import {
  writtenTotal,
  type DataModel,
  type Entity,
  type Field,
} from "../../../../domain/artifacts/04-data-model";
import type { INPUT_KINDS, UiModel } from "../../../../domain/artifacts/04-ui-model";
import { capitalise } from "../../../engines/embedded/text";
import { entityNames, inSentence, withArticle } from "../02-srs/names";
import { relationProperty } from "./api-schemas";

/*
 * The forms of the UI model: one per entity (used by its create and edit pages), plus sign-in and sign-up when
 * the app has accounts. Inputs follow the field types; relations become pickers of the target's rows; every
 * rule in words mirrors a data constraint (required, length, format, values, uniqueness), which the shared
 * zod schema enforces in the browser and on the server alike.
 */

type Form = UiModel["forms"][number];
type FormField = Form["fields"][number];
type Input = (typeof INPUT_KINDS)[number];

/** The input a field of each type is typed into (the UI model's forms, the generated forms and profile page). */
export const INPUT_OF_TYPE: Readonly<Record<Field["type"], Input>> = {
  string: "text",
  text: "textarea",
  integer: "number",
  decimal: "decimal",
  money: "decimal",
  boolean: "checkbox",
  date: "date",
  datetime: "datetime",
  email: "email",
  phone: "tel",
  url: "url",
  enum: "select",
};

/** The rules of a field in words, in the order a person checks them. */
function rules(field: Field, entity: Entity): string[] {
  const out: string[] = [];
  if (field.required && field.type !== "boolean") out.push("required");
  if (field.type === "string") out.push(`at most ${field.maxLength ?? 255} characters`);
  if (field.type === "email") out.push("a valid e-mail address", "at most 320 characters");
  if (field.type === "phone") out.push("at most 40 characters");
  if (field.type === "url") out.push("a full web address starting with http:// or https://");
  if (field.type === "integer") out.push("a whole number");
  if (field.type === "decimal") out.push("a number");
  if (field.type === "money") out.push("an amount with at most two decimals");
  if (field.type === "date") out.push("a date");
  if (field.type === "datetime") out.push("a date and time");
  if (field.type === "enum") out.push(`one of: ${(field.enumValues ?? []).join(", ")}`);
  if (field.unique) {
    out.push(`not used by another ${inSentence(entity.label)}`);
  }
  return out;
}

function labelOf(model: DataModel, name: string): string {
  return model.entities.find((e) => e.name === name)?.label ?? name;
}

/**
 * The form of an entity: its fields, then a picker per relation. A workflow's state field is not in the form: a new
 * row starts in the initial state and the state changes only through the workflow's actions. Nor is an order's total
 * that a stock rule keeps: the server sums its items.
 */
export function entityForm(entity: Entity, model: DataModel, id: string): Form {
  const stateField = entity.workflow?.field;
  const total = writtenTotal(entity, model.entities);
  const fields: FormField[] = entity.fields
    .filter((field) => field.name !== stateField && field.name !== total)
    .map((field) => ({
      name: field.name,
      label: field.label,
      input: INPUT_OF_TYPE[field.type],
      required: field.required,
      ...(field.type === "enum" ? { options: [...(field.enumValues ?? [])] } : {}),
      validation: rules(field, entity),
    }));
  const pickers: FormField[] = entity.relations.map((relation) => {
    const target = labelOf(model, relation.target);
    const many = relation.kind === "many-to-many";
    const plural = inSentence(entityNames(target).pluralLabel);
    return {
      name: relationProperty(relation),
      label: many ? capitalise(plural) : target,
      input: "relation",
      required: relation.required,
      relationTo: relation.target,
      validation: many
        ? [`any number of existing ${plural}`]
        : [...(relation.required ? ["required"] : []), `${withArticle(inSentence(target))} that exists`],
    };
  });
  return { id, entity: entity.name, fields: [...fields, ...pickers] };
}

/** The sign-in and sign-up forms (entity: the accounts, named by the API's user schema). */
export function accountForms(userEntity: string): Form[] {
  const username: FormField = {
    name: "username",
    label: "Username",
    input: "text",
    required: true,
    validation: ["required", "3 to 80 characters"],
  };
  const password: FormField = {
    name: "password",
    label: "Password",
    input: "text",
    required: true,
    validation: ["required", "8 to 200 characters", "shown as dots"],
  };
  const name: FormField = {
    name: "name",
    label: "Your name",
    input: "text",
    required: true,
    validation: ["required", "at most 120 characters"],
  };
  return [
    { id: "sign-in-form", entity: userEntity, fields: [username, password] },
    { id: "sign-up-form", entity: userEntity, fields: [username, password, name] },
  ]; // prettier-ignore
}

/** The columns a list shows: the identifying field, then references, choices, dates and short fields, four at most. */
export function listColumns(entity: Entity): string[] {
  const [first, ...rest] = entity.fields;
  const pick = (test: (f: Field) => boolean) => rest.filter(test).map((f) => f.name);
  const columns = [
    ...(first ? [first.name] : []),
    ...entity.relations.filter((r) => r.kind === "many-to-one").map((r) => r.name),
    ...pick((f) => f.type === "enum"),
    ...pick((f) => f.required && (f.type === "date" || f.type === "datetime" || f.type === "money")),
    ...pick((f) => f.required && f.type !== "text"),
    ...pick((f) => f.type !== "text"),
  ];
  return [...new Set(columns)].slice(0, 4);
}
