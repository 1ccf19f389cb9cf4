import type { Operation } from "../../../../domain/artifacts/04-api-model";
import { rolePlan } from "../server/roles";
import { accountsPageOf } from "./accounts-page";
import { profileApiMethods, profilePageOf } from "./profile-page";
import { cartNavLink, cartNavParts, cartPlan } from "./cart";
import { commentText, htmlText, lowerFirst, safeIdentifier, tsString } from "../names";
import type { ClientModel } from "./model";
import { schemaType } from "./schema-types";
import { displayField, pageNames, routeParam, typeNames, userType, type UiPage } from "./model";
import { hasPublicPages, isPublicPage, publicPath } from "./public";
import { reportApiMethod } from "./reports";
import { tallyApiMethod } from "./rule-tally";
import { workflowApiMethod } from "./workflow";

/** index.html, main.tsx, api.ts, labels.ts, auth.tsx and app.tsx: the frame every page sits in. */

export function indexHtml(model: ClientModel): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${htmlText(model.appName)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/client/main.tsx"></script>
  </body>
</html>
`;
}

export function mainTsx(): string {
  return `import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./styles.css";

// Server state lives in TanStack Query; a failed request is retried once, then the page shows it with Retry.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 10_000, refetchOnWindowFocus: false } },
});

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}
`;
}

/** Names an api.ts method uses or calls, so no path parameter argument takes them. */
const TAKEN_ARGS = new Set(["params", "input", "request", "withQuery", "api", "schema"]);

/**
 * The arguments naming a path's parameters, in order: `id` for a path with one (`/api/books/{id}`), the
 * parameters' own names for more (`recipeId`, `tagId` for `/api/recipes/{recipeId}/tags/{tagId}`).
 */
export function pathArgs(path: string): string[] {
  const params = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? "");
  if (params.length <= 1) return params.map(() => "id");
  const args: string[] = [];
  for (const [i, param] of params.entries()) {
    let arg = safeIdentifier(param, `id${i + 1}`);
    // Taken names and repeats (`/{id}/…/{id}`) get a number.
    if (TAKEN_ARGS.has(arg) || args.includes(arg)) arg = `${arg}${i + 1}`;
    args.push(arg);
  }
  return args;
}

/** `"/api/books/" + String(id)` for `/api/books/{id}`, each parameter by its argument (pathArgs). */
export function apiPathExpr(path: string): string {
  const args = pathArgs(path);
  const parts = path.split(/\{[^}]*\}/);
  if (parts.length === 1) return tsString(path);
  return parts
    .map((part, i) => (i === 0 ? tsString(part) : `String(${args[i - 1] ?? "id"}) + ${tsString(part)}`))
    .join(" + ")
    .replace(/ \+ ""$/, "");
}

/** The schema.ts type of an entity operation's body or response by its kind (a model may name its schemas loosely). */
function kindType(model: ClientModel, op: Operation, part: "request" | "response"): string | undefined {
  const entityName = model.input.api.resources.find((r) => r.operations.includes(op))?.entity;
  const entity = model.entity(entityName);
  if (!entity || op.kind === "relation" || op.kind === "auth") return undefined;
  const t = typeNames(entity);
  const own = (name: string | null) =>
    name !== null &&
    schemaType(model, name) !== "unknown" &&
    schemaType(model, name).startsWith(`schema.${t.type}`);
  if (part === "request" && op.kind === "update" && own(op.requestSchema)) return `schema.${t.updateType}`;
  if (part === "request" && op.kind === "create" && own(op.requestSchema)) return `schema.${t.createType}`;
  if (part === "response" && op.kind === "list" && (op.responseSchema === null || own(op.responseSchema)))
    return `schema.${t.pageType}`;
  return undefined;
}

function apiMethod(model: ClientModel, op: Operation): string {
  const method = tsString(op.method.toUpperCase());
  const response = kindType(model, op, "response") ?? schemaType(model, op.responseSchema);
  const path = apiPathExpr(op.path);
  const args = pathArgs(op.path).map((arg) => `${arg}: number`);
  if (op.kind === "list" || op.kind === "relation" || (op.method === "get" && op.query.length > 0))
    args.push("params: QueryParams = {}");
  const body = op.requestSchema !== null && op.method !== "get";
  if (body) args.push(`input: ${kindType(model, op, "request") ?? schemaType(model, op.requestSchema)}`);
  const url = args.some((a) => a.startsWith("params")) ? `withQuery(${path}, params)` : path;
  const call = body
    ? `request<${response}>(${method}, ${url}, input)`
    : `request<${response}>(${method}, ${url})`;
  return `  ${op.id}: (${args.join(", ")}) => ${call},`;
}

export function apiTs(model: ClientModel): string {
  const methods = model
    .operations()
    .map(
      (op) =>
        reportApiMethod(model, op) ??
        workflowApiMethod(model, op) ??
        tallyApiMethod(model, op) ??
        apiMethod(model, op),
    )
    .join("\n");
  return `import type * as schema from "../shared/schema";

/** A non-ok response: the HTTP status, the server's error code, a readable message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: schema.FieldErrors = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A path with its query string; empty values are left out. */
export function withQuery(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text === "" ? path : \`\${path}?\${text}\`;
}

function toApiError(response: Response, data: unknown): ApiError {
  const body: Record<string, unknown> = typeof data === "object" && data !== null ? { ...data } : {};
  const message = typeof body.message === "string" ? body.message : \`Request failed (\${response.status})\`;
  const code = typeof body.code === "string" ? body.code : \`http:\${response.status}\`;
  const fields: schema.FieldErrors = {};
  if (typeof body.fieldErrors === "object" && body.fieldErrors !== null) {
    for (const [key, value] of Object.entries(body.fieldErrors)) {
      if (typeof value === "string") fields[key] = value;
    }
  }
  return new ApiError(response.status, code, message, fields);
}

/** Every call goes through here: same-origin cookies, JSON both ways, errors as ApiError. */
async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response, data);
  // The server answers with the shapes of src/shared/schema.ts (its responses are built from the same types).
  return data as T;
}

/** One function per operation of the API model, named by its operationId. */
export const api = {
${methods}${adminMethods(model)}${profileApiMethods(model)}
};
`;
}

/** The accounts admin API of an app with roles (server/roles.ts): not in the API model, added with the roles. */
function adminMethods(model: ClientModel): string {
  const plan = rolePlan(model.input.data);
  if (!plan) return "";
  return `
  // Added with the roles: the accounts admin API (roles that manage accounts).
  adminListAccounts: () => request<schema.ManagedAccount[]>("GET", ${tsString(plan.listPath)}),
  adminChangeAccountRole: (id: number, input: { role: string }) =>
    request<schema.ManagedAccount>("PATCH", ${tsString(plan.listPath)} + "/" + String(id), input),`;
}

/** Per entity: the text a row is known by, and a hook loading the rows a picker offers. */
export function labelsTs(model: ClientModel): string {
  const parts: string[] = [];
  for (const entity of model.input.data.entities) {
    const c = lowerFirst(entity.name);
    const field = displayField(entity);
    const fallback = `${tsString(`${entity.label || entity.name} #`)} + String(row.id)`;
    const expr = field
      ? field.type === "datetime"
        ? `row.${field.name} ? formatValue(row.${field.name}, "datetime") : ${fallback}`
        : `row.${field.name} ? String(row.${field.name}) : ${fallback}`
      : fallback;
    parts.push(`export function ${c}Label(row: schema.${typeNames(entity).type}): string {
  return ${expr};
}`);
    const list = model.operation(entity.name, "list");
    if (list) {
      const resource = model.input.api.resources.find((r) => r.entity === entity.name)?.name ?? c;
      parts.push(`/** The first ${OPTION_PAGE_SIZE} ${commentSafe(entity.plural)} for pickers, filters and relation columns. */
export function use${entity.name}Options(): Option[] {
  const query = useQuery({
    queryKey: ["options", ${tsString(resource)}],
    queryFn: () => api.${list.id}({ page: 1, pageSize: ${OPTION_PAGE_SIZE} }),
  });
  return query.data?.items.map((row) => ({ id: row.id, label: ${c}Label(row) })) ?? [];
}`);
    }
  }
  const usesFormat = parts.some((p) => p.includes("formatValue("));
  const usesQuery = parts.some((p) => p.includes("useQuery("));
  const imports = [
    usesQuery ? `import { useQuery } from "@tanstack/react-query";` : "",
    `import type * as schema from "../shared/schema";`,
    usesQuery ? `import { api } from "./api";` : "",
    usesFormat ? `import { formatValue } from "./components/format";` : "",
    usesQuery ? `import type { Option } from "./components/option";` : "",
  ].filter(Boolean);
  return `${imports.join("\n")}\n\n${parts.join("\n\n")}\n`;
}

export const OPTION_PAGE_SIZE = 100;

function commentSafe(text: string): string {
  return text.replace(/\*\//g, "* /");
}

export function authTsx(model: ClientModel): string {
  const me = model.authOperation("me");
  const logout = model.authOperation("logout");
  const signIn = model.routeOf(model.pageByKind("sign-in")?.id) ?? "/sign-in";
  return `import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
${rolePlan(model.input.data) ? 'import { can, roleLabel, scopeOf, type AccessAction, type AccessScope } from "../shared/access";\n' : ""}import type * as schema from "../shared/schema";
import { api, ApiError } from "./api";
import { LoadingNotice } from "./components/load-state";

export const SIGN_IN_PATH = ${tsString(signIn)};

/** The signed-in user, or null when the session cookie is missing or expired (401). */
export function useMe() {
  return useQuery({
    queryKey: ["me"],
    queryFn: async (): Promise<schema.${userType(model)} | null> => {
      try {
        return ${me ? `await api.${me.id}()` : "null"};
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** Pages that need an account: while the session loads show a notice, without one go to the sign-in page. */
export function RequireAuth(props: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingNotice />;
  if (!me.data) return <Redirect to={SIGN_IN_PATH} />;
  return <>{props.children}</>;
}

${rolePlan(model.input.data) ? ROLE_HOOKS : ""}export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async () => {
    ${logout ? `await api.${logout.id}().catch(() => undefined);` : ""}
    // Forget the account's data but keep the "me" query itself: components that watch it (the menu) see the change.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "me" });
    queryClient.setQueryData(["me"], null);
    navigate(SIGN_IN_PATH);
  };
}
`;
}

const ROLE_HOOKS = `/** Whether the signed-in user's role may do an action with an entity's rows (src/shared/access.ts). */
export function useCan(entity: string, action: AccessAction): boolean {
  const me = useMe();
  return can(me.data?.role, entity, action);
}

/** How far the signed-in user's role reaches for an action: "none", "own" (rows it created) or "all". */
export function useScope(entity: string, action: AccessAction): AccessScope {
  const me = useMe();
  return scopeOf(me.data?.role, entity, action);
}

/** Pages of an entity the role may not use show why instead (the server would answer 403 anyway). */
export function RequireAccess(props: { entity: string; action: AccessAction; label: string; children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingNotice />;
  if (!can(me.data?.role, props.entity, props.action)) {
    return (
      <section className="page">
        <p className="notice error" role="alert">
          Your role ({roleLabel(me.data?.role ?? "")}) may not {props.label}.
        </p>
      </section>
    );
  }
  return <>{props.children}</>;
}

`;

/** Static routes first, so /books/new wins over /books/:id in the Switch. */
function orderedRoutes(model: ClientModel) {
  const routes = model.ui.routes.filter((r) => model.ui.pages.some((p) => p.id === r.pageId));
  return [...routes.filter((r) => !r.path.includes(":")), ...routes.filter((r) => r.path.includes(":"))];
}

function pageElement(page: UiPage, path: string): string {
  const { page: component } = pageNames(page);
  if (page.kind === "detail" || page.kind === "edit") {
    const param = routeParam(path);
    return param
      ? `{(params) => <${component} id={Number(params[${tsString(param)}])} />}`
      : `<${component} id={Number.NaN} />`;
  }
  return `<${component} />`;
}

const PAGE_OPERATION: Partial<Record<UiPage["kind"], Operation["kind"]>> = {
  list: "list",
  detail: "get",
  create: "create",
  edit: "update",
};

/**
 * Whether a route sends signed-out visitors to sign in: when the UI model says so, or when the API serves the
 * page's data only to a signed-in user (its operation has auth). Never the sign-in and sign-up pages.
 */
function guarded(model: ClientModel, page: UiPage, requiresAuth: boolean): boolean {
  if (!model.accounts || page.kind === "sign-in" || page.kind === "sign-up") return false;
  if (requiresAuth) return true;
  // Public list and detail pages (public.ts): visitors read them without signing in.
  if (isPublicPage(model, page, requiresAuth)) return false;
  const kind = PAGE_OPERATION[page.kind];
  // With roles every entity route needs a signed-in role (the server answers 401 otherwise).
  if (kind !== undefined && rolePlan(model.input.data)) return true;
  const entity =
    page.kind === "create" || page.kind === "edit"
      ? (model.form(page.formId)?.entity ?? page.entity)
      : page.entity;
  return kind !== undefined && !!entity && model.operation(entity, kind)?.auth === true;
}

/** The comment app.tsx carries about the account pages the UI model lacks (ClientModel.addedPages). */
function addedPagesComment(model: ClientModel): string {
  const added = model.ui.pages.filter((p) => model.addedPages.has(p.id));
  if (added.length === 0) return "";
  const list = added
    .map((p) => `the ${p.kind} page "${p.id}" at ${model.routeOf(p.id) ?? "no route"}`)
    .join(", ");
  const text = `Added pages: the data model has accounts but the UI model lacks a page to sign in or sign up on, so this app adds ${list} (src/client/pages/). Signed-out visitors find them in the top bar, and a page whose data needs an account sends them to sign in.`;
  return `\n${wrapComment(commentText(text))}\n`;
}

/** `// ` lines of at most about 110 characters. */
function wrapComment(text: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + word.length + 1 > 107) {
      lines.push(`// ${line}`);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(`// ${line}`);
  return lines.join("\n");
}

export function appTsx(model: ClientModel): string {
  const routes = orderedRoutes(model);
  // With public pages (public.ts) visitors get a navigation bar too: the public pages, then Sign in.
  const open = hasPublicPages(model);
  const usedPages = [...new Set(routes.map((r) => r.pageId))]
    .map((id) => model.ui.pages.find((p) => p.id === id))
    .filter((p): p is UiPage => p !== undefined)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const imports = usedPages.map((p) => `import { ${pageNames(p).page} } from "./pages/${p.id}";`);
  const features = (model.input.features ?? []).filter((f) => f.page !== false);
  for (const f of features) imports.push(`import ${f.component} from "./features/${f.slug}/${f.component}";`);
  const roles = rolePlan(model.input.data);
  const admin = accountsPageOf(model);
  if (admin) imports.push(`import { ${admin.component} } from "./pages/${admin.id}";`);
  const profile = profilePageOf(model);
  if (profile) imports.push(`import { ${profile.component} } from "./pages/${profile.id}";`);
  const routeLines = routes.map((route) => {
    const page = model.ui.pages.find((p) => p.id === route.pageId);
    if (!page) return "";
    let element = pageElement(page, route.path);
    const access =
      roles && !isPublicPage(model, page, route.requiresAuth) ? pageAccess(model, page) : undefined;
    if (access) {
      const inner = `<RequireAccess entity={${tsString(access.entity)}} action="${access.action}" label={${tsString(access.label)}}>`;
      element = element.startsWith("{(params)")
        ? element.replace(/=> (<.*\/>)\}$/, `=> ${inner}$1</RequireAccess>}`)
        : `${inner}${element}</RequireAccess>`;
    }
    if (guarded(model, page, route.requiresAuth)) {
      element = element.startsWith("{(params)")
        ? element.replace(/=> (<.*>)\}$/, "=> <RequireAuth>$1</RequireAuth>}")
        : `<RequireAuth>${element}</RequireAuth>`;
    }
    return `          <Route path=${jsxAttr(route.path)}>${element}</Route>`;
  });
  const nav = model.ui.navigation
    .map((item) => {
      const cartLink = cartNavLink(model, item);
      const link = cartLink ?? `<NavLink href=${jsxAttr(item.path)} label={${tsString(item.label)}} />`;
      // Public pages are in everyone's menu; in an app with them, the others only in a signed-in user's.
      if (open && publicPath(model, item.path)) return `            ${link}`;
      // A cart visitors may fill (the products are public) is in everyone's menu too.
      if (open && cartLink && cartPlan(model)?.open) return `            ${link}`;
      // With roles, an entity's list is in the menu only for roles that may see its rows.
      const entity = roles ? navEntity(model, item.path) : undefined;
      if (entity) return `            {can(role, ${tsString(entity)}, "read") && ${link}}`;
      return open ? `            {signedIn && ${link}}` : `            ${link}`;
    })
    .concat(
      features.map((f) => {
        const link = `<NavLink href=${jsxAttr(`/features/${f.slug}`)} label={${tsString(f.label)}} />`;
        return open ? `            {signedIn && ${link}}` : `            ${link}`;
      }),
    )
    .concat(
      admin
        ? [`            {managesAccounts(role) && <NavLink href=${jsxAttr(admin.path)} label="Accounts" />}`]
        : [],
    )
    .join("\n");
  const featureRoutes = features
    .map(
      (f) => `          <Route path=${jsxAttr(`/features/${f.slug}`)}>
            <${f.component} />
          </Route>
`,
    )
    .join("");
  const signIn = model.routeOf(model.pageByKind("sign-in")?.id);
  const signUp = model.routeOf(model.pageByKind("sign-up")?.id);
  const accountArea = model.accounts
    ? `
        <UserMenu />`
    : "";
  const navBlock = open
    ? `<nav className="nav" aria-label="Main">
${nav}
        </nav>`
    : model.accounts
      ? `{showNav && (
          <nav className="nav" aria-label="Main">
${nav.replace(/^ {12}/gm, "            ")}
          </nav>
        )}`
      : `<nav className="nav" aria-label="Main">
${nav}
        </nav>`;
  // Who is signed in, as far as the menu needs it (with public pages: only where a link is for signed-in users).
  const usesSignedIn = open && nav.includes("signedIn &&");
  const appUser = !model.accounts
    ? ""
    : open && !roles && !usesSignedIn
      ? ""
      : `  const me = useMe();\n${open ? (usesSignedIn ? "  const signedIn = Boolean(me.data);\n" : "") : "  const showNav = Boolean(me.data);\n"}${roles ? "  const role = me.data?.role;\n" : ""}`;
  const userMenu = model.accounts
    ? `
function UserMenu() {
  const me = useMe();
  const signOut = useSignOut();
  if (me.isPending) return null;
  if (!me.data) {
    return (
      <div className="user">
${signIn ? `        <Link href=${jsxAttr(signIn)} className="button secondary">\n          Sign in\n        </Link>` : ""}
${signUp ? `        <Link href=${jsxAttr(signUp)} className="button">\n          Create an account\n        </Link>` : ""}
      </div>
    );
  }
  return (
    <div className="user">
${
  profile
    ? `      <Link href=${jsxAttr(profile.path)} className="user-name" title=${jsxAttr(`Your ${profile.label.toLowerCase()}`)}>
        {me.data.name || me.data.username}
      </Link>`
    : '      <span className="user-name">{me.data.name || me.data.username}</span>'
}
      <button type="button" className="button secondary" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}
`
    : "";
  const cart = cartNavParts(model);
  return `import { Link, Route, Switch, useLocation } from "wouter";
${roles ? `import { can, managesAccounts } from "../shared/access";\n` : ""}${model.accounts ? `import { ${roles ? "RequireAccess, " : ""}RequireAuth, useMe, useSignOut } from "./auth";\n` : ""}${cart.imports}import { NotFound } from "./components/load-state";
${imports.join("\n")}
${addedPagesComment(model)}
/** A navigation link, marked as the current page for its own path and the pages under it. */
function NavLink(props: { href: string; label: string }) {
  const [location] = useLocation();
  const active = location === props.href || (props.href !== "/" && location.startsWith(\`\${props.href}/\`));
  return (
    <Link href={props.href} className={active ? "nav-link active" : "nav-link"} aria-current={active ? "page" : undefined}>
      {props.label}
    </Link>
  );
}
${cart.component}${userMenu}
export function App() {
${appUser}  return (
    <div className="shell">
      <header className="topbar">
        <Link href="/" className="brand">
          ${jsxTextSafe(model.appName)}
        </Link>
        ${navBlock}${accountArea}
      </header>
      <main className="content">
        <Switch>
${routeLines.filter(Boolean).join("\n")}
${featureRoutes}${
    admin
      ? `          <Route path=${jsxAttr(admin.path)}>
            <RequireAuth>
              <${admin.component} />
            </RequireAuth>
          </Route>
`
      : ""
  }${
    profile
      ? `          <Route path=${jsxAttr(profile.path)}>
            <RequireAuth>
              <${profile.component} />
            </RequireAuth>
          </Route>
`
      : ""
  }          <Route>
            <NotFound />
          </Route>
        </Switch>
      </main>
    </div>
  );
}
`;
}

/** The entity whose list a navigation path opens, if any. */
function navEntity(model: ClientModel, path: string): string | undefined {
  const route = model.ui.routes.find((r) => r.path === path);
  const page = model.ui.pages.find((p) => p.id === route?.pageId);
  return page?.kind === "list" && page.entity && model.entity(page.entity) ? page.entity : undefined;
}

/** What a page does with its entity's rows, for RequireAccess (roles only). */
function pageAccess(
  model: ClientModel,
  page: UiPage,
): { entity: string; action: "read" | "create" | "update"; label: string } | undefined {
  const entityName =
    page.kind === "create" || page.kind === "edit"
      ? (model.form(page.formId)?.entity ?? page.entity)
      : page.entity;
  const entity = model.entity(entityName);
  if (!entity) return undefined;
  const plural = entity.plural.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  if (page.kind === "list" || page.kind === "detail")
    return { entity: entity.name, action: "read", label: `see ${plural}` };
  if (page.kind === "create") return { entity: entity.name, action: "create", label: `create ${plural}` };
  if (page.kind === "edit") return { entity: entity.name, action: "update", label: `change ${plural}` };
  return undefined;
}

/** A JSX attribute holding a string literal: path={"/books/:id"} keeps any text inert. */
export function jsxAttr(text: string): string {
  // A plain quoted attribute when the text is simple keeps routes greppable as path="/books/:id".
  return /^[A-Za-z0-9/:_.\-~]*$/.test(text) ? `"${text}"` : `{${tsString(text)}}`;
}

function jsxTextSafe(text: string): string {
  return `{${tsString(text)}}`;
}
