import { commentText, tsString } from "../names";
import type { EntityInfo } from "./model";
import { capacityCheckLine, capacityFunctions } from "./rule-capacity-data";
import { overlapCheckLine, overlapFunction } from "./rule-overlap-data";
import type { OnceInfo } from "./rule-plan";

/*
 * The rule part of an entity's data module (src/server/data/<entity>.ts, issue 17 point 3). Once per user:
 *
 * - `checkOnce` runs in the create and update transactions: it locks the target's row, looks for the user's row for
 *   it and refuses a second with a 409 `conflict:once`; a choice that belongs to another target (an option of
 *   another poll) is a 400 naming the field. The unique index on (owner, target) catches what slips past
 *   (`isOnce` in the catch turns its violation into the same 409).
 * - `tally` counts the target's rows per choice with one GROUP BY and finds the user's own.
 * data-files.ts places the calls; this module writes the code.
 */

function words(info: EntityInfo): { one: string; target: string } {
  const once = info.once;
  return {
    one: (info.entity.label.trim() || info.entity.name).toLowerCase(),
    target: once ? (once.targetInfo.entity.label.trim() || once.targetInfo.entity.name).toLowerCase() : "",
  };
}

/** The lines of create (`idExpr` "null") or update ("id") that check the rules; "" without any. */
export function ruleCheckLines(info: EntityInfo, idExpr: string): string {
  return (
    (info.once ? `      await checkOnce(tx, input, ${idExpr}, scope);\n` : "") +
    capacityCheckLine(info, idExpr) +
    overlapCheckLine(info, idExpr)
  );
}

/** The first lines of create's and update's catch: the unique index's violation as the rule's 409. */
export function onceCatchLine(info: EntityInfo): string {
  const once = info.once;
  return once
    ? `    if (isOnce(error)) throw new HttpError(409, "conflict:once", ONCE, { ${once.target.prop}: ONCE });\n`
    : "";
}

/** The owner column's name in the database. */
function ownerColumn(info: EntityInfo): string {
  return info.table.planned.columns.find((c) => c.source.kind === "owner")?.name ?? "owner_id";
}

/** The choice's checks, its column and what the tally lists (see the module comment). */
function choiceParts(info: EntityInfo, once: OnceInfo, tables: Set<string>) {
  const t = info.table.constName;
  const choice = once.choice;
  if (!choice) return null;
  if (choice.kind === "field") return { column: `${t}.${choice.field.key}`, key: choice.field.key, prop: choice.field.field.name, join: null };
  const ct = choice.target.table.constName;
  tables.add(ct);
  const label = choice.label ? `${ct}.${choice.label.key}` : null;
  return { column: `${t}.${choice.relation.key}`, key: choice.relation.key, prop: choice.relation.prop, join: { table: ct, label, within: choice.within } };
} // prettier-ignore

/** `checkOnce` and the constants of the rule; `tables` gains the tables it reads. */
function checkFunction(info: EntityInfo, once: OnceInfo, tables: Set<string>): string {
  const t = info.table.constName;
  const tt = once.targetInfo.table.constName;
  tables.add(tt);
  const n = info.names;
  const { one, target } = words(info);
  const tKey = once.target.key;
  const tProp = once.target.prop;
  const choice = choiceParts(info, once, tables);
  const within = choice?.join?.within;
  const picked = once.choice?.kind === "relation" ? (once.choice.target.entity.label.trim() || once.choice.target.entity.name).toLowerCase() : "choice";
  const elsewhere = `Choose ${/^[aeiou]/.test(picked) ? "an" : "a"} ${picked} of this ${target}`;
  const withinLines =
    choice && within && choice.join
      ? `
  const choice = input.${choice.prop} !== undefined ? input.${choice.prop} : (current?.choice ?? null);
  if (choice !== null) {
    const [picked] = await db.select({ target: ${choice.join.table}.${within.key} }).from(${choice.join.table}).where(eq(${choice.join.table}.id, choice));
    if (picked && picked.target !== target) throw new HttpError(400, ${tsString(`bad_request:${info.file}`)}, ELSEWHERE, { ${choice.prop}: ELSEWHERE });
  }`
      : "";
  const current = `{ target: ${t}.${tKey}${within && choice ? `, choice: ${t}.${choice.key}` : ""} }`;
  return `/** The 409 of a second ${commentText(one)} for the same ${commentText(target)} (a rule of the requirements). */
const ONCE = ${tsString(once.refusal)};
${within ? `/** The 400 of a choice that belongs to another ${commentText(target)}. */\nconst ELSEWHERE = ${tsString(elsewhere)};\n` : ""}
/**
 * One ${commentText(one)} per user and ${commentText(target)}: the ${commentText(target)} is locked while the user's ${commentText(one)} for it is looked for, so two
 * requests at once cannot both pass. \`id\`: the ${commentText(one)} being changed (null on create).
 */
async function checkOnce(db: Database, input: ${n.updateType}, id: number | null, scope: Scope): Promise<void> {
  if (id !== null && input.${tProp} === undefined${within && choice ? ` && input.${choice.prop} === undefined` : ""}) return;
  const [current] = id === null ? [] : await db.select(${current}).from(${t}).where(eq(${t}.id, id));
  const target = input.${tProp} !== undefined ? input.${tProp} : (current?.target ?? null);
  if (target === null) return;
  await db.select({ id: ${tt}.id }).from(${tt}).where(eq(${tt}.id, target)).for("update");
  const [taken] = await db.select({ id: ${t}.id }).from(${t}).where(and(eq(${t}.${info.ownerKey}, ownerOf(scope)), eq(${t}.${tKey}, target)));
  if (taken && taken.id !== id) throw new HttpError(409, "conflict:once", ONCE, { ${tProp}: ONCE });${withinLines}
}

/** Whether an error is the violation of the unique index that holds the rule. */
function isOnce(error: unknown): boolean {
  const found = databaseError(error);
  return found?.code === "23505" && found.detail.includes(${tsString(`(${ownerColumn(info)}, ${once.target.column.name})`)});
}`;
} // prettier-ignore

/** `tally`: the target's rows counted per choice, and the user's own (see the module comment). */
function tallyFunction(info: EntityInfo, once: OnceInfo): string {
  const t = info.table.constName;
  const tKey = once.target.key;
  const { one, target } = words(info);
  const choice = once.choice;
  const parts = choiceParts(info, once, new Set());
  const limit = info.capacity ? ", limit: await capacityLimit(db, targetId)" : "";
  const mine = `const [mine] = await db.select({ id: ${t}.id${parts ? `, choice: ${parts.column}` : ""} }).from(${t}).where(and(eq(${t}.${tKey}, targetId), eq(${t}.${info.ownerKey}, ownerOf(scope))));`;
  const head = `/** The ${commentText(one)} rows of a ${commentText(target)} counted${choice ? " per choice" : ""}, and the user's own; the route checks the ${commentText(target)} is one the user may see. */
export async function tally(db: Database, targetId: number, scope: Scope): Promise<${once.tallyType}> {`;
  if (!parts) {
    return `${head}
  const [counted] = await db.select({ count: count() }).from(${t}).where(eq(${t}.${tKey}, targetId));
  ${mine}
  return { total: counted?.count ?? 0, counts: [], mine: mine ? { id: mine.id, choice: null } : null${limit} };
}`;
  }
  if (choice?.kind === "field") {
    const values = choice.values;
    const listed = values
      ? `  const counts: ${once.tallyType}["counts"] = [${values.map((v) => `${tsString(v)}`).join(", ")}].map((choice) => ({ choice, label: choice, count: counted.get(choice) ?? 0 }));
  for (const group of groups) if (group.choice === null) counts.push({ choice: null, label: ${tsString(`No ${choice.field.field.label.toLowerCase()}`)}, count: group.count });`
      : `  const counts: ${once.tallyType}["counts"] = groups.map((group) => ({ choice: group.choice, label: group.choice === null ? ${tsString(`No ${choice.field.field.label.toLowerCase()}`)} : String(group.choice), count: group.count }));`;
    return `${head}
  const groups = await db.select({ choice: ${parts.column}, count: count() }).from(${t}).where(eq(${t}.${tKey}, targetId)).groupBy(${parts.column}).orderBy(asc(${parts.column}));
${values ? "  const counted = new Map<unknown, number>(groups.map((group) => [group.choice, group.count]));\n" : ""}${listed}
  ${mine}
  return { total: groups.reduce((sum, group) => sum + group.count, 0), counts, mine: mine ?? null${limit} };
}`;
  }
  const join = parts.join;
  if (!join) return "";
  const label = join.label ? `, label: ${join.label}` : "";
  const labelOf = (row: string) => (join.label ? `${row}.label` : "null");
  const choices = join.within
    ? `  // Every choice of this ${commentText(target)}, the ones nobody picked yet too.
  const choices = await db.select({ choice: ${join.table}.id${label} }).from(${join.table}).where(eq(${join.table}.${join.within.key}, targetId)).orderBy(asc(${join.table}.id)).limit(100);
  const counts: ${once.tallyType}["counts"] = choices.map((row) => ({ choice: row.choice, label: name(row.choice, ${labelOf("row")}), count: counted.get(row.choice)?.count ?? 0 }));
  for (const group of groups) if (!choices.some((row) => row.choice === group.choice)) counts.push({ choice: group.choice, label: name(group.choice, ${labelOf("group")}), count: group.count });`
    : `  const counts: ${once.tallyType}["counts"] = groups.map((group) => ({ choice: group.choice, label: name(group.choice, ${labelOf("group")}), count: group.count }));`;
  return `${head}
  const groups = await db
    .select({ choice: ${parts.column}${label}, count: count() })
    .from(${t})
    .leftJoin(${join.table}, eq(${parts.column}, ${join.table}.id))
    .where(eq(${t}.${tKey}, targetId))
    .groupBy(${parts.column}${join.label ? `, ${join.label}` : ""})
    .orderBy(asc(${parts.column}));
  const counted = new Map<number | null, { count: number }>(groups.map((group) => [group.choice, group]));
${choices}
  ${mine}
  return { total: groups.reduce((sum, group) => sum + group.count, 0), counts, mine: mine ?? null${limit} };
}

/** A choice in words: its ${commentText(join.label ? join.label.split(".").pop() ?? "name" : "number")}, else its number. */
function name(id: number | null, label: unknown): string {
  if (id === null) return "None";
  return label === null || label === undefined || label === "" ? \`#\${id}\` : String(label);
}`;
} // prettier-ignore

/** The rules' code at the end of the data module; "" without rules. `tables` gains the tables it reads. */
export function ruleFunctions(info: EntityInfo, tables: Set<string>): string {
  const once = info.once;
  const parts = [
    ...(once ? [checkFunction(info, once, tables), tallyFunction(info, once)] : []),
    ...(info.overlap ? [overlapFunction(info, info.overlap, tables)] : []),
    ...(info.capacity ? [capacityFunctions(info, info.capacity, tables)] : []),
  ];
  return parts.map((p) => `\n\n${p}`).join("");
}
