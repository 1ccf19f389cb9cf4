import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { ApiModel, Operation } from "../../../../domain/artifacts/04-api-model";
import type { DataModel, Entity } from "../../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import { capitalise } from "../../../engines/embedded/text";
import { entityNames, inSentence, kebabIdentifier } from "../02-srs/names";
import { readRequirementsModel } from "../02-srs/reading";
import { primaryEntity } from "../03-system-design/build";
import { userSchemaName } from "./api-schemas";
import { buildTheme } from "./theme";
import { toolPages } from "./page-tools";
import { readsArePublic } from "./public";
import { cartUi } from "./cart-ui";
import { reportsUi } from "./report-ui";
import { accountForms, entityForm, listColumns } from "./ui-forms";

/*
 * The embedded UI model: a home page, a list, detail, create and edit page per entity, sign-in and sign-up when
 * there are accounts; their routes (every route but sign-in and sign-up needs an account when there are
 * accounts, except the list and detail pages of entities visitors may read, and then the home page: issue 17
 * point 4), a Reports page when the data model has reports (report-ui.ts), a Cart page when orders are checked out
 * (cart-ui.ts), a navigation bar, forms (ui-forms.ts)
 * and where state lives. A page serves what the API operations
 * it calls serve, so the UI and the API never disagree about a requirement.
 */

type Page = UiModel["pages"][number];
type Route = UiModel["routes"][number];

/** The requirement ids of an entity's operations of some kinds, in operation order, each once. */
function servedBy(api: ApiModel, entity: Entity, kinds: readonly Operation["kind"][]): string[] {
  const operations = api.resources.find((r) => r.entity === entity.name)?.operations ?? [];
  return [...new Set(operations.filter((o) => kinds.includes(o.kind)).flatMap((o) => o.serves))];
}

function authServes(api: ApiModel, id: string): string[] {
  return api.resources.flatMap((r) => r.operations).find((o) => o.id === id)?.serves ?? [];
}

function entityPages(entity: Entity, model: DataModel, api: ApiModel): Page[] {
  const names = entityNames(entity.label);
  const kebab = kebabIdentifier(entity.name);
  const resource = kebabIdentifier(entity.plural);
  const formId = `${kebab}-form`;
  const filters = entity.fields.some((f) => f.type === "enum") || entity.relations.length > 0;
  const searchable = entity.fields.some((f) => ["string", "text", "email"].includes(f.type));
  const children = model.entities.filter(
    (e) => e !== entity && e.relations.some((r) => r.kind === "many-to-one" && r.target === entity.name),
  );
  const page = (p: Omit<Page, "columns" | "searchable" | "formId" | "entity"> & Partial<Page>): Page => ({
    entity: entity.name,
    columns: [],
    searchable: false,
    formId: null,
    ...p,
  });
  return [
    page({
      id: `${resource}-list`,
      kind: "list",
      title: capitalise(names.pluralLabel),
      components: [
        ...(searchable ? ["SearchBox"] : []),
        ...(filters ? [`${entity.name}Filters`] : []),
        `${entity.name}Table`,
        "Pagination",
        `New${entity.name}Button`,
      ],
      columns: listColumns(entity),
      searchable,
      serves: servedBy(api, entity, ["list"]),
    }),
    page({ id: `${kebab}-create`, kind: "create", title: `New ${inSentence(entity.label)}`, components: [`${entity.name}Form`], formId, serves: servedBy(api, entity, ["create"]) }),
    page({
      id: `${kebab}-detail`,
      kind: "detail",
      title: entity.label,
      components: [
        `${entity.name}Details`,
        ...children.map((c) => (c.name.startsWith(entity.name) ? c.plural : `${entity.name}${c.plural}`)),
        `Edit${entity.name}Button`,
        `Delete${entity.name}Button`,
      ],
      serves: servedBy(api, entity, ["get", "delete", "relation"]),
    }),
    page({ id: `${kebab}-edit`, kind: "edit", title: `Edit ${inSentence(entity.label)}`, components: [`${entity.name}Form`], formId, serves: servedBy(api, entity, ["update"]) }),
  ]; // prettier-ignore
}

function entityRoutes(entity: Entity, accounts: boolean): Route[] {
  const resource = kebabIdentifier(entity.plural);
  const kebab = kebabIdentifier(entity.name);
  const read = accounts && !readsArePublic(entity, accounts);
  return [
    { path: `/${resource}`, pageId: `${resource}-list`, requiresAuth: read },
    { path: `/${resource}/new`, pageId: `${kebab}-create`, requiresAuth: accounts },
    { path: `/${resource}/:id`, pageId: `${kebab}-detail`, requiresAuth: read },
    { path: `/${resource}/:id/edit`, pageId: `${kebab}-edit`, requiresAuth: accounts },
  ];
}

function homePage(req: RequirementsModel, model: DataModel, api: ApiModel): Page {
  const key = primaryEntity(readRequirementsModel(req));
  const primary = model.entities.find((e) => e.name === key?.draft.names.name) ?? model.entities[0];
  return {
    id: "home",
    kind: "home",
    title: req.product.name,
    entity: null,
    components: ["WelcomePanel", ...(primary ? [`Recent${primary.plural}`] : []), "EntityShortcuts"],
    columns: [],
    searchable: false,
    formId: null,
    serves: primary ? servedBy(api, primary, ["list"]) : [],
  };
}

function accountPages(api: ApiModel): Page[] {
  const base = { entity: null, columns: [], searchable: false };
  return [
    { ...base, id: "sign-in", kind: "sign-in", title: "Sign in", components: ["SignInForm"], formId: "sign-in-form", serves: authServes(api, "login") },
    { ...base, id: "sign-up", kind: "sign-up", title: "Create an account", components: ["SignUpForm"], formId: "sign-up-form", serves: authServes(api, "register") },
  ]; // prettier-ignore
}

/**
 * The UI model built deterministically from the data, API and requirements models: pages, routes, navigation,
 * forms with their validation rules in words, and state management (TanStack Query for server state, form
 * state local to each form, list state in the URL).
 */
export function buildUiModel(data: DataModel, api: ApiModel, req: RequirementsModel): UiModel {
  const accounts = data.accounts;
  // The idea's look (theme.ts): a brand name it gives is the app's name in the header.
  const theme = buildTheme(req);
  // Interactive pages the requirements ask for (calculator, quiz: page-tools.ts); most ideas have none.
  const tools = toolPages(req, data);
  const reports = reportsUi(data, api);
  // A shop's cart and checkout (cart-ui.ts), when the API checks orders out.
  const cart = cartUi(data, api);
  return {
    appName: theme?.brand ?? req.product.name,
    routes: [
      {
        path: "/",
        pageId: "home",
        requiresAuth: accounts && !data.entities.some((e) => readsArePublic(e, accounts)),
      },
      ...(accounts
        ? [
            { path: "/sign-in", pageId: "sign-in", requiresAuth: false },
            { path: "/sign-up", pageId: "sign-up", requiresAuth: false },
          ]
        : []),
      ...data.entities.flatMap((e) => entityRoutes(e, accounts)),
      ...tools.routes,
      ...(reports ? [reports.route] : []),
      ...(cart ? [cart.route] : []),
    ],
    pages: [
      homePage(req, data, api),
      ...(accounts ? accountPages(api) : []),
      ...data.entities.flatMap((e) => entityPages(e, data, api)),
      ...tools.pages,
      ...(reports ? [reports.page] : []),
      ...(cart ? [cart.page] : []),
    ],
    forms: [
      ...(accounts ? accountForms(userSchemaName(data)) : []),
      ...data.entities.map((e) => entityForm(e, data, `${kebabIdentifier(e.name)}-form`)),
      ...(cart ? [cart.form] : []),
    ],
    navigation: [
      { label: "Home", path: "/" },
      ...data.entities.map((e) => ({
        label: capitalise(entityNames(e.label).pluralLabel),
        path: `/${kebabIdentifier(e.plural)}`,
      })),
      ...tools.navigation,
      ...(reports ? [reports.navigation] : []),
      ...(cart ? [cart.navigation] : []),
    ],
    state: {
      server:
        "TanStack Query: one query per list page and per row (keys such as [resource, { page, q, filters }] and [resource, id]); every create, update and delete invalidates its resource's queries",
      client: [
        "Form inputs: local state of each form until it is submitted",
        "A list's page, search text and filters: in the URL's query string, so a list can be shared and reloaded",
        ...(accounts ? ["The signed-in user: the ['me'] query; signing out clears the query cache"] : []),
        ...(tools.pages.length > 0
          ? [
              "A calculator's values and result, a quiz's cards, marks and score, an editor's text: local state of its page",
            ]
          : []),
      ],
    },
    ...(theme ? { theme } : {}),
  };
}
