import type { GeneratedFile } from "../../types";
import { commentText, kebab, pascalFromKebab, tsString } from "../names";
import { generatedFile } from "./code";
import { hasSearch, listFilters, type EntityInfo, type FieldInfo, type ServerModel } from "./model";
import { readableRows } from "./public-access";
import { onceCatchLine, ruleCheckLines, ruleFunctions } from "./rule-data";
import {
  checkoutFunction,
  checkoutOrderRemove,
  stockCreatedLine,
  stockCreateLine,
  stockItemFunctions,
  stockItemRemove,
  stockUpdatedLines,
  stockUpdateLines,
} from "./rule-stock-data";
import { workflowConstants, workflowFunctions } from "./workflow-data";

/*
 * src/server/data/<entity>.ts: the queries of one entity (list with paging, search and filters; get; create;
 * update; remove), its many-to-many links kept in the join tables and returned as `<relation>Ids`, per-user rows
 * scoped to their owner, and conflicts turned into readable 409s. Plus src/server/db/query.ts, their helpers.
 */

const QUERY = `import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { HttpError } from "../http";
import type { Database } from "./client";

/** Who is asking: the signed-in user's id when the app has accounts, else null. */
export type Scope = { userId: number } | null;

/** The owner of new per-user rows: the signed-in user (a 401 when nobody is signed in). */
export function ownerOf(scope: Scope): number {
  if (!scope) throw new HttpError(401, "unauthorized:session", "Sign in to continue");
  return scope.userId;
}

export async function countRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [found] = await db.select({ n: count() }).from(table).where(where);
  return found?.n ?? 0;
}

/** An ILIKE pattern matching the text anywhere, with the pattern's own wildcards escaped. */
export function likePattern(text: string): string {
  return \`%\${text.replace(/[\\\\%_]/g, (c) => \`\\\\\${c}\`)}%\`;
}

export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
`;

/** query.ts of an app with roles: the scope carries the role and how far it reaches. */
const ROLES_QUERY = QUERY.replace(
  `import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { HttpError } from "../http";`,
  `import { count, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { scopeOf } from "../../shared/access";
import { HttpError } from "../http";`,
).replace(
  `/** Who is asking: the signed-in user's id when the app has accounts, else null. */
export type Scope = { userId: number } | null;`,
  `/**
 * Who is asking: the signed-in user's id and role, and whether the role reaches every row of the entity for this
 * action ("all") or only the rows the account created (see authorize in ../auth.ts).
 */
export type Scope = { userId: number; role?: string; all?: boolean } | null;`,
).concat(`
/** The rows of a per-user table the scope reaches: every row for "all", else the user's own. */
export function ownRows(scope: Scope, owner: AnyPgColumn): SQL | undefined {
  if (scope?.all) return undefined;
  return eq(owner, ownerOf(scope));
}

/** The rows of another per-user entity a relation may point at: every row when the role reads them all, else its own. */
export function visibleRows(scope: Scope, entity: string, owner: AnyPgColumn): SQL | undefined {
  if (!scope) return undefined;
  return scopeOf(scope.role, entity, "read") === "all" ? undefined : eq(owner, scope.userId);
}
`);

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "An" : "A";
}

function labelOf(model: ServerModel, name: string): string {
  const entity = model.input.data.entities.find((e) => e.name === name);
  return entity?.label.trim() || name;
}

function fieldValue(field: FieldInfo, source: string, mode: "create" | "update"): string {
  const value = `${source}.${field.field.name}`;
  if (field.field.type !== "datetime") return value;
  if (field.field.required && mode === "create") return `new Date(${value})`;
  if (field.field.required) return `${value} === undefined ? undefined : new Date(${value})`;
  return `${value} == null ? ${value} : new Date(${value})`;
}

function presentValue(field: FieldInfo): string {
  const value = `row.${field.key}`;
  if (field.field.type !== "datetime") return value;
  return field.field.required
    ? `${value}.toISOString()`
    : `${value} === null ? null : ${value}.toISOString()`;
}

function dataModule(model: ServerModel, info: EntityInfo): string {
  const t = info.table.constName;
  const n = info.names;
  const code = kebab(info.entity.name);
  const label = info.entity.label.trim() || info.entity.name;
  const m2m = info.manyToMany;
  const tables = new Set<string>([t]);
  const ownerOfTarget = (name: string) => model.entities.find((e) => e.entity.name === name);
  // With roles, "all" reaches every row of a per-user table and relations may point at any row the role reads.
  const roles = model.accounts?.rolePlan != null;
  const visible = (target: EntityInfo) =>
    `visibleRows(scope, ${tsString(target.entity.name)}, ${target.table.constName}.${target.ownerKey})`;

  // Conflicts: unique columns and "still in use".
  const unique = info.fields
    .filter((f) => f.column.unique)
    .map(
      (f) =>
        `    ${tsString(f.column.name)}: { field: ${tsString(f.field.name)}, message: ${tsString(`${article(label)} ${label.toLowerCase()} with this ${f.field.label.toLowerCase()} already exists`)} },`,
    );
  const deleteOp = info.resource?.operations.find((o) => o.kind === "delete");
  const inUse =
    deleteOp?.statusCodes.find((s) => s.code === 409)?.description ??
    `This ${label.toLowerCase()} is still in use`;

  // Links of many-to-many relations.
  const linksType = m2m.length > 0 ? `{ ${m2m.map((m) => `${m.prop}: number[]`).join("; ")} }` : null;
  const linkBlocks = m2m.map((m) => {
    const j = m.join.constName;
    tables.add(j);
    const setName = `set${m.prop.charAt(0).toUpperCase()}${m.prop.slice(1)}`;
    return `/** Replaces the ${commentText(m.relation.name)} links of a row. */
async function ${setName}(db: Database, id: number, ids: readonly number[]): Promise<void> {
  await db.delete(${j}).where(eq(${j}.${m.mineKey}, id));
  const unique = distinctIds(ids);
  if (unique.length > 0) await db.insert(${j}).values(unique.map((other) => ({ ${m.mineKey}: id, ${m.otherKey}: other })));
}`;
  });
  // Single links of the relations the API links and unlinks one at a time (PUT/DELETE /owners/{a}/<relation>/{b}).
  const linked = new Set(
    model.plans.flatMap((p) =>
      (p.kind === "link" || p.kind === "unlink") && p.owner === info ? [`${p.kind}:${p.relation.prop}`] : [],
    ),
  );
  for (const m of m2m) {
    const target = ownerOfTarget(m.target.name);
    if (!target) continue;
    const j = m.join.constName;
    const tt = target.table.constName;
    const name = `${m.prop.charAt(0).toUpperCase()}${m.prop.slice(1)}`;
    const targetOwner = target.owned
      ? roles
        ? `, ${visible(target)}`
        : `, eq(${tt}.${target.ownerKey}, ownerOf(scope))`
      : "";
    const ownerWhere = info.owned
      ? roles
        ? `and(eq(${t}.id, id), ownRows(scope, ${t}.${info.ownerKey}))`
        : `and(eq(${t}.id, id), eq(${t}.${info.ownerKey}, ownerOf(scope)))`
      : `eq(${t}.id, id)`;
    const exists = `  const [owner] = await db.select({ id: ${t}.id }).from(${t}).where(${ownerWhere});
  if (!owner) return "owner";
  const [target] = await db.select({ id: ${tt}.id }).from(${tt}).where(${targetOwner ? `and(eq(${tt}.id, otherId)${targetOwner})` : `eq(${tt}.id, otherId)`});
  if (!target) return "target";`;
    if (linked.has(`link:${m.prop}`)) {
      tables.add(j).add(tt);
      linkBlocks.push(`/** Links one ${commentText(labelOf(model, m.target.name).toLowerCase())} to a row (${commentText(m.relation.name)}); which of the two is missing, if any. */
export async function link${name}(db: Database, id: number, otherId: number, scope: Scope): Promise<"ok" | "owner" | "target"> {
  ${info.owned || target.owned ? "" : "void scope;\n  "}${exists.trimStart()}
  await db.insert(${j}).values({ ${m.mineKey}: id, ${m.otherKey}: otherId }).onConflictDoNothing();
  return "ok";
}`);
    }
    if (linked.has(`unlink:${m.prop}`)) {
      tables.add(j).add(tt);
      linkBlocks.push(`/** Unlinks one ${commentText(labelOf(model, m.target.name).toLowerCase())} from a row (${commentText(m.relation.name)}); which of the two is missing, if any. */
export async function unlink${name}(db: Database, id: number, otherId: number, scope: Scope): Promise<"ok" | "owner" | "target"> {
  ${info.owned || target.owned ? "" : "void scope;\n  "}${exists.trimStart()}
  await db.delete(${j}).where(and(eq(${j}.${m.mineKey}, id), eq(${j}.${m.otherKey}, otherId)));
  return "ok";
}`);
    }
  }

  const linksOf =
    m2m.length > 0
      ? `/** The many-to-many ids of each row. */
async function linksOf(db: Database, ids: number[]): Promise<Map<number, Links>> {
  const out = new Map<number, Links>(ids.map((id) => [id, { ${m2m.map((m) => `${m.prop}: []`).join(", ")} }]));
  if (ids.length === 0) return out;
${m2m
  .map(
    (m) => `  for (const link of await db
    .select({ id: ${m.join.constName}.${m.mineKey}, other: ${m.join.constName}.${m.otherKey} })
    .from(${m.join.constName})
    .where(inArray(${m.join.constName}.${m.mineKey}, ids))
    .orderBy(${m.join.constName}.${m.otherKey}))
    out.get(link.id)?.${m.prop}.push(link.other);`,
  )
  .join("\n")}
  return out;
}

function noLinks(): Links {
  return { ${m2m.map((m) => `${m.prop}: []`).join(", ")} };
}`
      : null;

  // Reference checks: many-to-one targets and many-to-many ids exist (and are the user's own when per-user).
  const checks: string[] = [];
  for (const m of info.manyToOne) {
    const target = ownerOfTarget(m.relation.target);
    if (!target) continue;
    const tt = target.table.constName;
    tables.add(tt);
    const owner = target.owned
      ? roles
        ? `, ${visible(target)}`
        : `, scope ? eq(${tt}.${target.ownerKey}, scope.userId) : undefined`
      : "";
    const message = `Choose an existing ${labelOf(model, m.relation.target).toLowerCase()}`;
    checks.push(`  if (input.${m.prop} != null && (await countRows(db, ${tt}, and(eq(${tt}.id, input.${m.prop})${owner}))) === 0)
    errors.${m.prop} = ${tsString(message)};`);
  }
  for (const m of m2m) {
    const target = ownerOfTarget(m.target.name);
    if (!target) continue;
    const tt = target.table.constName;
    tables.add(tt);
    const owner = target.owned
      ? roles
        ? `, ${visible(target)}`
        : `, scope ? eq(${tt}.${target.ownerKey}, scope.userId) : undefined`
      : "";
    const message = `Choose existing ${labelOf(model, m.target.name).toLowerCase()} entries`;
    checks.push(`  if (input.${m.prop} && input.${m.prop}.length > 0) {
    const ids = distinctIds(input.${m.prop});
    if ((await countRows(db, ${tt}, and(inArray(${tt}.id, ids)${owner}))) !== ids.length)
      errors.${m.prop} = ${tsString(message)};
  }`);
  }
  const needsScope = /scope/.test(checks.join("\n"));
  const checkFn =
    checks.length > 0
      ? `/** Relations must point at existing rows${needsScope ? " the user may see" : ""}: a 400 naming the field otherwise. */
async function checkReferences(db: Database, input: ${n.updateType}, scope: Scope): Promise<void> {
  ${needsScope ? "" : "void scope;\n  "}const errors: FieldErrors = {};
${checks.join("\n")}
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(400, ${tsString(`bad_request:${code}`)}, first, errors);
}`
      : null;

  // A row of a per-user parent (model.ts parentScope) is reached through the parents the user owns.
  const parentScope = info.parentScope;
  const parent = parentScope ? ownerOfTarget(parentScope.relation.target) : undefined;
  if (parent) tables.add(parent.table.constName);
  const ownerCondition = info.owned
    ? roles
      ? `ownRows(scope, ${t}.${info.ownerKey})`
      : `eq(${t}.${info.ownerKey}, ownerOf(scope))`
    : parentScope && parent?.ownerKey
      ? `inArray(${t}.${parentScope.key}, db.select({ id: ${parent.table.constName}.id }).from(${parent.table.constName}).where(eq(${parent.table.constName}.${parent.ownerKey}, ownerOf(scope))))`
      : null;
  const scoped = (idExpr: string) =>
    ownerCondition ? `and(eq(${t}.id, ${idExpr}), ${ownerCondition})` : `eq(${t}.id, ${idExpr})`;
  // Public reading (public-access.ts): list and get reach what visitors may read, and what the user's access reaches.
  const readable = readableRows(model, info);
  const readCondition =
    info.entity.publicRead && model.accounts ? (readable?.condition ?? null) : ownerCondition;
  const readScoped = (idExpr: string) =>
    readCondition ? `and(eq(${t}.id, ${idExpr}), ${readCondition})` : `eq(${t}.id, ${idExpr})`;

  // List conditions.
  const conditions: string[] = [];
  if (readCondition) conditions.push(`    ${readCondition},`);
  if (hasSearch(info))
    conditions.push(
      `    query.q ? or(${info.searchable.map((f) => `ilike(${t}.${f.key}, likePattern(query.q))`).join(", ")}) : undefined,`,
    );
  for (const filter of listFilters(info)) {
    const p = `query.${filter.param}`;
    if (filter.kind === "enum")
      conditions.push(`    ${p} === undefined ? undefined : eq(${t}.${filter.field.key}, ${p}),`);
    if (filter.kind === "many-to-one")
      conditions.push(`    ${p} === undefined ? undefined : eq(${t}.${filter.relation.key}, ${p}),`);
    if (filter.kind === "many-to-many") {
      const j = filter.relation.join.constName;
      conditions.push(
        `    ${p} === undefined\n      ? undefined\n      : inArray(${t}.id, db.select({ id: ${j}.${filter.relation.mineKey} }).from(${j}).where(eq(${j}.${filter.relation.otherKey}, ${p}))),`,
      );
    }
  }

  // With roles, per-user rows say whether the signed-in account created them (`mine`).
  const mine = roles && info.owned;
  const presentArgs = (linksType ? "row: Row, links: Links" : "row: Row") + (mine ? ", scope: Scope" : "");
  const presentLines = [
    "    id: row.id,",
    ...info.fields.map((f) => `    ${f.field.name}: ${presentValue(f)},`),
    ...info.manyToOne.map((m) => `    ${m.prop}: row.${m.key},`),
    ...m2m.map((m) => `    ${m.prop}: links.${m.prop},`),
    ...(info.createdKey ? [`    createdAt: row.${info.createdKey}.toISOString(),`] : []),
    ...(info.updatedKey ? [`    updatedAt: row.${info.updatedKey}.toISOString(),`] : []),
    ...(mine ? [`    mine: scope !== null && row.${info.ownerKey} === scope.userId,`] : []),
  ];
  const one = (rowVar: string, idExpr: string, db = "db") =>
    linksType
      ? `present(${rowVar}, (await linksOf(${db}, [${idExpr}])).get(${idExpr}) ?? noLinks()${mine ? ", scope" : ""})`
      : `present(${rowVar}${mine ? ", scope" : ""})`;

  // A workflow's state: every row starts in the initial state, and only transitions change it (issue 17).
  const workflow = info.workflow;
  const state = workflow?.field;
  // An order's total that a stock rule keeps (rule-stock-data.ts): 0 until items are added, never a client's value.
  const written = info.checkout?.total ?? null;
  const insertValues = [
    ...info.fields.map((f) =>
      f === state
        ? `${f.key}: ${tsString(workflow?.initial ?? "")}`
        : f === written
          ? `${f.key}: 0`
          : `${f.key}: ${fieldValue(f, "input", "create")}`,
    ),
    ...info.manyToOne.map((m) => `${m.key}: input.${m.prop}`),
    ...(info.owned ? [`${info.ownerKey}: ownerOf(scope)`] : []),
  ];
  const updateValues = [
    ...info.fields
      .filter((f) => f !== state && f !== written)
      .map((f) => `${f.key}: ${fieldValue(f, "input", "update")}`),
    ...info.manyToOne.map((m) => `${m.key}: input.${m.prop}`),
    ...(info.updatedKey ? [`${info.updatedKey}: new Date()`] : []),
  ];
  const setLinks = (idExpr: string, mode: "create" | "update") =>
    m2m
      .map((m) => {
        const setName = `set${m.prop.charAt(0).toUpperCase()}${m.prop.slice(1)}`;
        return mode === "create"
          ? `      await ${setName}(tx, ${idExpr}, input.${m.prop} ?? []);`
          : `      if (input.${m.prop} !== undefined) await ${setName}(tx, ${idExpr}, input.${m.prop});`;
      })
      .join("\n");

  // Business rules a model wrote for this entity (src/server/features/<slug>/rules.ts): run in the transaction,
  // after the references are checked; a message refuses the change with a 409.
  const rules = (model.input.features ?? [])
    .filter((f) => f.ruleEntities?.includes(info.entity.name))
    .map((f) => ({ slug: f.slug, alias: `check${pascalFromKebab(f.slug)}` }));
  const ruleLines = (change: string) =>
    rules
      .map(
        (r, i) =>
          `      const refusal${i + 1} = await ${r.alias}(tx, ${change}, scope);\n      if (refusal${i + 1}) throw new HttpError(409, ${tsString(`conflict:rule`)}, refusal${i + 1});\n`,
      )
      .join("");
  // A stock rule (issue 17): the item's stock moves and the order's checkout (rule-stock-data.ts).
  const removeFunction =
    stockItemRemove(info, scoped("id"), ownerCondition !== null) ||
    checkoutOrderRemove(info, scoped("id"), ownerCondition !== null) ||
    `/** Deletes a row; false when there is none${info.owned ? " of the user's" : ""}, a 409 when other rows still refer to it. */
export async function remove(db: Database, id: number, scope: Scope): Promise<boolean> {
  ${ownerCondition ? "" : "void scope;\n  "}try {
    const rows = await db.delete(${t}).where(${scoped("id")}).returning({ id: ${t}.id });
    return rows.length > 0;
  } catch (error) {
    rethrowConflict(error, conflicts);
  }
}`;
  const stock = info.stock;
  const checkoutInfo = info.checkout;
  const productVisible = (target: EntityInfo) =>
    target.owned
      ? roles
        ? visible(target)
        : `eq(${target.table.constName}.${target.ownerKey}, ownerOf(scope))`
      : undefined;
  const stockFunctions = [
    stock ? stockItemFunctions(info, stock, tables) : "",
    checkoutInfo
      ? checkoutFunction(
          info,
          {
            extraValues: [
              ...info.manyToOne.map((m) => `${m.key}: input.${m.prop}`),
              ...(info.owned ? [`${info.ownerKey}: ownerOf(scope)`] : []),
            ],
            valueOf: (f) => fieldValue(f, "input", "create"),
            references: checkFn ? "      await checkReferences(tx, input, scope);\n" : "",
            answer: one("row", "row.id", "tx"),
            visible: productVisible(checkoutInfo.productInfo),
          },
          tables,
        )
      : "",
  ]
    .filter((code) => code !== "")
    .map((code) => `\n\n${code}`)
    .join("");
  const drizzle = [
    "and",
    "asc",
    "count",
    "desc",
    "eq",
    "gt",
    "ilike",
    "inArray",
    "isNotNull",
    "lt",
    "ne",
    "or",
  ];
  const body = `/** The only place that shapes a row for the API (dates as ISO strings${info.owned ? ", never the owner" : ""}). */
export function present(${presentArgs}): ${n.type} {
  return {
${presentLines.join("\n")}
  };
}

${readable ? `${readable.fn}\n\n` : ""}/** One page of ${commentText(label.toLowerCase())} rows, newest first${ownerCondition && readCondition === ownerCondition ? ", only the user's own" : ""}. */
export async function list(db: Database, query: ${n.listQueryType}, scope: Scope): Promise<${n.pageType}> {
  ${readCondition ? "" : "void scope;\n  "}const where = and(
${conditions.join("\n")}
  );
  const rows = await db
    .select()
    .from(${t})
    .where(where)
    .orderBy(desc(${t}.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(${t}).where(where);
${linksType ? "  const links = await linksOf(db, rows.map((row) => row.id));\n" : ""}  return {
    items: rows.map((row) => present(row${linksType ? ", links.get(row.id) ?? noLinks()" : ""}${mine ? ", scope" : ""})),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function get(db: Database, id: number, scope: Scope): Promise<${n.type} | undefined> {
  ${readCondition ? "" : "void scope;\n  "}const [row] = await db.select().from(${t}).where(${readScoped("id")});
  return row && ${one("row", "row.id")};
}

export async function create(db: Database, input: ${n.createType}, scope: Scope): Promise<${n.type}> {
  try {
    return await db.transaction(async (tx) => {
${checkFn ? "      await checkReferences(tx, input, scope);\n" : ""}${ruleCheckLines(info, "null")}${stockCreateLine(info)}${ruleLines(state && workflow ? `{ action: "create", input: { ...input, ${state.field.name}: ${tsString(workflow.initial)} } }` : '{ action: "create", input }')}      const [row] = await tx
        .insert(${t})
        .values({ ${insertValues.join(", ")} })
        .returning();
      if (!row) throw new Error("insert returned no row");
${setLinks("row.id", "create")}${stockCreatedLine(info)}
      return ${one("row", "row.id", "tx")};
    });
  } catch (error) {
${onceCatchLine(info)}    if (error instanceof HttpError) throw error;
    rethrowConflict(error, conflicts);
  }
}

export async function update(db: Database, id: number, input: ${n.updateType}, scope: Scope): Promise<${n.type} | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: ${t}.id${state ? `, state: ${t}.${state.key}` : ""} }).from(${t}).where(${scoped("id")});
      if (!existing) return undefined;
${
  state
    ? `      // The ${commentText(state.field.label.toLowerCase())} changes only through the workflow's transitions; repeating the current value is fine.
      if (input.${state.field.name} !== undefined && input.${state.field.name} !== existing.state)
        throw new HttpError(409, "conflict:transition", LOCKED, { ${state.field.name}: LOCKED });
`
    : ""
}${checkFn ? "      await checkReferences(tx, input, scope);\n" : ""}${ruleCheckLines(info, "id")}${stockUpdateLines(info)}${ruleLines('{ action: "update", id, input }')}      const [row] = await tx
        .update(${t})
        .set({ ${updateValues.join(", ")} })
        .where(eq(${t}.id, id))
        .returning();
      if (!row) return undefined;
${setLinks("id", "update")}${stockUpdatedLines(info)}
      return ${one("row", "id", "tx")};
    });
  } catch (error) {
${onceCatchLine(info)}    if (error instanceof HttpError) throw error;
    rethrowConflict(error, conflicts);
  }
}

${removeFunction}${workflowFunctions(model, info, scoped, one("row", "id", "tx"), ruleLines, ownerCondition !== null, tables)}${ruleFunctions(info, tables)}${stockFunctions}`;
  const usedDrizzle = [
    ...drizzle.filter((name) =>
      new RegExp(`\\b${name}\\(`).test(body + linkBlocks.join("\n") + (checkFn ?? "")),
    ),
    ...(/\bsql[<`]/.test(body) ? ["sql"] : []),
  ];
  const queryImports = [
    "countRows",
    "distinctIds",
    "likePattern",
    "ownerOf",
    "ownRows",
    "visibleRows",
  ].filter((name) => new RegExp(`\\b${name}\\(`).test(body + linkBlocks.join("\n") + (checkFn ?? "")));
  const header = [
    `import { ${[...usedDrizzle, ...(readable ? ["type SQL"] : [])].join(", ")} } from "drizzle-orm";`,
    `import type { ${checkFn ? "FieldErrors, " : ""}${[n.createType, n.listQueryType, ...(checkoutInfo ? [checkoutInfo.checkoutType] : []), n.pageType, ...(workflow ? [n.transitionNameType, n.transitionRecordType] : []), n.type, ...(info.once ? [info.once.tallyType] : []), n.updateType].join(", ")} } from "../../shared/schema";`,
    `import type { Database } from "../db/client";`,
    `import { ${[...queryImports, "type Scope"].join(", ")} } from "../db/query";`,
    `import { ${[...tables].sort().join(", ")} } from "../db/schema";`,
    `import { ${info.once ? "databaseError, " : ""}HttpError, rethrowConflict, type ConflictMessages } from "../http";`,
    ...rules.map((r) => `import { check${n.type} as ${r.alias} } from "../features/${r.slug}/rules";`),
    ...(checkoutInfo ? [`import { outOfStock, returnStock } from "./${checkoutInfo.item.file}";`] : []),
  ];
  return `${header.join("\n")}

/*
 * ${commentText(label)} (${info.entity.name}): the queries behind /api/${info.resource?.name ?? code}.
 */

type Row = typeof ${t}.$inferSelect;
${linksType ? `type Links = ${linksType};\n` : ""}
const conflicts: ConflictMessages = {
  code: ${tsString(code)},
  unique: {${unique.length > 0 ? `\n${unique.join("\n")}\n  ` : ""}},
  inUse: ${tsString(inUse)},
};

${[linksOf, ...linkBlocks, checkFn, workflowConstants(info) || null].filter((b): b is string => b !== null).join("\n\n")}${linksOf || checkFn || info.workflow ? "\n\n" : ""}${body}
`;
}

/** src/server/db/query.ts and one data module per entity (pass 1). */
export function dataFiles(model: ServerModel): GeneratedFile[] {
  return [
    generatedFile("src/server/db/query.ts", model.accounts?.rolePlan ? ROLES_QUERY : QUERY, "typescript", 1, {
      documents: ["database_design"],
      elements: ["stack:Drizzle"],
    }),
    ...model.entities.map((info) =>
      generatedFile(`src/server/data/${info.file}.ts`, dataModule(model, info), "typescript", 1, {
        documents: ["database_design"],
        requirementIds: info.entity.serves,
        elements: [`entity:${info.entity.name}`, ...(info.owned ? ["accounts"] : [])],
      }),
    ),
  ];
}
