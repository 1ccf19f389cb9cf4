import type { FormulaId, Tool } from "../../../../domain/artifacts/04-ui-tools";
import { formulaOf } from "../../../pipeline/phases/02-srs/page-kinds";
import { tsString } from "../names";
import type { ClientModel, UiPage } from "./model";
import { pageNames } from "./model";
import { plainPage } from "./other-pages";
import { CALCULATOR_TS, calculatorPage, formulaTs, savesResults } from "./tool-calculator";
import { CHAT_TS, chatPage, chatTest } from "./tool-chat";
import { editorPage, editorTest, MARKDOWN_TSX } from "./tool-editor";
import { QUIZ_TS, quizPage, savesScore } from "./tool-quiz";

/*
 * Tool pages of the UI model (issue 17 point 6) in the client: the modules they share, each page, and the app's
 * own tests of them (formulas against known values, the validation, the quiz's scoring, the Markdown preview's
 * safety, and the views). An app
 * without tool pages gets none of it.
 */

export interface ToolFile {
  path: string;
  content: string;
  requirementIds: string[];
  elements: string[];
}

function tools(model: ClientModel): { page: UiPage; tool: Tool }[] {
  return model.ui.pages.flatMap((page) =>
    page.kind === "tool" && page.tool ? [{ page, tool: page.tool }] : [],
  );
}

/** The shared modules of the tool pages: calculator.ts and one module per formula, quiz.ts. */
export function toolFiles(model: ClientModel): ToolFile[] {
  const all = tools(model);
  const files: ToolFile[] = [];
  const calculators = all.flatMap(({ page, tool }) => (tool.kind === "calculator" ? [{ page, tool }] : []));
  if (calculators.length > 0)
    files.push({ path: "src/client/components/calculator.ts", content: CALCULATOR_TS, requirementIds: [], elements: ["stack:React"] });
  const done = new Set<FormulaId>();
  for (const { page, tool } of calculators) {
    if (done.has(tool.formula)) continue;
    done.add(tool.formula);
    files.push({ path: `src/client/tools/${tool.formula}.ts`, content: formulaTs(formulaOf(tool.formula)), requirementIds: page.serves, elements: [`page:${page.id}`] });
  }
  const quiz = all.find(({ tool }) => tool.kind === "quiz");
  if (quiz)
    files.push({ path: "src/client/components/quiz.ts", content: QUIZ_TS, requirementIds: quiz.page.serves, elements: [`page:${quiz.page.id}`] });
  const editor = all.find(({ tool }) => tool.kind === "editor");
  if (editor)
    files.push({ path: "src/client/components/markdown.tsx", content: MARKDOWN_TSX, requirementIds: editor.page.serves, elements: [`page:${editor.page.id}`] });
  const chat = all.find(({ tool }) => tool.kind === "chat");
  if (chat)
    files.push({ path: "src/client/components/chat.ts", content: CHAT_TS, requirementIds: chat.page.serves, elements: [`page:${chat.page.id}`] });
  return files;
} // prettier-ignore

/** The styles of tool pages (appended to styles.css in apps with one): the editor's two panes, results. */
export const TOOLS_CSS = `
/* Tool pages: a calculator's result, a quiz card, the Markdown editor's text and preview side by side. */
.result output { font-size: 1.25rem; font-weight: 600; }
.quiz-card .answer { font-size: 1.15rem; font-weight: 600; }
.editor-panes { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; }
.editor-panes textarea { width: 100%; font-family: ui-monospace, monospace; }
.markdown-preview { overflow-wrap: anywhere; }
`;

/** Whether the app has tool pages (so styles.css gets TOOLS_CSS). */
export function hasTools(model: ClientModel): boolean {
  return tools(model).length > 0;
}

/** The module of a tool page; a plain page when the models lack what it needs (no list operation for the cards). */
export function toolPageModule(model: ClientModel, page: UiPage): string {
  const tool = page.tool;
  if (tool?.kind === "calculator") return calculatorPage(model, page, tool);
  if (tool?.kind === "chat")
    return (
      chatPage(model, page, tool) ??
      plainPage(page, "The UI model gives this chat page nothing the generator can build.")
    );
  const built =
    tool?.kind === "quiz"
      ? quizPage(model, page, tool)
      : tool?.kind === "editor"
        ? editorPage(model, page, tool)
        : undefined;
  return built ?? plainPage(page, "The UI model gives this tool page nothing the generator can build.");
}

/** Known cases of each formula, as the app's tests check them. */
const CASES: Readonly<Record<FormulaId, { values: string; result: string; title: string }[]>> = {
  bmi: [
    { title: "70 kg at 175 cm is 22.9, normal weight", values: "{ weightKg: 70, heightCm: 175 }", result: `{ bmi: 22.9, category: "Normal weight" }` },
    { title: "50 kg at 175 cm is 16.3, underweight", values: "{ weightKg: 50, heightCm: 175 }", result: `{ bmi: 16.3, category: "Underweight" }` },
    { title: "95 kg at 180 cm is 29.3, overweight", values: "{ weightKg: 95, heightCm: 180 }", result: `{ bmi: 29.3, category: "Overweight" }` },
    { title: "130 kg at 170 cm is 45, obesity class III", values: "{ weightKg: 130, heightCm: 170 }", result: `{ bmi: 45, category: "Obesity class III" }` },
  ],
  "loan-payment": [
    { title: "200000 at 6 % over 30 years is 1199.10 a month", values: "{ principal: 200000, annualRate: 6, years: 30 }", result: "{ monthlyPayment: 1199.1, totalPaid: 431676, totalInterest: 231676 }" },
    { title: "12000 at 0 % over 1 year is 1000 a month", values: "{ principal: 12000, annualRate: 0, years: 1 }", result: "{ monthlyPayment: 1000, totalPaid: 12000, totalInterest: 0 }" },
  ],
  tip: [
    { title: "84.50 with 15 % for 3 people: tip 12.68, total 97.18, 32.40 each", values: "{ bill: 84.5, tipPercent: 15, people: 3 }", result: "{ tip: 12.68, total: 97.18, perPerson: 32.4 }" },
    { title: "100 with no tip for 1 person", values: "{ bill: 100, tipPercent: 0, people: 1 }", result: "{ tip: 0, total: 100, perPerson: 100 }" },
  ],
}; // prettier-ignore

/** The literal of a value in a known case's text: "{ weightKg: 70, heightCm: 175 }", "weightKg" → "70". */
function literal(text: string, name: string): string {
  return new RegExp(`\\b${name}: ([^,}]+)`).exec(text)?.[1]?.trim() ?? "undefined";
}

function calculatorTest(model: ClientModel, page: UiPage, tool: Extract<Tool, { kind: "calculator" }>): ToolFile {
  const formula = formulaOf(tool.formula);
  const { view } = pageNames(page);
  const first = formula.inputs[0];
  const text = (CASES[tool.formula][0]?.values ?? "{}").replace(/(\w+): ([\d.]+)/g, `$1: "$2"`);
  const cases = CASES[tool.formula]
    .map((c) => `  it(${tsString(c.title)}, () => {\n    expect(compute(${c.values})).toEqual(${c.result});\n  });`)
    .join("\n\n");
  const label = first ? first.label : "";
  const known = CASES[tool.formula][0];
  // A page that saves readings: the row it sends holds the values and results under the entity's own fields.
  const saved = tool.saveTo && savesResults(model, tool) && known
    ? Object.entries(tool.saveTo.fields).map(([value, field]) => `${field}: ${literal(`${known.values} ${known.result}`, value)}`)
    : undefined;
  const saveTest = saved
    ? `

  it(${tsString(`saves a result as ${tool.saveTo?.entity ?? ""} with each value in its field`)}, () => {
    const values = ${known?.values};
    const result = compute(values);
    expect(readingInput(values, result)).toMatchObject({ ${saved.join(", ")} });
  });`
    : "";
  const content = `import { describe, expect, it } from "vitest";
import { readValues } from "../components/calculator";
import { ${view}${saved ? ", readingInput" : ""} } from "../pages/${page.id}";
import { compute, INPUTS } from "../tools/${tool.formula}";
import { html, noop, render } from "./render";

describe(${tsString(`${formula.name}: the formula`)}, () => {
${cases}
});

describe(${tsString(`${formula.name}: the values`)}, () => {
  it("refuses a missing value, text that is not a number and a value out of range", () => {
    const valid = ${text};
    expect(readValues(INPUTS, valid).ok).toBe(true);
    expect(readValues(INPUTS, { ...valid, ${first?.name}: "" })).toEqual({ ok: false, errors: { ${first?.name}: ${tsString(`${label} is required`)} } });
    expect(readValues(INPUTS, { ...valid, ${first?.name}: "abc" })).toEqual({ ok: false, errors: { ${first?.name}: ${tsString(`${label} must be a number`)} } });
    expect(readValues(INPUTS, { ...valid, ${first?.name}: "NaN" })).toEqual({ ok: false, errors: { ${first?.name}: ${tsString(`${label} must be a number`)} } });
    expect(readValues(INPUTS, { ...valid, ${first?.name}: ${tsString(String((first?.max ?? 0) + 1))} })).toEqual({ ok: false, errors: { ${first?.name}: ${tsString(`${label} must be at most ${first?.max}`)} } });
    expect(readValues(INPUTS, { ...valid, ${first?.name}: ${tsString(String((first?.min ?? 0) - 1))} })).toEqual({ ok: false, errors: { ${first?.name}: ${tsString(`${label} must be at least ${first?.min}`)} } });
  });

  it("shows the result only once the values are valid, and each value's message", () => {
    const empty = render(<${view} text={{}} errors={{ ${first?.name}: ${tsString(`${label} is required`)} }} result={null} onChange={noop} onSubmit={noop} />);
    expect(empty).toContain(html(${tsString(`${label} is required`)}));
    expect(empty).not.toContain("Result");
    const read = readValues(INPUTS, ${text});
    if (!read.ok) throw new Error("the known case is valid");
    const shown = render(<${view} text={${text}} errors={{}} result={compute(read.values)} onChange={noop} onSubmit={noop} />);
    expect(shown).toContain("Result");
    expect(shown).not.toContain("NaN");
  });${saveTest}
});
`;
  return { path: `src/client/tests/${page.id}.test.tsx`, content, requirementIds: page.serves, elements: [`page:${page.id}`] };
} // prettier-ignore

const QUIZ_TEST = (page: UiPage, scoreTo: Extract<Tool, { kind: "quiz" }>["scoreTo"] | undefined) => {
  const { view } = pageNames(page);
  const kept = scoreTo
    ? [
        `${scoreTo.fields.right}: 2`,
        ...(scoreTo.fields.asked ? [`${scoreTo.fields.asked}: 3`] : []),
        ...(scoreTo.fields.percent ? [`${scoreTo.fields.percent}: 67`] : []),
      ]
    : [];
  const keptTest = scoreTo
    ? `

  it(${tsString(`keeps a finished quiz's score as ${scoreTo.entity}`)}, () => {
    let state = startQuiz(cards, () => 0.5);
    for (const correct of [true, false, true]) state = mark(reveal(state), correct);
    expect(scoreInput(state)).toMatchObject({ ${kept.join(", ")} });
  });`
    : "";
  return `import { describe, expect, it } from "vitest";
import { currentCard, isFinished, mark, reveal, scoreText, startQuiz, type QuizCard } from "../components/quiz";
import { ${view}${scoreTo ? ", scoreInput" : ""} } from "../pages/${page.id}";
import { noop, render } from "./render";

const cards: QuizCard[] = [
  { id: 1, question: "Capital of France?", answer: "Paris" },
  { id: 2, question: "2 + 2?", answer: "4" },
  { id: 3, question: "Largest planet?", answer: "Jupiter" },
];

describe("quiz: the rules", () => {
  it("asks every card once, in a shuffled order", () => {
    const state = startQuiz(cards, () => 0);
    expect(state.cards.map((c) => c.id).sort()).toEqual([1, 2, 3]);
    expect(state.cards.map((c) => c.id)).not.toEqual([1, 2, 3]);
  });

  it("marks a card only once its answer shows", () => {
    const state = startQuiz(cards, () => 0.99);
    expect(mark(state, true)).toBe(state);
    const revealed = reveal(state);
    expect(revealed.revealed).toBe(true);
    expect(mark(revealed, true)).toMatchObject({ index: 1, revealed: false, right: 1, wrong: 0 });
  });

  it("scores the right answers out of the cards at the end", () => {
    let state = startQuiz(cards, () => 0.5);
    for (const correct of [true, false, true]) state = mark(reveal(state), correct);
    expect(isFinished(state)).toBe(true);
    expect(currentCard(state)).toBeUndefined();
    expect(scoreText(state)).toBe("2 of 3 right (67 %)");
    expect(mark(reveal(state), true)).toBe(state);
  });

  it("scores an empty quiz as 0 of 0", () => {
    expect(scoreText(startQuiz([]))).toBe("0 of 0 right (0 %)");
  });${keptTest}
});

describe("quiz: the page", () => {
  const props = { onStart: noop, onReveal: noop, onMark: noop };
  it("shows the question, then the answer with Right and Wrong", () => {
    const state = startQuiz(cards, () => 0.99);
    const card = currentCard(state);
    const asked = render(<${view} count={3} state={state} {...props} />);
    expect(asked).toContain("Show answer");
    expect(asked).not.toContain(card?.answer ?? "?");
    const answered = render(<${view} count={3} state={reveal(state)} {...props} />);
    expect(answered).toContain(card?.answer ?? "?");
    expect(answered).toContain("Right");
  });

  it("shows the score at the end", () => {
    let state = startQuiz(cards, () => 0.5);
    for (const correct of [true, true, false]) state = mark(reveal(state), correct);
    expect(render(<${view} count={3} state={state} {...props} />)).toContain("2 of 3 right (67 %)");
  });
});
`;
};

/** The app's own tests of its tool pages. */
export function toolTests(model: ClientModel): ToolFile[] {
  return tools(model).flatMap(({ page, tool }): ToolFile[] => {
    if (tool.kind === "calculator") return [calculatorTest(model, page, tool)];
    if (tool.kind === "editor")
      return editorPage(model, page, tool) ? [{ path: `src/client/tests/${page.id}.test.tsx`, content: editorTest(page, tool), requirementIds: page.serves, elements: [`page:${page.id}`] }] : [];
    if (tool.kind === "chat")
      return chatPage(model, page, tool) ? [{ path: `src/client/tests/${page.id}.test.tsx`, content: chatTest(model, page, tool), requirementIds: page.serves, elements: [`page:${page.id}`] }] : [];
    if (!quizPage(model, page, tool)) return [];
    return [{ path: `src/client/tests/${page.id}.test.tsx`, content: QUIZ_TEST(page, savesScore(model, tool) ? tool.scoreTo : null), requirementIds: page.serves, elements: [`page:${page.id}`] }];
  }); // prettier-ignore
}
