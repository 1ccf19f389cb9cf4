import type { PassNumber } from "../../../domain/api/code";
import type { CodegenInput, GeneratedFile } from "../types";
import { generateClientFiles } from "./client";
import { checkGeneratedPath } from "./paths";
import { generateServerFiles } from "./server";

/**
 * The code generator: from the approved models to the files of a React + Express application, deterministic
 * (same models, same files). `throughPass` gives the app as it stands after that pass: pass 1 the data layer and
 * server skeleton, pass 2 adds the API and the user interface, pass 3 the tests, documentation and delivery files.
 * A file keeps the pass that introduced it; a few files (the route table, the README) grow in later passes.
 */
export function generateApp(input: CodegenInput, throughPass: PassNumber = 3): GeneratedFile[] {
  const files = [...generateServerFiles(input, throughPass), ...generateClientFiles(input, throughPass)];
  const seen = new Set<string>();
  for (const [i, file] of files.entries()) {
    // A test file is imported by nothing, so one whose name another took (an entity named Home beside the home
    // page's tests) is renamed with a number; any other shared path is the generator's error.
    const named =
      seen.has(file.path) && TEST_FILE.test(file.path)
        ? { ...file, path: freeTestPath(file.path, seen) }
        : file;
    files[i] = named;
    seen.add(named.path);
  }
  seen.clear();
  for (const file of files) {
    checkGeneratedPath(file.path);
    if (file.pass > throughPass)
      throw new Error(`${file.path} belongs to pass ${file.pass}, after ${throughPass}`);
    if (seen.has(file.path)) throw new Error(`Two generated files share the path ${file.path}`);
    seen.add(file.path);
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const TEST_FILE = /\.test\.tsx?$/;

/** `src/client/tests/home-2.test.tsx` for a taken `src/client/tests/home.test.tsx`: the first number not taken. */
function freeTestPath(path: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n += 1) {
    const candidate = path.replace(TEST_FILE, (ext) => `-${n}${ext}`);
    if (!taken.has(candidate)) return candidate;
  }
}
