import { Router } from "express";
import type { AiUsage } from "../../../domain/api/ai";
import type { Db } from "../../db/client";
import { aiUsageByAgent, roundCost } from "../../db/queries/ai-calls";
import type { Agents } from "../../engines/agents";
import { ownedProject } from "../projects/access";

/**
 * GET /api/projects/{id}/ai-usage: what the project's model calls used and cost, in total and per agent and model,
 * and the engine the server runs with now. Owner only (another user's project answers 404 like a missing one).
 */
export function aiUsageRoutes({ db, agents }: { db: Db; agents: Agents }): Router {
  const router = Router();
  router.get("/:id/ai-usage", async (req, res) => {
    const project = await ownedProject(db, req);
    const byAgent = await aiUsageByAgent({ db, projectId: project.id });
    const body: AiUsage = {
      totals: {
        calls: byAgent.reduce((n, line) => n + line.calls, 0),
        inputTokens: byAgent.reduce((n, line) => n + line.inputTokens, 0),
        outputTokens: byAgent.reduce((n, line) => n + line.outputTokens, 0),
        costUsd: roundCost(byAgent.reduce((n, line) => n + line.costUsd, 0)),
      },
      byAgent,
      engine: {
        provider: agents.llm?.provider ?? "embedded",
        model: agents.llm?.modelId ?? null,
        budgetUsd: agents.budgetUsd,
      },
    };
    res.json(body);
  });
  return router;
}
