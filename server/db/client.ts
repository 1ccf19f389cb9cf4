import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { log } from "../logger";
import { productRoot } from "../paths";
import * as schema from "./schema";

/** One type for both drivers (a union of the two breaks `.returning()` overloads). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

/** The folder holding the committed drizzle-kit migrations. */
export function migrationsFolder(): string {
  return path.join(productRoot(), "server", "db", "migrations");
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in `dataDir`, and applies migrations. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  const migrations = { migrationsFolder: migrationsFolder() };
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, administrator command) must not crash the
    // process: the pool replaces it on the next query.
    pool.on("error", (err) => log.warn("database connection lost", { error: err.message }));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, migrations);
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error("openDatabase needs a databaseUrl, a dataDir or a PGlite instance");
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  }
  const owned = client;
  const db = drizzlePglite(owned, { schema });
  await migratePglite(db, migrations);
  return { db, kind: "pglite", close: () => owned.close() };
}
