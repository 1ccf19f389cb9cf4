import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client";

/**
 * Vitest global setup: migrates one embedded database and dumps it, so each test file loads a ready copy in
 * about half a second instead of creating and migrating its own (several seconds each).
 */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-test-"));
  const file = path.join(dir, "template.tar.gz");
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.SPECWRIGHT_TEST_TEMPLATE = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
