import { useMutation, useQuery } from "@tanstack/react-query";
import {
  launchWorkspaceResultSchema,
  workspaceListSchema,
  workspaceProvidersSchema,
  type LaunchWorkspaceInput,
} from "@domain/api/workspaces";
import { apiJson } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** Workspace calls (delivery.md §7 Workspaces). */
export const providersKey = ["workspace-providers"] as const;
export const workspacesKey = (projectId: number) => ["workspaces", projectId] as const;

export function useWorkspaceProviders() {
  return useQuery({
    queryKey: providersKey,
    queryFn: async () =>
      workspaceProvidersSchema.parse(await apiJson<unknown>("GET", "/api/workspace-providers")).providers,
  });
}

export function useWorkspaces(projectId: number) {
  return useQuery({
    queryKey: workspacesKey(projectId),
    queryFn: async () =>
      workspaceListSchema.parse(await apiJson<unknown>("GET", `/api/projects/${projectId}/workspaces`))
        .workspaces,
  });
}

export function useLaunchWorkspace(projectId: number) {
  return useMutation({
    retry: false,
    mutationFn: async (input: LaunchWorkspaceInput) =>
      launchWorkspaceResultSchema.parse(
        await apiJson<unknown>("POST", `/api/projects/${projectId}/launch-workspace`, input),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspacesKey(projectId) }),
  });
}
