import { Router } from "express";
import type { DocumentKind } from "../../../domain/api/documents";
import type { Db } from "../../db/client";
import { listDocumentsByProject } from "../../db/queries/documents";
import { presentDocument } from "../../presenters/document";
import { ownedProject } from "../projects/access";

const LISTS: { path: string; kind: DocumentKind }[] = [
  { path: "/:id/srs-documents", kind: "srs" },
  { path: "/:id/system-design-documents", kind: "system_design" },
  { path: "/:id/technical-documents", kind: "technical" },
];

/** GET /api/projects/{id}/srs-documents | system-design-documents | technical-documents. */
export function documentListRoutes(deps: { db: Db }): Router {
  const router = Router();
  for (const { path, kind } of LISTS) {
    router.get(path, async (req, res) => {
      const project = await ownedProject(deps.db, req);
      const rows = await listDocumentsByProject({ db: deps.db, projectId: project.id, kind });
      res.json(rows.map(presentDocument));
    });
  }
  return router;
}
