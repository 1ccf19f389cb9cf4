/** Which project a screen opens on (platform.md §3, §9; delivery.md §2.3). */

/** The browser storage key that holds the selected project id (platform.md §3). */
export const SELECTED_PROJECT_STORAGE_KEY = "selectedProjectId";
/** delivery.md §2.3: Recent Projects shows the first 3. */
export const RECENT_PROJECTS_SHOWN = 3;

interface HasId {
  id: number;
}

const stored = (projects: readonly HasId[], storedId: number | null | undefined): number | undefined =>
  projects.find((project) => project.id === storedId)?.id;

/**
 * The welcome screen's default project: the stored id when it still exists, else the first project.
 * The original preferred project 15 before the first; dropped.
 */
export function welcomeDefaultProjectId(
  projects: readonly HasId[],
  storedId: number | null | undefined,
): number | null {
  return stored(projects, storedId) ?? projects[0]?.id ?? null;
}

/**
 * The workflow screen's default project: the stored id when it still exists, else the highest id (the newest).
 * The original preferred a project with a sample logger name before the highest id; dropped.
 */
export function workflowDefaultProjectId(
  projects: readonly HasId[],
  storedId: number | null | undefined,
): number | null {
  const fromStorage = stored(projects, storedId);
  if (fromStorage !== undefined) return fromStorage;
  return projects.length === 0 ? null : Math.max(...projects.map((project) => project.id));
}

/** The workflow side column's Recent Projects: the first 3 of the list (delivery.md §2.3). */
export function recentProjects<T>(projects: readonly T[]): T[] {
  return projects.slice(0, RECENT_PROJECTS_SHOWN);
}
