/**
 * Requirements checklist rules (delivery.md §2.1, §4.2, §5): what counts as an answer, when follow-ups show,
 * and when sections and the checklist are complete.
 */
export type ChecklistQuestionType = "text" | "select" | "multiselect" | "boolean" | "number";

export interface ChecklistQuestion {
  id: string;
  text: string;
  type: ChecklistQuestionType;
  required: boolean;
  options?: string[];
  answer?: unknown;
  followUp?: ChecklistQuestion[];
}

export interface ChecklistSection {
  id: string;
  title: string;
  description: string;
  completed: boolean;
  questions: ChecklistQuestion[];
}

export const NO_AUTHENTICATION_NEEDED = "No authentication needed";
export const NO_INTEGRATIONS_NEEDED = "No integrations needed";
export const EXPECTING_SIGNIFICANT_GROWTH = "Yes, expecting significant growth";
export const PREFER_PHASED_DELIVERY = "Yes, prefer phased delivery with multiple releases";
export const CHECKLIST_INCOMPLETE_MESSAGE =
  "Please complete all sections before generating the SRS document.";

/**
 * An answer is non-empty, non-null and defined (delivery.md §4.2). Blank text and an empty selection are not
 * answers; `false` and `0` are. NaN, what an unparsable number field yields, is not.
 */
export function isAnswered(answer: unknown): boolean {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === "string") return answer.trim().length > 0;
  if (typeof answer === "number") return !Number.isNaN(answer);
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/** A single-choice answer, or a multiselect holding only that option. */
function answerIs(answer: unknown, option: string): boolean {
  if (Array.isArray(answer)) return answer.length === 1 && answer[0] === option;
  return answer === option;
}

/** The parents whose follow-ups need a particular answer (delivery.md §4.2); all others need any answer. */
const FOLLOW_UP_CONDITIONS: Record<string, (answer: unknown) => boolean> = {
  "user-authentication": (answer) => !answerIs(answer, NO_AUTHENTICATION_NEEDED),
  integrations: (answer) => !answerIs(answer, NO_INTEGRATIONS_NEEDED),
  scalability: (answer) => answerIs(answer, EXPECTING_SIGNIFICANT_GROWTH),
  "phased-delivery": (answer) => answerIs(answer, PREFER_PHASED_DELIVERY),
};

/** Whether a question's follow-ups are shown: its answer exists and is meaningful (delivery.md §4.2). */
export function isFollowUpVisible(parent: ChecklistQuestion): boolean {
  if (!isAnswered(parent.answer)) return false;
  const condition = FOLLOW_UP_CONDITIONS[parent.id];
  return condition === undefined || condition(parent.answer);
}

/** Whether a question, and each of its follow-ups while visible, has an answer wherever one is required. */
function isQuestionSatisfied(question: ChecklistQuestion): boolean {
  if (question.required && !isAnswered(question.answer)) return false;
  if (!isFollowUpVisible(question)) return true;
  return (question.followUp ?? []).every(isQuestionSatisfied);
}

/**
 * A section is completed when every required question in it is answered (delivery.md §4.2). Decision: a
 * required follow-up counts while it is visible, since the user sees it asked; hidden follow-ups never count.
 */
export function isSectionCompleted(section: Pick<ChecklistSection, "questions">): boolean {
  return section.questions.every(isQuestionSatisfied);
}

/** The checklist can be marked complete only when every section is; an empty checklist cannot (§4.2, §5). */
export function canCompleteChecklist(sections: readonly Pick<ChecklistSection, "questions">[]): boolean {
  return sections.length > 0 && sections.every(isSectionCompleted);
}

/** The sections with each `completed` flag recomputed from the answers, ignoring any stored value. */
export function withCompletion<T extends ChecklistSection>(sections: readonly T[]): T[] {
  return sections.map((section) => ({ ...section, completed: isSectionCompleted(section) }));
}

/** Number answers are parsed as floating-point numbers (delivery.md §2.1); blank or unparsable input is none. */
export function parseNumberAnswer(input: string): number | undefined {
  const value = Number.parseFloat(input);
  return Number.isNaN(value) ? undefined : value;
}
