import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { PREFER_PHASED_DELIVERY } from "../../../../domain/rules/checklist";
import { capitalise, decapitalise, joinWords } from "../../../engines/embedded/text";
import type { DraftEntity } from "./data-entities";
import type { Integration } from "./integrations";
import { inSentence, withArticle } from "./names";
import { answerLines } from "./answer-lines";

/*
 * The parts of the SRS that describe the product rather than its requirements: purpose, scope and perspective
 * (IEEE 830 §1.2, §2.1), definitions, interfaces (§3.1), constraints, assumptions and dependencies (§2.4, §2.5)
 * and delivery, from the checklist's answers, the entities and the chosen integrations.
 */

type Model = RequirementsModel;
type Answers = Readonly<Record<string, unknown>>;

/** What the product sections are written from. */
export interface ProductFacts {
  name: string;
  description: string;
  answers: Answers;
  entities: readonly DraftEntity[];
  features: Model["features"];
  integrations: readonly Integration[];
  signIn: boolean;
  roles: readonly string[];
}

const HOSTING: Readonly<Record<string, string>> = {
  "On our own server": "runs on the owner's own server",
  "In a cloud provider": "runs at a cloud provider",
};

function text(answer: unknown): string {
  return answerLines(answer).join("; ");
}

function sentence(value: string): string {
  const trimmed = capitalise(value.trim());
  return trimmed === "" || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function platformOf(answers: Answers): string {
  return text(answers.platform) || "Web browser";
}

/** The platform as a phrase after "in": "a web browser on desktop and mobile", "a web browser, mobile first". */
function platformPhrase(answers: Answers): string {
  const platform = platformOf(answers);
  if (/^mobile browser first$/i.test(platform)) return "a web browser, mobile first";
  return /^(?:a|an|the) /i.test(platform) ? decapitalise(platform) : `a ${decapitalise(platform)}`;
}

/** Purpose, scope, perspective, goals, success measures and platform. */
export function productSection(facts: ProductFacts): Model["product"] {
  const { answers, name, integrations } = facts;
  const things = joinWords(
    facts.entities.map((e) => inSentence(e.names.pluralLabel)),
    "and",
  );
  const features = facts.features.map((f) => f.name).join("; ");
  const works =
    integrations.length === 0
      ? "It works on its own, with no outside services."
      : `It works with ${joinWords(
          integrations.map((i) => i.named),
          "and",
        )}.`;
  const hosting = HOSTING[text(answers.hosting)];
  return {
    name,
    purpose:
      sentence(text(answers["product-purpose"]) || facts.description) || `${name} is a web application.`,
    scope: [
      things === "" ? `${name} keeps no data of its own.` : `${name} keeps ${things}.`,
      features === "" ? "" : `Its features: ${features}.`,
      works,
    ]
      .filter((s) => s !== "")
      .join(" "),
    perspective: [
      `A new, self-contained web application used in ${platformPhrase(answers)}.`,
      `It keeps its data in its own PostgreSQL database${hosting ? ` and ${hosting}` : ""}.`,
      facts.signIn
        ? "Users sign in with accounts the application keeps."
        : "Nobody signs in: it has no user accounts.",
    ].join(" "),
    goals: answerLines(answers["business-goals"]).map(sentence),
    successMeasures: answerLines(answers["success-measures"]).map(sentence),
    platform: platformOf(answers),
  };
}

/** "What Lending Library keeps about each loan: borrowed on, due on and returned on. Each loan refers to …". */
function entityDefinition(entity: DraftEntity, product: string): string {
  const one = inSentence(entity.names.label);
  const fields = entity.fields.filter((f) => f.type !== "relation").map((f) => f.label);
  const parents = entity.fields.filter((f) => f.type === "relation" && f.cardinality !== "many-to-many");
  const many = entity.fields.filter((f) => f.type === "relation" && f.cardinality === "many-to-many");
  return [
    fields.length > 0
      ? `What ${product} keeps about each ${one}: ${joinWords(fields, "and")}.`
      : `A kind of thing ${product} keeps.`,
    parents.length > 0
      ? `Each ${one} refers to ${joinWords(
          parents.map((p) => withArticle(decapitalise(p.label))),
          "and",
        )}.`
      : "",
    many.length > 0
      ? `Each ${one} can have any number of ${joinWords(
          many.map((m) => decapitalise(m.label)),
          "and",
        )}.`
      : "",
  ]
    .filter((s) => s !== "")
    .join(" ");
}

/** A definition for every entity, then the words sign-in brings (account, role). */
export function definitions(facts: ProductFacts): Model["definitions"] {
  return [
    ...facts.entities.map((e) => ({ term: e.names.label, definition: entityDefinition(e, facts.name) })),
    ...(facts.signIn
      ? [
          {
            term: "Account",
            definition: "A user's sign-in identity: a username and a password, stored hashed.",
          },
        ]
      : []),
    ...(facts.roles.length > 0
      ? [{ term: "Role", definition: `What a signed-in user may do: ${joinWords([...facts.roles], "or")}.` }]
      : []),
  ];
}

/** User, software, hardware and communications interfaces (IEEE 830 §3.1). */
export function externalInterfaces(facts: ProductFacts): Model["externalInterfaces"] {
  const { answers, integrations } = facts;
  const nav = facts.entities.map((e) => inSentence(e.names.pluralLabel));
  const mail =
    integrations.some((i) => i.id === "mail-service") || /e-mail/i.test(text(answers.notifications));
  return {
    user: [
      `Responsive web pages for ${platformPhrase(answers)}${nav.length > 0 ? `, with a navigation bar for ${joinWords(nav, "and")}` : ""}`,
      ...(facts.signIn ? ["Sign-in and sign-up pages"] : []),
    ],
    software: [
      "PostgreSQL 15 or later (or the embedded PGlite database) for storage",
      ...integrations.map((i) => i.software),
      ...answerLines(answers["integration-details"]).map(sentence),
    ],
    hardware: [],
    communications: [
      "HTTPS between the browser and the server, carrying JSON",
      ...(mail ? ["E-mail (SMTP) for the messages the application sends"] : []),
    ],
  };
}

/** Constraints, assumptions and dependencies (IEEE 830 §2.4, §2.5). */
export function limits(facts: ProductFacts): Pick<Model, "constraints" | "assumptions" | "dependencies"> {
  const { answers } = facts;
  const hosting = HOSTING[text(answers.hosting)];
  const deadline = text(answers.deadline);
  return {
    constraints: [
      "Built as a TypeScript web application: a React client, an Express server and a PostgreSQL database",
      `Works in ${platformPhrase(answers)}`,
      ...(hosting ? [capitalise(hosting)] : []),
      ...(deadline ? [`Deadline: ${deadline}`] : []),
      ...answerLines(answers["constraints-other"]),
    ],
    assumptions: [
      "Users have a current web browser with JavaScript enabled",
      facts.signIn
        ? "Every user has an account of their own"
        : "Anyone who can reach the application may use it",
      ...(answers["sample-data"] === true ? ["The application starts with sample data to try it out"] : []),
    ],
    dependencies: [
      "A PostgreSQL database server, or the embedded PGlite database when none is configured",
      ...facts.integrations.map((i) => `${i.name} (${i.technology})`),
    ],
  };
}

/** Phased delivery, the first release, the deadline and the hosting, as answered. */
export function delivery(answers: Answers): Model["delivery"] {
  const phased = answers["phased-delivery"] === PREFER_PHASED_DELIVERY;
  const hosting = text(answers.hosting);
  return {
    phased,
    firstRelease: phased ? text(answers["first-release"]) || null : null,
    deadline: text(answers.deadline) || null,
    hosting: hosting === "" || hosting === "No preference" ? null : hosting,
  };
}
