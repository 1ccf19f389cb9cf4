import type {
  Access,
  AccessScope,
  DataModel,
  Entity,
  Relation,
} from "../../../../domain/artifacts/04-data-model";
import {
  bulletList,
  code,
  codeBlock,
  documentHeader,
  heading,
  inline,
  joinBlocks,
  md,
  paragraph,
  table,
  tableOr,
  type DocumentMeta,
  type Inline,
} from "../../markdown";
import { joinWords } from "../../../engines/embedded/text";
import { servesText, traceabilityTable } from "../../traceability";
import { renderPlannedDdl } from "./ddl";
import { publicEntityPart } from "./render-public";
import { reportsSection } from "./render-reports";
import { erDiagram } from "./er-diagram";
import { rulesPart } from "./render-rules";
import { planSchema, type PlannedColumn, type PlannedTable, type SchemaPlan } from "./schema-plan";

const KIND: Readonly<Record<PlannedTable["kind"], string>> = {
  accounts: "Accounts",
  entity: "Entity",
  join: "Join table",
};

function yesNo(value: boolean): string {
  return value ? "yes" : "no";
}

function tableTitle(planned: PlannedTable): string {
  if (planned.kind === "accounts") return "User accounts";
  if (planned.kind === "join")
    return `${planned.entity?.name ?? ""}.${planned.relation?.name ?? ""} (join table)`;
  return planned.entity?.name ?? planned.name;
}

function overview(plan: SchemaPlan, model: DataModel): string {
  const rows = plan.tables.map((t) => [
    code(t.name),
    KIND[t.kind],
    tableTitle(t),
    t.comment,
    t.entity && t.kind === "entity" ? servesText(t.entity.serves) : "—",
  ]);
  const accounts = model.accounts
    ? "The app has user accounts: the accounts table comes first, and per-user tables carry an " +
      `${code("owner_id").markdown} that references it.`
    : "The app has no user accounts.";
  return joinBlocks([
    heading(2, "1 Overview"),
    paragraph(
      md(
        `The database is PostgreSQL with ${plan.tables.length} tables, listed in the order the DDL creates them. ` +
          `Every entity table has an identity primary key ${code("id").markdown} and ` +
          `${code("created_at").markdown} and ${code("updated_at").markdown} timestamps.`,
      ),
    ),
    paragraph(md(accounts)),
    table(["Table", "Kind", "Stores", "Description", "Requirements"], rows),
  ]);
}

function typeCell(column: PlannedColumn): Inline {
  return column.enumValues === null
    ? code(column.sqlType)
    : md(`${code(column.sqlType).markdown} (one of: ${enumList(column.enumValues)})`);
}

function enumList(values: readonly string[]): string {
  return values.map((value) => code(value).markdown).join(", ");
}

function columnsTable(planned: PlannedTable): string {
  const rows = planned.columns.map((c) => [
    code(c.name),
    typeCell(c),
    yesNo(c.notNull),
    yesNo(c.unique || (planned.primaryKey.length === 1 && planned.primaryKey[0] === c.name)),
    c.description,
  ]);
  return table(["Column", "Type", "Required", "Unique", "Description"], rows);
}

function relationsTable(planned: PlannedTable, entity: Entity, plan: SchemaPlan): string {
  const joinTableOf = (relation: Relation) =>
    plan.tables.find((t) => t.kind === "join" && t.entity === entity && t.relation === relation) ??
    plan.tables.find(
      (t) => t.kind === "join" && t.entity?.name === relation.target && t.relation?.target === entity.name,
    );
  const rows = entity.relations.map((r) => {
    const column = planned.columns.find((c) => c.source.kind === "relation" && c.source.relation === r);
    const where = r.kind === "many-to-one" ? column?.name : joinTableOf(r)?.name;
    return [r.name, r.kind, r.target, where === undefined ? "—" : code(where), yesNo(r.required), r.onDelete];
  });
  return tableOr(
    ["Relation", "Kind", "Target", "Column or join table", "Required", "On delete"],
    rows,
    "No relations.",
  );
}

/** "`draft` or `submitted`". */
function statesList(states: readonly string[]): Inline {
  return md(
    joinWords(
      states.map((state) => code(state).markdown),
      "or",
    ),
  );
}

/**
 * An entity's workflow in plain words: where its state is kept, the states in order, where a new row starts, and
 * a table of the actions that move it (from, to, who may, the requirements that state them). Null without one.
 */
function workflowPart(entity: Entity, model: DataModel): string | null {
  const workflow = entity.workflow;
  if (workflow === undefined) return null;
  const field = entity.fields.find((f) => f.name === workflow.field);
  const roles = model.roles ?? [];
  const who = (names: readonly string[]) =>
    names.length === 0
      ? "Anyone who may change the row"
      : names.map((name) => roles.find((r) => r.name === name)?.label ?? name).join(", ");
  const column = code(field?.column ?? workflow.field).markdown;
  return joinBlocks([
    paragraph(md("**Workflow**")),
    paragraph(
      md(
        `${column} holds the row's state, one of ${inline(statesList(field?.enumValues ?? []))}. ` +
          `A new row starts as ${code(workflow.initial).markdown}; after that the state changes only through ` +
          "the actions below, and the server refuses any other change of it.",
      ),
    ),
    table(
      ["Action", "From", "To", "Who", "Requirements"],
      workflow.transitions.map((t) => [
        t.label,
        statesList(t.from),
        code(t.to),
        who(t.roles),
        servesText(t.serves),
      ]),
    ),
  ]);
}

function tablesSection(plan: SchemaPlan, model: DataModel): string {
  const blocks = plan.tables.map((planned, index) =>
    joinBlocks([
      heading(3, md(`3.${index + 1} ${inline(tableTitle(planned))} ${code(planned.name).markdown}`)),
      paragraph(planned.comment),
      planned.entity && planned.kind === "entity" && planned.entity.serves.length > 0
        ? paragraph(`Serves ${servesText(planned.entity.serves)}.`)
        : null,
      columnsTable(planned),
      planned.entity && planned.kind === "entity" ? paragraph(md("**Relations**")) : null,
      planned.entity && planned.kind === "entity" ? relationsTable(planned, planned.entity, plan) : null,
      planned.entity && planned.kind === "entity" ? workflowPart(planned.entity, model) : null,
      planned.entity && planned.kind === "entity" ? publicEntityPart(planned.entity, model.accounts) : null,
      planned.entity && planned.kind === "entity" ? rulesPart(planned.entity, model) : null,
    ]),
  );
  return joinBlocks([heading(2, "3 Tables"), ...blocks]);
}

function indexesSection(plan: SchemaPlan): string {
  const rows = plan.tables.flatMap((t) =>
    t.indexes.map((i) => [
      code(i.name),
      code(t.name),
      md(i.columns.map((c) => code(c).markdown).join(", ")),
      yesNo(i.unique),
      i.reason,
    ]),
  );
  return joinBlocks([
    heading(2, "4 Indexes"),
    paragraph(
      "Besides the primary keys and unique columns, these indexes exist. Every foreign key column leads an " +
        "index (its own or a wider one), so joins and cascading deletes stay fast.",
    ),
    tableOr(["Index", "Table", "Columns", "Unique", "Reason"], rows, "No indexes beyond the primary keys."),
  ]);
}

function seedValue(entity: Entity, key: string, value: string | number | boolean | null): string {
  if (value === null) return "—";
  if (typeof value === "boolean") return yesNo(value);
  const relation = entity.relations.find((r) => r.name === key);
  if (relation && typeof value === "number") return `${relation.target} row ${value}`;
  return String(value);
}

/** A camelCase key as a column header: `referredBy` → `Referred by`. */
function headerOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function seedSection(model: DataModel): string {
  const blocks = model.entities
    .filter((entity) => entity.seed.length > 0)
    .map((entity) => {
      const keys = [...new Set(entity.seed.flatMap((row) => Object.keys(row)))];
      const ordered = [
        ...entity.fields.map((f) => f.name).filter((name) => keys.includes(name)),
        ...keys.filter((key) => !entity.fields.some((f) => f.name === key)),
      ];
      const header = ordered.map((key) => entity.fields.find((f) => f.name === key)?.label ?? headerOf(key));
      const rows = entity.seed.map((row) => ordered.map((key) => seedValue(entity, key, row[key] ?? null)));
      return joinBlocks([
        heading(3, entity.name),
        table(
          ["Row", ...header],
          rows.map((r, i) => [String(i + 1), ...r]),
        ),
      ]);
    });
  return joinBlocks([
    heading(2, "5 Seed examples"),
    blocks.length > 0
      ? paragraph("Example rows for development and tests. A relation names the row of its target by number.")
      : paragraph("No seed examples are given."),
    ...blocks,
  ]);
}

const SCOPE_WORDS: Readonly<Record<AccessScope, string>> = { none: "no", own: "own", all: "all" };

/** One cell of the permissions table: "read all, add, change own" or "none". */
function accessCell(access: Access | undefined): string {
  if (access === undefined) return "none";
  const parts = [
    access.read === "none" ? null : `read ${SCOPE_WORDS[access.read]}`,
    access.create ? "add" : null,
    access.update === "none" ? null : `change ${SCOPE_WORDS[access.update]}`,
    access.delete === "none" ? null : `delete ${SCOPE_WORDS[access.delete]}`,
  ].filter((p) => p !== null);
  return parts.length === 0 ? "none" : parts.join(", ");
}

/** The roles, who gets which at sign-up, and what each may do with each table (only when the model has roles). */
function rolesSection(model: DataModel, plan: SchemaPlan): string | null {
  const roles = model.roles ?? [];
  if (roles.length === 0) return null;
  const admin = roles.find((r) => r.manageAccounts);
  const signUp = roles.find((r) => r.name === model.signUpRole);
  const accounts = plan.tables.find((t) => t.kind === "accounts")?.name ?? "users";
  const shared = model.entities.filter((e) => !Object.values(e.access ?? {}).some((a) => a.read === "own"));
  const owned = model.entities.filter((e) => Object.values(e.access ?? {}).some((a) => a.read === "own"));
  return joinBlocks([
    heading(2, "9 Roles and permissions"),
    paragraph(
      `Each account in ${accounts} has one role (a role column the code generator adds, checked against the roles below). ${
        admin
          ? `The first account gets ${admin.label} and manages the others' roles`
          : "Roles are set by hand"
      }${signUp ? `; later sign-ups get ${signUp.label}` : ""}. The server refuses what a role may not do (403) and the pages hide it.`,
    ),
    bulletList(roles.map((r) => `${r.label}${r.description === "" ? "" : `: ${r.description}`}`)),
    table(
      ["Table", ...roles.map((r) => r.label)],
      model.entities.map((e) => [e.name, ...roles.map((r) => accessCell(e.access?.[r.name]))]),
    ),
    paragraph(
      [
        shared.length > 0
          ? `Shared: ${shared.map((e) => e.name).join(", ")} (a role that reads them reads every row).`
          : null,
        owned.length > 0
          ? `Owned: ${owned.map((e) => e.name).join(", ")} (rows carry the account that created them; "own" means those rows only).`
          : null,
      ]
        .filter((p) => p !== null)
        .join(" "),
    ),
  ]);
}

/**
 * Renders the database design document from the data model: table overview, the Mermaid ER diagram, every
 * table with its columns, relations and workflow (when it has one), the indexes, seed examples, what the schema
 * had to adjust, the runnable PostgreSQL DDL and the requirement ids each table serves.
 */
export function renderDatabaseDesign(model: DataModel, meta: DocumentMeta): string {
  const plan = planSchema(model);
  const entities = plan.tables.flatMap((t) =>
    t.kind === "entity" && t.entity ? [{ element: `Table ${t.name}`, serves: t.entity.serves }] : [],
  );
  return joinBlocks([
    documentHeader("Database Design", meta.productName ?? null, meta),
    overview(plan, model),
    heading(2, "2 Entity-relationship diagram"),
    paragraph(
      "Tables with their columns and keys; a crow's foot marks the many side of a relation. Timestamps are left out.",
    ),
    codeBlock("mermaid", erDiagram(plan)),
    tablesSection(plan, model),
    indexesSection(plan),
    seedSection(model),
    heading(2, "6 Adjustments"),
    plan.notes.length > 0
      ? joinBlocks([
          paragraph("Where the data model could not be taken literally, the schema does this:"),
          bulletList(plan.notes),
        ])
      : paragraph("None: the schema follows the data model exactly."),
    heading(2, "7 SQL DDL"),
    paragraph("Runnable PostgreSQL; run it in one transaction on an empty schema."),
    codeBlock("sql", renderPlannedDdl(plan)),
    heading(2, "8 Traceability"),
    traceabilityTable(entities),
    rolesSection(model, plan),
    reportsSection(model, (model.roles ?? []).length > 0 ? 10 : 9),
  ]);
}
