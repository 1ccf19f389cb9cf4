import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client";

/**
 * Vitest global setup: migrates one embedded database and dumps it, so each test file loads a ready copy in
 * about half a second instead of creating and migrating its own (several seconds each); and names the folder where
 * the generated apps' runtime is installed once for all test files.
 */
export default async function setup(): Promise<() => void> {
  const runtime = sharedRuntimeDir();
  if (process.env.TEST_DATABASE_URL) return runtime;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-test-"));
  const file = path.join(dir, "template.tar.gz");
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.SPECWRIGHT_TEST_TEMPLATE = file;
  return () => {
    runtime();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * The folder where the generated apps' runtime is installed once for the whole run (server/testing/runtime.ts); one
 * set beforehand (SPECWRIGHT_TEST_RUNTIME_DIR) is kept, so runs on one machine can share it. Answers its clean-up.
 */
export function sharedRuntimeDir(): () => void {
  if (process.env.SPECWRIGHT_SKIP_RUNTIME === "1" || process.env.SPECWRIGHT_TEST_RUNTIME_DIR) return () => {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-test-runtime-"));
  process.env.SPECWRIGHT_TEST_RUNTIME_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
