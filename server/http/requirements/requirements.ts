import { Router, type Request } from "express";
import { updateRequirementSchema, type UpdateRequirementInput } from "../../../domain/api/requirements";
import type { ChatTurnLimit } from "../../auth/rate-limit";
import type { Db } from "../../db/client";
import {
  deleteRequirement,
  getRequirementById,
  listRequirementsByProject,
  updateRequirement,
} from "../../db/queries/requirements";
import type { RequirementsAgent } from "../../pipeline/phases/01-requirements/agent";
import { presentRequirement } from "../../presenters/requirement";
import { roomsFor } from "../../realtime/rooms";
import { getConversation, handleChatMessage } from "../../services/chat";
import { currentUser } from "../auth-context";
import { AppError, rateLimited, zodMessage } from "../errors";
import { ownedProject } from "../projects/access";
import { validate } from "../validate";
import {
  aiAgentParamSchema,
  postMessageSchema,
  requirementIdParamSchema,
  type PostMessageInput,
} from "./schema";

function requirementIdOf(req: Request): number {
  const parsed = requirementIdParamSchema.safeParse(req.params);
  if (!parsed.success)
    throw new AppError("bad_request:requirement", zodMessage(parsed.error).replace(/^requirementId: /, ""));
  return parsed.data.requirementId;
}

function aiAgentOf(req: Request): string {
  const parsed = aiAgentParamSchema.safeParse(req.params);
  if (!parsed.success)
    throw new AppError("bad_request:conversation", zodMessage(parsed.error).replace(/^aiAgent: /, ""));
  return parsed.data.aiAgent;
}

/**
 * /api/projects/{id}/requirements and /conversations/{aiAgent}: owner only (another user's project is a 404).
 * `agent` defaults to the embedded Requirements AI when the app does not pass its own.
 */
export function requirementRoutes(deps: {
  db: Db;
  agent: RequirementsAgent;
  /** Shared with the socket's chat_message, so both ways into a turn count against one limit. */
  chatTurns: ChatTurnLimit;
}): Router {
  const { db } = deps;
  const agent = () => deps.agent;
  const router = Router();

  router.get("/:id/requirements", async (req, res) => {
    const project = await ownedProject(db, req);
    const rows = await listRequirementsByProject({ db, projectId: project.id });
    res.json(rows.map(presentRequirement));
  });

  router.patch(
    "/:id/requirements/:requirementId",
    validate("body", updateRequirementSchema),
    async (req, res) => {
      const project = await ownedProject(db, req);
      const id = requirementIdOf(req);
      const changes: UpdateRequirementInput = res.locals.body;
      const row = await updateRequirement({ db, projectId: project.id, id, changes });
      if (!row) throw new AppError("not_found:requirement", "Requirement not found");
      roomsFor(db).broadcast(project.id, { type: "requirements.changed", data: { projectId: project.id } });
      res.json(presentRequirement(row));
    },
  );

  router.delete("/:id/requirements/:requirementId", async (req, res) => {
    const project = await ownedProject(db, req);
    const id = requirementIdOf(req);
    const existing = await getRequirementById({ db, projectId: project.id, id });
    if (!existing || !(await deleteRequirement({ db, projectId: project.id, id })))
      throw new AppError("not_found:requirement", "Requirement not found");
    roomsFor(db).broadcast(project.id, { type: "requirements.changed", data: { projectId: project.id } });
    res.json({ ok: true, id, code: existing.code });
  });

  router.get("/:id/conversations/:aiAgent", async (req, res) => {
    const project = await ownedProject(db, req);
    const aiAgent = aiAgentOf(req);
    const messages = await getConversation({ db, agent: agent(), project, aiAgent });
    res.json({ projectId: project.id, aiAgent, messages });
  });

  /** The HTTP fallback of the socket's chat_message: same turn, same room events; answers when the turn is done. */
  router.post(
    "/:id/conversations/:aiAgent/messages",
    validate("body", postMessageSchema),
    async (req, res) => {
      const project = await ownedProject(db, req);
      const aiAgent = aiAgentOf(req);
      const input: PostMessageInput = res.locals.body;
      const wait = deps.chatTurns.take(currentUser(req).id, project.id);
      if (wait) throw rateLimited("rate_limited:conversation", "messages", wait);
      const rooms = roomsFor(db);
      const result = await handleChatMessage({
        db,
        agent: agent(),
        project,
        aiAgent,
        message: input.message,
        emit: (event) => rooms.broadcast(project.id, event),
      });
      res.status(201).json({
        userMessage: result.userMessage,
        reply: result.reply,
        requirements: result.requirements.map(presentRequirement),
      });
    },
  );

  return router;
}
