import type { DataModel, Entity } from "../../../../domain/artifacts/04-data-model";
import { accountsTable, entityTable, joinTables } from "./schema-tables";
import type { PlanContext, PlannedTable, SchemaPlan } from "./schema-types";
import { NameRegistry } from "./sql";

/**
 * The physical schema behind a data model: tables in creation order, their columns, keys and indexes. The
 * DDL, the database design document and the tests read this one plan, so they never disagree. Planning
 * never fails: whatever a valid model says that PostgreSQL cannot take as it is (a clash of names, an
 * unknown target, a required relation that should set null) is resolved one fixed way and written in `notes`.
 */

export { sqlTypeOf } from "./schema-tables";
export type * from "./schema-types";

/** Entities in creation order: each after the entities it references, model order otherwise. */
function creationOrder(context: PlanContext, tableOf: Map<Entity, string>): Entity[] {
  const { entities } = context.model;
  const placed = new Set<string>();
  const order: Entity[] = [];
  const remaining = [...entities];
  const dependencies = (entity: Entity) =>
    entity.relations
      .filter((r) => r.kind === "many-to-one")
      .map((r) => context.tables.get(r.target))
      .filter(
        (table): table is string =>
          table !== undefined && table !== tableOf.get(entity) && table !== context.accounts,
      );
  while (remaining.length > 0) {
    const ready = remaining.findIndex((entity) => dependencies(entity).every((table) => placed.has(table)));
    const [next] = remaining.splice(ready >= 0 ? ready : 0, 1);
    if (!next) break;
    order.push(next);
    placed.add(tableOf.get(next) ?? "");
  }
  return order;
}

function planIndexes(table: PlannedTable, relations: NameRegistry, notes: string[]): void {
  const names = new Set(table.columns.map((c) => c.name));
  for (const index of table.entity && table.kind === "entity" ? table.entity.indexes : []) {
    const missing = index.columns.filter((c) => !names.has(c));
    if (missing.length > 0) {
      notes.push(`Index ${index.name} is left out: ${table.name} has no column ${missing.join(", ")}.`);
      continue;
    }
    table.indexes.push({
      name: relations.claim(index.name),
      columns: [...index.columns],
      unique: index.unique,
      reason: "model",
    });
  }
  const leading = new Set([
    table.primaryKey[0],
    ...table.columns.filter((c) => c.unique).map((c) => c.name),
    ...table.indexes.map((i) => i.columns[0]),
  ]);
  for (const fk of table.columns.filter((c) => c.references !== null && !leading.has(c.name))) {
    table.indexes.push({
      name: relations.claim(`${table.name}_${fk.name}_idx`),
      columns: [fk.name],
      unique: false,
      reason: "foreign key",
    });
  }
}

/** Plans the tables, columns, keys and indexes of a data model (see the module comment). */
export function planSchema(model: DataModel): SchemaPlan {
  const relations = new NameRegistry();
  const notes: string[] = [];
  const tableOf = new Map<Entity, string>();
  const taken = new Set(model.entities.map((e) => e.table));
  const accounts = model.accounts ? relations.claim(taken.has("users") ? "app_users" : "users") : null;
  const tables = new Map<string, string>();
  for (const entity of model.entities) {
    const name = relations.claim(entity.table);
    tableOf.set(entity, name);
    if (!tables.has(entity.name)) tables.set(entity.name, name);
  }
  if (accounts !== null && !tables.has("User")) tables.set("User", accounts);
  const context: PlanContext = { model, tables, accounts, notes };
  const created = new Set<string>(accounts === null ? [] : [accounts]);
  const planned: PlannedTable[] = accounts === null ? [] : [accountsTable(accounts, model.profile?.fields)];
  for (const entity of creationOrder(context, tableOf)) {
    const name = tableOf.get(entity) ?? entity.table;
    planned.push(entityTable(entity, name, context, created));
    created.add(name);
  }
  planned.push(...joinTables(context, relations, tableOf));
  // Names PostgreSQL will give keys and sequences, so that a model index cannot take one of them.
  for (const table of planned) {
    relations.reserve(`${table.name}_pkey`);
    relations.reserve(`${table.name}_id_seq`);
    for (const c of table.columns.filter((c) => c.unique)) relations.reserve(`${table.name}_${c.name}_key`);
  }
  for (const table of planned) planIndexes(table, relations, notes);
  return { tables: planned, notes };
}
