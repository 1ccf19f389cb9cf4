import { Router } from "express";
import {
  createProjectSchema,
  updateProjectSchema,
  type CreateProjectInput,
  type UpdateProjectInput,
} from "../../../domain/api/projects";
import { placeholderDescription } from "../../../domain/rules/project-snapshot";
import type { Db } from "../../db/client";
import { createProject, deleteProject, listProjectsByOwner, updateProject } from "../../db/queries/projects";
import { presentProject } from "../../presenters/project";
import { currentUser } from "../auth-context";
import { AppError } from "../errors";
import { validate } from "../validate";
import { ownedProject } from "./access";

/** /api/projects: the signed-in user's own projects only. */
export function projectRoutes(deps: { db: Db; now?: () => Date }): Router {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const router = Router();

  router.get("/", async (req, res) => {
    const rows = await listProjectsByOwner({ db, ownerId: currentUser(req).id });
    res.json(rows.map(presentProject));
  });

  router.post("/", validate("body", createProjectSchema), async (req, res) => {
    const input: CreateProjectInput = res.locals.body;
    // An empty description keeps the placeholder that marks a project as not yet defined (workflow page).
    const description = input.description || placeholderDescription(now());
    const row = await createProject({ db, ownerId: currentUser(req).id, name: input.name, description });
    res.status(201).json(presentProject(row));
  });

  router.get("/:id", async (req, res) => {
    res.json(presentProject(await ownedProject(db, req)));
  });

  router.patch("/:id", validate("body", updateProjectSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input: UpdateProjectInput = res.locals.body;
    const row = await updateProject({ db, id: project.id, ownerId: project.ownerId, changes: input });
    if (!row) throw new AppError("not_found:project", "Project not found");
    res.json(presentProject(row));
  });

  router.delete("/:id", async (req, res) => {
    const project = await ownedProject(db, req);
    await deleteProject({ db, id: project.id, ownerId: project.ownerId });
    res.json({ ok: true, id: project.id });
  });

  return router;
}
