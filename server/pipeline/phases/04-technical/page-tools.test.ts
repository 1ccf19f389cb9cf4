import { describe, expect, it } from "vitest";
import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { uiModelSchema } from "../../../../domain/artifacts/04-ui-model";
import { FIXTURE_META } from "../../fixtures/index";
import { buildChain, type Chain } from "../../testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { formulaIn } from "../02-srs/page-kinds";
import { renderFrontendArchitecture } from "./render-frontend";

/*
 * Tool pages (issue 17 point 6) read from ideas written for this test, each through the real embedded
 * Requirements AI and the model builders, as the product builds them: which page an idea gets, what it saves
 * to, and that the SRS's capability says the same.
 */

function chain(description: string, more: Partial<IdeaSpec> = {}): Chain {
  return buildChain(ideaInput({ slug: "tools", name: "Tools", description, answers: {}, ...more }));
}

function tools(c: Chain) {
  return c.ui.pages.filter((p) => p.kind === "tool").map((p) => ({ id: p.id, tool: p.tool }));
}

describe("formulas asked for in a sentence", () => {
  const cases: [string, string | undefined][] = [
    ["calculate my BMI from my weight and height", "bmi"],
    ["Compute a BMI", "bmi"],
    ["A BMI calculator for the gym", "bmi"],
    ["work out a patient's body mass index", "bmi"],
    ["Patients: name, weight, height, BMI", undefined],
    ["a mortgage calculator", "loan-payment"],
    ["work out the monthly payment of a loan", "loan-payment"],
    ["estimate monthly repayments on a car loan", "loan-payment"],
    ["calculate the loan's monthly payment", "loan-payment"],
    ["members borrow books; calculate late fees on loans", undefined],
    ["a tip calculator", "tip"],
    ["split the bill between friends", "tip"],
    ["calculate the tip", "tip"],
    ["a pomodoro timer", undefined],
    ["calculate the total of an order", undefined],
  ];
  for (const [text, formula] of cases)
    it(`"${text}" → ${formula ?? "none"}`, () => expect(formulaIn(text)?.id).toBe(formula));
});

describe("a BMI calculator", () => {
  it("that keeps readings saves each result to the readings", () => {
    const c = chain("Calculate my BMI from my weight and height and save my BMI readings", {
      dataEntities: "Reading: weight (decimal), height (decimal), bmi (decimal), taken on (date)",
    });
    expect(tools(c)).toEqual([
      {
        id: "bmi-calculator",
        tool: {
          kind: "calculator",
          formula: "bmi",
          saveTo: { entity: "Reading", fields: { weightKg: "weight", heightCm: "height", bmi: "bmi" } },
        },
      },
    ]);
    expect(c.ui.routes).toContainEqual({
      path: "/bmi-calculator",
      pageId: "bmi-calculator",
      requiresAuth: c.data.accounts,
    });
    expect(c.ui.navigation).toContainEqual({ label: "BMI calculator", path: "/bmi-calculator" });
    const capability = c.requirements.capabilities?.find((k) => k.kind === "calculator");
    expect(capability).toMatchObject({ name: "BMI calculator", built: "generated" });
    expect(capability?.reason).toMatch(/BMI = weight \(kg\) ÷ height \(m\)²/);
    const page = c.ui.pages.find((p) => p.id === "bmi-calculator");
    expect(page?.serves).toEqual(capability?.requirementIds);
    expect(uiModelSchema.safeParse(c.ui).success).toBe(true);
  });

  it("asked for in the features saves nothing when no entity keeps a BMI", () => {
    const c = chain("A gym members' log", {
      answers: { "core-features": "Compute a BMI\nKeep workouts" },
      dataEntities: "Workout: name, done on (date), minutes (number)",
    });
    expect(tools(c)).toEqual([
      { id: "bmi-calculator", tool: { kind: "calculator", formula: "bmi", saveTo: null } },
    ]);
  });

  it("is not saved to an entity that needs more than the reading (a required person)", () => {
    const c = chain("Calculate each patient's BMI", {
      dataEntities:
        "Patient: name\nMeasurement: patient (Patient, required), weight (decimal), bmi (decimal)",
    });
    expect(tools(c)).toEqual([
      { id: "bmi-calculator", tool: { kind: "calculator", formula: "bmi", saveTo: null } },
    ]);
  });

  it("is stated with its formula in the frontend document", () => {
    const c = chain("Calculate my BMI from my weight and height");
    const doc = renderFrontendArchitecture(c.ui, FIXTURE_META);
    expect(doc).toContain("BMI = weight (kg) ÷ height (m)²");
    expect(doc).toMatch(/\| `weightKg` +\| Weight +\| kg +\| from 1 to 500 +\|/);
    expect(doc).toContain("nothing is saved");
  });
});

describe("loan and tip calculators", () => {
  it("each formula the idea asks for gets its page", () => {
    const c = chain("A mortgage calculator that works out the monthly payment of a loan", {
      answers: {
        "user-authentication": NO_AUTHENTICATION_NEEDED,
        "core-features": "Split the bill with a tip calculator",
      },
    });
    expect(tools(c).map((t) => t.id)).toEqual(["loan-payment-calculator", "tip-calculator"]);
    const capability = c.requirements.capabilities?.find((k) => k.kind === "calculator");
    expect(capability?.built).toBe("generated");
    expect(capability?.reason).toMatch(/Monthly payment = P × r ÷/);
    expect(capability?.reason).toMatch(/Tip = bill × tip %/);
  });
});

describe("a quiz", () => {
  it("over flashcards with a question and an answer, in decks", () => {
    const c = chain("Flashcards with a question and answer, quiz me and show my score", {
      dataEntities: "Deck: name\nCard: deck (Deck), question (text), answer (text)",
    });
    expect(tools(c)).toEqual([
      {
        id: "quiz",
        tool: {
          kind: "quiz",
          entity: "Card",
          questionField: "question",
          answerField: "answer",
          deck: "Deck",
          scoreTo: null,
        },
      },
    ]);
    expect(c.requirements.capabilities?.find((k) => k.kind === "game")).toMatchObject({
      name: "Quiz",
      built: "generated",
    });
  });

  it("over terms and definitions", () => {
    const c = chain("A vocabulary quiz", { dataEntities: "Word: term, definition (text), language" });
    expect(tools(c)).toEqual([
      {
        id: "quiz",
        tool: {
          kind: "quiz",
          entity: "Word",
          questionField: "term",
          answerField: "definition",
          deck: null,
          scoreTo: null,
        },
      },
    ]);
  });

  it("keeps each finished quiz's score when an entity keeps scores", () => {
    const c = chain("Flashcards with a question and answer, quiz me and save my score", {
      dataEntities:
        "Card: question (text), answer (text)\nAttempt: score (number), out of (number), percentage (number), taken on (date)",
    });
    expect(tools(c)[0]?.tool).toMatchObject({
      kind: "quiz",
      scoreTo: { entity: "Attempt", fields: { right: "score", asked: "outOf", percent: "percentage" } },
    });
  });

  it("without cards to ask stays a capability that needs a provider", () => {
    const c = chain("A trivia game night organiser", { dataEntities: "Team: name\nEvening: held on (date)" });
    expect(tools(c)).toEqual([]);
    expect(c.requirements.capabilities?.find((k) => k.kind === "game")?.built).toBe("needs-provider");
  });
});

describe("ideas that ask for no tool", () => {
  for (const description of [
    "A lending library for our village",
    "Track my expenses and calculate monthly totals",
    "A pomodoro timer with my tasks",
    "A chess club's games and players",
  ])
    it(description, () => {
      const c = chain(description);
      expect(tools(c)).toEqual([]);
      expect(c.ui.navigation.some((n) => /calculator|quiz/i.test(n.label))).toBe(false);
    });
});

describe("a Markdown editor", () => {
  it("over notes with a body, saved to the notes", () => {
    const c = chain("Write my notes in a Markdown editor with a live preview and keep them", {
      dataEntities: "Note: title, body (text), written on (date)",
    });
    expect(tools(c)).toEqual([
      {
        id: "markdown-editor",
        tool: { kind: "editor", entity: "Note", titleField: "title", bodyField: "body" },
      },
    ]);
    const capability = c.requirements.capabilities?.find((k) => k.kind === "editor");
    expect(capability).toMatchObject({ name: "Markdown editor", built: "generated" });
    expect(capability?.reason).toMatch(/raw HTML and unsafe links are not rendered/);
  });

  it("for code or rich text stays a capability that needs a provider", () => {
    for (const description of ["An online code editor for snippets", "A rich text editor for newsletters"]) {
      const c = chain(description, { dataEntities: "Snippet: title, content (text)" });
      expect(tools(c)).toEqual([]);
      expect(c.requirements.capabilities?.find((k) => k.kind === "editor")?.built).toBe("needs-provider");
    }
  });

  it("without a long text field builds no page", () => {
    const c = chain("A notes editor", { dataEntities: "Label: name, colour" });
    expect(tools(c)).toEqual([]);
  });
});
