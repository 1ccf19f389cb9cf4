import { z } from "zod";
import type { Capability, RequirementsModel } from "../../../domain/artifacts/01-requirements";
import { DATA_RULE, dataBlock } from "../../engines/prompt-data";

/*
 * The DBA-Coder AI writing a page the generator cannot (STYLE §16): a game, a calculator or an editor, as client
 * code in its own folder of the generated app, with its tests. The folder, the component's name and the route are
 * the server's; the app must still type-check, build and pass every test with the page (write.ts).
 */

export const featureDraftSchema = z.object({
  label: z.string().describe("the page's name in the app's menu, at most four words"),
  files: z
    .array(
      z.object({
        name: z
          .string()
          .describe("a file name inside the feature's folder, e.g. 'BmiCalculator.tsx', 'bmi.ts'"),
        content: z.string().describe("the whole file"),
      }),
    )
    .describe("the page, any modules of its own, and its tests"),
});
export type FeatureDraft = z.infer<typeof featureDraftSchema>;

/** Modules a model-written file may import: the app's pinned runtime (no new packages) and its own folder. */
export const ALLOWED_IMPORTS = ["react", "react-dom/server", "wouter", "vitest"] as const;

export const FEATURE_SYSTEM = `You are the DBA-Coder AI of Specwright, an app builder. A user's generated application (React 19 + TypeScript,
strict mode, Vite, Vitest) needs one page its generator cannot write. You write that page as client code in its own
folder, with tests, so that the application still type-checks, builds and passes all its tests.

Rules:
- Files go in the feature's folder only, named as you are told; TypeScript only (.ts, .tsx).
- The page file exports the component as its default export: export default function <Component>() { … }.
- Import only from: ${ALLOWED_IMPORTS.join(", ")}, and your own files ("./name"). No other package, no server
  code, no network, no storage beyond React state. Use the JSX runtime (no "import React" needed).
- Keep the rules (formulas, game logic, parsing) in plain exported functions so they can be tested.
- Write at least one test file (<name>.test.ts or .test.tsx) with Vitest (import { describe, expect, it } from
  "vitest"). Test the rules, and render the page with renderToString from "react-dom/server" to check its text.
  Every test title starts with the requirement ids it checks, e.g. it("FR-4: computes the BMI", …).
- Use the app's CSS classes: "card" for a panel, "field" around a label and its input, "button" for a button,
  "button secondary" for a secondary one, "muted" for quiet text.
- Code must compile under "strict": true and "noUncheckedIndexedAccess": true.

Answer with one JSON object following the schema.

${DATA_RULE}`;

export function featurePrompt(input: {
  requirements: RequirementsModel;
  capability: Capability;
  folder: string;
  component: string;
  previous?: { files: FeatureDraft["files"]; problems: string[] };
}): string {
  const { requirements, capability } = input;
  const stated = requirements.requirements
    .filter((r) => capability.requirementIds.includes(r.id))
    .map((r) => ({ id: r.id, description: r.description, acceptanceCriteria: r.acceptanceCriteria }));
  const data = {
    application: { name: requirements.product.name, purpose: requirements.product.purpose },
    page: { what: capability.name, statement: capability.statement, kind: capability.kind },
    requirements: stated,
    folder: input.folder,
    pageFile: `${input.component}.tsx`,
    component: input.component,
    ...(input.previous
      ? { yourPreviousFiles: input.previous.files, whatFailed: input.previous.problems }
      : {}),
  };
  const again = input.previous
    ? "Your previous files failed the checks listed in whatFailed: correct them and answer with all the files again."
    : "Write the page and its tests as the JSON object described above.";
  return `${dataBlock(data)}\n\n${again}`;
}
