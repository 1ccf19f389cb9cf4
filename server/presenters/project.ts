import type { Project } from "../../domain/api/projects";
import type { ProjectRow } from "../db/schema";

/** A project as the API returns it; the owner id stays on the server. */
export function presentProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
