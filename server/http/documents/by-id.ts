import { Router, type Response } from "express";
import type { Db } from "../../db/client";
import { listDocumentsByProject } from "../../db/queries/documents";
import type { DocumentRow, ProjectRow } from "../../db/schema";
import { versionsOf } from "../../pipeline/documents/lineage";
import { presentDocument, presentDocumentDetail, presentPreview } from "../../presenters/document";
import { diffDocuments } from "../../services/document-diff";
import { documentDownload } from "../../services/document-download";
import { ownedDocument } from "../../services/documents";
import { currentUser } from "../auth-context";
import { validate } from "../validate";
import { documentFromPath } from "./access";
import { diffQuerySchema } from "./schema";

function sendDownload(res: Response, document: DocumentRow, project: ProjectRow): void {
  const download = documentDownload(document, project);
  res
    .status(200)
    .set({
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": download.contentDisposition,
      "Cache-Control": "private, no-store",
    })
    .send(download.content);
}

/** /api/srs-documents/{id}/preview and /download (any document of the user's; the spec's client uses these). */
export function srsDocumentRoutes(deps: { db: Db }): Router {
  const { db } = deps;
  const router = Router();
  router.get("/:documentId/preview", async (req, res) => {
    const { document } = await documentFromPath(db, req);
    res.json(presentPreview(document));
  });
  router.get("/:documentId/download", async (req, res) => {
    const { document, project } = await documentFromPath(db, req);
    sendDownload(res, document, project);
  });
  return router;
}

/** /api/documents/{id}: one version with its model, its versions, a diff between two versions, a download. */
export function documentRoutes(deps: { db: Db }): Router {
  const { db } = deps;
  const router = Router();
  router.get("/:documentId", async (req, res) => {
    const { document } = await documentFromPath(db, req);
    const rows = await listDocumentsByProject({ db, projectId: document.projectId });
    res.json(presentDocumentDetail(document, rows));
  });

  router.get("/:documentId/versions", async (req, res) => {
    const { document } = await documentFromPath(db, req);
    const rows = await listDocumentsByProject({ db, projectId: document.projectId });
    res.json(versionsOf(document, rows).map((row) => presentDocument(row, rows)));
  });

  router.get("/:documentId/diff", validate("query", diffQuerySchema), async (req, res) => {
    const { document } = await documentFromPath(db, req);
    const { against }: { against: number } = res.locals.query;
    const other = await ownedDocument({ db, userId: currentUser(req).id, documentId: against });
    res.json(diffDocuments(other.document, document));
  });

  router.get("/:documentId/download", async (req, res) => {
    const { document, project } = await documentFromPath(db, req);
    sendDownload(res, document, project);
  });
  return router;
}
