import { singular } from "../words/singular";

/*
 * The parts of a data model this module reads and renames, structurally (04-data-model.ts validates with it, so it
 * cannot import that module).
 */
type Field = {
  name: string;
  column: string;
  type: string;
  unique: boolean;
  enumValues?: string[] | undefined;
};
type Relation = {
  name: string;
  target: string;
  kind: "many-to-one" | "many-to-many";
  column?: string | undefined;
};
type Entity = {
  name: string;
  plural: string;
  fields: Field[];
  relations: Relation[];
  indexes: { columns: string[] }[];
  seed: Record<string, unknown>[];
  workflow?: { field: string } | undefined;
  rules?: Rule[] | undefined;
};
type Rule = {
  kind: string;
  target?: string;
  choice?: string | undefined;
  start?: string;
  end?: string;
  limitField?: string | undefined;
  order?: string;
  product?: string;
  quantity?: string;
  stock?: string;
  price?: string | undefined;
  unitPrice?: string | undefined;
  total?: string | undefined;
};
type Report = {
  entity: string;
  measure: { field?: string | undefined; signedBy?: { field: string } | undefined };
  groupBy?: { kind: string; field?: string; relation?: string } | undefined;
};
type DataModel = { entities: Entity[]; reports?: Report[] | undefined };

/*
 * The names of a data model that an API can carry (issue 31): a row already has `id`, `createdAt` and `updatedAt`;
 * a list's query already has `page`, `pageSize` and `q`, and filters by enum fields and `<relation>Id`; a JSON
 * object answers names like `constructor` or `toString` from its prototype; and a relation is sent as `<name>Id`
 * or `<name>Ids` beside the fields. A model whose names collide with any of these cannot be served as it says.
 *
 * `dataNameIssues` says what collides (the validator refuses such a model); `settleDataNames` renames what collides
 * one fixed way — a field `createdAt` becomes `createdAtValue`, a relation that takes a field's property becomes
 * `<name>Link` — keeping every label (the user's words) and updating every reference to the renamed name (workflow,
 * rules, reports, indexes, example rows). The builders of the data model settle what they build.
 */

/** Properties every row of the API has. */
export const ROW_PROPERTIES: readonly string[] = ["id", "createdAt", "updatedAt"];
/** Query parameters every list operation has. */
export const LIST_PARAMETERS: readonly string[] = ["page", "pageSize", "q"];
/** Names a plain JavaScript object already answers (from Object.prototype). */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);
/** Columns every entity table has. */
export const ROW_COLUMNS: readonly string[] = ["id", "created_at", "updated_at", "owner_id"];
/** Suffixes the API's schemas add to an entity's name (BookInput, BookPatch, BookList …). */
export const SCHEMA_SUFFIXES: readonly string[] = [
  "Input",
  "Patch",
  "List",
  "Record",
  "Create",
  "Update",
  "Page",
  "ListQuery",
  "Checkout",
  "Tally",
  "TransitionRequest",
  "TransitionRecord",
  "TransitionName",
];

/** What a client sends for a relation: `memberId`, or `tagIds` for many-to-many (as the API model names it). */
export function relationPropertyName(relation: Pick<Relation, "name" | "kind">): string {
  return relation.kind === "many-to-many" ? `${singular(relation.name)}Ids` : `${relation.name}Id`;
}

const snake = (camel: string) =>
  camel
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();

/** Types whose few values cannot tell rows apart: a unique one would allow two or a handful of rows. */
const UNIQUE_NEVER: readonly string[] = ["boolean", "enum"];

function fieldProblem(field: Field, entity: Entity): string | null {
  if (ROW_PROPERTIES.includes(field.name)) return `a row already has "${field.name}"`;
  if (PROTOTYPE_NAMES.includes(field.name)) return `"${field.name}" is a name every object already has`;
  if (field.type === "enum" && LIST_PARAMETERS.includes(field.name))
    return `"${field.name}" is already a query parameter of the list`;
  if (ROW_COLUMNS.includes(field.column)) return `the column "${field.column}" is one every table already has`;
  if (entity.fields.filter((f) => f.name === field.name).length > 1) return `"${field.name}" is named twice`;
  if (entity.fields.filter((f) => f.column === field.column).length > 1) return `the column "${field.column}" is named twice`;
  if (field.type === "enum" && new Set(field.enumValues ?? []).size !== (field.enumValues ?? []).length)
    return `a value of "${field.name}" is given twice`;
  if (field.unique && UNIQUE_NEVER.includes(field.type)) return `"${field.name}" has too few values to be unique`;
  return null;
} // prettier-ignore

function relationProblem(relation: Relation, entity: Entity): string | null {
  const property = relationPropertyName(relation);
  const taken = [...ROW_PROPERTIES, ...entity.fields.map((f) => f.name)];
  if (PROTOTYPE_NAMES.includes(relation.name)) return `"${relation.name}" is a name every object already has`;
  if (taken.includes(relation.name) || taken.includes(property))
    return `the relation "${relation.name}" takes the name of a field or of the row's own`;
  const others = entity.relations.filter((r) => r !== relation);
  if (others.some((r) => r.name === relation.name || relationPropertyName(r) === property))
    return `the relation "${relation.name}" is named twice`;
  const enumFilters = entity.fields.filter((f) => f.type === "enum").map((f) => f.name);
  if (enumFilters.includes(property.replace(/Ids$/, "Id")))
    return `the relation "${relation.name}" filters the list under an enum field's name`;
  const columns = [...ROW_COLUMNS, ...entity.fields.map((f) => f.column)];
  if (
    relation.column &&
    (columns.includes(relation.column) || others.some((r) => r.column === relation.column))
  )
    return `the column "${relation.column}" of the relation "${relation.name}" is taken`;
  return null;
}

/** What collides in a model's names (see the module comment), with where; empty when nothing does. */
export function dataNameIssues(model: DataModel): { message: string; path: (string | number)[] }[] {
  const issues: { message: string; path: (string | number)[] }[] = [];
  const names = model.entities.map((e) => e.name.toLowerCase());
  const plurals = model.entities.map((e) => e.plural.toLowerCase());
  const schemaNames = new Set(model.entities.flatMap((e) => SCHEMA_SUFFIXES.map((s) => `${e.name}${s}`)));
  model.entities.forEach((entity, i) => {
    const at = (message: string, ...path: (string | number)[]) => issues.push({ message, path: ["entities", i, ...path] });
    if (names.indexOf(entity.name.toLowerCase()) !== i) at(`the entity "${entity.name}" is named twice`, "name");
    if (plurals.indexOf(entity.plural.toLowerCase()) !== i || (names.includes(entity.plural.toLowerCase()) && entity.plural !== entity.name))
      at(`the plural "${entity.plural}" is another entity's`, "plural");
    if (schemaNames.has(entity.name)) at(`"${entity.name}" is the name of another entity's schema`, "name");
    entity.fields.forEach((field, f) => {
      const problem = fieldProblem(field, entity);
      if (problem) at(problem, "fields", f, "name");
    });
    entity.relations.forEach((relation, r) => {
      const problem = relationProblem(relation, entity);
      if (problem) at(problem, "relations", r, "name");
    });
  });
  return issues;
} // prettier-ignore

/** The model with every colliding name renamed (see the module comment); a model without collisions is returned as it is. */
export function settleDataNames<M extends DataModel>(model: M): M {
  // Anything else is left for the validator to refuse.
  const shaped =
    Array.isArray(model?.entities) &&
    model.entities.every(
      (e) =>
        Array.isArray(e?.fields) &&
        Array.isArray(e.relations) &&
        Array.isArray(e.seed) &&
        Array.isArray(e.indexes),
    );
  if (!shaped || dataNameIssues(model).length === 0) return model;
  const copy = structuredClone(model);
  settleEntityNames(copy);
  for (const entity of copy.entities) settleEntity(copy, entity);
  return copy;
}

function settleEntityNames(model: DataModel): void {
  const taken = new Set<string>();
  const plurals = new Set<string>();
  const renamed = new Map<string, string>();
  const suffixed = new Set(model.entities.flatMap((e) => SCHEMA_SUFFIXES.map((s) => `${e.name}${s}`)));
  for (const entity of model.entities) {
    let name = entity.name;
    for (let n = 2; taken.has(name.toLowerCase()) || suffixed.has(name); n++) name = `${entity.name}${n}`;
    if (name !== entity.name) renamed.set(entity.name, name);
    entity.name = name;
    taken.add(name.toLowerCase());
  }
  for (const entity of model.entities) {
    let plural = entity.plural;
    const clash = (p: string) =>
      plurals.has(p.toLowerCase()) ||
      (taken.has(p.toLowerCase()) && p.toLowerCase() !== entity.name.toLowerCase());
    for (let n = 2; clash(plural); n++) plural = `${entity.name}Records${n > 2 ? n - 1 : ""}`;
    entity.plural = plural;
    plurals.add(plural.toLowerCase());
  }
  if (renamed.size === 0) return;
  for (const entity of model.entities)
    for (const relation of entity.relations)
      relation.target = renamed.get(relation.target) ?? relation.target;
  for (const report of model.reports ?? []) report.entity = renamed.get(report.entity) ?? report.entity;
}

function settleEntity(model: DataModel, entity: Entity): void {
  const fieldRenames = new Map<string, string>();
  const columnRenames = new Map<string, string>();
  const names = new Set<string>();
  const columns = new Set<string>(ROW_COLUMNS);
  for (const field of entity.fields) {
    let name = field.name;
    const bad = (n: string) =>
      names.has(n) || ROW_PROPERTIES.includes(n) || PROTOTYPE_NAMES.includes(n) || (field.type === "enum" && LIST_PARAMETERS.includes(n));
    for (let k = 1; bad(name); k++) name = k === 1 ? `${field.name}Value` : `${field.name}Value${k}`;
    if (name !== field.name) fieldRenames.set(field.name, name);
    field.name = name;
    if (field.unique && UNIQUE_NEVER.includes(field.type)) field.unique = false;
    names.add(name);
    let column = field.column;
    for (let k = 1; columns.has(column); k++) column = k === 1 ? snake(name) : `${snake(name)}_${k}`;
    if (column !== field.column) columnRenames.set(field.column, column);
    field.column = column;
    columns.add(column);
    if (field.enumValues) field.enumValues = [...new Set(field.enumValues)];
  } // prettier-ignore
  const relationRenames = new Map<string, string>();
  const properties = new Set<string>([...ROW_PROPERTIES, ...names]);
  const filters = new Set(entity.fields.filter((f) => f.type === "enum").map((f) => f.name));
  for (const relation of entity.relations) {
    let name = relation.name;
    const bad = (n: string) => {
      const property = relationPropertyName({ name: n, kind: relation.kind });
      return properties.has(n) || properties.has(property) || PROTOTYPE_NAMES.includes(n) || filters.has(property.replace(/Ids$/, "Id"));
    };
    for (let k = 1; bad(name); k++) name = k === 1 ? `${relation.name}Link` : `${relation.name}Link${k}`;
    if (name !== relation.name) relationRenames.set(relation.name, name);
    relation.name = name;
    const property = relationPropertyName(relation);
    properties.add(name).add(property);
    filters.add(property.replace(/Ids$/, "Id"));
    if (relation.column) {
      let column = relation.column;
      for (let k = 1; columns.has(column); k++) column = k === 1 ? `${snake(name)}_id` : `${snake(name)}_${k}_id`;
      if (column !== relation.column) columnRenames.set(relation.column, column);
      relation.column = column;
      columns.add(column);
    }
  } // prettier-ignore
  if (fieldRenames.size + relationRenames.size + columnRenames.size === 0) return;
  renameReferences(model, entity, fieldRenames, relationRenames, columnRenames);
}

function renameReferences(
  model: DataModel,
  entity: Entity,
  fields: Map<string, string>,
  relations: Map<string, string>,
  columns: Map<string, string>,
): void {
  const field = (name: string) => fields.get(name) ?? name;
  const relation = (name: string) => relations.get(name) ?? name;
  const member = (name: string) => fields.get(name) ?? relations.get(name) ?? name;
  if (entity.workflow) entity.workflow.field = field(entity.workflow.field);
  for (const index of entity.indexes) index.columns = index.columns.map((c) => columns.get(c) ?? c);
  entity.seed = entity.seed.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [member(key), value])),
  );
  for (const rule of entity.rules ?? []) {
    if (rule.target !== undefined) rule.target = relation(rule.target);
    if (rule.choice !== undefined) rule.choice = member(rule.choice);
    if (rule.start !== undefined) rule.start = field(rule.start);
    if (rule.end !== undefined) rule.end = field(rule.end);
    if (rule.order !== undefined) rule.order = relation(rule.order);
    if (rule.product !== undefined) rule.product = relation(rule.product);
    if (rule.quantity !== undefined) rule.quantity = field(rule.quantity);
    if (rule.unitPrice !== undefined) rule.unitPrice = field(rule.unitPrice);
  }
  // Rules of other entities that name this entity's fields: a capacity's limit field on its target, a stock rule's
  // product stock and price, and its order's total.
  for (const other of model.entities)
    for (const rule of other.rules ?? []) {
      const target = (relationName: string | undefined) =>
        other.relations.find((r) => r.name === relationName)?.target;
      if (rule.kind === "capacity" && rule.limitField !== undefined && target(rule.target) === entity.name)
        rule.limitField = field(rule.limitField);
      if (rule.kind === "stock" && target(rule.product) === entity.name) {
        if (rule.stock !== undefined) rule.stock = field(rule.stock);
        if (rule.price !== undefined) rule.price = field(rule.price);
      }
      if (rule.kind === "stock" && target(rule.order) === entity.name && rule.total !== undefined)
        rule.total = field(rule.total);
    }
  for (const report of model.reports ?? []) {
    if (report.entity !== entity.name) continue;
    if (report.measure.field !== undefined) report.measure.field = field(report.measure.field);
    if (report.measure.signedBy) report.measure.signedBy.field = field(report.measure.signedBy.field);
    const group = report.groupBy;
    if (group?.field !== undefined) group.field = field(group.field);
    if (group?.relation !== undefined) group.relation = relation(group.relation);
  }
}
