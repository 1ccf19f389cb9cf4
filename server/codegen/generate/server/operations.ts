import type { Operation } from "../../../../domain/artifacts/04-api-model";
import { schemaBase } from "../../../pipeline/phases/04-technical/api-schemas";
import { kebab } from "../names";
import type { AuthEndpoint } from "./auth-plan";
import type { EntityInfo, ManyToManyInfo, ManyToOneInfo, ServerModel } from "./model";
import { reportInfo, type ReportInfo } from "./report-plan";
import type { OnceInfo } from "./rule-plan";
import type { StockInfo } from "./rule-stock-plan";
import type { WorkflowInfo } from "./workflow-plan";

/*
 * What each operation of the API model does in the generated server, decided once from the models (never from a
 * fixture's names). An operation the models do not describe well enough to derive its behaviour is a
 * placeholder: its route answers 501 (see route-files.ts) and the README lists it under "Not implemented yet".
 *
 * - list: GET on a collection path (no parameter) answering the entity, its list or nothing.
 * - get / update / delete: on an item path (`…/{id}`, the parameter last); update takes the entity's input or
 *   patch schema (or none: the patch schema).
 * - create: POST on a collection path with the entity's input schema (or none).
 * - children: GET `/<parents>/{id}/<children>` answering a list of an entity that refers to the parent (a
 *   many-to-one, or a many-to-many with the parent).
 * - create-child: POST `/<parents>/{id}/<children>` with the input schema of an entity that refers to the parent
 *   (many-to-one): the child is created with the parent's id from the path.
 * - link / unlink: PUT or POST (link), DELETE (unlink) `/<owners>/{a}/<relation>/{b}` where <relation> names a
 *   many-to-many relation of the owner (its name, or its target's plural or table): a row in the join table.
 * - auth: see auth-plan.ts.
 * - transition: POST `…/{id}/transitions` performs one of the entity's workflow transitions (its request: the
 *   entity's TransitionRequest, or none); GET `…/{id}/transitions` answers the row's history. An entity without a
 *   workflow gets a placeholder.
 * - report: GET /api/reports/<name>, a report of the data model (report-plan.ts); any other is a placeholder.
 * - tally: GET `…/{id}/tally` answering the `<Row>Tally` of an entity once-per-user for this one (rule-plan.ts).
 * - checkout: POST `/<orders>/checkout` with the order's Checkout schema, for an order whose items have a stock
 *   rule (rule-stock-plan.ts).
 * Anything else (an action like POST /loans/{id}/return without a body, an aggregate answering another schema):
 * a placeholder.
 */

export type OperationPlan =
  | { kind: "list" | "get" | "create" | "update" | "delete"; op: Operation; info: EntityInfo }
  | {
      kind: "children";
      op: Operation;
      parent: EntityInfo;
      child: EntityInfo;
      /** The list filter that selects the parent's children. */
      filter: { param: string; via: ManyToOneInfo | ManyToManyInfo };
    }
  | { kind: "create-child"; op: Operation; parent: EntityInfo; child: EntityInfo; link: ManyToOneInfo }
  | {
      kind: "link" | "unlink";
      op: Operation;
      owner: EntityInfo;
      relation: ManyToManyInfo;
      ownerParam: string;
      targetParam: string;
    }
  | { kind: "auth"; op: Operation; endpoint: AuthEndpoint }
  /** POST …/{id}/transitions: perform one of the workflow's transitions. */
  | { kind: "transition"; op: Operation; entity: EntityInfo; workflow: WorkflowInfo }
  /** GET …/{id}/transitions: the row's history. */
  | { kind: "transition-history"; op: Operation; entity: EntityInfo; workflow: WorkflowInfo }
  /** GET /api/reports/<name>: one report of the data model (report-plan.ts). */
  | { kind: "report"; op: Operation; info: ReportInfo }
  /** GET …/{id}/tally: the target's rows of a once-per-user entity, counted per choice. */
  | { kind: "tally"; op: Operation; target: EntityInfo; row: EntityInfo; once: OnceInfo }
  /** POST /api/<orders>/checkout: an order with its items, taken off the stock in one transaction. */
  | { kind: "checkout"; op: Operation; order: EntityInfo; stock: StockInfo }
  | { kind: "placeholder"; op: Operation; reason: string };

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

/** Path segments after the leading slash. */
function segments(path: string): string[] {
  return path.replace(/\/+$/, "").split("/").slice(1);
}

export function pathParams(path: string): string[] {
  return segments(path)
    .map((s) => PARAM.exec(s)?.[1])
    .filter((p): p is string => p !== undefined);
}

function isCollectionPath(path: string): boolean {
  return pathParams(path).length === 0;
}

/** `…/{id}`: one parameter, the last segment. */
function isItemPath(path: string): boolean {
  const parts = segments(path);
  return pathParams(path).length === 1 && PARAM.test(parts[parts.length - 1] ?? "");
}

function base(info: EntityInfo): string {
  return schemaBase(info.entity);
}

function schemaIs(name: string | null, info: EntityInfo, suffixes: string[]): boolean {
  if (name === null) return false;
  return suffixes.some((s) => name === `${base(info)}${s}` || name === `${info.entity.name}${s}`);
}

/** The entity a collection path belongs to: its resource's list/create path, else its plural, table or resource name. */
function entityAtPath(model: ServerModel, prefix: string): EntityInfo | undefined {
  const byOperation = model.entities.find((e) =>
    e.resource?.operations.some(
      (o) => (o.kind === "list" || o.kind === "create") && o.path.replace(/\/+$/, "") === prefix,
    ),
  );
  if (byOperation) return byOperation;
  const last = segments(prefix).pop() ?? "";
  return model.entities.find(
    (e) =>
      kebab(e.entity.plural) === last ||
      e.table.planned.name.replace(/_/g, "-") === last ||
      e.resource?.name === last,
  );
}

/** Whether a path segment names a relation (its name, its target's plural or table). */
function segmentNames(segment: string, names: (string | undefined)[]): boolean {
  return names.some((n) => n !== undefined && (kebab(n) === segment || n.replace(/_/g, "-") === segment));
}

function childEntity(model: ServerModel, schema: string | null, suffixes: string[]): EntityInfo | undefined {
  if (schema === null) return undefined;
  return model.entities.find((e) => schemaIs(schema, e, suffixes));
}

function pickLink<T extends { relation: { name: string } }>(links: T[], segment: string): T | undefined {
  return links.find((l) => segmentNames(segment, [l.relation.name])) ?? links[0];
}

function relationPlan(
  model: ServerModel,
  op: Operation,
  resourceEntity: EntityInfo | undefined,
): OperationPlan {
  const parts = segments(op.path);
  const params = pathParams(op.path);
  const placeholder = (reason: string): OperationPlan => ({ kind: "placeholder", op, reason });
  // /<parents>/{id}/<children>
  if (params.length === 1 && parts.length >= 3 && PARAM.test(parts[parts.length - 2] ?? "")) {
    const segment = parts[parts.length - 1] ?? "";
    const prefix = `/${parts.slice(0, -2).join("/")}`;
    const parent = entityAtPath(model, prefix) ?? resourceEntity;
    if (!parent) return placeholder("no entity owns the parent path");
    if (op.method === "get") {
      const child = childEntity(model, op.responseSchema, ["List", ""]);
      if (!child) return placeholder("its response is not an entity's list");
      const m2o = pickLink(
        child.manyToOne.filter((m) => m.relation.target === parent.entity.name),
        segment,
      );
      const link =
        child.manyToOne.filter((m) => m.relation.target === parent.entity.name).length > 1
          ? (child.manyToOne.find(
              (m) =>
                m.relation.target === parent.entity.name && op.path.endsWith(`-as-${kebab(m.relation.name)}`),
            ) ?? m2o)
          : m2o;
      if (link) return { kind: "children", op, parent, child, filter: { param: link.prop, via: link } };
      const m2m = child.manyToMany.find((m) => m.target.name === parent.entity.name);
      if (m2m) return { kind: "children", op, parent, child, filter: { param: m2m.filter, via: m2m } };
      return placeholder("the listed entity does not refer to the parent");
    }
    if (op.method === "post") {
      const child =
        childEntity(model, op.requestSchema, ["Input", "Create"]) ??
        (op.requestSchema === null ? undefined : childEntity(model, op.responseSchema, [""]));
      if (!child) return placeholder("its request is not an entity's input");
      const link = pickLink(
        child.manyToOne.filter((m) => m.relation.target === parent.entity.name),
        segment,
      );
      if (!link) return placeholder("the created entity does not refer to the parent");
      return { kind: "create-child", op, parent, child, link };
    }
    return placeholder("no derivable behaviour for this method");
  }
  // /<owners>/{a}/<relation>/{b}
  if (
    params.length === 2 &&
    parts.length >= 4 &&
    PARAM.test(parts[parts.length - 1] ?? "") &&
    PARAM.test(parts[parts.length - 3] ?? "") &&
    ["put", "post", "delete"].includes(op.method)
  ) {
    const segment = parts[parts.length - 2] ?? "";
    const owner = entityAtPath(model, `/${parts.slice(0, -3).join("/")}`) ?? resourceEntity;
    const relation = owner?.manyToMany.find((m) =>
      segmentNames(segment, [m.relation.name, m.target.plural, m.join.planned.name, m.target.name]),
    );
    if (!owner || !relation) return placeholder("the path does not name a many-to-many relation");
    return {
      kind: op.method === "delete" ? "unlink" : "link",
      op,
      owner,
      relation,
      ownerParam: params[0] ?? "id",
      targetParam: params[1] ?? "id",
    };
  }
  return placeholder("the path is not a parent's children or a many-to-many link");
}

/** The plan of one operation of a resource (see the module comment). */
export function planOperation(
  model: ServerModel,
  op: Operation,
  resourceEntity: EntityInfo | undefined,
): OperationPlan {
  const placeholder = (reason: string): OperationPlan => ({ kind: "placeholder", op, reason });
  if (op.kind === "auth") {
    const endpoint = model.auth?.classified.find((c) => c.op === op);
    return endpoint ? { kind: "auth", op, endpoint } : placeholder("not a recognisable account operation");
  }
  if (op.kind === "relation") return relationPlan(model, op, resourceEntity);
  if (op.kind === "report") {
    const info = reportInfo(model, op);
    return typeof info === "string" ? placeholder(info) : { kind: "report", op, info };
  }
  const info = resourceEntity;
  if (!info) return placeholder("its resource has no entity");
  const entityResponse = op.responseSchema === null || schemaIs(op.responseSchema, info, [""]);
  switch (op.kind) {
    case "list":
      if (op.method !== "get" || !isCollectionPath(op.path)) return placeholder("not a GET on a collection");
      if (!(entityResponse || schemaIs(op.responseSchema, info, ["List", "Page"])))
        return placeholder("its response is not the entity's list");
      return { kind: "list", op, info };
    case "get":
      if (op.method !== "get" || !isItemPath(op.path)) return placeholder("not a GET of one row");
      if (!entityResponse) return placeholder("its response is not the entity");
      return { kind: "get", op, info };
    case "create":
      if (op.method !== "post" || !isCollectionPath(op.path)) {
        const child = relationPlan(model, op, info);
        return child.kind === "create-child" ? child : placeholder("not a POST to a collection");
      }
      if (!(op.requestSchema === null || schemaIs(op.requestSchema, info, ["Input", "Create", ""])))
        return placeholder("its request is not the entity's input");
      if (!entityResponse) return placeholder("its response is not the entity");
      return { kind: "create", op, info };
    case "update":
      if (!["patch", "put", "post"].includes(op.method) || !isItemPath(op.path))
        return placeholder("not a change of one row at its path");
      if (!(op.requestSchema === null || schemaIs(op.requestSchema, info, ["Patch", "Input", "Update", ""])))
        return placeholder("its request is not the entity's input");
      if (!entityResponse) return placeholder("its response is not the entity");
      return { kind: "update", op, info };
    case "delete":
      if (op.method !== "delete" || !isItemPath(op.path)) return placeholder("not a DELETE of one row");
      return { kind: "delete", op, info };
    case "transition": {
      const workflow = info.workflow;
      if (!workflow) return placeholder("its entity has no workflow");
      const parts = segments(op.path);
      const params = pathParams(op.path);
      if (params.length !== 1 || parts.length < 3 || !PARAM.test(parts[parts.length - 2] ?? ""))
        return placeholder("not a path of one row's transitions");
      if (op.method === "get") return { kind: "transition-history", op, entity: info, workflow };
      if (op.method !== "post") return placeholder("a transition is performed with POST");
      if (!(
        op.requestSchema === null || schemaIs(op.requestSchema, info, ["TransitionRequest", "Transition"])
      ))
        return placeholder("its request is not the entity's transition request");
      if (!entityResponse) return placeholder("its response is not the entity");
      return { kind: "transition", op, entity: info, workflow };
    }
    case "tally": {
      const row = model.entities.find(
        (e) => e.once?.targetInfo === info && op.responseSchema === `${schemaBase(e.entity)}Tally`,
      );
      if (!row?.once) return placeholder("no entity is once per user for it with this tally");
      if (op.method !== "get" || pathParams(op.path).length !== 1)
        return placeholder("not a GET of one row's tally");
      return { kind: "tally", op, target: info, row, once: row.once };
    }
    case "checkout": {
      const stock = info.checkout;
      if (!stock) return placeholder("no item entity of it has a stock rule the server can keep");
      if (op.method !== "post" || !isCollectionPath(op.path))
        return placeholder("not a POST to the orders' checkout");
      if (op.requestSchema !== stock.apiCheckout)
        return placeholder("its request is not the order's checkout");
      if (!entityResponse) return placeholder("its response is not the order");
      return { kind: "checkout", op, order: info, stock };
    }
  }
}

/** The success status of an operation: its first 2xx status code, else `fallback`. */
export function successStatus(op: Operation, fallback: number): number {
  return op.statusCodes.find((s) => s.code >= 200 && s.code < 300)?.code ?? fallback;
}

/**
 * Express matching order: paths sorted so that, at the first position where two paths differ in kind, a
 * static segment comes before a parameter (`/api/expenses/totals` before `/api/expenses/:id`). Paths of different
 * lengths never match the same request; equal kinds keep their order (a stable sort).
 */
export function routeOrderKey(path: string): number[] {
  return segments(path).map((s) => (PARAM.test(s) || s.startsWith(":") ? 1 : 0));
}

export function compareRouteOrder(a: string, b: string): number {
  const x = routeOrderKey(a);
  const y = routeOrderKey(b);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Whether a route registered first at `earlier` would answer requests meant for `later` (same method). */
export function shadows(earlier: string, later: string): boolean {
  const a = segments(earlier);
  const b = segments(later);
  if (a.length !== b.length) return false;
  let takes = false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? "";
    const y = b[i] ?? "";
    const xp = PARAM.test(x);
    const yp = PARAM.test(y);
    if (!xp && !yp && x !== y) return false;
    if (!xp && yp) return false;
    if (xp && !yp) takes = true;
  }
  return takes;
}
