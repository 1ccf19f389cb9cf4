import { Router } from "express";
import { SIDEBAR_AGENTS } from "../../../domain/pipeline/phases";

const ROLES: Record<(typeof SIDEBAR_AGENTS)[number], string> = {
  "Requirements AI": "Gathers requirements by chat or checklist and writes the SRS (IEEE 830).",
  "Architectural AI": "Turns the approved SRS into the system design.",
  "DBA-Coder AI": "Writes the database design, API specification and frontend architecture, then the code.",
  "QA Tester AI": "Plans, writes and runs the tests of the generated application.",
};

/** GET /api/ai-agents: the assistants and what each is responsible for. */
export function agentRoutes(): Router {
  const router = Router();
  router.get("/", (_req, res) => {
    res.json(SIDEBAR_AGENTS.map((name, i) => ({ id: i + 1, name, role: ROLES[name] })));
  });
  return router;
}
