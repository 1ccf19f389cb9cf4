import { Router } from "express";
import type { DocumentKind } from "../../../domain/api/documents";
import type { Db } from "../../db/client";
import { listDocumentsByProject } from "../../db/queries/documents";
import { listJobsByProject } from "../../db/queries/jobs";
import { presentJob } from "../../presenters/job";
import { currentDocumentsOf } from "../../services/documents";
import { traceabilityOf } from "../../services/traceability";
import { ownedProject } from "../projects/access";

const LISTS: readonly { path: string; kind: DocumentKind }[] = [
  { path: "/:id/srs-documents", kind: "srs" },
  { path: "/:id/system-design-documents", kind: "system_design" },
  { path: "/:id/technical-documents", kind: "technical" },
];

/** How many recent jobs GET /jobs lists. */
const RECENT_JOBS = 50;

/**
 * GET /api/projects/{id}/srs-documents | system-design-documents | technical-documents (the current version of
 * each document; older versions under /api/documents/{id}/versions), /jobs and /traceability. Owner only.
 */
export function documentListRoutes(deps: { db: Db }): Router {
  const { db } = deps;
  const router = Router();
  for (const { path, kind } of LISTS) {
    router.get(path, async (req, res) => {
      const project = await ownedProject(db, req);
      res.json(await currentDocumentsOf({ db, projectId: project.id, kind }));
    });
  }

  router.get("/:id/jobs", async (req, res) => {
    const project = await ownedProject(db, req);
    const jobs = await listJobsByProject({ db, projectId: project.id, limit: RECENT_JOBS });
    res.json(jobs.map(presentJob));
  });

  router.get("/:id/traceability", async (req, res) => {
    const project = await ownedProject(db, req);
    res.json(traceabilityOf(await listDocumentsByProject({ db, projectId: project.id })));
  });
  return router;
}
