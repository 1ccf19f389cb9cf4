import type { z } from "zod";
import type { Llm } from "../../engines/llm";
import { log } from "../../logger";
import type { BuildContext, Drafted } from "./builders";

/**
 * One model's draft on the configured model: asks for a value of the phase's draft schema, checked by the phase's
 * cross-reference checks (with the repair turns of `Llm.structured`), and merges it onto the embedded engine's
 * model. When there is no valid draft, the embedded model stands, marked as a fallback with the reason.
 */
export async function draftOnModel<S extends z.ZodType, M>(
  llm: Llm,
  spec: {
    /** The agent, as recorded with each call: "Architectural AI". */
    agent: string;
    /** What is drafted, for the log: "the system design". */
    what: string;
    ctx: BuildContext;
    system: string;
    prompt: string;
    schema: S;
    check: (draft: z.infer<S>) => string[];
    merge: (draft: z.infer<S>) => M;
    /** The embedded engine's model: the base the draft is merged onto, and the fallback. */
    base: M;
  },
): Promise<Drafted<M>> {
  const { ctx } = spec;
  const result = await llm.structured({
    agent: spec.agent,
    projectId: ctx.projectId,
    system: spec.system,
    prompt: spec.prompt,
    schema: spec.schema,
    check: spec.check,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  if (!result.ok) {
    log.warn(`the model could not write ${spec.what}; the embedded engine did`, {
      projectId: ctx.projectId,
      reason: result.reason,
    });
    return { model: spec.base, generatedBy: llm.fallback(result.reason) };
  }
  try {
    return { model: spec.merge(result.value), generatedBy: result.by };
  } catch (error) {
    // A draft that passed its checks and still cannot be merged is the server's fault: the embedded model stands.
    const reason = `the model's answer could not be used (${error instanceof Error ? error.message : String(error)})`;
    log.error(`merging the model's draft of ${spec.what} failed`, { projectId: ctx.projectId, reason });
    return { model: spec.base, generatedBy: llm.fallback(reason) };
  }
}
