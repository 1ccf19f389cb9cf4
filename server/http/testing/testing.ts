import { Router } from "express";
import {
  executeTestsSchema,
  generateTestPlanSchema,
  generateTestScriptsSchema,
  requirementIdsIn,
} from "../../../domain/api/testing";
import type { Db } from "../../db/client";
import type { Llm } from "../../engines/llm";
import { executeTests, latestRun } from "../../qa/execute";
import type { CodeSettings } from "../../services/code";
import { generateTestPlan, generateTestScripts, latestTestPlan } from "../../services/testing";
import { ownedProject } from "../projects/access";
import { parsed, validate } from "../validate";

interface Deps {
  db: Db;
  settings: CodeSettings;
  /** The configured model, which writes the test plan's cases (null: the embedded engine). */
  llm?: Llm | null;
  /** Time limit of one test run (default TEST_RUN_TIMEOUT_MS); the request waits for the run. */
  runTimeoutMs?: number;
}

/** QA testing under /api/projects/{id} (delivery.md §7 QA): plans, scripts and real test runs. Owner only. */
export function testingRoutes(deps: Deps): Router {
  const { db, settings } = deps;
  const router = Router();

  router.post("/:id/generate-test-plan", validate("body", generateTestPlanSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    res.json(
      await generateTestPlan(
        db,
        project,
        parsed(res.locals, "body", generateTestPlanSchema),
        deps.llm ?? null,
      ),
    );
  });

  router.get("/:id/test-plan", async (req, res) => {
    const project = await ownedProject(db, req);
    res.json(await latestTestPlan(db, project));
  });

  router.post("/:id/generate-test-scripts", validate("body", generateTestScriptsSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input = parsed(res.locals, "body", generateTestScriptsSchema);
    res.json(await generateTestScripts({ db, settings, project, input }));
  });

  router.post("/:id/execute-tests", validate("body", executeTestsSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input = parsed(res.locals, "body", executeTestsSchema);
    const requestedIds = [
      ...new Set((input.testCases ?? []).flatMap((c) => requirementIdsIn(c.requirementId))),
    ];
    res.json(
      await executeTests({
        db,
        settings,
        project,
        testType: input.testType,
        requestedIds,
        timeoutMs: deps.runTimeoutMs,
      }),
    );
  });

  router.get("/:id/test-runs/latest", async (req, res) => {
    const project = await ownedProject(db, req);
    res.json(await latestRun(db, project));
  });
  return router;
}
