import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { DesignModel } from "../../../../domain/artifacts/03-system-design";
import type { Llm } from "../../../engines/llm";
import type { Builders } from "../../documents/builders";
import { draftOnModel } from "../../documents/draft";
import { buildDesignModel, notBuiltSentence } from "./build";
import { DESIGN_SYSTEM, designDraftSchema, designPrompt, type DesignDraft } from "./prompt";

export const ARCHITECTURAL_AI = "Architectural AI";

/** The cross-reference checks of a design draft: components and requirements it names exist. */
export function designProblems(draft: DesignDraft, req: RequirementsModel, base: DesignModel): string[] {
  const problems: string[] = [];
  const components = new Set(base.components.map((c) => c.id));
  const users = new Set(base.components.filter((c) => c.kind === "user").map((c) => c.id));
  const ids = new Map(req.requirements.map((r) => [r.id, r.type]));
  if (draft.overview.trim() === "") problems.push("overview is empty");
  for (const u of draft.users)
    if (!users.has(u.componentId))
      problems.push(`users names ${u.componentId}, which is not a user component`);
  if (draft.keyFlow.name.trim() === "") problems.push("keyFlow has no name");
  if (draft.keyFlow.steps.length < 2) problems.push("keyFlow needs at least two steps");
  for (const step of draft.keyFlow.steps)
    for (const id of [step.from, step.to])
      if (!components.has(id)) problems.push(`keyFlow names the component ${id}, which does not exist`);
  for (const id of draft.keyFlow.serves)
    if (!ids.has(id)) problems.push(`keyFlow serves ${id}, which does not exist`);
  for (const n of draft.nonFunctional) {
    if (ids.get(n.requirementId) !== "non-functional")
      problems.push(`nonFunctional names ${n.requirementId}, which is not a non-functional requirement`);
    if (n.strategy.trim() === "") problems.push(`the strategy for ${n.requirementId} is empty`);
  }
  return [...new Set(problems)];
}

/** The design model with the draft's idea-specific parts on the embedded engine's architecture. */
export function mergeDesignDraft(draft: DesignDraft, req: RequirementsModel, base: DesignModel): DesignModel {
  const users = new Map(draft.users.map((u) => [u.componentId, u]));
  const strategies = new Map(draft.nonFunctional.map((n) => [n.requirementId, n.strategy.trim()]));
  return {
    ...base,
    overview: `${draft.overview.trim()}${notBuiltSentence(req)}`,
    components: base.components.map((c) => {
      const own = users.get(c.id);
      if (!own) return c;
      const responsibilities = own.responsibilities.map((r) => r.trim()).filter(Boolean);
      return {
        ...c,
        description: own.description.trim() || c.description,
        responsibilities: responsibilities.length > 0 ? responsibilities : c.responsibilities,
      };
    }),
    keyFlow: {
      name: draft.keyFlow.name.trim(),
      serves: [...new Set(draft.keyFlow.serves)],
      steps: draft.keyFlow.steps.map((s) => ({ from: s.from, to: s.to, message: s.message.trim() })),
    },
    nonFunctional: [
      ...base.nonFunctional.map((n) => ({ ...n, strategy: strategies.get(n.requirementId) || n.strategy })),
      ...[...strategies]
        .filter(([id]) => !base.nonFunctional.some((n) => n.requirementId === id))
        .map(([requirementId, strategy]) => ({ requirementId, strategy })),
    ],
  };
}

/** The Architectural AI on the model, with the embedded engine's design as base and fallback. */
export function llmDesignBuilder(llm: Llm): Builders["design"] {
  return (req, ctx) => {
    const base = buildDesignModel(req);
    return draftOnModel(llm, {
      agent: ARCHITECTURAL_AI,
      what: "the system design",
      ctx,
      system: DESIGN_SYSTEM,
      prompt: designPrompt(req, base),
      schema: designDraftSchema,
      check: (draft) => designProblems(draft, req, base),
      merge: (draft) => mergeDesignDraft(draft, req, base),
      base,
    });
  };
}
