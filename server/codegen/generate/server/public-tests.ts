import { withArticle } from "../../../pipeline/phases/02-srs/names";
import { recordIds, statedRequirements } from "../../analyse/behaviour";
import { commentText, tsString } from "../names";
import { sortIds } from "./code";
import type { EntityInfo, ServerModel } from "./model";
import { isPublicRead, newRowsArePublic } from "./public-access";
import { roleCanMake } from "./role-tests";
import { opOf } from "./test-files";
import type { TransitionInfo } from "./workflow-plan";

/*
 * The generated app's own tests of public reading (issue 17 point 4), in the entity's API test file: a visitor
 * (a request without a session) lists and reads the rows visitors may read (with public states: a new row only once
 * the test agent has moved it into one, and never before), and reads a public parent's public children; the same
 * visitor's create, change, delete, actions and history are refused with a 401; a row never shows its owner.
 */

export interface PublicTestBlock {
  tests: string[];
  imports: Set<string>;
}

/** A path as a template literal with every parameter replaced by `${expr}`. */
function pathOf(path: string, expr: string): string {
  const escaped = path.replace(/[\\`]/g, "\\$&").replace(/\$\{/g, "\\${");
  return `\`${escaped.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, `\${${expr}}`)}\``;
}

/**
 * The transitions the test agent (the first account: the administrator with roles) performs to move a new row into
 * a public state, shortest first; undefined when it cannot.
 */
function wayToPublic(model: ServerModel, info: EntityInfo): TransitionInfo[] | undefined {
  const w = info.workflow;
  const states = info.entity.publicStates ?? [];
  if (!w) return undefined;
  const admin = model.accounts?.rolePlan?.admin.name;
  const may = (t: TransitionInfo) => admin === undefined || t.roles.length === 0 || t.roles.includes(admin);
  const ways = new Map<string, TransitionInfo[]>([[w.initial, []]]);
  const queue = [w.initial];
  while (queue.length > 0) {
    const state = queue.shift() ?? "";
    const way = ways.get(state) ?? [];
    if (states.includes(state)) return way;
    for (const t of w.transitions) {
      if (!t.transition.from.includes(state) || ways.has(t.transition.to) || !may(t)) continue;
      ways.set(t.transition.to, [...way, t]);
      queue.push(t.transition.to);
    }
  }
  return undefined;
}

/** The entity's workflow operation of one kind (perform a transition, or its history). */
function workflowOp(model: ServerModel, info: EntityInfo, kind: "transition" | "transition-history") {
  const plan = model.plans.find((p) => p.kind === kind && p.entity === info);
  return plan?.op;
}

/** The public-reading tests of one entity (none when it is private or the tests cannot build its rows). */
export function publicTests(model: ServerModel, info: EntityInfo, canBuild: Set<string>): PublicTestBlock {
  const block: PublicTestBlock = { tests: [], imports: new Set() };
  const list = opOf(model, info, "list");
  const get = opOf(model, info, "get");
  const create = opOf(model, info, "create");
  if (!model.accounts || !list || !get || !isPublicRead(model, list, info) || !isPublicRead(model, get, info))
    return block;
  const rolePlan = model.accounts.rolePlan;
  const makes =
    create !== undefined &&
    canBuild.has(info.entity.name) &&
    (!rolePlan || roleCanMake(model, canBuild, rolePlan.admin.name, info, true));
  const n = info.names;
  const label = (info.entity.label.trim() || info.entity.name).toLowerCase();
  const ids = sortIds(recordIds(statedRequirements(model.input), info.entity.name, ["list", "read"]));
  const title = (text: string) => tsString(ids.length > 0 ? `${ids.join(", ")}: ${text}` : text);
  const update = opOf(model, info, "update");
  const remove = opOf(model, info, "delete");
  const transition = workflowOp(model, info, "transition");
  const history = workflowOp(model, info, "transition-history");
  const listed = (agent: string) =>
    `((await ${agent}.get(${tsString(list.path)}).query({ pageSize: 100 }).expect(200)).body.items as { id: number }[]).map((r) => r.id)`;

  if (!makes) {
    block.tests
      .push(`  it(${title(`lists ${label} rows to visitors without signing in (public)`)}, async () => {
    const page = await request(t.app).get(${tsString(list.path)}).expect(200);
    expect(page.body.items).toEqual(expect.any(Array));
  });`);
    return block;
  }
  block.imports.add(`make${n.type}`).add(`sample${n.type}`);
  const states = info.entity.publicStates ?? [];
  const hidden = !newRowsArePublic(info);
  const way = hidden ? wayToPublic(model, info) : [];
  const owner =
    info.owned && info.ownerKey
      ? `    expect(one.body).not.toHaveProperty(${tsString(info.ownerKey)});\n`
      : "";
  const mine = rolePlan && info.owned ? "    expect(one.body.mine).toBe(false);\n" : "";
  const before = hidden
    ? `    // A new ${commentText(label)} is ${commentText(info.workflow?.initial ?? "")}: visitors see only ${commentText(states.join(" or "))} ones; its author still does.
    await visitor.get(${pathOf(get.path, "row.id")}).expect(404);
    expect(${listed("visitor")}).not.toContain(row.id);
    await t.agent.get(${pathOf(get.path, "row.id")}).expect(200);
${(way ?? []).map((s) => `    await t.agent.post(${pathOf(transition?.path ?? "", "row.id")}).send({ transition: ${tsString(s.transition.name)} }).expect(200);\n`).join("")}`
    : "";
  if (!hidden || (way !== undefined && transition)) {
    block.tests
      .push(`  it(${title(`serves the ${label} list and each ${label} to visitors without signing in (public)`)}, async () => {
    const row = await make${n.type}(t.agent);
    const visitor = request(t.app);
${before}    const one = await visitor.get(${pathOf(get.path, "row.id")}).expect(200);
    expect(one.body.id).toBe(row.id);
${owner}${mine}    expect(${listed("visitor")}).toContain(row.id);
    await visitor.get(${pathOf(get.path, "999999")}).expect(404);
  });`);
  } else {
    block.tests
      .push(`  it(${title(`hides a new ${label} from visitors until it is ${commentText(states.join(" or "))} (public)`)}, async () => {
    const row = await make${n.type}(t.agent);
    const visitor = request(t.app);
${before}  });`);
  }

  // Writes stay behind sign-in.
  const writes = [
    `    await visitor.post(${tsString(create?.path ?? list.path)}).send(sample${n.type}(1)).expect(401);`,
    update
      ? `    await visitor.${update.method}(${pathOf(update.path, "row.id")}).send({}).expect(401);`
      : "",
    remove ? `    await visitor.delete(${pathOf(remove.path, "row.id")}).expect(401);` : "",
    transition
      ? `    await visitor.post(${pathOf(transition.path, "row.id")}).send({ transition: ${tsString(info.workflow?.transitions[0]?.transition.name ?? "")} }).expect(401);`
      : "",
    history ? `    await visitor.get(${pathOf(history.path, "row.id")}).expect(401);` : "",
  ].filter((line) => line !== "");
  block.tests
    .push(`  it(${tsString(`refuses visitors' changes to ${label} rows: they only read (401)`)}, async () => {
    const row = await make${n.type}(t.agent);
    const visitor = request(t.app);
${writes.join("\n")}
    await t.agent.get(${pathOf(get.path, "row.id")}).expect(200);
  });`);

  // A public parent's public children.
  for (const plan of model.plans) {
    if (plan.kind !== "children" || plan.parent !== info || !isPublicRead(model, plan.op, plan.child))
      continue;
    const child = plan.child;
    const childOk =
      canBuild.has(child.entity.name) &&
      (!rolePlan || roleCanMake(model, canBuild, rolePlan.admin.name, child, true));
    if (!childOk || !newRowsArePublic(child) || "join" in plan.filter.via) continue;
    if (hidden && (way === undefined || !transition)) continue;
    block.imports.add(`make${child.names.type}`);
    const childLabel = (child.entity.label.trim() || child.entity.name).toLowerCase();
    const publish = hidden
      ? (way ?? [])
          .map(
            (s) =>
              `    await t.agent.post(${pathOf(transition?.path ?? "", "parent.id")}).send({ transition: ${tsString(s.transition.name)} }).expect(200);\n`,
          )
          .join("")
      : "";
    block.tests
      .push(`  it(${tsString(`lists ${withArticle(label)}'s ${childLabel} entries to visitors (${plan.op.id}, public)`)}, async () => {
    const parent = await make${n.type}(t.agent);
${publish}    const mine = await make${child.names.type}(t.agent, undefined, { ${plan.filter.param}: parent.id });
    const res = await request(t.app).get(${pathOf(plan.op.path, "parent.id")}).expect(200);
    expect(res.body.items.map((row: { id: number }) => row.id)).toEqual([mine.id]);
  });`);
  }
  return block;
}
