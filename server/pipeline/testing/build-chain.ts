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

export { seedStatements } from "../../export/seed";

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
  return chainOver(requirements, buildDataModel(requirements));
}

/** The design, API and UI models the product derives from requirements and a data model (any data model). */
export function chainOver(requirements: RequirementsModel, data: DataModel): Chain {
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
