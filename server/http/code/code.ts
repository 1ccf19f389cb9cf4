import { Router, type Request } from "express";
import { executePassSchema, generateCodeSchema, updateCodeFileSchema } from "../../../domain/api/code";
import { projectIdParamSchema } from "../../../domain/api/projects";
import type { Db } from "../../db/client";
import type { Jobs } from "../../pipeline/orchestrator";
import { executePass, generateCode, type CodeSettings } from "../../services/code";
import { implementationAnalysis, multiPassAnalysis } from "../../services/code-analysis";
import { listCodeFiles, ownedCodeFile, saveCodeFileEdit } from "../../services/code-files";
import { currentUser } from "../auth-context";
import { AppError, zodMessage } from "../errors";
import { ownedProject } from "../projects/access";
import { parsed, validate } from "../validate";

interface Deps {
  db: Db;
  jobs: Jobs;
  settings: CodeSettings;
  waitMs?: number;
}

/** A positive decimal id from a path parameter or the query (same rules as project ids). */
function idFrom(value: unknown, what: string): number {
  const result = projectIdParamSchema.safeParse({ id: value });
  if (!result.success)
    throw new AppError(
      "bad_request:api",
      zodMessage(result.error).replace(/^id: /, "").replace("Project id", what),
    );
  return Number(result.data.id);
}

/** Code generation and analysis under /api/projects/{id} (delivery.md §7). Owner only. */
export function codeProjectRoutes(deps: Deps): Router {
  const { db, jobs, settings, waitMs } = deps;
  const router = Router();

  // generate-code-v3 is the same generator (the spec's v3 and v4 variants both write the app).
  for (const route of ["/:id/generate-code-v4", "/:id/generate-code-v3"]) {
    router.post(route, validate("body", generateCodeSchema), async (req, res) => {
      const project = await ownedProject(db, req);
      const input = parsed(res.locals, "body", generateCodeSchema);
      const { status, body } = await generateCode({
        db,
        jobs,
        project,
        settings,
        overwriteUserEdits: input.overwriteUserEdits ?? false,
        waitMs,
      });
      res.status(status).json(body);
    });
  }

  router.post("/:id/execute-pass", validate("body", executePassSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input = parsed(res.locals, "body", executePassSchema);
    const { status, body } = await executePass({
      db,
      jobs,
      project,
      settings,
      passNumber: input.passNumber,
      overwriteUserEdits: input.overwriteUserEdits ?? false,
      waitMs,
    });
    res.status(status).json(body);
  });

  router.get("/:id/multi-pass-analysis", async (req, res) => {
    const project = await ownedProject(db, req);
    res.json(await multiPassAnalysis(db, project, settings));
  });

  router.get("/:id/implementation-analysis", async (req, res) => {
    const project = await ownedProject(db, req);
    res.json(await implementationAnalysis(db, project, settings));
  });
  return router;
}

/** /api/generated-code-files: the files of a project's app, one file's edit and download. Owner only. */
export function codeFileRoutes(deps: Deps): Router {
  const { db, jobs, settings } = deps;
  const router = Router();

  router.get("/", async (req: Request, res) => {
    if (req.query.projectId === undefined) throw new AppError("bad_request:api", "projectId is required");
    const projectId = idFrom(req.query.projectId, "projectId");
    const project = await ownedProject(db, {
      ...req,
      params: { id: String(projectId) },
    } as unknown as Request);
    res.json(await listCodeFiles(db, project));
  });

  router.put("/:fileId", validate("body", updateCodeFileSchema), async (req, res) => {
    const fileId = idFrom(req.params.fileId, "File id");
    const input = parsed(res.locals, "body", updateCodeFileSchema);
    res.json(
      await saveCodeFileEdit({
        db,
        jobs,
        settings,
        fileId,
        ownerId: currentUser(req).id,
        content: input.content,
      }),
    );
  });

  router.get("/:fileId/download", async (req, res) => {
    const fileId = idFrom(req.params.fileId, "File id");
    const { file } = await ownedCodeFile(db, fileId, currentUser(req).id);
    const name = file.path.split("/").pop() ?? "file.txt";
    const ascii = name.replace(/[^A-Za-z0-9._-]/g, "_");
    res
      .status(200)
      .set({
        "Content-Type": "application/octet-stream",
        "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        "Cache-Control": "no-store",
      })
      .send(Buffer.from(file.content, "utf8"));
  });
  return router;
}
