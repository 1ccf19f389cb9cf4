import { Router } from "express";
import { generateDocumentsSchema, type GenerateDocumentsInput } from "../../../domain/api/documents";
import type { Db } from "../../db/client";
import type { Jobs } from "../../pipeline/orchestrator";
import { generateDocuments, generateSrs } from "../../services/documents";
import { ownedProject } from "../projects/access";
import { validate } from "../validate";

/** The system design's generation routes: the main one, its alternative, the v3 one and the banner's trigger. */
const DESIGN_ROUTES: readonly { path: string; force?: boolean }[] = [
  { path: "/:id/generate-system-design" },
  { path: "/:id/system-design/generate" },
  // The v3 route always regenerates (delivery.md §7: it sends forceOverwrite true).
  { path: "/:id/generate-system-design-v3", force: true },
  // The overview banner's 'Start Architecture Phase' (platform.md §7): generates unless a design exists.
  { path: "/:id/trigger-architecture", force: false },
];

/**
 * Generation routes under /api/projects/{id}: the SRS from the completed checklist, the system design and the
 * technical documents. Each starts a job and waits for it (up to `waitMs`): 2xx with the result, or 202 with
 * the job still running.
 */
export function generationRoutes(deps: { db: Db; jobs: Jobs; waitMs?: number }): Router {
  const { db, jobs, waitMs } = deps;
  const router = Router();

  router.post("/:id/generate-srs-from-checklist", async (req, res) => {
    const project = await ownedProject(db, req);
    const { status, body } = await generateSrs({ db, jobs, project, waitMs });
    res.status(status).json(body);
  });

  for (const route of DESIGN_ROUTES) {
    router.post(route.path, validate("body", generateDocumentsSchema), async (req, res) => {
      const project = await ownedProject(db, req);
      const input: GenerateDocumentsInput = res.locals.body;
      const forceOverwrite = route.force ?? input.forceOverwrite ?? false;
      const { status, body } = await generateDocuments({
        db,
        jobs,
        project,
        kind: "system_design",
        forceOverwrite,
        waitMs,
      });
      res.status(status).json(body);
    });
  }

  router.post("/:id/generate-technical-docs", validate("body", generateDocumentsSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input: GenerateDocumentsInput = res.locals.body;
    const { status, body } = await generateDocuments({
      db,
      jobs,
      project,
      kind: "technical",
      forceOverwrite: input.forceOverwrite ?? false,
      waitMs,
    });
    res.status(status).json(body);
  });
  return router;
}
