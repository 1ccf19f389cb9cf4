import { commentText, tsString } from "../names";
import type { EntityInfo } from "./model";
import type { CapacityInfo } from "./rule-plan";

/*
 * The capacity part of an entity's data module (issue 17 point 3): `checkCapacity` runs in the create and update
 * transactions after the once-per-user check (which has locked the target's row): a row joining a target whose
 * rows already reach its limit is a 409 `conflict:full` saying how many places are taken. `capacityLimit` answers
 * a target's limit for its tally. A target without a limit (an empty limit field) takes any number.
 */

/** The expression of a target's limit inside `capacityLimit`. */
function limitLines(c: CapacityInfo): string {
  if (!c.limitField) return `  void db;\n  void targetId;\n  return ${c.limit ?? "null"};`;
  const tt = c.targetInfo.table.constName;
  return `  const [found] = await db.select({ limit: ${tt}.${c.limitField.key} }).from(${tt}).where(eq(${tt}.id, targetId));
  return found?.limit ?? null;`;
}

/** `checkCapacity` and `capacityLimit`; `tables` gains the tables they read. */
export function capacityFunctions(info: EntityInfo, c: CapacityInfo, tables: Set<string>): string {
  const t = info.table.constName;
  tables.add(c.targetInfo.table.constName);
  const n = info.names;
  const target = commentText((c.targetInfo.entity.label.trim() || c.targetInfo.entity.name).toLowerCase());
  const tp = c.target.prop;
  return `/** How many rows a ${target} takes at most${c.limitField ? ` (its ${commentText(c.limitField.field.label.toLowerCase())}; none when empty)` : ""}. */
async function capacityLimit(db: Database, targetId: number): Promise<number | null> {
${limitLines(c)}
}

/**
 * A ${target} takes rows up to its limit (a rule of the requirements): joining a full one is a 409 saying how many
 * places are taken. Runs after checkOnce, which locked the ${target}. \`id\`: the row being changed (null on create).
 */
async function checkCapacity(db: Database, input: ${n.updateType}, id: number | null): Promise<void> {
  if (input.${tp} === undefined || input.${tp} === null) return;
  const target = input.${tp};
  if (id !== null) {
    const [current] = await db.select({ target: ${t}.${c.target.key} }).from(${t}).where(eq(${t}.id, id));
    if (current?.target === target) return;
  }
  const limit = await capacityLimit(db, target);
  if (limit === null) return;
  const [taken] = await db.select({ count: count() }).from(${t}).where(eq(${t}.${c.target.key}, target));
  const places = taken?.count ?? 0;
  if (places >= limit) {
    const message = ${tsString(c.full[0])} + String(places) + ${tsString(c.full[1])} + String(limit) + ${tsString(c.full[2])};
    throw new HttpError(409, "conflict:full", message, { ${tp}: message });
  }
}`;
} // prettier-ignore

/** The create/update line of the rule; "" without one. */
export function capacityCheckLine(info: EntityInfo, idExpr: string): string {
  return info.capacity ? `      await checkCapacity(tx, input, ${idExpr});\n` : "";
}
