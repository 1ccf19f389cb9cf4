import { EMBEDDED } from "../../domain/api/ai";
import { REQUIREMENTS_AI, type ChatMessage } from "../../domain/api/requirements";
import type { ServerMessage } from "../../domain/events";
import type { Db } from "../db/client";
import { getConversationState, saveConversationState } from "../db/queries/conversations";
import { insertMessage, listMessagesByConversation } from "../db/queries/messages";
import type { ProjectRow, RequirementRow } from "../db/schema";
import { AppError, describeInternal } from "../http/errors";
import { log } from "../logger";
import type { RequirementsAgent } from "../pipeline/phases/01-requirements/agent";
import { presentMessage } from "../presenters/message";
import { getOrCreateChecklist, mergeChecklistAnswers } from "./checklist";
import { recordRequirements, requirementFacts } from "./requirements";

/** The reply stored and sent when the agent fails, so the client never waits on the typing indicator forever. */
/** The least time between two chat_partial messages of one reply. */
export const PARTIAL_INTERVAL_MS = 80;

export const TURN_FAILED_REPLY = "Sorry, I could not process your message just now. Please try again.";
export const ONLY_REQUIREMENTS_AI = "Only the Requirements AI takes chat messages in this version.";

const chains = new WeakMap<Db, Map<number, Promise<unknown>>>();

/**
 * Runs `work` after every earlier piece of work for the same project (and database) has settled: turns of one
 * project are processed one at a time, in arrival order, whether they come over the socket or HTTP. In-process
 * only; several app servers would need a database lock instead.
 */
export function serializePerProject<T>(db: Db, projectId: number, work: () => Promise<T>): Promise<T> {
  let byProject = chains.get(db);
  if (!byProject) {
    byProject = new Map();
    chains.set(db, byProject);
  }
  const previous = byProject.get(projectId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  byProject.set(projectId, tail);
  void tail.then(() => {
    if (byProject.get(projectId) === tail) byProject.delete(projectId);
  });
  return run;
}

/** Stores the agent's greeting when the conversation has no messages yet; call inside the project's chain. */
async function ensureGreeting(db: Db, agent: RequirementsAgent, project: ProjectRow, aiAgent: string) {
  const rows = await listMessagesByConversation({ db, projectId: project.id, aiAgent });
  if (rows.length > 0 || aiAgent !== REQUIREMENTS_AI) return rows;
  const greeting = agent.greeting({ name: project.name, description: project.description });
  return [await insertMessage({ db, projectId: project.id, aiAgent, role: "ai", content: greeting })];
}

/**
 * A conversation's messages, oldest first. The Requirements AI's conversation starts with its greeting, which is
 * stored the first time the conversation is fetched or messaged (whichever comes first), so it keeps one id and
 * one time across reloads. Other assistants have no chat yet: their conversation is what is stored (empty).
 */
export async function getConversation({
  db,
  agent,
  project,
  aiAgent,
}: {
  db: Db;
  agent: RequirementsAgent;
  project: ProjectRow;
  aiAgent: string;
}): Promise<ChatMessage[]> {
  const rows = await listMessagesByConversation({ db, projectId: project.id, aiAgent });
  if (rows.length > 0 || aiAgent !== REQUIREMENTS_AI) return rows.map(presentMessage);
  const seeded = await serializePerProject(db, project.id, () => ensureGreeting(db, agent, project, aiAgent));
  return seeded.map(presentMessage);
}

export interface ChatTurnResult {
  userMessage: ChatMessage;
  reply: ChatMessage;
  /** Requirements recorded by this turn (empty when the agent failed or found none). */
  requirements: RequirementRow[];
}

/**
 * One chat turn with the Requirements AI: stores the user's message, tells the room the assistant is typing,
 * lets the agent answer from the stored history, checklist answers, requirements and interview state, then
 * stores what the turn found (answers, requirements, state, reply) in one transaction and tells the room.
 * If the agent fails, an apology is stored and sent instead, and the error is logged.
 */
export function handleChatMessage(input: {
  db: Db;
  agent: RequirementsAgent;
  project: ProjectRow;
  aiAgent: string;
  message: string;
  emit: (message: ServerMessage) => void;
}): Promise<ChatTurnResult> {
  if (input.aiAgent !== REQUIREMENTS_AI)
    return Promise.reject(new AppError("bad_request:conversation", ONLY_REQUIREMENTS_AI));
  return serializePerProject(input.db, input.project.id, () => runTurn(input));
}

async function runTurn({
  db,
  agent,
  project,
  aiAgent,
  message,
  emit,
}: Parameters<typeof handleChatMessage>[0]): Promise<ChatTurnResult> {
  const projectId = project.id;
  const history = await ensureGreeting(db, agent, project, aiAgent);
  const userRow = await insertMessage({ db, projectId, aiAgent, role: "user", content: message });
  const userMessage = presentMessage(userRow);
  emit({ type: "chat_message_saved", data: { message: userMessage, projectId } });
  emit({ type: "ai_typing", data: { projectId, aiAgent } });

  let outcome: { reply: ChatMessage; recorded: RequirementRow[]; merged: boolean };
  try {
    const [checklist, existing, state] = await Promise.all([
      getOrCreateChecklist({ db, agent, project }),
      requirementFacts({ db, projectId }),
      getConversationState({ db, projectId, aiAgent }),
    ]);
    let lastPartial = 0;
    const turn = await agent.turn({
      project: { id: project.id, name: project.name, description: project.description },
      message,
      history: history.map((row) => ({ role: row.role, content: row.content })),
      answers: checklist.answers,
      existing,
      state,
      onPartialReply: (text) => {
        // A few updates a second are enough to read along; chat_response carries the whole reply.
        const now = Date.now();
        if (now - lastPartial < PARTIAL_INTERVAL_MS) return;
        lastPartial = now;
        emit({ type: "chat_partial", data: { projectId, aiAgent, text } });
      },
    });
    outcome = await db.transaction(async (tx) => {
      const merged = Object.keys(turn.answers).length > 0;
      if (merged)
        await mergeChecklistAnswers({
          db: tx,
          agent,
          project,
          answers: turn.answers,
          replace: turn.replaced ?? [],
        });
      const recorded = await recordRequirements({
        db: tx,
        projectId,
        found: turn.requirements,
        source: "chat",
        sourceRef: String(userRow.id),
      });
      await saveConversationState({ db: tx, projectId, aiAgent, state: turn.state });
      const replyRow = await insertMessage({
        db: tx,
        projectId,
        aiAgent,
        role: "ai",
        content: turn.reply,
        generatedBy: turn.generatedBy ?? EMBEDDED,
      });
      return { reply: presentMessage(replyRow), recorded, merged };
    });
  } catch (err) {
    log.error("chat turn failed", { projectId, messageId: userRow.id, error: describeInternal(err) });
    const replyRow = await insertMessage({ db, projectId, aiAgent, role: "ai", content: TURN_FAILED_REPLY });
    outcome = { reply: presentMessage(replyRow), recorded: [], merged: false };
  }

  emit({ type: "chat_response", data: { message: outcome.reply, projectId } });
  if (outcome.recorded.length > 0) emit({ type: "requirements.changed", data: { projectId } });
  if (outcome.merged) emit({ type: "checklist.changed", data: { projectId } });
  return { userMessage, reply: outcome.reply, requirements: outcome.recorded };
}
