import { PGlite } from "@electric-sql/pglite";
import { sql, TransactionRollbackError } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dataModelSchema,
  type DataModel,
  type Entity,
  type Field,
} from "../../../../domain/artifacts/04-data-model";
import type { Database } from "../../../db/client";
import { openTestDatabase } from "../../../testing/harness";
import { splitSqlStatements } from "../../fixtures/document-checks";
import { FIXTURES, fixtureNamed } from "../../fixtures/index";
import { renderDdl } from "./ddl";
import { settleDataModel } from "../../../../domain/artifacts/04-data-settle";
import { planSchema, type PlannedColumn, type PlannedTable } from "./schema-plan";
import { QUOTED_KEYWORDS, quoteIdentifier as q, sqlString } from "./sql";

function field(name: string, type: Field["type"], extra: Partial<Field> = {}): Field {
  const column = name.replace(/([A-Z])/g, "_$1").toLowerCase();
  return { name, column, label: name, type, required: false, unique: false, ...extra };
}

function entity(name: string, extra: Partial<Entity> = {}): Entity {
  return {
    name,
    plural: `${name}s`,
    table: `${name.toLowerCase()}s`,
    label: name,
    description: `${name} rows`,
    fields: [field("title", "string", { required: true })],
    relations: [],
    indexes: [],
    seed: [],
    ownedByUser: false,
    serves: [],
    ...extra,
  };
}

/** Models that stress the planner: every type, keywords as names, cycles, clashes, hostile text. */
const EDGE_MODELS = {
  "every-type": {
    accounts: false,
    entities: [
      entity("Thing", {
        fields: [
          field("name", "string", { required: true, maxLength: 40 }),
          field("body", "text"),
          field("count", "integer", { unique: true }),
          field("ratio", "decimal"),
          field("price", "money", { required: true }),
          field("done", "boolean"),
          field("day", "date"),
          field("at", "datetime"),
          field("email", "email"),
          field("phone", "phone"),
          field("site", "url"),
          field("kind", "enum", { enumValues: ["a", "it's"], required: true }),
          field("loose", "enum"),
        ],
      }),
    ],
  },
  keywords: {
    accounts: true,
    entities: [
      entity("User", {
        table: "users",
        fields: [
          field("order", "integer"),
          field("group", "string"),
          field("user", "string"),
          field("time", "datetime"),
        ],
        indexes: [{ name: "select", columns: ["order"], unique: false }],
      }),
      entity("Order", {
        table: "order",
        ownedByUser: true,
        fields: [field("createdAt", "date", { required: true }), field("id", "string")],
        relations: [
          { name: "user", target: "User", kind: "many-to-one", required: true, onDelete: "set null" },
        ],
      }),
    ],
  },
  cycle: {
    accounts: false,
    entities: [
      entity("Team", {
        relations: [
          { name: "captain", target: "Player", kind: "many-to-one", required: false, onDelete: "set null" },
        ],
      }),
      entity("Player", {
        relations: [
          { name: "team", target: "Team", kind: "many-to-one", required: false, onDelete: "cascade" },
          { name: "mentor", target: "Player", kind: "many-to-one", required: false, onDelete: "set null" },
          { name: "rivals", target: "Player", kind: "many-to-many", required: false, onDelete: "cascade" },
          { name: "ghost", target: "Ghost", kind: "many-to-one", required: false, onDelete: "cascade" },
        ],
        indexes: [
          { name: "teams_pkey", columns: ["title"], unique: false },
          { name: "players_bad_idx", columns: ["nope"], unique: false },
        ],
      }),
    ],
  },
  hostile: {
    accounts: false,
    entities: [
      entity("Note", {
        description: "'); DROP TABLE notes; --\nDROP TABLE notes;",
        label: "Line one\n; DROP TABLE notes",
        fields: [
          field("body", "enum", {
            enumValues: ["'; DROP TABLE notes; --", 'say "hi"'],
            description: "-- \n x",
          }),
        ],
      }),
    ],
  },
} satisfies Record<string, DataModel>;

const MODELS: [string, DataModel][] = [
  ...FIXTURES.map((fixture): [string, DataModel] => [fixture.name, fixture.data]),
  ...Object.entries(EDGE_MODELS),
];

function plannedTable(model: DataModel, name: string): PlannedTable {
  const table = planSchema(model).tables.find((t) => t.name === name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
}

describe("the DDL", () => {
  it.each(FIXTURES)("of $name matches its reviewed rendering", async (fixture) => {
    await expect(renderDdl(fixture.data)).toMatchFileSnapshot(`./__snapshots__/${fixture.name}.ddl.sql`);
  });

  it("keeps the edge models valid for their schema once settled; the keywords model's id and createdAt are not", () => {
    for (const model of Object.values(EDGE_MODELS))
      expect(dataModelSchema.parse(settleDataModel(model))).toEqual(settleDataModel(model));
    expect(dataModelSchema.safeParse(EDGE_MODELS.keywords).success).toBe(false);
  });

  it("creates the users table first and every table after the tables it references", () => {
    for (const [, model] of MODELS) {
      const plan = planSchema(model);
      const order = plan.tables.map((t) => t.name);
      if (model.accounts) expect(plan.tables[0]?.kind).toBe("accounts");
      for (const table of plan.tables) {
        for (const column of table.columns) {
          const target = column.references;
          if (target && !target.deferred && target.table !== table.name) {
            expect(order.indexOf(target.table)).toBeLessThan(order.indexOf(table.name));
          }
        }
      }
    }
    expect(planSchema(fixtureNamed("clinic-booking").data).tables.map((t) => t.name)).toEqual([
      "doctors",
      "patients",
      "appointments",
    ]);
  });

  it("maps every field type to its PostgreSQL type", () => {
    const types = Object.fromEntries(
      plannedTable(EDGE_MODELS["every-type"], "things").columns.map((c: PlannedColumn) => [
        c.name,
        c.sqlType,
      ]),
    );
    expect(types).toEqual({
      id: "integer",
      name: "varchar(40)",
      body: "text",
      count: "integer",
      ratio: "numeric(12,2)",
      price: "numeric(12,2)",
      done: "boolean",
      day: "date",
      at: "timestamptz",
      email: "varchar(320)",
      phone: "varchar(40)",
      site: "varchar(2048)",
      kind: "text",
      loose: "text",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    });
    const ddl = renderDdl(EDGE_MODELS["every-type"]);
    expect(ddl).toContain("  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,");
    expect(ddl).toContain("  price numeric(12,2) NOT NULL,");
    expect(ddl).toContain("  count integer UNIQUE,");
    expect(ddl).toContain("  kind text NOT NULL CHECK (kind IN ('a', 'it''s')),");
    expect(ddl).toContain("  loose text,");
    expect(ddl).toContain("  created_at timestamptz NOT NULL DEFAULT now(),");
  });

  it("gives per-user tables an owner_id that references users, with an index", () => {
    const ddl = renderDdl(fixtureNamed("expense-tracker").data);
    expect(ddl.indexOf("CREATE TABLE users (")).toBeLessThan(ddl.indexOf("CREATE TABLE expenses ("));
    expect(ddl).toContain("  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,");
    expect(ddl).toContain("CREATE INDEX expenses_owner_id_idx ON expenses (owner_id);");
  });

  it("makes one join table with a composite key for both sides of a many-to-many relation", () => {
    const ddl = renderDdl(fixtureNamed("recipe-box").data);
    expect(ddl.match(/CREATE TABLE recipe_tags \(/g)).toHaveLength(1);
    expect(ddl).toContain("  PRIMARY KEY (recipe_id, tag_id)\n);");
    expect(ddl).toContain("CREATE INDEX recipe_tags_tag_id_idx ON recipe_tags (tag_id);");
  });

  it("quotes keywords, moves the accounts table aside for a users entity and keeps column names unique", () => {
    const ddl = renderDdl(EDGE_MODELS.keywords);
    expect(ddl).toContain("CREATE TABLE app_users (");
    expect(ddl).toContain('CREATE TABLE "order" (');
    expect(ddl).toContain('  "order" integer,');
    expect(ddl).toContain('  "user" varchar(255),');
    expect(ddl).toContain('CREATE INDEX "select" ON users ("order");');
    expect(ddl).toContain("  id_2 varchar(255),");
    expect(ddl).toContain("  created_at date NOT NULL,");
    expect(ddl).toContain("  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,");
    expect(ddl).toContain("  owner_id integer NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,");
    expect(planSchema(EDGE_MODELS.keywords).notes).toEqual([
      "Order.user is required, so deleting its User is restricted instead of setting it to null.",
    ]);
  });

  it("breaks a cycle with ALTER TABLE, skips what cannot exist and says so", () => {
    const ddl = renderDdl(EDGE_MODELS.cycle);
    expect(ddl).toContain("  captain_id integer,");
    expect(ddl).toContain(
      "ALTER TABLE teams ADD FOREIGN KEY (captain_id) REFERENCES players (id) ON DELETE SET NULL;",
    );
    expect(ddl).toContain("  mentor_id integer REFERENCES players (id) ON DELETE SET NULL,");
    expect(ddl).toContain("  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,");
    expect(ddl).toContain("  rivals_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,");
    expect(ddl).toContain("CREATE INDEX teams_pkey_2 ON players (title);");
    expect(planSchema(EDGE_MODELS.cycle).notes).toEqual([
      "Player.ghost refers to Ghost, which is not in the model: players.ghost_id has no foreign key.",
      "Index players_bad_idx is left out: players has no column nope.",
    ]);
  });

  it("keeps user text inside literals and one-line comments", () => {
    const ddl = renderDdl(EDGE_MODELS.hostile);
    expect(ddl).toContain("COMMENT ON TABLE notes IS '''); DROP TABLE notes; --\nDROP TABLE notes;';");
    expect(ddl).toContain("-- Note (Line one ; DROP TABLE notes)\n");
    expect(ddl).toContain(`CHECK (body IN ('''; DROP TABLE notes; --', 'say "hi"'))`);
    expect(ddl.split("\n").filter((line) => line.startsWith("DROP"))).toEqual(["DROP TABLE notes;';"]);
  });

  it("renders the same SQL every time", () => {
    for (const [, model] of MODELS) expect(renderDdl(structuredClone(model))).toBe(renderDdl(model));
  });
});

describe("the DDL on a real database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  function rows(result: unknown): Record<string, unknown>[] {
    if (typeof result !== "object" || result === null || !("rows" in result) || !Array.isArray(result.rows))
      return [];
    return result.rows.filter(
      (row): row is Record<string, unknown> => typeof row === "object" && row !== null,
    );
  }

  function sampleValue(column: PlannedColumn): string {
    if (column.references) return `(SELECT id FROM ${q(column.references.table)} LIMIT 1)`;
    if (column.enumValues) return sqlString(column.enumValues[0] ?? "");
    if (column.sqlType.startsWith("varchar") || column.sqlType === "text") return sqlString("x");
    const samples: Record<string, string> = {
      integer: "1",
      "numeric(12,2)": "12.50",
      boolean: "true",
      date: "'2025-01-31'",
      timestamptz: "'2025-01-31T12:00:00Z'",
    };
    return samples[column.sqlType] ?? "NULL";
  }

  function insertRow(table: PlannedTable): string {
    const columns = table.columns.filter((c) => !c.identity && c.defaultSql === null);
    return `INSERT INTO ${q(table.name)} (${columns.map((c) => q(c.name)).join(", ")}) VALUES (${columns.map(sampleValue).join(", ")})`;
  }

  it("knows every keyword the server reserves", async () => {
    const result = await database.db.execute(
      sql.raw("SELECT word FROM pg_get_keywords() WHERE catcode IN ('R', 'T', 'C')"),
    );
    const missing = rows(result)
      .map((row) => String(row.word))
      .filter((word) => !QUOTED_KEYWORDS.has(word));
    expect(missing).toEqual([]);
  });

  it.each(MODELS)("of %s runs, creates every table and takes a row in each", async (name, model) => {
    const plan = planSchema(model);
    const schema = `ddl_${name.replace(/-/g, "_")}`;
    const seen: string[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`CREATE SCHEMA ${schema}`));
        await tx.execute(sql.raw(`SET LOCAL search_path TO ${schema}`));
        for (const statement of splitSqlStatements(renderDdl(model))) await tx.execute(sql.raw(statement));
        const tables = await tx.execute(
          sql`SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY table_name`,
        );
        seen.push(...rows(tables).map((row) => String(row.table_name)));
        for (const table of plan.tables) await tx.execute(sql.raw(insertRow(table)));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(seen).toEqual(plan.tables.map((t) => t.name).sort());
    const left = await database.db.execute(
      sql`SELECT 1 FROM information_schema.schemata WHERE schema_name = ${schema}`,
    );
    expect(rows(left)).toEqual([]);
  });

  /** Runs a whole script in a transaction that is rolled back, on the driver's own client (one round trip). */
  async function runScriptAndRollBack(script: string): Promise<void> {
    const client: unknown = Reflect.get(database.db, "$client");
    if (client instanceof PGlite) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
        await tx.rollback();
      });
    } else if (client instanceof pg.Pool) {
      const connection = await client.connect();
      try {
        await connection.query("BEGIN");
        await connection.query(script);
      } finally {
        await connection.query("ROLLBACK");
        connection.release();
      }
    } else {
      throw new Error("unknown database client");
    }
  }

  it("runs as one script, the way psql or a migration would run it", async () => {
    for (const [name, model] of MODELS) {
      const schema = `script_${name.replace(/-/g, "_")}`;
      await runScriptAndRollBack(
        `CREATE SCHEMA ${schema}; SET LOCAL search_path TO ${schema};\n${renderDdl(model)}`,
      );
    }
  });
});
