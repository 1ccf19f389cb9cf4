import type { Entity } from "../../../../domain/artifacts/04-data-model";
import { lowerFirst, tsString } from "../names";
import type { ClientModel } from "./model";
import { displayField, hrefExpr, relationProp } from "./model";

/**
 * Table cells and detail values as TSX: a field formatted by its type, a many-to-one relation as a link to the
 * target showing its label, a many-to-many relation as the targets' labels.
 */
export interface Column {
  /** Header text (user text, pass through tsString). */
  label: string;
  /** TSX expression rendering the cell for `row`. */
  cell: string;
  /** Relation option lists the cell reads (relation name → target entity name). */
  needs: Map<string, string>;
}

export function fieldCell(type: string, access: string): string {
  return `formatValue(${access}, ${tsString(type)})`;
}

/** The columns of a table of `entity` rows, by name; unknown names are left out. */
export function tableColumns(model: ClientModel, entity: Entity, names: string[]): Column[] {
  const out: Column[] = [];
  for (const name of names) {
    const binding = model.column(entity, name);
    if (binding.kind === "field") {
      out.push({
        label: binding.field.label,
        cell: fieldCell(binding.field.type, `row.${binding.field.name}`),
        needs: new Map(),
      });
    } else if (binding.kind === "one" && binding.target) {
      const key = binding.relation.name;
      const access = `row.${relationProp(binding.relation)}`;
      const detail = model.entityRoute(binding.target.name, "detail");
      const label = `labelOf(options.${key}, ${access})`;
      const cell = detail
        ? `${access} === null || ${access} === undefined ? "—" : <Link href={${hrefExpr(detail, access)}}>{${label}}</Link>`
        : label;
      out.push({
        label: binding.target.label || binding.target.name,
        cell,
        needs: new Map([[key, binding.target.name]]),
      });
    } else if (binding.kind === "many" && binding.target) {
      const key = binding.relation.name;
      const ids = `row.${relationProp(binding.relation)}`;
      const cell = `${ids}.length === 0 ? "—" : ${ids}.map((id) => labelOf(options.${key}, id)).join(", ")`;
      out.push({ label: spaced(binding.target.plural), cell, needs: new Map([[key, binding.target.name]]) });
    }
  }
  return out;
}

/** Every field and relation of an entity, for its detail page. */
export function detailColumns(model: ClientModel, entity: Entity): Column[] {
  const names = [...entity.fields.map((f) => f.name), ...entity.relations.map((r) => relationProp(r))];
  return tableColumns(model, entity, names).map((c, i) => {
    const field = entity.fields[i];
    if (field?.type === "url")
      return {
        ...c,
        cell: `/^https?:\\/\\//.test(row.${field.name} ?? "") ? <a href={row.${field.name} ?? ""} rel="noreferrer">{row.${field.name}}</a> : ${c.cell}`,
      };
    if (field?.type === "email")
      return {
        ...c,
        cell: `row.${field.name} ? <a href={\`mailto:\${row.${field.name}}\`}>{row.${field.name}}</a> : "—"`,
      };
    return c;
  });
}

/** The first column links to the row's detail page. */
export function linkFirst(model: ClientModel, entity: Entity, columns: Column[]): Column[] {
  const detail = model.entityRoute(entity.name, "detail");
  if (!detail) return columns;
  if (columns.length === 0) {
    return [
      {
        label: entity.label || entity.name,
        cell: `<Link href={${hrefExpr(detail, "row.id")}}>{${lowerFirst(entity.name)}Label(row)}</Link>`,
        needs: new Map(),
      },
    ];
  }
  const [first, ...rest] = columns;
  if (!first) return columns;
  // A relation cell is already a link (to the target); the row link then goes on an extra label column.
  if (first.cell.includes("<Link")) {
    return [
      {
        label: entity.label || entity.name,
        cell: `<Link href={${hrefExpr(detail, "row.id")}}>{${lowerFirst(entity.name)}Label(row)}</Link>`,
        needs: new Map(),
      },
      ...columns,
    ];
  }
  return [{ ...first, cell: `<Link href={${hrefExpr(detail, "row.id")}}>{${first.cell}}</Link>` }, ...rest];
}

/** The columns of a list of `entity`: its list page's columns, or its label. */
export function listColumnNames(model: ClientModel, entity: Entity): string[] {
  const page = model.pageOf(entity.name, "list");
  if (page && page.columns.length > 0) return page.columns;
  const field = displayField(entity);
  return field ? [field.name] : [];
}

export function mergeNeeds(columns: Column[]): Map<string, string> {
  const needs = new Map<string, string>();
  for (const c of columns) for (const [k, v] of c.needs) needs.set(k, v);
  return needs;
}

/** "RecipeIngredients" → "Recipe ingredients". */
export function spaced(pascal: string): string {
  const words = pascal.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(" ");
  return words.map((w, i) => (i === 0 ? w : w.toLowerCase())).join(" ");
}
