import { z } from "zod";
import { ANSWER_TEXT_MAX } from "../../../../domain/api/checklist";
import { questionIndex } from "../../../../domain/checklist/question-bank";
import { validateAnswers } from "../../../../domain/checklist/validate-answers";
import { isAnswered, type ChecklistQuestion } from "../../../../domain/rules/checklist";
import type { FoundRequirement, RequirementsTurnInput, RequirementsTurnOutput } from "./agent";
import { isSkip, parseAnswer } from "./answer-parsing";
import { visibleQuestions } from "./checklist-walk";
import { newRequirements } from "./dedupe";
import { classifySentence, isChatter, splitSentences } from "./extract";
import { checklistDrafts } from "./from-checklist";
import { pickUpAnswers } from "./pickup-answers";
import { composeReply, type Next, type Outcome } from "./reply";
import { NOTES_QUESTION_ID, noteLine, unmatchedParts, withNote } from "./unmatched";

/**
 * The interview's memory between turns, stored by the caller as JSON: where the interview is, the question it
 * asked last (and whether it already asked it twice), and the questions the user chose to skip.
 */
const interviewStateSchema = z.object({
  stage: z.enum(["idea", "checklist", "done"]),
  askedQuestionId: z.string().optional(),
  reasked: z.boolean().optional(),
  skipped: z.array(z.string()),
});
export type InterviewState = z.infer<typeof interviewStateSchema>;

/** The stored state read back; anything unreadable (including the first turn's {}) starts a new interview. */
export function readInterviewState(raw: unknown): InterviewState {
  const parsed = interviewStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : { stage: "idea", skipped: [] };
}

/**
 * Optional questions worth a turn of the interview: those whose answers become requirements. The others stay
 * on the checklist for the user to fill in if they care.
 */
const WORTH_ASKING = new Set([
  "user-roles",
  "account-features",
  "concurrent-users",
  "user-stories",
  "notifications",
  "data-retention",
  "data-export",
  "usability",
  "availability",
  "growth-target",
]);

/** The next question to ask: the first open required one in checklist order, then the first open one worth asking. */
export function nextQuestion(
  answers: Readonly<Record<string, unknown>>,
  skipped: readonly string[],
): ChecklistQuestion | undefined {
  const open = visibleQuestions(answers).filter((q) => !isAnswered(q.answer) && !skipped.includes(q.id));
  return open.find((q) => q.required) ?? open.find((q) => WORTH_ASKING.has(q.id));
}

/** A description of three words or more is taken as the idea; shorter ones ("todo app") are not enough to go on. */
export function hasRealDescription(description: string): boolean {
  return description.trim().split(/\s+/).length >= 3;
}

/** The question that opens the interview, in the greeting and again if the first reply holds no idea. */
export function ideaQuestion(project: { name: string; description: string }): string {
  if (hasRealDescription(project.description))
    return `What is the most important thing users of "${project.name}" must be able to do?`;
  return 'In a sentence or two, what should the app do, and for whom? For example: "A lending library where members borrow books with due dates."';
}

/** Only answers the question bank accepts leave the interview, whatever a parser produced. */
function validOnly(answers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).filter(([id, answer]) => validateAnswers({ [id]: answer }).ok),
  );
}

const QUESTIONS = questionIndex();
const BANK_ORDER = [...QUESTIONS.keys()];

/** A turn's step: what happened to the asked question, and the words of the reply that fit none of its options. */
type Step = {
  outcome: Outcome;
  given: Record<string, unknown>;
  skipped: string[];
  kept?: { question: ChecklistQuestion; words: string[] };
};

/** What the message does to the question on the table (the idea on the first turn). */
function answerAsked(input: RequirementsTurnInput, state: InterviewState): Step {
  const skipped = [...state.skipped];
  if (state.stage === "idea") {
    const given: Record<string, unknown> = {};
    if (!isAnswered(input.answers["product-purpose"])) {
      const { description } = input.project;
      given["product-purpose"] = hasRealDescription(description)
        ? description.trim()
        : input.message.slice(0, ANSWER_TEXT_MAX);
    }
    return { outcome: "idea", given, skipped };
  }
  const question = state.askedQuestionId === undefined ? undefined : QUESTIONS.get(state.askedQuestionId);
  if (state.stage !== "checklist" || !question || isAnswered(input.answers[question.id]))
    return { outcome: "none", given: {}, skipped };
  if (isSkip(input.message)) return { outcome: "skipped", given: {}, skipped: [...skipped, question.id] };
  const parsed = parseAnswer(question, input.message);
  const words = unmatchedParts(question, input.message);
  const kept = words.length > 0 ? { kept: { question, words } } : {};
  if (parsed.ok) return { outcome: "answered", given: { [question.id]: parsed.value }, skipped, ...kept };
  if (state.reasked) return { outcome: "gave-up", given: {}, skipped: [...skipped, question.id], ...kept };
  return { outcome: "reask", given: {}, skipped, ...kept };
}

/**
 * Whether to read requirements from the message itself. A reply to a free-text question is the answer to that
 * question, not a list of requirements: goals and user types are not features, and the feature and story lists
 * become requirements line by line through the checklist (so their order and wording match the checklist's).
 */
function statesRequirements(step: Step): boolean {
  const [answered] = Object.keys(step.given);
  if (step.outcome !== "answered" || answered === undefined) return true;
  return QUESTIONS.get(answered)?.type !== "text";
}

/**
 * One turn of the guided interview. The first message is the idea; after that each message answers the
 * question on the table (a reply that fits no option is asked again once, then left for the checklist), may give
 * away other answers, and may state requirements. The reply says what was captured and asks the next question.
 * Pure: the same input gives the same output.
 */
export function interviewTurn(input: RequirementsTurnInput): RequirementsTurnOutput {
  const state = readInterviewState(input.state);
  const message = input.message.trim();
  if (state.stage === "idea" && splitSentences(message).every(isChatter)) {
    const reply = composeReply({
      outcome: "idea-unclear",
      captured: [],
      filled: [],
      next: { done: true, missing: [], wasDone: false },
      ideaQuestion: ideaQuestion(input.project),
    });
    return { reply, answers: {}, requirements: [], state: { stage: "idea", skipped: [...state.skipped] } };
  }

  const step = answerAsked({ ...input, message }, state);
  const given = { ...step.given };
  for (const [id, answer] of Object.entries(pickUpAnswers(message))) {
    if (!isAnswered(input.answers[id]) && !(id in given) && id !== state.askedQuestionId) given[id] = answer;
  }
  const answers = validOnly(given);
  // Words that fit no option are kept as a note rather than dropped, and the reply says where.
  const kept = step.kept;
  const notes = kept
    ? { [NOTES_QUESTION_ID]: withNote(input.answers[NOTES_QUESTION_ID], noteLine(kept.question, kept.words)) }
    : {};
  const merged = { ...input.answers, ...answers, ...notes };

  const drafts = [
    ...(statesRequirements(step) ? splitSentences(message).flatMap(classifySentence) : []),
    ...checklistDrafts(merged, new Set(Object.keys(step.given))),
  ];
  const requirements: FoundRequirement[] = newRequirements(drafts, input.existing).map((r) => ({
    code: r.code,
    type: r.type,
    description: r.description,
    priority: r.priority,
  }));

  const reasking = step.outcome === "reask" && state.askedQuestionId !== undefined;
  const upcoming = reasking ? QUESTIONS.get(state.askedQuestionId ?? "") : nextQuestion(merged, step.skipped);
  const missing = visibleQuestions(merged).filter((q) => q.required && !isAnswered(q.answer));
  const next: Next = upcoming
    ? { question: upcoming }
    : { done: true, missing, wasDone: state.stage === "done" };
  const filled = BANK_ORDER.filter((id) => id in answers).flatMap((id) => {
    const question = QUESTIONS.get(id);
    return question ? [{ question, answer: answers[id] }] : [];
  });

  const reply = composeReply({
    outcome: step.outcome,
    captured: requirements,
    filled,
    next,
    ideaQuestion: ideaQuestion(input.project),
    ...(kept ? { kept: { question: kept.question, words: kept.words } } : {}),
  });
  const nextState: InterviewState = upcoming
    ? {
        stage: "checklist",
        askedQuestionId: upcoming.id,
        ...(reasking ? { reasked: true } : {}),
        skipped: step.skipped,
      }
    : { stage: "done", skipped: step.skipped };
  return { reply, answers: { ...answers, ...notes }, requirements, state: nextState };
}
