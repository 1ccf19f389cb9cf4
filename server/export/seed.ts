import type { DataModel } from "../../domain/artifacts/04-data-model";
import { planSchema } from "../pipeline/phases/04-technical/schema-plan";
import { quoteIdentifier as q, sqlString } from "../pipeline/phases/04-technical/sql";

function literal(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "string") return sqlString(value);
  return String(value);
}

/**
 * The account a generated app with accounts seeds with its example rows: it is the first account (so it has the
 * role that manages accounts) and owns every per-user row. The preview offers it as the demo sign-in.
 */
export const DEMO_ACCOUNT = { username: "demo", password: "demo-password", name: "Demo user" } as const;

/** The one account seeded first when the model has accounts (it owns every per-user row). */
export interface SeedAccount {
  username: string;
  name: string;
  passwordHash: string;
}

const PLACEHOLDER_ACCOUNT: SeedAccount = { username: "ada", name: "Ada", passwordHash: "scrypt$x" };

/**
 * INSERT statements for a data model's example rows, in the DDL's table order: one account first when the
 * model has accounts, relations as the id of the target's n-th row (ids start at 1 in a fresh schema, and rows
 * go in in order). Values are SQL literals made by `sqlString`, never spliced text.
 */
export function seedStatements(model: DataModel, account: SeedAccount = PLACEHOLDER_ACCOUNT): string[] {
  const statements: string[] = [];
  for (const table of planSchema(model).tables) {
    if (table.kind === "accounts") {
      const values = [account.username, account.passwordHash, account.name].map(sqlString).join(", ");
      statements.push(`INSERT INTO ${q(table.name)} (username, password_hash, name) VALUES (${values})`);
      continue;
    }
    if (table.kind !== "entity" || table.entity === null) continue;
    for (const row of table.entity.seed) {
      const columns: string[] = [];
      const values: string[] = [];
      for (const column of table.columns) {
        const source = column.source;
        let value: string | undefined;
        if (source.kind === "field") value = literal(row[source.field.name] ?? null);
        if (source.kind === "relation") value = literal(row[source.relation.name] ?? null);
        if (source.kind === "owner") value = "1";
        if (value === undefined) continue;
        columns.push(q(column.name));
        values.push(value);
      }
      statements.push(`INSERT INTO ${q(table.name)} (${columns.join(", ")}) VALUES (${values.join(", ")})`);
    }
  }
  return statements;
}
