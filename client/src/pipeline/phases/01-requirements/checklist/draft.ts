import type { SaveChecklistInput } from "@domain/api/checklist";
import { withCompletion, type ChecklistQuestion, type ChecklistSection } from "@domain/rules/checklist";

type QuestionInput = SaveChecklistInput["sections"][number]["questions"][number];
/** An answer as the client sends it; `null` clears the stored answer. */
export type AnswerValue = NonNullable<QuestionInput["answer"]> | null;
/** Edits not saved yet, by question id. */
export type PendingAnswers = Readonly<Record<string, AnswerValue>>;

/** The sections as the user sees them: the saved answers with unsaved edits on top, completion recomputed. */
export function applyPending(
  sections: readonly ChecklistSection[],
  pending: PendingAnswers,
): ChecklistSection[] {
  const apply = (q: ChecklistQuestion): ChecklistQuestion => ({
    ...q,
    answer: Object.hasOwn(pending, q.id) ? (pending[q.id] ?? undefined) : q.answer,
    followUp: q.followUp?.map(apply),
  });
  return withCompletion(sections.map((s) => ({ ...s, questions: s.questions.map(apply) })));
}

/**
 * The PUT body's sections: only the edited questions (with their parents when a follow-up changed), so answers
 * filled meanwhile elsewhere (the chat) are kept by the server.
 */
export function savePayload(
  sections: readonly ChecklistSection[],
  pending: PendingAnswers,
): SaveChecklistInput["sections"] {
  const pick = (q: ChecklistQuestion): QuestionInput | null => {
    const followUp = (q.followUp ?? []).map(pick).filter((f): f is QuestionInput => f !== null);
    const edited = Object.hasOwn(pending, q.id);
    if (!edited && followUp.length === 0) return null;
    return { id: q.id, ...(edited && { answer: pending[q.id] }), ...(followUp.length > 0 && { followUp }) };
  };
  return sections
    .map((s) => ({
      id: s.id,
      questions: s.questions.map(pick).filter((q): q is QuestionInput => q !== null),
    }))
    .filter((s) => s.questions.length > 0);
}

/** The edits left after a save: those changed again while it was under way. */
export function withoutSaved(pending: PendingAnswers, sent: PendingAnswers): PendingAnswers {
  return Object.fromEntries(
    Object.entries(pending).filter(([id, answer]) => !Object.hasOwn(sent, id) || sent[id] !== answer),
  );
}
