import type { DataModel, Entity, Field, Relation } from "../../../../domain/artifacts/04-data-model";

/** The shapes of a planned schema (see schema-plan.ts). */
export type OnDelete = "CASCADE" | "RESTRICT" | "SET NULL";

export interface ColumnReference {
  table: string;
  onDelete: OnDelete;
  /** Added by ALTER TABLE once every table exists, because the tables reference each other in a cycle. */
  deferred: boolean;
}

export type ColumnSource =
  | { kind: "id" | "owner" | "created" | "updated" | "account" }
  | { kind: "field"; field: Field }
  /** A field of the account's profile, on the accounts table (04-data-profile.ts). */
  | { kind: "profile"; field: Field }
  | { kind: "relation"; relation: Relation }
  | { kind: "link"; entity: string };

export interface PlannedColumn {
  name: string;
  sqlType: string;
  notNull: boolean;
  unique: boolean;
  identity: boolean;
  defaultSql: string | null;
  enumValues: readonly string[] | null;
  references: ColumnReference | null;
  source: ColumnSource;
  description: string;
}

export interface PlannedIndex {
  name: string;
  columns: string[];
  unique: boolean;
  reason: "model" | "foreign key";
}

export interface PlannedTable {
  name: string;
  kind: "accounts" | "entity" | "join";
  /** The entity of an entity table; for a join table, the entity whose relation asked for it. */
  entity: Entity | null;
  relation: Relation | null;
  columns: PlannedColumn[];
  primaryKey: string[];
  indexes: PlannedIndex[];
  comment: string;
}

export interface SchemaPlan {
  tables: PlannedTable[];
  notes: string[];
}

export interface PlanContext {
  model: DataModel;
  /** Entity name → its table; "User" → the accounts table when the model has accounts and no User entity. */
  tables: Map<string, string>;
  accounts: string | null;
  notes: string[];
}
