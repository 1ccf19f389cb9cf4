import fc from "fast-check";
import type { DataModel } from "../../../domain/artifacts/04-data-model";
import { buildChain, chainOver } from "../../pipeline/testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../pipeline/testing/idea-input";
import type { CodegenInput } from "../types";
import { dataModelArbitrary } from "./arbitrary-model";
import { LABELS } from "./arbitrary-names";
import { bmiTracker, flashcards, loanHelper, markdownNotes, readingNotes, teamChat } from "./models";

/*
 * Whole generator inputs for the property test: a drawn data model (arbitrary-model.ts) with the API and UI models
 * the product derives from it, over the requirements of one of a few ideas — a plain one and the ones whose
 * requirements bring the tool pages (calculators, a quiz, a Markdown editor, a chat room) — and a drawn project name.
 */

const BASES: readonly IdeaSpec[] = [
  readingNotes,
  bmiTracker,
  flashcards,
  loanHelper,
  markdownNotes,
  teamChat,
];
const requirementsCache = new Map<string, ReturnType<typeof buildChain>["requirements"]>();

function requirementsOf(spec: IdeaSpec) {
  let found = requirementsCache.get(spec.slug);
  if (!found) {
    found = buildChain(ideaInput(spec)).requirements;
    requirementsCache.set(spec.slug, found);
  }
  return found;
}

/** The generator input for a data model over the requirements of `base` (an index into the bases). */
export function inputFor(data: DataModel, base = 0, projectName = "Property app"): CodegenInput {
  const spec = BASES[base % BASES.length] ?? readingNotes;
  return { ...chainOver(requirementsOf(spec), data), projectName };
}

/** Drawn generator inputs: a valid data model, a base idea and a project name. */
export const codegenInputArbitrary: fc.Arbitrary<{ data: DataModel; base: number; projectName: string }> =
  fc.record({
    data: dataModelArbitrary,
    base: fc.nat({ max: BASES.length - 1 }),
    projectName: fc.oneof(fc.constantFrom(...LABELS), fc.string({ minLength: 1, maxLength: 40 })),
  });
