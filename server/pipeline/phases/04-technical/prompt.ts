import { z } from "zod";
import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { ApiModel } from "../../../../domain/artifacts/04-api-model";
import type { DataModel } from "../../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import { DATA_RULE, dataBlock } from "../../../engines/prompt-data";

/*
 * The DBA-Coder AI's technical documents on a model (STYLE §16). The structure of the three models (tables,
 * columns, relations, operations, routes, forms) follows the approved SRS deterministically, because the application
 * is generated from it; the model writes what a template cannot: what each thing is, realistic example rows, and the
 * words of the API and the pages.
 */

const product = (req: RequirementsModel) => ({
  name: req.product.name,
  idea: req.product.idea,
  purpose: req.product.purpose,
});

export const dataDraftSchema = z.object({
  entities: z.array(
    z.object({
      name: z.string().describe("the entity's name, as given"),
      description: z.string().describe("one sentence: what one row is, in the user's domain"),
      examples: z
        .array(
          z.object({
            values: z.array(
              z
                .object({ field: z.string(), value: z.string() })
                .describe("a realistic value for a text field"),
            ),
          }),
        )
        .describe("one entry per example row, in order: realistic values for the listed text fields"),
    }),
  ),
});
export type DataDraft = z.infer<typeof dataDraftSchema>;

export const DATA_SYSTEM = `You are the DBA-Coder AI of Specwright, an app builder. The database of a user's application is designed; you
describe its entities and write realistic example rows for it, as a person using this application would enter them
(real-looking titles, names and notes of the user's domain, never "Title 1" or "lorem ipsum").

Answer with one JSON object following the schema: for each entity you are given, a one-sentence description and,
for each of its example rows in order, a value for each of the text fields listed for it (keep each value within the
field's maximum length). Use only the entity and field names you are given.

${DATA_RULE}`;

/** The text fields a data draft may fill: strings and texts that are not unique (their rows stay distinct). */
export function textFields(entity: DataModel["entities"][number]): DataModel["entities"][number]["fields"] {
  return entity.fields.filter((f) => (f.type === "string" || f.type === "text") && !f.unique);
}

export function dataPrompt(req: RequirementsModel, base: DataModel): string {
  const data = {
    product: product(req),
    entities: base.entities.map((e) => ({
      name: e.name,
      label: e.label,
      textFields: textFields(e).map((f) => ({
        field: f.name,
        label: f.label,
        maxLength: f.maxLength ?? (f.type === "text" ? 2000 : 200),
      })),
      exampleRows: e.seed.length,
      currentExamples: e.seed,
    })),
  };
  return `${dataBlock(data)}\n\nDescribe each entity and write its example rows as the JSON object described above.`;
}

export const apiDraftSchema = z.object({
  resources: z.array(
    z.object({
      name: z.string().describe("the resource's name, as given"),
      description: z.string().describe("what the resource is for, one sentence"),
      operations: z.array(
        z.object({
          id: z.string(),
          summary: z.string().describe("what the operation does, at most 12 words"),
        }),
      ),
    }),
  ),
});
export type ApiDraft = z.infer<typeof apiDraftSchema>;

export const API_SYSTEM = `You are the DBA-Coder AI of Specwright, an app builder. The REST API of a user's application is designed; you
write, in the words of the user's domain, what each resource is for and a short summary of each of its operations.

Answer with one JSON object following the schema. Use only the resource names and operation ids you are given;
never change what an operation does.

${DATA_RULE}`;

/** The operations whose words a draft may write: those of entity resources (account operations keep theirs). */
export function describedOperations(
  resource: ApiModel["resources"][number],
): ApiModel["resources"][number]["operations"] {
  return resource.operations.filter((op) => op.kind !== "auth");
}

export function apiPrompt(req: RequirementsModel, base: ApiModel): string {
  const data = {
    product: product(req),
    resources: base.resources
      .filter((r) => r.entity !== null)
      .map((r) => ({
        name: r.name,
        entity: r.entity,
        operations: describedOperations(r).map((op) => ({
          id: op.id,
          method: op.method.toUpperCase(),
          path: op.path,
          summary: op.summary,
        })),
      })),
  };
  return `${dataBlock(data)}\n\nWrite the resources' descriptions and the operations' summaries as the JSON object described above.`;
}

export const uiDraftSchema = z.object({
  pages: z.array(
    z.object({ id: z.string(), title: z.string().describe("the page's heading, at most six words") }),
  ),
});
export type UiDraft = z.infer<typeof uiDraftSchema>;

export const UI_SYSTEM = `You are the DBA-Coder AI of Specwright, an app builder. The pages of a user's application are designed; you
write each page's heading in the words of the user's domain ("Borrow a book" rather than "New Loan").

Answer with one JSON object following the schema. Use only the page ids you are given.

${DATA_RULE}`;

/** The pages whose headings a draft may write (list pages name the rows they count; sign-in pages keep theirs). */
export const TITLED_PAGE_KINDS: readonly UiModel["pages"][number]["kind"][] = [
  "home",
  "detail",
  "create",
  "edit",
];

export function uiPrompt(req: RequirementsModel, base: UiModel): string {
  const data = {
    product: product(req),
    pages: base.pages
      .filter((p) => TITLED_PAGE_KINDS.includes(p.kind))
      .map((p) => ({ id: p.id, kind: p.kind, entity: p.entity, title: p.title })),
  };
  return `${dataBlock(data)}\n\nWrite the pages' headings as the JSON object described above.`;
}
