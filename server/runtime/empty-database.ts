import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { EMPTY_DATABASE_CACHE, emptyDatabaseFile } from "../codegen/generate/server/test-harness";
import type { Runtime } from "./dependencies";

/*
 * The empty database generated apps' tests start from. A new PGlite runs initdb in WebAssembly (about 2 s of CPU); a
 * saved copy opens in well under a second. Made once per installed runtime, by the product with the runtime's own
 * PGlite (the data folder's format belongs to its version), and stored in the runtime's node_modules, which apps see
 * read-only: an app's tests can read it and cannot change what another app's tests start from. Without it the
 * apps' tests make their own copy (src/server/test-database.ts), only slower.
 */

const TIMEOUT_MS = 60_000;

// Runs in the runtime's folder, so the import resolves to the runtime's PGlite.
const SCRIPT = `
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
const file = process.argv[1];
const client = await PGlite.create();
const data = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
await client.close();
fs.writeFileSync(file + ".part", data);
fs.renameSync(file + ".part", file);
`;

/** Where the runtime keeps its empty database, or null when its PGlite is not installed. */
export function emptyDatabasePath(runtime: Runtime): string | null {
  const manifest = path.join(runtime.nodeModules, "@electric-sql", "pglite", "package.json");
  if (!fs.existsSync(manifest)) return null;
  const version = String((JSON.parse(fs.readFileSync(manifest, "utf8")) as { version?: unknown }).version);
  return path.join(
    runtime.nodeModules,
    EMPTY_DATABASE_CACHE,
    emptyDatabaseFile(version.replace(/[^\w.-]/g, "_")),
  );
}

/**
 * Makes the runtime's empty database when it has none. Never throws: without it only the apps' first test runs are
 * slower, so a failure is reported through `progress` and the runtime stays usable.
 */
export async function prepareEmptyDatabase(
  runtime: Runtime,
  progress: (line: string) => void,
): Promise<void> {
  const file = emptyDatabasePath(runtime);
  if (file === null || fs.existsSync(file)) return;
  const started = Date.now();
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await runNode(["--input-type=module", "--eval", SCRIPT, file], runtime.dir);
    progress(`The apps' tests' empty database is ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    fs.rmSync(`${file}.part`, { force: true });
    progress(
      `The apps' tests' empty database was not made (each app's tests make their own): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function runNode(args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => (errors = (errors + chunk).slice(-2000)));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(child.pid, "SIGKILL");
    }, TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`node exited with ${code ?? signal}: ${reason(errors)}`));
    });
  });
}

/** The error's own line from node's output (not the stack frames after it). */
function reason(stderr: string): string {
  const lines = stderr.split("\n").map((line) => line.trim());
  return (
    lines.find((line) => /\b\w*Error\b/.test(line) && !line.startsWith("at ")) ??
    lines.filter(Boolean).at(-1) ??
    ""
  );
}
