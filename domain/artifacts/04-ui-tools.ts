import { z } from "zod";
import { camelNameSchema, pascalNameSchema } from "./common";

/*
 * Interactive pages (issue 17 point 6): a page of kind "tool" carries one of these. The embedded engine builds a
 * small closed set, each done exactly, when the requirements clearly ask for one:
 * - calculator: a formula form over a fixed formula (FORMULAS); the page validates its inputs, works the result
 *   out in the browser and, when an entity keeps the readings, saves them there (`saveTo`);
 * - quiz: flashcards over an entity with a question and an answer field, one card at a time, marked right or
 *   wrong by the user, with a score at the end;
 * - editor: a Markdown editor over an entity with a long text field, with a live preview (rendered without raw
 *   HTML) and saving to the entity.
 * - chat: a live chat room over an entity of messages everyone in the room sees; a message posted through the
 *   API is pushed to every open page over the app's own WebSocket (the page polls the list when it cannot connect).
 * Any other interactive page an idea asks for stays a capability that needs an AI provider or hand-written code.
 */

/** The formulas a calculator page knows: body mass index, an amortised loan's monthly payment, a tip split. */
export const FORMULAS = ["bmi", "loan-payment", "tip"] as const;
export type FormulaId = (typeof FORMULAS)[number];

export const toolSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("calculator"),
    formula: z.enum(FORMULAS),
    /**
     * Where results are kept when the idea keeps them ("save my BMI readings"): the entity and, for each input or
     * result of the formula it has a field for, that field (`{ weightKg: "weight", bmi: "bmi" }`). Null: not kept.
     */
    saveTo: z
      .object({ entity: pascalNameSchema, fields: z.record(camelNameSchema, camelNameSchema) })
      .nullable(),
  }),
  z.object({
    kind: z.literal("quiz"),
    /** The cards: an entity with a question field and an answer field (text). */
    entity: pascalNameSchema,
    questionField: camelNameSchema,
    answerField: camelNameSchema,
    /** The entity cards belong to (Deck), when they belong to one: a quiz can then be taken over one deck. */
    deck: pascalNameSchema.nullable(),
    /**
     * Where the score of a finished quiz is kept, when an entity keeps scores ("Attempt: score, taken on"): the
     * entity and its fields for the right answers, the cards asked and the percentage. Absent or null: not kept.
     */
    scoreTo: z
      .object({
        entity: pascalNameSchema,
        fields: z.object({
          right: camelNameSchema,
          asked: camelNameSchema.nullable(),
          percent: camelNameSchema.nullable(),
        }),
      })
      .nullable()
      .optional(),
  }),
  z.object({
    kind: z.literal("editor"),
    /** The documents: an entity with a long text field written in Markdown. */
    entity: pascalNameSchema,
    /** The field that names a document (a title), when it has one. */
    titleField: camelNameSchema.nullable(),
    bodyField: camelNameSchema,
  }),
  z.object({
    kind: z.literal("chat"),
    /** The messages: an entity whose rows everyone in the room sees, with a text field for the words. */
    entity: pascalNameSchema,
    bodyField: camelNameSchema,
    /** The text field that shows who wrote a message; the server fills it with the signed-in account's name. */
    authorField: camelNameSchema.nullable(),
    /** The entity messages belong to (Room, Channel), when they belong to one: each room is a chat of its own. */
    room: pascalNameSchema.nullable(),
  }),
]);
export type Tool = z.infer<typeof toolSchema>;
