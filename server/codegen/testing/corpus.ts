import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { productRoot } from "../../paths";

/*
 * The eval corpus (bench/corpus/): ideas written outside this project, with their authors' expectations. Loaded and
 * checked here for the benchmarks and the eval tier, which take an idea the way a new user brings it: a name and
 * the text, nothing else.
 */

const line = z.object({
  id: z.string().min(1),
  source: z.string(),
  license: z.string(),
  idea: z.string().min(1),
  name: z.string().optional(),
  category: z.object({ primary_category: z.string() }).passthrough().optional(),
  ui_test_cases: z
    .array(z.object({ task: z.string(), expected_result: z.string() }).passthrough())
    .optional(),
  user_stories: z.array(z.string()).optional(),
  api_spec: z.string().optional(),
});

export type CorpusEntry = z.infer<typeof line> & { file: CorpusFile };

export const CORPUS_FILES = ["webgen-dev", "app-ideas-dev", "baxbench-dev"] as const;
export type CorpusFile = (typeof CORPUS_FILES)[number];

export function corpusDir(): string {
  return path.join(productRoot(), "bench", "corpus");
}

/** Every entry of the corpus files, in file order. */
export function loadCorpus(files: readonly CorpusFile[] = CORPUS_FILES): CorpusEntry[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(corpusDir(), `${file}.jsonl`), "utf8")
      .split("\n")
      .filter((text) => text.trim() !== "")
      .map((text, index) => {
        const parsed = line.safeParse(JSON.parse(text));
        if (!parsed.success) throw new Error(`${file}.jsonl line ${index + 1}: ${parsed.error.message}`);
        return { ...parsed.data, file };
      }),
  );
}

/**
 * The project name a user would type for an entry: the idea list's own name where it has one; else a neutral one,
 * so that no name of ours helps the engine read the idea.
 */
export function projectNameOf(entry: CorpusEntry): string {
  return entry.name ?? "My app";
}

/**
 * A spread sample of `size` entries: every k-th entry of each file, in proportion to the files' sizes, so that a
 * sample holds one-liners, paragraphs and pasted specifications alike. Deterministic.
 */
export function corpusSample(entries: readonly CorpusEntry[], size: number): CorpusEntry[] {
  if (size >= entries.length) return [...entries];
  const byFile = CORPUS_FILES.map((file) => entries.filter((e) => e.file === file)).filter(
    (l) => l.length > 0,
  );
  const picked: CorpusEntry[] = [];
  for (const list of byFile) {
    const share = Math.max(1, Math.round((size * list.length) / entries.length));
    const step = list.length / share;
    for (let i = 0; i < share && picked.length < size; i++) {
      const entry = list[Math.floor(i * step)];
      if (entry) picked.push(entry);
    }
  }
  return picked;
}
