import type { Request } from "express";
import type { Db } from "../../db/client";
import type { DocumentRow, ProjectRow } from "../../db/schema";
import { ownedDocument } from "../../services/documents";
import { currentUser } from "../auth-context";
import { AppError, zodMessage } from "../errors";
import { documentIdParamSchema } from "./schema";

/** The `:documentId` of the path, or a 400 naming what is wrong with it. */
export function documentIdOf(req: Request): number {
  const parsed = documentIdParamSchema.safeParse(req.params);
  if (!parsed.success)
    throw new AppError("bad_request:document", zodMessage(parsed.error).replace(/^documentId: /, ""));
  return parsed.data.documentId;
}

/**
 * The document named by `:documentId` with its project, when the signed-in user owns the project; a missing
 * document and another user's answer the same 404.
 */
export async function documentFromPath(
  db: Db,
  req: Request,
): Promise<{ document: DocumentRow; project: ProjectRow }> {
  return ownedDocument({ db, userId: currentUser(req).id, documentId: documentIdOf(req) });
}
