import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import {
  bold,
  bulletList,
  code,
  codeBlock,
  documentHeader,
  heading,
  inline,
  joinBlocks,
  joinInline,
  listOr,
  md,
  paragraph,
  table,
  tableOr,
  type DocumentMeta,
  type Inline,
  type Markdown,
} from "../../markdown";
import { servesText, traceabilityTable } from "../../traceability";
import { navigationDiagram, pageForPath } from "./navigation-diagram";
import { themeSection } from "./render-theme";
import { toolBlock } from "./render-tools";
import { publicPagesSentence } from "./render-public";

type Page = UiModel["pages"][number];
type Form = UiModel["forms"][number];

const KIND: Readonly<Record<Page["kind"], string>> = {
  home: "Home",
  list: "List",
  detail: "Detail",
  create: "Create",
  edit: "Edit",
  "sign-in": "Sign in",
  "sign-up": "Sign up",
  tool: "Tool",
  reports: "Reports",
  cart: "Cart",
};

/** The React component a page id becomes: `books-list` → `BooksListPage`. */
export function pageComponentName(pageId: string): string {
  return `${pageId
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Page`;
}

function codes(values: readonly string[]): Inline {
  return values.length > 0 ? joinInline(values.map(code)) : "—";
}

/** True when a route pattern (`/books/:id`) also matches another route's path. */
function shadows(pattern: string, path: string): boolean {
  const a = pattern.split("/");
  const b = path.split("/");
  return (
    a.length === b.length &&
    a.every((segment, i) => segment === b[i] || (segment.startsWith(":") && b[i] !== ""))
  );
}

/** Routes that an earlier route's pattern already matches: the router must try them first. */
function shadowedRoutes(model: UiModel): Markdown[] {
  return model.routes.flatMap((route, index) => {
    const earlier = model.routes
      .slice(0, index)
      .find((r) => r.path !== route.path && shadows(r.path, route.path));
    if (!earlier) return [];
    return [
      md(
        `${code(route.path).markdown} is also matched by the earlier ${code(earlier.path).markdown}: the router must try it first.`,
      ),
    ];
  });
}

function routesSection(model: UiModel): string {
  const rows = model.routes.map((route) => {
    const page = model.pages.find((p) => p.id === route.pageId);
    return [
      code(route.path),
      md(`${code(route.pageId).markdown} ${page ? inline(page.title) : "(no such page)"}`),
      page ? KIND[page.kind] : "—",
      route.requiresAuth ? "yes" : "no",
    ];
  });
  const nav = model.navigation.map((item) => {
    const page = pageForPath(model, item.path);
    return [item.label, code(item.path), page ? code(page.id) : "no page"];
  });
  return joinBlocks([
    heading(2, "2 Routes"),
    tableOr(["Path", "Page", "Kind", "Sign-in required"], rows, "The app has no routes."),
    shadowedRoutes(model).length > 0 ? bulletList(shadowedRoutes(model)) : null,
    heading(2, "3 Navigation"),
    paragraph("The navigation bar's links, and how the pages of one entity lead to each other."),
    codeBlock("mermaid", navigationDiagram(model)),
    tableOr(["Label", "Path", "Page"], nav, "The app has no navigation bar."),
  ]);
}

function pageBlock(model: UiModel, page: Page, index: number): string {
  const routes = model.routes.filter((r) => r.pageId === page.id);
  const facts = [
    `${bold("Kind:").markdown} ${KIND[page.kind]}`,
    `${bold("Entity:").markdown} ${page.entity ?? "none"}`,
    `${bold("Route:").markdown} ${routes.length > 0 ? joinInline(routes.map((r) => code(r.path))).markdown : "not routed"}`,
    `${bold("Requirements:").markdown} ${servesText(page.serves)}`,
  ];
  const list =
    page.kind === "list"
      ? paragraph(
          md(
            `${bold("Columns:").markdown} ${inline(codes(page.columns))} · ${bold("Search:").markdown} ${page.searchable ? "yes" : "no"}`,
          ),
        )
      : null;
  const form =
    page.formId === null
      ? null
      : paragraph(md(`${bold("Form:").markdown} ${code(page.formId).markdown} (section 5)`));
  const tree = bulletList([
    {
      text: code(pageComponentName(page.id)),
      children:
        page.components.length > 0 ? page.components.map((c) => code(c)) : [md("_no child components_")],
    },
  ]);
  return joinBlocks([
    heading(3, md(`4.${index + 1} ${inline(page.title || page.id)} ${code(page.id).markdown}`)),
    paragraph(md(facts.join(" · "))),
    list,
    form,
    toolBlock(page),
    cartBlock(page),
    paragraph(bold("Component tree:")),
    tree,
  ]);
}

/** What the cart page does (cart-ui.ts): where the cart lives and what checking out sends. */
function cartBlock(page: Page): string | null {
  if (page.kind !== "cart") return null;
  return paragraph(
    md(
      `${bold("Cart:").markdown} the lines (a product and how many) are kept in the browser's local storage until checkout, so a visitor can fill a cart before signing in; a product's page adds to it, never more than its stock. ` +
        `Checking out sends the checkout form's fields and the lines in one request; the server creates the ${page.entity ?? "order"} with its items and takes the stock in one transaction, and a refusal (a line asking for more than is left) is shown next to its line while the cart is kept.`,
    ),
  );
} // prettier-ignore

function formBlock(model: UiModel, form: Form, index: number): string {
  const users = model.pages.filter((p) => p.formId === form.id).map((p) => code(p.id));
  const rows = form.fields.map((f) => [
    code(f.name),
    f.label,
    f.input,
    f.required ? "yes" : "no",
    f.relationTo ?? (f.options && f.options.length > 0 ? f.options.join(", ") : "—"),
    f.validation.length > 0 ? f.validation.join("; ") : "—",
  ]);
  return joinBlocks([
    heading(3, md(`5.${index + 1} ${code(form.id).markdown} (${form.entity})`)),
    paragraph(
      md(`${bold("Used by:").markdown} ${users.length > 0 ? joinInline(users).markdown : "no page"}`),
    ),
    tableOr(
      ["Field", "Label", "Input", "Required", "Options or relation", "Validation"],
      rows,
      "The form has no fields.",
    ),
  ]);
}

function signInSentence(model: UiModel): string {
  if (!model.routes.some((r) => r.requiresAuth)) return "Every route is public.";
  const signIn = model.pages.find((p) => p.kind === "sign-in");
  const path = signIn ? model.routes.find((r) => r.pageId === signIn.id)?.path : undefined;
  const visitors = publicPagesSentence(model);
  return `Routes that require sign-in send a signed-out visitor to ${path === undefined ? "the sign-in page" : code(path).markdown}.${visitors === null ? "" : ` ${visitors}`}`;
}

/**
 * Renders the frontend architecture document from the UI model: routes, navigation (with a Mermaid
 * flowchart), every page with its component tree and requirement ids, forms with their inputs and
 * validation rules, and where state lives.
 */
export function renderFrontendArchitecture(model: UiModel, meta: DocumentMeta): string {
  const inventory = model.pages.map((p) => [
    code(p.id),
    p.title || "—",
    KIND[p.kind],
    p.entity ?? "—",
    p.formId === null ? "—" : code(p.formId),
    servesText(p.serves),
  ]);
  return joinBlocks([
    documentHeader("Frontend Architecture", meta.productName ?? model.appName, meta),
    heading(2, "1 Overview"),
    paragraph(
      md(
        `${inline(model.appName)} is a single-page React application with ${model.routes.length} routes, ` +
          `${model.pages.length} pages and ${model.forms.length} forms. ${signInSentence(model)} Form input is ` +
          "checked in the browser with the same rules the server applies.",
      ),
    ),
    routesSection(model),
    heading(2, "4 Pages"),
    table(["Page", "Title", "Kind", "Entity", "Form", "Requirements"], inventory),
    ...model.pages.map((page, index) => pageBlock(model, page, index)),
    heading(2, "5 Forms and validation"),
    model.forms.length === 0 ? paragraph("The app has no forms.") : null,
    ...model.forms.map((form, index) => formBlock(model, form, index)),
    heading(2, "6 State management"),
    paragraph(md(`${bold("Server state:").markdown} ${inline(model.state.server || "not described")}`)),
    paragraph(bold("Client state:")),
    listOr(model.state.client, "No client state beyond form inputs."),
    // The idea's look (render-theme.ts), only in a model with a theme.
    ...(themeSection(model.theme, 7) ?? []),
    heading(2, model.theme ? "8 Traceability" : "7 Traceability"),
    traceabilityTable([
      ...model.pages.map((p) => ({ element: md(`Page ${code(p.id).markdown}`), serves: p.serves })),
      ...(model.theme ? [{ element: md("Theme"), serves: model.theme.serves }] : []),
    ]),
  ]);
}
