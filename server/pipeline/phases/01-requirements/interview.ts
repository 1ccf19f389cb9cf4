import { z } from "zod";
import { ANSWER_TEXT_MAX } from "../../../../domain/api/checklist";
import { questionIndex } from "../../../../domain/checklist/question-bank";
import { validateAnswers } from "../../../../domain/checklist/validate-answers";
import { isAnswered, type ChecklistQuestion } from "../../../../domain/rules/checklist";
import { isProjectDefined } from "../../../../domain/rules/project-snapshot";
import type { FoundRequirement, RequirementsTurnInput, RequirementsTurnOutput } from "./agent";
import { decapitalise } from "../../../engines/embedded/text";
import { isSkip, parseAnswer } from "./answer-parsing";
import { visibleQuestions } from "./checklist-walk";
import { newRequirements } from "./dedupe";
import { guess, type Guess } from "./bare-answers";
import { asideAnswers, dataBase, dataChangesSentence } from "./aside-answers";
import { findAsides, type Aside, type AsideOptions } from "./asides";
import { dataStatement } from "./data-edits";
import { dataQuestion, readDataReply } from "./data-question";
import { classifySentence, isChatter, isFiller, splitSentences } from "./extract";
import { checklistDrafts } from "./from-checklist";
import { pickUpAnswers } from "./pickup-answers";
import { askText, questionLabel } from "./question-phrasing";
import { composeReply, type Next, type Outcome } from "./reply";
import { suggestDataEntities } from "./suggest-entities";
import { NOTES_QUESTION_ID, noteLine, unmatchedParts, withNote } from "./unmatched";

/**
 * The interview's memory between turns, stored by the caller as JSON: where the interview is, the question it
 * asked last (and whether it already asked it twice), the questions the user chose to skip, those kept open for
 * later, and the pre-filled answers already gone over.
 */
const interviewStateSchema = z.object({
  stage: z.enum(["idea", "checklist", "done"]),
  askedQuestionId: z.string().optional(),
  reasked: z.boolean().optional(),
  skipped: z.array(z.string()),
  /** Questions whose reply answered other questions: kept open and asked again after the other required ones. */
  deferred: z.array(z.string()).optional(),
  /** Pre-filled answers the user went over in the interview (the data section). */
  reviewed: z.array(z.string()).optional(),
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

/**
 * The next question to ask: the first open required one in checklist order, then those kept open for later, then
 * the first open one worth asking. `review` lists answered questions to go over all the same (the data section,
 * pre-filled from the idea, is put to the user once).
 */
export function nextQuestion(
  answers: Readonly<Record<string, unknown>>,
  skipped: readonly string[],
  options: { deferred?: readonly string[]; review?: readonly string[] } = {},
): ChecklistQuestion | undefined {
  const { deferred = [], review = [] } = options;
  const open = visibleQuestions(answers).filter(
    (q) => (!isAnswered(q.answer) || review.includes(q.id)) && !skipped.includes(q.id),
  );
  const now = open.filter((q) => !deferred.includes(q.id));
  return (
    now.find((q) => q.required) ??
    open.find((q) => deferred.includes(q.id)) ??
    now.find((q) => WORTH_ASKING.has(q.id))
  );
}

/** A description of three words or more is taken as the idea; shorter ones ("todo app") are not enough to go on. */
export function hasRealDescription(description: string): boolean {
  // The automatic placeholder ("A new project created on 2026-11-24") is not the user's description.
  return isProjectDefined({ description }) && description.trim().split(/\s+/).length >= 3;
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

const DATA = "data-entities";

/** A turn's step: what happened to the asked question, and what the reply said besides. */
type Step = {
  outcome: Outcome;
  given: Record<string, unknown>;
  skipped: string[];
  deferred: string[];
  reviewed: string[];
  /** Words of the reply that fit none of the asked question's options. */
  kept?: { question: ChecklistQuestion; words: string[] };
  /** Sentences that answer other questions than the asked one. */
  asides: Aside[];
  /** The sentences taken as the asked question's answer (or the whole message). */
  rest: string[];
  data?: string;
  guessed?: Guess;
  deferredQuestion?: { question: ChecklistQuestion; leftForChecklist: boolean };
  /** Answers that rewrite one the checklist had, built on it. */
  replaced: string[];
};

/** Whether the data section is still to be put to the user: once, when the interview reaches it in order. */
function dataToReview(
  answers: Readonly<Record<string, unknown>>,
  state: InterviewState,
  reviewed: readonly string[],
  suggestion: () => string,
): string[] {
  if (reviewed.includes(DATA) || state.skipped.includes(DATA) || state.stage === "done") return [];
  const asked = state.askedQuestionId;
  if (asked !== undefined && asked !== DATA && BANK_ORDER.indexOf(asked) > BANK_ORDER.indexOf(DATA))
    return [];
  return dataBase(answers, suggestion).some((l) => l.name) ? [DATA] : [];
}

/** Which asides to look for while a question is asked: none about the question itself (they answer it). */
function asideOptions(asked: string | undefined): AsideOptions {
  return {
    users: asked !== undefined && asked !== "user-types" && asked !== "user-roles",
    permissions: asked !== "user-roles",
    data: asked !== DATA,
    size: asked !== "concurrent-users" && asked !== "growth-target",
  };
}

/** The reply to the data question: the list confirmed or corrected, or asked again once. */
function answerData(
  input: RequirementsTurnInput,
  state: InterviewState,
  step: Step,
  question: ChecklistQuestion,
  suggestion: () => string,
): Step {
  const lines = dataBase(input.answers, suggestion);
  const read = readDataReply(lines, input.message, isAnswered(input.answers[DATA]));
  const kept = read.unplaced.length > 0 ? { kept: { question, words: read.unplaced } } : {};
  if (read.understood) {
    const replaced = read.text !== undefined && isAnswered(input.answers[DATA]) ? [DATA] : [];
    return {
      ...step,
      ...kept,
      outcome: "answered",
      given: read.text === undefined ? {} : { [DATA]: read.text },
      reviewed: [...step.reviewed, DATA],
      ...(read.said === undefined ? {} : { data: read.said }),
      replaced,
      rest: [],
    };
  }
  if (state.reasked)
    return { ...step, ...kept, outcome: "gave-up", skipped: [...step.skipped, DATA], rest: [] };
  return { ...step, ...kept, outcome: "reask", rest: [] };
}

/** The asides of the message, and the sentences left for the asked question, in order. */
function asidesOf(
  input: RequirementsTurnInput,
  options: AsideOptions,
  asked?: string,
): { asides: Aside[]; rest: string[] } {
  const { asides } = findAsides(input.message, options);
  // Who may see what is a feature too: asked for features or stories, it answers both.
  const both = asked !== undefined && ANSWERED_TOO.has(asked);
  const taken = new Set(asides.filter((a) => !(both && a.kind === "permissions")).map((a) => a.sentence));
  return { asides, rest: splitSentences(input.message).filter((s) => !taken.has(s)) };
}

/** The message with only the given sentences, line by line, so a list of features stays one per line. */
function keptLines(message: string, sentences: readonly string[]): string {
  const keep = new Set(sentences);
  return message
    .split(/\r?\n/)
    .map((line) =>
      splitSentences(line)
        .filter((sentence) => keep.has(sentence))
        .join(" "),
    )
    .filter((line) => line.length > 0)
    .join("\n");
}

/** Questions whose answer a sentence of permissions is as well as being the roles'. */
const ANSWERED_TOO = new Set(["core-features", "user-stories"]);

/** What the message does to the question on the table (the idea on the first turn). */
function answerAsked(input: RequirementsTurnInput, state: InterviewState, suggestion: () => string): Step {
  const reviewed = [...(state.reviewed ?? [])];
  const step: Step = {
    outcome: "none",
    given: {},
    skipped: [...state.skipped],
    deferred: [...(state.deferred ?? [])],
    reviewed,
    asides: [],
    rest: splitSentences(input.message),
    replaced: [],
  };
  if (state.stage === "idea") {
    const given: Record<string, unknown> = {};
    if (!isAnswered(input.answers["product-purpose"])) {
      const { description } = input.project;
      given["product-purpose"] = hasRealDescription(description)
        ? description.trim()
        : input.message.slice(0, ANSWER_TEXT_MAX);
    }
    // The idea may already describe the data or say who may see what.
    const found = asidesOf(input, { users: false, permissions: true, data: true, size: false });
    return { ...step, outcome: "idea", given, ...found };
  }
  const question = state.askedQuestionId === undefined ? undefined : QUESTIONS.get(state.askedQuestionId);
  const review = dataToReview(input.answers, state, reviewed, suggestion);
  const open = question && (!isAnswered(input.answers[question.id]) || review.includes(question.id));
  if (state.stage !== "checklist" || !question || !open) {
    // Nothing asked: the reply may still describe the data or say who may see what.
    const found = asidesOf(input, { ...asideOptions(undefined), users: false });
    return { ...step, ...found };
  }
  if (isSkip(input.message)) return { ...step, outcome: "skipped", skipped: [...step.skipped, question.id] };
  if (question.id === DATA) {
    const data = answerData(input, state, step, question, suggestion);
    // Without a list to correct, a reply that is no data statement is taken as the data text itself.
    if (data.outcome === "answered" || review.includes(DATA)) return data;
  }

  // "Members must be able to reserve a book" asked for the goals, or a user story asked for the users: a
  // requirement, not the answer; the question stays open for later.
  const sentences = splitSentences(input.message);
  if (NOT_REQUIREMENTS.has(question.id) && sentences.length > 0 && sentences.every(isRequirementStatement)) {
    const again = step.deferred.includes(question.id);
    return {
      ...step,
      outcome: "aside",
      rest: sentences,
      deferred: step.deferred.filter((id) => id !== question.id).concat(again ? [] : [question.id]),
      skipped: again ? [...step.skipped, question.id] : step.skipped,
      deferredQuestion: { question, leftForChecklist: again },
    };
  }

  const found = asidesOf(input, asideOptions(question.id), question.id);
  const rest = found.asides.length > 0 ? keptLines(input.message, found.rest) : input.message;
  const parsed = parseAnswer(question, rest);
  const words = unmatchedParts(question, rest);
  // "https" asked for a response time answers security: an answer to another question, not a miss.
  const answersOthers =
    !parsed.ok &&
    words.length === 0 &&
    Object.keys(pickUpAnswers(rest)).some((id) => id !== question.id && !isAnswered(input.answers[id]));
  const onlyAsides =
    found.asides.length > 0 && (rest.trim() === "" || (found.rest.every(isFiller) && !parsed.ok));
  if (onlyAsides || answersOthers) {
    const again = step.deferred.includes(question.id);
    return {
      ...step,
      outcome: "aside",
      asides: found.asides,
      // A sentence filed under another question may still state a requirement ("… should answer within 2 s").
      rest: splitSentences(input.message).filter(isRequirementStatement),
      deferred: step.deferred.filter((id) => id !== question.id).concat(again ? [] : [question.id]),
      skipped: again ? [...step.skipped, question.id] : step.skipped,
      deferredQuestion: { question, leftForChecklist: again },
    };
  }
  const withAsides = { ...step, asides: found.asides, rest: splitSentences(rest) };
  const kept = words.length > 0 ? { kept: { question, words } } : {};
  if (parsed.ok) {
    const { value, guessed } = guess(question, rest, parsed.value, input.answers);
    return {
      ...withAsides,
      ...kept,
      outcome: "answered",
      given: { [question.id]: value },
      deferred: step.deferred.filter((id) => id !== question.id),
      ...(guessed ? { guessed } : {}),
    };
  }
  if (state.reasked)
    return { ...withAsides, ...kept, outcome: "gave-up", skipped: [...step.skipped, question.id] };
  return { ...withAsides, ...kept, outcome: "reask" };
}

/**
 * Whether to read requirements from the message itself. A reply to a free-text question is the answer to that
 * question, not a list of requirements: goals and user types are not features, and the feature and story lists
 * become requirements line by line through the checklist (so their order and wording match the checklist's).
 */
/** Quality answers given beside another answer still become their requirement ("within 2 seconds" → NFR). */
const QUALITY = new Set(["performance", "security", "usability", "availability", "scalability"]);

/** Questions a requirement statement does not answer: what the app is for, and who uses it. */
const NOT_REQUIREMENTS = new Set(["business-goals", "success-measures", "user-types"]);

/** "As a librarian, I want …": a user story, recorded as one whatever question it answers. */
const USER_STORY = /^as an? [^,]+,? i (?:really )?(?:want|need|would like|'d like)\b/i;

/** "Members must be able to …", "As a librarian, I want …": a requirement in the user's words. */
function isRequirementStatement(sentence: string): boolean {
  return (
    USER_STORY.test(sentence.trim()) || /\b(?:must|should|shall|needs? to|has to|have to)\b/i.test(sentence)
  );
}

function statesRequirements(step: Step): boolean {
  const [answered] = Object.keys(step.given);
  if (step.outcome !== "answered" || answered === undefined) return true;
  return QUESTIONS.get(answered)?.type !== "text";
}

/**
 * The next question in the interview's own words when they differ from the usual ones: the data question lists
 * the things to keep, and a question kept open earlier comes back as such ("Back to the goals: …").
 */
function askFor(
  question: ChecklistQuestion,
  answers: Readonly<Record<string, unknown>>,
  suggestion: () => string,
  deferred: readonly string[],
): string | undefined {
  if (question.id === DATA) return dataQuestion(dataBase(answers, suggestion));
  if (!deferred.includes(question.id)) return undefined;
  return `Back to ${questionLabel(question)}: ${decapitalise(askText(question))}`;
}

/** The idea in the user's words: the project's description, else the purpose on the checklist or being given. */
function ideaText(input: RequirementsTurnInput, state: InterviewState, message: string): string {
  if (hasRealDescription(input.project.description)) return input.project.description;
  const purpose = input.answers["product-purpose"];
  if (typeof purpose === "string" && purpose.trim() !== "") return purpose;
  if (state.stage !== "idea") return input.project.description;
  // Sentences that already say what a thing's details are would be read as more things.
  return splitSentences(message)
    .filter((sentence) => dataStatement(sentence) === undefined)
    .join(" ");
}

/** The notes question's answer with the turn's notes added below the notes already there. */
function withNotes(existing: unknown, lines: readonly string[]): Record<string, unknown> {
  if (lines.length === 0) return {};
  return { [NOTES_QUESTION_ID]: lines.reduce<unknown>((notes, line) => withNote(notes, line), existing) };
}

/**
 * One turn of the guided interview. The first message is the idea; after that each message answers the
 * question on the table (a reply that fits no option is asked again once, then left for the checklist), may give
 * away other answers, and may state requirements. Sentences that answer another question than the asked one go
 * under that question ("it's one clinic, maybe 500 owners" asked for the goals); when that is all the reply
 * says, the asked question is kept open and asked again later. The data section is put to the user as a list to
 * correct. The reply says what was captured and asks the next question. Pure: the same input gives the same
 * output.
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

  // The data list to build on when the checklist holds none: the things the idea names (the description, or
  // else the purpose the user gave, or the idea being told now).
  let suggested: string | undefined;
  const suggestion = () =>
    (suggested ??= suggestDataEntities({
      name: input.project.name,
      description: ideaText(input, state, message),
    }));
  const step = answerAsked({ ...input, message }, state, suggestion);
  const fromAsides = asideAnswers(step.asides, { ...input.answers, ...step.given }, suggestion);
  const given = { ...step.given };
  for (const [id, answer] of Object.entries(fromAsides.answers)) if (!(id in given)) given[id] = answer;
  for (const [id, answer] of Object.entries(pickUpAnswers(message))) {
    if (!isAnswered(input.answers[id]) && !(id in given) && id !== state.askedQuestionId) given[id] = answer;
  }
  const answers = validOnly(given);
  // Words that fit no option, or that only say something beside an answer, are kept as a note rather than dropped.
  const kept = step.kept;
  const noted = fromAsides.notes.flatMap((n) => {
    const question = QUESTIONS.get(n.questionId);
    return question ? [{ question, words: n.words }] : [];
  });
  const notes = withNotes(input.answers[NOTES_QUESTION_ID], [
    ...(kept ? [noteLine(kept.question, kept.words)] : []),
    ...noted.map((n) => noteLine(n.question, n.words)),
  ]);
  const merged = { ...input.answers, ...answers, ...notes };

  // A text answer is the answer; a user story in it is also a story of its own (never only a feature).
  const restSentences = statesRequirements(step)
    ? step.rest
    : step.rest.filter((sentence) => USER_STORY.test(sentence.trim()));
  const drafts = [
    ...[...restSentences, ...fromAsides.statements.filter((s) => !step.rest.includes(s))].flatMap(
      classifySentence,
    ),
    ...checklistDrafts(
      merged,
      new Set([
        ...Object.keys(step.given),
        ...Object.keys(fromAsides.answers).filter((id) => QUALITY.has(id)),
      ]),
    ),
  ];
  const requirements: FoundRequirement[] = newRequirements(drafts, input.existing).map((r) => ({
    code: r.code,
    type: r.type,
    description: r.description,
    priority: r.priority,
  }));

  const reviewed = step.reviewed;
  const deferred = step.deferred.filter((id) => !isAnswered(merged[id]));
  const review = dataToReview(merged, state, reviewed, suggestion).filter((id) => !step.skipped.includes(id));
  const reasking = step.outcome === "reask" && state.askedQuestionId !== undefined;
  let upcoming = reasking
    ? QUESTIONS.get(state.askedQuestionId ?? "")
    : nextQuestion(merged, step.skipped, { deferred, review });
  let deferredQuestion = step.deferredQuestion;
  let skipped = step.skipped;
  if (!reasking && deferredQuestion && upcoming?.id === deferredQuestion.question.id) {
    // Ask anything else first; with nothing else to ask, leave the question for the checklist.
    const kept = deferredQuestion.question.id;
    upcoming = nextQuestion(merged, [...skipped, kept], { deferred, review });
    if (!upcoming) {
      deferredQuestion = { ...deferredQuestion, leftForChecklist: true };
      skipped = [...skipped, kept];
    }
  }
  const stillDeferred = deferred.filter((id) => !skipped.includes(id));
  const missing = visibleQuestions(merged).filter((q) => q.required && !isAnswered(q.answer));
  const next: Next = upcoming
    ? { question: upcoming }
    : { done: true, missing, wasDone: state.stage === "done" };
  const dataSaid =
    step.data ??
    (fromAsides.dataChanges.length > 0 ? dataChangesSentence(fromAsides.dataChanges) : undefined);
  const filled = BANK_ORDER.filter((id) => id in answers && !(id === DATA && dataSaid !== undefined)).flatMap(
    (id) => {
      const question = QUESTIONS.get(id);
      return question ? [{ question, answer: answers[id] }] : [];
    },
  );
  const ask = upcoming ? askFor(upcoming, merged, suggestion, reasking ? [] : step.deferred) : undefined;

  const reply = composeReply({
    outcome: step.outcome,
    captured: requirements,
    filled,
    next,
    ideaQuestion: ideaQuestion(input.project),
    ...(kept ? { kept: { question: kept.question, words: kept.words } } : {}),
    ...(noted.length > 0 ? { noted } : {}),
    mentions: fromAsides.mentions,
    ...(dataSaid === undefined ? {} : { data: dataSaid }),
    ...(step.guessed ? { guessed: step.guessed } : {}),
    ...(deferredQuestion ? { deferred: deferredQuestion } : {}),
    ...(ask === undefined ? {} : { ask }),
  });
  const memory = {
    skipped,
    ...(stillDeferred.length > 0 ? { deferred: stillDeferred } : {}),
    ...(reviewed.length > 0 ? { reviewed } : {}),
  };
  const nextState: InterviewState = upcoming
    ? {
        stage: "checklist",
        askedQuestionId: upcoming.id,
        ...(reasking ? { reasked: true } : {}),
        ...memory,
      }
    : { stage: "done", ...memory };
  // The notes and built-on answers rewrite what the checklist holds; the caller stores them over the old ones.
  const replaced = [...step.replaced, ...fromAsides.replaced, NOTES_QUESTION_ID].filter(
    (id, i, all) => all.indexOf(id) === i && isAnswered(input.answers[id]) && (id in answers || id in notes),
  );
  return {
    reply,
    answers: { ...answers, ...notes },
    requirements,
    state: nextState,
    ...(replaced.length > 0 ? { replaced } : {}),
  };
}
