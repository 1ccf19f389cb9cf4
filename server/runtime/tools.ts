import fs from "node:fs";
import path from "node:path";
import type { Runtime } from "./dependencies";

/**
 * The tools the product runs against generated apps (Vitest, TypeScript's tsc), taken only from the shared
 * runtime the product installed (DATA_DIR/runtime/<version>/node_modules), by absolute path. Never resolved from an
 * app folder: an app's tests can write there (e.g. a `node_modules/vitest` link), and what the product runs or
 * mounts must not be decided by a file inside an app folder.
 */

const TOOLS = {
  vitest: ["vitest", "vitest.mjs"],
  tsc: ["typescript", "bin", "tsc"],
} as const;

export type RuntimeTool = keyof typeof TOOLS;

/** The tool's entry script inside the runtime, or null when the runtime does not have it. */
export function runtimeTool(runtime: Pick<Runtime, "nodeModules">, tool: RuntimeTool): string | null {
  const nodeModules = path.resolve(runtime.nodeModules);
  const file = path.join(nodeModules, ...TOOLS[tool]);
  try {
    const real = fs.realpathSync(file);
    const realRoot = fs.realpathSync(nodeModules);
    // Packages inside the runtime may link to each other (npm workspaces do not here), never outside it.
    if (!real.startsWith(realRoot + path.sep) || !fs.statSync(real).isFile()) return null;
    return real;
  } catch {
    return null;
  }
}
