import type { Operation } from "../../../../domain/artifacts/04-api-model";
import { commentText, tsString } from "../names";
import type { EntityInfo, ServerModel } from "./model";

/*
 * Public reading in the generated server (issue 17 point 4). An entity the data model marks `publicRead` has its
 * reads (list, get, and the listings of public children under a public parent) without auth in the API model:
 *
 * - Routes: a request without a session reads as a visitor (scope null); with one it reads as that user, and with
 *   roles as the role's read access, except that a role which may not read the rows gets what visitors get.
 * - Data modules: visitors reach the rows in the entity's public states (`publicStates`), or every row when it
 *   names none; a signed-in user reaches those too, and whatever its access reaches besides. The owning account,
 *   the users table and passwords are never part of a row.
 * - Writes, a workflow's transitions and its history keep their sign-in, roles and ownership.
 */

/** The imports a route module collects (route-files.ts). */
interface RouteImports {
  authImports: Set<string>;
  accessImports: Set<string>;
}

/** Whether an operation is a public read of an entity visitors may read (no auth in the API model). */
export function isPublicRead(model: ServerModel, op: Operation, info: EntityInfo): boolean {
  return (
    model.accounts !== null &&
    info.entity.publicRead === true &&
    !op.auth &&
    op.method === "get" &&
    (op.kind === "list" || op.kind === "get" || op.kind === "relation")
  );
}

/** The scope of a reader of one entity: a visitor is null; with roles, a role that may not read reads as one. */
function readerScope(ctx: RouteImports, roles: boolean, info: EntityInfo): string {
  if (!roles) return `user ? { userId: user.id } : null`;
  ctx.authImports.add("authorize");
  ctx.accessImports.add("scopeOf");
  const entity = tsString(info.entity.name);
  return `user && scopeOf(user.role, ${entity}, "read") !== "none" ? authorize(user, ${entity}, "read") : null`;
}

/** The lines that set `scope` for a public read: the session's user if any, else a visitor. */
export function publicScopeLine(ctx: RouteImports, roles: boolean, info: EntityInfo): string {
  ctx.authImports.add("currentUser");
  return `    // Public: visitors read without signing in (only reads; writes need a session).
    const user = await currentUser(db, req);
    const scope = ${readerScope(ctx, roles, info)};`;
}

/** `parentScope` and `scope` for a public listing of a public parent's children. */
export function publicTwoScopes(
  ctx: RouteImports,
  roles: boolean,
  parent: EntityInfo,
  child: EntityInfo,
): string {
  ctx.authImports.add("currentUser");
  if (!roles)
    return `    // Public: visitors read without signing in (only reads; writes need a session).
    const user = await currentUser(db, req);
    const scope = user ? { userId: user.id } : null;`;
  return `    // Public: visitors read without signing in (only reads; writes need a session).
    const user = await currentUser(db, req);
    const parentScope = ${readerScope(ctx, roles, parent)};
    const scope = ${readerScope(ctx, roles, child)};`;
}

/** The entity's public states as the data module compares them, or null for every row. */
function publicStates(info: EntityInfo): { key: string; states: string[] } | null {
  const states = info.entity.publicStates ?? [];
  const field = info.workflow?.field;
  if (!info.entity.publicRead || states.length === 0 || !field) return null;
  return { key: field.key, states };
}

/**
 * The data module's `readableRows(scope)` for a public entity with public states, and the condition its list and
 * get apply; null without public states (everybody then reads every row, so reads need no condition).
 */
export function readableRows(model: ServerModel, info: EntityInfo): { fn: string; condition: string } | null {
  if (!model.accounts) return null;
  const open = publicStates(info);
  // Without public states everybody reads every row: reads need no condition at all.
  if (!open) return null;
  const t = info.table.constName;
  const visible = `inArray(${t}.${open.key}, [${open.states.map(tsString).join(", ")}])`;
  const reach = !info.owned
    ? null
    : model.accounts.rolePlan
      ? `ownRows(scope, ${t}.${info.ownerKey})`
      : `eq(${t}.${info.ownerKey}, scope.userId)`;
  const which = `the ${commentText(open.states.join(" or "))} ones`;
  const body =
    reach === null
      ? `  return scope ? undefined : ${visible};`
      : `  if (!scope) return ${visible};\n  const reach = ${reach};\n  return reach === undefined ? undefined : or(reach, ${visible});`;
  const fn = `/**
 * The rows a reader reaches (public reading): visitors, who have not signed in, ${which}; a signed-in user those
 * and every row its access reaches. Writes keep to the user's own reach.
 */
function readableRows(scope: Scope): SQL | undefined {
${body}
}`;
  return { fn, condition: "readableRows(scope)" };
}

/** Whether a new row (in the workflow's initial state) is one visitors see. */
export function newRowsArePublic(info: EntityInfo): boolean {
  if (!info.entity.publicRead) return false;
  const open = publicStates(info);
  return !open || open.states.includes(info.workflow?.initial ?? "");
}
