import type { FormulaId } from "../../../../domain/artifacts/04-ui-tools";
import type { Found } from "./capability-kinds";
import { chatBuiltAs, messageEntity } from "./chat-kind";
import type { DraftEntity } from "./data-entities";
import { inSentence } from "./names";

/*
 * Interactive pages the embedded engine builds (issue 17 point 6), read from the requirements' words: the SRS
 * says a calculator or quiz capability is generated only when it is one of these, and the UI model
 * (04-technical/page-tools.ts) builds the page from the same reading, so the two never disagree.
 *
 * - Formulas: a closed set, each exact and stated in words (the SRS and the frontend document print
 *   `statement`). A text asks for one when it names it ("BMI", "body mass index", "mortgage payment", "tip
 *   calculator") and either names a calculator or asks to compute it ("calculate my BMI", "work out the
 *   monthly payment of a loan").
 * - Quiz: a quiz or trivia game (capability-kinds.ts) over cards, an entity with a question field and an answer
 *   field.
 * - Markdown editor: an editor capability that is not for code, drawings, images, video or rich text, over an
 *   entity with a long text field (body, content, text, notes) that every new row can be made from.
 */

/** A value the user enters: its label, unit and the range the page accepts. */
export interface FormulaInput {
  name: string;
  label: string;
  unit: string;
  min: number;
  max: number;
  /** Whole numbers only (years of a loan, people sharing a bill). */
  integer: boolean;
}

/** A value the page works out. */
export interface FormulaOutput {
  name: string;
  label: string;
  /** "number" (with `decimals`) or "text" (a category such as "Normal weight"). */
  kind: "number" | "text";
  decimals: number;
}

export interface Formula {
  id: FormulaId;
  /** The page's title and the capability's name when the idea gives none: "BMI calculator". */
  name: string;
  /** Words that name the formula. */
  words: RegExp;
  inputs: FormulaInput[];
  outputs: FormulaOutput[];
  /** How the result is worked out, in one or two sentences (the SRS and the frontend document state it). */
  statement: string;
  /** A known case, as an acceptance criterion. */
  example: string;
}

const number = (name: string, label: string, decimals: number): FormulaOutput => ({
  name,
  label,
  kind: "number",
  decimals,
});

export const FORMULA_LIST: readonly Formula[] = [
  {
    id: "bmi",
    name: "BMI calculator",
    words: /\b(?:bmi|body[- ]mass[- ]index)\b/i,
    inputs: [
      { name: "weightKg", label: "Weight", unit: "kg", min: 1, max: 500, integer: false },
      { name: "heightCm", label: "Height", unit: "cm", min: 30, max: 300, integer: false },
    ],
    outputs: [number("bmi", "BMI", 1), { name: "category", label: "Category", kind: "text", decimals: 0 }],
    statement:
      "BMI = weight (kg) ÷ height (m)², with the height entered in centimetres and the result rounded to one decimal; its WHO category, read from the rounded BMI, is Underweight below 18.5, Normal weight from 18.5, Overweight from 25, Obesity class I from 30, class II from 35 and class III from 40.",
    example:
      "Given a weight of 70 kg and a height of 175 cm, when the user asks for the result, then the BMI shows 22.9 and the category Normal weight",
  },
  {
    id: "loan-payment",
    name: "Loan payment calculator",
    words:
      /\b(?:mortgages?|loans?) (?:payments?|repayments?|calculators?|estimators?)\b|\bamorti[sz]\w*|\bmonthly (?:mortgage |loan )?(?:re)?payments? (?:\w+ ){0,3}(?:mortgages?|loans?)\b|\b(?:mortgages?|loans?)(?:'s)? monthly (?:re)?payments?\b/i,
    inputs: [
      { name: "principal", label: "Amount borrowed", unit: "", min: 1, max: 1_000_000_000, integer: false },
      { name: "annualRate", label: "Annual interest rate", unit: "%", min: 0, max: 100, integer: false },
      { name: "years", label: "Term", unit: "years", min: 1, max: 100, integer: true },
    ],
    outputs: [
      number("monthlyPayment", "Monthly payment", 2),
      number("totalPaid", "Total paid", 2),
      number("totalInterest", "Total interest", 2),
    ],
    statement:
      "Monthly payment = P × r ÷ (1 − (1 + r)^−n), where P is the amount borrowed, r the annual interest rate ÷ 12 ÷ 100 and n the term in years × 12 (P ÷ n when the rate is 0), rounded to cents; the total paid is the payment × n and the total interest the total paid − P.",
    example:
      "Given 200000 borrowed at 6 % a year over 30 years, when the user asks for the result, then the monthly payment shows 1199.10",
  },
  {
    id: "tip",
    name: "Tip calculator",
    words:
      /\btips? (?:calculators?|split\w*)\b|\bsplit(?:s|ting)? (?:the|a) (?:bill|check)\b|\b(?:calculat|comput|work)\w* (?:out )?(?:the |a )?tips?\b/i,
    inputs: [
      { name: "bill", label: "Bill", unit: "", min: 0.01, max: 1_000_000, integer: false },
      { name: "tipPercent", label: "Tip", unit: "%", min: 0, max: 100, integer: false },
      { name: "people", label: "People", unit: "", min: 1, max: 100, integer: true },
    ],
    outputs: [number("tip", "Tip", 2), number("total", "Total", 2), number("perPerson", "Each pays", 2)],
    statement:
      "Tip = bill × tip % ÷ 100 and total = bill + tip, each rounded to cents; each person pays the total ÷ the number of people, rounded up to the next cent so the bill is covered.",
    example:
      "Given a bill of 84.50 with a 15 % tip shared by 3 people, when the user asks for the result, then the tip shows 12.68, the total 97.18 and each pays 32.40",
  },
];

export const FORMULAS_BY_ID: ReadonlyMap<FormulaId, Formula> = new Map(FORMULA_LIST.map((f) => [f.id, f]));

/** The formula of an id (the set is closed, so every id has one). */
export function formulaOf(id: FormulaId): Formula {
  return FORMULAS_BY_ID.get(id) as Formula;
}

/** Words that ask to work a value out, or name a tool that does. */
const COMPUTES =
  /\b(?:calculat\w*|comput\w*|work(?:s|ed|ing)? out|figur\w* out|estimat\w*|check(?:s|ed|ing)?|calculators?|estimators?)\b/i;

/** The formula a text asks to work out, or undefined: it names the formula and computing it (see the module comment). */
export function formulaIn(text: string): Formula | undefined {
  if (!COMPUTES.test(text) && !/\bsplit/i.test(text)) return undefined;
  return FORMULA_LIST.find((f) => f.words.test(text));
}

/** The first formula any of the texts asks for. */
export function formulaInAny(texts: readonly string[]): Formula | undefined {
  for (const text of texts) {
    const found = formulaIn(text);
    if (found) return found;
  }
  return undefined;
}

/** A field's words, for matching: "Correct answer" / "correctAnswer" → "correct answer". */
function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
}

const QUESTION = /\b(?:question|prompt|front|term|clue)\b/;
const ANSWER = /\b(?:answer|back|definition|meaning|translation|solution)\b/;

/** Field types a card's question or answer may be (text the user reads). */
const TEXT_TYPES = new Set(["string", "text"]);

/** The question and answer fields of a card entity's fields, or undefined when it lacks either. */
export function cardFields(
  fields: readonly { name: string; type: string }[],
): { question: string; answer: string } | undefined {
  const text = fields.filter((f) => TEXT_TYPES.has(f.type));
  const question = text.find((f) => QUESTION.test(words(f.name)));
  const answer = text.find((f) => f !== question && ANSWER.test(words(f.name)));
  return question && answer ? { question: question.name, answer: answer.name } : undefined;
}

/** What the generated app builds of a capability it now builds, for the SRS (the capability's reason). */
export function calculatorBuiltAs(formula: Formula): string {
  const inputs = formula.inputs.map((i) => `${i.label.toLowerCase()}${i.unit ? ` (${i.unit})` : ""}`);
  return `The generated application has a ${formula.name} page: the user enters ${inputs.join(", ")}, each checked against its range, and the page works the result out in the browser. ${formula.statement}`;
}

export function quizBuiltAs(entityLabel: string): string {
  return `The generated application has a quiz page over the ${entityLabel}: it shows one question at a time, reveals its answer, lets the user mark it right or wrong and shows the score at the end.`;
}

/** The card entity of a quiz: the first entity with a question and an answer field. */
export function cardEntity<E extends { fields: readonly { name: string; type: string }[] }>(
  entities: readonly E[],
): { entity: E; question: string; answer: string } | undefined {
  for (const entity of entities) {
    const fields = cardFields(entity.fields);
    if (fields) return { entity, ...fields };
  }
  return undefined;
}

/** Editors the generated app builds: Markdown, text, notes and documents, or an editor with a live preview. */
const MARKDOWN_EDITORS = /^(?:(?:markdown|text|notes?|document) )?editors?$/;

const BODY = /^(?:body|content|contents|text|markdown|notes?|entry|article|page)$/;

/**
 * The documents of a Markdown editor: the first entity with a long text field (preferring one named body,
 * content, text…) whose other required fields are its title or dates, and its title field.
 */
export function documentEntity<
  E extends { fields: readonly { name: string; type: string; required?: boolean }[] },
>(entities: readonly E[]): { entity: E; title: string | null; body: string } | undefined {
  for (const entity of entities) {
    const long = entity.fields.filter((f) => f.type === "text");
    const body = long.find((f) => BODY.test(words(f.name))) ?? long[0];
    if (!body) continue;
    const title = entity.fields.find((f) => f !== body && f.type === "string") ?? null;
    const others = entity.fields.filter((f) => f !== body && f !== title && f.required === true);
    if (others.some((f) => f.type !== "date" && f.type !== "datetime")) continue;
    return { entity, title: title?.name ?? null, body: body.name };
  }
  return undefined;
}

export function editorBuiltAs(entityLabel: string): string {
  return `The generated application has a Markdown editor page over the ${entityLabel}: the user writes in Markdown with a live preview beside the text (raw HTML and unsafe links are not rendered) and saves it.`;
}

/**
 * How the generated app builds a capability found in the requirements, or undefined when it does not: a
 * calculator of a known formula, a quiz over an entity of cards. The sentence is the capability's reason.
 */
export function builtPage(found: Found, entities: readonly DraftEntity[]): string | undefined {
  if (found.kind === "calculator" && found.formulas && found.formulas.length > 0)
    return found.formulas.map((id) => calculatorBuiltAs(formulaOf(id))).join(" ");
  if (found.kind === "game" && found.named !== undefined && /^(?:quiz(?:zes)?|trivia)$/.test(found.named)) {
    const cards = cardEntity(entities);
    if (cards) return quizBuiltAs(inSentence(cards.entity.names.pluralLabel));
  }
  if (found.kind === "editor" && MARKDOWN_EDITORS.test(found.named ?? "editor")) {
    const documents = documentEntity(entities);
    if (documents) return editorBuiltAs(inSentence(documents.entity.names.pluralLabel));
  }
  if (found.kind === "real-time" && found.named !== undefined) {
    const messages = messageEntity(entities);
    if (messages) return chatBuiltAs(inSentence(messages.entity.names.pluralLabel), messages.parts.room);
  }
  return undefined;
}
