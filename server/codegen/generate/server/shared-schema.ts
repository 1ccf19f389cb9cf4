import type { Field } from "../../../../domain/artifacts/04-data-model";
import type { GeneratedFile } from "../../types";
import { commentText, tsString } from "../names";
import { generatedFile } from "./code";
import { hasSearch, listFilters, type EntityInfo, type ServerModel } from "./model";
import { profilePlan, profileSchemaBlock } from "./profile";
import { reportSchemaBlock } from "./report-data";
import { hasMine } from "./roles";
import { onceSchemaBlock } from "./rule-schema";
import { checkoutSchemaBlock } from "./rule-stock-schema";

/*
 * src/shared/schema.ts: the zod schemas the API validates with and the client's forms reuse, mirroring the API
 * model's JSON Schemas (`Book`, `BookInput`, `BookPatch`, the list's query). Messages are sentences a user can
 * read; every label is user text and goes through tsString.
 */

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
/** numeric(12,2): ten digits before the point. */
const DECIMAL_MAX = 9999999999.99;

function says(required: string, wrong: string): string {
  return `says(${tsString(required)}, ${tsString(wrong)})`;
}

/** The input (create) schema of one field, before required/nullable. */
function fieldInput(field: Field): string {
  const label = field.label.trim() === "" ? field.name : field.label.trim();
  const required = `${label} is required`;
  const stringOf = (max: number | undefined, wrong = `${label} must be text`) => {
    const parts = [`z.string(${says(required, wrong)})`, ".trim()"];
    if (field.required) parts.push(`.min(1, ${tsString(required)})`);
    if (max !== undefined) parts.push(`.max(${max}, ${tsString(`${label} is at most ${max} characters`)})`);
    return parts.join("");
  };
  switch (field.type) {
    case "string":
      return stringOf(field.maxLength ?? 255);
    case "text":
      return stringOf(undefined);
    case "phone":
      return stringOf(40);
    case "email":
      return `${stringOf(320)}.pipe(z.email(${tsString(`${label} must be an e-mail address`)}))`;
    case "url":
      return `${stringOf(2048)}.pipe(z.url({ protocol: /^https?$/, error: ${tsString(`${label} must be a web address (http:// or https://)`)} }))`;
    case "integer":
      return (
        `z.number(${says(required, `${label} must be a number`)})` +
        `.int(${tsString(`${label} must be a whole number`)})` +
        `.min(${INT_MIN}, ${tsString(`${label} is too small`)})` +
        `.max(${INT_MAX}, ${tsString(`${label} is too large`)})`
      );
    case "decimal":
    case "money": {
      const base =
        `z.number(${says(required, `${label} must be a number`)})` +
        `.min(-${DECIMAL_MAX}, ${tsString(`${label} is too small`)})` +
        `.max(${DECIMAL_MAX}, ${tsString(`${label} is too large`)})`;
      return field.type === "money"
        ? `${base}.refine(hasCents, ${tsString(`${label} has at most two decimals`)})`
        : base;
    }
    case "boolean":
      return `z.boolean(${says(required, `${label} must be true or false`)})`;
    case "date":
      return `z.iso.date(${says(required, `${label} must be a date (YYYY-MM-DD)`)})`;
    case "datetime":
      return `z.iso.datetime({ offset: true, ...${says(required, `${label} must be a date and time`)} })`;
    case "enum": {
      const values = field.enumValues ?? [];
      if (values.length === 0) return stringOf(undefined);
      return `z.enum([${values.map(tsString).join(", ")}], ${says(required, `${label} must be one of: ${values.join(", ")}`)})`;
    }
  }
}

/** The row (response) schema of one field. */
function fieldRow(field: Field): string {
  const base = (() => {
    switch (field.type) {
      case "integer":
        return "z.number().int()";
      case "decimal":
      case "money":
        return "z.number()";
      case "boolean":
        return "z.boolean()";
      case "enum":
        return field.enumValues && field.enumValues.length > 0
          ? `z.enum([${field.enumValues.map(tsString).join(", ")}])`
          : "z.string()";
      default:
        return "z.string()";
    }
  })();
  return field.required ? base : `${base}.nullable()`;
}

/**
 * The bound a stock rule puts on its numbers (a cart and its checkout): a line takes at least one, and a stock, a
 * price, a line's unit price and an order's total are never negative. Empty for any other field.
 */
function stockBound(model: ServerModel, info: EntityInfo, field: Field): string {
  const label = field.label.trim() || field.name;
  for (const other of model.entities) {
    const s = other.stock;
    if (!s) continue;
    if (info === s.item && field === s.quantity.field)
      return `.min(1, ${tsString(`${label} is at least 1`)})`;
    const zero = [
      info === s.productInfo ? s.stock.field : undefined,
      info === s.productInfo ? s.price?.field : undefined,
      info === s.item ? s.unitPrice?.field : undefined,
      info === s.orderInfo ? s.total?.field : undefined,
    ];
    if (zero.includes(field)) return `.min(0, ${tsString(`${label} cannot be negative`)})`;
  }
  return "";
}

function entityBlock(info: EntityInfo, model: ServerModel): string {
  const { names, entity } = info;
  const label = (name: string) =>
    model.input.data.entities.find((e) => e.name === name)?.label.trim() || name;
  const input: string[] = [];
  const row: string[] = ["  id: z.number().int(),"];
  const state = info.workflow?.field.field;
  // An order's total that a stock rule keeps: the server sums its items, so no body sends it.
  const total = info.checkout?.total?.field;
  // The checkout's lines of the order's own fields (rule-stock-schema.ts).
  const fieldLines = new Map<string, { expr: string; required: boolean }>();
  for (const { field } of info.fields) {
    row.push(`  ${field.name}: ${fieldRow(field)},`);
    if (field === total) continue;
    // A workflow's state: the server sets it (the initial state on create), so a body may leave it out.
    const optional = field.required ? (field === state ? ".optional()" : "") : ".nullable().optional()";
    const expr = fieldInput(field) + stockBound(model, info, field);
    input.push(`  ${field.name}: ${expr}${optional},`);
    fieldLines.set(field.name, { expr, required: field.required });
  }
  for (const m of info.manyToOne) {
    const target = label(m.relation.target);
    const choose = `Choose a ${target.toLowerCase()}`;
    const base = `z.number(${says(`${target} is required`, choose)}).int(${tsString(choose)}).positive(${tsString(choose)})`;
    const schema = base + (m.relation.required ? "" : ".nullable().optional()");
    input.push(`  ${m.prop}: ${schema},`);
    fieldLines.set(m.prop, { expr: base, required: m.relation.required });
    row.push(`  ${m.prop}: z.number().int()${m.relation.required ? "" : ".nullable()"},`);
  }
  for (const m of info.manyToMany) {
    const target = label(m.relation.target);
    const wrong = `${target}: choose from the list`;
    input.push(
      `  ${m.prop}: z.array(z.number().int().positive(), ${says(wrong, wrong)}).max(1000).refine(distinct, ${tsString(`${target}: each one at most once`)}).optional(),`,
    );
    row.push(`  ${m.prop}: z.array(z.number().int()),`);
  }
  if (info.createdKey) row.push("  createdAt: z.string(),");
  if (info.updatedKey) row.push("  updatedAt: z.string(),");
  if (info.owned && hasMine(model.input.data, entity))
    row.push("  /** The signed-in account created this row. */\n  mine: z.boolean(),");

  const query: string[] = [
    "  page: z.coerce.number().int().min(1).default(1),",
    "  pageSize: z.coerce.number().int().min(1).max(100).default(20),",
  ];
  if (hasSearch(info)) query.push(`  q: z.string().trim().max(200).optional(),`);
  for (const filter of listFilters(info)) {
    const values = filter.kind === "enum" ? (filter.field.field.enumValues ?? []) : [];
    query.push(
      filter.kind === "enum"
        ? `  ${filter.param}: z.enum([${values.map(tsString).join(", ")}]).optional(),`
        : `  ${filter.param}: z.coerce.number().int().positive().optional(),`,
    );
  }
  const title = commentText(entity.label.trim() || entity.name);
  return [
    `// ${title} (${entity.name})`,
    "",
    `/** What a client sends to create ${commentText(entity.name)} (API schema ${entity.name}Input). */`,
    `export const ${names.createSchema} = z.object({`,
    ...input,
    "});",
    `/** What a client sends to change one: any of the same fields (API schema ${entity.name}Patch). */`,
    `export const ${names.updateSchema} = ${names.createSchema}.partial().refine(notEmpty, "Send at least one field to change");`,
    `/** A row as the API returns it (API schema ${entity.name}). */`,
    `export const ${names.schema} = z.object({`,
    ...row,
    "});",
    `/** The list's query string: paging, search and filters. */`,
    `export const ${names.listQuerySchema} = z.object({`,
    ...query,
    "});",
    "",
    `export type ${names.type} = z.infer<typeof ${names.schema}>;`,
    `export type ${names.createType} = z.infer<typeof ${names.createSchema}>;`,
    `export type ${names.updateType} = z.infer<typeof ${names.updateSchema}>;`,
    `export type ${names.listQueryType} = z.infer<typeof ${names.listQuerySchema}>;`,
    `export type ${names.pageType} = { items: ${names.type}[]; total: number; page: number; pageSize: number };`,
    ...workflowBlock(info),
    ...onceSchemaBlock(info),
    ...checkoutSchemaBlock(info, fieldLines),
  ].join("\n");
}

/** An entity's workflow: its transitions as a constant, the body of a transition and a row of the history. */
function workflowBlock(info: EntityInfo): string[] {
  const w = info.workflow;
  if (!w) return [];
  const { names, entity } = info;
  const list = (values: readonly string[]) => `[${values.map(tsString).join(", ")}]`;
  const transitionNames = w.transitions.map((t) => t.transition.name);
  const label = (w.field.field.label.trim() || w.field.field.name).toLowerCase();
  const path = info.resource?.operations.find((o) => o.kind === "transition" && o.method === "post")?.path;
  return [
    "",
    `/**`,
    ` * The workflow of ${commentText(entity.label.trim() || entity.name)} rows: the ${commentText(label)} starts at ${commentText(tsString(w.initial))} and changes only through these`,
    ` * transitions${path ? ` (POST ${commentText(path)})` : ""}; roles: who may perform each (empty: anyone who may change the row).`,
    ` */`,
    `export const ${names.workflowConst} = {`,
    `  field: ${tsString(w.field.field.name)},`,
    `  initial: ${tsString(w.initial)},`,
    `  transitions: [`,
    ...w.transitions.map(
      (t) =>
        `    { name: ${tsString(t.transition.name)}, label: ${tsString(t.transition.label)}, from: ${list(t.transition.from)}, to: ${tsString(t.transition.to)}, roles: ${list(t.roles)} },`,
    ),
    `  ],`,
    `} as const;`,
    `/** The transition to perform (API schema ${entity.name}TransitionRequest). */`,
    `export const ${names.transitionRequestSchema} = z.object({`,
    `  transition: z.enum(${list(transitionNames)}, ${says("Transition is required", `Transition must be one of: ${transitionNames.join(", ")}`)}),`,
    `});`,
    `/** One change of the ${commentText(label)}: which action, from and to, who and when (API schema ${entity.name}TransitionRecord). */`,
    `export const ${names.transitionRecordSchema} = z.object({`,
    `  id: z.number().int(),`,
    `  transition: z.enum(${list(transitionNames)}),`,
    `  fromState: z.enum(${list(w.states)}),`,
    `  toState: z.enum(${list(w.states)}),`,
    `  byUserId: z.number().int().nullable(),`,
    `  byName: z.string().nullable(),`,
    `  at: z.string(),`,
    `});`,
    `export type ${names.transitionNameType} = (typeof ${names.workflowConst})["transitions"][number]["name"];`,
    `export type ${names.transitionRequestType} = z.infer<typeof ${names.transitionRequestSchema}>;`,
    `export type ${names.transitionRecordType} = z.infer<typeof ${names.transitionRecordSchema}>;`,
  ];
}

function accountsBlock(model: ServerModel): string {
  const accounts = model.accounts;
  if (!accounts) return "";
  const profile = profilePlan(model);
  const role =
    accounts.roles.length > 0 ? `\n  role: z.enum([${accounts.roles.map(tsString).join(", ")}]),` : "";
  return `// Accounts

/** Sign-in (API schema Credentials). */
export const credentialsSchema = z.object({
  username: z
    .string(says("Username is required", "Username must be text"))
    .trim()
    .min(3, "Username has at least 3 characters")
    .max(80, "Username is at most 80 characters"),
  password: z
    .string(says("Password is required", "Password must be text"))
    .min(8, "Password has at least 8 characters")
    .max(200, "Password is at most 200 characters"),
});
/** Sign-up (API schema RegisterInput). */
export const registerSchema = credentialsSchema.extend({
  name: z
    .string(says("Name is required", "Name must be text"))
    .trim()
    .min(1, "Name is required")
    .max(120, "Name is at most 120 characters"),
});
/** The signed-in user (API schema ${accounts.user.type}). */
export const ${accounts.user.schema} = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),${role}
});
export type Credentials = z.infer<typeof credentialsSchema>;
export type Register = z.infer<typeof registerSchema>;
export type ${accounts.user.type} = z.infer<typeof ${accounts.user.schema}>;
${
  accounts.rolePlan
    ? `
/** An account as the accounts admin sees it (GET ${accounts.rolePlan.listPath}). */
export type ManagedAccount = { id: number; username: string; name: string; role: ${accounts.user.type}["role"] };
/** A change of an account's role (PATCH ${accounts.rolePlan.rolePath}). */
export const accountRoleSchema = z.object({
  role: z.enum([${accounts.roles.map(tsString).join(", ")}], says("Role is required", "Choose one of the roles")),
});
`
    : ""
}${profile ? profileSchemaBlock(profile, fieldInput, fieldRow) : ""}`;
}

const HEADER = `import { z } from "zod";

/*
 * The shapes the API accepts and returns, shared by the server (validation) and the client (forms). Optional
 * fields take null for "no value"; unknown properties are dropped.
 */

/** The message for a missing value, or for a value of the wrong type. */
function says(required: string, wrong: string) {
  return { error: (issue: { input?: unknown }) => (issue.input == null ? required : wrong) };
}

function hasCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

function distinct(ids: number[]): boolean {
  return new Set(ids).size === ids.length;
}

function notEmpty(value: object): boolean {
  return Object.keys(value).length > 0;
}

/** Paging of lists that take no other parameter (a parent's children). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Field name → first message, the shape both the forms and the API's 400 body (\`fieldErrors\`) use. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    out[key] ??= issue.message;
  }
  return out;
}
`;

/** src/shared/schema.ts (pass 1). */
export function sharedSchemaFile(model: ServerModel): GeneratedFile {
  const blocks = [
    HEADER,
    ...model.entities.map((e) => entityBlock(e, model)),
    accountsBlock(model),
    reportSchemaBlock(model),
  ];
  return generatedFile("src/shared/schema.ts", blocks.filter((b) => b !== "").join("\n\n"), "typescript", 1, {
    documents: ["api_specification", "database_design"],
    requirementIds: model.entities.flatMap((e) => e.entity.serves),
    elements: [
      ...model.entities.map((e) => `entity:${e.entity.name}`),
      ...(model.accounts ? ["accounts"] : []),
      "stack:zod",
    ],
  });
}
