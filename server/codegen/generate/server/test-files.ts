import { withArticle } from "../../../pipeline/phases/02-srs/names";
import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { Field } from "../../../../domain/artifacts/04-data-model";
import {
  accountIds,
  capabilityIds,
  idsInTitles,
  recordIds,
  statedRequirements,
} from "../../analyse/behaviour";
import type { GeneratedFile } from "../../types";
import { commentText, kebab, tsString } from "../names";
import { chatAuthorSample } from "./chat-files";
import { generatedFile, sortIds } from "./code";
import {
  entityInfo,
  hasSearch,
  listFilters,
  type EntityInfo,
  type FieldInfo,
  type ManyToOneInfo,
  type RouteModule,
  type ServerModel,
} from "./model";
import { successStatus, type OperationPlan } from "./operations";
import { BY_KEY, reportTests } from "./report-tests";
import { roleTestFile, rolesSupport, roleCanMake } from "./role-tests";
import { supportHarness, TEST_APP_HOOK, TEST_IMPORTS } from "./test-harness";
import { newRowsArePublic } from "./public-access";
import { publicTests } from "./public-tests";
import { capacityTests } from "./rule-capacity-tests";
import { overlapSampleValue, overlapTests } from "./rule-overlap-tests";
import { onceMakeLines, onceTests } from "./rule-tests";
import { checkoutTests, stockItemTests } from "./rule-stock-tests";
import { workflowTests } from "./workflow-tests";

/*
 * Pass 3's API tests: src/server/test-support.ts (an app over an in-memory PGlite, sample rows, a signed-in
 * agent) and one test file per resource beside its routes, over the real app and database with supertest. A test
 * names only the requirements whose behaviour it drives (analyse/behaviour.ts): the CRUD test of an entity those
 * about keeping, listing, changing or deleting its records, the search test the search requirements, the account
 * test those about accounts; never a requirement that merely mentions the entity (a reminder, a payment).
 */

/** A path as a template literal, `{id}` replaced by `${expr}` (everything else escaped). */
export function pathWith(path: string, expr: string): string {
  const escaped = path.replace(/[\\`]/g, "\\$&").replace(/\$\{/g, "\\${");
  return `\`${escaped.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/, `\${${expr}}`)}\``;
}

/** The entity's implemented operation of one kind (placeholders and other entities' operations left out). */
export function opOf(
  model: ServerModel,
  info: EntityInfo,
  kind: "list" | "get" | "create" | "update" | "delete",
): Operation | undefined {
  return model.plans.find((p) => p.kind === kind && p.info === info)?.op;
}

/** How the tests create a row: its create operation, else a create-child operation under a parent. */
type Creator =
  | { kind: "direct"; op: Operation }
  | { kind: "under"; op: Operation; parent: EntityInfo; link: ManyToOneInfo };

function creatorOf(model: ServerModel, info: EntityInfo): Creator | undefined {
  const direct = opOf(model, info, "create");
  if (direct) return { kind: "direct", op: direct };
  const under = model.plans.find(
    (p): p is Extract<OperationPlan, { kind: "create-child" }> =>
      p.kind === "create-child" && p.child === info,
  );
  return under ? { kind: "under", op: under.op, parent: under.parent, link: under.link } : undefined;
}

/** A path as a template literal with every parameter replaced by `${expr}` (the same expression). */
function pathWithAll(path: string, exprs: string[]): string {
  const escaped = path.replace(/[\\`]/g, "\\$&").replace(/\$\{/g, "\\${");
  let i = 0;
  return `\`${escaped.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, () => `\${${exprs[Math.min(i++, exprs.length - 1)] ?? "1"}}`)}\``;
}

/** A valid value of a field for sample row `n` (a TS expression using `n`). */
export function sampleValue(field: Field): string {
  // A unique date takes one day per sample (a month's days would repeat); others stay in March 2025.
  const uniqueDay = "new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)";
  const day = field.unique ? uniqueDay : '`2025-03-${String((n % 28) + 1).padStart(2, "0")}`';
  switch (field.type) {
    case "string": {
      const max = field.maxLength ?? 255;
      return max >= 12 ? "`Sample ${n}`" : `String(n).slice(0, ${max})`;
    }
    case "text":
      return "`Sample text ${n}`";
    case "email":
      return "`sample${n}@example.org`";
    case "phone":
      return '`+44 20 7946 ${String(n).padStart(4, "0")}`';
    case "url":
      return "`https://example.org/items/${n}`";
    case "integer":
      return "n";
    case "decimal":
      return "n + 0.5";
    case "money":
      return "n + 0.25";
    case "boolean":
      return "n % 2 === 0";
    case "date":
      return day;
    case "datetime":
      return field.unique
        ? `\`\${${uniqueDay}}T09:30:00.000Z\``
        : '`2025-03-${String((n % 28) + 1).padStart(2, "0")}T09:30:00.000Z`';
    case "enum": {
      const values = field.enumValues ?? [];
      return values.length > 0 ? `pick([${values.map(tsString).join(", ")}] as const, n)` : "`Sample ${n}`";
    }
  }
}

/** Whether a field is a product's stock that a stock rule counts. */
function stockedField(model: ServerModel, info: EntityInfo, field: FieldInfo): boolean {
  return model.entities.some((e) => e.stock?.productInfo === info && e.stock.stock === field);
}

/** A value of the wrong type for a field (always a 400). */
export function wrongValue(field: Field): string {
  return ["integer", "decimal", "money", "boolean"].includes(field.type) ? '"not a number"' : "12345";
}

/** Entities whose rows the tests can create: a create operation, and required parents that can be created too. */
function buildable(model: ServerModel): Set<string> {
  const ok = new Set<string>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const info of model.entities) {
      const creator = creatorOf(model, info);
      if (ok.has(info.entity.name) || !creator) continue;
      const parents = info.manyToOne.filter((m) => m.relation.required).map((m) => m.relation.target);
      if (creator.kind === "under") parents.push(creator.parent.entity.name);
      if (parents.every((p) => p !== info.entity.name && ok.has(p))) {
        ok.add(info.entity.name);
        changed = true;
      }
    }
  }
  return ok;
}

function supportFile(model: ServerModel, canBuild: Set<string>): string {
  const types = new Set<string>();
  const blocks: string[] = [];
  // Every entity has its sample values (a test of a missing row sends them too); only the ones whose rows the
  // tests can create have a maker.
  for (const info of model.entities) {
    const n = info.names;
    // A workflow's state: every row starts in the initial one (the server sets it), so the sample says so too.
    // An order's total that a stock rule keeps is the server's (no sample sends it); a product's stock is large,
    // so the generic tests' items always find enough (rule-stock-tests.ts tests running out).
    const values = info.fields
      .filter((f) => f !== info.checkout?.total)
      .map((f) =>
        f === info.workflow?.field
          ? `    ${f.field.name}: ${tsString(info.workflow.initial)} as const,`
          : `    ${f.field.name}: ${overlapSampleValue(info, f) ?? chatAuthorSample(model, info, f.field.name) ?? (stockedField(model, info, f) ? "100000 + n" : sampleValue(f.field))},`,
      );
    blocks.push(`/** Valid fields of a ${commentText(info.entity.label.toLowerCase())} (sample n; relations left out). */
export function sample${n.type}(n: number) {
  return {
${values.join("\n")}
  };
}`);
    if (!canBuild.has(info.entity.name)) continue;
    types.add(n.type).add(n.createType);
    const creator = creatorOf(model, info);
    const create = creator?.op;
    const under = creator?.kind === "under" ? creator : undefined;
    const once = onceMakeLines(model, info);
    const parents = info.manyToOne
      .filter((m) => m.relation.required && m !== under?.link)
      .map((m) => {
        const target = entityInfo(model, m.relation.target);
        const ruled = once?.lines.get(m);
        if (ruled !== undefined) return ruled;
        return target
          ? `    ${m.prop}: overrides.${m.prop} ?? (await make${target.names.type}(agent)).id,`
          : "";
      });
    blocks.push(`/** Creates a ${commentText(info.entity.label.toLowerCase())} through the API (with new parents where one is required). */
export async function make${n.type}(agent: Agent, n = fresh(), overrides: Partial<${n.createType}> = {}): Promise<${n.type}> {
${under ? `  // Created under its ${commentText(under.parent.entity.label.toLowerCase())}: the parent's id is in the path.\n  const parentId = overrides.${under.link.prop} ?? (await make${under.parent.names.type}(agent)).id;\n` : ""}${once?.before ?? ""}  const body: ${n.createType} = {
    ...sample${n.type}(n),
${parents.join("\n")}
    ...overrides,${under ? `\n    ${under.link.prop}: parentId,` : ""}
  };
  const res = await agent.post(${under ? pathWithAll(under.op.path, ["parentId"]) : tsString(create?.path ?? "")}).send(body);
  if (res.status !== 201) throw new Error(\`POST ${commentText(create?.path ?? "").replace(/[`$\\]/g, "")} answered \${res.status}: \${JSON.stringify(res.body)}\`);
  const row: ${n.type} = res.body;
  return row;
}`);
  }
  const register = model.auth?.register;
  const signUp = register
    ? `
/**
 * Registers a new account on the agent (its cookie then signs every request in): ${commentText(`${register.op.method.toUpperCase()} ${register.op.path}`)}.
 * Answers the session cookie (\`name=value\`).
 */
export async function signUp(agent: Agent, username: string): Promise<string> {
  const res = await agent
    .${register.op.method}(${tsString(register.op.path)})
    .send({ username, password: "correct horse battery", name: "Test user" });
  if (res.status !== ${register.status}) throw new Error(\`sign-up answered \${res.status}: \${JSON.stringify(res.body)}\`);
  const cookies: string[] = [res.headers["set-cookie"] ?? []].flat();
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}
`
    : "";
  const roles = model.accounts?.rolePlan ? rolesSupport(model) : "";
  const harness = supportHarness({
    accounts: model.accounts
      ? { users: model.accounts.users.planned.name, sessions: model.accounts.sessionsTable }
      : null,
    roles: roles !== "",
    schemaTypes: [...types].sort(),
  });
  return `${harness}${signUp}${roles}
${blocks.join("\n\n")}
`;
}

function title(ids: Iterable<string>, text: string): string {
  const sorted = sortIds(ids);
  return tsString(sorted.length > 0 ? `${sorted.join(", ")}: ${text}` : text);
}

interface TestBlock {
  tests: string[];
  imports: Set<string>;
  /** Module-level helpers the tests use. */
  helpers: string[];
  /** Types the helpers import from src/shared/schema.ts. */
  schemaTypes?: Set<string>;
}

function entityTests(model: ServerModel, info: EntityInfo, canBuild: Set<string>): TestBlock {
  const list = opOf(model, info, "list");
  const get = opOf(model, info, "get");
  const create = opOf(model, info, "create");
  const update = opOf(model, info, "update");
  const remove = opOf(model, info, "delete");
  const n = info.names;
  const label = (info.entity.label.trim() || info.entity.name).toLowerCase();
  const tests: string[] = [];
  const imports = new Set<string>(["openTestApp", "type TestApp"]);
  const buildableSelf = canBuild.has(info.entity.name) && create;
  const stated = statedRequirements(model.input);
  const crudIds = recordIds(stated, info.entity.name, ["create", "read", "update", "list", "delete"]);
  // The chat's author is written by the server (chat-files.ts): the validation tests take another field.
  const checkable = info.fields.filter(
    (f) => chatAuthorSample(model, info, f.field.name) === undefined && f !== info.checkout?.total,
  );
  const first = checkable[0];
  // With roles the test agent is the first account (the administrator): the generic tests run where its role may
  // do everything; role-tests.ts checks each role's permissions.
  const rolePlan = model.accounts?.rolePlan;
  if (rolePlan && !roleCanMake(model, canBuild, rolePlan.admin.name, info, true)) {
    if (model.accounts && list?.auth)
      tests.push(`  it(${tsString(`answers 401 to a request without a session`)}, async () => {
    await request(t.app).get(${tsString(list.path)}).expect(401);
  });`);
    return { tests, imports, helpers: [] };
  }
  if (buildableSelf && first) {
    imports.add(`make${n.type}`).add(`sample${n.type}`);
    const itemPath = (expr: string) => pathWith(get?.path ?? `${create.path}/{id}`, expr);
    const patchValue = `sample${n.type}(2).${first.field.name}`;
    tests.push(`  it(${title(crudIds, `creates, reads, changes, lists and deletes ${withArticle(label)}`)}, async () => {
    const created = await make${n.type}(t.agent, 1);
    expect(created).toMatchObject(sample${n.type}(1));
${get ? `    await t.agent.get(${itemPath("created.id")}).expect(200).expect((res) => expect(res.body.id).toBe(created.id));\n` : ""}${
      update
        ? `    const changed = await t.agent.${update.method}(${pathWith(update.path, "created.id")}).send({ ${first.field.name}: ${patchValue} }).expect(200);
    expect(changed.body.${first.field.name}).toEqual(${patchValue});\n`
        : ""
    }${
      list
        ? `    const listed = await t.agent.get(${tsString(list.path)}).query({ pageSize: 100 }).expect(200);
    expect(listed.body.items.map((row: { id: number }) => row.id)).toContain(created.id);\n`
        : ""
    }${
      remove
        ? `    await t.agent.delete(${pathWith(remove.path, "created.id")}).expect(204);
${get ? `    await t.agent.get(${itemPath("created.id")}).expect(404);\n` : ""}`
        : ""
    }  });`);

    // A workflow's state is filled by the server on create (shared-schema.ts): leaving it out is no error.
    const required = checkable.find((f) => f.field.required && f !== info.workflow?.field);
    const requiredRel = info.manyToOne.find((m) => m.relation.required);
    tests.push(`  it(${tsString(`rejects an invalid ${label} with field messages (400)`)}, async () => {
    const wrong = await t.agent.post(${tsString(create.path)}).send({ ...sample${n.type}(3), ${first.field.name}: ${wrongValue(first.field)} }).expect(400);
    expect(wrong.body.code).toMatch(/^bad_request/);
    expect(wrong.body.fieldErrors.${first.field.name}).toEqual(expect.any(String));
${
  required || requiredRel
    ? `    const empty = await t.agent.post(${tsString(create.path)}).send({}).expect(400);
    expect(empty.body.fieldErrors.${required ? required.field.name : requiredRel?.prop}).toBe(${tsString(
      required
        ? `${required.field.label.trim() || required.field.name} is required`
        : `${(entityInfo(model, requiredRel?.relation.target)?.entity.label ?? "").trim() || requiredRel?.relation.target} is required`,
    )});\n`
    : ""
}${
      requiredRel
        ? `    const dangling = await t.agent.post(${tsString(create.path)}).send({ ...sample${n.type}(4), ${info.manyToOne
            .filter((m) => m.relation.required)
            .map((m) => `${m.prop}: 999999`)
            .join(", ")} }).expect(400);
    expect(dangling.body.fieldErrors.${requiredRel.prop}).toEqual(expect.any(String));\n`
        : ""
    }  });`);
  }
  if (get) {
    tests.push(`  it(${tsString(`answers 404 for a missing ${label} and 400 for a malformed id`)}, async () => {
    await t.agent.get(${pathWith(get.path, "999999")}).expect(404);
${update ? `    await t.agent.${update.method}(${pathWith(update.path, "999999")}).send({ ${first?.field.name ?? "id"}: ${first ? `sample${n.type}(5).${first.field.name}` : "1"} }).expect(404);\n` : ""}${remove ? `    await t.agent.delete(${pathWith(remove.path, "999999")}).expect(404);\n` : ""}    await t.agent.get(${pathWith(get.path, '"not-a-number"')}).expect(400);
  });`);
    if (update) imports.add(`sample${n.type}`);
  }
  if (list && buildableSelf && first) {
    const search = hasSearch(info) ? info.searchable[0] : undefined;
    const listIds = [
      ...recordIds(stated, info.entity.name, ["list"]),
      ...(search || listFilters(info).length > 0 ? capabilityIds(stated, "search") : []),
    ];
    tests.push(`  it(${title(listIds, `pages${search ? ", searches" : ""} and filters the ${label} list`)}, async () => {
    const a = await make${n.type}(t.agent);
    await make${n.type}(t.agent);
    const page = await t.agent.get(${tsString(list.path)}).query({ page: 1, pageSize: 1 }).expect(200);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body).toMatchObject({ page: 1, pageSize: 1 });
    await t.agent.get(${tsString(list.path)}).query({ pageSize: 1000 }).expect(400);
${
  search
    ? `    const found = await t.agent.get(${tsString(list.path)}).query({ q: a.${search.field.name} }).expect(200);
    expect(found.body.items.map((row: { id: number }) => row.id)).toContain(a.id);
    const none = await t.agent.get(${tsString(list.path)}).query({ q: "zz-no-such-text-zz" }).expect(200);
    expect(none.body.total).toBe(0);\n`
    : ""
}${listFilters(info)
      .filter((f) => f.kind !== "many-to-many")
      .map((f) => {
        const key = f.kind === "enum" ? f.field.field.name : f.relation.prop;
        const guard =
          f.kind === "many-to-one" && !f.relation.relation.required ? `    if (a.${key} !== null)\n  ` : "";
        return `${guard}    for (const row of (await t.agent.get(${tsString(list.path)}).query({ ${f.param}: a.${key} }).expect(200)).body.items)
      expect(row.${key}).toBe(a.${key});`;
      })
      .join("\n")}
  });`);
  }
  // Many-to-many links.
  for (const m of info.manyToMany) {
    const target = entityInfo(model, m.target.name);
    if (!buildableSelf || !target || !canBuild.has(target.entity.name) || !list) continue;
    imports.add(`make${target.names.type}`).add(`make${n.type}`);
    tests.push(`  it(${tsString(`links ${withArticle(label)} to ${(m.target.label || m.target.name).toLowerCase()} entries (${m.prop})`)}, async () => {
    const other = await make${target.names.type}(t.agent);
    const row = await make${n.type}(t.agent, undefined, { ${m.prop}: [other.id] });
    expect(row.${m.prop}).toEqual([other.id]);
    const filtered = await t.agent.get(${tsString(list.path)}).query({ ${m.filter}: other.id }).expect(200);
    expect(filtered.body.items.map((r: { id: number }) => r.id)).toEqual([row.id]);
${update ? `    const cleared = await t.agent.${update.method}(${pathWith(update.path, "row.id")}).send({ ${m.prop}: [] }).expect(200);\n    expect(cleared.body.${m.prop}).toEqual([]);\n` : ""}    await t.agent.post(${tsString(create?.path ?? "")}).send({ ...sample${n.type}(6), ${m.prop}: [999999] }).expect(400);
  });`);
    imports.add(`sample${n.type}`);
  }
  // A list the tests cannot fill (no way to create its rows): it answers a page.
  if (list && !buildableSelf) {
    tests.push(`  it(${title(recordIds(stated, info.entity.name, ["list"]), `lists the ${label} rows (${list.id})`)}, async () => {
    const res = await t.agent.get(${tsString(list.path)}).expect(200);
    expect(res.body.items).toEqual(expect.any(Array));
    expect(res.body.total).toBeGreaterThanOrEqual(0);
  });`);
  }
  // Unique fields.
  if (buildableSelf) {
    for (const f of info.fields.filter((x) => x.column.unique)) {
      tests.push(`  it(${tsString(`refuses a second ${label} with the same ${f.field.label.toLowerCase()} (409)`)}, async () => {
    const a = await make${n.type}(t.agent);
    const res = await t.agent.post(${tsString(create.path)}).send({ ...(await copyOf${n.type}(a)) }).expect(409);
    expect(res.body.code).toMatch(/^conflict/);
    expect(res.body.fieldErrors?.${f.field.name} ?? res.body.message).toEqual(expect.any(String));
  });`);
      imports.add(`make${n.type}`);
    }
  }
  // Deleting a row other rows still refer to (restrict).
  if (buildableSelf && remove) {
    for (const child of model.entities) {
      const restricting = child.manyToOne.find(
        (m) => m.relation.target === info.entity.name && m.column.references?.onDelete === "RESTRICT",
      );
      if (!restricting || child === info || !canBuild.has(child.entity.name)) continue;
      imports.add(`make${child.names.type}`);
      const childLabel = (child.entity.label.trim() || child.entity.name).toLowerCase();
      tests.push(`  it(${tsString(`refuses to delete ${withArticle(label)} that ${withArticle(childLabel)} still refers to (409)`)}, async () => {
    const parent = await make${n.type}(t.agent);
    await make${child.names.type}(t.agent, undefined, { ${restricting.prop}: parent.id });
    const res = await t.agent.delete(${pathWith(remove.path, "parent.id")}).expect(409);
    expect(res.body.code).toMatch(/^conflict/);
  });`);
      break;
    }
  }
  // Accounts: sign-in required, per-user rows.
  if (model.accounts && list?.auth) {
    imports.add("signUp");
    tests.push(`  it(${tsString(`answers 401 to a request without a session`)}, async () => {
    await request(t.app).get(${tsString(list.path)}).expect(401);
${create ? `    await request(t.app).post(${tsString(create.path)}).send({}).expect(401);\n` : ""}  });`);
  }
  // A row visitors may read is no user's alone to see (public-tests.ts checks what visitors get). A row of a per-user
  // parent is its owner's alone too.
  if (
    (info.owned || info.parentScope) &&
    buildableSelf &&
    list &&
    get &&
    !rolePlan &&
    !newRowsArePublic(info)
  ) {
    imports.add("signUp");
    tests.push(`  it(${tsString(`keeps each user's ${label} rows to themselves`)}, async () => {
    const mine = await make${n.type}(t.agent);
    const other = request.agent(t.app);
    await signUp(other, "other-${kebab(info.entity.name)}");
    await other.get(${pathWith(get.path, "mine.id")}).expect(404);
    const theirs = await other.get(${tsString(list.path)}).expect(200);
    expect(theirs.body.total).toBe(0);
${remove ? `    await other.delete(${pathWith(remove.path, "mine.id")}).expect(404);\n` : ""}    await t.agent.get(${pathWith(get.path, "mine.id")}).expect(200);
  });`);
  }
  const uniqueCopies =
    buildableSelf && info.fields.some((f) => f.column.unique)
      ? `
/** A create body with the same unique values as an existing row (and fresh parents). */
async function copyOf${n.type}(row: ${n.type}) {
  return {
    ...sample${n.type}(${"fresh()"}),
${info.fields
  .filter((f) => f.column.unique)
  .map((f) => `    ${f.field.name}: row.${f.field.name},`)
  .join("\n")}
${info.manyToOne
  .filter((m) => m.relation.required)
  .map((m) => `    ${m.prop}: row.${m.prop},`)
  .join("\n")}
  };
}
`
      : "";
  if (uniqueCopies) imports.add("fresh").add(`sample${n.type}`);
  return {
    tests,
    imports,
    helpers: uniqueCopies ? [uniqueCopies] : [],
    schemaTypes: new Set(uniqueCopies ? [n.type] : []),
  };
}

/** Tests of a module's relation operations: children lists, children created under a parent, links. */
function relationTests(model: ServerModel, module: RouteModule, canBuild: Set<string>): TestBlock {
  const tests: string[] = [];
  const imports = new Set<string>();
  const rolePlan = model.accounts?.rolePlan;
  const can = (info: EntityInfo) =>
    canBuild.has(info.entity.name) &&
    (!rolePlan || roleCanMake(model, canBuild, rolePlan.admin.name, info, true));
  const lower = (info: EntityInfo) => (info.entity.label.trim() || info.entity.name).toLowerCase();
  const stated = statedRequirements(model.input);
  const ids = (info: EntityInfo, action: "create" | "update" | "list") =>
    recordIds(stated, info.entity.name, [action]);
  for (const plan of module.plans) {
    if (plan.kind === "children") {
      const { op, parent, child, filter } = plan;
      if (!can(parent) || !can(child)) {
        if (op.serves.length > 0)
          tests.push(
            `  it.todo(${title([], `lists the children of a ${lower(parent)} (${op.id}: rows cannot be built)`)});`,
          );
        continue;
      }
      imports.add(`make${child.names.type}`).add(`make${parent.names.type}`);
      const many = "join" in filter.via;
      const prop = many ? (filter.via as { prop: string }).prop : filter.param;
      tests.push(`  it(${title(ids(child, "list"), `lists the ${lower(child)} entries of a ${lower(parent)} (${op.id})`)}, async () => {
    const parent = await make${parent.names.type}(t.agent);
    const mine = await make${child.names.type}(t.agent, undefined, { ${prop}: ${many ? "[parent.id]" : "parent.id"} });
    await make${child.names.type}(t.agent);
    const res = await t.agent.get(${pathWithAll(op.path, ["parent.id"])}).expect(200);
    expect(res.body.items.map((row: { id: number }) => row.id)).toEqual([mine.id]);
    expect(res.body.total).toBe(1);
    await t.agent.get(${pathWithAll(op.path, ["999999"])}).expect(404);
  });`);
    }
    if (plan.kind === "create-child") {
      const { op, parent, child, link } = plan;
      if (!can(parent) || !can(child)) continue;
      imports.add(`make${parent.names.type}`).add(`sample${child.names.type}`);
      const status = successStatus(op, 201);
      const first = child.fields.find((f) => chatAuthorSample(model, child, f.field.name) === undefined);
      tests.push(`  it(${title(ids(child, "create"), `creates a ${lower(child)} under its ${lower(parent)} (${op.id})`)}, async () => {
    const parent = await make${parent.names.type}(t.agent);
    const res = await t.agent.post(${pathWithAll(op.path, ["parent.id"])}).send(sample${child.names.type}(7)).expect(${status});
    expect(res.body).toMatchObject({ ...sample${child.names.type}(7), ${link.prop}: parent.id });
    await t.agent.post(${pathWithAll(op.path, ["999999"])}).send(sample${child.names.type}(8)).expect(404);
${first ? `    const wrong = await t.agent.post(${pathWithAll(op.path, ["parent.id"])}).send({ ...sample${child.names.type}(9), ${first.field.name}: ${wrongValue(first.field)} }).expect(400);\n    expect(wrong.body.fieldErrors.${first.field.name}).toEqual(expect.any(String));\n` : ""}  });`);
    }
    if (plan.kind === "link" || plan.kind === "unlink") {
      const { op, owner, relation } = plan;
      const target = model.entities.find((e) => e.entity === relation.target);
      const get = opOf(model, owner, "get");
      if (!target || !can(owner) || !can(target)) continue;
      imports.add(`make${owner.names.type}`).add(`make${target.names.type}`);
      const status = successStatus(op, 204);
      const check = (expr: string, ids: string) =>
        get
          ? `    expect((await t.agent.get(${pathWithAll(get.path, [expr])}).expect(200)).body.${relation.prop}).toEqual(${ids});\n`
          : "";
      const targetLabel = (relation.target.label.trim() || relation.target.name).toLowerCase();
      tests.push(
        plan.kind === "link"
          ? `  it(${title(ids(owner, "update"), `links a ${targetLabel} to a ${lower(owner)} (${op.id})`)}, async () => {
    const row = await make${owner.names.type}(t.agent);
    const other = await make${target.names.type}(t.agent);
    await t.agent.${op.method}(${pathWithAll(op.path, ["row.id", "other.id"])}).expect(${status});
${check("row.id", "[other.id]")}    await t.agent.${op.method}(${pathWithAll(op.path, ["row.id", "other.id"])}).expect(${status});
${check("row.id", "[other.id]")}    await t.agent.${op.method}(${pathWithAll(op.path, ["999999", "other.id"])}).expect(404);
    await t.agent.${op.method}(${pathWithAll(op.path, ["row.id", "999999"])}).expect(404);
  });`
          : `  it(${title(ids(owner, "update"), `unlinks a ${targetLabel} from a ${lower(owner)} (${op.id})`)}, async () => {
    const other = await make${target.names.type}(t.agent);
    const row = await make${owner.names.type}(t.agent, undefined, { ${relation.prop}: [other.id] });
    await t.agent.${op.method}(${pathWithAll(op.path, ["row.id", "other.id"])}).expect(${status});
${check("row.id", "[]")}    await t.agent.${op.method}(${pathWithAll(op.path, ["999999", "other.id"])}).expect(404);
  });`,
      );
    }
  }
  return { tests, imports, helpers: [] };
}

/** Placeholders answer 501 with their code (a check of the placeholder, not of a behaviour: no requirement ids). */
function placeholderTests(module: RouteModule): TestBlock {
  const tests = module.plans
    .filter((p) => p.kind === "placeholder")
    .map(
      ({ op }) => `  it(${tsString(`answers 501 for ${op.id}, which is not implemented yet`)}, async () => {
    const res = await request(t.app).${op.method}(${pathWithAll(op.path, ["1"])});
    expect(res.status).toBe(501);
    expect(res.body.code).toBe(${tsString(`not_implemented:${op.id}`)});
  });`,
    );
  return { tests, imports: new Set(), helpers: [] };
}

/** Sign-up, who-am-I, sign-out and sign-in at the paths the app has (auth-plan.ts), with their status codes. */
function authTests(model: ServerModel): TestBlock {
  const auth = model.auth;
  if (!auth) return { tests: [], imports: new Set(), helpers: [] };
  const { register, login, logout, me } = auth;
  const ids = accountIds(statedRequirements(model.input));
  const call = (agent: string, e: typeof register, body = "") =>
    `${agent}.${e.op.method}(${tsString(e.op.path)})${body ? `.send(${body})` : ""}`;
  const tests = [
    `  it(${title(ids, "signs up, reads the signed-in user, signs out and signs in again")}, async () => {
    const agent = request.agent(t.app);
    const registered = await ${call("agent", register, '{ username: "ada", password: "analytical engine", name: "Ada" }')}.expect(${register.status});
${register.status === 204 ? "" : `    expect(registered.body).toMatchObject({ username: "ada", name: "Ada" });\n    expect(registered.body.passwordHash).toBeUndefined();\n`}    const cookie = String(registered.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    await ${call("agent", me)}.expect(${me.status})${me.status === 204 ? "" : '.expect((res) => expect(res.body.username).toBe("ada"))'};
    await ${call("agent", logout)}.expect(${logout.status});
    await ${call("agent", me)}.expect(401);
    await ${call("agent", login, '{ username: "ada", password: "analytical engine" }')}.expect(${login.status});
    await ${call("agent", me)}.expect(${me.status});
  });`,
    `  it("refuses a wrong password and a request without a session (401)", async () => {
    await ${call("request(t.app)", register, '{ username: "grace", password: "compiler first", name: "Grace" }')}.expect(${register.status});
    const wrong = await ${call("request(t.app)", login, '{ username: "grace", password: "not the password" }')}.expect(401);
    expect(wrong.body.code).toMatch(/^unauthorized/);
    await ${call("request(t.app)", login, '{ username: "nobody", password: "whatever1234" }')}.expect(401);
    await ${call("request(t.app)", me)}.expect(401);
  });`,
    `  it("refuses a change sent from another site's page (403) and takes one from the app's own", async () => {
    const foreign = await ${call("request(t.app)", register)}.set("Origin", "https://elsewhere.example").send({ username: "mallory", password: "cross site forgery", name: "Mallory" }).expect(403);
    expect(foreign.body.code).toBe("forbidden:origin");
    await ${call("request(t.app)", register)}.set("Host", "app.example").set("Origin", "https://app.example").send({ username: "marvin", password: "same site request", name: "Marvin" }).expect(${register.status});
  });`,
    `  it("rejects a short password with a field message and a taken username (409)", async () => {
    const short = await ${call("request(t.app)", register, '{ username: "alan", password: "short", name: "Alan" }')}.expect(400);
    expect(short.body.fieldErrors.password).toBe("Password has at least 8 characters");
    await ${call("request(t.app)", register, '{ username: "alan", password: "enigma machine", name: "Alan" }')}.expect(${register.status});
    const taken = await ${call("request(t.app)", register, '{ username: "alan", password: "enigma machine", name: "Alan" }')}.expect(409);
    expect(taken.body.fieldErrors.username).toBe("This username is taken");
  });`,
  ];
  return { tests, imports: new Set(), helpers: [] };
}

function testModule(model: ServerModel, module: RouteModule, blocks: TestBlock[]): string | null {
  const tests = blocks.flatMap((b) => b.tests);
  if (tests.length === 0) return null;
  const imports = new Set<string>(["openTestApp", "type TestApp"]);
  for (const b of blocks) for (const i of b.imports) imports.add(i);
  const types = new Set(blocks.flatMap((b) => [...(b.schemaTypes ?? [])]));
  const needsRequest = tests.some((x) => /request\(|request\.agent/.test(x));
  const list = module.entity ? opOf(model, module.entity, "list") : undefined;
  const name = module.entity
    ? `${module.entity.entity.name} API (${list?.path ?? module.name})`
    : `${module.name} API`;
  return `${needsRequest ? 'import request from "supertest";\n' : ""}${TEST_IMPORTS}
${types.size > 0 ? `import type { ${[...types].sort().join(", ")} } from "../../shared/schema";\n` : ""}import { ${[...imports].sort((a, b) => a.replace("type ", "").localeCompare(b.replace("type ", ""))).join(", ")} } from "../test-support";

${TEST_APP_HOOK}${blocks.flatMap((b) => b.helpers).join("")}
describe(${tsString(name)}, () => {
${tests.join("\n\n")}
});
`;
}

/** test-support.ts and one API test file per route module (pass 3). */
export function testFiles(model: ServerModel): GeneratedFile[] {
  const canBuild = buildable(model);
  const files: GeneratedFile[] = [
    generatedFile("src/server/test-support.ts", supportFile(model, canBuild), "typescript", 3, {
      documents: ["srs"],
      elements: ["stack:Vitest"],
    }),
  ];
  const authHome = model.auth
    ? model.modules.find((m) => m.plans.some((p) => p.op === model.auth?.register.op))
    : undefined;
  for (const module of model.modules) {
    const blocks: TestBlock[] = [];
    if (module.entity && module.entity.resource) blocks.push(entityTests(model, module.entity, canBuild));
    if (module.entity?.workflow) {
      const workflow = workflowTests(model, module.entity, canBuild);
      blocks.push({ ...workflow, helpers: [] });
    }
    if (module.entity?.entity.publicRead)
      blocks.push({ ...publicTests(model, module.entity, canBuild), helpers: [] });
    if (module.entity?.once) blocks.push(onceTests(model, module.entity, canBuild));
    if (module.entity?.overlap) blocks.push(overlapTests(model, module.entity, canBuild));
    if (module.entity?.capacity) blocks.push(capacityTests(model, module.entity, canBuild));
    if (module.entity?.checkout) blocks.push(checkoutTests(model, module.entity, canBuild));
    if (module.entity?.stock) blocks.push(stockItemTests(model, module.entity, canBuild));
    blocks.push(relationTests(model, module, canBuild));
    if (module.plans.some((p) => p.kind === "report")) {
      const reports = reportTests(model, module, canBuild);
      blocks.push({ ...reports, helpers: reports.tests.some((x) => x.includes("byKey(")) ? [BY_KEY] : [] });
    }
    if (module === authHome) blocks.push(authTests(model));
    blocks.push(placeholderTests(module));
    const content = testModule(model, module, blocks);
    if (!content) continue;
    const ops = module.plans.map((p) => p.op).filter((o) => !model.auth?.added.includes(o));
    files.push(
      generatedFile(`src/server/routes/${module.name}.test.ts`, content, "typescript", 3, {
        documents: ["srs", "api_specification"],
        requirementIds: idsInTitles(content),
        elements: [
          ...(module.entity ? [`entity:${module.entity.entity.name}`] : []),
          ...(module === authHome ? ["accounts"] : []),
          ...ops.map((o) => `operation:${o.id}`),
          "stack:Vitest",
        ],
      }),
    );
  }
  const roleTests = roleTestFile(model, canBuild);
  if (roleTests) files.push(roleTests);
  return files;
}
