import { Router } from "express";
import type { Db } from "../../db/client";
import type { Jobs } from "../../pipeline/orchestrator";
import { documentApprovalRoutes, projectApprovalRoutes, srsApprovalRoutes } from "./approval";
import { documentRoutes, srsDocumentRoutes } from "./by-id";
import { generationRoutes } from "./generation";
import { documentListRoutes } from "./lists";

/**
 * Every document route (delivery.md §7 Documents, platform.md's trigger-architecture, and the versions, diff,
 * jobs and traceability routes of K2–K4), as three routers for the app to mount.
 */
export function documentRouters(deps: { db: Db; jobs: Jobs; waitMs?: number }): {
  /** Under /api/projects. */
  projects: Router;
  /** Under /api/srs-documents. */
  srsDocuments: Router;
  /** Under /api/documents. */
  documents: Router;
} {
  const projects = Router();
  projects.use(documentListRoutes(deps));
  projects.use(generationRoutes(deps));
  projects.use(projectApprovalRoutes(deps));
  const srsDocuments = Router();
  srsDocuments.use(srsDocumentRoutes(deps));
  srsDocuments.use(srsApprovalRoutes(deps));
  const documents = Router();
  documents.use(documentRoutes(deps));
  documents.use(documentApprovalRoutes(deps));
  return { projects, srsDocuments, documents };
}
