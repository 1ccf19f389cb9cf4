import { REQUIREMENTS_AI } from "../../../../domain/api/requirements";
import type { Llm } from "../../../engines/llm";
import { log } from "../../../logger";
import type { RequirementsAgent, RequirementsTurnOutput } from "./agent";
import { newRequirements } from "./dedupe";
import {
  chatTurnAnswerSchema,
  chatTurnProblems,
  REQUIREMENTS_SYSTEM,
  requirementsTurnPrompt,
} from "./prompt";

/**
 * A chat turn falls back to the embedded engine once the model has said nothing new for this long, so the user
 * has a reply (the model's or a marked fallback) within 30 s of a silent model.
 */
export const CHAT_SILENCE_MS = 25_000;

/**
 * The Requirements AI on the configured model: each chat turn is one structured call (reply, checklist answers,
 * requirements), checked against the question bank; the server numbers the requirements and drops those already
 * recorded. When the model fails or never gives a valid answer, the embedded agent answers the turn and the reply
 * says which engine wrote it and why. The greeting, the data section's suggestions and the checklist's requirements
 * stay the embedded engine's: they are read off the user's own words, not written.
 */
export function createLlmRequirementsAgent(llm: Llm, embedded: RequirementsAgent): RequirementsAgent {
  return {
    name: "llm",
    greeting: (project) => embedded.greeting(project),
    suggestDataEntities: (project) => embedded.suggestDataEntities(project),
    requirementsFromChecklist: (input) => embedded.requirementsFromChecklist(input),
    turn: async (input): Promise<RequirementsTurnOutput> => {
      let streamed = "";
      const result = await llm.structured({
        agent: REQUIREMENTS_AI,
        projectId: input.project.id,
        system: REQUIREMENTS_SYSTEM,
        prompt: requirementsTurnPrompt(input),
        schema: chatTurnAnswerSchema,
        check: chatTurnProblems,
        silenceMs: CHAT_SILENCE_MS,
        onPartial: (partial) => {
          const reply = (partial as { reply?: unknown } | undefined)?.reply;
          if (typeof reply !== "string" || reply === streamed) return;
          streamed = reply;
          input.onPartialReply?.(reply);
        },
      });
      if (!result.ok) {
        log.warn("the model could not answer a chat turn; the embedded engine did", {
          projectId: input.project.id,
          reason: result.reason,
        });
        const turn = await embedded.turn(input);
        return { ...turn, generatedBy: llm.fallback(result.reason) };
      }
      const answer = result.value;
      return {
        reply: answer.reply.trim(),
        answers: Object.fromEntries(answer.answers.map((a) => [a.questionId, a.value])),
        requirements: newRequirements(
          answer.requirements.map((r) => ({ ...r, description: r.description.trim() })),
          input.existing,
        ),
        // The embedded interview's own state is kept as it was, for a turn it may have to answer later.
        state: { ...input.state },
        generatedBy: result.by,
      };
    },
  };
}
