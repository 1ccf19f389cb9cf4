import { Router, type Request } from "express";
import {
  startDeploymentSchema,
  type DeploymentList,
  type DeploymentSettings,
} from "../../../domain/api/deployments";
import { previewBlockedReason } from "../../../domain/rules/preview-host";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { DeploymentSupervisor } from "../../deploy/supervisor";
import { presentDeployment } from "../../presenters/deployment";
import { measuredIsolation } from "../../runtime/isolation";
import { currentUser } from "../auth-context";
import { AppError } from "../errors";
import { ownedProject } from "../projects/access";
import { parsed, validate } from "../validate";

interface Deps {
  db: Db;
  supervisor: DeploymentSupervisor;
  preview: Config["preview"];
}

export const NO_DEPLOYMENT_MESSAGE = "No deployment of this project yet";

/**
 * Why this request may not frame or link previews: the browser sent it to the preview's host name, so the preview
 * would get the product's cookies (req.host is the browser's Host, or X-Forwarded-Host under TRUST_PROXY).
 */
const blockedFor = (req: Request, preview: Config["preview"]): string | null =>
  previewBlockedReason(preview.host, req.host);

/**
 * /api/deployments (delivery.md §7, platform.md §2): the signed-in user's deployments, one project's deployment,
 * start and stop. Owner only: another user's project answers the same 404 as a missing one.
 */
export function deploymentRoutes({ db, supervisor, preview }: Deps): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    const rows = await supervisor.listForOwner(currentUser(req).id);
    const body: DeploymentList = {
      deployments: rows.map(({ deployment, projectName }) => ({
        ...presentDeployment(
          deployment,
          blockedFor(req, preview),
          supervisor.sampleData(deployment.projectId),
        ),
        projectName,
      })),
    };
    res.json(body);
  });

  router.get("/:id", async (req, res) => {
    const project = await ownedProject(db, req);
    const row = await supervisor.get(project.id);
    // No deployment yet is a state every new project is in, not an error: the answer is null (an empty state).
    res.json(
      row ? presentDeployment(row, blockedFor(req, preview), supervisor.sampleData(project.id)) : null,
    );
  });

  router.post("/:id/start", validate("body", startDeploymentSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input = parsed(res.locals, "body", startDeploymentSchema);
    const row = await supervisor.start(project, input);
    res.status(202).json(presentDeployment(row, blockedFor(req, preview), supervisor.sampleData(project.id)));
  });

  router.post("/:id/stop", async (req, res) => {
    const project = await ownedProject(db, req);
    const row = await supervisor.stop(project.id);
    if (!row) throw new AppError("not_found:deployment", NO_DEPLOYMENT_MESSAGE);
    res.json(presentDeployment(row, blockedFor(req, preview)));
  });

  return router;
}

/** GET /api/deployment-settings: how previews are served on this server (the deployment manager's Settings tab). */
export function deploymentSettingsRoutes({ preview }: Pick<Deps, "preview">): Router {
  const router = Router();
  router.get("/", (req, res) => {
    const isolation = measuredIsolation();
    const body: DeploymentSettings = {
      previewHost: preview.host,
      previewBlocked: blockedFor(req, preview),
      portRange: { from: preview.ports.from, to: preview.ports.to },
      isolation: isolation?.mechanism ?? null,
      isolationSummary: isolation?.summary ?? null,
      runsGeneratedCode: isolation?.runsGeneratedCode ?? null,
    };
    res.json(body);
  });
  return router;
}
