import { DEMO_ACCOUNT } from "../../../export/seed";
import type { PlannedColumn } from "../../../pipeline/phases/04-technical/schema-plan";
import { renderPlannedDdl } from "../../../pipeline/phases/04-technical/ddl";
import { quoteIdentifier as q, sqlString } from "../../../pipeline/phases/04-technical/sql";
import type { GeneratedFile } from "../../types";
import { commentText, tsString } from "../names";
import { generatedFile } from "./code";
import type { ServerModel, TableInfo } from "./model";
import { PG_BUILDERS } from "./taken-names";

/*
 * The database layer of pass 1: the Drizzle schema of every planned table, the migration (the approved database
 * design's DDL itself, cut into statements, plus the sessions table sign-in needs), the client that opens
 * PGlite or PostgreSQL and migrates, and the seed.
 */

function columnBuilder(column: PlannedColumn): string {
  const name = tsString(column.name);
  const type = column.sqlType;
  const varchar = /^varchar\((\d+)\)$/.exec(type);
  if (varchar) return `varchar(${name}, { length: ${varchar[1]} })`;
  if (type === "text")
    return column.enumValues
      ? `text(${name}, { enum: [${column.enumValues.map(tsString).join(", ")}] })`
      : `text(${name})`;
  if (type === "integer") return `integer(${name})`;
  if (type === "boolean") return `boolean(${name})`;
  if (type === "date") return `date(${name}, { mode: "string" })`;
  if (type === "timestamptz") return `timestamp(${name}, { withTimezone: true, mode: "date" })`;
  const numeric = /^numeric\((\d+),(\d+)\)$/.exec(type);
  if (numeric) return `numeric(${name}, { precision: ${numeric[1]}, scale: ${numeric[2]}, mode: "number" })`;
  return `text(${name})`;
}

function columnLine(model: ServerModel, table: TableInfo, column: PlannedColumn): string {
  let code = columnBuilder(column);
  const soleKey = table.planned.primaryKey.length === 1 && table.planned.primaryKey[0] === column.name;
  if (soleKey) code += ".primaryKey()";
  if (column.identity) code += ".generatedByDefaultAsIdentity()";
  if (column.notNull && !soleKey) code += ".notNull()";
  if (column.unique) code += ".unique()";
  if (column.defaultSql === "now()") code += ".defaultNow()";
  else if (column.defaultSql !== null) code += `.default(sql.raw(${tsString(column.defaultSql)}))`;
  if (column.references) {
    const target = model.tables.find((t) => t.planned.name === column.references?.table);
    if (target) {
      const onDelete = column.references.onDelete.toLowerCase();
      code += `.references((): AnyPgColumn => ${target.constName}.id, { onDelete: ${tsString(onDelete)} })`;
    }
  }
  return `    ${table.keys.get(column.name)}: ${code},`;
}

function tableBlock(model: ServerModel, table: TableInfo): string {
  const { planned } = table;
  const key = (name: string) => `t.${table.keys.get(name) ?? name}`;
  const extras: string[] = [];
  if (planned.primaryKey.length > 1)
    extras.push(`primaryKey({ columns: [${planned.primaryKey.map(key).join(", ")}] })`);
  for (const index of planned.indexes)
    extras.push(
      `${index.unique ? "uniqueIndex" : "index"}(${tsString(index.name)}).on(${index.columns.map(key).join(", ")})`,
    );
  const columns = planned.columns.map((c) => columnLine(model, table, c));
  const extra = extras.length > 0 ? `,\n  (t) => [\n${extras.map((e) => `    ${e},`).join("\n")}\n  ]` : "";
  return [
    `/** ${commentText(planned.comment)} */`,
    `export const ${table.constName} = pgTable(\n  ${tsString(planned.name)},\n  {\n${columns.join("\n")}\n  }${extra},\n);`,
  ].join("\n");
}

function sessionsBlock(model: ServerModel): string {
  const accounts = model.accounts;
  if (!accounts) return "";
  const role =
    accounts.roles.length > 0
      ? `\n\n/** The role of each account (added beside the design's accounts table; see the migration). */\nexport const accountRoles = [${accounts.roles.map(tsString).join(", ")}] as const;`
      : "";
  return `/** Signed-in sessions: the hash of the cookie's random token, never the token itself. */
export const ${accounts.sessionsConst} = pgTable(
  ${tsString(accounts.sessionsTable)},
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references((): AnyPgColumn => ${accounts.users.constName}.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index(${tsString(`${accounts.sessionsTable}_user_id_idx`)}).on(t.userId)],
);${role}`;
}

/** The history table of each workflow (issue 17): one row per transition performed, who and when. */
function historyBlocks(model: ServerModel): string[] {
  return model.entities.flatMap((info) => {
    const w = info.workflow;
    if (!w) return [];
    const users = model.accounts?.users.constName;
    const list = (values: readonly string[]) => `[${values.map(tsString).join(", ")}]`;
    const by = users
      ? `integer("by_user_id").references((): AnyPgColumn => ${users}.id, { onDelete: "set null" })`
      : `integer("by_user_id")`;
    return [
      `/** ${commentText(`The history of each ${(info.entity.label.trim() || info.entity.name).toLowerCase()}'s ${w.field.field.label.toLowerCase()}: one row per action performed, who and when (added with its workflow; see the migration).`)} */
export const ${w.history.constName} = pgTable(
  ${tsString(w.history.table)},
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    recordId: integer("record_id")
      .notNull()
      .references((): AnyPgColumn => ${info.table.constName}.id, { onDelete: "cascade" }),
    transition: text("transition", { enum: ${list(w.transitions.map((t) => t.transition.name))} }).notNull(),
    fromState: text("from_state", { enum: ${list(w.states)} }).notNull(),
    toState: text("to_state", { enum: ${list(w.states)} }).notNull(),
    byUserId: ${by},
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index(${tsString(w.history.index)}).on(t.recordId)],
);`,
    ];
  });
}

function drizzleSchema(model: ServerModel): string {
  const blocks = model.tables.map((t) => {
    if (t.planned.kind === "accounts" && model.accounts && model.accounts.roles.length > 0) {
      // The role column the generator adds (see the migration): inserted before the timestamps.
      const block = tableBlock(model, t);
      const roles = model.accounts.roles.map(tsString).join(", ");
      return block.replace(
        /(\n {4}name: [^\n]*\n)/,
        `$1    role: text("role", { enum: [${roles}] }).notNull().default(${tsString(model.accounts.rolePlan?.signUp.name ?? model.accounts.roles[model.accounts.roles.length - 1] ?? "")}),\n`,
      );
    }
    return tableBlock(model, t);
  });
  const history = historyBlocks(model);
  const used = new Set<string>(["pgTable", "AnyPgColumn"]);
  const all = [...blocks, sessionsBlock(model), ...history].join("\n");
  for (const name of PG_BUILDERS) if (new RegExp(`\\b${name}\\(`).test(all)) used.add(name);
  const imports = [...used].sort((a, b) => a.localeCompare(b));
  const sqlImport = /\bsql\.raw\(/.test(all) ? `import { sql } from "drizzle-orm";\n` : "";
  const pgImports = imports.map((n) => (n === "AnyPgColumn" ? "type AnyPgColumn" : n)).join(", ");
  return `${sqlImport}import { ${pgImports} } from "drizzle-orm/pg-core";

/*
 * The tables of the approved database design, as Drizzle sees them. The migration in ./migrations creates them;
 * keep both in step when you change one.
 */

${[...blocks, sessionsBlock(model), ...history].filter((b) => b !== "").join("\n\n")}
`;
}

/** Splits SQL into statements at top-level semicolons (not inside quotes or -- comments). */
export function splitSql(script: string): string[] {
  const statements: string[] = [];
  let current = "";
  let quote: string | null = null;
  let comment = false;
  for (let i = 0; i < script.length; i += 1) {
    const ch = script.charAt(i);
    current += ch;
    if (comment) {
      if (ch === "\n") comment = false;
      continue;
    }
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === "-" && script.charAt(i + 1) === "-") comment = true;
    else if (ch === ";") {
      statements.push(current.trim());
      current = "";
    }
  }
  if (current.trim() !== "") statements.push(current.trim());
  return statements;
}

/** The workflows' history tables (issue 17), created after the design's tables and the accounts' additions. */
function historySql(model: ServerModel): string[] {
  const users = model.accounts ? q(model.accounts.users.planned.name) : null;
  return model.entities.flatMap((info) => {
    const w = info.workflow;
    if (!w) return [];
    const table = q(w.history.table);
    const check = (column: string, values: readonly string[]) =>
      `CHECK (${column} IN (${values.map(sqlString).join(", ")}))`;
    return [
      `-- Added by the code generator for the workflow of ${info.table.planned.name}: the history of each row's ${commentText(w.field.column.name)} (who changed it, when).`,
      `CREATE TABLE ${table} (\n  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,\n  record_id integer NOT NULL REFERENCES ${q(info.table.planned.name)} (id) ON DELETE CASCADE,\n  transition text NOT NULL ${check(
        "transition",
        w.transitions.map((t) => t.transition.name),
      )},\n  from_state text NOT NULL ${check("from_state", w.states)},\n  to_state text NOT NULL ${check("to_state", w.states)},\n  by_user_id integer${users ? ` REFERENCES ${users} (id) ON DELETE SET NULL` : ""},\n  at timestamptz NOT NULL DEFAULT now()\n);`,
      `CREATE INDEX ${q(w.history.index)} ON ${table} (record_id);`,
    ];
  });
}

function generatorSql(model: ServerModel): string {
  return [...accountsSql(model), ...historySql(model)].join("\n");
}

function accountsSql(model: ServerModel): string[] {
  const accounts = model.accounts;
  if (!accounts) return [];
  const users = q(accounts.users.planned.name);
  const sessions = q(accounts.sessionsTable);
  const parts = [
    "-- Added by the code generator for sign-in: sessions (the hash of each cookie's token).",
    `CREATE TABLE ${sessions} (\n  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,\n  user_id integer NOT NULL REFERENCES ${users} (id) ON DELETE CASCADE,\n  token_hash text NOT NULL UNIQUE,\n  expires_at timestamptz NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now()\n);`,
    `CREATE INDEX ${q(`${accounts.sessionsTable}_user_id_idx`)} ON ${sessions} (user_id);`,
  ];
  if (accounts.roles.length > 0) {
    const last = accounts.rolePlan?.signUp.name ?? accounts.roles[accounts.roles.length - 1] ?? "";
    parts.push(
      accounts.rolePlan
        ? "-- Added by the code generator: the role of each account (the data model's roles; src/shared/access.ts says what each may do)."
        : "-- Added by the code generator: the role of each account (the requirements name roles).",
      `ALTER TABLE ${users} ADD COLUMN role text NOT NULL DEFAULT ${sqlString(last)} CHECK (role IN (${accounts.roles.map(sqlString).join(", ")}));`,
    );
  }
  return parts;
}

function migrationSql(model: ServerModel): string {
  const ddl = renderPlannedDdl(model.plan);
  const script = [ddl, generatorSql(model)].filter((s) => s !== "").join("\n");
  return `${splitSql(script).join("\n--> statement-breakpoint\n")}\n`;
}

const JOURNAL = {
  version: "7",
  dialect: "postgresql",
  entries: [{ idx: 0, version: "7", when: 1764000000000, tag: "0000_init", breakpoints: true }],
};

const CLIENT = `import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/** One type for both drivers, so queries are written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = { db: Database; close: () => Promise<void> };

// Beside this file in src/, and copied beside the bundle (dist/server/migrations) by \`npm run build\`.
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens PostgreSQL when \`databaseUrl\` is set, else the embedded PGlite in \`dataDir\` (in memory when absent),
 * and applies the migrations. Close the handle, or the process does not exit.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A saved PGlite data folder (dumpDataDir) to start from: the tests' empty database (src/server/test-database.ts). */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, close: () => pool.end() };
  }
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}
`;

type SeedValue = string | number | boolean | null;

function seedLiteral(column: PlannedColumn, value: SeedValue): string {
  if (value === null) return "null";
  if (column.sqlType === "timestamptz" && typeof value === "string") return `new Date(${tsString(value)})`;
  if (typeof value === "string") return tsString(value);
  return String(value);
}

function seedFile(model: ServerModel): string {
  const statements: string[] = [];
  const tablesUsed = new Set<string>();
  const seeded = new Set<string>();
  if (model.accounts) {
    tablesUsed.add(model.accounts.users.constName);
    statements.push(
      `  const [owner] = await tx
    .insert(${model.accounts.users.constName})
    .values({ username: ${tsString(DEMO_ACCOUNT.username)}, name: ${tsString(DEMO_ACCOUNT.name)}, passwordHash: await hashPassword(${tsString(DEMO_ACCOUNT.password)})${model.accounts.rolePlan ? `, role: ${tsString(model.accounts.rolePlan.admin.name)}` : ""} })
    .returning({ id: ${model.accounts.users.constName}.id });
  if (!owner) throw new Error("could not create the demo user");`,
    );
  }
  for (const table of model.tables) {
    const info = model.entities.find((e) => e.table === table);
    if (!info || info.entity.seed.length === 0) continue;
    tablesUsed.add(table.constName);
    const rows = info.entity.seed.map((row) => {
      const values: string[] = [];
      for (const column of table.planned.columns) {
        const k = table.keys.get(column.name);
        if (column.source.kind === "field") {
          const value = row[column.source.field.name];
          if (value === undefined) continue;
          values.push(`${k}: ${seedLiteral(column, value)}`);
        } else if (column.source.kind === "relation") {
          const value = row[column.source.relation.name];
          const targetName = column.source.relation.target;
          // Only rows seeded before this table can be referred to (not itself, not a table created later).
          if (typeof value !== "number" || !seeded.has(targetName) || targetName === info.entity.name) {
            if (column.notNull) return null; // a required reference without a usable value: the row is left out
            continue;
          }
          values.push(`${k}: idOf(ids, ${tsString(targetName)}, ${value})`);
        } else if (column.source.kind === "owner") {
          values.push(`${k}: owner.id`);
        }
      }
      return `{ ${values.join(", ")} }`;
    });
    const kept = rows.filter((r): r is string => r !== null);
    if (kept.length === 0) continue;
    seeded.add(info.entity.name);
    statements.push(
      `  ids.set(
    ${tsString(info.entity.name)},
    (
      await tx
        .insert(${table.constName})
        .values([\n${kept.map((r) => `          ${r},`).join("\n")}\n        ])
        .returning({ id: ${table.constName}.id })
    ).map((row) => row.id),
  );`,
    );
  }
  const first =
    model.accounts?.users.constName ?? model.tables.find((t) => t.planned.kind === "entity")?.constName;
  // The table counted to tell an empty database may have no example rows of its own.
  if (first) tablesUsed.add(first);
  const imports = [...tablesUsed].sort();
  return `import { count } from "drizzle-orm";
${model.accounts ? 'import { hashPassword } from "../auth";\n' : ""}import type { Database } from "./client";
import { ${imports.join(", ")} } from "./schema";

/**
 * Example rows from the data model, for trying the app: \`npm run seed\`, or SEED=1 when starting the server.
 * Only an empty database is seeded${model.accounts ? `; the rows belong to the account "${DEMO_ACCOUNT.username}" (password "${DEMO_ACCOUNT.password}"), the first account` : ""}.
 */
export async function seedDatabase(db: Database): Promise<boolean> {
  ${first ? `const [existing] = await db.select({ n: count() }).from(${first});\n  if ((existing?.n ?? 0) > 0) return false;` : "return false;"}
  const ids = new Map<string, number[]>();
  await db.transaction(async (tx) => {
${statements.join("\n")}
  });
  return ids.size > 0 || ${model.accounts ? "true" : "false"};
}

/** The id of the n-th (1-based) seeded row of an entity. */
function idOf(ids: Map<string, number[]>, entity: string, n: number): number {
  const id = ids.get(entity)?.[n - 1];
  if (id === undefined) throw new Error(\`no seeded row \${n} of \${entity}\`);
  return id;
}
`;
}

const SEED_CLI = `import path from "node:path";
import { openDatabase } from "./client";
import { seedDatabase } from "./seed";

// \`npm run seed\`: fills an empty database with the example rows (same DATABASE_URL / DATA_DIR as the server).
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : path.resolve(process.env.DATA_DIR ?? "data", "pglite");
const database = await openDatabase({ databaseUrl, dataDir });
try {
  console.log((await seedDatabase(database.db)) ? "Seeded the example rows." : "The database is not empty: nothing seeded.");
} finally {
  await database.close();
}
`;

/** db/schema.ts, the migration and its journal, db/client.ts, the seed (pass 1). */
export function dbFiles(model: ServerModel): GeneratedFile[] {
  const entities = model.entities.map((e) => `entity:${e.entity.name}`);
  const ids = model.entities.flatMap((e) => e.entity.serves);
  const data = {
    documents: ["database_design" as const],
    requirementIds: ids,
    elements: [...entities, ...(model.accounts ? ["accounts"] : []), "stack:Drizzle", "stack:PostgreSQL"],
  };
  return [
    generatedFile("src/server/db/schema.ts", drizzleSchema(model), "typescript", 1, data),
    generatedFile("src/server/db/migrations/0000_init.sql", migrationSql(model), "sql", 1, data),
    generatedFile(
      "src/server/db/migrations/meta/_journal.json",
      JSON.stringify(JOURNAL, null, 2),
      "json",
      1,
      {
        documents: ["database_design"],
        elements: ["stack:Drizzle"],
      },
    ),
    generatedFile("src/server/db/client.ts", CLIENT, "typescript", 1, {
      documents: ["database_design", "system_design"],
      elements: ["stack:Drizzle", "stack:PostgreSQL", "stack:PGlite"],
    }),
    generatedFile("src/server/db/seed.ts", seedFile(model), "typescript", 1, {
      documents: ["database_design"],
      elements: [...entities, "seed"],
    }),
    generatedFile("src/server/db/seed-cli.ts", SEED_CLI, "typescript", 1, {
      documents: ["database_design"],
      elements: ["seed"],
    }),
  ];
}
