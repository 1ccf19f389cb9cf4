import { statedRequirements } from "../../analyse/behaviour";
import { commentText, tsString } from "../names";
import { sortIds } from "./code";
import type { RouteModule, ServerModel } from "./model";
import { periodDay, reportFixture, figureLiteral, storedLiteral, type Fixture } from "./report-fixture";
import type { ReportInfo } from "./report-plan";
import { accessOf, roleLabel } from "./roles";
import { roleCanMake } from "./role-tests";

/*
 * The generated app's own tests of its reports (issue 17), in src/server/routes/<reports>.test.ts: known rows are
 * stored through the API and each report must answer exactly the figures worked out for them (report-fixture.ts),
 * in its order and within its limit; per-user rows of another account are not counted; a report of no rows answers
 * no groups and a total of 0 (or none for an average); a period report counts only the days from/to ask for and
 * refuses a date that is not one (400 naming the field); with accounts a request without a session is a 401, and
 * with roles a role that may not read the rows gets a 403.
 */

export interface ReportTestBlock {
  tests: string[];
  imports: Set<string>;
}

/**
 * A test title: "FR-3: Amount per month report: …". It names the report's requirements that state the reports
 * capability, and those about its entity's records only when the test stores rows (`stores`).
 */
function title(model: ServerModel, info: ReportInfo, text: string, stores = false): string {
  const stated = statedRequirements(model.input);
  const drives = (id: string) => {
    const b = stated.find((s) => s.id === id)?.behaviour;
    if (b?.kind === "capability") return b.capability === "reports";
    return stores && b?.kind === "records" && b.entities.includes(info.entity.entity.name);
  };
  const ids = sortIds(info.report.serves.filter(drives));
  return tsString(`${ids.length > 0 ? `${ids.join(", ")}: ` : ""}${info.report.title} report: ${text}`);
}

/** Whether the tests can store the report's rows: its entity (and a related group's rows) can be made by the tester. */
function testable(model: ServerModel, info: ReportInfo, canBuild: Set<string>): boolean {
  const entities = [info.entity, ...(info.grouping.kind === "relation" ? [info.grouping.target] : [])];
  const plan = model.accounts?.rolePlan;
  if (!entities.every((e) => canBuild.has(e.entity.name))) return false;
  if (plan && !entities.every((e) => roleCanMake(model, canBuild, plan.admin.name, e, true))) return false;
  // A workflow's state is set by the server: rows cannot be stored in the states a report would group or sign by.
  const state = info.entity.workflow?.field;
  if (
    state &&
    ((info.grouping.kind === "field" && info.grouping.field === state) || info.signed?.field === state)
  )
    return false;
  // The stored rows share groups, periods, measures and signs: a unique field among them would refuse the second row.
  const set = [
    info.grouping.kind === "field" || info.grouping.kind === "period" ? info.grouping.field : undefined,
    info.measure,
    info.signed?.field,
  ];
  return !set.some((f) => f?.field.unique);
}

/** The value of the grouping field for a slot (enum value, yes/no, a text). */
function groupValue(info: ReportInfo, slot: number): string {
  if (info.grouping.kind !== "field") return "";
  const field = info.grouping.field.field;
  if (field.type === "boolean") return slot === 0 ? "true" : "false";
  if (field.type === "enum") return tsString(field.enumValues?.[slot] ?? "");
  const max = field.maxLength ?? 255;
  return tsString(max >= 8 ? `Group ${slot + 1}` : String(slot + 1).slice(0, max));
}

function dayValue(info: ReportInfo, day: string): string {
  if (info.grouping.kind !== "period") return "";
  return tsString(info.grouping.field.field.type === "datetime" ? `${day}T10:00:00.000Z` : day);
}

/** The overrides of one stored row: its measure, group, day and sign. */
function overrides(info: ReportInfo, row: Fixture["rows"][number], cents: boolean): string {
  const parts: string[] = [];
  if (info.measure && info.report.measure.fn !== "count")
    parts.push(`${info.measure.field.name}: ${storedLiteral(row.units, cents)}`);
  const g = info.grouping;
  if (g.kind === "field") parts.push(`${g.field.field.name}: ${groupValue(info, row.slot)}`);
  if (g.kind === "relation") parts.push(`${g.link.prop}: group${row.slot}.id`);
  if (g.kind === "period") parts.push(`${g.field.field.name}: ${dayValue(info, row.day)}`);
  if (info.signed) {
    const values = info.signed.field.field.enumValues ?? [];
    const positive = values.find((v) => !info.signed?.negative.includes(v));
    const value = row.negative || positive === undefined ? info.signed.negative[0] : positive;
    parts.push(`${info.signed.field.field.name}: ${tsString(value ?? "")}`);
  }
  return `{ ${parts.join(", ")} }`;
}

/** The expected `{ key, label, value }` of a group, as TS (related rows' keys and labels come from the made rows). */
function expectedRow(info: ReportInfo, group: Fixture["groups"][number], cents: boolean): string {
  const value = figureLiteral(info, group.units, cents);
  const g = info.grouping;
  switch (g.kind) {
    case "period":
      return `{ key: ${tsString(group.periodKey ?? "")}, label: ${tsString(group.periodLabel ?? "")}, value: ${value} }`;
    case "relation": {
      const texty =
        g.label && ["string", "text", "email", "phone", "url", "enum", "date"].includes(g.label.field.type);
      const label =
        texty && g.label ? `String(group${group.slot}.${g.label.field.name})` : "expect.any(String)";
      return `{ key: String(group${group.slot}.id), label: ${label}, value: ${value} }`;
    }
    case "field": {
      const raw = groupValue(info, group.slot);
      const field = g.field.field;
      const key = field.type === "boolean" ? tsString(raw) : raw;
      const label = field.type === "boolean" ? tsString(raw === "true" ? "Yes" : "No") : raw;
      return `{ key: ${key}, label: ${label}, value: ${value} }`;
    }
    case "none":
      return "";
  }
}

function rowsExpectation(info: ReportInfo, fixture: Fixture, body: string): string {
  if (info.grouping.kind === "none") return `    expect(${body}.rows).toEqual([]);`;
  const rows = fixture.groups.map((g) => `      ${expectedRow(info, g, fixture.cents)},`).join("\n");
  return fixture.ordered
    ? `    expect(${body}.rows).toEqual([\n${rows}\n    ]);`
    : `    // Groups come in key order; compared by key here.\n    expect(byKey(${body}.rows)).toEqual(byKey([\n${rows}\n    ]));`;
}

function figuresTest(model: ServerModel, info: ReportInfo, imports: Set<string>): string {
  const fixture = reportFixture(info);
  const make = `make${info.entity.names.type}`;
  imports.add(make).add("fresh");
  const lines: string[] = [];
  if (info.grouping.kind === "relation") {
    const target = `make${info.grouping.target.names.type}`;
    imports.add(target);
    const slots = [...new Set(fixture.rows.map((r) => r.slot))];
    for (const slot of slots) lines.push(`    const group${slot} = await ${target}(t.agent);`);
  }
  // Another account's rows of a per-user entity are never counted (without roles every account reads its own).
  const isolated = info.entity.owned && model.accounts !== null && !model.accounts.rolePlan;
  if (isolated) {
    imports.add("signUp");
    const day =
      info.grouping.kind === "period"
        ? `, ${info.grouping.field.field.name}: ${dayValue(info, periodDay(info.grouping.period, 0, 0).day)}`
        : "";
    const big =
      info.measure && info.report.measure.fn !== "count"
        ? `${info.measure.field.name}: 999${day}`
        : day.slice(2);
    lines.push(`    const other = request.agent(t.app);
    await signUp(other, "other-reader");
    await ${make}(other, fresh(), { ${big} });`);
  }
  for (const row of fixture.rows)
    lines.push(`    await ${make}(t.agent, fresh(), ${overrides(info, row, fixture.cents)});`);
  const total = figureLiteral(info, fixture.total, fixture.cents);
  const what = isolated
    ? "answers the figures of the signed-in user's stored rows, not another account's"
    : "answers the figures of the stored rows";
  return `  it(${title(model, info, what, true)}, async () => {
${lines.join("\n")}
    const res = await t.agent.get(${tsString(info.op.path)}).expect(200);
    expect(res.body.title).toBe(${tsString(info.report.title)});
${rowsExpectation(info, fixture, "res.body")}
    expect(res.body.total).toBe(${total});
  });`;
}

/**
 * Who asks for a report in its tests: the tester (t.agent, the first account), or when the tester's role may not
 * read the report's rows, an account signed up with the first role that may; null when no role may.
 */
type Asker = { setup: string; agent: string };

function askerOf(model: ServerModel, info: ReportInfo, imports: Set<string>): Asker | null {
  const plan = model.accounts?.rolePlan;
  if (!plan || accessOf(info.entity.entity, plan.admin.name).read !== "none")
    return { setup: "", agent: "t.agent" };
  const reader = plan.roles.find((r) => accessOf(info.entity.entity, r.name).read !== "none");
  if (!reader) return null;
  imports.add("signUpAs");
  return { setup: `    const reader = await signUpAs(t, ${tsString(reader.name)});\n`, agent: "reader" };
}

function emptyTest(model: ServerModel, info: ReportInfo, asker: Asker): string {
  const none = ["count", "sum"].includes(info.report.measure.fn) ? "0" : "null";
  return `  it(${title(model, info, `answers no groups and a total of ${none === "0" ? "0" : "none"} when nothing is recorded`)}, async () => {
${asker.setup}    const res = await ${asker.agent}.get(${tsString(info.op.path)}).expect(200);
    expect(res.body).toEqual({ title: ${tsString(info.report.title)}, rows: [], total: ${none} });
  });`;
}

/** A period report: from/to keep the periods asked for; a wrong date is a 400 naming the field. */
function periodTests(
  model: ServerModel,
  info: ReportInfo,
  imports: Set<string>,
  testableRows: boolean,
  asker: Asker,
): string[] {
  if (info.grouping.kind !== "period") return [];
  const path = info.op.path;
  const tests = [
    `  it(${title(model, info, "refuses a from or to that is not a date, and a to before the from (400)")}, async () => {
${asker.setup}    const wrong = await ${asker.agent}.get(${tsString(`${path}?from=2025-13-45`)}).expect(400);
    expect(wrong.body.fieldErrors.from).toBeDefined();
    const backwards = await ${asker.agent}.get(${tsString(`${path}?from=2025-03-10&to=2025-03-01`)}).expect(400);
    expect(backwards.body.fieldErrors.to).toBeDefined();
  });`,
  ];
  const fixture = reportFixture(info);
  const later = fixture.groups.filter((g) => g.slot >= 1);
  const first = later.find((g) => g.slot === 1);
  if (!testableRows || !first?.periodKey || info.report.limit !== undefined) return tests;
  const make = `make${info.entity.names.type}`;
  imports.add(make).add("fresh");
  const rows = fixture.rows.map(
    (row) => `    await ${make}(t.agent, fresh(), ${overrides(info, row, fixture.cents)});`,
  );
  const kept = fixture.rows.filter((r) => r.slot >= 1);
  const expected: Fixture = { ...fixture, groups: later, total: totalOf(info, kept) };
  tests.push(`  it(${title(model, info, "counts only the days from and to ask for", true)}, async () => {
${rows.join("\n")}
    const res = await t.agent.get(${tsString(`${path}?from=${first.periodKey}`)}).expect(200);
${rowsExpectation(info, expected, "res.body")}
    expect(res.body.total).toBe(${figureLiteral(info, expected.total, fixture.cents)});
  });`);
  return tests;
}

function totalOf(info: ReportInfo, rows: Fixture["rows"]): number {
  const values = rows.map((r) => (r.negative ? -r.units : r.units));
  switch (info.report.measure.fn) {
    case "count":
      return rows.length;
    case "sum":
      return values.reduce((a, b) => a + b, 0);
    case "avg":
      return Math.round(
        (values.reduce((a, b) => a + b, 0) * (info.format === "integer" ? 100 : 1)) / rows.length,
      );
    case "min":
      return Math.min(...values);
    case "max":
      return Math.max(...values);
  }
}

/** With accounts: 401 without a session; with roles, a 403 for each role that may not read a report's rows. */
function accessTests(model: ServerModel, infos: ReportInfo[], imports: Set<string>): string[] {
  const first = infos[0];
  if (!model.accounts || !first) return [];
  const tests = [
    `  it("answers 401 to a report asked for without a session", async () => {
    await request(t.app).get(${tsString(first.op.path)}).expect(401);
  });`,
  ];
  const plan = model.accounts.rolePlan;
  if (!plan) return tests;
  for (const info of infos) {
    const barred = plan.roles.find((r) => accessOf(info.entity.entity, r.name).read === "none");
    if (!barred) continue;
    imports.add("signUpAs");
    tests.push(`  it(${tsString(`${roleLabel(barred)}: may not see ${commentText(info.report.title)} (403)`)}, async () => {
    const agent = await signUpAs(t, ${tsString(barred.name)});
    await agent.get(${tsString(info.op.path)}).expect(403);
  });`);
  }
  return tests;
}

/** The reports' tests of a route module (none when it answers no report). */
export function reportTests(model: ServerModel, module: RouteModule, canBuild: Set<string>): ReportTestBlock {
  const infos = module.plans.flatMap((p) => (p.kind === "report" ? [p.info] : []));
  const imports = new Set<string>();
  const tests: string[] = [];
  for (const info of infos) {
    const asker = askerOf(model, info, imports);
    // The stored rows are the tester's own: only a tester who may read them can check the figures.
    const rows = asker?.agent === "t.agent" && testable(model, info, canBuild);
    if (rows) tests.push(figuresTest(model, info, imports));
    if (asker) tests.push(emptyTest(model, info, asker), ...periodTests(model, info, imports, rows, asker));
  }
  tests.push(...accessTests(model, infos, imports));
  return { tests, imports };
}

/** The module-level helper the report tests compare unordered groups with. */
export const BY_KEY = `
/** Report rows sorted by key, to compare groups whose order is the database's. */
function byKey<T extends { key: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
`;
