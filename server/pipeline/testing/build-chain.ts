import type { RequirementsModel } from "../../../domain/artifacts/01-requirements";
import type { DesignModel } from "../../../domain/artifacts/03-system-design";
import type { ApiModel } from "../../../domain/artifacts/04-api-model";
import type { DataModel } from "../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../domain/artifacts/04-ui-model";
import { buildRequirementsModel, type RequirementsInput } from "../phases/02-srs/build";
import { buildDesignModel } from "../phases/03-system-design/build";
import { buildApiModel } from "../phases/04-technical/build-api";
import { buildDataModel } from "../phases/04-technical/build-data";
import { buildUiModel } from "../phases/04-technical/build-ui";
import { planSchema } from "../phases/04-technical/schema-plan";
import { quoteIdentifier as q, sqlString } from "../phases/04-technical/sql";

/** Test support: every model of the chain for one input, as the embedded engine builds them in turn. */
export interface Chain {
  requirements: RequirementsModel;
  design: DesignModel;
  data: DataModel;
  api: ApiModel;
  ui: UiModel;
}

/** Builds the requirements model, then the design, data, API and UI models from it. */
export function buildChain(input: RequirementsInput): Chain {
  const requirements = buildRequirementsModel(input);
  const data = buildDataModel(requirements);
  const api = buildApiModel(data, requirements);
  return {
    requirements,
    design: buildDesignModel(requirements),
    data,
    api,
    ui: buildUiModel(data, api, requirements),
  };
}

/** Every requirement id some element of the design, data, API or UI model says it serves. */
export function servedIds(chain: Chain): Set<string> {
  const { design, data, api, ui } = chain;
  return new Set(
    [
      ...design.components.flatMap((c) => c.serves),
      ...design.security.flatMap((s) => s.serves),
      design.keyFlow.serves,
      ...design.nonFunctional.map((n) => [n.requirementId]),
      ...data.entities.map((e) => e.serves),
      ...api.resources.flatMap((r) => r.operations.map((o) => o.serves)),
      ...ui.pages.map((p) => p.serves),
    ].flat(),
  );
}

function literal(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "string") return sqlString(value);
  return String(value);
}

/**
 * INSERT statements for a data model's example rows, in the DDL's table order: one account first when the
 * model has accounts (it owns every per-user row), relations as the id of the target's n-th row (ids start at
 * 1 in a fresh schema, and rows go in in order).
 */
export function seedStatements(model: DataModel): string[] {
  const statements: string[] = [];
  for (const table of planSchema(model).tables) {
    if (table.kind === "accounts") {
      statements.push(
        `INSERT INTO ${q(table.name)} (username, password_hash, name) VALUES ('ada', 'scrypt$x', 'Ada')`,
      );
      continue;
    }
    if (table.kind !== "entity" || table.entity === null) continue;
    for (const row of table.entity.seed) {
      const columns: string[] = [];
      const values: string[] = [];
      for (const column of table.columns) {
        const source = column.source;
        let value: string | undefined;
        if (source.kind === "field") value = literal(row[source.field.name] ?? null);
        if (source.kind === "relation") value = literal(row[source.relation.name] ?? null);
        if (source.kind === "owner") value = "1";
        if (value === undefined) continue;
        columns.push(q(column.name));
        values.push(value);
      }
      statements.push(`INSERT INTO ${q(table.name)} (${columns.join(", ")}) VALUES (${values.join(", ")})`);
    }
  }
  return statements;
}
