import { z } from "zod";
import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { DesignModel } from "../../../../domain/artifacts/03-system-design";
import { DATA_RULE, dataBlock } from "../../../engines/prompt-data";

/*
 * The Architectural AI on a model (STYLE §16). The architecture is fixed by what is generated (a React client, an
 * Express API, PostgreSQL), so the model writes what depends on the idea: the overview, how each kind of user works
 * with the system, the application's key flow as messages between the components, and how the architecture meets
 * each non-functional requirement. Components, data flows, the stack, deployment and security stay the server's.
 */

export const designDraftSchema = z.object({
  overview: z.string().describe("what the system is and how its parts work together, one paragraph"),
  users: z
    .array(
      z.object({
        componentId: z.string().describe("the id of a user component"),
        description: z.string(),
        responsibilities: z.array(z.string()).describe("what this kind of user does with the system"),
      }),
    )
    .describe("one entry per user component"),
  keyFlow: z.object({
    name: z.string().describe("the application's most important action, e.g. 'Borrow a book'"),
    serves: z.array(z.string()).describe("ids of the requirements this flow serves"),
    steps: z
      .array(z.object({ from: z.string(), to: z.string(), message: z.string() }))
      .describe("the messages between component ids, in order, four to ten steps"),
  }),
  nonFunctional: z
    .array(z.object({ requirementId: z.string(), strategy: z.string() }))
    .describe("for each non-functional requirement, how this architecture meets it"),
});
export type DesignDraft = z.infer<typeof designDraftSchema>;

export const DESIGN_SYSTEM = `You are the Architectural AI of Specwright, an app builder. You write the idea-specific parts of a system design
for an application whose architecture is fixed: a React single-page client, an Express API server over JSON, and a
PostgreSQL database, deployed as one Node.js process. Never propose other technologies, services or components: the
application is generated from this design and has exactly the components you are given.

Answer with one JSON object following the schema. Use only the component ids and requirement ids you are given.

${DATA_RULE}`;

export function designPrompt(req: RequirementsModel, base: DesignModel): string {
  const data = {
    product: {
      name: req.product.name,
      idea: req.product.idea,
      purpose: req.product.purpose,
      scope: req.product.scope,
    },
    thingsTheAppKeeps: req.dataEntities,
    requirements: req.requirements.map((r) => ({ id: r.id, type: r.type, description: r.description })),
    components: base.components.map((c) => ({ id: c.id, name: c.name, kind: c.kind })),
    technologyStack: base.technologyStack.map((t) => `${t.technology}${t.version ? ` ${t.version}` : ""}`),
  };
  return `${dataBlock(data)}\n\nWrite the system design's idea-specific parts as the JSON object described above.`;
}
