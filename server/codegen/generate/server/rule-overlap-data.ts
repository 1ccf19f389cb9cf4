import { commentText, tsString } from "../names";
import type { EntityInfo } from "./model";
import type { OverlapInfo } from "./rule-plan";

/*
 * The no-overlap part of an entity's data module (issue 17 point 3): `checkOverlap` runs in the create and update
 * transactions. It works on the row as it will be (the body's values over the stored ones): an end not after the
 * start is a 400 naming the end field; else the target's row is locked (SELECT … FOR UPDATE, so two bookings at
 * once cannot both pass) and another row of the same target whose [start, end) meets this one's is a 409
 * `conflict:overlap` naming the clash. Touching intervals (one ends when the next starts) do not overlap.
 */

/** How a body's value becomes the stored one (a date-time field is stored as a Date). */
function stored(o: OverlapInfo, value: string): string {
  return o.start.field.type === "datetime" ? `new Date(${value})` : value;
}

/** `checkOverlap` and its messages; `tables` gains the target's table. */
export function overlapFunction(info: EntityInfo, o: OverlapInfo, tables: Set<string>): string {
  const t = info.table.constName;
  const tt = o.targetInfo.table.constName;
  tables.add(tt);
  const n = info.names;
  const one = commentText((info.entity.label.trim() || info.entity.name).toLowerCase());
  const target = commentText((o.targetInfo.entity.label.trim() || o.targetInfo.entity.name).toLowerCase());
  const s = o.start.field.name;
  const e = o.end.field.name;
  const tp = o.target.prop;
  const value = (name: string, key: "start" | "end") =>
    `input.${name} === undefined ? (current?.${key} ?? null) : input.${name} === null ? null : ${stored(o, `input.${name}`)}`;
  const words = o.start.field.type === "datetime" ? "(value: Date): string {\n  return value.toISOString().slice(0, 16).replace(\"T\", \" \") + \" UTC\";\n}" : "(value: string): string {\n  return value;\n}";
  return `/** The 400 of ${commentText(`a ${one}`)} whose end is not after its start. */
const ORDER = ${tsString(o.order)};

/** A time in a message: ${o.start.field.type === "datetime" ? "\"2025-03-10 09:30 UTC\"" : "the date"}. */
function timeWords${words}

/**
 * No two ${one} rows of the same ${target} overlap (a rule of the requirements): the ${one} as it will be must end after it
 * starts (400), and no other ${one} of its ${target} may meet [start, end) (409 naming the clash), checked with the
 * ${target} locked. \`id\`: the ${one} being changed (null on create).
 */
async function checkOverlap(db: Database, input: ${n.updateType}, id: number | null): Promise<void> {
  if (id !== null && input.${tp} === undefined && input.${s} === undefined && input.${e} === undefined) return;
  const [current] = id === null ? [] : await db.select({ target: ${t}.${o.target.key}, start: ${t}.${o.start.key}, end: ${t}.${o.end.key} }).from(${t}).where(eq(${t}.id, id));
  const target = input.${tp} !== undefined ? input.${tp} : (current?.target ?? null);
  const start = ${value(s, "start")};
  const end = ${value(e, "end")};
  if (start === null || end === null) return;
  if (end <= start) throw new HttpError(400, ${tsString(`bad_request:${info.file}`)}, ORDER, { ${e}: ORDER });
  if (target === null) return;
  await db.select({ id: ${tt}.id }).from(${tt}).where(eq(${tt}.id, target)).for("update");
  const [clash] = await db
    .select({ id: ${t}.id, start: ${t}.${o.start.key}, end: ${t}.${o.end.key} })
    .from(${t})
    .where(and(eq(${t}.${o.target.key}, target), lt(${t}.${o.start.key}, end), gt(${t}.${o.end.key}, start), id === null ? undefined : ne(${t}.id, id)))
    .limit(1);
  if (clash) {
    const message = ${tsString(o.clash[0])} + timeWords(clash.start) + ${tsString(o.clash[1])} + timeWords(clash.end) + ${tsString(o.clash[2])};
    throw new HttpError(409, "conflict:overlap", message, { ${s}: message });
  }
}`;
} // prettier-ignore

/** The create/update line of the rule; "" without one. */
export function overlapCheckLine(info: EntityInfo, idExpr: string): string {
  return info.overlap ? `      await checkOverlap(tx, input, ${idExpr});\n` : "";
}
