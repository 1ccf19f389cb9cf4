import { Router, type Response } from "express";
import {
  approveCurrentDocumentSchema,
  approveDocumentSchema,
  type ApprovalResult,
  type ApproveCurrentDocumentInput,
  type ApproveDocumentInput,
  type DocumentKind,
} from "../../../domain/api/documents";
import type { Db } from "../../db/client";
import { listDocumentsByProject } from "../../db/queries/documents";
import type { DocumentRow, ProjectRow } from "../../db/schema";
import { currentOfKind } from "../../pipeline/documents/lineage";
import { approveDocument, unapproveDocument, type Jobs } from "../../pipeline/orchestrator";
import { presentDocument } from "../../presenters/document";
import { presentJob } from "../../presenters/job";
import { DOCUMENT_NOT_FOUND_MESSAGE, ownedDocument } from "../../services/documents";
import { currentUser } from "../auth-context";
import { AppError } from "../errors";
import { ownedProject } from "../projects/access";
import { validate } from "../validate";
import { documentFromPath } from "./access";

const KIND_NAMES: Readonly<Record<DocumentKind, string>> = {
  srs: "an SRS",
  system_design: "a system design",
  technical: "a technical document",
};

function expectKind(document: DocumentRow, kind: DocumentKind): void {
  if (document.kind !== kind)
    throw new AppError("bad_request:document", `Document ${document.id} is not ${KIND_NAMES[kind]}`);
}

async function approveAndAnswer(db: Db, jobs: Jobs, documentId: number, res: Response): Promise<void> {
  const { document, job } = await approveDocument({ db, jobs, documentId });
  const rows = await listDocumentsByProject({ db, projectId: document.projectId });
  const body: ApprovalResult = {
    document: presentDocument(document, rows),
    job: job ? presentJob(job) : null,
  };
  res.json(body);
}

/** The project's document named in the body: another project's (or another user's) is a 404. */
async function documentOfProject(db: Db, userId: number, project: ProjectRow, documentId: number) {
  const { document } = await ownedDocument({ db, userId, documentId });
  if (document.projectId !== project.id) throw new AppError("not_found:document", DOCUMENT_NOT_FOUND_MESSAGE);
  return document;
}

const PROJECT_APPROVALS: readonly { path: string; kind: DocumentKind }[] = [
  { path: "/:id/approve-srs", kind: "srs" },
  { path: "/:id/approve-system-design", kind: "system_design" },
  { path: "/:id/approve-technical-doc", kind: "technical" },
];

/**
 * Approval routes under /api/projects/{id} (body `{documentId}`, which must be a document of that project and
 * kind) and the alternative /system-design/approve (documentId optional: the current design).
 */
export function projectApprovalRoutes(deps: { db: Db; jobs: Jobs }): Router {
  const { db, jobs } = deps;
  const router = Router();
  for (const { path, kind } of PROJECT_APPROVALS) {
    router.post(path, validate("body", approveDocumentSchema), async (req, res) => {
      const project = await ownedProject(db, req);
      const input: ApproveDocumentInput = res.locals.body;
      const document = await documentOfProject(db, currentUser(req).id, project, input.documentId);
      expectKind(document, kind);
      await approveAndAnswer(db, jobs, document.id, res);
    });
  }

  router.post(
    "/:id/system-design/approve",
    validate("body", approveCurrentDocumentSchema),
    async (req, res) => {
      const project = await ownedProject(db, req);
      const input: ApproveCurrentDocumentInput = res.locals.body;
      let document: DocumentRow | undefined;
      if (input.documentId === undefined) {
        const rows = await listDocumentsByProject({ db, projectId: project.id, kind: "system_design" });
        document = currentOfKind(rows, "system_design");
        if (!document) throw new AppError("not_found:document", "There is no system design to approve");
      } else {
        document = await documentOfProject(db, currentUser(req).id, project, input.documentId);
        expectKind(document, "system_design");
      }
      await approveAndAnswer(db, jobs, document.id, res);
    },
  );
  return router;
}

/** POST /api/srs-documents/{id}/approve: approve and sign off (the checklist becomes signed_off). */
export function srsApprovalRoutes(deps: { db: Db; jobs: Jobs }): Router {
  const { db, jobs } = deps;
  const router = Router();
  router.post("/:documentId/approve", async (req, res) => {
    const { document } = await documentFromPath(db, req);
    expectKind(document, "srs");
    await approveAndAnswer(db, jobs, document.id, res);
  });
  return router;
}

/**
 * POST /api/documents/{id}/unapprove: undoes the approval while nothing has been generated from it (owner only,
 * like approve; 409 saying what has started, or that the document is not approved). Answers as approve does.
 */
export function documentApprovalRoutes(deps: { db: Db }): Router {
  const { db } = deps;
  const router = Router();
  router.post("/:documentId/unapprove", async (req, res) => {
    const { document: found } = await documentFromPath(db, req);
    const document = await unapproveDocument({ db, documentId: found.id });
    const rows = await listDocumentsByProject({ db, projectId: document.projectId });
    const body: ApprovalResult = { document: presentDocument(document, rows), job: null };
    res.json(body);
  });
  return router;
}
