import { requirementsModelSchema, type RequirementsModel } from "../../../domain/artifacts/01-requirements";
import { designModelSchema, type DesignModel } from "../../../domain/artifacts/03-system-design";
import { apiModelSchema, type ApiModel } from "../../../domain/artifacts/04-api-model";
import { settleDataModel } from "../../../domain/artifacts/04-data-settle";
import { dataModelSchema, type DataModel } from "../../../domain/artifacts/04-data-model";
import { uiModelSchema, type UiModel } from "../../../domain/artifacts/04-ui-model";
import { EMBEDDED } from "../../../domain/api/ai";
import type { BuildContext, Builders, Drafted, RequirementsIntake } from "./builders";

/**
 * The models one generation job builds, each at most once: the technical documents share one data model
 * (the API is built on it, the UI on both). Every model is validated against its schema before anything uses it.
 */
export class BuildScope {
  private readonly cache: {
    requirements?: Promise<Drafted<RequirementsModel>>;
    design?: Promise<Drafted<DesignModel>>;
    data?: Promise<Drafted<DataModel>>;
    api?: Promise<Drafted<ApiModel>>;
    ui?: Promise<Drafted<UiModel>>;
  } = {};

  constructor(
    private readonly builders: Builders,
    /** The SRS is built from the intake; every later document from the approved SRS's model. */
    private readonly source: { intake: RequirementsIntake } | { requirements: RequirementsModel },
    private readonly ctx: BuildContext,
  ) {}

  requirements(): Promise<Drafted<RequirementsModel>> {
    const { source } = this;
    if ("requirements" in source)
      return Promise.resolve({ model: source.requirements, generatedBy: EMBEDDED });
    return (this.cache.requirements ??= this.builders
      .requirements(source.intake, this.ctx)
      .then(checked((value) => requirementsModelSchema.parse(value))));
  }

  design(): Promise<Drafted<DesignModel>> {
    return (this.cache.design ??= this.model(this.requirements()).then((req) =>
      this.builders.design(req, this.ctx).then(checked((value) => designModelSchema.parse(value))),
    ));
  }

  data(): Promise<Drafted<DataModel>> {
    return (this.cache.data ??= this.model(this.requirements()).then((req) =>
      // A model's own draft may name a field like a row's own property (createdAt): settled before it is checked.
      this.builders
        .data(req, this.ctx)
        .then(checked((value) => dataModelSchema.parse(settleDataModel(value as DataModel)))),
    ));
  }

  api(): Promise<Drafted<ApiModel>> {
    return (this.cache.api ??= Promise.all([this.model(this.data()), this.model(this.requirements())]).then(
      ([data, req]) =>
        this.builders.api(data, req, this.ctx).then(checked((value) => apiModelSchema.parse(value))),
    ));
  }

  ui(): Promise<Drafted<UiModel>> {
    return (this.cache.ui ??= Promise.all([
      this.model(this.data()),
      this.model(this.api()),
      this.model(this.requirements()),
    ]).then(([data, api, req]) =>
      this.builders.ui(data, api, req, this.ctx).then(checked((value) => uiModelSchema.parse(value))),
    ));
  }

  private async model<M>(drafted: Promise<Drafted<M>>): Promise<M> {
    return (await drafted).model;
  }
}

/** Validates a drafted model, keeping what built it. */
function checked<M>(parse: (value: unknown) => M): (drafted: Drafted<M>) => Drafted<M> {
  return (drafted) => ({ model: parse(drafted.model), generatedBy: drafted.generatedBy });
}
