import type { Access, DataModel, Entity, Role } from "../../../../domain/artifacts/04-data-model";
import type { GeneratedFile } from "../../types";
import { commentText, tsString } from "../names";
import { generatedFile } from "./code";
import type { ServerModel } from "./model";

/*
 * Roles and permissions of an app whose data model names roles (DataModel.roles, Entity.access): the plan the
 * generators read, src/shared/access.ts (the permission table, shared by the server's guards and the client's
 * hidden buttons) and the accounts admin routes (src/server/routes/<admin>.ts). An app without roles gets none
 * of this, and its files stay exactly as they were.
 */

export type AccessAction = "read" | "create" | "update" | "delete";
export const ACCESS_ACTIONS: readonly AccessAction[] = ["read", "create", "update", "delete"];

export interface RolePlan {
  roles: Role[];
  /** The role of the first account ever created: the first role that manages accounts. */
  admin: Role;
  /** The role of every later sign-up (signUpRole, else the last role). */
  signUp: Role;
  /** Roles that manage accounts. */
  managers: Role[];
  /** The admin API: list the accounts, change one account's role. */
  listPath: string;
  rolePath: string;
  /** Route module (src/server/routes/<module>.ts) of the admin API. */
  module: string;
}

const NO_ACCESS: Access = { read: "none", create: false, update: "none", delete: "none" };

/** The role plan of a data model with roles and accounts; null otherwise (the app keeps its behaviour). */
export function rolePlan(data: DataModel): RolePlan | null {
  const roles = data.roles ?? [];
  if (!data.accounts || roles.length === 0) return null;
  const admin = roles.find((r) => r.manageAccounts) ?? roles[0];
  const signUp = roles.find((r) => r.name === data.signUpRole) ?? roles[roles.length - 1];
  if (!admin || !signUp) return null;
  return {
    roles,
    admin,
    signUp,
    managers: roles.filter((r) => r.manageAccounts),
    listPath: "/api/admin/accounts",
    rolePath: "/api/admin/accounts/{id}",
    module: "account-admin",
  };
}

/**
 * Whether rows carry `mine` (the signed-in account created the row): per-user entities of an app with roles, so the
 * client can offer Edit and Delete on its own rows to a role whose scope is "own".
 */
export function hasMine(data: DataModel, entity: Entity): boolean {
  return rolePlan(data) !== null && entity.ownedByUser;
}

/** What a role may do with an entity's rows (nothing when the model leaves the role out). */
export function accessOf(entity: Entity, role: string): Access {
  return entity.access?.[role] ?? NO_ACCESS;
}

export function allows(access: Access, action: AccessAction): boolean {
  return action === "create" ? access.create : access[action] !== "none";
}

/** Everything on every row: create, and read, update and delete all. */
export function fullAccess(entity: Entity, role: string): boolean {
  const a = accessOf(entity, role);
  return a.create && a.read === "all" && a.update === "all" && a.delete === "all";
}

export function roleLabel(role: Role): string {
  return role.label.trim() || role.name;
}

/** "pets" of an entity Pet (its plural, in words, lower case). */
export function pluralWords(entity: Entity): string {
  return entity.plural.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

export const VERBS: Record<AccessAction, string> = {
  read: "see",
  create: "create",
  update: "change",
  delete: "delete",
};

function describeAccess(a: Access): string {
  const scope = (s: string) => (s === "all" ? "all" : s === "own" ? "own" : "–");
  return `read ${scope(a.read)}, create ${a.create ? "yes" : "no"}, update ${scope(a.update)}, delete ${scope(a.delete)}`;
}

/** src/shared/access.ts: roles, the permission table and the checks both sides use (pass 1). */
export function accessFile(model: ServerModel, plan: RolePlan): GeneratedFile {
  const entities = model.input.data.entities;
  const roleLines = plan.roles.map(
    (r) =>
      `  { name: ${tsString(r.name)}, label: ${tsString(roleLabel(r))}, description: ${tsString(r.description)}, manageAccounts: ${r.manageAccounts} },`,
  );
  const table = entities.map((e) => {
    const rows = plan.roles.map((r) => {
      const a = accessOf(e, r.name);
      return `    ${tsString(r.name)}: { read: ${tsString(a.read)}, create: ${a.create}, update: ${tsString(a.update)}, delete: ${tsString(a.delete)} },`;
    });
    return `  // ${commentText(e.label || e.name)}: ${commentText(plan.roles.map((r) => `${r.name} ${describeAccess(accessOf(e, r.name))}`).join("; "))}
  ${tsString(e.name)}: {\n${rows.join("\n")}\n  },`;
  });
  const nouns = entities.map((e) => `  ${tsString(e.name)}: ${tsString(pluralWords(e))},`);
  const content = `/*
 * Roles and what each may do with each entity's rows, from the approved data model. The server enforces it (every
 * entity route checks it: 403 otherwise) and the client uses it to hide what the signed-in role cannot do.
 * "own" reaches only the rows the account created; "all" every row.
 */

export const ROLE_NAMES = [${plan.roles.map((r) => tsString(r.name)).join(", ")}] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export type AccessScope = "none" | "own" | "all";
export type AccessAction = "read" | "create" | "update" | "delete";
export interface Access {
  read: AccessScope;
  create: boolean;
  update: AccessScope;
  delete: AccessScope;
}

/** Most privileged first. */
export const ROLES: readonly { name: RoleName; label: string; description: string; manageAccounts: boolean }[] = [
${roleLines.join("\n")}
];

/** The first account ever created gets this role; every later sign-up the next one. */
export const ADMIN_ROLE: RoleName = ${tsString(plan.admin.name)};
export const SIGN_UP_ROLE: RoleName = ${tsString(plan.signUp.name)};

/** Entity → role → access. */
export const ACCESS: Record<string, Record<RoleName, Access>> = {
${table.join("\n")}
};

const NOUNS: Record<string, string> = {
${nouns.join("\n")}
};

const VERBS: Record<AccessAction, string> = { read: "see", create: "create", update: "change", delete: "delete" };

export function isRole(value: unknown): value is RoleName {
  return typeof value === "string" && (ROLE_NAMES as readonly string[]).includes(value);
}

export function roleLabel(role: string): string {
  return ROLES.find((r) => r.name === role)?.label ?? role;
}

export function managesAccounts(role: string | undefined): boolean {
  return ROLES.some((r) => r.name === role && r.manageAccounts);
}

/** How far a role reaches for an action: "none", "own" or "all" (create: "all" or "none"). */
export function scopeOf(role: string | undefined, entity: string, action: AccessAction): AccessScope {
  const access = isRole(role) ? ACCESS[entity]?.[role] : undefined;
  if (!access) return "none";
  if (action === "create") return access.create ? "all" : "none";
  return access[action];
}

export function can(role: string | undefined, entity: string, action: AccessAction): boolean {
  return scopeOf(role, entity, action) !== "none";
}

/** "Your role (Owner) may not delete pets". */
export function forbiddenMessage(role: string, entity: string, action: AccessAction): string {
  return \`Your role (\${roleLabel(role)}) may not \${VERBS[action]} \${NOUNS[entity] ?? entity}\`;
}
${workflowAccess(model)}`;
  return generatedFile("src/shared/access.ts", content, "typescript", 1, {
    documents: ["database_design", "system_design"],
    elements: ["accounts", "roles"],
  });
}

/**
 * The workflows' part of access.ts (issue 17): who may perform each transition. A transition that names roles is
 * theirs alone (they reach the rows they may see); one that names none is anyone's who may change the row (the
 * rows they may change). Empty when no entity has a workflow, so access.ts stays as it was.
 */
function workflowAccess(model: ServerModel): string {
  const entities = model.entities.filter((e) => e.workflow);
  if (entities.length === 0) return "";
  const table = entities.map((e) => {
    const rows = (e.workflow?.transitions ?? []).map(
      (t) =>
        `    ${tsString(t.transition.name)}: { roles: [${t.roles.map(tsString).join(", ")}] as const, action: ${tsString(t.forbidden)} },`,
    );
    return `  ${tsString(e.entity.name)}: {\n${rows.join("\n")}\n  },`;
  });
  return `
/**
 * Entity → transition of its workflow → the roles that may perform it (empty: every role that may change the row)
 * and the action in words.
 */
export const TRANSITION_ROLES: Record<string, Record<string, { roles: readonly RoleName[]; action: string }>> = {
${table.join("\n")}
};

/** The rule of one transition, read from the table's own keys only (a transition may be named "constructor"). */
function transitionRule(entity: string, transition: string): { roles: readonly RoleName[]; action: string } | undefined {
  const rules = Object.hasOwn(TRANSITION_ROLES, entity) ? TRANSITION_ROLES[entity] : undefined;
  return rules && Object.hasOwn(rules, transition) ? rules[transition] : undefined;
}

/** Whether a role may perform a transition (on the rows it reaches: see transitionAccess). */
export function mayPerform(role: string | undefined, entity: string, transition: string): boolean {
  const found = transitionRule(entity, transition);
  if (!found) return false;
  if (found.roles.length === 0) return can(role, entity, "update");
  return isRole(role) && found.roles.includes(role);
}

/** The rows a transition reaches: those the role may see when the transition names roles, else those it may change. */
export function transitionAccess(entity: string, transition: string): AccessAction {
  return (transitionRule(entity, transition)?.roles.length ?? 0) > 0 ? "read" : "update";
}

/** "Your role (Employee) may not approve claims". */
export function transitionForbiddenMessage(role: string, entity: string, transition: string): string {
  return \`Your role (\${roleLabel(role)}) may not \${transitionRule(entity, transition)?.action ?? transition}\`;
}
`;
}

/** src/server/routes/<admin>.ts: the accounts of the app and their roles, for roles that manage accounts (pass 2). */
export function adminRouteFile(model: ServerModel, plan: RolePlan, registerName: string): GeneratedFile {
  const accounts = model.accounts;
  if (!accounts) throw new Error("roles need accounts");
  const users = accounts.users.constName;
  const list = plan.listPath;
  const one = plan.rolePath.replace("{id}", ":id");
  const content = `import type express from "express";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { accountRoleSchema, type ManagedAccount } from "../../shared/schema";
import { managesAccounts, ROLES, roleLabel } from "../../shared/access";
import { requireUser } from "../auth";
import type { Database } from "../db/client";
import { ${users} } from "../db/schema";
import { HttpError, notFound, parseId, parseInput } from "../http";

/**
 * Accounts admin (added by the code generator: the data model has roles): roles that manage accounts list every
 * account and change an account's role. The last account that manages accounts keeps its role (409).
 * GET ${commentText(list)}, PATCH ${commentText(one)}
 */

const MANAGERS = ROLES.filter((r) => r.manageAccounts).map((r) => r.name);

function present(row: typeof ${users}.$inferSelect): ManagedAccount {
  return { id: row.id, username: row.username, name: row.name, role: row.role };
}

async function requireManager(db: Database, req: express.Request): Promise<void> {
  const user = await requireUser(db, req);
  if (!managesAccounts(user.role))
    throw new HttpError(403, "forbidden:accounts", \`Your role (\${roleLabel(user.role)}) may not manage accounts\`);
}

export function ${registerName}(app: express.Express, db: Database): void {
  // listAccounts: every account with its role (roles that manage accounts only)
  app.get(${tsString(list)}, async (req, res) => {
    await requireManager(db, req);
    const rows = await db.select().from(${users}).orderBy(asc(${users}.id));
    res.json(rows.map(present));
  });

  // changeAccountRole: give an account another role; the last account that manages accounts keeps its role
  app.patch(${tsString(one)}, async (req, res) => {
    await requireManager(db, req);
    const id = parseId(req.params.id);
    const { role } = parseInput(accountRoleSchema, req.body, "bad_request:account");
    const row = await db.transaction(async (tx) => {
      // One role change at a time, so two managers cannot demote each other at once.
      await tx.execute(sql\`LOCK TABLE "${accounts.users.planned.name}" IN SHARE ROW EXCLUSIVE MODE\`);
      const [existing] = await tx.select().from(${users}).where(eq(${users}.id, id));
      if (!existing) return undefined;
      if (managesAccounts(existing.role) && !managesAccounts(role)) {
        const [managers] = await tx.select({ n: count() }).from(${users}).where(inArray(${users}.role, MANAGERS));
        if ((managers?.n ?? 0) <= 1)
          throw new HttpError(409, "conflict:last-admin", "The last account that manages accounts keeps its role", {
            role: "The last account that manages accounts keeps its role",
          });
      }
      const [changed] = await tx.update(${users}).set({ role }).where(eq(${users}.id, id)).returning();
      return changed;
    });
    if (!row) throw notFound("account", "Account");
    res.json(present(row));
  });
}
`;
  return generatedFile(`src/server/routes/${plan.module}.ts`, content, "typescript", 2, {
    documents: ["api_specification"],
    elements: ["accounts", "roles", "stack:Express"],
  });
}
