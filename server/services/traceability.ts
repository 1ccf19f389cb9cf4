import type { Traceability } from "../../domain/api/documents";
import { requirementsModelSchema } from "../../domain/artifacts/01-requirements";
import { designModelSchema } from "../../domain/artifacts/03-system-design";
import { apiModelSchema } from "../../domain/artifacts/04-api-model";
import { dataModelSchema } from "../../domain/artifacts/04-data-model";
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

/**
 * The traceability matrix (K2) from the project's current models: each requirement of the SRS with the design
 * components, entities, API operations and UI pages that name it. Models read back with their schemas; a
 * document that does not exist yet (or whose model no longer parses) contributes nothing.
 */
export function traceabilityOf(rows: readonly DocumentRow[]): Traceability {
  const srs = currentOfKind(rows, "srs");
  const design = currentOfKind(rows, "system_design");
  const technical = currentDocuments(rows, "technical");
  const modelOf = (type: string) => technical.find((d) => d.documentType === type)?.model;

  const requirements = requirementsModelSchema.safeParse(srs?.model);
  const designModel = designModelSchema.safeParse(design?.model);
  const data = dataModelSchema.safeParse(modelOf("database_design"));
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
      })),
  };
}
