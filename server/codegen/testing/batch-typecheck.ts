import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { productRoot } from "../../paths";
import type { Runtime } from "../../runtime/dependencies";
import type { GeneratedFile } from "../types";
import { writeAppFiles } from "../write";

/*
 * Many generated apps type-checked in one run of the native TypeScript compiler (tsgo, @typescript/native-preview):
 * each app is written to its own folder below the shared runtime (so its packages resolve), one tsconfig at the top
 * takes every app's sources with the apps' own compiler options, and the errors are sorted back to the apps. The
 * libraries' declarations are read and checked once for the whole batch instead of once per app. A syntax error
 * stops the compiler from reporting types at all, so an app with one is set aside and the rest checked again.
 */

export type BatchApp = { name: string; files: readonly GeneratedFile[] };
/** Per app: its error lines ("src/server/app.ts(3,5): error TS2304: …"), empty when it type-checks. */
export type BatchResult = Map<string, string[]>;

const LINE = /^([^/]+)\/(.+?\(\d+,\d+\): error TS(\d+): .*)$/;

/** The native compiler of @typescript/native-preview for this platform. */
export function tsgoPath(): string {
  return path.join(
    productRoot(),
    "node_modules",
    "@typescript",
    `native-preview-${process.platform}-${process.arch}`,
    "lib",
    "tsgo",
  );
}

/** Type-checks the apps in one batch folder `runtime/apps/<batch>` (made afresh). */
export function typecheckBatch(runtime: Runtime, batch: string, apps: readonly BatchApp[]): BatchResult {
  const root = path.join(runtime.dir, "apps", batch);
  fs.rmSync(root, { recursive: true, force: true });
  const result: BatchResult = new Map();
  let options: unknown = null;
  for (const app of apps) {
    if (!/^[A-Za-z0-9_-]+$/.test(app.name)) throw new Error(`not a folder name: ${app.name}`);
    writeAppFiles(path.join(root, app.name), app.files);
    result.set(app.name, []);
    const tsconfig = app.files.find((f) => f.path === "tsconfig.json");
    if (tsconfig && options === null)
      options = (JSON.parse(tsconfig.content) as { compilerOptions: unknown }).compilerOptions;
  }
  let pending = apps.map((a) => a.name);
  while (pending.length > 0) {
    fs.writeFileSync(
      path.join(root, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: options,
        include: pending.flatMap((n) => [`${n}/src`, `${n}/vite.config.ts`]),
      }),
    );
    const run = spawnSync(tsgoPath(), ["--noEmit", "-p", root, "--pretty", "false"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    const syntax = new Set<string>();
    for (const line of run.stdout.split("\n")) {
      const match = LINE.exec(line);
      if (!match) continue;
      const [, app = "", rest = "", code = ""] = match;
      result.get(app)?.push(rest);
      if (code.startsWith("1") && code.length === 4) syntax.add(app);
    }
    if (run.status !== 0 && run.stdout.trim() === "")
      throw new Error(`tsgo failed: ${run.stderr.slice(0, 2000)}`);
    // Apps with a syntax error keep what they have; the others are checked again without them.
    pending = syntax.size === 0 ? [] : pending.filter((n) => !syntax.has(n));
    if (syntax.size === 0) break;
    for (const name of pending) result.set(name, []);
  }
  return result;
}
