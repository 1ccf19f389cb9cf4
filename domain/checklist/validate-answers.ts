import { ANSWER_TEXT_MAX } from "../api/checklist";
import type { ChecklistQuestion } from "../rules/checklist";
import { questionIndex } from "./question-bank";

type Result = { ok: true; answers: Record<string, unknown> } | { ok: false; message: string };

/** Why an answer does not fit its question, or null when it fits. `null`/'' clear an answer. */
export function answerProblem(
  question: Pick<ChecklistQuestion, "type" | "options">,
  answer: unknown,
): string | null {
  if (answer === null || answer === undefined || answer === "") return null;
  switch (question.type) {
    case "text":
      if (typeof answer !== "string") return "must be text";
      return answer.length > ANSWER_TEXT_MAX ? `must be at most ${ANSWER_TEXT_MAX} characters` : null;
    case "number":
      return typeof answer === "number" && Number.isFinite(answer) ? null : "must be a number";
    case "boolean":
      return typeof answer === "boolean" ? null : "must be true or false";
    case "select":
      if (typeof answer !== "string") return "must be one of the offered options";
      return question.options?.includes(answer)
        ? null
        : `"${answer.slice(0, 80)}" is not one of the offered options`;
    case "multiselect": {
      if (!Array.isArray(answer) || !answer.every((a) => typeof a === "string"))
        return "must be a list of the offered options";
      const unknown = answer.find((a) => !question.options?.includes(a));
      if (unknown !== undefined) return `"${String(unknown).slice(0, 80)}" is not one of the offered options`;
      return new Set(answer).size === answer.length ? null : "must not list an option twice";
    }
  }
}

/**
 * Checks answers keyed by question id against the question bank. The first problem becomes a message that
 * names the question, e.g. `Question "performance" (How fast must pages respond?): "Soon" is not one of …`.
 */
export function validateAnswers(answers: Readonly<Record<string, unknown>>): Result {
  const index = questionIndex();
  const clean: Record<string, unknown> = {};
  for (const [id, answer] of Object.entries(answers)) {
    const question = index.get(id);
    if (!question) return { ok: false, message: `Unknown question "${id.slice(0, 100)}"` };
    const problem = answerProblem(question, answer);
    if (problem) return { ok: false, message: `Question "${id}" (${question.text}): answer ${problem}` };
    clean[id] = answer === "" || answer === undefined ? null : answer;
  }
  return { ok: true, answers: clean };
}
