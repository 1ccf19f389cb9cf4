import { withArticle } from "../../../pipeline/phases/02-srs/names";
import { sortIds } from "./code";
import { tsString } from "../names";
import type { EntityInfo, FieldInfo, ServerModel } from "./model";
import type { RuleTestBlock } from "./rule-tests";

/*
 * The generated app's own tests of a no-overlap rule (issue 17 point 3), in the row entity's API test file: a row
 * meeting another's time on the same target is refused (409 `conflict:overlap`, naming the clash), whether it starts
 * inside, ends inside or wraps it; one that starts when the other ends is taken, and so is the same time on another
 * target; an end not after the start is a 400 naming the end; moving a row by PATCH into another's time is refused.
 *
 * Every sample row takes the same time (test-support's sample<Row>), one hour (date-times) or two days (dates):
 * rows of different targets never clash, and a sample changed by PATCH keeps its time.
 */

/** The times the tests use: the sample's start and end, a moment inside, one after the end, one before the start. */
function times(o: NonNullable<EntityInfo["overlap"]>): Record<"start" | "end" | "inside" | "after" | "before", string> {
  return o.start.field.type === "datetime"
    ? { start: "2030-05-10T09:00:00.000Z", end: "2030-05-10T10:00:00.000Z", inside: "2030-05-10T09:30:00.000Z", after: "2030-05-10T11:00:00.000Z", before: "2030-05-10T08:00:00.000Z" }
    : { start: "2030-05-10", end: "2030-05-12", inside: "2030-05-11", after: "2030-05-14", before: "2030-05-08" };
} // prettier-ignore

/** The sample value of a rule's start or end field (the same time for every sample), else undefined. */
export function overlapSampleValue(info: EntityInfo, field: FieldInfo): string | undefined {
  const o = info.overlap;
  if (!o) return undefined;
  if (field === o.start) return tsString(times(o).start);
  if (field === o.end) return tsString(times(o).end);
  return undefined;
}

/** The tests of an entity's no-overlap rule (see the module comment); none without one or rows the tests can build. */
export function overlapTests(model: ServerModel, info: EntityInfo, canBuild: ReadonlySet<string>): RuleTestBlock {
  const o = info.overlap;
  const tests: string[] = [];
  const imports = new Set<string>();
  const create = info.resource?.operations.find((op) => op.kind === "create");
  const update = info.resource?.operations.find((op) => op.kind === "update" && op.method === "patch");
  if (!o || !create || !canBuild.has(info.entity.name) || !canBuild.has(o.targetInfo.entity.name) || model.accounts?.rolePlan) return { tests, imports, helpers: [] };
  const rule = info.entity.rules?.find((r) => r.kind === "no-overlap");
  const ids = sortIds(rule?.serves ?? []);
  const title = (text: string) => tsString(ids.length > 0 ? `${ids.join(", ")}: ${text}` : text);
  const n = info.names;
  const one = (info.entity.label.trim() || info.entity.name).toLowerCase();
  const target = (o.targetInfo.entity.label.trim() || o.targetInfo.entity.name).toLowerCase();
  const tp = o.target.prop;
  const s = o.start.field.name;
  const e = o.end.field.name;
  const at = times(o);
  const body = (from: string, to: string, extra = `${tp}: first.${tp}`) => `{ ...sample${n.type}(fresh()), ${extra}, ${s}: ${tsString(from)}, ${e}: ${tsString(to)} }`;
  const path = tsString(create.path);
  imports.add(`make${n.type}`).add(`sample${n.type}`).add("fresh");
  tests.push(`  it(${title(`refuses ${one} rows that overlap another of the same ${target} (409 conflict:overlap, naming the clash)`)}, async () => {
    const first = await make${n.type}(t.agent);
    for (const [from, to] of [[${tsString(at.inside)}, ${tsString(at.after)}], [${tsString(at.before)}, ${tsString(at.inside)}], [${tsString(at.before)}, ${tsString(at.after)}], [${tsString(at.start)}, ${tsString(at.end)}]]) {
      const res = await t.agent.post(${path}).send({ ...sample${n.type}(fresh()), ${tp}: first.${tp}, ${s}: from, ${e}: to }).expect(409);
      expect(res.body.code).toBe("conflict:overlap");
      expect(res.body.message).toContain(${tsString(o.clash[0])});
    }
    const listed = await t.agent.get(${path}).query({ ${tp}: first.${tp}, pageSize: 100 }).expect(200);
    expect(listed.body.total).toBe(1);
  });`);
  tests.push(`  it(${title(`takes ${withArticle(one)} that starts when another ends, and the same time on another ${target}`)}, async () => {
    const first = await make${n.type}(t.agent);
    await t.agent.post(${path}).send(${body(at.end, at.after)}).expect(201);
    await t.agent.post(${path}).send(${body(at.before, at.start)}).expect(201);
    const other = await make${n.type}(t.agent);
    expect(other.${tp}).not.toBe(first.${tp});
  });`);
  tests.push(`  it(${title(`refuses ${withArticle(one)} whose end is not after its start (400 naming the end)`)}, async () => {
    const first = await make${n.type}(t.agent);
    const backwards = await t.agent.post(${path}).send(${body(at.end, at.start)}).expect(400);
    expect(backwards.body.fieldErrors.${e}).toBe(${tsString(o.order)});
    await t.agent.post(${path}).send(${body(at.after, at.after)}).expect(400);
  });`);
  if (update) {
    const item = (expr: string) => `\`${update.path.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/, `\${${expr}}`)}\``;
    tests.push(`  it(${title(`refuses moving ${withArticle(one)} into the time of another of the same ${target} (409)`)}, async () => {
    const first = await make${n.type}(t.agent);
    const later = (await t.agent.post(${path}).send(${body(at.end, at.after)}).expect(201)).body as { id: number };
    const moved = await t.agent.patch(${item("later.id")}).send({ ${s}: ${tsString(at.inside)} }).expect(409);
    expect(moved.body.code).toBe("conflict:overlap");
    await t.agent.patch(${item("later.id")}).send({ ${s}: ${tsString(at.end)} }).expect(200);
    await t.agent.patch(${item("first.id")}).send({ ${e}: ${tsString(at.end)} }).expect(200);
  });`);
  }
  return { tests, imports, helpers: [] };
} // prettier-ignore
