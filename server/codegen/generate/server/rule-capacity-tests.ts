import { tsString } from "../names";
import { sortIds } from "./code";
import type { EntityInfo, ServerModel } from "./model";
import type { RuleTestBlock } from "./rule-tests";

/*
 * The generated app's own tests of a capacity rule (issue 17 point 3), in the row entity's API test file: a target
 * whose limit field says 1 takes the tester's row; another account joining it is refused (409 `conflict:full`,
 * saying how many places are taken); once the tester leaves (deletes the row), the other account joins; the
 * target's tally answers the limit and the count. Written when the target is shared (another account can reach
 * it) and its limit is a field the tests can set.
 */

export function capacityTests(model: ServerModel, info: EntityInfo, canBuild: ReadonlySet<string>): RuleTestBlock {
  const c = info.capacity;
  const tests: string[] = [];
  const imports = new Set<string>();
  const create = info.resource?.operations.find((o) => o.kind === "create");
  const remove = info.resource?.operations.find((o) => o.kind === "delete");
  const tally = c?.targetInfo.resource?.operations.find((o) => o.kind === "tally");
  if (!c || !c.limitField || !create || !remove || !canBuild.has(info.entity.name) || !canBuild.has(c.targetInfo.entity.name) || c.targetInfo.owned || model.accounts?.rolePlan) return { tests, imports, helpers: [] };
  const rule = info.entity.rules?.find((r) => r.kind === "capacity");
  const ids = sortIds(rule?.serves ?? []);
  const title = (text: string) => tsString(ids.length > 0 ? `${ids.join(", ")}: ${text}` : text);
  const n = info.names;
  const tn = c.targetInfo.names;
  const one = (info.entity.label.trim() || info.entity.name).toLowerCase();
  const target = (c.targetInfo.entity.label.trim() || c.targetInfo.entity.name).toLowerCase();
  const tp = c.target.prop;
  const item = (path: string, expr: string) => `\`${path.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/, `\${${expr}}`)}\``;
  imports.add(`make${tn.type}`).add(`sample${n.type}`).add("signUp").add("fresh");
  tests.push(`  it(${title(`refuses joining a full ${target} (409 conflict:full) and takes the ${one} once a place is free`)}, async () => {
    const full = await make${tn.type}(t.agent, undefined, { ${c.limitField.field.name}: 1 });
    const mine = (await t.agent.post(${tsString(create.path)}).send({ ...sample${n.type}(fresh()), ${tp}: full.id }).expect(201)).body as { id: number };
    const other = request.agent(t.app);
    await signUp(other, "other-${info.file}-full");
    const refused = await other.post(${tsString(create.path)}).send({ ...sample${n.type}(fresh()), ${tp}: full.id }).expect(409);
    expect(refused.body).toMatchObject({ code: "conflict:full", message: ${tsString(`${c.full[0]}1${c.full[1]}1${c.full[2]}`)} });
${tally ? `    expect((await t.agent.get(${item(tally.path, "full.id")}).expect(200)).body).toMatchObject({ total: 1, limit: 1, mine: { id: mine.id } });\n` : ""}    await t.agent.delete(${item(remove.path, "mine.id")}).expect(204);
    await other.post(${tsString(create.path)}).send({ ...sample${n.type}(fresh()), ${tp}: full.id }).expect(201);
    await t.agent.post(${tsString(create.path)}).send({ ...sample${n.type}(fresh()), ${tp}: full.id }).expect(409);
  });`);
  return { tests, imports, helpers: [] };
} // prettier-ignore
