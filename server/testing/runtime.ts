import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureRuntime, type Runtime } from "../runtime/dependencies";

/**
 * The generated apps' runtime for a test file, installed once per test run: the first file that needs it installs
 * it into the run's shared folder (SPECWRIGHT_TEST_RUNTIME_DIR, made by global-setup.ts; other files wait on the
 * install's lock), and each file gets its own copy under `dataDir` made of hard links (a fraction of a second, no
 * disk), so its apps, caches and preview folders stay its own. Without the shared folder, `dataDir` gets a real
 * install, as in the product.
 */
export async function testRuntime(dataDir: string): Promise<Runtime> {
  const shared = process.env.SPECWRIGHT_TEST_RUNTIME_DIR;
  if (!shared || path.resolve(shared) === path.resolve(dataDir)) return ensureRuntime({ dataDir });
  const source = await ensureRuntime({ dataDir: shared });
  const target = path.join(path.resolve(dataDir), "runtime", source.version);
  if (!fs.existsSync(path.join(target, "node_modules"))) {
    fs.mkdirSync(target, { recursive: true });
    for (const entry of fs.readdirSync(source.dir, { withFileTypes: true })) {
      if (entry.isFile() && !entry.name.startsWith(".")) {
        fs.copyFileSync(path.join(source.dir, entry.name), path.join(target, entry.name));
      }
    }
    // Hard links: the packages are only ever read; what tools write (caches, builds) goes to new files.
    const copied = spawnSync("cp", ["-al", source.nodeModules, path.join(target, "node_modules")], {
      encoding: "utf8",
    });
    if (copied.status !== 0) {
      fs.rmSync(path.join(target, "node_modules"), { recursive: true, force: true });
      throw new Error(`could not link the shared runtime into ${target}: ${copied.stderr}`);
    }
  }
  return ensureRuntime({ dataDir });
}
