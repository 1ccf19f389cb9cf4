import { z } from "zod";
import { REQUIREMENT_DESCRIPTION_MAX, REQUIREMENT_TYPES } from "../../../../domain/api/requirements";
import { questionIndex } from "../../../../domain/checklist/question-bank";
import { answerProblem as answerProblemFor } from "../../../../domain/checklist/validate-answers";
import { DATA_RULE, dataBlock } from "../../../engines/prompt-data";
import type { RequirementsTurnInput } from "./agent";

/** The conversation the model sees: the latest messages only, so long chats stay within a model's context. */
export const HISTORY_IN_PROMPT = 24;
/** A reply longer than this is not a chat reply. */
export const REPLY_MAX = 4000;

/** What the model answers for one chat turn (ids, codes and sources are the server's). */
export const chatTurnAnswerSchema = z.object({
  reply: z
    .string()
    .describe("Your reply to the user: acknowledge what they said, then ask the next most useful question."),
  answers: z
    .array(
      z.object({
        questionId: z.string().describe("The id of a checklist question"),
        value: z
          .union([z.string(), z.number(), z.boolean(), z.array(z.string())])
          .describe(
            "text, a number, true/false, one option, or a list of options, as the question's type asks",
          ),
      }),
    )
    .describe("Checklist questions the user's latest message answers; empty when it answers none."),
  requirements: z
    .array(
      z.object({
        type: z.enum(REQUIREMENT_TYPES),
        description: z
          .string()
          .describe("One testable requirement, e.g. 'The system shall let members reserve a book.'"),
        priority: z.enum(["must", "should", "could"]),
      }),
    )
    .describe("New requirements the user's latest message states; empty when it states none."),
});
export type ChatTurnAnswer = z.infer<typeof chatTurnAnswerSchema>;

export const REQUIREMENTS_SYSTEM = `You are the Requirements AI of Specwright, an app builder. You interview a user about the application they want,
one question at a time, in plain and friendly English, and you record what they tell you.

Each turn, answer with one JSON object:
- "reply": what you say to the user. Acknowledge what they said in a sentence, then ask the single most useful next
  question (prefer unanswered required checklist questions). Never promise features the user did not ask for.
- "answers": the checklist questions the user's latest message answers, by question id, in the question's type:
  text as a string, number as a number, boolean as true or false, select as exactly one of its options,
  multiselect as a list of its options. Leave out questions the message does not answer.
- "requirements": new requirements the latest message states, each one testable sentence ("The system shall …" for
  functional and non-functional ones, "As a <user>, I want … so that …" for user stories), with a priority. Leave out
  what is already recorded.

${DATA_RULE}`;

/** The turn's prompt: the checklist (questions and answers so far), the requirements so far and the conversation. */
export function requirementsTurnPrompt(input: RequirementsTurnInput): string {
  const questions = [...questionIndex().values()].map((q) => ({
    id: q.id,
    question: q.text,
    type: q.type,
    ...(q.options ? { options: q.options } : {}),
    required: q.required,
    ...(Object.hasOwn(input.answers, q.id) ? { answer: input.answers[q.id] } : {}),
  }));
  const data = {
    project: input.project,
    checklist: questions,
    requirementsSoFar: input.existing.map((r) => ({ id: r.code, type: r.type, description: r.description })),
    conversation: input.history.slice(-HISTORY_IN_PROMPT).map((m) => ({
      from: m.role === "ai" ? "you" : "user",
      text: m.content,
    })),
    latestUserMessage: input.message,
  };
  return `${dataBlock(data)}\n\nAnswer the user's latest message with the JSON object described above.`;
}

/** Problems of an answer beyond its shape: unknown questions, answers that do not fit, empty or oversized text. */
export function chatTurnProblems(answer: ChatTurnAnswer): string[] {
  const problems: string[] = [];
  const index = questionIndex();
  if (!answer.reply.trim()) problems.push('"reply" is empty');
  if (answer.reply.length > REPLY_MAX) problems.push(`"reply" is longer than ${REPLY_MAX} characters`);
  for (const { questionId, value } of answer.answers) {
    const question = index.get(questionId);
    if (!question) {
      problems.push(`answers: there is no checklist question "${questionId.slice(0, 80)}"`);
      continue;
    }
    const problem = answerProblemFor(question, value);
    if (problem) problems.push(`answers: "${questionId}" ${problem}`);
  }
  for (const [i, r] of answer.requirements.entries()) {
    if (!r.description.trim()) problems.push(`requirements[${i}]: the description is empty`);
    if (r.description.length > REQUIREMENT_DESCRIPTION_MAX)
      problems.push(
        `requirements[${i}]: the description is longer than ${REQUIREMENT_DESCRIPTION_MAX} characters`,
      );
  }
  return problems;
}
