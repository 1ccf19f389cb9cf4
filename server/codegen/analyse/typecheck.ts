import path from "node:path";
import type { TypecheckResult } from "../../../domain/api/code";
import type { Runtime } from "../../runtime/dependencies";
import { runSandboxed } from "../../runtime/sandbox";
import { runtimeTool } from "../../runtime/tools";

/**
 * Type-checks a generated app with the TypeScript of the shared runtime (taken from the runtime by absolute path,
 * never resolved from the app folder, which sandboxed code can write): `node <typescript/bin/tsc> --noEmit -p
 * <appDir> --pretty false`, run
 * sandboxed (server/runtime/sandbox.ts: no shell, clean environment, only the app writable, resource and time
 * limits; under bubblewrap also its own user, pid and network namespaces).
 */

const DEFAULT_TIMEOUT_MS = 120_000;
const MAX_MESSAGES = 20;
const LOCATED = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;
const GLOBAL = /^error (TS\d+): (.*)$/;

/** Reads tsc's `--pretty false` output: one error per `file(line,col): error TSxxxx: message` line. */
export function parseTscOutput(output: string, appDir: string): { errors: number; messages: string[] } {
  const messages: string[] = [];
  let errors = 0;
  for (const line of output.split(/\r?\n/)) {
    const located = LOCATED.exec(line);
    const global = located ? null : GLOBAL.exec(line);
    if (!located && !global) continue;
    errors++;
    if (messages.length >= MAX_MESSAGES) continue;
    if (located) {
      const [, file = "", row, col, code, message] = located;
      const relative = path.isAbsolute(file) ? path.relative(appDir, file) : file;
      messages.push(`${relative.split(path.sep).join("/")}(${row},${col}): ${message} (${code})`);
    } else if (global) messages.push(`${global[2]} (${global[1]})`);
  }
  return { errors, messages };
}

/** Runs the type-check of a generated app (see the module comment); never throws. */
export async function runTypecheck(
  appDir: string,
  options: { timeoutMs?: number; runtime?: Pick<Runtime, "nodeModules">; tscPath?: string } = {},
): Promise<TypecheckResult> {
  const tsc = options.tscPath ?? (options.runtime ? runtimeTool(options.runtime, "tsc") : null);
  if (tsc === null) {
    return {
      ran: false,
      errors: 0,
      messages: [],
      note: "The app's dependencies are not installed yet: TypeScript is missing from the shared runtime.",
      durationMs: null,
    };
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let output = "";
  const run = await runSandboxed({
    argv: [process.execPath, tsc, "--noEmit", "-p", appDir, "--pretty", "false"],
    appDir,
    // The shared runtime (where tsc is) is bound read-only; a tsc given by path (tests) is bound where it is.
    readOnlyPaths: [
      options.tscPath && !path.resolve(options.tscPath).startsWith(path.resolve(appDir) + path.sep)
        ? path.dirname(path.dirname(options.tscPath))
        : null,
      options.runtime?.nodeModules ?? null,
    ].filter((entry) => entry !== null),
    limits: { timeoutMs },
    onLine: (line) => (output += `${line}\n`),
  });
  const durationMs = run.durationMs;
  if (!run.started)
    return {
      ran: false,
      errors: 0,
      messages: [],
      note: `The type-check could not start: ${run.summary}`,
      durationMs: null,
    };
  if (run.timedOut) {
    const note = `The type-check took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`;
    return { ran: false, errors: 0, messages: [], note, durationMs };
  }
  const { errors, messages } = parseTscOutput(output, appDir);
  if (run.exitCode !== 0 && errors === 0) {
    const first = output.trim().split(/\r?\n/)[0] ?? run.summary;
    const note =
      `The type-check failed without reporting errors (exit code ${run.exitCode}): ${first}`.trim();
    return { ran: false, errors: 0, messages: [], note, durationMs };
  }
  return { ran: true, errors, messages, note: null, durationMs };
}
