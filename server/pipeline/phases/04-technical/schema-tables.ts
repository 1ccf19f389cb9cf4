import type { Entity, Field, Relation } from "../../../../domain/artifacts/04-data-model";
import type { ColumnSource, OnDelete, PlanContext, PlannedColumn, PlannedTable } from "./schema-types";
import { NameRegistry, snakeCase } from "./sql";

const ON_DELETE: Readonly<Record<Relation["onDelete"], OnDelete>> = {
  cascade: "CASCADE",
  restrict: "RESTRICT",
  "set null": "SET NULL",
};

/** The PostgreSQL type of a field (the mapping the whole product uses). */
export function sqlTypeOf(field: Field): string {
  switch (field.type) {
    case "string":
      return `varchar(${field.maxLength ?? 255})`;
    case "text":
    case "enum":
      return "text";
    case "integer":
      return "integer";
    case "decimal":
    case "money":
      return "numeric(12,2)";
    case "boolean":
      return "boolean";
    case "date":
      return "date";
    case "datetime":
      return "timestamptz";
    case "email":
      return "varchar(320)";
    case "phone":
      return "varchar(40)";
    case "url":
      return "varchar(2048)";
  }
}

const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

function column(name: string, sqlType: string, source: ColumnSource, description: string): PlannedColumn {
  return {
    name,
    sqlType,
    notNull: false,
    unique: false,
    identity: false,
    defaultSql: null,
    enumValues: null,
    references: null,
    source,
    description,
  };
}

function idColumn(): PlannedColumn {
  return { ...column("id", "integer", { kind: "id" }, "Primary key"), notNull: true, identity: true };
}

function timestampColumns(columns: NameRegistry): PlannedColumn[] {
  const stamps: PlannedColumn[] = [];
  const add = (name: string, kind: "created" | "updated", description: string) => {
    if (columns.has(name)) return;
    columns.claim(name);
    stamps.push({
      ...column(name, "timestamptz", { kind }, description),
      notNull: true,
      defaultSql: "now()",
    });
  };
  add("created_at", "created", "When the row was created");
  add("updated_at", "updated", "When the row last changed (set by the application)");
  return stamps;
}

/**
 * The accounts table a model with `accounts` gets: sign-in name, password hash, display name, and a column per
 * field of the account's profile (none required: an account fills them in on its profile page).
 */
export function accountsTable(name: string, profile: readonly Field[] = []): PlannedTable {
  const columns = new NameRegistry();
  ["id", "username", "password_hash", "name"].forEach((n) => columns.claim(n));
  const account = (n: string, type: string, description: string): PlannedColumn => ({
    ...column(n, type, { kind: "account" }, description),
    notNull: true,
  });
  return {
    name,
    kind: "accounts",
    entity: null,
    relation: null,
    columns: [
      idColumn(),
      { ...account("username", "varchar(255)", "Sign-in name"), unique: true },
      account("password_hash", "text", "Password hash (scrypt), never the password"),
      account("name", "varchar(255)", "Display name"),
      ...profile.map((field) => ({
        ...column(columns.claim(field.column), sqlTypeOf(field), { kind: "profile", field }, field.label),
        enumValues: field.type === "enum" ? (field.enumValues ?? null) : null,
      })),
      ...timestampColumns(columns),
    ],
    primaryKey: ["id"],
    indexes: [],
    comment: "Accounts that sign in to the app.",
  };
}

/**
 * An entity's table: identity id, its fields, a column per many-to-one relation (a foreign key unless the target
 * is unknown; deferred when the target is created later), owner_id for per-user data, timestamps.
 */
export function entityTable(
  entity: Entity,
  table: string,
  context: PlanContext,
  created: ReadonlySet<string>,
): PlannedTable {
  const columns = new NameRegistry();
  columns.claim("id");
  const planned: PlannedColumn[] = [idColumn()];
  for (const field of entity.fields) {
    planned.push({
      ...column(
        columns.claim(field.column),
        sqlTypeOf(field),
        { kind: "field", field },
        field.description ?? field.label,
      ),
      notNull: field.required,
      unique: field.unique,
      // A workflow's state starts in its initial state, whoever inserts the row.
      defaultSql: entity.workflow?.field === field.name ? sqlLiteral(entity.workflow.initial) : null,
      enumValues:
        field.type === "enum" && field.enumValues && field.enumValues.length > 0 ? field.enumValues : null,
    });
  }
  for (const relation of entity.relations.filter((r) => r.kind === "many-to-one")) {
    const name = columns.claim(relation.column ?? `${snakeCase(relation.name)}_id`);
    const target = context.tables.get(relation.target);
    let onDelete = ON_DELETE[relation.onDelete];
    if (relation.required && onDelete === "SET NULL") {
      onDelete = "RESTRICT";
      context.notes.push(
        `${entity.name}.${relation.name} is required, so deleting its ${relation.target} is restricted instead of setting it to null.`,
      );
    }
    if (target === undefined) {
      context.notes.push(
        `${entity.name}.${relation.name} refers to ${relation.target}, which is not in the model: ${table}.${name} has no foreign key.`,
      );
    }
    const references =
      target === undefined
        ? null
        : { table: target, onDelete, deferred: target !== table && !created.has(target) };
    const description =
      target === undefined
        ? `Relation ${relation.name} (${relation.target}, not in the model)`
        : `References ${target}.id (relation ${relation.name})`;
    planned.push({
      ...column(name, "integer", { kind: "relation", relation }, description),
      notNull: relation.required,
      references,
    });
  }
  if (entity.ownedByUser && context.accounts !== null) {
    planned.push({
      ...column(
        columns.claim("owner_id"),
        "integer",
        { kind: "owner" },
        `The user who owns the row (${context.accounts}.id)`,
      ),
      notNull: true,
      references: { table: context.accounts, onDelete: "CASCADE", deferred: false },
    });
  } else if (entity.ownedByUser) {
    context.notes.push(
      `${entity.name} is per-user data but the model has no accounts: it has no owner column.`,
    );
  }
  planned.push(...timestampColumns(columns));
  return {
    name: table,
    kind: "entity",
    entity,
    relation: null,
    columns: planned,
    primaryKey: ["id"],
    indexes: [],
    comment: entity.description.trim() || entity.label,
  };
}

/** PascalCase or camelCase as lower-case words: `LineItems` → `line items`. */
function words(name: string): string {
  return snakeCase(name).replace(/_/g, " ");
}

function linkColumns(entity: Entity, relation: Relation): [string, string] {
  const left = `${snakeCase(entity.name)}_id`;
  let right = `${snakeCase(relation.target)}_id`;
  if (right === left) right = `${snakeCase(relation.name)}_id`;
  if (right === left) right = `related_${left}`;
  return [left, right];
}

/** One join table per many-to-many relation (its mirror on the other entity shares it), with a composite key. */
export function joinTables(
  context: PlanContext,
  relations: NameRegistry,
  tableOf: Map<Entity, string>,
): PlannedTable[] {
  const joins: PlannedTable[] = [];
  const pairs = new Map<string, string>();
  for (const entity of context.model.entities) {
    for (const relation of entity.relations.filter((r) => r.kind === "many-to-many")) {
      const source = tableOf.get(entity) ?? "";
      const target = context.tables.get(relation.target);
      if (target === undefined) {
        context.notes.push(
          `${entity.name}.${relation.name} refers to ${relation.target}, which is not in the model: no join table.`,
        );
        continue;
      }
      const wanted = relation.joinTable ?? [source, target].sort().join("_");
      const pair = [source, target].sort().join(" ");
      if (pairs.get(wanted) === pair) continue; // the other side of a relation already planned
      const name = relations.claim(wanted);
      pairs.set(wanted, pair);
      const [left, right] = linkColumns(entity, relation);
      const link = (n: string, table: string, onDelete: OnDelete, of: string): PlannedColumn => ({
        ...column(n, "integer", { kind: "link", entity: of }, `The ${of} (${table}.id)`),
        notNull: true,
        references: { table, onDelete, deferred: false },
      });
      const targetDelete = relation.onDelete === "restrict" ? "RESTRICT" : "CASCADE";
      joins.push({
        name,
        kind: "join",
        entity,
        relation,
        columns: [
          link(left, source, "CASCADE", entity.name),
          link(right, target, targetDelete, relation.target),
        ],
        primaryKey: [left, right],
        indexes: [],
        comment: `Links ${words(entity.plural)} and their ${words(relation.name)} (${entity.name}.${relation.name}, many-to-many).`,
      });
    }
  }
  return joins;
}
