import type { DataModel, Entity } from "../../../../domain/artifacts/04-data-model";
import { schemaBase, userSchemaName } from "../../../pipeline/phases/04-technical/api-schemas";
import { lowerFirst } from "../names";

/**
 * The names src/shared/schema.ts exports for an entity; both generators (and the analyser) use this one function.
 * The base is the API model's schema name (`schemaBase`: the entity's name, `ErrorRecord` for an entity called
 * Error), and names that would shadow a global type the generated code relies on get `Record` appended too
 * (an entity called Date gives `DateRecord`, `dateRecordSchema`).
 */
const SHADOWING = new Set([
  "Array",
  "Boolean",
  "Date",
  "Function",
  "JSON",
  "Map",
  "Math",
  "Number",
  "Object",
  "Partial",
  "Promise",
  "Record",
  "RegExp",
  "Set",
  "String",
  "Symbol",
  "Request",
  "Response",
  "FieldErrors",
  "Credentials",
  "Register",
  "PageQuery",
  // Types and components the generated files import beside an entity's types.
  "Account",
  "AccessAction",
  "Agent",
  "AccessScope",
  "ApiError",
  "App",
  "Database",
  "DatabaseHandle",
  "ErrorNotice",
  "ErrorRequestHandler",
  "HttpError",
  "Link",
  "LoadState",
  "LoadingNotice",
  "ManagedAccount",
  "NotFound",
  "Option",
  "PGlite",
  "PgTable",
  "QueryClient",
  "ReactNode",
  "Redirect",
  "ReportQuery",
  "ReportResult",
  "RoleName",
  "Route",
  "Scope",
  "Switch",
  "Tally",
  "TestApp",
]);

export interface SchemaNames {
  /** The row type (`Book`) and its schema (`bookSchema`). */
  type: string;
  schema: string;
  /** POST body: `BookCreate`, `bookCreateSchema`. */
  createType: string;
  createSchema: string;
  /** PATCH body: `BookUpdate`, `bookUpdateSchema`. */
  updateType: string;
  updateSchema: string;
  /** List query string: `BookListQuery`, `bookListQuerySchema`. */
  listQueryType: string;
  listQuerySchema: string;
  /** A page of rows: `BookPage` ({ items, total, page, pageSize }). */
  pageType: string;
  /** Workflows (issue 17): the body of POST …/{id}/transitions, `BookTransitionRequest`, `bookTransitionRequestSchema`. */
  transitionRequestType: string;
  transitionRequestSchema: string;
  /** One row of a row's history: `BookTransitionRecord`, `bookTransitionRecordSchema`. */
  transitionRecordType: string;
  transitionRecordSchema: string;
  /** The names of the transitions: `BookTransitionName`. */
  transitionNameType: string;
  /** The workflow's states and transitions as a constant: `bookWorkflow`. */
  workflowConst: string;
}

export function schemaNames(entity: Entity): SchemaNames {
  const apiBase = schemaBase(entity);
  const base = SHADOWING.has(apiBase) ? `${apiBase}Record` : apiBase;
  const camel = lowerFirst(base);
  return {
    type: base,
    schema: `${camel}Schema`,
    createType: `${base}Create`,
    createSchema: `${camel}CreateSchema`,
    updateType: `${base}Update`,
    updateSchema: `${camel}UpdateSchema`,
    listQueryType: `${base}ListQuery`,
    listQuerySchema: `${camel}ListQuerySchema`,
    pageType: `${base}Page`,
    transitionRequestType: `${base}TransitionRequest`,
    transitionRequestSchema: `${camel}TransitionRequestSchema`,
    transitionRecordType: `${base}TransitionRecord`,
    transitionRecordSchema: `${camel}TransitionRecordSchema`,
    transitionNameType: `${base}TransitionName`,
    workflowConst: `${camel}Workflow`,
  };
}

/**
 * The signed-in user's names: `User`/`userSchema` unless an entity takes the API model's name `User`, then the
 * API model's own choice (`Account`/`accountSchema`, …). Credentials and registration are always
 * `credentialsSchema`/`Credentials` and `registerSchema`/`Register`.
 */
export function userNames(data: DataModel): { type: string; schema: string } {
  const type = userSchemaName(data);
  return { type, schema: `${lowerFirst(type)}Schema` };
}
