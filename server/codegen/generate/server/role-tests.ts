import type { GeneratedFile } from "../../types";
import { tsString } from "../names";
import { generatedFile } from "./code";
import type { EntityInfo, ServerModel } from "./model";
import { successStatus, type OperationPlan } from "./operations";
import {
  accessOf,
  ACCESS_ACTIONS,
  fullAccess,
  pluralWords,
  roleLabel,
  VERBS,
  type AccessAction,
} from "./roles";
import { newRowsArePublic } from "./public-access";
import { opOf, pathWith } from "./test-files";
import { TEST_APP_HOOK, TEST_IMPORTS } from "./test-harness";

/*
 * The generated app's tests of roles and permissions (an app whose data model names roles): the first account is
 * the administrator and later sign-ups get the sign-up role; the accounts admin API (list, change a role, the last
 * administrator keeps the role); per role an allowed action and a forbidden one (403); "own" reaches only the
 * account's rows and "all" every row. test-support.ts gets `signUpAs`.
 */

/** Whether the tests can make a row of the entity signed in with this role (create, and every parent it needs). */
export function roleCanMake(
  model: ServerModel,
  canBuild: Set<string>,
  role: string,
  info: EntityInfo,
  full = false,
  seen: Set<EntityInfo> = new Set(),
): boolean {
  if (seen.has(info) || !canBuild.has(info.entity.name)) return false;
  if (!accessOf(info.entity, role).create) return false;
  if (full && !fullAccess(info.entity, role)) return false;
  const next = new Set(seen).add(info);
  const parents = info.manyToOne
    .filter((m) => m.relation.required)
    .map((m) => model.entities.find((e) => e.entity.name === m.relation.target));
  const under = model.plans.find(
    (p): p is Extract<OperationPlan, { kind: "create-child" }> =>
      p.kind === "create-child" && p.child === info,
  );
  if (under && !opOf(model, info, "create")) {
    if (accessOf(under.parent.entity, role).read === "none") return false;
    parents.push(under.parent);
  }
  return parents.every((p) => p !== undefined && roleCanMake(model, canBuild, role, p, false, next));
}

/** signUpAs for test-support.ts: a new account given a role by the first account (the administrator). */
export function rolesSupport(model: ServerModel): string {
  const plan = model.accounts?.rolePlan;
  if (!plan) return "";
  return `
/**
 * A new account with a role: it signs up (getting the sign-up role), then the test app's first account (the
 * administrator, t.agent) gives it \`role\` through the accounts admin API.
 */
export async function signUpAs(t: TestApp, role: RoleName): Promise<Agent> {
  const username = \`\${role.replace(/_/g, "-")}-\${fresh()}\`;
  const agent = request.agent(t.app);
  await signUp(agent, username);
  const accounts = await t.agent.get(${tsString(plan.listPath)});
  if (accounts.status !== 200) throw new Error(\`listing accounts answered \${accounts.status}\`);
  const account = (accounts.body as { id: number; username: string }[]).find((a) => a.username === username);
  if (!account) throw new Error(\`no account \${username}\`);
  const changed = await t.agent.patch(\`${plan.listPath}/\${account.id}\`).send({ role });
  if (changed.status !== 200) throw new Error(\`changing the role answered \${changed.status}: \${JSON.stringify(changed.body)}\`);
  return agent;
}
`;
}

interface Ctx {
  model: ServerModel;
  canBuild: Set<string>;
  imports: Set<string>;
}

function make(ctx: Ctx, info: EntityInfo, agent: string, overrides = ""): string {
  ctx.imports.add(`make${info.names.type}`);
  return `await make${info.names.type}(${agent}${overrides ? `, undefined, ${overrides}` : ""})`;
}

function sample(ctx: Ctx, info: EntityInfo): string {
  if (!ctx.canBuild.has(info.entity.name)) return "{}";
  ctx.imports.add(`sample${info.names.type}`).add("fresh");
  return `sample${info.names.type}(fresh())`;
}

/** The request of one action on an entity, by `agent`, on `row` for get/update/delete; null when not testable. */
function request(
  ctx: Ctx,
  info: EntityInfo,
  action: AccessAction | "get",
  agent: string,
  row: string,
): string | null {
  const { model } = ctx;
  switch (action) {
    case "read": {
      const op = opOf(model, info, "list");
      return op ? `${agent}.get(${tsString(op.path)})` : null;
    }
    case "get": {
      const op = opOf(model, info, "get");
      return op ? `${agent}.get(${pathWith(op.path, `${row}.id`)})` : null;
    }
    case "create": {
      const op = opOf(model, info, "create");
      return op ? `${agent}.post(${tsString(op.path)}).send(${sample(ctx, info)})` : null;
    }
    case "update": {
      const op = opOf(model, info, "update");
      return op
        ? `${agent}.${op.method}(${pathWith(op.path, `${row}.id`)}).send(${sample(ctx, info)})`
        : null;
    }
    case "delete": {
      const op = opOf(model, info, "delete");
      return op ? `${agent}.delete(${pathWith(op.path, `${row}.id`)})` : null;
    }
  }
}

function roleTests(ctx: Ctx): string[] {
  const { model, canBuild } = ctx;
  const plan = model.accounts?.rolePlan;
  const auth = model.auth;
  if (!plan || !auth) return [];
  const admin = plan.admin.name;
  const adminMakes = (info: EntityInfo) => roleCanMake(model, canBuild, admin, info);
  const tests: string[] = [];
  const list = tsString(plan.listPath);
  const me = auth.me;
  const meRole = (agent: string) =>
    me.status === 200 ? `(await ${agent}.get(${tsString(me.op.path)}).expect(200)).body.role` : null;

  // The first account and later sign-ups.
  ctx.imports.add("signUp");
  const firstRole = meRole("t.agent");
  const laterRole = meRole("later");
  tests.push(`  it(${tsString(`gives the first account the ${roleLabel(plan.admin)} role and later sign-ups the ${roleLabel(plan.signUp)} role`)}, async () => {
${firstRole ? `    expect(${firstRole}).toBe(${tsString(admin)});\n` : ""}    const later = request.agent(t.app);
    await signUp(later, "later-account");
${laterRole ? `    expect(${laterRole}).toBe(${tsString(plan.signUp.name)});\n` : ""}    const accounts = await t.agent.get(${list}).expect(200);
    const roles = (accounts.body as { username: string; role: string }[]).map((a) => a.role);
    expect(roles[0]).toBe(${tsString(admin)});
    expect(accounts.body.find((a: { username: string }) => a.username === "later-account").role).toBe(${tsString(plan.signUp.name)});
  });`);

  // Two first sign-ups at once: exactly one becomes the administrator (the count and insert run under a lock).
  // openEmptyApp() empties the database again: no account yet.
  if (me.status === 200) {
    ctx.imports.add("openEmptyApp");
    tests.push(`  it(${tsString(`gives the ${roleLabel(plan.admin)} role to one account only when the first two sign up at once`)}, async () => {
    const { app } = await openEmptyApp();
    const agents = [request.agent(app), request.agent(app)] as const;
    await Promise.all([signUp(agents[0], "first-one"), signUp(agents[1], "first-two")]);
    const roles = await Promise.all(agents.map(async (agent) => ${meRole("agent") ?? "undefined"}));
    expect(roles.filter((role) => role === ${tsString(admin)})).toHaveLength(1);
    expect(roles.filter((role) => role === ${tsString(plan.signUp.name)})).toHaveLength(1);
  });`);
  }

  // The accounts admin API and the last administrator.
  const other = plan.roles.find((r) => !r.manageAccounts && r.name !== plan.signUp.name) ?? plan.signUp;
  tests.push(`  it(${tsString(`lets the ${roleLabel(plan.admin)} list accounts and change roles, and keeps the last one that manages accounts (409)`)}, async () => {
    const member = request.agent(t.app);
    await signUp(member, "member-account");
${plan.signUp.manageAccounts ? "" : `    const refused = await member.get(${list}).expect(403);\n    expect(refused.body.code).toBe("forbidden:accounts");\n`}    const accounts = (await t.agent.get(${list}).expect(200)).body as { id: number; username: string; role: string }[];
    const first = accounts[0];
    const target = accounts.find((a) => a.username === "member-account");
    if (!first || !target) throw new Error("accounts missing");
    const changed = await t.agent.patch(\`${plan.listPath}/\${target.id}\`).send({ role: ${tsString(other.name)} }).expect(200);
    expect(changed.body).toMatchObject({ id: target.id, username: "member-account", role: ${tsString(other.name)} });
    await t.agent.patch(\`${plan.listPath}/\${target.id}\`).send({ role: "no-such-role" }).expect(400);
    await t.agent.patch(\`${plan.listPath}/999999\`).send({ role: ${tsString(other.name)} }).expect(404);
    // Two administrators: one may step down; the last one keeps the role.
    await t.agent.patch(\`${plan.listPath}/\${target.id}\`).send({ role: ${tsString(admin)} }).expect(200);
    await t.agent.patch(\`${plan.listPath}/\${target.id}\`).send({ role: ${tsString(other.name)} }).expect(200);
${
  plan.roles.some((r) => !r.manageAccounts)
    ? `    const last = await t.agent.patch(\`${plan.listPath}/\${first.id}\`).send({ role: ${tsString(plan.roles.find((r) => !r.manageAccounts)?.name ?? "")} }).expect(409);
    expect(last.body.code).toBe("conflict:last-admin");
`
    : ""
}${firstRole ? `    expect(${firstRole}).toBe(${tsString(admin)});\n` : ""}  });`);

  // Per role: an allowed action and a forbidden one.
  for (const role of plan.roles) {
    const label = roleLabel(role);
    const agentLine =
      role.name === admin
        ? "    const agent = t.agent;"
        : `    const agent = await signUpAs(t, ${tsString(role.name)});`;
    if (role.name !== admin) ctx.imports.add("signUpAs");
    let allowed: { text: string; code: string } | null = null;
    for (const info of model.entities) {
      const a = accessOf(info.entity, role.name);
      const read = a.read !== "none" ? request(ctx, info, "read", "agent", "") : null;
      if (read) {
        allowed = { text: `may see ${pluralWords(info.entity)}`, code: `    await ${read}.expect(200);` };
        break;
      }
      if (roleCanMake(model, canBuild, role.name, info)) {
        allowed = {
          text: `may create ${pluralWords(info.entity)}`,
          code: `    ${make(ctx, info, "agent")};`,
        };
        break;
      }
    }
    let forbidden: { text: string; code: string } | null = null;
    for (const info of model.entities) {
      const a = accessOf(info.entity, role.name);
      for (const action of ACCESS_ACTIONS) {
        if (action === "create" ? a.create : a[action] !== "none") continue;
        // Visitors read a public entity's rows, so a role that may not read them gets what visitors get.
        if (action === "read" && info.entity.publicRead) continue;
        const needsRow = action === "update" || action === "delete";
        if (needsRow && !adminMakes(info)) continue;
        const call = request(ctx, info, action, "agent", "row");
        if (!call) continue;
        const code = tsString(
          `forbidden:${info.entity.name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`,
        );
        const message = tsString(`Your role (${label}) may not ${VERBS[action]} ${pluralWords(info.entity)}`);
        const getToo =
          action === "read" && adminMakes(info) ? request(ctx, info, "get", "agent", "row") : null;
        forbidden = {
          text: `may not ${VERBS[action]} ${pluralWords(info.entity)} (403)`,
          code: `${needsRow || getToo ? `    const row = ${make(ctx, info, "t.agent")};\n` : ""}    const refused = await ${call}.expect(403);
    expect(refused.body).toMatchObject({ code: ${code}, message: ${message} });
${getToo ? `    await ${getToo}.expect(403);\n` : ""}`,
        };
        break;
      }
      if (forbidden) break;
    }
    if (!allowed && !forbidden) continue;
    const text = [allowed?.text, forbidden?.text].filter(Boolean).join(" and ");
    tests.push(`  it(${tsString(`${label}: ${text}`)}, async () => {
${agentLine}
${allowed ? `${allowed.code}\n` : ""}${forbidden ? forbidden.code : ""}  });`);
  }

  // "own" and "all" on per-user entities.
  for (const role of plan.roles) {
    const label = roleLabel(role);
    for (const info of model.entities.filter((e) => e.owned)) {
      const a = accessOf(info.entity, role.name);
      const get = request(ctx, info, "get", "agent", "theirs");
      const listCall = request(ctx, info, "read", "agent", "");
      if (!get || !listCall || !adminMakes(info) || role.name === admin) continue;
      const agentLine = `    const agent = await signUpAs(t, ${tsString(role.name)});`;
      ctx.imports.add("signUpAs");
      const plural = pluralWords(info.entity);
      if (a.read === "own" && !newRowsArePublic(info)) {
        const makes = roleCanMake(model, canBuild, role.name, info);
        const update = a.update === "own" ? request(ctx, info, "update", "agent", "theirs") : null;
        const updateMine = a.update === "own" ? request(ctx, info, "update", "agent", "mine") : null;
        const remove = a.delete === "own" ? request(ctx, info, "delete", "agent", "theirs") : null;
        const updateStatus = successStatus(
          opOf(model, info, "update") ?? ({ statusCodes: [] } as never),
          200,
        );
        const verbs = ["sees", ...(update ? ["changes"] : []), ...(remove ? ["deletes"] : [])];
        const did =
          verbs.length > 1 ? `${verbs.slice(0, -1).join(", ")} and ${verbs[verbs.length - 1]}` : "sees";
        tests.push(`  it(${tsString(`${label}: ${did} only its own ${plural}, not another account's`)}, async () => {
    const theirs = ${make(ctx, info, "t.agent")};
${agentLine}
    await ${get}.expect(404);
${makes ? `    const mine = ${make(ctx, info, "agent")};\n` : ""}    const ids = ((await ${listCall}.expect(200)).body.items as { id: number }[]).map((row) => row.id);
    expect(ids).not.toContain(theirs.id);
${makes ? `    expect(ids).toContain(mine.id);\n    expect((await ${request(ctx, info, "get", "agent", "mine")}.expect(200)).body.mine).toBe(true);\n` : ""}${update ? `    await ${update}.expect(404);\n` : ""}${makes && updateMine ? `    await ${updateMine}.expect(${updateStatus});\n` : ""}${remove ? `    await ${remove}.expect(404);\n` : ""}    await ${request(ctx, info, "get", "t.agent", "theirs")}.expect(200);
  });`);
        // Relations of entities this role creates may point only at its own rows.
        for (const child of model.entities) {
          const link = child.manyToOne.find(
            (m) => m.relation.required && m.relation.target === info.entity.name,
          );
          if (!link || !opOf(model, child, "create") || !roleCanMake(model, canBuild, role.name, child))
            continue;
          tests.push(`  it(${tsString(`${label}: may refer to its own ${plural} only`)}, async () => {
    const theirs = ${make(ctx, info, "t.agent")};
${agentLine}
    const mine = ${make(ctx, info, "agent")};
    ${make(ctx, child, "agent", `{ ${link.prop}: mine.id }`)};
    await expect(make${child.names.type}(agent, undefined, { ${link.prop}: theirs.id })).rejects.toThrow(/answered 400/);
  });`);
          break;
        }
      }
      if (a.read === "all") {
        tests.push(`  it(${tsString(`${label}: sees every ${info.entity.label.toLowerCase() || info.entity.name}, whoever created it`)}, async () => {
    const theirs = ${make(ctx, info, "t.agent")};
${agentLine}
    const seen = await ${get}.expect(200);
    expect(seen.body.mine).toBe(false);
    const ids = ((await ${listCall}.expect(200)).body.items as { id: number }[]).map((row) => row.id);
    expect(ids).toContain(theirs.id);
  });`);
      }
    }
  }
  return tests;
}

/** src/server/routes/<admin>.test.ts: roles and permissions (pass 3); null without roles. */
export function roleTestFile(model: ServerModel, canBuild: Set<string>): GeneratedFile | null {
  const plan = model.accounts?.rolePlan;
  if (!plan) return null;
  const ctx: Ctx = { model, canBuild, imports: new Set(["openTestApp", "type TestApp"]) };
  const tests = roleTests(ctx);
  if (tests.length === 0) return null;
  const imports = [...ctx.imports].sort((a, b) =>
    a.replace("type ", "").localeCompare(b.replace("type ", "")),
  );
  const content = `import request from "supertest";
${TEST_IMPORTS}
import { ${imports.join(", ")} } from "../test-support";

/*
 * Roles and permissions (src/shared/access.ts): t.agent is the first account, so the ${roleLabel(plan.admin)}; other roles
 * sign up and get their role through the accounts admin API (signUpAs).
 */

${TEST_APP_HOOK}
describe("Roles and permissions", () => {
${tests.join("\n\n")}
});
`;
  return generatedFile(`src/server/routes/${plan.module}.test.ts`, content, "typescript", 3, {
    documents: ["srs", "api_specification"],
    elements: ["accounts", "roles", "stack:Vitest"],
  });
}
