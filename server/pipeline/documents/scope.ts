import { requirementsModelSchema, type RequirementsModel } from "../../../domain/artifacts/01-requirements";
import { designModelSchema, type DesignModel } from "../../../domain/artifacts/03-system-design";
import { apiModelSchema, type ApiModel } from "../../../domain/artifacts/04-api-model";
import { dataModelSchema, type DataModel } from "../../../domain/artifacts/04-data-model";
import { uiModelSchema, type UiModel } from "../../../domain/artifacts/04-ui-model";
import type { Builders, RequirementsIntake } from "./builders";

/**
 * The models one generation job builds, each at most once: the technical documents share one data model
 * (the API is built on it, the UI on both).
 */
export class BuildScope {
  private readonly cache: {
    requirements?: RequirementsModel;
    design?: DesignModel;
    data?: DataModel;
    api?: ApiModel;
    ui?: UiModel;
  } = {};

  constructor(
    private readonly builders: Builders,
    /** The SRS is built from the intake; every later document from the approved SRS's model. */
    private readonly source: { intake: RequirementsIntake } | { requirements: RequirementsModel },
  ) {}

  requirements(): RequirementsModel {
    const { source } = this;
    if ("requirements" in source) return source.requirements;
    return (this.cache.requirements ??= requirementsModelSchema.parse(
      this.builders.requirements(source.intake),
    ));
  }

  design(): DesignModel {
    return (this.cache.design ??= designModelSchema.parse(this.builders.design(this.requirements())));
  }

  data(): DataModel {
    return (this.cache.data ??= dataModelSchema.parse(this.builders.data(this.requirements())));
  }

  api(): ApiModel {
    return (this.cache.api ??= apiModelSchema.parse(this.builders.api(this.data(), this.requirements())));
  }

  ui(): UiModel {
    return (this.cache.ui ??= uiModelSchema.parse(
      this.builders.ui(this.data(), this.api(), this.requirements()),
    ));
  }
}
