import type { AreaCoverage } from "../../../domain/api/code";
import type { DesignModel } from "../../../domain/artifacts/03-system-design";
import type { DataModel } from "../../../domain/artifacts/04-data-model";
import {
  planSchema,
  type PlannedColumn,
  type PlannedTable,
} from "../../pipeline/phases/04-technical/schema-plan";
import type { AppFacts, DeclaredTable } from "./facts";
import { AreaTally } from "./tally";

export const SCHEMA_FILE = "src/server/db/schema.ts";
export const MIGRATIONS_FOLDER = "src/server/db/migrations/";

/** "Table loans (entity Loan)", "Table users (accounts)", "Table recipe_tags (join table of Recipe.tags)". */
export function describeTable(table: PlannedTable): string {
  if (table.kind === "accounts") return `Table ${table.name} (accounts)`;
  if (table.kind === "join" && table.entity && table.relation)
    return `Table ${table.name} (join table of ${table.entity.name}.${table.relation.name})`;
  return `Table ${table.name} (entity ${table.entity?.name ?? "?"})`;
}

function describeColumn(table: PlannedTable, column: PlannedColumn): string {
  const source = column.source;
  const owner = table.entity?.name ?? table.name;
  if (source.kind === "field") return `${table.name}.${column.name} (${owner}.${source.field.name})`;
  if (source.kind === "relation") return `${table.name}.${column.name} (${owner}.${source.relation.name})`;
  return `${table.name}.${column.name}`;
}

function missingColumns(table: PlannedTable, found: DeclaredTable, where: string): string[] {
  const declared = new Set(found.columns);
  return table.columns
    .filter((column) => !declared.has(column.name))
    .map((column) => `Column ${describeColumn(table, column)} is not ${where} in ${found.file}`);
}

/**
 * Database: two elements per planned table (planSchema: accounts, entity and join tables), one for its
 * `pgTable("<name>", …)` in the server code and one for a `CREATE TABLE` in a migration. Missing columns of a
 * table that is there are reported as gaps without changing the figures.
 */
export function measureDatabase(data: DataModel, facts: AppFacts): AreaCoverage {
  const tally = new AreaTally();
  for (const table of planSchema(data).tables) {
    const label = describeTable(table);
    const declared = facts.tables.find((t) => t.name === table.name);
    tally.element(declared ? 1 : 0, declared ? [] : [`${label} is not declared in ${SCHEMA_FILE}`]);
    if (declared) missingColumns(table, declared, "declared").forEach((gap) => tally.note(gap));
    const created = facts.migrationTables.find((t) => t.name === table.name);
    tally.element(
      created ? 1 : 0,
      created ? [] : [`${label} is not created by a migration in ${MIGRATIONS_FOLDER}`],
    );
    if (created) missingColumns(table, created, "created").forEach((gap) => tally.note(gap));
  }
  return tally.result();
}

/** A technology of the design and how package.json shows it: a package, or `engines.node` for Node.js. */
const TECHNOLOGY_PACKAGES: readonly { pattern: RegExp; package: string }[] = [
  { pattern: /^(node|nodejs)$/, package: "engines.node" },
  { pattern: /^(react|reactjs)$/, package: "react" },
  { pattern: /^(reactdom)$/, package: "react-dom" },
  { pattern: /^(typescript|ts)$/, package: "typescript" },
  { pattern: /^(vite|vitejs)$/, package: "vite" },
  { pattern: /^(tanstackquery|tanstackreactquery|reactquery)$/, package: "@tanstack/react-query" },
  { pattern: /^(express|expressjs)$/, package: "express" },
  { pattern: /^(zod)$/, package: "zod" },
  { pattern: /^(drizzle|drizzleorm)$/, package: "drizzle-orm" },
  { pattern: /^(postgresql|postgres|pg|nodepostgres)$/, package: "pg" },
  { pattern: /^(pglite|electricsqlpglite)$/, package: "@electric-sql/pglite" },
  { pattern: /^(vitest)$/, package: "vitest" },
  { pattern: /^(wouter)$/, package: "wouter" },
  { pattern: /^(supertest)$/, package: "supertest" },
  { pattern: /^(esbuild)$/, package: "esbuild" },
];

/** The package a technology maps to ("Drizzle ORM" → drizzle-orm, "Node.js" → engines.node), or null. */
export function technologyPackage(technology: string): string | null {
  const candidates = [technology, technology.split(/[(/,]/)[0] ?? ""].map((text) =>
    text
      .toLowerCase()
      .replace(/\b(v?\d+(\.\d+)*\+?|latest)\b/g, "")
      .replace(/[^a-z]/g, ""),
  );
  for (const candidate of candidates) {
    const known = TECHNOLOGY_PACKAGES.find((entry) => entry.pattern.test(candidate));
    if (known) return known.package;
  }
  return null;
}

/**
 * Technology stack: one element per design technologyStack entry that maps to a package (technologyPackage);
 * it counts when package.json declares it in dependencies or devDependencies (Node.js: engines.node). A
 * technology with no known package is reported as not checkable and left out of the total.
 */
export function measureStack(design: DesignModel, facts: AppFacts): AreaCoverage {
  const tally = new AreaTally();
  const pkg = facts.packageJson;
  if (!pkg.present) tally.note("package.json is missing");
  else if (!pkg.valid) tally.note("package.json is not valid JSON");
  for (const entry of design.technologyStack) {
    const name = entry.technology;
    const wanted = technologyPackage(name);
    if (wanted === null) {
      tally.note(`${name} (${entry.layer}) is not checkable: no known package shows it in package.json`);
      continue;
    }
    if (wanted === "engines.node") {
      const ok = pkg.nodeEngine !== null;
      tally.element(ok ? 1 : 0, ok ? [] : [`${name}: package.json has no engines.node version`]);
      continue;
    }
    const ok = pkg.packages.has(wanted);
    tally.element(ok ? 1 : 0, ok ? [] : [`${name} is not declared in package.json (package ${wanted})`]);
  }
  return tally.result();
}
