/**
 * `npm run bench` (corpus apps): ideas written outside this project (bench/corpus/) through the whole offline
 * pipeline to a generated app that is type-checked, built and tested for real. Writes how many apps are green and
 * the causes of the red ones (counted across ideas) to bench/results/corpus-apps.json.
 *
 *   tsx bench/corpus-apps.ts                 a spread sample of 24 ideas (the default of `npm run bench`)
 *   tsx bench/corpus-apps.ts --sample 60     a larger sample
 *   tsx bench/corpus-apps.ts --all           all 190
 *   tsx bench/corpus-apps.ts --ids a,b       the named ideas
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { corpusSample, loadCorpus } from "../server/codegen/testing/corpus";
import { runCorpusApp, type AppOutcome } from "../server/codegen/testing/corpus-apps";
import { ensureRuntime } from "../server/runtime/dependencies";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

async function main() {
  const all = loadCorpus();
  const ids = option("--ids")?.split(",");
  const entries = ids
    ? all.filter((e) => ids.includes(e.id))
    : args.includes("--all")
      ? all
      : corpusSample(all, Number(option("--sample") ?? 24));
  const dataDir =
    process.env.SPECWRIGHT_TEST_RUNTIME_DIR ??
    fs.mkdtempSync(path.join(os.tmpdir(), "specwright-corpus-apps-"));
  const runtime = await ensureRuntime({ dataDir });
  const outcomes: AppOutcome[] = [];
  for (const entry of entries) {
    const outcome = await runCorpusApp(runtime, entry);
    outcomes.push(outcome);
    console.log(
      `${outcome.green ? "green" : "RED  "} ${entry.id} (${Math.round(outcome.ms / 1000)} s): ` +
        `${outcome.entities.join(", ")}${outcome.green ? "" : `\n      ${outcome.causes.slice(0, 3).join("\n      ")}`}`,
    );
  }
  const causes = new Map<string, number>();
  for (const outcome of outcomes)
    for (const cause of new Set(outcome.causes.map(causeKind)))
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
  const result = {
    benchmark: "corpus-apps",
    date: new Date().toISOString(),
    node: process.version,
    ideas: outcomes.length,
    green: outcomes.filter((o) => o.green).length,
    typecheckClean: outcomes.filter(
      (o) => o.typecheckErrors === 0 && !o.causes.some((c) => /^(pipeline|generate)/.test(c)),
    ).length,
    built: outcomes.filter((o) => o.built).length,
    causes: Object.fromEntries([...causes].sort((a, b) => b[1] - a[1])),
    outcomes,
  };
  const out = path.join(import.meta.dirname, "results", "corpus-apps.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `${result.green} of ${result.ideas} apps green; causes of red: ${JSON.stringify(result.causes, null, 2)}`,
  );
  if (result.green < result.ideas) process.exitCode = 1;
}

/** A cause without what differs from idea to idea (names in quotes, numbers), so that the same cause counts once. */
function causeKind(cause: string): string {
  return cause
    .replace(/'[^']*'|"[^"]*"|`[^`]*`/g, "…")
    .replace(/\d+/g, "N")
    .slice(0, 160);
}

void main();
