import { commentText, tsString } from "../names";
import type { EntityInfo, ServerModel } from "./model";
import { stateWords } from "./workflow-plan";

/*
 * The workflow part of an entity's data module (src/server/data/<entity>.ts, issue 17): the constants of its
 * transitions and states, `transition` and `transitions`. data-files.ts places them; create and update there keep
 * the state to the initial one and refuse changing it.
 */

/** The constants of an entity's workflow in its data module: the 409 of a locked state, the transitions, the states in words. */
export function workflowConstants(info: EntityInfo): string {
  const w = info.workflow;
  if (!w) return "";
  const n = info.names;
  const key = w.field.key;
  const fieldLabel = commentText((w.field.field.label.trim() || w.field.field.name).toLowerCase());
  const moves = w.transitions.map(
    (x) =>
      `  ${tsString(x.transition.name)}: { from: [${x.transition.from.map(tsString).join(", ")}], to: ${tsString(x.transition.to)}, refused: [${tsString(x.refusal.before)}, ${tsString(x.refusal.after)}] },`,
  );
  const states = w.states.map((s) => `  ${tsString(s)}: ${tsString(stateWords(s))},`);
  const first = w.transitions[0];
  const example = first
    ? `${first.refusal.before}${stateWords(first.transition.to)}${first.refusal.after}`
    : "";
  return `/** The ${fieldLabel} changes only through the workflow's transitions: the 409 of a change that tries otherwise. */
const LOCKED = ${tsString(w.locked)};

/** The workflow's transitions: the ${fieldLabel} values each starts from, where it ends, and its refusal around the ${fieldLabel}. */
const TRANSITIONS: Record<${n.transitionNameType}, { from: readonly string[]; to: NonNullable<Row[${tsString(key)}]>; refused: readonly [string, string] }> = {
${moves.join("\n")}
};

/** Each ${fieldLabel} in words. */
const STATES: Record<string, string> = {
${states.join("\n")}
};

/** What a refused transition says: ${commentText(`"${example}"`)} */
function refusal(name: ${n.transitionNameType}, state: string | null): string {
  const [before, after] = TRANSITIONS[name].refused;
  return before + (state === null ? ${tsString(`without a ${fieldLabel}`)} : (STATES[state] ?? state)) + after;
}
`;
}

/**
 * An entity's workflow in its data module (issue 17): `transition` performing one (state and history row in one transaction, the row locked meanwhile) and
 * `transitions` answering a row's history. Empty without a workflow.
 */
export function workflowFunctions(
  model: ServerModel,
  info: EntityInfo,
  scoped: (idExpr: string) => string,
  presentRow: string,
  ruleLines: (change: string) => string,
  ownerScoped: boolean,
  tables: Set<string>,
): string {
  const w = info.workflow;
  if (!w) return "";
  const t = info.table.constName;
  const h = w.history.constName;
  const n = info.names;
  const key = w.field.key;
  const users = model.accounts?.users.constName;
  tables.add(h);
  if (users) tables.add(users);
  const optional = !w.field.field.required;
  const label = (info.entity.label.trim() || info.entity.name).toLowerCase();
  const fieldLabel = commentText((w.field.field.label.trim() || w.field.field.name).toLowerCase());
  const history = users
    ? `await db
    .select({ id: ${h}.id, transition: ${h}.transition, fromState: ${h}.fromState, toState: ${h}.toState, byUserId: ${h}.byUserId, byName: ${users}.name, at: ${h}.at })
    .from(${h})
    .leftJoin(${users}, eq(${h}.byUserId, ${users}.id))
    .where(eq(${h}.recordId, id))
    .orderBy(asc(${h}.id))`
    : `await db
    .select({ id: ${h}.id, transition: ${h}.transition, fromState: ${h}.fromState, toState: ${h}.toState, byUserId: ${h}.byUserId, at: ${h}.at })
    .from(${h})
    .where(eq(${h}.recordId, id))
    .orderBy(asc(${h}.id))`;
  return `

/**
 * Performs a transition on a ${commentText(label)}: a 409 when its ${fieldLabel} is not one the transition starts from; else the new
 * ${fieldLabel} and a history row (who, when) in one transaction, the row locked meanwhile. Undefined when there is no such row${ownerScoped ? " the user reaches" : ""}.
 */
export async function transition(db: Database, id: number, name: ${n.transitionNameType}, scope: Scope): Promise<${n.type} | undefined> {
  const move = TRANSITIONS[name];
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(${t}).where(${scoped("id")}).for("update");
      if (!existing) return undefined;
      const from = existing.${key};
      if (${optional ? "from === null || " : ""}!move.from.includes(from)) throw new HttpError(409, "conflict:transition", refusal(name, from));
${ruleLines(`{ action: "update", id, input: { ${w.field.field.name}: move.to } }`)}      const [row] = await tx
        .update(${t})
        .set({ ${key}: move.to${info.updatedKey ? `, ${info.updatedKey}: new Date()` : ""} })
        .where(eq(${t}.id, id))
        .returning();
      if (!row) return undefined;
      await tx.insert(${h}).values({ recordId: id, transition: name, fromState: from, toState: move.to, byUserId: scope?.userId ?? null });
      return ${presentRow};
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    rethrowConflict(error, conflicts);
  }
}

/** The history of a ${commentText(label)}'s ${fieldLabel}, oldest first; undefined when there is no such row${ownerScoped ? " the user reaches" : ""}. */
export async function transitions(db: Database, id: number, scope: Scope): Promise<${n.transitionRecordType}[] | undefined> {
  ${ownerScoped ? "" : "void scope;\n  "}const [found] = await db.select({ id: ${t}.id }).from(${t}).where(${scoped("id")});
  if (!found) return undefined;
  const rows = ${history};
  return rows.map((row) => ({ ...row, ${users ? "" : "byName: null, "}at: row.at.toISOString() }));
}`;
}
