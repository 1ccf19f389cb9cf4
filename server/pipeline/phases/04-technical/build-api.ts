import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { ApiModel, Operation } from "../../../../domain/artifacts/04-api-model";
import type { DataModel, Entity } from "../../../../domain/artifacts/04-data-model";
import { joinWords } from "../../../engines/embedded/text";
import { entityNames, inSentence, kebabIdentifier, withArticle } from "../02-srs/names";
import { readRequirementsModel, type ModelReading } from "../02-srs/reading";
import { sortRequirementIds } from "../../traceability";
import {
  accountSchemas,
  entitySchemas,
  ERROR_SCHEMA,
  relationProperty,
  schemaBase,
  userSchemaName,
  workflowField,
} from "./api-schemas";
import { accountServes, childListServes, operationServes } from "./operation-serves";
import { readsArePublic, visitorsNote } from "./public";
import { reportResource, reportSchemas } from "./report-api";
import { ruleConflicts, tallyOperations, tallySchemas } from "./rule-api";
import { checkoutOperations, checkoutSchemas, stockConflict } from "./rule-stock-api";

/*
 * The embedded API model: a REST resource per entity under /api (list with paging, search and filters; get;
 * create; update by PATCH; delete), a listing of each entity's many-to-one children under the parent
 * (GET /api/members/{id}/loans), the sign-in operations when the app has accounts, and the JSON Schemas they
 * use (api-schemas.ts). An entity with a workflow also gets POST and GET …/{id}/transitions (perform one of its
 * transitions; its history); each report of the data model a GET /api/reports/<name> (report-api.ts). Status codes
 * say what can happen: 401 only with accounts, 409 only where a unique value, a restricting reference or a
 * workflow's state can conflict. The reads of a public entity (issue 17 point 4: list, get, and the listings of
 * public children under a public parent) need no sign-in: no auth, no 401.
 */

type Query = Operation["query"];
type Status = Operation["statusCodes"];

/** The phrases an entity's operations use: "loan", "loans", "a loan". */
function words(entity: Entity): { one: string; many: string; a: string } {
  const names = entityNames(entity.label);
  const one = inSentence(entity.label);
  return { one, many: inSentence(names.pluralLabel), a: withArticle(one) };
}

function resourceOf(entity: Entity): string {
  return kebabIdentifier(entity.plural);
}

const PAGING: Query = [
  { name: "page", type: "integer", description: "Page number, from 1" },
  { name: "pageSize", type: "integer", description: "Rows per page: 20 by default, at most 100" },
];

function listQuery(entity: Entity, all: readonly Entity[]): Query {
  const { many } = words(entity);
  const searchable = entity.fields
    .filter((f) => ["string", "text", "email"].includes(f.type))
    .map((f) => f.label);
  const filters: Query = [
    ...entity.fields
      .filter((f) => f.type === "enum")
      .map((f) => ({ name: f.name, type: "string" as const, description: `Only ${many} with this ${f.label.toLowerCase()}: ${joinWords(f.enumValues ?? [], "or")}` })),
    ...entity.relations.map((r) => {
      const target = all.find((e) => e.name === r.target);
      const one = target ? inSentence(target.label) : r.name;
      const description = r.kind === "many-to-one" ? `Only ${many} of this ${one}` : `Only ${many} with this ${one}`;
      return { name: relationProperty(r).replace(/Ids$/, "Id"), type: "integer" as const, description };
    }),
  ]; // prettier-ignore
  const search: Query =
    searchable.length > 0
      ? [
          {
            name: "q",
            type: "string",
            description: `Text to search for in ${joinWords(
              searchable.map((l) => l.toLowerCase()),
              "and",
            )}`,
          },
        ]
      : [];
  return [...PAGING, ...search, ...filters];
}

function conflicts(entity: Entity, all: readonly Entity[]): { unique: Status; referenced: Status } {
  const unique = entity.fields.filter((f) => f.unique).map((f) => f.label.toLowerCase());
  const holders = all.filter((e) =>
    e.relations.some(
      (r) =>
        r.kind === "many-to-one" && r.target === entity.name && r.onDelete === "restrict" && e !== entity,
    ),
  );
  const { a } = words(entity);
  return {
    unique:
      unique.length > 0
        ? [
            {
              code: 409,
              description: `${capitalised(a)} with this ${joinWords(unique, "or")} already exists`,
            },
          ]
        : [],
    referenced:
      holders.length > 0
        ? [
            {
              code: 409,
              description: `Still referred to by ${joinWords(
                holders.map((h) => words(h).many),
                "or",
              )}`,
            },
          ]
        : [],
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function entityOperations(
  entity: Entity,
  all: readonly Entity[],
  reading: ModelReading,
  accounts: boolean,
  roles: boolean,
): Operation[] {
  const { one, many, a } = words(entity);
  const base = schemaBase(entity);
  const path = `/api/${resourceOf(entity)}`;
  const signIn: Status = accounts ? [{ code: 401, description: "Not signed in" }] : [];
  const notFound: Status = [{ code: 404, description: `No such ${one}` }];
  const invalid: Status = [
    { code: 400, description: "Invalid input: the error names the field and the rule it breaks" },
  ];
  const { unique, referenced } = conflicts(entity, all);
  const once = [...ruleConflicts(entity, all), ...stockConflict(entity, all)];
  const children = childListings(entity, all, reading, accounts);
  // A child listing at …/{id}/transitions (an entity called Transition) keeps its path.
  const taken = new Set(children.map((o) => `${o.method} ${o.path}`));
  const op = ({
    auth,
    ...o
  }: Omit<Operation, "auth" | "query"> & { query?: Query; auth?: boolean }): Operation => ({
    query: [],
    ...o,
    auth: auth ?? accounts,
  });
  const open = readsArePublic(entity, accounts);
  const readSignIn = open ? [] : signIn;
  return [
    op({ id: `list${entity.plural}`, kind: "list", method: "get", path, summary: `List ${many}`, requestSchema: null, responseSchema: `${base}List`, query: listQuery(entity, all), statusCodes: [{ code: 200, description: `One page of ${many}${visitorsNote(entity, many)}` }, { code: 400, description: "Invalid query parameters" }, ...readSignIn], auth: accounts && !open, serves: operationServes(reading, entity, "list") }),
    op({ id: `get${entity.name}`, kind: "get", method: "get", path: `${path}/{id}`, summary: `Get one ${one}`, requestSchema: null, responseSchema: base, statusCodes: [{ code: 200, description: `The ${one}${visitorsNote(entity, many)}` }, ...readSignIn, ...notFound], auth: accounts && !open, serves: operationServes(reading, entity, "get") }),
    op({ id: `create${entity.name}`, kind: "create", method: "post", path, summary: `Create ${a}`, requestSchema: `${base}Input`, responseSchema: base, statusCodes: [{ code: 201, description: `The new ${one}` }, ...invalid, ...signIn, ...unique, ...once], serves: operationServes(reading, entity, "create") }),
    op({ id: `update${entity.name}`, kind: "update", method: "patch", path: `${path}/{id}`, summary: `Change ${a}`, requestSchema: `${base}Patch`, responseSchema: base, statusCodes: [{ code: 200, description: `The changed ${one}` }, ...invalid, ...signIn, ...notFound, ...unique, ...stateLocked(entity), ...once], serves: operationServes(reading, entity, "update") }),
    op({ id: `delete${entity.name}`, kind: "delete", method: "delete", path: `${path}/{id}`, summary: `Delete ${a}`, requestSchema: null, responseSchema: null, statusCodes: [{ code: 204, description: "Deleted" }, ...signIn, ...notFound, ...referenced], serves: operationServes(reading, entity, "delete") }),
    ...workflowOperations(entity, accounts, roles).filter((o) => !taken.has(`${o.method} ${o.path}`)),
    ...tallyOperations(entity, all, reading, accounts).filter((o) => !taken.has(`${o.method} ${o.path}`)),
    ...checkoutOperations(entity, all, reading, accounts),
    ...children,
  ]; // prettier-ignore
}

/** The field holding an entity's workflow state, with the words its operations use. */
function workflowWords(entity: Entity): { field: string; actions: string } | undefined {
  const state = workflowField(entity);
  const transitions = entity.workflow?.transitions ?? [];
  if (!state || transitions.length === 0) return undefined;
  return {
    field: state.label.toLowerCase(),
    actions: joinWords(
      transitions.map((t) => inSentence(t.label)),
      "or",
    ),
  };
}

/** An update that changes a workflow's state is refused: the state moves only through its transitions. */
function stateLocked(entity: Entity): Status {
  const w = workflowWords(entity);
  if (!w) return [];
  return [{ code: 409, description: `The ${w.field} changes only through its actions: ${w.actions}` }];
}

/**
 * An entity's workflow (issue 17): POST …/{id}/transitions performs one of its transitions (the row in its new
 * state), GET …/{id}/transitions lists the row's history, oldest first.
 */
function workflowOperations(entity: Entity, accounts: boolean, roles: boolean): Operation[] {
  const workflow = entity.workflow;
  const w = workflowWords(entity);
  if (!workflow || !w) return [];
  const { one, a } = words(entity);
  const base = schemaBase(entity);
  const path = `/api/${resourceOf(entity)}/{id}/transitions`;
  const id = `${entity.name.charAt(0).toLowerCase()}${entity.name.slice(1)}`;
  const signIn: Status = accounts ? [{ code: 401, description: "Not signed in" }] : [];
  const forbidden: Status =
    accounts && roles && workflow.transitions.some((t) => t.roles.length > 0)
      ? [{ code: 403, description: "The signed-in role may not perform this action" }]
      : [];
  const notFound: Status = [{ code: 404, description: `No such ${one}` }];
  // Performing a transition serves the transitions' requirements and the workflow's.
  const serves = sortRequirementIds([...workflow.transitions.flatMap((t) => t.serves), ...workflow.serves]);
  return [
    { id: `${id}Transition`, kind: "transition", method: "post", path, summary: `${capitalised(w.actions)} ${a}`, requestSchema: `${base}TransitionRequest`, responseSchema: base, query: [], statusCodes: [{ code: 200, description: `The ${one} in its new ${w.field}` }, { code: 400, description: `Not one of the ${one}'s actions: ${w.actions}` }, ...signIn, ...forbidden, ...notFound, { code: 409, description: `The ${one}'s ${w.field} is not one this action applies to` }], auth: accounts, serves },
    { id: `${id}Transitions`, kind: "transition", method: "get", path, summary: `The history of ${withArticle(`${one}'s`)} ${w.field}: each action, who performed it and when`, requestSchema: null, responseSchema: `${base}TransitionRecord`, query: [], statusCodes: [{ code: 200, description: `The ${one}'s history, oldest first` }, ...signIn, ...notFound], auth: accounts, serves: sortRequirementIds(workflow.serves) },
  ]; // prettier-ignore
}

/** GET /api/<parent>/{id}/<children> for every entity with a many-to-one relation to this one. */
function childListings(
  parent: Entity,
  all: readonly Entity[],
  reading: ModelReading,
  accounts: boolean,
): Operation[] {
  const { one } = words(parent);
  return all.flatMap((child) => {
    if (child === parent) return [];
    const links = child.relations.filter((r) => r.kind === "many-to-one" && r.target === parent.name);
    // Public when both are: visitors may read the parent and the children it lists.
    const open = readsArePublic(parent, accounts) && readsArePublic(child, accounts);
    return links.map((relation): Operation => {
      const several = links.length > 1;
      const suffix = several ? `-as-${kebabIdentifier(relation.name)}` : "";
      const idSuffix = several ? `As${capitalised(relation.name)}` : "";
      return {
        id: `list${parent.name}${child.plural}${idSuffix}`,
        kind: "relation",
        method: "get",
        path: `/api/${resourceOf(parent)}/{id}/${resourceOf(child)}${suffix}`,
        summary: `List the ${words(child).many} of ${withArticle(one)}${several ? ` (as ${relation.name})` : ""}`,
        requestSchema: null,
        responseSchema: `${schemaBase(child)}List`,
        query: PAGING,
        statusCodes: [
          {
            code: 200,
            description: `One page of the ${one}'s ${words(child).many}${visitorsNote(child, words(child).many)}`,
          },
          ...(accounts && !open ? [{ code: 401, description: "Not signed in" }] : []),
          { code: 404, description: `No such ${one}` },
        ],
        auth: accounts && !open,
        serves: childListServes(reading, parent, child),
      };
    });
  });
}

function accountOperations(model: DataModel, reading: ModelReading): ApiModel["resources"][number] {
  const user = userSchemaName(model);
  const invalid = {
    code: 400,
    description: "Invalid input: the error names the field and the rule it breaks",
  };
  return {
    name: "auth",
    entity: null,
    description: "Registering, signing in and out, and the signed-in user.",
    operations: [
      { id: "register", kind: "auth", method: "post", path: "/api/auth/register", summary: "Register and sign in", requestSchema: "RegisterInput", responseSchema: user, query: [], statusCodes: [{ code: 201, description: "Registered and signed in" }, invalid, { code: 409, description: "The username is taken" }], auth: false, serves: accountServes(reading, "register") },
      { id: "login", kind: "auth", method: "post", path: "/api/auth/login", summary: "Sign in", requestSchema: "Credentials", responseSchema: user, query: [], statusCodes: [{ code: 200, description: "Signed in" }, invalid, { code: 401, description: "Wrong username or password" }], auth: false, serves: accountServes(reading, "login") },
      { id: "logout", kind: "auth", method: "post", path: "/api/auth/logout", summary: "Sign out", requestSchema: null, responseSchema: null, query: [], statusCodes: [{ code: 204, description: "Signed out" }], auth: true, serves: [] },
      { id: "me", kind: "auth", method: "get", path: "/api/auth/me", summary: "The signed-in user", requestSchema: null, responseSchema: user, query: [], statusCodes: [{ code: 200, description: "The signed-in user" }, { code: 401, description: "Not signed in" }], auth: true, serves: accountServes(reading, "me") },
    ],
  }; // prettier-ignore
}

/**
 * The API model built deterministically from the data model and the requirements model: the sign-in resource
 * when there are accounts, a resource per entity (kebab-case plural) with list, get, create, update, delete and
 * child listings, every operation with its status codes and the requirement ids it serves, and the JSON
 * Schemas the operations name (Entity, EntityInput, EntityPatch, EntityList, the account schemas, Error).
 */
export function buildApiModel(data: DataModel, req: RequirementsModel): ApiModel {
  const reading = readRequirementsModel(req);
  const accounts = data.accounts;
  return {
    title: `${req.product.name} API`,
    version: "1.0.0",
    basePath: "/api",
    auth: accounts
      ? { kind: "session-cookie", description: "Register or sign in with a username and password; the server then sets an httpOnly session cookie that every other request sends." }
      : { kind: "none", description: "Open API: the app has no user accounts." },
    resources: [
      ...(accounts ? [accountOperations(data, reading)] : []),
      ...data.entities.map((entity) => ({
        name: resourceOf(entity),
        entity: entity.name,
        description: entity.description || entity.label,
        operations: entityOperations(entity, data.entities, reading, accounts, (data.roles ?? []).length > 0),
      })),
      ...reportResource(data),
    ],
    schemas: {
      ...Object.fromEntries(data.entities.flatMap((e) => Object.entries(entitySchemas(e, data)))),
      ...tallySchemas(data),
      ...checkoutSchemas(data),
      ...(accounts ? accountSchemas(data, req.authentication.roles) : {}),
      ...reportSchemas(data),
      Error: ERROR_SCHEMA,
    },
  }; // prettier-ignore
}
