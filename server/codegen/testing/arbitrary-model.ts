import fc from "fast-check";
import {
  dataModelSchema,
  FIELD_TYPES,
  type Access,
  type DataModel,
  type Entity,
  type Field,
  type FieldType,
  type Relation,
  type Role,
} from "../../../domain/artifacts/04-data-model";
import { settleDataModel } from "../../../domain/artifacts/04-data-settle";
import type { Report } from "../../../domain/artifacts/04-reports";
import {
  COLLIDING_ENTITY_NAMES,
  COLLIDING_FIELD_NAMES,
  ENUM_VALUES,
  LABELS,
  ORDINARY_ENTITY_NAMES,
  ORDINARY_FIELD_NAMES,
  ROLE_NAMES,
  TRANSITION_NAMES,
} from "./arbitrary-names";

/*
 * Data models for the generator's property test (generated-total.test.ts): any model the data model's validator
 * accepts, drawn to stress the generator — entity and field names that collide with what it declares (User,
 * Account, Session, id, createdAt, password, role, status …), with TypeScript, SQL and the DOM, and with each other;
 * zero, one and many roles; every field type and relation kind; long and non-English names and labels; and every
 * behaviour kind of the data model (workflow, report, the four rules, public reading). A plan is drawn, the model
 * is built from it and its names settled as the product's builders settle theirs (04-data-names.ts), and only models
 * the validator accepts are kept.
 */

const SERVES = ["FR-1"];

const snake = (camel: string) =>
  camel
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const entityName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...COLLIDING_ENTITY_NAMES) },
  { weight: 3, arbitrary: fc.constantFrom(...ORDINARY_ENTITY_NAMES) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...ORDINARY_ENTITY_NAMES)
      .map((n) => `${n}WithAnExtraordinarilyLongNameThatGoesOnAndOnForQuiteSomeTime`),
  },
);
const fieldName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...COLLIDING_FIELD_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...ORDINARY_FIELD_NAMES) },
);
const label = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...LABELS) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30, unit: "grapheme" }) },
);

type FieldPlan = {
  name: string;
  type: FieldType;
  required: boolean;
  unique: boolean;
  values: string[];
  label: string;
};
const fieldPlan: fc.Arbitrary<FieldPlan> = fc.record({
  name: fieldName,
  type: fc.constantFrom(...FIELD_TYPES),
  required: fc.boolean(),
  unique: fc.boolean(),
  values: fc.uniqueArray(fc.constantFrom(...ENUM_VALUES), { minLength: 1, maxLength: 4 }),
  label,
});

type RelationPlan = {
  name: string;
  target: number;
  kind: Relation["kind"];
  required: boolean;
  onDelete: Relation["onDelete"];
};
const relationPlan: fc.Arbitrary<RelationPlan> = fc.record({
  name: fieldName,
  target: fc.nat({ max: 5 }),
  kind: fc.constantFrom("many-to-one" as const, "many-to-many" as const),
  required: fc.boolean(),
  onDelete: fc.constantFrom("cascade" as const, "restrict" as const, "set null" as const),
});

type EntityPlan = {
  name: string;
  plural: "s" | "same" | "es";
  label: string;
  fields: FieldPlan[];
  relations: RelationPlan[];
  ownedByUser: boolean;
  publicRead: boolean;
  workflow: {
    states: number;
    transitions: { name: string; from: number; to: number; byRole: boolean }[];
  } | null;
  seedRows: number;
};
const entityPlan: fc.Arbitrary<EntityPlan> = fc.record({
  name: entityName,
  plural: fc.constantFrom("s" as const, "same" as const, "es" as const),
  label,
  fields: fc.uniqueArray(fieldPlan, { minLength: 1, maxLength: 6, selector: (f) => f.name }),
  relations: fc.array(relationPlan, { maxLength: 2 }),
  ownedByUser: fc.boolean(),
  publicRead: fc.boolean(),
  workflow: fc.option(
    fc.record({
      states: fc.integer({ min: 2, max: 4 }),
      transitions: fc.uniqueArray(
        fc.record({
          name: fc.constantFrom(...TRANSITION_NAMES),
          from: fc.nat({ max: 3 }),
          to: fc.nat({ max: 3 }),
          byRole: fc.boolean(),
        }),
        { minLength: 1, maxLength: 3, selector: (t) => t.name },
      ),
    }),
    { freq: 3 },
  ),
  seedRows: fc.integer({ min: 0, max: 2 }),
});

type BehaviourPlan = {
  once: boolean;
  overlap: boolean;
  capacity: boolean;
  stock: boolean;
  reports: { entity: number; fn: Report["measure"]["fn"]; group: "none" | "field" | "relation" | "period" }[];
};

export type ModelPlan = {
  entities: EntityPlan[];
  accounts: boolean;
  roles: { name: string; manage: boolean; scopes: number }[];
  signUpRole: number | null;
  behaviours: BehaviourPlan;
};

export const modelPlan: fc.Arbitrary<ModelPlan> = fc.record({
  entities: fc.uniqueArray(entityPlan, { minLength: 1, maxLength: 4, selector: (e) => e.name.toLowerCase() }),
  accounts: fc.boolean(),
  roles: fc.oneof(
    fc.constant<ModelPlan["roles"]>([]),
    fc.uniqueArray(
      fc.record({
        name: fc.constantFrom<string>(...ROLE_NAMES),
        manage: fc.boolean(),
        scopes: fc.nat({ max: 26 }),
      }),
      { minLength: 1, maxLength: 3, selector: (r: { name: string }) => r.name },
    ),
  ),
  signUpRole: fc.option(fc.nat({ max: 2 })),
  behaviours: fc.record({
    once: fc.boolean(),
    overlap: fc.boolean(),
    capacity: fc.boolean(),
    stock: fc.boolean(),
    reports: fc.array(
      fc.record({
        entity: fc.nat({ max: 5 }),
        fn: fc.constantFrom("count" as const, "sum" as const, "avg" as const, "min" as const, "max" as const),
        group: fc.constantFrom("none" as const, "field" as const, "relation" as const, "period" as const),
      }),
      { maxLength: 2 },
    ),
  }),
});

/** Models the validator accepts, built from drawn plans (see the module comment). */
export const dataModelArbitrary: fc.Arbitrary<DataModel> = modelPlan
  .map((plan) => settleDataModel(buildModel(plan)))
  .filter((model) => dataModelSchema.safeParse(model).success);

const SCOPES = ["none", "own", "all"] as const;

/** Builds the model a plan describes, fixing up only what the plan cannot know (unique columns, targets). */
export function buildModel(plan: ModelPlan): DataModel {
  const accounts = plan.accounts || plan.roles.length > 0;
  const entities = plan.entities.map((p, i) => baseEntity(p, i, plan, accounts));
  uniqueTables(entities);
  plan.entities.forEach((p, i) => addRelations(entities, i, p.relations));
  const roles = plannedRoles(plan);
  if (accounts) addBehaviours(entities, plan.behaviours);
  for (const entity of entities)
    entity.seed = seedRows(entity, plan.entities[entities.indexOf(entity)]?.seedRows ?? 0);
  if (roles.length > 0)
    plan.entities.forEach((p, i) => {
      const entity = entities[i];
      if (entity) entity.access = accessFor(entity, roles, plan.roles);
    });
  const signUp =
    plan.signUpRole === null ? null : (roles[plan.signUpRole % Math.max(1, roles.length)]?.name ?? null);
  return {
    entities,
    accounts,
    ...(roles.length > 0 ? { roles, signUpRole: signUp } : {}),
    reports: plan.behaviours.reports.flatMap((r, i) => report(entities, r, i)),
  };
}

function baseEntity(p: EntityPlan, index: number, plan: ModelPlan, accounts: boolean): Entity {
  const plural = p.plural === "same" ? p.name : p.plural === "es" ? `${p.name}es` : `${p.name}s`;
  const fields: Field[] = p.fields.map((f) => ({
    name: f.name,
    column: snake(f.name),
    label: f.label,
    type: f.type,
    required: f.required,
    unique: f.unique && f.type !== "boolean",
    ...(f.type === "enum" ? { enumValues: f.values } : {}),
    ...(f.type === "string" && f.required ? { maxLength: 120 } : {}),
  }));
  const entity: Entity = {
    name: p.name,
    plural,
    table: snake(plural),
    label: p.label,
    description: `${p.label}: what the app keeps`,
    fields,
    relations: [],
    indexes: [],
    seed: [],
    ownedByUser: accounts && p.ownedByUser,
    serves: SERVES,
  };
  if (p.workflow && p.workflow.states > 1) {
    const states = ENUM_VALUES.slice(index, index + p.workflow.states).map(String);
    const stateField = fields.find((f) => f.name === "status") ?? null;
    const field: Field = stateField ?? {
      name: "status",
      column: "status",
      label: "Status",
      type: "enum",
      required: true,
      unique: false,
    };
    field.type = "enum";
    field.unique = false;
    field.enumValues = states;
    if (!stateField) fields.push(field);
    const transitions = p.workflow.transitions
      .map((t) => ({
        name: t.name,
        label: t.name,
        from: [states[t.from % states.length] as string],
        to: states[t.to % states.length] as string,
        roles: t.byRole && plan.roles[0] ? [plan.roles[0].name] : [],
        serves: SERVES,
      }))
      .filter((t) => !t.from.includes(t.to));
    if (transitions.length > 0)
      entity.workflow = { field: field.name, initial: states[0] as string, transitions, serves: SERVES };
  }
  if (accounts && p.publicRead) entity.publicRead = true;
  return entity;
}

function uniqueTables(entities: Entity[]): void {
  const seen = new Set<string>();
  for (const entity of entities) {
    let table = entity.table;
    for (let n = 2; seen.has(table); n++) table = `${entity.table}_${n}`;
    if (table !== entity.table)
      entity.plural = `${entity.plural}${table.slice(entity.table.length).replace("_", "")}`;
    entity.table = table;
    seen.add(table);
  }
}

function memberNames(entity: Entity): Set<string> {
  return new Set([...entity.fields.map((f) => f.name), ...entity.relations.map((r) => r.name)]);
}

function columns(entity: Entity): Set<string> {
  return new Set([
    ...entity.fields.map((f) => f.column),
    ...entity.relations.flatMap((r) => (r.column ? [r.column] : [])),
  ]);
}

function addRelations(entities: Entity[], index: number, plans: readonly RelationPlan[]): void {
  const entity = entities[index];
  if (!entity) return;
  for (const r of plans) {
    const target = entities[r.target % entities.length];
    if (!target || memberNames(entity).has(r.name)) continue;
    const column = `${snake(r.name)}_id`;
    if (r.kind === "many-to-one" && columns(entity).has(column)) continue;
    entity.relations.push({
      name: r.name,
      target: target.name,
      kind: r.kind,
      required: r.kind === "many-to-one" && r.required && target !== entity,
      ...(r.kind === "many-to-one" ? { column } : { joinTable: `${entity.table}_${snake(r.name)}` }),
      onDelete: r.required && r.onDelete === "set null" ? "cascade" : r.onDelete,
    });
  }
}

function plannedRoles(plan: ModelPlan): Role[] {
  return plan.roles.map((r, i) => ({
    name: r.name,
    label: r.name,
    description: `The ${r.name} role`,
    manageAccounts: i === 0 || r.manage,
  }));
}

function accessFor(entity: Entity, roles: Role[], plans: ModelPlan["roles"]): Record<string, Access> {
  return Object.fromEntries(
    roles.map((role, i) => {
      const code = plans[i]?.scopes ?? 26;
      const scope = (k: number) => {
        const s = SCOPES[Math.floor(code / 3 ** k) % 3] ?? "all";
        return s === "own" && !entity.ownedByUser ? "all" : s;
      };
      return [role.name, { read: scope(0), create: code % 2 === 0, update: scope(1), delete: scope(2) }];
    }),
  );
}

/** A field added for a behaviour, under a name the entity does not use yet. */
function addField(entity: Entity, wanted: string, type: FieldType, required = true): Field {
  let name = wanted;
  for (let n = 2; memberNames(entity).has(name) || columns(entity).has(snake(name)); n++)
    name = `${wanted}${n}`;
  const field: Field = { name, column: snake(name), label: name, type, required, unique: false };
  entity.fields.push(field);
  return field;
}

function addManyToOne(entity: Entity, wanted: string, target: Entity): Relation {
  let name = wanted;
  for (let n = 2; memberNames(entity).has(name) || columns(entity).has(`${snake(name)}_id`); n++)
    name = `${wanted}${n}`;
  const relation: Relation = {
    name,
    target: target.name,
    kind: "many-to-one",
    required: true,
    column: `${snake(name)}_id`,
    onDelete: "cascade",
  };
  entity.relations.push(relation);
  return relation;
}

function addBehaviours(entities: Entity[], plan: BehaviourPlan): void {
  const [first, second] = entities;
  if (plan.once && first && second && first !== second && !first.rules) {
    first.ownedByUser = true;
    const target = addManyToOne(first, lowerFirst(second.name), second);
    first.indexes.push({
      name: `${first.table}_once`,
      columns: ["owner_id", target.column as string],
      unique: true,
    });
    first.rules = [{ kind: "once-per-user", target: target.name, verb: "vote", serves: SERVES }];
    if (plan.capacity) first.rules.push({ kind: "capacity", target: target.name, limit: 2, serves: SERVES });
  } else if (plan.overlap && first && second && first !== second && !first.rules) {
    const target = addManyToOne(first, lowerFirst(second.name), second);
    const start = addField(first, "startsAt", "datetime");
    const end = addField(first, "endsAt", "datetime");
    first.rules = [
      { kind: "no-overlap", target: target.name, start: start.name, end: end.name, serves: SERVES },
    ];
  }
  if (plan.stock && entities.length >= 3) {
    const [product, order, item] = entities.slice(-3) as [Entity, Entity, Entity];
    if (item.rules || product === order || order === item || item === product) return;
    const stock = addField(product, "stock", "integer", false);
    const price = addField(product, "price", "money");
    const total = addField(order, "total", "money", false);
    const orderRelation = addManyToOne(item, lowerFirst(order.name), order);
    const productRelation = addManyToOne(item, lowerFirst(product.name), product);
    const quantity = addField(item, "quantity", "integer");
    const unitPrice = addField(item, "unitPrice", "money", false);
    item.rules = [
      {
        kind: "stock",
        order: orderRelation.name,
        product: productRelation.name,
        quantity: quantity.name,
        stock: stock.name,
        price: price.name,
        unitPrice: unitPrice.name,
        total: total.name,
        serves: SERVES,
      },
    ];
  }
}

function report(entities: Entity[], r: BehaviourPlan["reports"][number], index: number): Report[] {
  const entity = entities[r.entity % entities.length];
  if (!entity) return [];
  const numeric = entity.fields.find((f) => ["integer", "decimal", "money"].includes(f.type));
  const fn = r.fn === "count" || !numeric ? "count" : r.fn;
  const group =
    r.group === "field"
      ? entity.fields.find((f) => ["enum", "string", "boolean"].includes(f.type))
      : r.group === "period"
        ? entity.fields.find((f) => f.type === "date" || f.type === "datetime")
        : undefined;
  const relation =
    r.group === "relation" ? entity.relations.find((x) => x.kind === "many-to-one") : undefined;
  return [
    {
      name: `report${index}${entity.name}`,
      title: `${entity.label} figures`,
      entity: entity.name,
      measure: fn === "count" ? { fn } : { fn, field: numeric?.name },
      ...(group && r.group === "field" ? { groupBy: { kind: "field" as const, field: group.name } } : {}),
      ...(group && r.group === "period"
        ? { groupBy: { kind: "period" as const, field: group.name, period: "month" as const } }
        : {}),
      ...(relation ? { groupBy: { kind: "relation" as const, relation: relation.name } } : {}),
      chart: group || relation ? ("bar" as const) : ("number" as const),
      serves: SERVES,
    },
  ];
}

/** Example rows with values of each field's type (relations by row number). */
function seedRows(entity: Entity, count: number): Entity["seed"] {
  return Array.from({ length: count }, (_, row) => {
    const values: Entity["seed"][number] = {};
    for (const field of entity.fields) values[field.name] = sampleValue(field, row);
    for (const relation of entity.relations) if (relation.kind === "many-to-one") values[relation.name] = 1;
    return values;
  });
}

function sampleValue(field: Field, row: number): string | number | boolean {
  switch (field.type) {
    case "integer":
      return 3 + row;
    case "decimal":
    case "money":
      return 12.5 + row;
    case "boolean":
      return row % 2 === 0;
    case "date":
      return `2025-0${row + 1}-15`;
    case "datetime":
      return `2025-0${row + 1}-15T10:00:00.000Z`;
    case "email":
      return `row${row}@example.org`;
    case "url":
      return `https://example.org/${row}`;
    case "phone":
      return `+44 20 7946 01${row}0`;
    case "enum":
      return field.enumValues?.[row % field.enumValues.length] ?? "";
    default:
      return `${field.label} ${row + 1}`;
  }
}
