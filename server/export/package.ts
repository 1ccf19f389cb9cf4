import type { DataModel } from "../../domain/artifacts/04-data-model";
import { packageName } from "../codegen/generate/names";
import { appLockfile } from "./lockfile";
import { seedStatements, type SeedAccount } from "./seed";
import type { ZipEntry } from "./zip";

/**
 * What goes into an export package (delivery.md §2.11, §7; FEATURES.md H3): the generated app's stored files,
 * a package-lock.json pinning the tested dependency set, the approved documents under `docs/`, the latest test
 * report under `test-report/` (when the tests have run), and with the
 * database option `database/` (schema, setup notes and, on request, sample data). Everything sits under one
 * top folder named after the project. Pure: the caller loads the rows and the runtime lockfile.
 */
export interface PackageOptions {
  includeDatabase: boolean;
  includeSampleData: boolean;
}

export interface PackageInput {
  projectName: string;
  files: readonly { path: string; content: string }[];
  /** The current approved documents: `docs/<slug>.md`. */
  documents: readonly { slug: string; content: string }[];
  /** The data model the code was generated from; needed for sample data. */
  dataModel: DataModel | null;
  /** The product's runtime lockfile (server/codegen/template/runtime/package-lock.json). */
  runtimeLockfile: string;
  /** The account seed.sql creates when the app has accounts (the app's own demo account). */
  seedAccount: SeedAccount;
  /** The latest test report's files (`test-report/…`), none when the app's tests never ran. */
  testReport: readonly { path: string; content: string }[];
  options: PackageOptions;
}

export const MIGRATION_PATH = "src/server/db/migrations/0000_init.sql";
const PACKAGE_JSON = "package.json";

function databaseReadme(withSeed: boolean, hasAccounts: boolean): string {
  const seed = withSeed
    ? `
3. Optionally load the sample data into the empty schema:

   \`\`\`sh
   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f database/seed.sql
   \`\`\`
${hasAccounts ? "\n   The rows belong to the account `demo` (password `demo-password`).\n" : ""}`
    : "";
  return `# Database

\`schema.sql\` is the app's schema, the same DDL as \`${MIGRATION_PATH}\` (the approved database design).
The app applies that migration itself at start, so these files are only needed to prepare a database by hand.

Without \`DATABASE_URL\` the app uses an embedded PGlite database in \`DATA_DIR\`; nothing needs installing.

## PostgreSQL

1. Create a database (PostgreSQL 16 or later):

   \`\`\`sh
   createdb myapp
   export DATABASE_URL=postgres://localhost/myapp
   \`\`\`

2. Apply the schema:

   \`\`\`sh
   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f database/schema.sql
   \`\`\`
${seed}
Then start the app with the same \`DATABASE_URL\` (see the top-level README). With Docker, \`docker compose up --build\`
starts PostgreSQL and the app together.
`;
}

function seedSql(model: DataModel, account: SeedAccount): string {
  const statements = seedStatements(model, account);
  return [
    "-- Sample data for an empty schema (database/schema.sql), from the approved database design's example rows.",
    "BEGIN;",
    ...statements.map((s) => `${s};`),
    "COMMIT;",
    "",
  ].join("\n");
}

/** The entries of the package, in a stable order; throws when the app has no package.json. */
export function packageEntries(input: PackageInput): ZipEntry[] {
  const top = packageName(input.projectName);
  const at = (path: string) => `${top}/${path}`;
  const byPath = new Map(input.files.map((file) => [file.path, file.content]));
  const packageJson = byPath.get(PACKAGE_JSON);
  if (packageJson === undefined) throw new Error("The generated app has no package.json");

  const entries: ZipEntry[] = input.files.map((file) => ({ path: at(file.path), content: file.content }));
  if (!byPath.has("package-lock.json"))
    entries.push({ path: at("package-lock.json"), content: appLockfile(input.runtimeLockfile, packageJson) });
  for (const document of input.documents)
    entries.push({ path: at(`docs/${document.slug}.md`), content: document.content });
  for (const file of input.testReport) entries.push({ path: at(file.path), content: file.content });

  const { includeDatabase, includeSampleData } = input.options;
  const migration = byPath.get(MIGRATION_PATH);
  if (includeDatabase && migration !== undefined) {
    const withSeed = includeSampleData && input.dataModel !== null;
    const hasAccounts = input.dataModel?.accounts === true;
    entries.push({ path: at("database/README.md"), content: databaseReadme(withSeed, hasAccounts) });
    entries.push({ path: at("database/schema.sql"), content: migration });
    if (withSeed && input.dataModel)
      entries.push({ path: at("database/seed.sql"), content: seedSql(input.dataModel, input.seedAccount) });
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
