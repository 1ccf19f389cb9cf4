import type { Field } from "../../../../domain/artifacts/04-data-model";
import type { CodegenInput, GeneratedFile } from "../../types";
import { commentText, tsString } from "../names";
import { generatedFile } from "./code";
import type { ServerModel } from "./model";

/*
 * The account's profile (DataModel.profile, 04-data-profile.ts): the fields an idea gives its users live on the
 * accounts table, and each signed-in account reads and saves its own at GET/PUT /api/profile (added by the
 * generator beside the API model's operations, like the accounts admin). An app without a profile gets none of
 * this and its files stay exactly as they were.
 */

export interface ProfileField {
  field: Field;
  /** The property of the accounts table's row (Drizzle key). */
  key: string;
}

export interface ProfilePlan {
  label: string;
  fields: ProfileField[];
  path: string;
  /** Route module (src/server/routes/<module>.ts). */
  module: string;
  /** Shared schema of a saved profile and its type. */
  schema: string;
  type: string;
  serves: string[];
}

/** The profile plan of an app with accounts and a profile; null otherwise. */
export function profilePlan(model: ServerModel): ProfilePlan | null {
  const profile = model.input.data.profile;
  const accounts = model.accounts;
  if (!profile || !accounts) return null;
  const fields = accounts.users.planned.columns.flatMap((column) =>
    column.source.kind === "profile"
      ? [
          {
            field: column.source.field,
            key: accounts.users.keys.get(column.name) ?? column.source.field.name,
          },
        ]
      : [],
  );
  if (fields.length === 0) return null;
  const modules = new Set(model.modules.map((m) => m.name));
  const module =
    ["account-profile", "profile", "my-profile"].find((m) => !modules.has(m)) ?? "account-profile-routes";
  const path = profileApiPath(model.input);
  return {
    label: profile.label.trim() || "Profile",
    fields,
    path,
    module,
    schema: "accountProfileSchema",
    type: "AccountProfile",
    serves: [...profile.serves],
  };
}

/** Where the API serves the profile: /api/profile unless the API model already has that path. */
export function profileApiPath(input: Pick<CodegenInput, "api">): string {
  const paths = new Set(
    input.api.resources.flatMap((r) => r.operations.map((o) => o.path.replace(/\/+$/, "").toLowerCase())),
  );
  return (
    ["/api/profile", "/api/account/profile", "/api/me/profile"].find((p) => !paths.has(p)) ??
    "/api/account-profile"
  );
}

/** The profile's schemas for src/shared/schema.ts, built from each field's input and row schema. */
export function profileSchemaBlock(
  plan: ProfilePlan,
  input: (field: Field) => string,
  row: (field: Field) => string,
): string {
  const inputs = plan.fields.map(
    (f) => `  ${f.field.name}: ${input({ ...f.field, required: false })}.nullable().optional(),`,
  );
  const rows = plan.fields.map((f) => `  ${f.field.name}: ${row({ ...f.field, required: false })},`);
  return `
/** What an account saves on its profile page (PUT ${commentText(plan.path)}): every field may be left empty. */
export const ${plan.schema} = z.object({
${inputs.join("\n")}
});
/** An account's profile as the API answers it. */
export const ${plan.schema.replace(/Schema$/, "RowSchema")} = z.object({
${rows.join("\n")}
});
export type ${plan.type}Input = z.infer<typeof ${plan.schema}>;
export type ${plan.type} = z.infer<typeof ${plan.schema.replace(/Schema$/, "RowSchema")}>;
`;
}

function presentValue(f: ProfileField): string {
  const value = `row.${f.key}`;
  return f.field.type === "datetime" ? `${value} === null ? null : ${value}.toISOString()` : value;
}

function storedValue(f: ProfileField): string {
  const value = `input.${f.field.name}`;
  return f.field.type === "datetime" ? `${value} == null ? null : new Date(${value})` : `${value} ?? null`;
}

/** src/server/routes/<profile>.ts: the signed-in account reads and saves its own profile (pass 2). */
export function profileRouteFile(model: ServerModel, plan: ProfilePlan, registerName: string): GeneratedFile {
  const accounts = model.accounts;
  if (!accounts) throw new Error("a profile needs accounts");
  const users = accounts.users.constName;
  const content = `import type express from "express";
import { eq } from "drizzle-orm";
import { ${plan.schema}, type ${plan.type} } from "../../shared/schema";
import { requireUser } from "../auth";
import type { Database } from "../db/client";
import { ${users} } from "../db/schema";
import { notFound, parseInput } from "../http";

/**
 * ${commentText(plan.label)} (added by the code generator: the data model keeps a profile of each account): the
 * signed-in account reads and saves its own, never another's.
 * GET ${commentText(plan.path)}, PUT ${commentText(plan.path)}
 */

function present(row: typeof ${users}.$inferSelect): ${plan.type} {
  return {
${plan.fields.map((f) => `    ${f.field.name}: ${presentValue(f)},`).join("\n")}
  };
}

export function ${registerName}(app: express.Express, db: Database): void {
  // getProfile: the signed-in account's profile
  app.get(${tsString(plan.path)}, async (req, res) => {
    const user = await requireUser(db, req);
    const [row] = await db.select().from(${users}).where(eq(${users}.id, user.id));
    if (!row) throw notFound("account", "Account");
    res.json(present(row));
  });

  // saveProfile: replaces the signed-in account's profile (a field left out is emptied)
  app.put(${tsString(plan.path)}, async (req, res) => {
    const user = await requireUser(db, req);
    const input = parseInput(${plan.schema}, req.body, "bad_request:profile");
    const [row] = await db
      .update(${users})
      .set({
${plan.fields.map((f) => `        ${f.key}: ${storedValue(f)},`).join("\n")}
      })
      .where(eq(${users}.id, user.id))
      .returning();
    if (!row) throw notFound("account", "Account");
    res.json(present(row));
  });
}
`;
  return generatedFile(`src/server/routes/${plan.module}.ts`, content, "typescript", 2, {
    documents: ["database_design", "api_specification"],
    requirementIds: plan.serves,
    elements: ["accounts", "profile", "stack:Express"],
  });
}
