import type { Config } from "../config";
import type { RequirementsAgent } from "../pipeline/phases/01-requirements/agent";
import { createEmbeddedRequirementsAgent } from "../pipeline/phases/01-requirements/embedded";

export interface Agents {
  requirements: RequirementsAgent;
}

/**
 * The agents the product runs with. The embedded engine is the default and the fallback; LLM-backed agents
 * take its place when a provider is configured (a later phase).
 */
export function createAgents(_ai?: Config["ai"]): Agents {
  return { requirements: createEmbeddedRequirementsAgent() };
}
