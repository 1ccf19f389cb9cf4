/**
 * `npm run bench` (part 4): the embedded Requirements AI's entities over the idea corpus of issue 12. Reports the
 * same figures as server/pipeline/testing/entity-recall.test.ts (mean recall, perfect ideas, junk) and the time per
 * idea: one warm-up round, then 3 measured rounds. Results are written as JSON to bench/results/entities.json.
 */
import fs from "node:fs";
import path from "node:path";
import { entitiesForIdea } from "../server/engines/embedded/lexicon";
import { measureEntities } from "../server/pipeline/testing/entity-recall";
import { IDEA_CORPUS } from "../server/pipeline/testing/idea-corpus";

const ROUNDS = 3;
/** Issue 12's targets, as in entity-recall.test.ts. */
const RECALL_TARGET = 0.9;
const JUNK_LIMIT = 0;

const extract = (idea: string, hint: string) => entitiesForIdea(idea, hint);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));
};

measureEntities(IDEA_CORPUS, extract);
const rounds = Array.from({ length: ROUNDS }, () => measureEntities(IDEA_CORPUS, extract));
const measure = rounds[rounds.length - 1];
if (!measure) throw new Error("no measured round");

const times = rounds.flatMap((r) => r.ideas.map((i) => i.ms));
const longest = IDEA_CORPUS.reduce((a, b) => (b.idea.length > a.idea.length ? b : a));
const longestTimes = rounds.flatMap((r) => r.ideas.filter((i) => i.id === longest.id).map((i) => i.ms));

const result = {
  benchmark: "entities",
  date: new Date().toISOString(),
  node: process.version,
  ideas: IDEA_CORPUS.length,
  rounds: ROUNDS,
  meanRecall: measure.meanRecall,
  perfectIdeas: measure.perfectIdeas,
  junkCount: measure.junkCount,
  junk: measure.junk.map((j) => `${j.id}: ${j.name} (${j.reason})`),
  msPerIdea: {
    mean: Number((times.reduce((n, t) => n + t, 0) / times.length).toFixed(2)),
    max: Number(Math.max(...times).toFixed(2)),
    p95: percentile(times, 95),
  },
  longestIdea: {
    id: longest.id,
    characters: longest.idea.length,
    meanMs: Number((longestTimes.reduce((n, t) => n + t, 0) / longestTimes.length).toFixed(2)),
  },
  targets: { meanRecall: RECALL_TARGET, junk: JUNK_LIMIT },
  withinTarget: measure.meanRecall >= RECALL_TARGET && measure.junkCount <= JUNK_LIMIT,
};
const out = path.join(import.meta.dirname, "results", "entities.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
if (!result.withinTarget) process.exitCode = 1;
