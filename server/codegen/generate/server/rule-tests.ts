import { withArticle } from "../../../pipeline/phases/02-srs/names";
import { schemaBase } from "../../../pipeline/phases/04-technical/api-schemas";
import { commentText, tsString } from "../names";
import { sortIds } from "./code";
import { entityInfo, type EntityInfo, type ManyToOneInfo, type ServerModel } from "./model";
import type { OnceInfo } from "./rule-plan";

/*
 * The generated app's own tests of actions with rules (issue 17 point 3), in the row entity's API test file. Once
 * per user: a second row for the same target is refused (409 `conflict:once`, the rule's message) and the first
 * kept; moving a row by PATCH to a target the user already has one for is refused too; another account may still
 * make its own (when the target is shared); a choice of another target is a 400 naming the field; the target's
 * tally counts the rows per choice and names the user's own, and answers 404 for a missing target.
 *
 * test-support's make<Row> gives a row's choice the same target (an option of the vote's poll) so the rule's
 * checks pass for the generic tests too.
 */

export interface RuleTestBlock {
  tests: string[];
  imports: Set<string>;
  helpers: string[];
}

/** The choice relation of a rule whose choices belong to the target (Vote.option of Option.poll), if any. */
function within(once: OnceInfo): { relation: ManyToOneInfo; link: ManyToOneInfo; target: EntityInfo } | undefined {
  const c = once.choice;
  return c?.kind === "relation" && c.within ? { relation: c.relation, link: c.within, target: c.target } : undefined;
} // prettier-ignore

/**
 * make<Row> in test-support: the line computing the target before the body and the body's lines for the target and
 * the choice, when the choice belongs to the target; undefined otherwise (the usual lines).
 */
export function onceMakeLines(model: ServerModel, info: EntityInfo): { before: string; lines: Map<ManyToOneInfo, string> } | undefined {
  const once = info.once;
  const w = once ? within(once) : undefined;
  const targetMaker = once ? entityInfo(model, once.targetInfo.entity.name) : undefined;
  if (!once || !w || !targetMaker || !once.target.relation.required || !w.relation.relation.required) return undefined;
  const t = once.target.prop;
  const getPath = w.target.resource?.operations.find((o) => o.kind === "get")?.path;
  const fromChoice = getPath
    ? `overrides.${w.relation.prop} !== undefined ? ((await agent.get(\`${getPath.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/, `\${overrides.${w.relation.prop}}`)}\`)).body as { ${w.link.prop}: number }).${w.link.prop} : `
    : "";
  return {
    before: `  // The ${commentText(w.target.entity.label.toLowerCase())} must be one of the ${commentText(once.targetInfo.entity.label.toLowerCase())}'s (a rule of the app).\n  const ${t} = overrides.${t} ?? (${fromChoice}(await make${targetMaker.names.type}(agent)).id);\n`,
    lines: new Map([
      [once.target, `    ${t},`],
      [w.relation, `    ${w.relation.prop}: overrides.${w.relation.prop} ?? (await make${w.target.names.type}(agent, undefined, { ${w.link.prop}: ${t} })).id,`],
    ]),
  };
} // prettier-ignore

function title(once: OnceInfo, text: string): string {
  const ids = sortIds(once.rule.serves);
  return tsString(ids.length > 0 ? `${ids.join(", ")}: ${text}` : text);
}

/** A path with its one parameter replaced by `${expr}`, as a template literal. */
function pathOf(path: string, expr: string): string {
  return `\`${path.replace(/[\\`]/g, "\\$&").replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/, `\${${expr}}`)}\``;
}

/** The tests of an entity's once-per-user rule (see the module comment); none without one or rows the tests can build. */
export function onceTests(model: ServerModel, info: EntityInfo, canBuild: ReadonlySet<string>): RuleTestBlock {
  const once = info.once;
  const tests: string[] = [];
  const imports = new Set<string>();
  const create = info.resource?.operations.find((o) => o.kind === "create");
  const update = info.resource?.operations.find((o) => o.kind === "update");
  const tally = once?.targetInfo.resource?.operations.find((o) => o.kind === "tally" && o.responseSchema === `${schemaBase(info.entity)}Tally`);
  if (!once || !create || !canBuild.has(info.entity.name) || !canBuild.has(once.targetInfo.entity.name) || model.accounts?.rolePlan) return { tests, imports, helpers: [] };
  const n = info.names;
  const one = (info.entity.label.trim() || info.entity.name).toLowerCase();
  const target = (once.targetInfo.entity.label.trim() || once.targetInfo.entity.name).toLowerCase();
  const t = once.target.prop;
  const w = within(once);
  const choiceProp = once.choice?.kind === "relation" ? once.choice.relation.prop : once.choice?.field.field.name;
  imports.add(`make${n.type}`).add(`sample${n.type}`).add("fresh");
  // A second row for the first row's target: the same choice (of the same target when choices belong to one).
  const again = `{ ...sample${n.type}(fresh()), ${t}: first.${t}${w ? `, ${w.relation.prop}: first.${w.relation.prop}` : ""} }`;
  tests.push(`  it(${title(once, `refuses a second ${one} for the same ${target} (409 conflict:once) and keeps the first`)}, async () => {
    const first = await make${n.type}(t.agent);
    const second = await t.agent.post(${tsString(create.path)}).send(${again}).expect(409);
    expect(second.body).toMatchObject({ code: "conflict:once", message: ${tsString(once.refusal)} });
    expect(second.body.fieldErrors.${t}).toBe(${tsString(once.refusal)});
    const listed = await t.agent.get(${tsString(create.path)}).query({ ${t}: first.${t}, pageSize: 100 }).expect(200);
    expect(listed.body.items.map((row: { id: number }) => row.id)).toEqual([first.id]);
  });`);
  if (update?.method === "patch") {
    const move = w ? `{ ${t}: first.${t}, ${w.relation.prop}: first.${w.relation.prop} }` : `{ ${t}: first.${t} }`;
    tests.push(`  it(${title(once, `refuses moving ${withArticle(one)} to ${withArticle(target)} the user already has one for (409)`)}, async () => {
    const first = await make${n.type}(t.agent);
    const other = await make${n.type}(t.agent);
    expect(other.${t}).not.toBe(first.${t});
    const moved = await t.agent.patch(${pathOf(update.path, "other.id")}).send(${move}).expect(409);
    expect(moved.body.code).toBe("conflict:once");
    await t.agent.patch(${pathOf(update.path, "first.id")}).send({ ${t}: first.${t} }).expect(200);
  });`);
  }
  if (!once.targetInfo.owned) {
    imports.add("signUp");
    tests.push(`  it(${title(once, `lets another account make its own ${one} for the same ${target}`)}, async () => {
    const first = await make${n.type}(t.agent);
    const other = request.agent(t.app);
    await signUp(other, "other-${info.file}-once");
    await other.post(${tsString(create.path)}).send(${again}).expect(201);
    await other.post(${tsString(create.path)}).send(${again}).expect(409);
  });`);
  }
  if (w) {
    tests.push(`  it(${title(once, `refuses ${withArticle(commentText(w.target.entity.label.toLowerCase()))} of another ${target} (400 naming the field)`)}, async () => {
    const mine = await make${n.type}(t.agent);
    const elsewhere = await make${n.type}(t.agent);
    await t.agent.delete(${pathOf(update?.path ?? `${create.path}/{id}`, "elsewhere.id")}).expect(204);
    const wrong = await t.agent.post(${tsString(create.path)}).send({ ...sample${n.type}(fresh()), ${t}: elsewhere.${t}, ${w.relation.prop}: mine.${w.relation.prop} }).expect(400);
    expect(wrong.body.fieldErrors.${w.relation.prop}).toEqual(expect.any(String));
  });`);
  }
  if (tally && choiceProp) {
    tests.push(`  it(${title(once, `counts the ${one} rows of ${withArticle(target)} per choice and names the user's own (${tally.id})`)}, async () => {
    const first = await make${n.type}(t.agent);
    const res = await t.agent.get(${pathOf(tally.path, `first.${t}`)}).expect(200);
    expect(res.body.total).toBe(1);
    const counted = res.body.counts.find((c: { choice: unknown }) => c.choice === first.${choiceProp});
    expect(counted).toMatchObject({ count: 1, label: expect.any(String) });
    expect(res.body.counts.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(1);
    expect(res.body.mine).toEqual({ id: first.id, choice: first.${choiceProp} });
    await t.agent.delete(${pathOf(update?.path ?? `${create.path}/{id}`, "first.id")}).expect(204);
    const after = await t.agent.get(${pathOf(tally.path, `first.${t}`)}).expect(200);
    expect(after.body).toMatchObject({ total: 0, mine: null });
    await t.agent.get(${pathOf(tally.path, "999999")}).expect(404);
  });`);
  }
  return { tests, imports, helpers: [] };
} // prettier-ignore
