import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { Project } from "@domain/api/projects";
import { SELECTED_PROJECT_STORAGE_KEY, welcomeDefaultProjectId } from "@domain/rules/project-selection";
import { useAuth } from "./use-auth";

const SELECTED_PROJECT_KEY = SELECTED_PROJECT_STORAGE_KEY;
export const PROJECTS_QUERY_KEY = ["/api/projects"] as const;

const listeners = new Set<() => void>();

function readStored(): number | null {
  const raw = localStorage.getItem(SELECTED_PROJECT_KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Stores the selection and tells every component showing it. */
export function setSelectedProjectId(id: number | null): void {
  if (id === null) localStorage.removeItem(SELECTED_PROJECT_KEY);
  else localStorage.setItem(SELECTED_PROJECT_KEY, String(id));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === SELECTED_PROJECT_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useStoredProjectId(): number | null {
  return useSyncExternalStore(subscribe, readStored);
}

/**
 * The user's projects and the selected one: the stored id when it still exists, else the most recent project
 * (the list comes most recently updated first). No project id or name is special.
 */
export function useProjects() {
  const { user } = useAuth();
  const storedId = useStoredProjectId();
  const query = useQuery<Project[]>({ queryKey: PROJECTS_QUERY_KEY, enabled: Boolean(user) });
  const projects = query.data ?? [];
  const selectedId = welcomeDefaultProjectId(projects, storedId);
  const selected = projects.find((p) => p.id === selectedId) ?? null;
  return { ...query, projects, selected, storedId };
}
