import type { RequirementsModel } from "../../../domain/artifacts/01-requirements";
import type { DesignModel } from "../../../domain/artifacts/03-system-design";
import type { ApiModel } from "../../../domain/artifacts/04-api-model";
import type { DataModel } from "../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../domain/artifacts/04-ui-model";
import { fixtureNamed } from "../fixtures";
import { buildRequirementsModel, type RequirementsInput } from "../phases/02-srs/build";
import { buildDesignModel } from "../phases/03-system-design/build";
import { buildApiModel } from "../phases/04-technical/build-api";
import { buildDataModel } from "../phases/04-technical/build-data";
import { buildUiModel } from "../phases/04-technical/build-ui";

/** What the SRS is built from: the project, its checklist answers and its requirements as stored. */
export type RequirementsIntake = RequirementsInput;

/**
 * The model builders of the document chain, one per model. The app uses the embedded engine's; tests can pass
 * their own (fixtures, or builders that fail) through `createTestApp({ builders })`.
 */
export interface Builders {
  requirements(intake: RequirementsIntake): RequirementsModel;
  design(requirements: RequirementsModel): DesignModel;
  data(requirements: RequirementsModel): DataModel;
  api(data: DataModel, requirements: RequirementsModel): ApiModel;
  ui(data: DataModel, api: ApiModel, requirements: RequirementsModel): UiModel;
}

/** The embedded engine's builders: deterministic, no network. */
export const defaultBuilders: Builders = {
  requirements: buildRequirementsModel,
  design: buildDesignModel,
  data: buildDataModel,
  api: buildApiModel,
  ui: buildUiModel,
};

/** Builders that answer with a fixture's hand-written models whatever the input (tests of the machinery). */
export function fixtureBuilders(name = "lending-library"): Builders {
  const fixture = fixtureNamed(name);
  return {
    requirements: (intake) => ({
      ...fixture.requirements,
      product: { ...fixture.requirements.product, name: intake.project.name },
    }),
    design: () => fixture.design,
    data: () => fixture.data,
    api: () => fixture.api,
    ui: () => fixture.ui,
  };
}
