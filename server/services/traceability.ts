import type { Traceability, TraceabilityRow } from "../../domain/api/documents";
import { requirementsModelSchema, type RequirementsModel } from "../../domain/artifacts/01-requirements";
import { designModelSchema, type DesignModel } from "../../domain/artifacts/03-system-design";
import type { ApiModel } from "../../domain/artifacts/04-api-model";
import type { DataModel } from "../../domain/artifacts/04-data-model";
import {
  ACTION_OPERATION_KIND,
  statedRequirements,
  type StatedRequirement,
} from "../codegen/analyse/behaviour";
import { partsOf } from "../codegen/analyse/capability-code";
import { apiModelSchema } from "../../domain/artifacts/04-api-model";
import { settledDataModelSchema } from "../../domain/artifacts/04-data-model";
import { uiModelSchema } from "../../domain/artifacts/04-ui-model";
import type { DocumentRow } from "../db/schema";
import { currentDocuments, currentOfKind } from "../pipeline/documents/lineage";
import { compareRequirementIds } from "../pipeline/traceability";

/** Names of the elements that serve each requirement id. */
function servedBy(elements: readonly { name: string; serves: readonly string[] }[]): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const { name, serves } of elements)
    for (const id of new Set(serves)) byId.set(id, [...(byId.get(id) ?? []), name]);
  return byId;
}

export interface TraceabilityModels {
  requirements: RequirementsModel;
  design: DesignModel | null;
  data: DataModel | null;
  api: ApiModel | null;
}

/**
 * Whether the models, and the app the generator writes from them, serve a requirement: a capability only when the
 * generator builds its kind (the design says so), records when their entities have operations for each action
 * the requirement asks for, accounts when the API signs users in, a quality when the design addresses it.
 */
function serving(
  stated: StatedRequirement,
  models: TraceabilityModels,
): Pick<TraceabilityRow, "status" | "reason"> {
  const { behaviour, id } = stated;
  const { design, data, api } = models;
  const unserved = (reason: string) => ({ status: "unserved" as const, reason });
  const served = { status: "served" as const, reason: null };
  switch (behaviour.kind) {
    case "capability": {
      const capability = models.requirements.capabilities?.find((c) => c.requirementIds.includes(id));
      const planned = design?.capabilities?.find((c) => c.capabilityId === capability?.id);
      const built = planned?.built ?? capability?.built;
      return built === "generated"
        ? served
        : unserved(`not built — ${partsOf(behaviour.capability).join(", ")}`);
    }
    case "quality": {
      const addressed =
        design !== null &&
        (design.components.some((c) => c.serves.includes(id)) ||
          design.security.some((s) => s.serves.includes(id)) ||
          design.nonFunctional.some((n) => n.requirementId === id));
      if (addressed) return { status: "design", reason: "checked outside the code" };
      return design === null
        ? { status: "pending", reason: null }
        : unserved("no element of the system design addresses it");
    }
    case "accounts": {
      if (api === null) return { status: "pending", reason: null };
      const operations = api.resources.flatMap((r) => r.operations);
      const signsIn = operations.some((o) => o.kind === "auth") || data?.accounts === true;
      if (!signsIn) return unserved("no sign-in in the API");
      const text = models.requirements.requirements.find((r) => r.id === id)?.description ?? "";
      const resets = operations.some((o) => /reset|forgot/i.test(o.path));
      return /\b(?:reset|forgot\w*)\b/i.test(text) && !resets
        ? unserved("no password reset in the API")
        : served;
    }
    case "records": {
      if (data === null || api === null) return { status: "pending", reason: null };
      if (behaviour.entities.length === 0) return unserved("no entity of the data model keeps its records");
      const operations = api.resources.flatMap((r) =>
        r.operations.filter(
          (o) =>
            o.kind !== "auth" &&
            ((r.entity !== null && behaviour.entities.includes(r.entity)) || o.serves.includes(id)),
        ),
      );
      const missing = behaviour.actions.filter(
        (action) =>
          !operations.some(
            (o) => o.kind === ACTION_OPERATION_KIND[action] || (o.kind === "relation" && action !== "read"),
          ),
      );
      return missing.length === 0
        ? served
        : unserved(`no API operation to ${missing.join(", ")} ${behaviour.entities.join(" or ")}`);
    }
  }
}

/** Whether each requirement of the models is served, by id (see serving). */
export function servingOf(
  models: TraceabilityModels,
): Map<string, Pick<TraceabilityRow, "status" | "reason">> {
  const stated = statedRequirements({
    requirements: models.requirements,
    data: { entities: models.data?.entities ?? [] },
    api: { resources: models.api?.resources ?? [] },
  });
  return new Map(stated.map((s) => [s.id, serving(s, models)]));
}

/**
 * The traceability matrix (K2) from the project's current models: each requirement of the SRS with the design
 * components, entities, API operations and UI pages that name it, and whether it is served (see serving): a
 * requirement no element serves, or a capability the generated app does not build, is unserved with a reason.
 * Models read back with their schemas; a document that does not exist yet (or whose model no longer parses)
 * contributes nothing.
 */
export function traceabilityOf(rows: readonly DocumentRow[]): Traceability {
  const srs = currentOfKind(rows, "srs");
  const design = currentOfKind(rows, "system_design");
  const technical = currentDocuments(rows, "technical");
  const modelOf = (type: string) => technical.find((d) => d.documentType === type)?.model;

  const requirements = requirementsModelSchema.safeParse(srs?.model);
  const designModel = designModelSchema.safeParse(design?.model);
  const data = settledDataModelSchema.safeParse(modelOf("database_design"));
  const api = apiModelSchema.safeParse(modelOf("api_specification"));
  const ui = uiModelSchema.safeParse(modelOf("frontend_architecture"));

  const components = servedBy(designModel.success ? designModel.data.components : []);
  const entities = servedBy(data.success ? data.data.entities : []);
  const operations = servedBy(
    api.success
      ? api.data.resources.flatMap((r) =>
          r.operations.map((o) => ({ name: `${o.method.toUpperCase()} ${o.path}`, serves: o.serves })),
        )
      : [],
  );
  const pages = servedBy(ui.success ? ui.data.pages.map((p) => ({ name: p.title, serves: p.serves })) : []);

  const list = requirements.success ? requirements.data.requirements : [];
  const models: TraceabilityModels | null = requirements.success
    ? {
        requirements: requirements.data,
        design: designModel.success ? designModel.data : null,
        data: data.success ? data.data : null,
        api: api.success ? api.data : null,
      }
    : null;
  const served = models ? servingOf(models) : new Map<string, Pick<TraceabilityRow, "status" | "reason">>();
  const statusOf = (id: string) => served.get(id) ?? { status: "pending" as const, reason: null };
  return {
    sources: {
      srsId: srs?.id ?? null,
      systemDesignId: design?.id ?? null,
      technicalIds: technical.map((d) => d.id),
    },
    rows: [...list]
      .sort((a, b) => compareRequirementIds(a.id, b.id))
      .map((r) => ({
        requirementId: r.id,
        type: r.type,
        title: r.title,
        components: components.get(r.id) ?? [],
        entities: entities.get(r.id) ?? [],
        operations: operations.get(r.id) ?? [],
        pages: pages.get(r.id) ?? [],
        ...statusOf(r.id),
      })),
  };
}
