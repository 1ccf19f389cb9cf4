import { describe, expect, it } from "vitest";
import { codegenCases, toolCases } from "../testing/models";
import type { CodegenInput } from "../types";
import { generateClientFiles } from "./client";

/**
 * Tool pages in the generated client (issue 17 point 6): calculators get their formula module, the shared
 * validation, a routed page and tests of known values; a BMI tracker's page saves readings through the readings'
 * create operation; a quiz reads its cards of one deck and is scored by pure functions; apps that ask for no tool
 * get none of it.
 */

function files(input: CodegenInput): Map<string, string> {
  return new Map(generateClientFiles(input, 3).map((f) => [f.path, f.content]));
}

function toolCase(slug: string): CodegenInput {
  const found = toolCases().find((c) => c.slug === slug);
  if (!found) throw new Error(slug);
  return found.input;
}

describe("a BMI calculator that saves readings", () => {
  const out = files(toolCase("bmi-tracker"));
  const page = out.get("src/client/pages/bmi-calculator.tsx") ?? "";

  it("has the formula module, the shared validation, the page and its tests", () => {
    expect(out.get("src/client/tools/bmi.ts")).toContain(
      "const bmi = Math.round((values.weightKg / (metres * metres)) * 10) / 10;",
    );
    expect(out.get("src/client/tools/bmi.ts")).toContain(
      '{ name: "heightCm", label: "Height", unit: "cm", min: 30, max: 300, integer: false }',
    );
    expect(out.get("src/client/components/calculator.ts")).toContain("export function readValues");
    expect(out.get("src/client/tests/bmi-calculator.test.tsx")).toContain(
      'expect(compute({ weightKg: 70, heightCm: 175 })).toEqual({ bmi: 22.9, category: "Normal weight" });',
    );
  });

  it("saves a reading with today's date through the create operation", () => {
    expect(page).toContain(
      "return { weight: values.weightKg, height: values.heightCm, bmi: result.bmi, takenOn: today() };",
    );
    expect(page).toContain("await api.createReading(readingInput(checked.values, checked.result));");
    expect(page).toContain('"Save as a reading"');
  });

  it("is routed and in the navigation", () => {
    const app = out.get("src/client/app.tsx") ?? "";
    expect(app).toContain('import { BmiCalculatorPage } from "./pages/bmi-calculator";');
    expect(app).toMatch(/<Route path="\/bmi-calculator">.*<BmiCalculatorPage \/>/);
    expect(app).toContain('<NavLink href="/bmi-calculator" label={"BMI calculator"} />');
  });
});

describe("calculators that save nothing", () => {
  const out = files(toolCase("loan-helper"));
  it("work out loan payments and tips without calling the API", () => {
    expect(out.get("src/client/tools/loan-payment.ts")).toContain(
      "(values.principal * rate) / (1 - Math.pow(1 + rate, -months))",
    );
    expect(out.get("src/client/tools/tip.ts")).toContain("Math.ceil(total / values.people) / 100");
    for (const path of [
      "src/client/pages/loan-payment-calculator.tsx",
      "src/client/pages/tip-calculator.tsx",
    ]) {
      expect(out.get(path)).not.toContain("api.");
      expect(out.get(path)).not.toContain("Save as");
    }
  });
});

describe("a quiz over cards in decks", () => {
  const out = files(toolCase("flashcards"));
  const page = out.get("src/client/pages/quiz.tsx") ?? "";
  it("reads up to 100 cards of the chosen deck and keeps score with the shared rules", () => {
    expect(page).toContain("const params = { pageSize: 100, deckId: deck ?? undefined };");
    expect(page).toContain("api.listDecks({ pageSize: 100 })");
    expect(page).toContain(
      'question: card.question === null || card.question === undefined ? "—" : String(card.question)',
    );
    expect(out.get("src/client/components/quiz.ts")).toContain(
      "export function scoreText(state: QuizState): string",
    );
    expect(out.get("src/client/tests/quiz.test.tsx")).toContain(
      'expect(scoreText(state)).toBe("2 of 3 right (67 %)");',
    );
  });
  it("keeps a finished quiz's score as an attempt", () => {
    expect(page).toContain(
      "return { score: state.right, cardsAsked: state.right + state.wrong, takenOn: today() };",
    );
    expect(page).toContain("await api.createAttempt(scoreInput(state));");
    expect(out.get("src/client/tests/quiz.test.tsx")).toContain(
      "expect(scoreInput(state)).toMatchObject({ score: 2, cardsAsked: 3 });",
    );
  });

  it("leaves the quiz page out of the cards' own page tests", () => {
    expect(out.get("src/client/tests/card.test.tsx")).not.toContain("pages/quiz");
  });
});

describe("apps that ask for no tool", () => {
  for (const c of codegenCases())
    it(c.slug, () => {
      const paths = [...files(c.input).keys()];
      expect(paths.filter((p) => /\/tools\/|calculator|quiz/.test(p))).toEqual([]);
    });
});

describe("a Markdown editor over notes", () => {
  const out = files(toolCase("markdown-notes"));
  const page = out.get("src/client/pages/markdown-editor.tsx") ?? "";
  it("previews with react-markdown without raw HTML and saves through create and update", () => {
    expect(out.get("src/client/components/markdown.tsx")).toContain(
      "<Markdown skipHtml urlTransform={safeUrl}>",
    );
    expect(page).toContain("return { title: draft.title, body: draft.body, writtenOn: today() };");
    expect(page).toContain(
      "await api.createNote(createInput(draft)) : await api.updateNote(draft.id, updateInput(draft))",
    );
    expect(out.get("src/client/tests/markdown-editor.test.tsx")).toContain(
      'expect(html).not.toContain("<script");',
    );
    expect(out.get("src/client/styles.css")).toContain(".editor-panes");
  });
});

describe("tool pages a model describes wrongly (written by hand or an LLM)", () => {
  it("a calculator saving to a field the entity lacks saves nothing; a quiz over missing fields is a plain page", () => {
    const bmi = structuredClone(toolCase("bmi-tracker"));
    for (const page of bmi.ui.pages)
      if (page.tool?.kind === "calculator" && page.tool.saveTo) page.tool.saveTo.fields.bmi = "missingField";
    const calculator = files(bmi).get("src/client/pages/bmi-calculator.tsx") ?? "";
    expect(calculator).toContain("export function BmiCalculatorPage()");
    expect(calculator).not.toContain("api.");
    expect(files(bmi).get("src/client/tests/bmi-calculator.test.tsx")).not.toContain("readingInput");

    const quiz = structuredClone(toolCase("flashcards"));
    for (const page of quiz.ui.pages) if (page.tool?.kind === "quiz") page.tool.answerField = "missingField";
    const out = files(quiz);
    expect(out.get("src/client/pages/quiz.tsx")).toContain("Go to the home page");
    expect(out.has("src/client/tests/quiz.test.tsx")).toBe(false);
  });
});
