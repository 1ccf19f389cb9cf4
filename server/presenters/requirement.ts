import type { Requirement } from "../../domain/api/requirements";
import type { RequirementRow } from "../db/schema";

/** A requirement as the API returns it. */
export function presentRequirement(row: RequirementRow): Requirement {
  return {
    id: row.id,
    projectId: row.projectId,
    code: row.code,
    type: row.type,
    description: row.description,
    status: row.status,
    priority: row.priority,
    source: row.source,
    sourceRef: row.sourceRef,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
