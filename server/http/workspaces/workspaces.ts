import crypto from "node:crypto";
import { Router } from "express";
import {
  launchWorkspaceSchema,
  type WorkspaceList,
  type WorkspaceProviders,
} from "../../../domain/api/workspaces";
import type { Db } from "../../db/client";
import { listGeneratedFiles } from "../../db/queries/code";
import { getWorkspaceForOwner, listWorkspaces } from "../../db/queries/workspaces";
import { launchWorkspace, presentWorkspace } from "../../services/workspaces";
import { availableProviders, stackBlitzForm, type WorkspacesConfig } from "../../workspaces/providers";
import { currentUser } from "../auth-context";
import { AppError } from "../errors";
import { ownedProject } from "../projects/access";
import { parsed, validate } from "../validate";

interface Deps {
  db: Db;
  config: WorkspacesConfig;
}

/** GET /api/workspace-providers: the providers this server offers (delivery.md §7). */
export function workspaceProviderRoutes({ config }: Deps): Router {
  const router = Router();
  router.get("/", (_req, res) => {
    const body: WorkspaceProviders = { providers: availableProviders(config) };
    res.json(body);
  });
  return router;
}

/** GET /api/projects/{id}/workspaces and POST /api/projects/{id}/launch-workspace. Owner only. */
export function workspaceProjectRoutes({ db, config }: Deps): Router {
  const router = Router();
  router.get("/:id/workspaces", async (req, res) => {
    const project = await ownedProject(db, req);
    const body: WorkspaceList = {
      workspaces: (await listWorkspaces({ db, projectId: project.id })).map(presentWorkspace),
    };
    res.json(body);
  });
  router.post("/:id/launch-workspace", validate("body", launchWorkspaceSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input = parsed(res.locals, "body", launchWorkspaceSchema);
    const aborted = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    res.json(await launchWorkspace({ db, config, project, input, signal: aborted.signal }));
  });
  return router;
}

/** GET /api/workspaces/{id}/stackblitz: the page that posts the app's files to StackBlitz. Owner only. */
export function workspaceRoutes({ db, config }: Deps): Router {
  const router = Router();
  router.get("/:workspaceId/stackblitz", async (req, res) => {
    const id = Number(req.params.workspaceId);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new AppError("bad_request:workspace", "The workspace id must be a positive whole number");
    const found = await getWorkspaceForOwner({ db, id, ownerId: currentUser(req).id });
    if (!found || found.workspace.provider !== "stackblitz")
      throw new AppError("not_found:workspace", "Workspace not found");
    if (!config.stackblitz)
      throw new AppError("conflict:workspace", "StackBlitz is no longer configured on this server");
    const files = await listGeneratedFiles({ db, projectId: found.workspace.projectId });
    const nonce = crypto.randomBytes(16).toString("base64");
    const html = stackBlitzForm(config.stackblitz, {
      title: found.projectName,
      description: found.description,
      files: files.map((f) => ({ path: f.path, content: f.content })),
    }).replace("__NONCE__", nonce);
    res.setHeader(
      "Content-Security-Policy",
      `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${new URL(config.stackblitz.baseUrl).origin}; base-uri 'none'; frame-ancestors 'none'`,
    );
    res.type("html").send(html);
  });
  return router;
}
