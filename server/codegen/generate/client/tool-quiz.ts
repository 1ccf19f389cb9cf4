import type { Tool } from "../../../../domain/artifacts/04-ui-tools";
import { commentText, tsString } from "../names";
import type { ClientModel, UiPage } from "./model";
import { displayField, nounLiteral, pageNames, relationFilter, typeNames } from "./model";

/*
 * Quiz pages (issue 17 point 6, UI model tool pages of kind "quiz"): flashcards over an entity with a question
 * and an answer field. src/client/components/quiz.ts holds the rules as pure functions (shuffle, reveal, mark,
 * score), the page reads up to 100 cards through the entity's list operation (of one deck when cards belong to
 * one and the user picks it) and keeps the quiz in local state; the view is a pure function of that state.
 */

type Quiz = Extract<Tool, { kind: "quiz" }>;

/** src/client/components/quiz.ts: the quiz's rules (written only in apps with a quiz page). */
export const QUIZ_TS = `/** One card: the question shown first and the answer revealed on demand. */
export type QuizCard = { id: number; question: string; answer: string };

/** Where a quiz is: its cards in order, the current one, whether its answer shows, and the marks so far. */
export type QuizState = {
  cards: readonly QuizCard[];
  index: number;
  revealed: boolean;
  right: number;
  wrong: number;
};

/** A quiz over the cards in a random order (Fisher–Yates with \`random\`, Math.random by default). */
export function startQuiz(cards: readonly QuizCard[], random: () => number = Math.random): QuizState {
  const order = [...cards];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const swap = order[i] as QuizCard;
    order[i] = order[j] as QuizCard;
    order[j] = swap;
  }
  return { cards: order, index: 0, revealed: false, right: 0, wrong: 0 };
}

/** The card on screen, or undefined when the quiz is over (or has no cards). */
export function currentCard(state: QuizState): QuizCard | undefined {
  return state.cards[state.index];
}

export function isFinished(state: QuizState): boolean {
  return state.index >= state.cards.length;
}

/** Shows the current card's answer. */
export function reveal(state: QuizState): QuizState {
  return isFinished(state) ? state : { ...state, revealed: true };
}

/** Marks the current card right or wrong and moves on; a card is marked only once its answer shows. */
export function mark(state: QuizState, correct: boolean): QuizState {
  if (isFinished(state) || !state.revealed) return state;
  return {
    ...state,
    index: state.index + 1,
    revealed: false,
    right: state.right + (correct ? 1 : 0),
    wrong: state.wrong + (correct ? 0 : 1),
  };
}

/** The share of right answers in whole percent (0 when nothing was marked). */
export function scorePercent(state: QuizState): number {
  const total = state.right + state.wrong;
  return total === 0 ? 0 : Math.round((state.right / total) * 100);
}

/** The score in words: "7 of 10 right (70 %)". */
export function scoreText(state: QuizState): string {
  return \`\${state.right} of \${state.right + state.wrong} right (\${scorePercent(state)} %)\`;
}
`;

/** The text of a card's field as the quiz shows it (a required text, or "—"). */
function fieldText(expr: string): string {
  return `${expr} === null || ${expr} === undefined ? "—" : String(${expr})`;
}

/** The create call that keeps a finished quiz's score, when the UI model names an entity whose fields fit. */
function scoreCall(
  model: ClientModel,
  tool: Quiz,
): { method: string; type: string; body: string } | undefined {
  const to = tool.scoreTo;
  const entity = to ? model.entity(to.entity) : undefined;
  const op = entity ? model.operation(entity.name, "create") : undefined;
  if (!to || !entity || !op) return undefined;
  const numeric = (name: string | null) =>
    name === null ||
    entity.fields.some((f) => f.name === name && ["integer", "decimal", "money"].includes(f.type));
  if (!numeric(to.fields.right) || !numeric(to.fields.asked) || !numeric(to.fields.percent)) return undefined;
  const used = new Set([to.fields.right, to.fields.asked, to.fields.percent]);
  const parts = [
    `${to.fields.right}: state.right`,
    ...(to.fields.asked ? [`${to.fields.asked}: state.right + state.wrong`] : []),
    ...(to.fields.percent ? [`${to.fields.percent}: scorePercent(state)`] : []),
    ...entity.fields
      .filter((f) => f.required && !used.has(f.name) && (f.type === "date" || f.type === "datetime"))
      .map((f) => `${f.name}: ${f.type === "date" ? "today()" : "new Date().toISOString()"}`),
  ];
  return { method: op.id, type: typeNames(entity).createType, body: `{ ${parts.join(", ")} }` };
}

/** Whether a quiz page saves its score (tests follow the page). */
export function savesScore(model: ClientModel, tool: Quiz): boolean {
  return scoreCall(model, tool) !== undefined;
}

/** src/client/pages/quiz.tsx: the page that loads the cards and the pure view of the quiz. */
export function quizPage(model: ClientModel, page: UiPage, tool: Quiz): string | undefined {
  const { page: component, view } = pageNames(page);
  const entity = model.entity(tool.entity);
  const list = entity ? model.operation(entity.name, "list") : undefined;
  const has = (name: string) => entity?.fields.some((f) => f.name === name) === true;
  if (!entity || !list || !has(tool.questionField) || !has(tool.answerField)) return undefined;
  const noun = model.noun(entity);
  const relation = tool.deck
    ? entity.relations.find((r) => r.kind === "many-to-one" && r.target === tool.deck)
    : undefined;
  const deck = relation ? model.entity(relation.target) : undefined;
  const deckList = deck ? model.operation(deck.name, "list") : undefined;
  const deckName = deck ? displayField(deck) : undefined;
  const decks = relation && deck && deckList;
  const deckNoun = deck ? model.noun(deck) : undefined;
  const filter = relation ? relationFilter(relation) : "";
  const score = scoreCall(model, tool);
  const scoreCode = score
    ? `${
        score.body.includes("today()")
          ? `
/** Today as YYYY-MM-DD in the user's time zone. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
`
          : ""
      }
/** The row a finished quiz's score is kept as. */
export function scoreInput(state: QuizState): schema.${score.type} {
  return ${score.body};
}
`
    : "";
  const scoreState = score
    ? `
  const [saved, setSaved] = useState<"no" | "saving" | "yes">("no");
  const [saveError, setSaveError] = useState<string | null>(null);

  async function handleSave() {
    if (!state) return;
    setSaved("saving");
    setSaveError(null);
    try {
      await api.${score.method}(scoreInput(state));
      setSaved("yes");
    } catch (error) {
      setSaved("no");
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  }
`
    : "";
  const q = `card.${tool.questionField}`;
  const a = `card.${tool.answerField}`;
  const deckQuery = decks
    ? `
  const decks = useQuery({
    queryKey: [${tsString(deckList.id)}, { pageSize: 100 }],
    queryFn: () => api.${deckList.id}({ pageSize: 100 }),
  });`
    : "";
  const deckOptions = decks
    ? `
      decks={(decks.data?.items ?? []).map((row) => ({ id: row.id, name: ${deckName ? fieldText(`row.${deckName.name}`) : "`#${row.id}`"} }))}
      deck={deck}
      onDeck={(id) => {
        setDeck(id);
        setState(null);
      }}`
    : "";
  return `import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
${score ? `import type * as schema from "../../shared/schema";\n` : ""}import { api } from "../api";
import { ErrorNotice, LoadingNotice } from "../components/load-state";
import { countText } from "../components/plural";
import { currentCard, isFinished, mark, reveal, ${score?.body.includes("scorePercent(") ? "scorePercent, " : ""}scoreText, startQuiz, type QuizCard, type QuizState } from "../components/quiz";

// ${commentText(`A quiz over the ${noun.many}: each shows its ${tool.questionField}, the user reveals its ${tool.answerField} and marks it right or wrong; the score shows at the end.`)}
${scoreCode}
export function ${component}() {
${decks ? "  const [deck, setDeck] = useState<number | null>(null);\n" : ""}  const [state, setState] = useState<QuizState | null>(null);${deckQuery}${scoreState}
  const params = ${decks ? `{ pageSize: 100, ${filter}: deck ?? undefined }` : "{ pageSize: 100 }"};
  const cards = useQuery({ queryKey: [${tsString(list.id)}, params], queryFn: () => api.${list.id}(params) });
  if (cards.isPending) return <LoadingNotice />;
  if (cards.isError) return <ErrorNotice message={cards.error.message} onRetry={() => void cards.refetch()} />;
  const loaded: QuizCard[] = cards.data.items.map((card) => ({
    id: card.id,
    question: ${fieldText(q)},
    answer: ${fieldText(a)},
  }));
  return (
    <${view}
      count={loaded.length}
      state={state}
      onStart={() => {
        setState(startQuiz(loaded));${score ? '\n        setSaved("no");' : ""}
      }}
      onReveal={() => setState((current) => (current ? reveal(current) : current))}
      onMark={(correct) => setState((current) => (current ? mark(current, correct) : current))}${deckOptions}${
        score
          ? `
      save={{ state: saved, error: saveError, onSave: () => void handleSave() }}`
          : ""
      }
    />
  );
}

/** The quiz as a pure view: the start, one card at a time, then the score. */
export function ${view}(props: {
  count: number;
  state: QuizState | null;
  onStart: () => void;
  onReveal: () => void;
  onMark: (correct: boolean) => void;
  decks?: { id: number; name: string }[];
  deck?: number | null;
  onDeck?: (id: number | null) => void;${
    score
      ? `
  save?: { state: "no" | "saving" | "yes"; error: string | null; onSave: () => void };`
      : ""
  }
}) {
  const { state } = props;
  const card = state ? currentCard(state) : undefined;
  return (
    <section className="narrow quiz">
      <h1>{${tsString(page.title)}}</h1>
      {props.decks && props.onDeck && (
        <div className="field">
          <label htmlFor="quiz-deck">{${tsString(deckNoun ? deckNoun.one.charAt(0).toUpperCase() + deckNoun.one.slice(1) : "Deck")}}</label>
          <select
            id="quiz-deck"
            value={props.deck ?? ""}
            onChange={(event) => props.onDeck?.(event.target.value === "" ? null : Number(event.target.value))}
          >
            <option value="">{${tsString(`All ${deckNoun?.many ?? "decks"}`)}}</option>
            {props.decks.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {state === null && (
        <div className="card">
          <p>{props.count === 0 ? ${tsString(`No ${noun.many} to ask yet.`)} : \`\${countText(props.count, ${nounLiteral(noun)})} to answer.\`}</p>
          <div className="actions">
            <button type="button" className="button" disabled={props.count === 0} onClick={props.onStart}>
              Start the quiz
            </button>
          </div>
        </div>
      )}
      {state && card && (
        <article className="card quiz-card" aria-live="polite">
          <p className="muted">
            Card {state.index + 1} of {state.cards.length}
          </p>
          <h2>{card.question}</h2>
          {state.revealed ? (
            <>
              <p className="answer">{card.answer}</p>
              <div className="actions">
                <button type="button" className="button" onClick={() => props.onMark(true)}>
                  Right
                </button>
                <button type="button" className="button secondary" onClick={() => props.onMark(false)}>
                  Wrong
                </button>
              </div>
            </>
          ) : (
            <div className="actions">
              <button type="button" className="button" onClick={props.onReveal}>
                Show answer
              </button>
            </div>
          )}
        </article>
      )}
      {state && isFinished(state) && (
        <div className="card score">
          <h2>Score</h2>
          <p className="count">{scoreText(state)}</p>
          <div className="actions">${
            score
              ? `
            {props.save && (
              <button type="button" className="button secondary" disabled={props.save.state !== "no"} onClick={props.save.onSave}>
                {props.save.state === "yes" ? "Score saved" : props.save.state === "saving" ? "Saving…" : "Save the score"}
              </button>
            )}`
              : ""
          }
            <button type="button" className="button" onClick={props.onStart}>
              Start again
            </button>
          </div>${
            score
              ? `
          {props.save?.error && <p className="field-error" role="alert">{props.save.error}</p>}`
              : ""
          }
        </div>
      )}
    </section>
  );
}
`;
}
