import type { Db } from "../db/client";
import { insertRequirements, listRequirementsByProject } from "../db/queries/requirements";
import type { RequirementRow } from "../db/schema";
import type { FoundRequirement } from "../pipeline/phases/01-requirements/agent";

/**
 * Records requirements an agent found. Codes come from the agent (next free number per type); a code taken
 * meanwhile is skipped rather than overwritten, so nothing the user confirmed or edited is lost.
 */
export async function recordRequirements({
  db,
  projectId,
  found,
  source,
  sourceRef,
}: {
  db: Db;
  projectId: number;
  found: readonly (FoundRequirement & { sourceRef?: string })[];
  source: "chat" | "checklist" | "user";
  sourceRef?: string;
}): Promise<RequirementRow[]> {
  return insertRequirements({
    db,
    rows: found.map((r) => ({
      projectId,
      code: r.code,
      type: r.type,
      description: r.description,
      priority: r.priority,
      source,
      sourceRef: r.sourceRef ?? sourceRef ?? null,
    })),
  });
}

/** What agents need to know of a project's requirements: ids, types, descriptions. */
export async function requirementFacts({ db, projectId }: { db: Db; projectId: number }) {
  const rows = await listRequirementsByProject({ db, projectId });
  return rows.map((r) => ({ code: r.code, type: r.type, description: r.description }));
}
