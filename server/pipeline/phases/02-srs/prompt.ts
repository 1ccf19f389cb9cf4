import { z } from "zod";
import { REQUIREMENT_TYPES } from "../../../../domain/api/requirements";
import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { DATA_RULE, dataBlock } from "../../../engines/prompt-data";
import type { RequirementsInput } from "./build";
import type { DataEntities } from "./data-entities";

/*
 * The Requirements AI writing the SRS on a model (STYLE §16): what the model answers and what it is told. The model
 * writes what needs understanding (the product's purpose and scope, the things the app keeps and their details,
 * features, titles and acceptance criteria, requirements the idea implies); ids, statuses, sources, sign-in and
 * delivery stay the server's (llm.ts).
 */

/** The field types a model may give a detail; each is written as the checklist's own type word. */
export const DETAIL_TYPES = [
  "string",
  "text",
  "integer",
  "decimal",
  "money",
  "yes/no",
  "date",
  "datetime",
  "email",
  "phone",
  "url",
] as const;

const detailSchema = z.object({
  label: z.string().describe("the detail's name in plain words, lower case: 'due date', 'title', 'member'"),
  type: z
    .enum(DETAIL_TYPES)
    .nullable()
    .describe("its type; null for a reference to another thing or a choice between values"),
  choices: z
    .array(z.string())
    .describe("for a choice between fixed values ('draft', 'published'); empty otherwise"),
  reference: z
    .string()
    .nullable()
    .describe(
      "the name of another thing in dataEntities this detail points at ('Member'); null when it is not a reference",
    ),
  required: z.boolean(),
  unique: z.boolean(),
});

export const srsDraftSchema = z.object({
  purpose: z.string().describe("why the application exists and for whom, two or three sentences"),
  scope: z.string().describe("what the application does and does not do, a short paragraph"),
  perspective: z
    .string()
    .describe("how it relates to other systems (a new, self-contained web application …)"),
  goals: z.array(z.string()).describe("three to six goals, one sentence each"),
  successMeasures: z.array(z.string()).describe("measurable signs that the application succeeds"),
  definitions: z
    .array(z.object({ term: z.string(), definition: z.string() }))
    .describe("terms of the user's domain a reader may not know"),
  userClasses: z
    .array(z.object({ name: z.string(), description: z.string(), permissions: z.array(z.string()) }))
    .describe("the user classes listed in the data, same names, with a description and what each may do"),
  dataEntities: z
    .array(
      z.object({
        name: z
          .string()
          .describe("a thing the application keeps, singular, one to three words: 'Book', 'Loan'"),
        description: z.string().describe("one sentence: what one of these is"),
        details: z.array(detailSchema).describe("what the application records about it"),
      }),
    )
    .describe(
      "every thing the application keeps records of: those the user listed, and those the idea needs",
    ),
  features: z
    .array(
      z.object({
        name: z.string(),
        description: z.string(),
        requirementIds: z
          .array(z.string())
          .describe("ids of existing functional requirements and user stories"),
      }),
    )
    .describe(
      "groups of related functional requirements and user stories; each belongs to exactly one feature",
    ),
  requirements: z
    .array(
      z.object({
        id: z.string().describe("the id of an existing requirement"),
        title: z.string().describe("a short title, at most eight words"),
        acceptanceCriteria: z.array(z.string()).describe("two to four testable statements"),
      }),
    )
    .describe("a title and acceptance criteria for each existing requirement"),
  newRequirements: z
    .array(
      z.object({
        type: z.enum(REQUIREMENT_TYPES),
        description: z.string().describe("one testable sentence: 'The system shall …'"),
        priority: z.enum(["must", "should", "could"]),
        feature: z
          .string()
          .nullable()
          .describe("the name of the feature it belongs to; null for non-functional"),
        acceptanceCriteria: z.array(z.string()),
      }),
    )
    .describe("requirements the idea clearly needs that no existing requirement states; at most ten"),
  constraints: z.array(z.string()),
  assumptions: z.array(z.string()),
  dependencies: z.array(z.string()),
});
export type SrsDraft = z.infer<typeof srsDraftSchema>;

/** New requirements the model may propose in one SRS (each is marked unconfirmed). */
export const NEW_REQUIREMENTS_MAX = 10;

export const SRS_SYSTEM = `You are the Requirements AI of Specwright, an app builder. You write the content of a Software Requirements
Specification (IEEE 830) for the application a user described. A generated React and Express application with a
PostgreSQL database is built from what you write, so be concrete about what it keeps and does.

Answer with one JSON object following the schema:
- Write in plain, precise English about the user's own application and its domain; never about Specwright.
- "dataEntities" is the heart of the application: list every thing it keeps records of. Keep every thing the user
  listed (same names) and add the things the idea needs that are missing. "thingsSuggestedFromTheIdeasWords" is a
  word-by-word guess from the idea: keep, rename, fix or drop each (a colour, a technology, a screen or the people
  who sign in are never things; the signed-in users are the accounts, which the server builds). A thing is a noun the application stores
  rows of (Book, Loan, Member), never an action, a screen, a report or a quality. Give each thing the details a real
  application of this kind records; a detail that points at another thing uses "reference" with that thing's exact
  name, and its label is plural ("tags") only when it points at many.
- Give every existing requirement a title and acceptance criteria; never change what it says.
- Group every existing functional requirement and user story into exactly one feature by its id.
- Propose new requirements only for what the idea clearly needs and nobody stated; never repeat an existing one.

${DATA_RULE}`;

/**
 * The SRS prompt: the idea, the checklist's answers, the requirements so far, the things the user listed (binding)
 * and those the embedded engine only suggested from the idea's words.
 */
export function srsPrompt(
  input: RequirementsInput,
  context: { base: RequirementsModel; listed: DataEntities; suggested: DataEntities },
): string {
  const { base } = context;
  const { ["data-entities"]: _dataSection, ...answers } = input.answers;
  const data = {
    project: input.project,
    checklistAnswers: answers,
    requirements: base.requirements.map((r) => ({
      id: r.id,
      type: r.type,
      description: r.description,
      priority: r.priority,
    })),
    userClasses: base.userClasses.map((c) => c.name),
    thingsTheUserListed: context.listed,
    thingsSuggestedFromTheIdeasWords: context.suggested,
  };
  return `${dataBlock(data)}\n\nWrite the SRS content for this application as the JSON object described above.`;
}
