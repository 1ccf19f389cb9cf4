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
  for (const file of files) {
    checkGeneratedPath(file.path);
    if (file.pass > throughPass)
      throw new Error(`${file.path} belongs to pass ${file.pass}, after ${throughPass}`);
    if (seen.has(file.path)) throw new Error(`Two generated files share the path ${file.path}`);
    seen.add(file.path);
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
