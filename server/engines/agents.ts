import type { Config } from "../config";
import type { Db } from "../db/client";
import { insertAiCall, projectAiSpend } from "../db/queries/ai-calls";
import { defaultBuilders, llmBuilders, type Builders } from "../pipeline/documents/builders";
import type { RequirementsAgent } from "../pipeline/phases/01-requirements/agent";
import { createEmbeddedRequirementsAgent } from "../pipeline/phases/01-requirements/embedded";
import { createLlmRequirementsAgent } from "../pipeline/phases/01-requirements/llm";
import { log } from "../logger";
import { createModel, describeFailure, Llm, type UsageStore } from "./llm";

export interface Agents {
  requirements: RequirementsAgent;
  /** The document chain's model builders: the embedded engine's, or the model's with the embedded as fallback. */
  builders: Builders;
  /** The configured model, or null when the embedded engine runs alone. */
  llm: Llm | null;
  /** The per-project budget of model calls in US dollars, when one is set (AI_BUDGET_USD). */
  budgetUsd: number | null;
}

/** Model calls recorded in the product's database (ai_calls). */
export function databaseUsage(db: Db): UsageStore {
  return {
    record: (call) => insertAiCall({ db, call }),
    spent: (projectId) => projectAiSpend({ db, projectId }),
  };
}

/**
 * The agents the product runs with. The embedded engine is the default and the fallback; with a provider
 * configured, the agents ask the model first and fall back to the embedded engine, saying so.
 */
export function createAgents(ai?: Config["ai"], usage?: UsageStore): Agents {
  const embedded = createEmbeddedRequirementsAgent();
  const handle = ai ? createModel(ai) : null;
  if (!ai || !handle || !usage)
    return { requirements: embedded, builders: defaultBuilders, llm: null, budgetUsd: null };
  const llm = new Llm(handle, {
    timeoutMs: ai.timeoutMs,
    maxRetries: ai.maxRetries,
    budgetUsd: ai.budgetUsd,
    secrets: [ai.openaiApiKey, ai.anthropicApiKey, ai.compatibleApiKey],
    price: ai.price,
    usage,
  });
  return {
    requirements: createLlmRequirementsAgent(llm, embedded),
    builders: llmBuilders(llm),
    llm,
    budgetUsd: ai.budgetUsd ?? null,
  };
}

/**
 * Logs the engine in use at start-up and, with a model configured, asks it for one word without holding start-up
 * back: a model that cannot be reached is reported once, with the reason, and the product runs on (each agent falls
 * back to the embedded engine, saying so, until the model answers).
 */
export function announceEngine(agents: Agents): void {
  const llm = agents.llm;
  if (!llm) {
    log.info("AI engine: embedded (no AI_PROVIDER configured; documents and chat are built without a model)");
    return;
  }
  const budget = agents.budgetUsd === null ? "" : `, budget $${agents.budgetUsd} per project`;
  log.info(`AI engine: ${llm.provider} model ${llm.modelId}${budget}; the embedded engine is the fallback`);
  void llm.probe().then(
    (answer) => log.info(`AI model ${llm.modelId} answered in ${answer.ms} ms`),
    (error: unknown) =>
      log.warn(
        `AI model ${llm.modelId} (${llm.provider}) cannot be used now: ${describeFailure(error)}. ` +
          "Agents fall back to the embedded engine until it answers; `npm run ai:check` tests it.",
        { detail: llm.failureDetail(error) },
      ),
  );
}
