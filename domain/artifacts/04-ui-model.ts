import { z } from "zod";
import { camelNameSchema, kebabIdSchema, pascalNameSchema, servesSchema } from "./common";
import { uiThemeSchema } from "./04-ui-theme";
import { toolSchema } from "./04-ui-tools";

/** The UI model: routes, pages, forms, navigation and state (frontend architecture document, client code). */
export const INPUT_KINDS = [
  "text",
  "textarea",
  "number",
  "decimal",
  "checkbox",
  "date",
  "datetime",
  "email",
  "tel",
  "url",
  "select",
  "relation",
] as const;

export const uiModelSchema = z.object({
  appName: z.string().min(1),
  routes: z.array(
    z.object({ path: z.string().startsWith("/"), pageId: kebabIdSchema, requiresAuth: z.boolean() }),
  ),
  pages: z.array(
    z.object({
      id: kebabIdSchema,
      /**
       * "reports": the page of the data model's reports, a card with its figures and chart each (issue 17). "cart":
       * what the user put in the cart and the checkout that orders it (`entity`: the order; a stock rule's).
       */
      kind: z.enum([
        "home",
        "list",
        "detail",
        "create",
        "edit",
        "sign-in",
        "sign-up",
        "tool",
        "reports",
        "cart",
      ]),
      title: z.string(),
      entity: pascalNameSchema.nullable(),
      /** Component names in render order (the component tree of the page). */
      components: z.array(pascalNameSchema),
      /** List pages: the columns shown and whether search is offered. */
      columns: z.array(camelNameSchema),
      searchable: z.boolean(),
      formId: kebabIdSchema.nullable(),
      serves: servesSchema,
      /** Tool pages: the interactive page it is (04-ui-tools.ts: calculator, quiz, editor); absent on other pages. */
      tool: toolSchema.optional(),
    }),
  ),
  forms: z.array(
    z.object({
      id: kebabIdSchema,
      entity: pascalNameSchema,
      fields: z.array(
        z.object({
          name: camelNameSchema,
          label: z.string(),
          input: z.enum(INPUT_KINDS),
          required: z.boolean(),
          options: z.array(z.string()).optional(),
          relationTo: pascalNameSchema.optional(),
          /** Client-side rules in words, mirrored by the shared zod schema ("at most 200 characters"). */
          validation: z.array(z.string()),
        }),
      ),
    }),
  ),
  navigation: z.array(z.object({ label: z.string(), path: z.string().startsWith("/") })),
  state: z.object({ server: z.string(), client: z.array(z.string()) }),
  /** The idea's look (04-ui-theme.ts); absent when the requirements say nothing of it. */
  theme: uiThemeSchema.optional(),
});
export type UiModel = z.infer<typeof uiModelSchema>;
