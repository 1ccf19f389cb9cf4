import type { ApiModel, Operation } from "../../../../domain/artifacts/04-api-model";
import type { Entity, Field, Relation } from "../../../../domain/artifacts/04-data-model";
import { relationProperty } from "../../../pipeline/phases/04-technical/api-schemas";
import {
  planSchema,
  type PlannedColumn,
  type PlannedTable,
  type SchemaPlan,
} from "../../../pipeline/phases/04-technical/schema-plan";
import type { CodegenInput } from "../../types";
import { kebab, safeIdentifier } from "../names";
import { authPlan, type AuthPlan } from "./auth-plan";
import { rolePlan, type RolePlan } from "./roles";
import { compareRouteOrder, planOperation, shadows, type OperationPlan } from "./operations";
import { schemaNames, userNames, type SchemaNames } from "./schema-names";
import {
  capacityPlan,
  oncePlan,
  overlapPlan,
  type CapacityInfo,
  type OnceInfo,
  type OverlapInfo,
} from "./rule-plan";
import { workflowPlan, type WorkflowInfo } from "./workflow-plan";
import { stockPlan, type StockInfo } from "./rule-stock-plan";
import { TAKEN } from "./taken-names";

/**
 * What the server generator derives from the models, once: the planned tables with the names their Drizzle
 * constants and columns get in TypeScript, and per entity its fields, relations, join tables, resource and
 * operations. Pure and deterministic.
 */

export interface TableInfo {
  planned: PlannedTable;
  /** The Drizzle table constant in src/server/db/schema.ts. */
  constName: string;
  /** Column name → property name on the Drizzle table. */
  keys: Map<string, string>;
}

export interface FieldInfo {
  field: Field;
  key: string;
  column: PlannedColumn;
}

export interface ManyToOneInfo {
  relation: Relation;
  /** Property in the API (`memberId`); also the list filter. */
  prop: string;
  key: string;
  column: PlannedColumn;
  target: Entity | undefined;
}

export interface ManyToManyInfo {
  relation: Relation;
  /** Property in the API (`tagIds`) and the list filter (`tagId`). */
  prop: string;
  filter: string;
  join: TableInfo;
  /** Keys on the join table: this entity's id and the target's id. */
  mineKey: string;
  otherKey: string;
  target: Entity;
}

export interface EntityInfo {
  entity: Entity;
  names: SchemaNames;
  /** kebab-case file name of its data module: src/server/data/<file>.ts. */
  file: string;
  /** Namespace its data module is imported under (`bookData`). */
  dataNamespace: string;
  table: TableInfo;
  fields: FieldInfo[];
  manyToOne: ManyToOneInfo[];
  manyToMany: ManyToManyInfo[];
  /** Rows belong to the signed-in user (ownedByUser with accounts). */
  owned: boolean;
  ownerKey: string | null;
  createdKey: string | null;
  updatedKey: string | null;
  resource: ApiModel["resources"][number] | undefined;
  /** Fields the list's `q` searches (string, text, email: the API model's choice). */
  searchable: FieldInfo[];
  /** Its workflow (issue 17): the state field, the transitions and the history table; null without one. */
  workflow: WorkflowInfo | null;
  /** Its once-per-user rule (issue 17, actions with rules); null without one. */
  once: OnceInfo | null;
  /** Its no-overlap rule (issue 17, actions with rules); null without one. */
  overlap: OverlapInfo | null;
  /** Its capacity rule (issue 17, actions with rules); null without one. */
  capacity: CapacityInfo | null;
  /** Its stock rule, on an order's item entity (issue 17, a cart and its checkout); null without one. */
  stock: StockInfo | null;
  /** The stock rule of the items an order entity is checked out with; null for any other entity. */
  checkout: StockInfo | null;
  /**
   * A row that must belong to a per-user parent (a RecipeIngredient of a Recipe, an OrderItem of an Order) without
   * belonging to a user itself: its required relation to that parent, through which the owner's scope reaches it
   * (apps with accounts and no roles; visitors' rows excepted). Null otherwise.
   */
  parentScope: ManyToOneInfo | null;
}

export interface AccountsInfo {
  users: TableInfo;
  /** The sessions table the generator adds (not in the data model's plan). */
  sessionsTable: string;
  sessionsConst: string;
  roles: string[];
  /** The data model's roles and permissions (roles.ts); null when it names none (then `roles` come from the requirements). */
  rolePlan: RolePlan | null;
  user: { type: string; schema: string };
}

/** One src/server/routes/<name>.ts: a resource of the API model (or the added account routes). */
export interface RouteModule {
  name: string;
  description: string;
  entity: EntityInfo | undefined;
  /** Its operations in registration order (static segments before parameters). */
  plans: OperationPlan[];
}

export interface ServerModel {
  input: CodegenInput;
  plan: SchemaPlan;
  tables: TableInfo[];
  entities: EntityInfo[];
  accounts: AccountsInfo | null;
  /** The API model's operations plus the account operations added where it lacks them. */
  operations: Operation[];
  /** Sign-up, sign-in, sign-out and "who am I" (see auth-plan.ts); null without accounts. */
  auth: AuthPlan | null;
  /** The route modules in the order app.ts registers them. */
  modules: RouteModule[];
  /** Every operation's plan, in module order. */
  plans: OperationPlan[];
}

function camelOfColumn(name: string): string {
  return safeIdentifier(name.replace(/_/g, " "), "column");
}

function columnKey(column: PlannedColumn): string {
  switch (column.source.kind) {
    case "id":
      return "id";
    case "field":
    case "profile":
      return column.source.field.name;
    case "relation":
      return `${column.source.relation.name}Id`;
    case "owner":
      return "ownerId";
    case "created":
      return "createdAt";
    case "updated":
      return "updatedAt";
    default:
      return camelOfColumn(column.name);
  }
}

function claim(taken: Set<string>, wanted: string): string {
  let name = wanted;
  for (let n = 2; taken.has(name); n += 1) name = `${wanted}${n}`;
  taken.add(name);
  return name;
}

function tableInfos(plan: SchemaPlan, constNames: Set<string>): TableInfo[] {
  return plan.tables.map((planned) => {
    const keys = new Map<string, string>();
    const takenKeys = new Set<string>();
    for (const column of planned.columns) keys.set(column.name, claim(takenKeys, columnKey(column)));
    let constName = safeIdentifier(planned.name.replace(/_/g, " "), "table");
    if (TAKEN.has(constName)) constName = `${constName}Table`;
    return { planned, constName: claim(constNames, constName), keys };
  });
}

function key(table: TableInfo, column: PlannedColumn): string {
  return table.keys.get(column.name) ?? column.name;
}

/** The join table planned for a many-to-many relation (its mirror on the other entity shares it). */
function joinFor(
  tables: TableInfo[],
  entity: Entity,
  relation: Relation,
  own: TableInfo,
  target: TableInfo,
): { join: TableInfo; mine: PlannedColumn; other: PlannedColumn } | undefined {
  const joins = tables.filter((t) => t.planned.kind === "join");
  const exact = joins.find((t) => t.planned.entity === entity && t.planned.relation === relation);
  const wanted = relation.joinTable ?? [own.planned.name, target.planned.name].sort().join("_");
  const join =
    exact ??
    joins.find((t) => {
      const refs = t.planned.columns.map((c) => c.references?.table).sort();
      const pair = [own.planned.name, target.planned.name].sort();
      return t.planned.name === wanted && refs[0] === pair[0] && refs[1] === pair[1];
    });
  if (!join) return undefined;
  const [left, right] = join.planned.columns;
  if (!left || !right) return undefined;
  if (exact) return { join, mine: left, other: right };
  // The mirror side: this entity's column is the one that references its own table.
  const mineIsLeft = left.references?.table === own.planned.name;
  return mineIsLeft ? { join, mine: left, other: right } : { join, mine: right, other: left };
}

/** Derives the server model of an app (see the module comment). */
export function serverModel(input: CodegenInput): ServerModel {
  const { data, api } = input;
  const plan = planSchema(data);
  const constNames = new Set<string>();
  const tables = tableInfos(plan, constNames);
  const entityTable = new Map<Entity, TableInfo>();
  for (const table of tables)
    if (table.planned.kind === "entity" && table.planned.entity) entityTable.set(table.planned.entity, table);
  const byName = new Map(data.entities.map((e) => [e.name, e]));
  const usersTable = tables.find((t) => t.planned.kind === "accounts");
  const files = new Set<string>();
  const namespaces = new Set<string>(["app", "db"]);

  const entities: EntityInfo[] = [];
  for (const entity of data.entities) {
    const table = entityTable.get(entity);
    if (!table) continue;
    const columns = table.planned.columns;
    const fields: FieldInfo[] = [];
    const manyToOne: ManyToOneInfo[] = [];
    for (const column of columns) {
      if (column.source.kind === "field")
        fields.push({ field: column.source.field, key: key(table, column), column });
      if (column.source.kind === "relation")
        manyToOne.push({
          relation: column.source.relation,
          prop: relationProperty(column.source.relation),
          key: key(table, column),
          column,
          target: byName.get(column.source.relation.target),
        });
    }
    const manyToMany: ManyToManyInfo[] = [];
    for (const relation of entity.relations.filter((r) => r.kind === "many-to-many")) {
      const target = byName.get(relation.target);
      const targetTable = target ? entityTable.get(target) : undefined;
      if (!target || !targetTable) continue;
      const found = joinFor(tables, entity, relation, table, targetTable);
      if (!found) continue;
      const prop = relationProperty(relation);
      manyToMany.push({
        relation,
        prop,
        filter: prop.replace(/Ids$/, "Id"),
        join: found.join,
        mineKey: key(found.join, found.mine),
        otherKey: key(found.join, found.other),
        target,
      });
    }
    const source = (kind: string) => columns.find((c) => c.source.kind === kind);
    const owner = source("owner");
    const created = source("created");
    const updated = source("updated");
    const names = schemaNames(entity);
    entities.push({
      entity,
      names,
      file: claim(files, kebab(entity.name)),
      dataNamespace: claim(namespaces, `${safeIdentifier(entity.name)}Data`),
      table,
      fields,
      manyToOne,
      manyToMany,
      owned: owner !== undefined,
      ownerKey: owner ? key(table, owner) : null,
      createdKey: created ? key(table, created) : null,
      updatedKey: updated ? key(table, updated) : null,
      resource: api.resources.find((r) => r.entity === entity.name),
      searchable: fields.filter((f) => ["string", "text", "email"].includes(f.field.type)),
      workflow: null,
      once: null,
      overlap: null,
      capacity: null,
      stock: null,
      checkout: null,
      parentScope: null,
    });
  }

  let accounts: AccountsInfo | null = null;
  if (data.accounts && usersTable) {
    const names = new Set(plan.tables.map((t) => t.name));
    const sessionsTable = ["sessions", "app_sessions", "user_sessions", "sign_in_sessions"].find(
      (n) => !names.has(n),
    );
    const roles = rolePlan(data);
    accounts = {
      users: usersTable,
      sessionsTable: sessionsTable ?? "specwright_sessions",
      sessionsConst: claim(constNames, "authSessions"),
      roles: roles ? roles.roles.map((r) => r.name) : [...input.requirements.authentication.roles],
      rolePlan: roles,
      user: userNames(data),
    };
  }
  // Workflows: their history tables are named after the sessions table is chosen, so apps without one keep every name.
  const tableNames = new Set([
    ...plan.tables.map((t) => t.name),
    ...(accounts ? [accounts.sessionsTable] : []),
  ]);
  const roleNames = accounts?.rolePlan ? new Set(accounts.rolePlan.roles.map((r) => r.name)) : null;
  for (const info of entities) {
    if (!info.entity.workflow) continue;
    const base = info.table.planned.name;
    const table = claim(tableNames, `${base}_transitions`);
    const history = {
      table,
      constName: claim(constNames, safeIdentifier(table.replace(/_/g, " "), "transitions")),
      index: `${table}_record_id_idx`,
    };
    info.workflow = workflowPlan(info.entity, info.fields, roleNames, history);
  }
  for (const info of entities) {
    info.once = oncePlan(info, entities);
    info.overlap = overlapPlan(info, entities);
    info.capacity = capacityPlan(info, entities);
    info.stock = stockPlan(info, entities);
  }
  for (const info of entities) {
    const stock = info.stock;
    if (stock && stock.orderInfo.checkout === null) stock.orderInfo.checkout = stock;
  }
  // Rows reached through a per-user parent are that user's too: nobody lists, reads or changes another's.
  for (const info of entities) {
    if (info.owned || !accounts || accounts.rolePlan || info.entity.publicRead) continue;
    const owned = (m: ManyToOneInfo) =>
      entities.find((e) => e.entity.name === m.relation.target && e !== info)?.owned;
    info.parentScope = info.manyToOne.find((m) => m.relation.required && owned(m) === true) ?? null;
  }
  const model: ServerModel = {
    input,
    plan,
    tables,
    entities,
    accounts,
    operations: api.resources.flatMap((r) => r.operations),
    auth: accounts ? authPlan(input) : null,
    modules: [],
    plans: [],
  };
  model.modules = routeModules(model);
  model.plans = model.modules.flatMap((m) => m.plans);
  model.operations = model.plans.map((p) => p.op);
  return model;
}

/**
 * The route modules: one per API resource; the account operations the model lacks (auth-plan.ts) go into the
 * module of its auth operations, or a module of their own. Routes inside a module and modules in app.ts are
 * ordered so no parameter route answers a request meant for a static path.
 */
function routeModules(model: ServerModel): RouteModule[] {
  const { api } = model.input;
  const modules: RouteModule[] = api.resources.map((resource) => {
    const entity = entityInfo(model, resource.entity);
    return {
      name: resource.name,
      description: resource.description || resource.name,
      entity,
      plans: resource.operations.map((op) => planOperation(model, op, entity)),
    };
  });
  const added = model.auth?.added ?? [];
  if (model.auth && added.length > 0) {
    const plansOf = (ops: Operation[]): OperationPlan[] =>
      ops.map((op) => {
        const endpoint = [model.auth?.register, model.auth?.login, model.auth?.me, model.auth?.logout].find(
          (e) => e?.op === op,
        );
        return endpoint
          ? { kind: "auth", op, endpoint }
          : { kind: "placeholder", op, reason: "not a recognisable account operation" };
      });
    const home = modules.find((m) => m.plans.some((p) => p.op.kind === "auth"));
    if (home) home.plans.push(...plansOf(added));
    else {
      const names = new Set(modules.map((m) => m.name));
      const name = ["auth", "accounts", "auth-standard"].find((n) => !names.has(n)) ?? "auth-routes";
      modules.push({
        name,
        description:
          "Accounts: the API model has no account operations, so the standard ones are added (sign-up, sign-in, sign-out, the signed-in user).",
        entity: undefined,
        plans: plansOf(added),
      });
    }
  }
  for (const m of modules) m.plans.sort((a, b) => compareRouteOrder(a.op.path, b.op.path));
  return orderModules(modules);
}

/** Modules in their order, except that a module whose static path a parameter route of another would take comes first. */
function orderModules(modules: RouteModule[]): RouteModule[] {
  const before = (a: RouteModule, b: RouteModule) =>
    a !== b &&
    b.plans.some((later) =>
      a.plans.some((first) => first.op.method === later.op.method && shadows(later.op.path, first.op.path)),
    );
  const out: RouteModule[] = [];
  const left = [...modules];
  while (left.length > 0) {
    const next = left.find((m) => !left.some((other) => before(other, m))) ?? left[0];
    if (!next) break;
    out.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return out;
}

/** The entity info by entity name. */
export function entityInfo(model: ServerModel, name: string | null | undefined): EntityInfo | undefined {
  return model.entities.find((e) => e.entity.name === name);
}

/** `/api/books/{id}` → `/api/books/:id` (Express syntax). */
export function expressPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ":$1");
}

export type ListFilter =
  | { param: string; kind: "enum"; field: FieldInfo }
  | { param: string; kind: "many-to-one"; relation: ManyToOneInfo }
  | { param: string; kind: "many-to-many"; relation: ManyToManyInfo };

/** The list's filters beyond paging and `q`: enum fields by value, relations by the target's id. */
export function listFilters(info: EntityInfo): ListFilter[] {
  const taken = new Set(["page", "pageSize", "q"]);
  const out: ListFilter[] = [];
  const add = (filter: ListFilter) => {
    if (taken.has(filter.param)) return;
    taken.add(filter.param);
    out.push(filter);
  };
  for (const field of info.fields)
    if (field.field.type === "enum" && (field.field.enumValues?.length ?? 0) > 0)
      add({ param: field.field.name, kind: "enum", field });
  for (const relation of info.manyToOne) add({ param: relation.prop, kind: "many-to-one", relation });
  for (const relation of info.manyToMany) add({ param: relation.filter, kind: "many-to-many", relation });
  return out;
}

/** Whether the list offers `q` (text fields to search). */
export function hasSearch(info: EntityInfo): boolean {
  return info.searchable.length > 0;
}
