import { sectionsWithAnswers } from "../../../../domain/checklist/question-bank";
import { isFollowUpVisible, type ChecklistQuestion } from "../../../../domain/rules/checklist";

/**
 * The questions the user currently sees, with their answers, in the order the checklist shows them: each
 * question followed by its follow-ups while they are visible (domain/rules/checklist.ts decides when).
 */
export function visibleQuestions(answers: Readonly<Record<string, unknown>>): ChecklistQuestion[] {
  const result: ChecklistQuestion[] = [];
  const visit = (question: ChecklistQuestion) => {
    result.push(question);
    if (isFollowUpVisible(question)) question.followUp?.forEach(visit);
  };
  sectionsWithAnswers(answers).forEach((section) => section.questions.forEach(visit));
  return result;
}
