import { mermaidId, mermaidLabel } from "../../markdown";
import type { PlannedColumn, PlannedTable, SchemaPlan } from "./schema-plan";

function keys(table: PlannedTable, column: PlannedColumn): string {
  const found = [
    table.primaryKey.includes(column.name) ? "PK" : null,
    column.references ? "FK" : null,
    column.unique ? "UK" : null,
  ].filter((key) => key !== null);
  return found.length > 0 ? ` ${found.join(", ")}` : "";
}

/** Column names are snake_case already: kept as they are (a Mermaid keyword is harmless inside an entity). */
function attributeName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : mermaidId(name);
}

function attribute(table: PlannedTable, column: PlannedColumn): string {
  const type = column.sqlType.replace(/\(.*$/, "");
  const comment = column.source.kind === "field" ? ` "${mermaidLabel(column.source.field.label)}"` : "";
  return `    ${type} ${attributeName(column.name)}${keys(table, column)}${comment}`;
}

function relationships(plan: SchemaPlan): string[] {
  const lines: string[] = [];
  for (const table of plan.tables) {
    const from = mermaidId(table.name);
    if (table.kind === "join") {
      const [left, right] = table.columns;
      if (left?.references && right?.references) {
        const label = table.relation?.name ?? table.name;
        lines.push(
          `  ${mermaidId(left.references.table)} }o--o{ ${mermaidId(right.references.table)} : "${mermaidLabel(label)}"`,
        );
      }
      continue;
    }
    for (const column of table.columns) {
      if (!column.references) continue;
      const cardinality = column.notNull ? "}o--||" : "}o--o|";
      const label = column.source.kind === "relation" ? column.source.relation.name : column.source.kind;
      lines.push(`  ${from} ${cardinality} ${mermaidId(column.references.table)} : "${mermaidLabel(label)}"`);
    }
  }
  return lines;
}

/**
 * The Mermaid ER diagram of a planned schema: one entity per table (join tables drawn as the many-to-many
 * line they stand for), columns with their base type and keys, timestamps left out to keep it readable.
 */
export function erDiagram(plan: SchemaPlan): string {
  const entities = plan.tables
    .filter((table) => table.kind !== "join")
    .flatMap((table) => [
      `  ${mermaidId(table.name)} {`,
      ...table.columns
        .filter((c) => c.source.kind !== "created" && c.source.kind !== "updated")
        .map((c) => attribute(table, c)),
      "  }",
    ]);
  return ["erDiagram", ...entities, ...relationships(plan)].join("\n");
}
