import { z } from "zod";
import { camelNameSchema, pascalNameSchema, servesSchema } from "./common";

/** The data model: entities, typed fields, relations, indexes, seed examples (database design document, DDL, code). */
export const FIELD_TYPES = [
  "string",
  "text",
  "integer",
  "decimal",
  "money",
  "boolean",
  "date",
  "datetime",
  "email",
  "phone",
  "url",
  "enum",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const snake = z.string().regex(/^[a-z][a-z0-9_]*$/, "must be snake_case");

export const fieldSchema = z.object({
  name: camelNameSchema,
  column: snake,
  label: z.string().min(1),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  unique: z.boolean(),
  enumValues: z.array(z.string().min(1)).optional(),
  maxLength: z.number().int().positive().optional(),
  description: z.string().optional(),
});
export type Field = z.infer<typeof fieldSchema>;

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
    if (model.signUpRole != null && !names.has(model.signUpRole))
      issue(`sign-up role "${model.signUpRole}" is not a role`, ["signUpRole"]);
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
    });
  });
export type DataModel = z.infer<typeof dataModelSchema>;
