import { withArticle } from "../../../pipeline/phases/02-srs/names";
import { statedRequirements } from "../../analyse/behaviour";
import { commentText, kebab, safeIdentifier, tsString } from "../names";
import { sortIds } from "./code";
import type { EntityInfo, ServerModel } from "./model";
import type { OperationPlan } from "./operations";
import { accessOf, roleLabel } from "./roles";
import { roleCanMake } from "./role-tests";
import { stateWords, type TransitionInfo, type WorkflowInfo } from "./workflow-plan";

/*
 * The generated app's own tests of a workflow (issue 17), in the entity's API test file: a new row starts in the
 * initial state whatever the body says; each transition performed from a state it starts from gives the new
 * state and a history row naming who and when, and is refused (409 with its message) from a state it does not
 * start from; a PUT/PATCH changing the state is refused (409) while repeating it is fine; an unknown action is a
 * 400; with roles, a role the transition does not name gets a 403. Rows reach a state through the transitions
 * themselves, performed by an account allowed to (t.agent, else an account of a role the transition names that
 * sees every row).
 */

export interface WorkflowTestBlock {
  tests: string[];
  imports: Set<string>;
  schemaTypes: Set<string>;
}

/** Who performs a transition in the tests: the test agent, an account of a role, or nobody the tests have. */
type Performer = { kind: "tester" } | { kind: "role"; role: string } | null;

interface Ctx {
  model: ServerModel;
  info: EntityInfo;
  w: WorkflowInfo;
  transitionPath: string;
  historyPath: string;
  imports: Set<string>;
  /** Ids of the requirements about records, the ones a workflow test may name. */
  records: Set<string>;
  /** Of those, the ones that ask to create records (a test of a new row's state may name only these). */
  creates: Set<string>;
  /** Of those, the ones only the moves do ("cancel appointments"): named by the tests of the moves alone. */
  byMoves: Set<string>;
}

/** The ids a test of creating a row may name: those that ask to create records. */
function createIds(ctx: Ctx, ids: readonly string[]): string[] {
  return ids.filter((id) => ctx.creates.has(id));
}

/**
 * A test title naming the requirements it drives: of the ids a workflow serves, those about records (a transition
 * changes a row; every workflow test calls an operation that serves them). Ids about accounts, capabilities or
 * qualities are named by the tests that drive those.
 */
function title(ctx: Ctx, ids: Iterable<string>, text: string): string {
  const sorted = sortIds([...ids].filter((id) => ctx.records.has(id)));
  return tsString(sorted.length > 0 ? `${sorted.join(", ")}: ${text}` : text);
}

/** A path as a template literal with its one parameter replaced by `${expr}`. */
function pathOf(path: string, expr: string): string {
  const escaped = path.replace(/[\\`]/g, "\\$&").replace(/\$\{/g, "\\${");
  return `\`${escaped.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/, `\${${expr}}`)}\``;
}

function performer(ctx: Ctx, t: TransitionInfo): Performer {
  const plan = ctx.model.accounts?.rolePlan;
  if (!plan) return { kind: "tester" };
  // The tests' agent is the administrator, with every right on the entity (else no workflow test is written).
  if (t.roles.length === 0 || t.roles.includes(plan.admin.name)) return { kind: "tester" };
  const reach = (role: string) => accessOf(ctx.info.entity, role).read;
  const role = t.roles.find((r) => (ctx.info.owned ? reach(r) === "all" : reach(r) !== "none"));
  return role ? { kind: "role", role } : null;
}

function agentName(role: string): string {
  return `${safeIdentifier(role, "role")}Agent`;
}

/** The shortest ways from the initial state to every state the tests can reach, as transitions in order. */
function paths(ctx: Ctx): Map<string, TransitionInfo[]> {
  const out = new Map<string, TransitionInfo[]>([[ctx.w.initial, []]]);
  const queue = [ctx.w.initial];
  while (queue.length > 0) {
    const state = queue.shift() ?? "";
    const way = out.get(state) ?? [];
    for (const t of ctx.w.transitions) {
      if (!t.transition.from.includes(state) || out.has(t.transition.to) || !performer(ctx, t)) continue;
      out.set(t.transition.to, [...way, t]);
      queue.push(t.transition.to);
    }
  }
  return out;
}

/** The nearest reachable state among `states` (the initial state first), with the way there. */
function nearest(
  reachable: Map<string, TransitionInfo[]>,
  wanted: (state: string) => boolean,
): { state: string; way: TransitionInfo[] } | undefined {
  let best: { state: string; way: TransitionInfo[] } | undefined;
  for (const [state, way] of reachable)
    if (wanted(state) && (!best || way.length < best.way.length)) best = { state, way };
  return best;
}

/** The agent variable performing a transition, declaring the role's account on first use. */
function agentOf(ctx: Ctx, p: Performer, declared: Set<string>, lines: string[]): string {
  if (!p || p.kind === "tester") return "t.agent";
  const name = agentName(p.role);
  if (!declared.has(name)) {
    declared.add(name);
    ctx.imports.add("signUpAs");
    lines.push(`    const ${name} = await signUpAs(t, ${tsString(p.role)});`);
  }
  return name;
}

function perform(ctx: Ctx, agent: string, t: TransitionInfo, status: number): string {
  return `${agent}.post(${pathOf(ctx.transitionPath, "row.id")}).send({ transition: ${tsString(t.transition.name)} }).expect(${status})`;
}

/** Lines that move `row` along `way`, each transition by an account allowed to perform it. */
function steps(ctx: Ctx, way: TransitionInfo[], declared: Set<string>): string[] {
  const lines: string[] = [];
  for (const t of way) {
    const agent = agentOf(ctx, performer(ctx, t), declared, lines);
    lines.push(`    await ${perform(ctx, agent, t, 200)};`);
  }
  return lines;
}

function refusalMessage(t: TransitionInfo, state: string): string {
  return `${t.refusal.before}${stateWords(state)}${t.refusal.after}`;
}

/** The expected byUserId and byName of a history row written by `agent`. */
function who(ctx: Ctx, agent: string): { id: string; name: string; setup: string } {
  if (!ctx.model.accounts) return { id: "null", name: "null", setup: "" };
  const me = ctx.model.auth?.me;
  if (!me || me.status !== 200 || me.op.method !== "get")
    return { id: "expect.any(Number)", name: '"Test user"', setup: "" };
  const variable = `${agent.replace(/^t\./, "")}Id`;
  return {
    id: variable,
    name: '"Test user"',
    setup: `    const ${variable} = (await ${agent}.get(${tsString(me.op.path)}).expect(200)).body.id as number;\n`,
  };
}

/** The tests of an entity's workflow (empty when the tests cannot build its rows or it has no workflow routes). */
export function workflowTests(
  model: ServerModel,
  info: EntityInfo,
  canBuild: Set<string>,
): WorkflowTestBlock {
  const block: WorkflowTestBlock = { tests: [], imports: new Set(), schemaTypes: new Set() };
  const w = info.workflow;
  const transitionPlan = model.plans.find(
    (p): p is Extract<OperationPlan, { kind: "transition" }> => p.kind === "transition" && p.entity === info,
  );
  const historyPlan = model.plans.find(
    (p): p is Extract<OperationPlan, { kind: "transition-history" }> =>
      p.kind === "transition-history" && p.entity === info,
  );
  const create = model.plans.find((p) => p.kind === "create" && p.info === info);
  if (!w || !transitionPlan || !historyPlan || !create || !canBuild.has(info.entity.name)) return block;
  const rolePlan = model.accounts?.rolePlan;
  if (rolePlan && !roleCanMake(model, canBuild, rolePlan.admin.name, info, true)) return block;
  const ctx: Ctx = {
    model,
    info,
    w,
    transitionPath: transitionPlan.op.path,
    historyPath: historyPlan.op.path,
    imports: block.imports,
    records: new Set(
      statedRequirements(model.input)
        .filter((r) => r.behaviour.kind === "records")
        .map((r) => r.id),
    ),
    byMoves: new Set(
      statedRequirements(model.input).flatMap((r) =>
        r.behaviour.kind === "records" && r.behaviour.byMoves ? [r.id] : [],
      ),
    ),
    creates: new Set(
      statedRequirements(model.input).flatMap((r) =>
        r.behaviour.kind === "records" && r.behaviour.actions.includes("create") ? [r.id] : [],
      ),
    ),
  };
  const n = info.names;
  const make = `make${n.type}`;
  block.imports.add(make);
  block.schemaTypes.add(n.transitionRecordType);
  const label = (info.entity.label.trim() || info.entity.name).toLowerCase();
  const field = w.field.field.name;
  const fieldLabel = (w.field.field.label.trim() || field).toLowerCase();
  const get = model.plans.find((p) => p.kind === "get" && p.info === info)?.op;
  const update = model.plans.find((p) => p.kind === "update" && p.info === info)?.op;
  const history = (agent: string) =>
    `((await ${agent}.get(${pathOf(ctx.historyPath, "row.id")}).expect(200)).body as ${n.transitionRecordType}[])`;
  const stateIs = (state: string) =>
    get
      ? `    expect((await t.agent.get(${pathOf(get.path, "row.id")}).expect(200)).body.${field}).toBe(${tsString(state)});\n`
      : "";
  // The workflow's own tests (a new row's state, no change by PATCH) do not perform a move.
  const workflowIds = w.workflow.serves.filter((id) => !ctx.byMoves.has(id));
  const reachable = paths(ctx);
  const other = w.states.find((s) => s !== w.initial);

  // A new row starts in the initial state (a test of creating, so it names the requirements that ask to create).
  block.tests
    .push(`  it(${title(ctx, createIds(ctx, w.workflow.serves), `creates ${withArticle(label)} in the ${stateWords(w.initial)} ${fieldLabel} whatever the body says, with no history`)}, async () => {
    const row = await ${make}(t.agent${other ? `, undefined, { ${field}: ${tsString(other)} }` : ""});
    expect(row.${field}).toBe(${tsString(w.initial)});
${stateIs(w.initial)}    expect(${history("t.agent")}).toEqual([]);
  });`);

  // Each transition from a state it starts from, then again from the state it ends in (refused).
  for (const t of w.transitions) {
    const p = performer(ctx, t);
    const start = nearest(reachable, (s) => t.transition.from.includes(s));
    if (!p || !start) {
      block.tests.push(
        `  it.todo(${tsString(`${t.transition.name}: the tests reach no ${fieldLabel} it starts from, or no account may perform it`)});`,
      );
      continue;
    }
    const declared = new Set<string>();
    const lines = steps(ctx, start.way, declared);
    const agent = agentOf(ctx, p, declared, lines);
    const by = who(ctx, agent);
    const to = t.transition.to;
    const action = t.transition.label.trim().toLowerCase() || t.transition.name;
    block.tests
      .push(`  it(${title(ctx, t.transition.serves, `${t.transition.name}: moves ${withArticle(`${stateWords(start.state)} ${label}`)} to ${stateWords(to)} and records who and when, once`)}, async () => {
    const row = await ${make}(t.agent);
${lines.join("\n")}${lines.length > 0 ? "\n" : ""}${by.setup}    const before = Date.now();
    const done = await ${perform(ctx, agent, t, 200)};
    expect(done.body).toMatchObject({ id: row.id, ${field}: ${tsString(to)} });
${stateIs(to)}    const records = ${history(agent)};
    expect(records).toHaveLength(${start.way.length + 1});
    const last = records[records.length - 1];
    expect(last).toMatchObject({ transition: ${tsString(t.transition.name)}, fromState: ${tsString(start.state)}, toState: ${tsString(to)}, byUserId: ${by.id}, byName: ${by.name} });
    expect(new Date(last?.at ?? "").toISOString()).toBe(last?.at);
    expect(Date.parse(last?.at ?? "")).toBeGreaterThanOrEqual(before - 5000);
    expect(Date.parse(last?.at ?? "")).toBeLessThanOrEqual(Date.now() + 5000);
    // Now ${commentText(stateWords(to))}: ${commentText(action)} no longer applies.
    const again = await ${perform(ctx, agent, t, 409)};
    expect(again.body).toMatchObject({ code: "conflict:transition", message: ${tsString(refusalMessage(t, to))} });
    expect(${history(agent)}).toHaveLength(${start.way.length + 1});
  });`);

    // Refused from another state it does not start from (the initial one when it can).
    const refused = nearest(reachable, (s) => !t.transition.from.includes(s) && s !== to);
    if (refused) {
      const declaredToo = new Set<string>();
      const setup = steps(ctx, refused.way, declaredToo);
      const by2 = agentOf(ctx, p, declaredToo, setup);
      block.tests
        .push(`  it(${title(ctx, t.transition.serves, `${t.transition.name}: refuses ${withArticle(`${stateWords(refused.state)} ${label}`)} with a readable message (409)`)}, async () => {
    const row = await ${make}(t.agent);
${setup.join("\n")}${setup.length > 0 ? "\n" : ""}    const res = await ${perform(ctx, by2, t, 409)};
    expect(res.body).toMatchObject({ code: "conflict:transition", message: ${tsString(refusalMessage(t, refused.state))} });
${stateIs(refused.state)}    expect(${history("t.agent")}).toHaveLength(${refused.way.length});
  });`);
    }
  }

  // The state changes only through the transitions.
  if (update && other) {
    block.tests
      .push(`  it(${title(ctx, workflowIds, `refuses to change the ${fieldLabel} of ${withArticle(label)} by ${update.method.toUpperCase()} (409) but takes the same ${fieldLabel}`)}, async () => {
    const row = await ${make}(t.agent);
    const res = await t.agent.${update.method}(${pathOf(update.path, "row.id")}).send({ ${field}: ${tsString(other)} }).expect(409);
    expect(res.body).toMatchObject({ code: "conflict:transition", message: ${tsString(w.locked)} });
    await t.agent.${update.method}(${pathOf(update.path, "row.id")}).send({ ${field}: ${tsString(w.initial)} }).expect(200);
${stateIs(w.initial)}    expect(${history("t.agent")}).toEqual([]);
  });`);
  }

  // An unknown action, a missing row.
  const testerMay = w.transitions.find((t) => performer(ctx, t)?.kind === "tester");
  block.tests
    .push(`  it(${tsString(`answers 400 for an action ${withArticle(label)} does not have and 404 for a missing ${label}`)}, async () => {
    const row = await ${make}(t.agent);
    const bad = await t.agent.post(${pathOf(ctx.transitionPath, "row.id")}).send({ transition: "no-such-action" }).expect(400);
    expect(bad.body.code).toBe("bad_request:validation");
    await t.agent.post(${pathOf(ctx.transitionPath, "row.id")}).send({}).expect(400);
${testerMay ? `    await t.agent.post(${pathOf(ctx.transitionPath, "999999")}).send({ transition: ${tsString(testerMay.transition.name)} }).expect(404);\n` : ""}    await t.agent.get(${pathOf(ctx.historyPath, "999999")}).expect(404);
  });`);

  // Without roles, per-user rows: another account reaches neither the transitions nor the history of a row.
  if (!rolePlan && model.accounts && info.owned && testerMay) {
    block.imports.add("signUp");
    block.tests
      .push(`  it(${tsString(`keeps another account from moving or reading the history of ${withArticle(label)} (404)`)}, async () => {
    const row = await ${make}(t.agent);
    const other = request.agent(t.app);
    await signUp(other, ${tsString(`other-${kebab(info.entity.name)}-workflow`)});
    await other.post(${pathOf(ctx.transitionPath, "row.id")}).send({ transition: ${tsString(testerMay.transition.name)} }).expect(404);
    await other.get(${pathOf(ctx.historyPath, "row.id")}).expect(404);
${stateIs(w.initial)}  });`);
  }

  // Roles: a role the transition does not name gets a 403 (the row stays as it was).
  if (rolePlan) {
    for (const t of w.transitions) {
      if (t.roles.length === 0) continue;
      const outsider = [...rolePlan.roles].reverse().find((r) => !t.roles.includes(r.name));
      const start = nearest(reachable, (s) => t.transition.from.includes(s));
      if (!outsider || !start) continue;
      const declared = new Set<string>();
      const lines = steps(ctx, start.way, declared);
      const agent =
        outsider.name === rolePlan.admin.name
          ? "t.agent"
          : agentOf(ctx, { kind: "role", role: outsider.name }, declared, lines);
      const message = `Your role (${roleLabel(outsider)}) may not ${t.forbidden}`;
      block.tests
        .push(`  it(${title(ctx, t.transition.serves, `${roleLabel(outsider)}: may not ${t.transition.name} ${withArticle(label)} (403)`)}, async () => {
    const row = await ${make}(t.agent);
${lines.join("\n")}${lines.length > 0 ? "\n" : ""}    const refused = await ${perform(ctx, agent, t, 403)};
    expect(refused.body).toMatchObject({ code: "forbidden:role", message: ${tsString(message)} });
${stateIs(start.state)}  });`);
    }
    // A transition open to anyone who may change the row: a role that changes only its own rows performs it on one.
    for (const t of w.transitions) {
      if (t.roles.length > 0 || !t.transition.from.includes(w.initial)) continue;
      const role = rolePlan.roles.find(
        (r) =>
          r.name !== rolePlan.admin.name &&
          accessOf(info.entity, r.name).update !== "none" &&
          roleCanMake(model, canBuild, r.name, info),
      );
      if (!role) continue;
      block.imports.add("signUpAs");
      const agent = agentName(role.name);
      const by = who(ctx, agent);
      block.tests
        .push(`  it(${title(ctx, t.transition.serves, `${roleLabel(role)}: may ${t.transition.name} ${withArticle(label)} it may change`)}, async () => {
    const ${agent} = await signUpAs(t, ${tsString(role.name)});
    const row = await ${make}(${agent});
${by.setup}    await ${perform(ctx, agent, t, 200)};
    expect(${history(agent)}).toMatchObject([{ transition: ${tsString(t.transition.name)}, byUserId: ${by.id} }]);
  });`);
    }
  }
  return block;
}
