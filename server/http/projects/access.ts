import type { Request } from "express";
import { projectIdParamSchema } from "../../../domain/api/projects";
import type { Db } from "../../db/client";
import { getProjectByIdForOwner } from "../../db/queries/projects";
import type { ProjectRow } from "../../db/schema";
import { currentUser } from "../auth-context";
import { AppError, zodMessage } from "../errors";

/**
 * The project named by `:id` (or another param) when the signed-in user owns it. A missing project and another
 * user's project both answer the same 404, so ids cannot be probed.
 */
export async function ownedProject(db: Db, req: Request, param = "id"): Promise<ProjectRow> {
  const parsedId = projectIdParamSchema.safeParse({ id: req.params[param] });
  if (!parsedId.success)
    throw new AppError("bad_request:project", zodMessage(parsedId.error).replace(/^id: /, ""));
  const project = await getProjectByIdForOwner({ db, id: parsedId.data.id, ownerId: currentUser(req).id });
  if (!project) throw new AppError("not_found:project", "Project not found");
  return project;
}
