import { z } from "zod";
import { camelNameSchema, pascalNameSchema, servesSchema } from "./common";
import { fieldSchema, snake } from "./04-data-field";
import { dataNameIssues } from "./04-data-names";
import { profileIssues, profileSchema } from "./04-data-profile";
import { settleDataModel, signUpRoleIssue } from "./04-data-settle";
import { reportIssues, reportSchema } from "./04-reports";
import { ruleIssues, ruleSchema } from "./04-rules";

export {
  ruleIssues,
  ruleSchema,
  type CapacityRule,
  type NoOverlapRule,
  type OncePerUserRule,
  type Rule,
  type StockRule,
  writtenTotal,
} from "./04-rules";

/** The data model: entities, typed fields, relations, indexes, seed examples (database design document, DDL, code). */
export { FIELD_TYPES, fieldSchema, type Field, type FieldType } from "./04-data-field";

export const relationSchema = z.object({
  /** camelCase name on this entity (e.g. `member` for Loan → Member). */
  name: camelNameSchema,
  target: pascalNameSchema,
  kind: z.enum(["many-to-one", "many-to-many"]),
  required: z.boolean(),
  /** many-to-one: the foreign key column on this table; many-to-many: the join table. */
  column: snake.optional(),
  joinTable: snake.optional(),
  onDelete: z.enum(["cascade", "restrict", "set null"]),
});
export type Relation = z.infer<typeof relationSchema>;

/** How much of an entity's rows a role reaches: none, the rows its own account created, or every row. */
export const ACCESS_SCOPES = ["none", "own", "all"] as const;
export type AccessScope = (typeof ACCESS_SCOPES)[number];

/** What one role may do with one entity's rows. "own" applies only to an entity whose rows belong to a user. */
export const accessSchema = z.object({
  read: z.enum(ACCESS_SCOPES),
  create: z.boolean(),
  update: z.enum(ACCESS_SCOPES),
  delete: z.enum(ACCESS_SCOPES),
});
export type Access = z.infer<typeof accessSchema>;

/** A role of an app with accounts, in the user's words ("receptionist" labelled "Receptionist"). */
export const roleSchema = z.object({
  /** snake_case key stored on each account and used in code ("front_desk"). */
  name: snake,
  label: z.string().min(1),
  description: z.string(),
  /** Accounts with this role see every account and change their roles; the first account gets such a role. */
  manageAccounts: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

/**
 * One move of a workflow (issue 17): "a manager approves a submitted claim" is `approve`, from `submitted` to
 * `approved`, by the `manager` role. The app offers it as an action only where it applies and refuses any other
 * change of the state with a 409.
 */
export const transitionSchema = z.object({
  /** camelCase verb used in code and URLs: `approve`, `reject`, `resolve`, `close`. */
  name: camelNameSchema,
  /** The action's label in the user's words: "Approve". */
  label: z.string().min(1),
  /** The states it may start from (values of the workflow's field). */
  from: z.array(z.string().min(1)).min(1),
  to: z.string().min(1),
  /** Role names that may perform it; empty: anyone who may update the row. */
  roles: z.array(snake),
  serves: servesSchema,
});
export type Transition = z.infer<typeof transitionSchema>;

/**
 * A row's life as states and the moves between them (issue 17): the states are the values of an enum field, a new
 * row starts in `initial`, and the state changes only through `transitions` (each recorded with who and when).
 */
export const workflowSchema = z.object({
  /** The enum field holding the state; its enumValues are the states. */
  field: camelNameSchema,
  initial: z.string().min(1),
  transitions: z.array(transitionSchema).min(1),
  serves: servesSchema,
});
export type Workflow = z.infer<typeof workflowSchema>;

export const entitySchema = z.object({
  name: pascalNameSchema,
  plural: pascalNameSchema,
  table: snake,
  label: z.string(),
  description: z.string(),
  fields: z.array(fieldSchema).min(1),
  relations: z.array(relationSchema),
  indexes: z.array(z.object({ name: snake, columns: z.array(snake).min(1), unique: z.boolean() })),
  /** A few realistic example rows keyed by field name (relations by the target's row number, 1-based). */
  seed: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  /**
   * Whether rows belong to the signed-in user who created them (per-user data). Without roles each user reaches
   * only their own rows; with roles, `access` says which roles reach only their own ("own") and which every row.
   */
  ownedByUser: z.boolean(),
  /**
   * Role name → what that role may do with this entity's rows; one entry per role of the data model, absent or empty when
   * the app has no roles (then every signed-in user may do everything, within ownedByUser).
   */
  access: z.record(z.string(), accessSchema).optional(),
  /** The states and transitions of the rows, when the requirements describe them (issue 17). */
  workflow: workflowSchema.optional(),
  /**
   * Visitors who have not signed in may list and read the rows (issue 17 point 4): the app serves the entity's
   * list and detail pages and its list and get operations without the session cookie. Writes never are.
   */
  publicRead: z.boolean().optional(),
  /**
   * With `publicRead` and a workflow: the states whose rows visitors see ("published"); the other rows stay
   * behind sign-in. Absent: visitors see every row.
   */
  publicStates: z.array(z.string().min(1)).optional(),
  /** Actions with rules (issue 17): once per user, … (04-rules.ts). */
  rules: z.array(ruleSchema).optional(),
  serves: servesSchema,
});
export type Entity = z.infer<typeof entitySchema>;

export const dataModelSchema = z
  .object({
    entities: z.array(entitySchema).min(1),
    /** Whether the app has user accounts (a users table, sign-up/sign-in). */
    accounts: z.boolean(),
    /** The roles of an app with accounts, most privileged first; empty when accounts have no roles. */
    roles: z.array(roleSchema).optional(),
    /** The role a new account signs up with (the first account ever gets the first manageAccounts role). */
    signUpRole: z.string().nullable().optional(),
    /** Totals, counts, averages, balances and rankings the requirements ask for (issue 17, 04-reports.ts). */
    reports: z.array(reportSchema).optional(),
    /** What each account keeps besides its sign-in name and display name: the idea's users (04-data-profile.ts). */
    profile: profileSchema.optional(),
  })
  .superRefine((model, ctx) => {
    const roles = model.roles ?? [];
    const names = new Set(roles.map((r) => r.name));
    const issue = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: "custom", message, path });
    if (roles.length > 0 && !model.accounts) issue("roles need accounts", ["roles"]);
    if (names.size !== roles.length) issue("role names must be unique", ["roles"]);
    if (roles.length > 0 && !roles.some((r) => r.manageAccounts))
      issue("one role must manage accounts", ["roles"]);
    for (const message of profileIssues(model.profile, model.accounts)) issue(message, ["profile"]);
    if (model.signUpRole != null && !names.has(model.signUpRole))
      issue(`sign-up role "${model.signUpRole}" is not a role`, ["signUpRole"]);
    const signUp = signUpRoleIssue(model);
    if (signUp) issue(signUp, ["signUpRole"]);
    model.entities.forEach((entity, i) => {
      const access = entity.access ?? {};
      const keys = Object.keys(access);
      if (roles.length === 0 && keys.length > 0) issue("access without roles", ["entities", i, "access"]);
      if (roles.length > 0 && (keys.length !== names.size || keys.some((k) => !names.has(k))))
        issue("access must name every role once", ["entities", i, "access"]);
      for (const [role, a] of Object.entries(access)) {
        const own = a.read === "own" || a.update === "own" || a.delete === "own";
        if (own && !entity.ownedByUser)
          issue(`"own" needs rows that belong to a user`, ["entities", i, "access", role]);
      }
      if (entity.workflow)
        workflowIssues(entity, names).forEach((m) => issue(m, ["entities", i, "workflow"]));
      publicIssues(entity, model.accounts).forEach((m) => issue(m, ["entities", i, "publicRead"]));
      ruleIssues(entity, model.accounts, model.entities).forEach((m) => issue(m, ["entities", i, "rules"]));
    });
    for (const r of reportIssues(model.reports ?? [], model.entities)) issue(r.message, ["reports", r.index]);
    for (const n of dataNameIssues(model)) issue(n.message, n.path);
  });
export type DataModel = z.infer<typeof dataModelSchema>;

/**
 * A data model as the product reads it from anywhere (a stored document, a draft, an edit): settled first
 * (04-data-settle.ts), then checked, so a stored model from before a rule was added is read as the product writes it now.
 */
export const settledDataModelSchema = z.preprocess(
  (value) => settleDataModel(value as DataModel),
  dataModelSchema,
);

/** What is wrong with an entity's workflow given the model's role names (empty when it is sound). */
export function workflowIssues(
  entity: Pick<Entity, "fields" | "workflow">,
  roleNames: ReadonlySet<string>,
): string[] {
  const workflow = entity.workflow;
  if (!workflow) return [];
  const problems: string[] = [];
  const field = entity.fields.find((f) => f.name === workflow.field);
  if (!field || field.type !== "enum" || !field.enumValues?.length)
    return [`workflow field "${workflow.field}" must be an enum field of the entity`];
  const states = new Set(field.enumValues);
  if (!states.has(workflow.initial))
    problems.push(`initial state "${workflow.initial}" is not a value of ${field.name}`);
  const names = new Set<string>();
  for (const t of workflow.transitions) {
    if (names.has(t.name)) problems.push(`transition "${t.name}" is named twice`);
    names.add(t.name);
    for (const state of [...t.from, t.to])
      if (!states.has(state))
        problems.push(`transition "${t.name}": "${state}" is not a value of ${field.name}`);
    if (t.from.includes(t.to)) problems.push(`transition "${t.name}" starts where it ends`);
    for (const role of t.roles)
      if (!roleNames.has(role)) problems.push(`transition "${t.name}": "${role}" is not a role`);
  }
  return problems;
}

/** What is wrong with an entity's public reading (empty when it is sound or the entity is private). */
export function publicIssues(
  entity: Pick<Entity, "fields" | "workflow" | "publicRead" | "publicStates">,
  accounts: boolean,
): string[] {
  const states = entity.publicStates;
  if (entity.publicRead && !accounts)
    return ["public reading needs accounts (without them every page is open)"];
  if (states === undefined) return [];
  if (!entity.publicRead) return ["public states need publicRead"];
  const field = entity.workflow && entity.fields.find((f) => f.name === entity.workflow?.field);
  if (!field) return ["public states need a workflow"];
  if (states.length === 0) return ["public states must name at least one state"];
  const values = new Set(field.enumValues ?? []);
  return states
    .filter((s) => !values.has(s))
    .map((s) => `public state "${s}" is not a value of ${field.name}`);
}
