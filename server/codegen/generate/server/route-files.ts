import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { GeneratedFile } from "../../types";
import { commentText, kebab, tsString } from "../names";
import type { AuthEndpoint } from "./auth-plan";
import {
  chatChildCreateBody,
  chatCreateBody,
  chatCreates,
  chatImports,
  chatKeepsAuthor,
  type ChatPlan,
} from "./chat-files";
import { generatedFile } from "./code";
import { expressPath, type EntityInfo, type RouteModule, type ServerModel } from "./model";
import { successStatus, type OperationPlan } from "./operations";
import { isPublicRead, publicScopeLine, publicTwoScopes } from "./public-access";
import { reportModule, reportRouteBody } from "./report-data";
import type { AccessAction } from "./roles";
import { registerName } from "./server-files";

/*
 * src/server/routes/<resource>.ts (pass 2): every operation of the API model registered with its full literal
 * path (`app.get("/api/books/:id", …)`), its auth, validation and status codes, as operations.ts plans it; the
 * handlers call the data modules and never shape rows themselves. An operation whose behaviour cannot be derived
 * from the models gets a placeholder route answering 501 (http.ts `notImplemented`).
 */

interface RouteContext {
  model: ServerModel;
  schemaImports: Set<string>;
  dataImports: Map<string, string>;
  authImports: Set<string>;
  httpImports: Set<string>;
  /** From src/shared/access.ts (roles): who may perform a workflow's transitions. */
  accessImports: Set<string>;
  /** From src/server/chat.ts: the chat room's create route publishes its messages. */
  chatImports: Set<string>;
}

function paramName(path: string): string {
  return /\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(path)?.[1] ?? "id";
}

function useData(ctx: RouteContext, info: EntityInfo): string {
  ctx.dataImports.set(info.dataNamespace, info.file);
  return info.dataNamespace;
}

/**
 * How a handler learns who is asking (the `scope` every data function takes). With roles every entity route needs
 * a signed-in user whose role may do the action (authorize in auth.ts: a 403 otherwise).
 */
function scopeLine(
  ctx: RouteContext,
  op: Operation,
  owned: boolean,
  guard?: { entity: EntityInfo; action: AccessAction },
): string {
  if (!ctx.model.accounts) return "    const scope = null;";
  if (guard?.action === "read" && isPublicRead(ctx.model, op, guard.entity))
    return publicScopeLine(ctx, ctx.model.accounts.rolePlan != null, guard.entity);
  if (ctx.model.accounts.rolePlan && guard) {
    ctx.authImports.add("requireUser").add("authorize");
    return `    const scope = authorize(await requireUser(db, req), ${tsString(guard.entity.entity.name)}, ${tsString(guard.action)});`;
  }
  if (op.auth || owned) {
    ctx.authImports.add("requireUser");
    return "    const scope = { userId: (await requireUser(db, req)).id };";
  }
  ctx.authImports.add("currentUser");
  return "    const user = await currentUser(db, req);\n    const scope = user ? { userId: user.id } : null;";
}

/** A parent read and a child action: one scope each (the same one without roles). */
function twoScopes(
  ctx: RouteContext,
  op: Operation,
  parent: EntityInfo,
  child: EntityInfo,
  action: AccessAction,
  owned: boolean,
): string {
  if (action === "read" && isPublicRead(ctx.model, op, parent) && isPublicRead(ctx.model, op, child))
    return publicTwoScopes(ctx, ctx.model.accounts?.rolePlan != null, parent, child);
  if (ctx.model.accounts?.rolePlan) {
    ctx.authImports.add("requireUser").add("authorize");
    return `    const user = await requireUser(db, req);
    const parentScope = authorize(user, ${tsString(parent.entity.name)}, "read");
    const scope = authorize(user, ${tsString(child.entity.name)}, ${tsString(action)});`;
  }
  return scopeLine(ctx, op, owned);
}

function labelOf(info: EntityInfo): string {
  return info.entity.label.trim() || info.entity.name;
}

function route(op: Operation, body: string): string {
  return `${opComment(op)}
  app.${op.method}(${tsString(expressPath(op.path))}, async (req, res) => {
${body}
  });`;
}

function entityRoute(ctx: RouteContext, plan: Extract<OperationPlan, { info: EntityInfo }>): string {
  const { op, info } = plan;
  const code = kebab(info.entity.name);
  const data = useData(ctx, info);
  const n = info.names;
  const id = `parseId(req.params.${paramName(op.path)})`;
  const missing = `notFound(${tsString(code)}, ${tsString(labelOf(info))})`;
  const action: AccessAction = plan.kind === "list" || plan.kind === "get" ? "read" : plan.kind;
  const scope = scopeLine(ctx, op, info.owned, { entity: info, action });
  let body: string;
  let chat: ChatPlan | null;
  switch (plan.kind) {
    case "list":
      ctx.schemaImports.add(n.listQuerySchema);
      ctx.httpImports.add("parseInput");
      body = `    res.json(await ${data}.list(db, parseInput(${n.listQuerySchema}, req.query, "bad_request:query"), scope));`;
      break;
    case "get":
      ctx.httpImports.add("parseId").add("notFound");
      body = `    const row = await ${data}.get(db, ${id}, scope);\n    if (!row) throw ${missing};\n    res.json(row);`;
      break;
    case "create":
      ctx.schemaImports.add(n.createSchema);
      ctx.httpImports.add("parseInput");
      body = `    const input = parseInput(${n.createSchema}, req.body, ${tsString(`bad_request:${code}`)});\n    res.status(${successStatus(op, 201)}).json(await ${data}.create(db, input, scope));`;
      // The chat room's messages are also pushed to its open pages (chat-files.ts).
      chat = chatCreates(ctx.model, info);
      if (chat) {
        chatImports(ctx.model, chat).forEach((name) => ctx.chatImports.add(name));
        body = chatCreateBody(
          ctx.model,
          chat,
          data,
          n.createSchema,
          `bad_request:${code}`,
          successStatus(op, 201),
        );
      }
      break;
    case "update":
      ctx.schemaImports.add(n.updateSchema);
      ctx.httpImports.add("parseInput").add("parseId").add("notFound");
      body = `    const id = ${id};\n    const row = await ${data}.update(db, id, ${chatUpdate(ctx, info, `parseInput(${n.updateSchema}, req.body, ${tsString(`bad_request:${code}`)})`)}, scope);\n    if (!row) throw ${missing};\n    res.json(row);`;
      break;
    case "delete":
      ctx.httpImports.add("parseId").add("notFound");
      body = `    if (!(await ${data}.remove(db, ${id}, scope))) throw ${missing};\n    res.status(204).end();`;
      break;
  }
  return route(op, `${scope}\n${body}`);
}

/** A change to a chat room's message keeps who wrote it (chat-files.ts); other entities' changes as parsed. */
function chatUpdate(ctx: RouteContext, info: EntityInfo, change: string): string {
  const chat = chatCreates(ctx.model, info);
  if (!chat || !chatKeepsAuthor(ctx.model, chat)) return change;
  ctx.chatImports.add("keepAuthor");
  return `keepAuthor(${change})`;
}

/** GET /api/<parents>/:id/<children>: the parent must exist (and be the user's), then a page of its children. */
function childrenRoute(ctx: RouteContext, plan: Extract<OperationPlan, { kind: "children" }>): string {
  const { op, parent, child, filter } = plan;
  ctx.schemaImports.add("pageQuerySchema");
  ctx.httpImports.add("parseInput").add("parseId").add("notFound");
  const parentData = useData(ctx, parent);
  const childData = useData(ctx, child);
  // A chat room's message created under its room is pushed to the room's open pages too (chat-files.ts).
  const chat = chatCreates(ctx.model, child);
  if (chat) chatImports(ctx.model, chat).forEach((name) => ctx.chatImports.add(name));
  return route(
    op,
    `${twoScopes(ctx, op, parent, child, "read", parent.owned || child.owned)}
    const id = parseId(req.params.${paramName(op.path)});
    if (!(await ${parentData}.get(db, id, ${ctx.model.accounts?.rolePlan ? "parentScope" : "scope"}))) throw notFound(${tsString(kebab(parent.entity.name))}, ${tsString(labelOf(parent))});
    const paging = parseInput(pageQuerySchema, req.query, "bad_request:query");
    res.json(await ${childData}.list(db, { ...paging, ${filter.param}: id }, scope));`,
  );
}

/** POST /api/<parents>/:id/<children>: the parent must exist, then the child is created with its id from the path. */
function createChildRoute(ctx: RouteContext, plan: Extract<OperationPlan, { kind: "create-child" }>): string {
  const { op, parent, child, link } = plan;
  ctx.schemaImports.add(child.names.createSchema);
  ctx.httpImports.add("parseInput").add("parseId").add("notFound");
  const parentData = useData(ctx, parent);
  const childData = useData(ctx, child);
  // A chat room's message created under its room is pushed to the room's open pages too (chat-files.ts).
  const chat = chatCreates(ctx.model, child);
  if (chat) chatImports(ctx.model, chat).forEach((name) => ctx.chatImports.add(name));
  return route(
    op,
    `${twoScopes(ctx, op, parent, child, "create", parent.owned || child.owned)}
    const id = parseId(req.params.${paramName(op.path)});
    if (!(await ${parentData}.get(db, id, ${ctx.model.accounts?.rolePlan ? "parentScope" : "scope"}))) throw notFound(${tsString(kebab(parent.entity.name))}, ${tsString(labelOf(parent))});
    // The parent comes from the path, whatever the body says.
    const body: unknown = req.body;
    const fields = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
    ${
      chat
        ? chatChildCreateBody(
            ctx.model,
            chat,
            childData,
            child.names.createSchema,
            `bad_request:${kebab(child.entity.name)}`,
            link.prop,
            successStatus(op, 201),
          )
        : `const input = parseInput(${child.names.createSchema}, { ...fields, ${link.prop}: id }, ${tsString(`bad_request:${kebab(child.entity.name)}`)});
    res.status(${successStatus(op, 201)}).json(await ${childData}.create(db, input, scope));`
    }`,
  );
}

/** PUT/POST (link) or DELETE (unlink) /api/<owners>/:a/<relation>/:b: one row of the join table. */
function linkRoute(ctx: RouteContext, plan: Extract<OperationPlan, { kind: "link" | "unlink" }>): string {
  const { op, owner, relation } = plan;
  ctx.httpImports.add("parseId").add("notFound");
  const data = useData(ctx, owner);
  const fn = `${plan.kind}${upperFirst(relation.prop)}`;
  const status = successStatus(op, 204);
  const answer =
    status === 204
      ? "    res.status(204).end();"
      : `    res.status(${status}).json(await ${data}.get(db, id, scope));`;
  const targetLabel = relation.target.label.trim() || relation.target.name;
  return route(
    op,
    `${scopeLine(ctx, op, owner.owned, { entity: owner, action: "update" })}
    const id = parseId(req.params.${plan.ownerParam});
    const otherId = parseId(req.params.${plan.targetParam});
    const found = await ${data}.${fn}(db, id, otherId, scope);
    if (found === "owner") throw notFound(${tsString(kebab(owner.entity.name))}, ${tsString(labelOf(owner))});
    if (found === "target") throw notFound(${tsString(kebab(relation.target.name))}, ${tsString(targetLabel)});
${answer}`,
  );
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * POST …/:id/transitions (issue 17): performs one of the entity's workflow transitions. With roles, a transition that
 * names roles is theirs alone (403 `forbidden:role` for any other), reaching the rows they may see; one that names
 * none is anyone's who may change the row. A state it does not start from is a 409 (the data module).
 */
function transitionRoute(ctx: RouteContext, plan: Extract<OperationPlan, { kind: "transition" }>): string {
  const { op, entity: info } = plan;
  const data = useData(ctx, info);
  const name = tsString(info.entity.name);
  ctx.schemaImports.add(info.names.transitionRequestSchema);
  ctx.httpImports.add("parseInput").add("parseId").add("notFound");
  const parse = `    const id = parseId(req.params.${paramName(op.path)});
    const { transition } = parseInput(${info.names.transitionRequestSchema}, req.body, "bad_request:validation");`;
  let who: string;
  if (ctx.model.accounts?.rolePlan) {
    ctx.authImports.add("requireUser").add("authorize");
    ctx.httpImports.add("HttpError");
    ctx.accessImports.add("mayPerform").add("transitionAccess").add("transitionForbiddenMessage");
    who = `    const user = await requireUser(db, req);
${parse}
    if (!mayPerform(user.role, ${name}, transition))
      throw new HttpError(403, "forbidden:role", transitionForbiddenMessage(user.role, ${name}, transition));
    const scope = authorize(user, ${name}, transitionAccess(${name}, transition));`;
  } else {
    who = `${scopeLine(ctx, op, info.owned)}
${parse}`;
  }
  return route(
    op,
    `${who}
    const row = await ${data}.transition(db, id, transition, scope);
    if (!row) throw notFound(${tsString(kebab(info.entity.name))}, ${tsString(labelOf(info))});
    res.status(${successStatus(op, 200)}).json(row);`,
  );
}

/**
 * GET …/:id/tally (issue 17, actions with rules): the target must be one the user may see (404 otherwise); the
 * once-per-user entity's data module counts its rows.
 */
function tallyRoute(ctx: RouteContext, plan: Extract<OperationPlan, { kind: "tally" }>): string {
  const { op, target, row } = plan;
  ctx.httpImports.add("parseId").add("notFound");
  const scopes = twoScopes(ctx, op, target, row, "read", row.owned);
  return route(
    op,
    `${scopes}
    const id = parseId(req.params.${paramName(op.path)});
    if (!(await ${useData(ctx, target)}.get(db, id, ${ctx.model.accounts?.rolePlan ? "parentScope" : "scope"}))) throw notFound(${tsString(kebab(target.entity.name))}, ${tsString(labelOf(target))});
    res.json(await ${useData(ctx, row)}.tally(db, id, scope));`,
  );
}

/**
 * POST /api/<orders>/checkout (issue 17, a cart and its checkout): whoever may create an order checks the cart out;
 * the order's data module writes the order, its items and the stock in one transaction.
 */
function checkoutRoute(ctx: RouteContext, plan: Extract<OperationPlan, { kind: "checkout" }>): string {
  const { op, order, stock } = plan;
  ctx.schemaImports.add(stock.checkoutSchema);
  ctx.httpImports.add("parseInput");
  const scope = scopeLine(ctx, op, order.owned, { entity: order, action: "create" });
  return route(
    op,
    `${scope}
    const input = parseInput(${stock.checkoutSchema}, req.body, ${tsString(`bad_request:${kebab(order.entity.name)}`)});
    res.status(${successStatus(op, 201)}).json(await ${useData(ctx, order)}.checkout(db, input, scope));`,
  );
}

/** GET …/:id/transitions: the row's history, oldest first, for whoever may see the row. */
function historyRoute(
  ctx: RouteContext,
  plan: Extract<OperationPlan, { kind: "transition-history" }>,
): string {
  const { op, entity: info } = plan;
  const data = useData(ctx, info);
  ctx.httpImports.add("parseId").add("notFound");
  return route(
    op,
    `${scopeLine(ctx, op, info.owned, { entity: info, action: "read" })}
    const history = await ${data}.transitions(db, parseId(req.params.${paramName(op.path)}), scope);
    if (!history) throw notFound(${tsString(kebab(info.entity.name))}, ${tsString(labelOf(info))});
    res.json(history);`,
  );
}

/** GET /api/reports/<name> (issue 17): the report over the rows the caller may read of its entity. */
function reportRoute(ctx: RouteContext, plan: Extract<OperationPlan, { kind: "report" }>): string {
  const { op, info } = plan;
  const data = reportModule(ctx.model);
  ctx.dataImports.set(data.namespace, data.file);
  if (info.grouping.kind === "period") ctx.schemaImports.add("reportQuerySchema");
  if (info.grouping.kind === "period") ctx.httpImports.add("parseInput");
  const scope = scopeLine(ctx, op, info.entity.owned, { entity: info.entity, action: "read" });
  return route(op, `${scope}\n${reportRouteBody(ctx.model, info)}`);
}

/** A route the models cannot derive: it answers 501 through http.ts's notImplemented (the analyser's marker). */
function placeholderRoute(ctx: RouteContext, op: Operation, reason: string): string {
  ctx.httpImports.add("notImplemented");
  return `${opComment(op)}
  // NOT IMPLEMENTED YET: its behaviour cannot be derived from the models (${commentText(reason)}). It answers
  // 501 until it is written by hand; the README lists it under "Not implemented yet".
  app.${op.method}(${tsString(expressPath(op.path))}, () => {
    notImplemented(${tsString(op.id)}, ${tsString(op.summary.trim() || op.id)});
  });`;
}

function opComment(op: Operation): string {
  const serves = op.serves.length > 0 ? ` (serves ${op.serves.join(", ")})` : "";
  return `  // ${op.id}: ${commentText(op.summary)}${serves}`;
}

function authRoute(ctx: RouteContext, endpoint: AuthEndpoint): string {
  const { op, status } = endpoint;
  const path = tsString(expressPath(op.path));
  const added = endpoint.added
    ? "\n  // Added: the API model has no operation for this, and an app with accounts always offers it."
    : "";
  const answer = (value: string) =>
    status === 204 ? "    res.status(204).end();" : `    res.status(${status}).json(${value});`;
  switch (endpoint.role) {
    case "register":
      ctx.schemaImports.add("registerSchema");
      ctx.authImports.add("createAccount").add("startSession");
      ctx.httpImports.add("parseInput");
      return `${opComment(op)}${added}
  app.${op.method}(${path}, async (req, res) => {
    const user = await createAccount(db, parseInput(registerSchema, req.body, "bad_request:register"));
    await startSession(db, res, user.id);
${answer("user")}
  });`;
    case "login":
      ctx.schemaImports.add("credentialsSchema");
      ctx.authImports.add("checkCredentials").add("startSession");
      ctx.httpImports.add("parseInput").add("HttpError");
      return `${opComment(op)}${added}
  app.${op.method}(${path}, async (req, res) => {
    const { username, password } = parseInput(credentialsSchema, req.body, "bad_request:login");
    const user = await checkCredentials(db, username, password);
    if (!user) throw new HttpError(401, "unauthorized:credentials", "Wrong username or password");
    await startSession(db, res, user.id);
${answer("user")}
  });`;
    case "logout":
      ctx.authImports.add("endSession");
      return `${opComment(op)}${added}
  app.${op.method}(${path}, async (req, res) => {
    await endSession(db, req, res);
${answer("{ ok: true }")}
  });`;
    case "me":
      ctx.authImports.add("requireUser");
      return `${opComment(op)}${added}
  app.${op.method}(${path}, async (req, res) => {
    const user = await requireUser(db, req);
${answer("user")}
  });`;
  }
}

function planRoute(ctx: RouteContext, plan: OperationPlan): string {
  switch (plan.kind) {
    case "list":
    case "get":
    case "create":
    case "update":
    case "delete":
      return entityRoute(ctx, plan);
    case "children":
      return childrenRoute(ctx, plan);
    case "create-child":
      return createChildRoute(ctx, plan);
    case "link":
    case "unlink":
      return linkRoute(ctx, plan);
    case "auth":
      return authRoute(ctx, plan.endpoint);
    case "transition":
      return transitionRoute(ctx, plan);
    case "transition-history":
      return historyRoute(ctx, plan);
    case "report":
      return reportRoute(ctx, plan);
    case "tally":
      return tallyRoute(ctx, plan);
    case "checkout":
      return checkoutRoute(ctx, plan);
    case "placeholder":
      return placeholderRoute(ctx, plan.op, plan.reason);
  }
}

function routeModule(model: ServerModel, module: RouteModule): string {
  const ctx: RouteContext = {
    model,
    schemaImports: new Set(),
    dataImports: new Map(),
    authImports: new Set(),
    httpImports: new Set(),
    accessImports: new Set(),
    chatImports: new Set(),
  };
  const routes = module.plans.map((plan) => planRoute(ctx, plan));
  const sorted = (values: Iterable<string>) => [...values].sort((a, b) => a.localeCompare(b));
  const imports = [
    `import type express from "express";`,
    ctx.accessImports.size > 0
      ? `import { ${sorted(ctx.accessImports).join(", ")} } from "../../shared/access";`
      : null,
    ctx.schemaImports.size > 0
      ? `import { ${sorted(ctx.schemaImports).join(", ")} } from "../../shared/schema";`
      : null,
    ctx.authImports.size > 0 ? `import { ${sorted(ctx.authImports).join(", ")} } from "../auth";` : null,
    ctx.chatImports.size > 0 ? `import { ${sorted(ctx.chatImports).join(", ")} } from "../chat";` : null,
    ...sorted(ctx.dataImports.keys()).map(
      (ns) => `import * as ${ns} from "../data/${ctx.dataImports.get(ns)}";`,
    ),
    `import type { Database } from "../db/client";`,
    ctx.httpImports.size > 0 ? `import { ${sorted(ctx.httpImports).join(", ")} } from "../http";` : null,
  ].filter((line): line is string => line !== null);
  const paths = [
    ...new Set(module.plans.map((p) => `${p.op.method.toUpperCase()} ${expressPath(p.op.path)}`)),
  ];
  const usesDb = routes.some((r) => /\bdb\b/.test(r.replace(/^\s*\/\/.*$/gm, "")));
  return `${imports.join("\n")}

/**
 * ${commentText(module.description)}
 * ${commentText(paths.join(", "))}
 * Static paths are registered before parameter paths of the same shape, so Express reaches them.
 */
export function ${registerName(module.name)}(app: express.Express, db: Database): void {
${usesDb ? "" : "  void db;\n"}${routes.join("\n\n")}
}
`;
}

/** One route module per API resource, plus the added account routes when they need a module of their own (pass 2). */
export function routeFiles(model: ServerModel): GeneratedFile[] {
  return model.modules.map((module) => {
    const ops = module.plans.map((p) => p.op);
    return generatedFile(`src/server/routes/${module.name}.ts`, routeModule(model, module), "typescript", 2, {
      documents: ["api_specification"],
      requirementIds: ops.flatMap((o) => o.serves),
      elements: [
        ...ops.filter((o) => !model.auth?.added.includes(o)).map((o) => `operation:${o.id}`),
        ...(module.entity ? [`entity:${module.entity.entity.name}`] : []),
        ...(ops.some((o) => o.kind === "auth") ? ["accounts"] : []),
        "stack:Express",
      ],
    });
  });
}
