import {
  writtenTotal,
  type DataModel,
  type Entity,
  type Field,
} from "../../../../domain/artifacts/04-data-model";
import { relationPropertyName } from "../../../../domain/artifacts/04-data-names";
import { entityNames, inSentence } from "../02-srs/names";

/*
 * The JSON Schemas (2020-12) of an API model: per entity the stored row (`Book`), what a client sends to create
 * one (`BookInput`), to change one (`BookPatch`, any of the same properties) and a page of rows (`BookList`:
 * items, total, page, pageSize); the accounts' schemas; and `Error`, the body of every error response. Each
 * property mirrors its field's data constraints (type, format, length, values, required, nullable).
 */

export type JsonSchema = Record<string, unknown>;

/** Names the API's own schemas use, which an entity's schemas must not take. */
const RESERVED = new Set(["Error", "Credentials", "Register", "RegisterInput"]);

/** The base name of an entity's schemas: its name, unless that is one of the API's own ("ErrorRecord"). */
export function schemaBase(entity: Entity): string {
  return RESERVED.has(entity.name) ? `${entity.name}Record` : entity.name;
}

/** The name of the signed-in user's schema: "User" unless an entity already goes by it. */
export function userSchemaName(model: DataModel): string {
  const taken = new Set(
    model.entities.flatMap((e) => [schemaBase(e), `${schemaBase(e)}Input`, `${schemaBase(e)}List`]),
  );
  return ["User", "Account", "SignedInUser"].find((name) => !taken.has(name)) ?? "SignedInUserAccount";
}

/** A field's JSON Schema: its type, format and limits; nullable when the field is optional. */
export function fieldSchema(field: Field): JsonSchema {
  const base: JsonSchema = (() => {
    switch (field.type) {
      case "string":
        return { type: "string", maxLength: field.maxLength ?? 255 };
      case "text":
        return { type: "string" };
      case "integer":
        return { type: "integer" };
      case "decimal":
        return { type: "number" };
      case "money":
        return { type: "number", description: `${field.label}, with at most two decimals` };
      case "boolean":
        return { type: "boolean" };
      case "date":
        return { type: "string", format: "date" };
      case "datetime":
        return { type: "string", format: "date-time" };
      case "email":
        return { type: "string", format: "email", maxLength: 320 };
      case "phone":
        return { type: "string", maxLength: 40 };
      case "url":
        return { type: "string", format: "uri", maxLength: 2048 };
      case "enum":
        return { type: "string", enum: [...(field.enumValues ?? [])] };
    }
  })();
  const described = "description" in base ? base : { ...base, description: field.label };
  if (field.required) {
    return field.type === "string" || field.type === "text" ? { ...described, minLength: 1 } : described;
  }
  const nullable = { ...described, type: [described.type, "null"] };
  return Array.isArray(described.enum) ? { ...nullable, enum: [...described.enum, null] } : nullable;
}

/** The property a client sends for a relation: `memberId`, or `tagIds` for many-to-many. */
export function relationProperty(relation: Entity["relations"][number]): string {
  return relationPropertyName(relation);
}

/** How a relation's target is named in a description: its label ("the Café Événement", "the member"). */
function targetWords(model: DataModel, relation: Entity["relations"][number]): { one: string; many: string } {
  const label = model.entities.find((e) => e.name === relation.target)?.label ?? relation.target;
  return { one: inSentence(label), many: inSentence(entityNames(label).pluralLabel) };
}

function inputProperties(
  entity: Entity,
  model: DataModel,
): { properties: Record<string, JsonSchema>; required: string[] } {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const state = workflowField(entity);
  // An order's total that a stock rule keeps is the server's to write (04-rules.ts): no client sends it.
  const total = writtenTotal(entity, model.entities);
  for (const field of entity.fields) {
    if (field.name === total) continue;
    properties[field.name] = fieldSchema(field);
    // A workflow's state is set by the server (the initial state, then transitions): never required in the body.
    if (field.required && field !== state) required.push(field.name);
  }
  for (const relation of entity.relations) {
    const name = relationProperty(relation);
    if (relation.kind === "many-to-many") {
      properties[name] = {
        type: "array",
        items: { type: "integer" },
        uniqueItems: true,
        description: `Ids of the ${targetWords(model, relation).many}`,
      };
      continue;
    }
    properties[name] = relation.required
      ? { type: "integer", description: `Id of the ${targetWords(model, relation).one}` }
      : { type: ["integer", "null"], description: `Id of the ${targetWords(model, relation).one}` };
    if (relation.required) required.push(name);
  }
  return { properties, required };
}

/** The enum field holding an entity's workflow state, when it has a workflow. */
export function workflowField(entity: Entity): Field | undefined {
  const workflow = entity.workflow;
  if (!workflow) return undefined;
  return entity.fields.find((f) => f.name === workflow.field && f.type === "enum");
}

/**
 * The four schemas of an entity: stored row, input, patch and page of rows; with a workflow also the body of a
 * transition (`BookTransitionRequest`: one of its transitions' names) and a row of its history
 * (`BookTransitionRecord`).
 */
export function entitySchemas(entity: Entity, model: DataModel): Record<string, JsonSchema> {
  const base = schemaBase(entity);
  const { properties, required } = inputProperties(entity, model);
  const timestamp = { type: "string", format: "date-time" };
  const state = workflowField(entity);
  // A stored row has every required field, the workflow's state too; an order's total that the server writes too.
  const total = writtenTotal(entity, model.entities);
  const written = entity.fields.find((f) => f.name === total);
  const fieldNames = new Set(entity.fields.map((f) => f.name));
  const stored = [
    ...entity.fields.filter((f) => f.required).map((f) => f.name),
    ...required.filter((name) => !fieldNames.has(name)),
  ];
  return {
    [base]: {
      type: "object",
      properties: {
        id: { type: "integer" },
        ...properties,
        ...(written ? { [written.name]: { ...fieldSchema(written), readOnly: true } } : {}),
        createdAt: timestamp,
        updatedAt: timestamp,
      },
      required: ["id", ...stored, "createdAt", "updatedAt"],
    },
    [`${base}Input`]: { type: "object", properties, required, additionalProperties: false },
    [`${base}Patch`]: { type: "object", properties, minProperties: 1, additionalProperties: false },
    [`${base}List`]: {
      type: "object",
      properties: {
        items: { type: "array", items: { $ref: `#/components/schemas/${base}` } },
        total: { type: "integer", description: "Rows matching the query, on every page" },
        page: { type: "integer" },
        pageSize: { type: "integer" },
      },
      required: ["items", "total", "page", "pageSize"],
    },
    ...(state ? workflowSchemas(entity, base, state) : {}),
  };
}

/** A workflow's two schemas: the transition a client asks for, and one row of a row's history. */
function workflowSchemas(entity: Entity, base: string, state: Field): Record<string, JsonSchema> {
  const names = (entity.workflow?.transitions ?? []).map((t) => t.name);
  const states = [...(state.enumValues ?? [])];
  const label = state.label.toLowerCase();
  return {
    [`${base}TransitionRequest`]: {
      type: "object",
      properties: {
        transition: {
          type: "string",
          enum: names,
          description: `The action to perform: ${names.join(", ")}`,
        },
      },
      required: ["transition"],
      additionalProperties: false,
    },
    [`${base}TransitionRecord`]: {
      type: "object",
      description: `One change of the ${label}: which action, from which ${label} to which, who and when`,
      properties: {
        id: { type: "integer" },
        transition: { type: "string", enum: names },
        fromState: { type: "string", enum: states },
        toState: { type: "string", enum: states },
        byUserId: {
          type: ["integer", "null"],
          description: "The account that performed it (null without accounts)",
        },
        byName: { type: ["string", "null"], description: "That account's name" },
        at: { type: "string", format: "date-time" },
      },
      required: ["id", "transition", "fromState", "toState", "byUserId", "byName", "at"],
    },
  };
}

/** The accounts' schemas: sign-in credentials, registration and the signed-in user (with a role when there are roles). */
export function accountSchemas(model: DataModel, roles: readonly string[]): Record<string, JsonSchema> {
  const username = { type: "string", minLength: 3, maxLength: 80 };
  const password = { type: "string", minLength: 8, maxLength: 200 };
  const name = { type: "string", minLength: 1, maxLength: 120 };
  return {
    Credentials: { type: "object", properties: { username, password }, required: ["username", "password"], additionalProperties: false },
    RegisterInput: { type: "object", properties: { username, password, name }, required: ["username", "password", "name"], additionalProperties: false },
    [userSchemaName(model)]: {
      type: "object",
      properties: {
        id: { type: "integer" },
        username: { type: "string" },
        name: { type: "string" },
        ...(roles.length > 0 ? { role: { type: "string", enum: [...roles] } } : {}),
      },
      required: ["id", "username", "name", ...(roles.length > 0 ? ["role"] : [])],
    },
  }; // prettier-ignore
}

/** The body of every error response. */
export const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  description: "The body of every error response",
  properties: {
    code: { type: "string", description: "Machine-readable error code, e.g. not_found:book" },
    message: { type: "string", description: "A message that is safe to show to the user" },
  },
  required: ["code", "message"],
};
