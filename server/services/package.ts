import { randomBytes, randomUUID, scryptSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CreatePackageInput, PackageResult } from "../../domain/api/package";
import { settledDataModelSchema, type DataModel } from "../../domain/artifacts/04-data-model";
import { getCodeGeneration, listGeneratedFiles } from "../db/queries/code";
import { listDocumentsByProject } from "../db/queries/documents";
import { latestTestRun } from "../db/queries/testing";
import { getPackageForOwner, insertPackage, pruneOldPackages } from "../db/queries/packages";
import type { Db } from "../db/client";
import type { DocumentRow, PackageRow, ProjectRow } from "../db/schema";
import { packageEntries } from "../export/package";
import { testReportEntries } from "../export/test-report";
import { DEMO_ACCOUNT, type SeedAccount } from "../export/seed";
import { writeZip } from "../export/zip";
import { AppError } from "../http/errors";
import { currentDocuments } from "../pipeline/documents/lineage";
import { definitionOf } from "../pipeline/documents/registry";
import { productRoot } from "../paths";
import { presentTestRun } from "../qa/execute";
import { contentDisposition } from "./document-download";

/**
 * Export packages (delivery.md §2.11, §4.8, §7): a ZIP of the project's stored generated files, approved
 * documents, the latest test report and optional database scripts, written under `DATA_DIR/packages/<projectId>/<id>.zip` with a row
 * for the owner-only download. The ZIP is built from database rows only; no app folder is walked.
 */

/** Packages kept per project: creating one more deletes the oldest (row and file). */
export const PACKAGES_KEPT = 5;

export const NO_CODE_FOR_PACKAGE = "Generate the code before creating a package.";

const RUNTIME_LOCKFILE = path.join(
  productRoot(),
  "server",
  "codegen",
  "template",
  "runtime",
  "package-lock.json",
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function packagesDir(dataDir: string, projectId: number): string {
  return path.join(dataDir, "packages", String(projectId));
}

function packageFile(dataDir: string, row: Pick<PackageRow, "id" | "projectId">): string {
  return path.join(packagesDir(dataDir, row.projectId), `${row.id}.zip`);
}

/** The generated app's own demo account (see its README), with a hash in the app's `scrypt$salt$hash` form. */
function demoAccount(): SeedAccount {
  const salt = randomBytes(16);
  const hash = scryptSync(DEMO_ACCOUNT.password.normalize("NFKC"), salt, 64);
  return {
    username: DEMO_ACCOUNT.username,
    name: DEMO_ACCOUNT.name,
    passwordHash: `scrypt$${salt.toString("base64")}$${hash.toString("base64")}`,
  };
}

/** The data model the code was generated from (the generation's database design), if it can be read. */
function dataModelOf(rows: readonly DocumentRow[], sources: Record<string, number>): DataModel | null {
  const id = sources.database_design;
  const row = rows.find((r) => r.id === id);
  const parsed = settledDataModelSchema.safeParse(row?.model);
  return parsed.success ? parsed.data : null;
}

/**
 * POST /api/projects/{id}/package: builds and stores the ZIP. 409 when no code has been generated yet.
 * The options were validated by the route (sample data needs the database option; framework is react).
 */
export async function createPackage(deps: {
  db: Db;
  dataDir: string;
  project: ProjectRow;
  input: CreatePackageInput;
}): Promise<PackageResult> {
  const { db, dataDir, project } = deps;
  const options = {
    includeDatabase: deps.input.includeDatabase ?? true,
    includeSampleData: deps.input.includeSampleData ?? false,
    framework: "react" as const,
  };
  const [generation, files, rows, testRun] = await Promise.all([
    getCodeGeneration({ db, projectId: project.id }),
    listGeneratedFiles({ db, projectId: project.id }),
    listDocumentsByProject({ db, projectId: project.id }),
    latestTestRun(db, project.id, { finished: true }),
  ]);
  if (!generation || files.length === 0) throw new AppError("conflict:package", NO_CODE_FOR_PACKAGE);

  const documents = currentDocuments(rows)
    .filter((row) => row.status === "approved" && row.content.trim() !== "")
    .map((row) => ({ slug: definitionOf(row).fileSlug, content: row.content }));
  const entries = packageEntries({
    projectName: project.name,
    files,
    documents,
    dataModel: dataModelOf(rows, generation.sources),
    runtimeLockfile: fs.readFileSync(RUNTIME_LOCKFILE, "utf8"),
    seedAccount: demoAccount(),
    testReport: testReportEntries(testRun ? presentTestRun(testRun) : null, project.name),
    options,
  });
  const zip = writeZip(entries);

  const id = randomUUID();
  const top = entries[0]?.path.split("/")[0] ?? "project";
  const fileName = `${top}.zip`;
  const target = packageFile(dataDir, { id, projectId: project.id });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Written under a temporary name first, so a download never sees half a file.
  fs.writeFileSync(`${target}.tmp`, zip, { flag: "wx" });
  fs.renameSync(`${target}.tmp`, target);
  await insertPackage({
    db,
    row: { id, projectId: project.id, fileName, entries: entries.length, bytes: zip.length, options },
  });
  for (const old of await pruneOldPackages({ db, projectId: project.id, keep: PACKAGES_KEPT }))
    fs.rmSync(packageFile(dataDir, old), { force: true });
  return {
    success: true,
    downloadUrl: `/api/packages/${id}/download`,
    filename: fileName,
    error: null,
    entries: entries.length,
    bytes: zip.length,
  };
}

/** GET /api/packages/{id}/download: the owner's package, or the same 404 as a missing one. */
export async function packageDownload(deps: { db: Db; dataDir: string; packageId: string; ownerId: number }) {
  // Ids are UUIDs; anything else is simply not found (and never reaches a path).
  const row = UUID.test(deps.packageId)
    ? await getPackageForOwner({ db: deps.db, id: deps.packageId, ownerId: deps.ownerId })
    : undefined;
  const file = row ? packageFile(deps.dataDir, row) : null;
  if (!row || !file || !fs.existsSync(file)) throw new AppError("not_found:package", "Package not found");
  return {
    contentDisposition: contentDisposition(row.fileName, row.fileName),
    content: fs.readFileSync(file),
  };
}
