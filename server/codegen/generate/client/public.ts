import type { Entity } from "../../../../domain/artifacts/04-data-model";
import { tsString } from "../names";
import { pageNames, type ClientModel, type UiPage } from "./model";

/*
 * Public pages in the generated client (issue 17 point 4). An entity the data model marks `publicRead`, whose list
 * and get the API serves without the cookie, has list and detail pages visitors reach without signing in:
 *
 * - app.tsx leaves those routes (and a public home page) outside RequireAuth and RequireAccess, and shows visitors a
 *   navigation bar with the public pages next to Sign in; the other links stay for signed-in users.
 * - The list page offers New only to someone signed in (with roles: a role that may create); the detail page offers
 *   Edit, Delete, the workflow's actions and its history, and private related lists, only to someone signed in.
 * - The home page shows visitors the public lists only.
 * - The entity's client tests render its list and detail pages for a visitor (publicListTest, publicDetailTest).
 */

/** Whether visitors read an entity's rows: it is public and the API lists and gets them without the cookie. */
export function publicEntity(model: ClientModel, name: string | null | undefined): boolean {
  const entity = model.entity(name);
  if (!model.accounts || !entity?.publicRead) return false;
  const list = model.operation(entity.name, "list");
  const get = model.operation(entity.name, "get");
  return (list === undefined || !list.auth) && (get === undefined || !get.auth);
}

/** Whether a route is a public list or detail page: visitors reach it without signing in. */
export function isPublicPage(model: ClientModel, page: UiPage, requiresAuth: boolean): boolean {
  return (
    (page.kind === "list" || page.kind === "detail") && !requiresAuth && publicEntity(model, page.entity)
  );
}

/** Whether the app has public pages (then its home page and navigation speak to visitors too). */
export function hasPublicPages(model: ClientModel): boolean {
  return model.ui.routes.some((r) => {
    const page = model.ui.pages.find((p) => p.id === r.pageId);
    return page !== undefined && isPublicPage(model, page, r.requiresAuth);
  });
}

/** Whether a navigation path opens a page visitors may see (the home page of an app with public pages, a public list). */
export function publicPath(model: ClientModel, path: string): boolean {
  const route = model.ui.routes.find((r) => r.path === path);
  const page = model.ui.pages.find((p) => p.id === route?.pageId);
  if (!route || !page || route.requiresAuth) return false;
  return page.kind === "home" ? hasPublicPages(model) : isPublicPage(model, page, false);
}

/**
 * The list page's visitor test (tests.ts, for a public entity): visitors see the rows and their links but no New
 * button; someone signed in sees it.
 */
export function publicListTest(model: ClientModel, entity: Entity, page: UiPage, props: string): string {
  const { view } = pageNames(page);
  const newLabel = model.pageOf(entity.name, "create")?.title || `New ${entity.label || entity.name}`;
  const path = tsString(model.routeOf(page.id) ?? "/");
  const create = model.entityRoute(entity.name, "create");
  return `  it(${tsString(`${page.id} shows visitors who have not signed in the rows, without ${newLabel}`)}, () => {
    const ready = { status: "ready" as const, data: { items: [row], total: 1, page: 1, pageSize: 20 } };
    const visitor = render(<${view} state={ready} ${props} canCreate={false} />, ${path});
    expect(visitor).toContain(html(${tsString(page.title)}));
    expect(visitor).not.toContain(${tsString(`href="${create ?? "/"}"`)});
    expect(render(<${view} state={ready} ${props} canCreate={true} />, ${path})).toContain(${tsString(`href="${create ?? "/"}"`)});
  });`;
}

/**
 * The detail page's visitor test (tests.ts, for a public entity): a visitor sees the row without Edit, Delete or
 * workflow actions; someone signed in gets them.
 */
export function publicDetailTest(entity: Entity, page: UiPage, props: string): string {
  const { view } = pageNames(page);
  const noun = (entity.label || entity.name).toLowerCase();
  return `  it(${tsString(`${page.id} shows visitors who have not signed in the ${noun} without Edit, Delete or actions`)}, () => {
    const visitor = render(<${view} row={row} ${props} signedIn={false} />);
    expect(visitor).toContain(html(${tsString(entity.label || entity.name)}));
    expect(visitor).not.toContain("Delete</button>");
    expect(visitor).not.toContain(">Edit<");
    expect(visitor).not.toContain("data-transition");
    expect(render(<${view} row={row} ${props} signedIn={true} />)).toContain("Delete</button>");
  });`;
}
