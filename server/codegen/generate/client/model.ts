import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { Entity, Field, Relation, Workflow } from "../../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import type { CodegenInput } from "../../types";
import { relationProperty } from "../../../pipeline/phases/04-technical/api-schemas";
import { lowerFirst, pascalFromKebab, tsString } from "../names";
import { authPlan, type AuthRole } from "../server/auth-plan";
import { rolePlan } from "../server/roles";
import { schemaNames, userNames } from "../server/schema-names";

/**
 * What the client generator derives from the models: for each page its entity, routes, API operations and the
 * names of the pieces it exports. Everything here is pure and deterministic.
 */
export type UiPage = UiModel["pages"][number];
export type UiForm = UiModel["forms"][number];
export type UiFormField = UiForm["fields"][number];

/** Names imported into page modules; a page's view component is renamed when its name would clash. */
const TAKEN_COMPONENT_NAMES = new Set([
  "Link",
  "Route",
  "Switch",
  "Redirect",
  "Router",
  "Pager",
  "Field",
  "Notice",
  "LoadingNotice",
  "ErrorNotice",
  "NotFound",
  "RelatedTable",
  "FilterSelect",
  "App",
]);

export interface PageNames {
  /** The routed component (loads data). */
  page: string;
  /** The pure view (renders props), exported for tests. */
  view: string;
}

export function pageNames(page: UiPage): PageNames {
  const base = pascalFromKebab(page.id);
  return { page: `${base}Page`, view: TAKEN_COMPONENT_NAMES.has(base) ? `${base}View` : base };
}

export interface FormNames {
  component: string;
  values: string;
  empty: string;
  fromRow: string;
  toInput: string;
  validate: string;
  editor: string;
}

export function formNames(formId: string): FormNames {
  const base = pascalFromKebab(formId);
  return {
    component: TAKEN_COMPONENT_NAMES.has(base) ? `${base}View` : base,
    values: `${base}Values`,
    empty: `empty${base}Values`,
    fromRow: `to${base}Values`,
    toInput: `${lowerFirst(base)}Input`,
    validate: `validate${base}`,
    editor: `${base}Editor`,
  };
}

/** How a form field maps onto the data model. */
export type FieldBinding =
  | { kind: "field"; field: Field }
  | { kind: "one"; relation: Relation; target: Entity | undefined }
  | { kind: "many"; relation: Relation; target: Entity | undefined }
  | { kind: "free" };

/**
 * The UI model the client is built from: the approved one, plus, in an app with accounts (data.accounts), a
 * sign-in and a sign-up page where the UI model has none (at /sign-in and /sign-up, or /account/sign-in… when
 * those paths are taken), and a route for an account page the model gives none. Without them nobody could sign
 * up or in from the app's own pages. The added pages use the default account fields (other-pages.ts) and the
 * server's real account operations (auth-plan.ts).
 */
export function withAccountPages(input: CodegenInput): { ui: UiModel; added: UiPage[] } {
  const ui = input.ui;
  if (!input.data.accounts) return { ui, added: [] };
  const pages = [...ui.pages];
  const routes = [...ui.routes];
  const added: UiPage[] = [];
  const unique = (taken: (candidate: string) => boolean, candidates: string[]) => {
    for (const c of candidates) if (!taken(c)) return c;
    const last = candidates[candidates.length - 1] ?? "";
    for (let n = 2; ; n += 1) if (!taken(`${last}-${n}`)) return `${last}-${n}`;
  };
  // Static routes come first in the app's Switch, so only an equal path takes one.
  const pathTaken = (path: string) => routes.some((r) => r.path.replace(/\/+$/, "") === path);
  for (const kind of ["sign-in", "sign-up"] as const) {
    let page = pages.find((p) => p.kind === kind);
    if (!page) {
      const id = unique((id) => pages.some((p) => p.id === id), [kind, `${kind}-page`, `account-${kind}`]);
      page = {
        id,
        kind,
        title: kind === "sign-in" ? "Sign in" : "Create an account",
        entity: null,
        components: [],
        columns: [],
        searchable: false,
        formId: null,
        serves: [],
      };
      pages.push(page);
      added.push(page);
    }
    const pageId = page.id;
    if (!routes.some((r) => r.pageId === pageId)) {
      const path = unique(pathTaken, [`/${kind}`, `/account/${kind}`, `/accounts/${kind}`]);
      routes.push({ path, pageId, requiresAuth: false });
    }
  }
  return { ui: { ...ui, pages, routes }, added };
}

export class ClientModel {
  readonly accounts: boolean;
  readonly appName: string;
  readonly ui: UiModel;
  /** Account pages the UI model lacks, added by withAccountPages. */
  readonly addedPages: ReadonlySet<string>;

  constructor(readonly input: CodegenInput) {
    this.accounts = input.data.accounts;
    this.appName = input.ui.appName.trim() === "" ? input.projectName : input.ui.appName;
    const { ui, added } = withAccountPages(input);
    this.ui = ui;
    this.addedPages = new Set(added.map((p) => p.id));
  }

  entity(name: string | null | undefined): Entity | undefined {
    return this.input.data.entities.find((e) => e.name === name);
  }

  /** Entities that have a list page, in data-model order. */
  listedEntities(): { entity: Entity; page: UiPage }[] {
    const out: { entity: Entity; page: UiPage }[] = [];
    for (const entity of this.input.data.entities) {
      const page = this.pageOf(entity.name, "list");
      if (page) out.push({ entity, page });
    }
    return out;
  }

  /** How the app counts an entity's rows: { one: "pet", many: "pets" } (its label, and its list's title or plural). */
  noun(entity: Entity): Noun {
    return nounOf(entity, this.pageOf(entity.name, "list")?.title);
  }

  pageOf(entityName: string, kind: UiPage["kind"]): UiPage | undefined {
    return this.ui.pages.find((p) => p.entity === entityName && p.kind === kind);
  }

  pageByKind(kind: UiPage["kind"]): UiPage | undefined {
    return this.ui.pages.find((p) => p.kind === kind);
  }

  routeOf(pageId: string | undefined): string | undefined {
    if (pageId === undefined) return undefined;
    return this.ui.routes.find((r) => r.pageId === pageId)?.path;
  }

  /** Route path of an entity's page of that kind (list, detail, create, edit). */
  entityRoute(entityName: string, kind: UiPage["kind"]): string | undefined {
    return this.routeOf(this.pageOf(entityName, kind)?.id);
  }

  form(formId: string | null): UiForm | undefined {
    return this.ui.forms.find((f) => f.id === formId);
  }

  /** The API model's operations, plus the account operations the server adds where the model lacks them. */
  operations(): Operation[] {
    return [...this.input.api.resources.flatMap((r) => r.operations), ...(authPlan(this.input)?.added ?? [])];
  }

  /** The entity's operation of one kind (list, get, create, update, delete). */
  operation(entityName: string, kind: Operation["kind"]): Operation | undefined {
    const resource = this.input.api.resources.find((r) => r.entity === entityName);
    return resource?.operations.find((o) => o.kind === kind);
  }

  /** Sub-lists of an entity's rows (GET /api/members/{id}/loans) with the entity they list. */
  relationOperations(entityName: string): { op: Operation; target: Entity }[] {
    const resource = this.input.api.resources.find((r) => r.entity === entityName);
    const out: { op: Operation; target: Entity }[] = [];
    for (const op of resource?.operations ?? []) {
      if (op.kind !== "relation" || op.method !== "get") continue;
      const name = (op.responseSchema ?? "").replace(/List$/, "");
      const target = this.entity(name);
      if (target) out.push({ op, target });
    }
    return out;
  }

  /** The account operation the server implements for a role, at its real path (server/auth-plan.ts). */
  authOperation(kind: AuthRole): Operation | undefined {
    return authPlan(this.input)?.[kind].op;
  }

  /**
   * How a form field maps onto the data model, and the name its input carries (the API property). A model may
   * name a relation's input by the relation (`member`, `tags`) or give only its target (`relationTo`): that
   * input is the relation's picker, named `memberId` / `tagIds` as the API takes it.
   */
  formBinding(entity: Entity | undefined, field: UiFormField): { binding: FieldBinding; name: string } {
    const direct = this.binding(entity, field.name);
    if (direct.kind !== "free" || !entity) return { binding: direct, name: field.name };
    const relations = entity.relations.filter((r) => r.kind === "many-to-one" || r.kind === "many-to-many");
    const byTarget = relations.filter((r) => r.target === field.relationTo);
    // By the relation's name; else by the target, when only one relation of the entity points there.
    const relation =
      relations.find((r) => r.name === field.name) ?? (byTarget.length === 1 ? byTarget[0] : undefined);
    if (!relation) return { binding: direct, name: field.name };
    const name = relationProperty(relation);
    return { binding: this.binding(entity, name), name };
  }

  binding(entity: Entity | undefined, name: string): FieldBinding {
    if (!entity) return { kind: "free" };
    const field = entity.fields.find((f) => f.name === name);
    if (field) return { kind: "field", field };
    for (const relation of entity.relations) {
      if (relation.kind === "many-to-one" && relationProperty(relation) === name)
        return { kind: "one", relation, target: this.entity(relation.target) };
      if (relation.kind === "many-to-many" && relationProperty(relation) === name)
        return { kind: "many", relation, target: this.entity(relation.target) };
    }
    return { kind: "free" };
  }

  /** A list column: a field, a relation shown by its target's label, or an unknown name shown raw. */
  column(entity: Entity, name: string): FieldBinding {
    const direct = this.binding(entity, name);
    if (direct.kind !== "free") return direct;
    const relation = entity.relations.find((r) => r.name === name || relationProperty(r) === name);
    if (!relation) return { kind: "free" };
    const target = this.entity(relation.target);
    return relation.kind === "many-to-one"
      ? { kind: "one", relation, target }
      : { kind: "many", relation, target };
  }

  /** The client's plan of an entity's workflow (issue 17), or undefined when its rows have none. */
  workflow(entity: Entity): WorkflowPlan | undefined {
    return workflowPlan(this, entity);
  }

  /** Entities whose rows have a workflow, in data-model order. */
  workflowEntities(): { entity: Entity; plan: WorkflowPlan }[] {
    const out: { entity: Entity; plan: WorkflowPlan }[] = [];
    for (const entity of this.input.data.entities) {
      const plan = this.workflow(entity);
      if (plan) out.push({ entity, plan });
    }
    return out;
  }

  /** Requirement ids the UI pages serve, sorted. */
  uiRequirementIds(): string[] {
    return sortIds(this.ui.pages.flatMap((p) => p.serves));
  }
}

/** The API property of a relation: `memberId` (many-to-one), `tagIds` (many-to-many). */
export function relationProp(relation: Relation): string {
  return relationProperty(relation);
}

/** The list filter a relation gives: `memberId`, `tagId`. */
export function relationFilter(relation: Relation): string {
  return relationProperty(relation).replace(/Ids$/, "Id");
}

/** The names src/shared/schema.ts exports for an entity (shared with the server generator). */
export function typeNames(entity: Entity) {
  return schemaNames(entity);
}

/** The signed-in user's type in src/shared/schema.ts. */
export function userType(model: ClientModel): string {
  return userNames(model.input.data).type;
}

export function sortIds(ids: string[]): string[] {
  const order = (id: string) => {
    const [kind = "", n = "0"] = id.split("-");
    return { kind, n: Number(n) };
  };
  return [...new Set(ids)].sort((a, b) => {
    const x = order(a);
    const y = order(b);
    return x.kind === y.kind ? x.n - y.n : x.kind < y.kind ? -1 : 1;
  });
}

/** The field a row is named by (a title, a name), or undefined when the entity has no text field. */
export function displayField(entity: Entity): Field | undefined {
  const texty = ["string", "email", "phone", "url", "enum"];
  // A workflow's state changes with every action: it names no row ("borrowed" for a loan).
  const state = entity.workflow?.field;
  return (
    entity.fields.find((f) => f.type === "string" && f.required) ??
    entity.fields.find((f) => texty.includes(f.type) && f.name !== state) ??
    entity.fields.find((f) => f.type === "date" || f.type === "datetime")
  );
}

/** A TS expression for a route path with its one parameter replaced by `idExpr`: "/books/" + String(id). */
export function hrefExpr(path: string, idExpr: string): string {
  const parts = path.split(/:[A-Za-z0-9_]+/);
  if (parts.length === 1) return tsString(path);
  return parts
    .map((part, i) => (i === 0 ? tsString(part) : `String(${idExpr}) + ${tsString(part)}`))
    .join(" + ")
    .replace(/ \+ ""$/, "");
}

/** The name of a route's first parameter (`id` in /books/:id), if any. */
export function routeParam(path: string): string | undefined {
  return /:([A-Za-z0-9_]+)/.exec(path)?.[1];
}

/** Plural text for messages: "books" from the entity's plural name or label. */
export function pluralText(entity: Entity, page?: UiPage): string {
  const title = page?.title.trim();
  if (title) return title.toLowerCase() === title ? title : lowerFirstWord(title);
  return entity.plural.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

function lowerFirstWord(text: string): string {
  // "Recipe ingredients" → "recipe ingredients", but keep proper nouns with accents ("Café Événements") as typed.
  return /^[A-Z][a-z]+( [a-z]+)*$/.test(text) ? text.toLowerCase() : text;
}

/** The words for counting an entity's rows in the app's UI: { one: "pet", many: "pets" } (label and plural). */
export interface Noun {
  one: string;
  many: string;
}

export function nounOf(entity: Entity, listTitle?: string): Noun {
  const label = entity.label.trim();
  const one = label === "" ? pluralText({ ...entity, plural: entity.name }) : sentenceCase(label);
  // The list page's title when it is the label's plural ("Café Événements", "Recipe ingredients"), else the
  // entity's plural name ("VetVisits" → "vet visits").
  const title = sentenceCase(listTitle?.trim() ?? "");
  const many = title !== "" && title.toLowerCase().startsWith(one.toLowerCase()) ? title : pluralText(entity);
  return { one, many };
}

/** A label as it reads inside a sentence: "Pet" → "pet", "Événement" → "événement", "Café Événement" kept. */
function sentenceCase(text: string): string {
  return /^\p{Lu}\p{Ll}*( \p{Ll}+)*$/u.test(text) ? text.toLowerCase() : text;
}

/** A TS object literal of a noun, for generated code: { one: "pet", many: "pets" }. */
export function nounLiteral(noun: Noun): string {
  return `{ one: ${tsString(noun.one)}, many: ${tsString(noun.many)} }`;
}

export function singularText(entity: Entity): string {
  const label = entity.label.trim();
  return label === "" ? entity.name : label;
}

/**
 * What the client needs of an entity's workflow (issue 17): the state field, the transitions the server carries
 * out (src/shared/schema.ts holds them as `claimWorkflow`, with the names and record types), and the API model's
 * two operations: POST …/{id}/transitions (`perform`) and GET …/{id}/transitions (`history`). The client offers
 * actions only when the API has the POST, and a history only when it has the GET.
 */
export interface WorkflowPlan {
  workflow: Workflow;
  field: Field;
  /** The transitions the server performs (those between states of the field), roles limited to the model's. */
  transitions: Workflow["transitions"];
  /** `claimWorkflow`, `ClaimTransitionName`, `ClaimTransitionRequest`, `ClaimTransitionRecord` in the shared schema. */
  constant: string;
  nameType: string;
  requestType: string;
  recordType: string;
  perform: Operation | undefined;
  history: Operation | undefined;
}

/**
 * The workflow the generated server carries out for an entity (server/workflow-plan.ts, same conditions): an enum
 * state field, an initial state among its values, and at least one transition between its values. Undefined
 * otherwise, and then the client treats the field as any enum field.
 */
export function workflowPlan(model: ClientModel, entity: Entity): WorkflowPlan | undefined {
  const workflow = entity.workflow;
  if (!workflow) return undefined;
  const field = entity.fields.find((f) => f.name === workflow.field && f.type === "enum");
  const states = field?.enumValues ?? [];
  if (!field || !states.includes(workflow.initial)) return undefined;
  const roles = rolePlan(model.input.data);
  const roleNames = new Set(roles?.roles.map((r) => r.name) ?? []);
  const transitions = workflow.transitions
    .filter((t) => states.includes(t.to) && t.from.every((s) => states.includes(s)))
    .map((t) => ({ ...t, roles: roles ? t.roles.filter((r) => roleNames.has(r)) : [] }));
  if (transitions.length === 0) return undefined;
  const names = typeNames(entity);
  const resource = model.input.api.resources.find((r) => r.entity === entity.name);
  // The API model's operations at a path of one row's transitions (one {param}), as the server serves them.
  const ops = (resource?.operations ?? []).filter(
    (o) => o.kind === "transition" && /^\/[^{}]*\{[^}]*\}\/transitions$/.test(o.path),
  );
  return {
    workflow,
    field,
    transitions,
    constant: names.workflowConst,
    nameType: names.transitionNameType,
    requestType: names.transitionRequestType,
    recordType: names.transitionRecordType,
    perform: ops.find((o) => o.method === "post"),
    history: ops.find((o) => o.method === "get"),
  };
}
