import type { ChecklistQuestion } from "../../../../domain/rules/checklist";
import { joinWords } from "../../../engines/embedded/text";
import { answerMention, askText, questionLabel, reaskText } from "./question-phrasing";

type Question = Pick<ChecklistQuestion, "id" | "text" | "type" | "options">;

/** What happened to the question asked last turn (or to the idea, on the first turn). */
export type Outcome =
  | "idea" // the first message was taken as the idea
  | "idea-unclear" // the first message held no idea ("hi")
  | "answered"
  | "skipped" // the user said skip / don't know
  | "gave-up" // the reply matched no option twice: left for the checklist
  | "reask" // the reply matched no option: asked again, options spelled out
  | "aside" // the reply answered other questions only: the asked one is kept open for later
  | "none"; // nothing was asked (the interview is over)

/** What to say next: a question, or the end of the interview with whatever required questions are still open. */
export type Next = { question: Question } | { done: true; missing: Question[]; wasDone: boolean };

export interface ReplyParts {
  outcome: Outcome;
  captured: readonly { code: string; description: string }[];
  filled: readonly { question: Question; answer: unknown }[];
  next: Next;
  /** The words the idea question is asked in (they depend on whether the project has a description). */
  ideaQuestion: string;
  /** Parts of the reply that fit none of the asked question's options, kept as a note on the checklist. */
  kept?: { question: Question; words: readonly string[] };
  /** Parts of the reply kept as a note about another question ("it's one clinic" beside a head count). */
  noted?: readonly { question: Question; words: readonly string[] }[];
  /** How an answer is mentioned instead of its label alone ("the users (owner, vet and admin)"), by question id. */
  mentions?: Readonly<Record<string, string>>;
  /** What the turn did to the data section, in a sentence of its own ("Added breed to Pet."). */
  data?: string;
  /** An option picked from a bare "yes" or "no": said, so the user can correct it. */
  guessed?: { words: string; option: string; because?: string };
  /** The asked question the reply did not answer (it answered others): kept open, or left for the checklist. */
  deferred?: { question: Question; leftForChecklist: boolean };
  /** The next question in other words than its usual ones (the data question lists the things). */
  ask?: string;
}

/** How many captured requirements are named before "and N more". */
const LISTED = 5;

function capturedSentence(captured: ReplyParts["captured"]): string | undefined {
  if (captured.length === 0) return undefined;
  const named = captured.slice(0, LISTED).map((r) => `${r.code} (${r.description.replace(/[.!]+$/, "")})`);
  const more = captured.length - named.length;
  return `I captured ${more > 0 ? `${named.join(", ")} and ${more} more` : joinWords(named, "and")}.`;
}

function filledSentence(
  filled: ReplyParts["filled"],
  mentions: ReplyParts["mentions"] = {},
): string | undefined {
  if (filled.length === 0) return undefined;
  return `On the checklist I noted ${joinWords(
    filled.map((f) => mentions[f.question.id] ?? answerMention(f.question, f.answer)),
    "and",
  )}.`;
}

function quotedWords(words: readonly string[]): string {
  return joinWords(
    words.map((w) => `"${w}"`),
    "and",
  );
}

function noteAbout(question: Question): string {
  return `as a note about ${questionLabel(question)} under "other constraints" on the checklist`;
}

function keptSentence(kept: ReplyParts["kept"]): string | undefined {
  if (!kept || kept.words.length === 0) return undefined;
  return `I couldn't place ${quotedWords(kept.words)}, so I kept your words ${noteAbout(kept.question)}.`;
}

/** The one sentence of a re-ask that says what could not be matched and where it was kept. */
function unmatchedSentence(question: Question, kept: ReplyParts["kept"]): string {
  if (!kept || kept.words.length === 0) return reaskOpening(question);
  const quoted = quotedWords(kept.words);
  const couldNot =
    question.type === "select" || question.type === "multiselect"
      ? `I couldn't match ${quoted} to one of the options`
      : question.type === "number"
        ? `I couldn't read a number in ${quoted}`
        : `I couldn't place ${quoted}`;
  return `${couldNot}, so I kept your words ${noteAbout(kept.question)}.`;
}

function notedSentences(noted: ReplyParts["noted"] = []): string[] {
  return noted
    .filter((n) => n.words.length > 0)
    .map((n) => `I kept ${quotedWords(n.words)} ${noteAbout(n.question)}.`);
}

function guessedSentence(guessed: ReplyParts["guessed"]): string | undefined {
  if (!guessed) return undefined;
  const because = guessed.because ? `, ${guessed.because}` : "";
  return `I took "${guessed.words}" as ${guessed.option}${because}; say if you meant another option.`;
}

function deferredSentence(deferred: ReplyParts["deferred"]): string | undefined {
  if (!deferred) return undefined;
  const label = questionLabel(deferred.question);
  return deferred.leftForChecklist
    ? `I've left ${label} for you to answer on the checklist.`
    : `I'll come back to ${label} later.`;
}

function opening(outcome: Outcome, progress: boolean): string | undefined {
  if (outcome === "idea") return "Thanks!";
  if (outcome === "answered" || (outcome === "aside" && progress)) return "Got it.";
  if (outcome === "skipped") return "No problem, let's skip that one.";
  if (outcome === "gave-up")
    return "Let's move on; I've left that question for you to answer on the checklist.";
  if (outcome === "none" && progress) return "Thanks!";
  if (outcome === "aside") return "That's already on the checklist.";
  return undefined;
}

function reaskOpening(question: Question): string {
  if (question.type === "select" || question.type === "multiselect")
    return "I couldn't match that to one of the options.";
  if (question.type === "text") return "Could you tell me a bit more?";
  return "I couldn't read an answer in that.";
}

function closing(next: Next, progress: boolean, ask?: string): string {
  if ("question" in next) return ask ?? askText(next.question);
  if (next.wasDone && !progress) {
    return "I didn't find a new requirement in that. Tell me anything else users must be able to do, or review the checklist and generate the SRS.";
  }
  if (next.wasDone) return "Anything else? Otherwise, review the checklist and generate the SRS.";
  if (next.missing.length > 0) {
    const open = joinWords(
      next.missing.map((q) => `"${q.text}"`),
      "and",
    );
    return `That's all my questions. The checklist still needs an answer to ${open}: please fill ${next.missing.length > 1 ? "them" : "it"} in on the checklist, then generate the SRS.`;
  }
  return "That completes the checklist. Please review it, then generate the SRS.";
}

/**
 * The reply to one turn: what was captured (by id) and noted on the checklist, then the next question. When the
 * turn produced nothing it asks again or for more, rather than claiming progress.
 */
export function composeReply(parts: ReplyParts): string {
  const progress = parts.captured.length > 0 || parts.filled.length > 0 || parts.data !== undefined;
  if (parts.outcome === "idea-unclear")
    return `I'd love to hear a bit more about the idea. ${parts.ideaQuestion}`;
  if (parts.outcome === "reask" && "question" in parts.next) {
    const question = parts.next.question;
    const said = [
      capturedSentence(parts.captured),
      filledSentence(parts.filled, parts.mentions),
      parts.data,
      ...notedSentences(parts.noted),
    ].filter((s) => s !== undefined);
    const again = parts.ask ?? reaskText(question);
    return [unmatchedSentence(question, parts.kept), ...said, again].join(" ");
  }
  const sentences = [
    opening(parts.outcome, progress),
    capturedSentence(parts.captured),
    filledSentence(parts.filled, parts.mentions),
    parts.data,
    guessedSentence(parts.guessed),
    keptSentence(parts.kept),
    ...notedSentences(parts.noted),
    deferredSentence(parts.deferred),
  ];
  return [...sentences.filter((s) => s !== undefined), closing(parts.next, progress, parts.ask)].join(" ");
}
