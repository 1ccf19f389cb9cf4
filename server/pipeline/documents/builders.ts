import { EMBEDDED, type GeneratedBy } from "../../../domain/api/ai";
import type { RequirementsModel } from "../../../domain/artifacts/01-requirements";
import type { DesignModel } from "../../../domain/artifacts/03-system-design";
import type { ApiModel } from "../../../domain/artifacts/04-api-model";
import type { DataModel } from "../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../domain/artifacts/04-ui-model";
import type { Llm } from "../../engines/llm";
import { fixtureNamed } from "../fixtures";
import { llmRequirementsBuilder } from "../phases/02-srs/llm";
import { llmDesignBuilder } from "../phases/03-system-design/llm";
import { llmTechnicalBuilders } from "../phases/04-technical/llm";
import { buildRequirementsModel, type RequirementsInput } from "../phases/02-srs/build";
import { buildDesignModel } from "../phases/03-system-design/build";
import { buildApiModel } from "../phases/04-technical/build-api";
import { buildDataModel } from "../phases/04-technical/build-data";
import { buildUiModel } from "../phases/04-technical/build-ui";

/** What the SRS is built from: the project, its checklist answers and its requirements as stored. */
export type RequirementsIntake = RequirementsInput;

/** The generation a builder works for: the project (model calls are counted per project) and its cancellation. */
export interface BuildContext {
  projectId: number;
  /** Aborted when the generation is superseded (its upstream document changed while it ran). */
  signal?: AbortSignal;
}

/** A built model and what built it (stored with the document version it is rendered to). */
export interface Drafted<M> {
  model: M;
  generatedBy: GeneratedBy;
}

/**
 * The model builders of the document chain, one per model. Without a model configured the app uses the embedded
 * engine's; with one, `llmBuilders` (phases' llm.ts) asks the model and falls back to these. Tests can pass their
 * own (fixtures, or builders that fail) through `createTestApp({ builders })`.
 */
export interface Builders {
  requirements(intake: RequirementsIntake, ctx: BuildContext): Promise<Drafted<RequirementsModel>>;
  design(requirements: RequirementsModel, ctx: BuildContext): Promise<Drafted<DesignModel>>;
  data(requirements: RequirementsModel, ctx: BuildContext): Promise<Drafted<DataModel>>;
  api(data: DataModel, requirements: RequirementsModel, ctx: BuildContext): Promise<Drafted<ApiModel>>;
  ui(
    data: DataModel,
    api: ApiModel,
    requirements: RequirementsModel,
    ctx: BuildContext,
  ): Promise<Drafted<UiModel>>;
}

/** A deterministic builder as one of `Builders`, marked as the embedded engine's work. */
export function embedded<A extends unknown[], M>(
  build: (...args: A) => M,
): (...args: [...A, BuildContext]) => Promise<Drafted<M>> {
  return (...args) => Promise.resolve({ model: build(...(args.slice(0, -1) as A)), generatedBy: EMBEDDED });
}

/** The embedded engine's builders: deterministic, no network. */
export const defaultBuilders: Builders = {
  requirements: embedded(buildRequirementsModel),
  design: embedded(buildDesignModel),
  data: embedded(buildDataModel),
  api: embedded(buildApiModel),
  ui: embedded(buildUiModel),
};

/**
 * The builders on the configured model: each asks the model for what needs understanding or writing and merges it
 * onto the embedded engine's model, which stands in (marked as a fallback, with the reason) when the model fails.
 */
export function llmBuilders(llm: Llm): Builders {
  return {
    requirements: llmRequirementsBuilder(llm),
    design: llmDesignBuilder(llm),
    ...llmTechnicalBuilders(llm),
  };
}

/** Builders that answer with a fixture's hand-written models whatever the input (tests of the machinery). */
export function fixtureBuilders(name = "lending-library"): Builders {
  const fixture = fixtureNamed(name);
  return {
    requirements: embedded((intake: RequirementsIntake) => ({
      ...fixture.requirements,
      product: { ...fixture.requirements.product, name: intake.project.name },
    })),
    design: () => Promise.resolve({ model: fixture.design, generatedBy: EMBEDDED }),
    data: () => Promise.resolve({ model: fixture.data, generatedBy: EMBEDDED }),
    api: () => Promise.resolve({ model: fixture.api, generatedBy: EMBEDDED }),
    ui: () => Promise.resolve({ model: fixture.ui, generatedBy: EMBEDDED }),
  };
}
