import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { DataModel, Entity, Field } from "../../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import type { Tool } from "../../../../domain/artifacts/04-ui-tools";
import { capitalise } from "../../../engines/embedded/text";
import { chatNamed, messageEntity, type ChatParts } from "../02-srs/chat-kind";
import { kebabIdentifier } from "../02-srs/names";
import { cardEntity, documentEntity, FORMULA_LIST, formulaIn, type Formula } from "../02-srs/page-kinds";
import { sortRequirementIds } from "../../traceability";

/*
 * Interactive pages of the UI model (issue 17 point 6, page kind "tool"), built from the same reading as the
 * SRS's capabilities (02-srs/page-kinds.ts), so a page exists exactly when the SRS says the capability is
 * generated:
 * - a calculator page per known formula the functional requirements and user stories ask to work out. When an
 *   entity has a field for the formula's main result ("BMI" of a Reading), the page saves each result there:
 *   every input and result with a field of its kind, and today's date in required date fields it has no value
 *   for. An entity with other required fields cannot take a reading, so nothing is saved;
 * - a quiz page over the first entity with a question and an answer field, when a quiz is asked for, taken over
 *   one deck when cards belong to another entity; when another entity has a score field ("Attempt: score"), a
 *   finished quiz's score is saved there, with the same rule for other required fields as readings.
 * - a Markdown editor page over the first entity with a long text field every new row can be made from, when
 *   a Markdown, text, notes or document editor (or a live preview) is asked for.
 * - a chat room over the messages (shared rows with a text body; 02-srs/chat-kind.ts), when the real-time
 *   capability is a chat the SRS says is generated.
 * Models whose requirements ask for none get no tool pages, so they are what they were before.
 */

type Page = UiModel["pages"][number];
type Route = UiModel["routes"][number];
type Nav = UiModel["navigation"][number];

export interface ToolPages {
  pages: Page[];
  routes: Route[];
  navigation: Nav[];
}

/** The texts that can ask for a tool: the purpose (the idea's description), functional requirements and user stories. */
function stated(req: RequirementsModel): { id: string | null; text: string }[] {
  return [
    { id: null, text: req.product.purpose },
    ...req.requirements
      .filter((r) => r.type !== "non-functional")
      .map((r) => ({ id: r.id, text: r.description })),
  ];
}

/** The requirement ids of texts (the purpose has none). */
function idsOf(texts: readonly { id: string | null }[]): string[] {
  return texts.flatMap((t) => (t.id === null ? [] : [t.id]));
}

/** The capability of a kind the SRS says is generated; undefined also when an older model lists none. */
function generated(req: RequirementsModel, kind: "calculator" | "game" | "editor") {
  return req.capabilities?.find((c) => c.kind === kind && c.built === "generated");
}

/** Words of a field, lower case: "weightKg" / "Weight (kg)" → "weight kg". */
function fieldWords(field: Field): string {
  return `${field.name.replace(/([a-z0-9])([A-Z])/g, "$1 $2")} ${field.label}`.toLowerCase();
}

/** Which field of an entity keeps each value of a formula (by its words), and of which field types. */
const VALUE_FIELDS: Readonly<Record<string, RegExp>> = {
  weightKg: /\bweight\b/,
  heightCm: /\bheight\b/,
  bmi: /\bbmi\b|\bbody mass\b/,
  category: /\bcategory\b|\bclass\b/,
  principal: /\bprincipal\b|\bamount borrowed\b|\bloan amount\b/,
  annualRate: /\brate\b|\binterest\b/,
  years: /\byears?\b|\bterm\b/,
  monthlyPayment: /\bmonthly payment\b|\bpayment\b/,
  totalPaid: /\btotal paid\b/,
  totalInterest: /\btotal interest\b/,
  bill: /\bbill\b/,
  tipPercent: /\btip percent\b|\bpercent(?:age)?\b/,
  tip: /^tip\b/,
  total: /^total\b/,
  perPerson: /\bper person\b|\beach\b/,
  people: /\bpeople\b|\bpersons?\b|\bguests?\b/,
};

const NUMBER_TYPES = new Set<Field["type"]>(["integer", "decimal", "money"]);
const TEXT_TYPES = new Set<Field["type"]>(["string", "text"]);

/** The entity that keeps a formula's results, and the field of each value it keeps; null when none does. */
function savedTo(formula: Formula, data: DataModel): Extract<Tool, { kind: "calculator" }>["saveTo"] {
  const values = [
    ...formula.inputs.map((i) => ({ name: i.name, types: NUMBER_TYPES })),
    ...formula.outputs.map((o) => ({ name: o.name, types: o.kind === "text" ? TEXT_TYPES : NUMBER_TYPES })),
  ];
  const main = formula.outputs[0]?.name;
  for (const entity of data.entities) {
    const fields: Record<string, string> = {};
    const used = new Set<string>();
    for (const value of values) {
      const field = entity.fields.find(
        (f) => !used.has(f.name) && value.types.has(f.type) && VALUE_FIELDS[value.name]?.test(fieldWords(f)),
      );
      if (!field) continue;
      fields[value.name] = field.name;
      used.add(field.name);
    }
    if (main === undefined || fields[main] === undefined || !takesReadings(entity, used)) continue;
    return { entity: entity.name, fields };
  }
  return null;
}

/** Whether a row can be made from a reading: every other required field is a date (today) and no relation is required. */
function takesReadings(entity: Entity, used: ReadonlySet<string>): boolean {
  const others = entity.fields.filter((f) => f.required && !used.has(f.name));
  return (
    others.every((f) => f.type === "date" || f.type === "datetime") &&
    !entity.relations.some((r) => r.required)
  );
}

function calculatorPages(req: RequirementsModel, data: DataModel): Page[] {
  const capability = generated(req, "calculator");
  if (!capability) return [];
  const texts = stated(req);
  return FORMULA_LIST.flatMap((formula): Page[] => {
    const asking = texts.filter((t) => formulaIn(t.text)?.id === formula.id);
    if (asking.length === 0) return [];
    const saveTo = savedTo(formula, data);
    return [
      {
        id: kebabIdentifier(formula.name),
        kind: "tool",
        title: formula.name,
        entity: saveTo?.entity ?? null,
        components: ["CalculatorForm", "CalculatorResult"],
        columns: [],
        searchable: false,
        formId: null,
        serves: sortRequirementIds([...new Set([...capability.requirementIds, ...idsOf(asking)])]),
        tool: { kind: "calculator", formula: formula.id, saveTo },
      },
    ];
  });
}

/** The entity that keeps a quiz's scores: a number field for the score; others for the cards asked and the percentage. */
function scoresTo(data: DataModel, cards: Entity): Extract<Tool, { kind: "quiz" }>["scoreTo"] {
  for (const entity of data.entities) {
    if (entity === cards) continue;
    const numbers = entity.fields.filter((f) => NUMBER_TYPES.has(f.type));
    const right = numbers.find((f) => /\b(?:score|right|correct)\b/.test(fieldWords(f)));
    if (!right) continue;
    const percent = numbers.find((f) => f !== right && /\b(?:percent(?:age)?|%)/.test(fieldWords(f)));
    const asked = numbers.find(
      (f) => f !== right && f !== percent && /\b(?:total|out of|questions|cards|asked)\b/.test(fieldWords(f)),
    );
    const used = new Set([right.name, ...(asked ? [asked.name] : []), ...(percent ? [percent.name] : [])]);
    if (!takesReadings(entity, used)) continue;
    return {
      entity: entity.name,
      fields: { right: right.name, asked: asked?.name ?? null, percent: percent?.name ?? null },
    };
  }
  return null;
}

function quizPages(req: RequirementsModel, data: DataModel): Page[] {
  const capability = generated(req, "game");
  const cards = capability ? cardEntity(data.entities) : undefined;
  if (!capability || !cards) return [];
  const deck = cards.entity.relations.find((r) => r.kind === "many-to-one")?.target ?? null;
  const asking = stated(req).filter((t) => /\b(?:quiz\w*|score|flash ?cards?)\b/i.test(t.text));
  return [
    {
      id: "quiz",
      kind: "tool",
      title: "Quiz",
      entity: cards.entity.name,
      components: ["QuizCard", "QuizScore"],
      columns: [],
      searchable: false,
      formId: null,
      serves: sortRequirementIds([...new Set([...capability.requirementIds, ...idsOf(asking)])]),
      tool: { kind: "quiz", entity: cards.entity.name, questionField: cards.question, answerField: cards.answer, deck, scoreTo: scoresTo(data, cards.entity) },
    },
  ]; // prettier-ignore
}

function editorPages(req: RequirementsModel, data: DataModel): Page[] {
  const capability = generated(req, "editor");
  const documents = capability ? documentEntity(data.entities) : undefined;
  if (!capability || !documents || documents.entity.relations.some((r) => r.required)) return [];
  const asking = stated(req).filter((t) => /\b(?:markdown|editor|live preview)\b/i.test(t.text));
  return [
    {
      id: "markdown-editor",
      kind: "tool",
      title: "Markdown editor",
      entity: documents.entity.name,
      components: ["MarkdownInput", "MarkdownPreview"],
      columns: [],
      searchable: false,
      formId: null,
      serves: sortRequirementIds([...new Set([...capability.requirementIds, ...idsOf(asking)])]),
      tool: { kind: "editor", entity: documents.entity.name, titleField: documents.title, bodyField: documents.body },
    },
  ]; // prettier-ignore
}

/** A chat room over the messages when the SRS says the real-time capability is a chat it builds (02-srs/chat-kind.ts). */
function chatPages(req: RequirementsModel, data: DataModel): Page[] {
  const capability = req.capabilities?.find((c) => c.kind === "real-time" && c.built === "generated");
  const messages = capability ? chatEntityOf(data) : undefined;
  if (!capability || !messages) return [];
  const asking = stated(req).filter((t) => chatNamed(t.text) !== undefined);
  return [
    {
      id: "chat",
      kind: "tool",
      title: "Chat",
      entity: messages.entity.name,
      components: ["ChatMessages", "ChatComposer"],
      columns: [],
      searchable: false,
      formId: null,
      serves: sortRequirementIds([...new Set([...capability.requirementIds, ...idsOf(asking)])]),
      tool: { kind: "chat", entity: messages.entity.name, bodyField: messages.parts.body, authorField: messages.parts.author, room: messages.parts.room },
    },
  ]; // prettier-ignore
}

/** The messages entity of a data model: its fields read as chat-kind.ts reads a draft's (relations as fields). */
function chatEntityOf(data: DataModel): { entity: Entity; parts: ChatParts } | undefined {
  for (const entity of data.entities.filter((e) => !e.ownedByUser)) {
    const fields = [
      ...entity.fields.map((f) => ({ name: f.name, type: f.type as string, required: f.required })),
      ...entity.relations.map((r) => ({ name: r.name, type: r.kind === "many-to-one" ? "relation" : "many", required: r.required, relationTo: r.target, cardinality: r.kind })),
    ]; // prettier-ignore
    const found = messageEntity([{ names: { name: entity.name, label: entity.label }, fields }]);
    if (found) return { entity, parts: found.parts };
  }
  return undefined;
}

/** The tool pages of a UI model, their routes and navigation entries (none for most ideas). */
export function toolPages(req: RequirementsModel, data: DataModel): ToolPages {
  const taken = new Set(data.entities.flatMap((e) => [kebabIdentifier(e.plural), kebabIdentifier(e.name)]));
  const pages = [
    ...calculatorPages(req, data),
    ...quizPages(req, data),
    ...editorPages(req, data),
    ...chatPages(req, data),
  ].filter((p) => !taken.has(p.id));
  return {
    pages,
    routes: pages.map((p) => ({ path: `/${p.id}`, pageId: p.id, requiresAuth: data.accounts })),
    navigation: pages.map((p) => ({ label: capitalise(p.title), path: `/${p.id}` })),
  };
}
