import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  DEPLOYMENT_POLL_MS,
  deploymentSchema,
  deploymentSettingsSchema,
  type DeploymentPurpose,
  type DeploymentSettings,
} from "@domain/api/deployments";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { apiJson, errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { isStarting } from "./rules";

/**
 * A deployment as the client reads it: the status stays text, so a value outside the five known ones is shown
 * as Unknown (delivery.md §4.6) instead of failing the whole response.
 */
const deploymentViewSchema = deploymentSchema.extend({ status: z.string() });
export type DeploymentView = z.infer<typeof deploymentViewSchema>;
const deploymentListViewSchema = z.object({
  deployments: z.array(deploymentViewSchema.extend({ projectName: z.string() })),
});
export type DeploymentListItem = z.infer<typeof deploymentListViewSchema>["deployments"][number];

/** Every deployment query sits under ["deployments"], so one invalidation refreshes the page and the list. */
export const deploymentsKey = ["deployments"] as const;
export const deploymentKey = (projectId: number) => ["deployments", projectId] as const;
export const deploymentSettingsKey = ["deployment-settings"] as const;

/** GET /api/deployments/{projectId}: null when the project has no deployment yet. */
export async function fetchDeployment(projectId: number): Promise<DeploymentView | null> {
  return deploymentViewSchema
    .nullable()
    .parse(await apiJson<unknown>("GET", `/api/deployments/${projectId}`));
}

export const fetchDeployments = async () =>
  deploymentListViewSchema.parse(await apiJson<unknown>("GET", "/api/deployments")).deployments;

export const fetchDeploymentSettings = async (): Promise<DeploymentSettings> =>
  deploymentSettingsSchema.parse(await apiJson<unknown>("GET", "/api/deployment-settings"));

/** The project's deployment, polled every 2 s (delivery.md §4.6, §9). */
export function useDeployment(projectId: number) {
  return useQuery({
    queryKey: deploymentKey(projectId),
    queryFn: () => fetchDeployment(projectId),
    refetchInterval: DEPLOYMENT_POLL_MS,
    staleTime: 0,
    retry: false,
  });
}

/** The user's deployments, polled every 2 s while any of them prepares or builds. */
export function useDeployments() {
  return useQuery({
    queryKey: deploymentsKey,
    queryFn: fetchDeployments,
    refetchInterval: (query) =>
      query.state.data?.some((d) => isStarting(d.status)) ? DEPLOYMENT_POLL_MS : false,
    staleTime: 0,
  });
}

export function useDeploymentSettings() {
  return useQuery({ queryKey: deploymentSettingsKey, queryFn: fetchDeploymentSettings });
}

export interface StartRequest {
  projectId: number;
  appName: string;
  displayName?: string;
  /** A deployment makes the project deployed; the preview page starts a preview (the default). */
  purpose?: DeploymentPurpose;
}

/** Puts the answer of a start or stop in the cache at once, so a poll never sees the status from before it. */
async function settle(projectId: number, deployment: DeploymentView): Promise<void> {
  // A poll sent before the call may answer after it, with the old status: drop it.
  await queryClient.cancelQueries({ queryKey: deploymentKey(projectId), exact: true });
  queryClient.setQueryData(deploymentKey(projectId), deployment);
  await queryClient.invalidateQueries({ queryKey: deploymentsKey, exact: true });
}

/** POST /api/deployments/{projectId}/start; a refusal shows 'Failed to start deployment' with the reason. */
export function useStartDeployment(onStarted?: (deployment: DeploymentView) => void) {
  return useMutation({
    retry: false,
    mutationFn: async ({ projectId, appName, displayName, purpose }: StartRequest) =>
      deploymentViewSchema.parse(
        await apiJson<unknown>("POST", `/api/deployments/${projectId}/start`, {
          appName,
          ...(displayName ? { displayName } : {}),
          ...(purpose ? { purpose } : {}),
        }),
      ),
    onSuccess: async (deployment, { projectId }) => {
      onStarted?.(deployment);
      await settle(projectId, deployment);
    },
    onError: (error) =>
      toast({ title: t("deploy:toasts.startFailed"), description: errorText(error), variant: "destructive" }),
  });
}

/** POST /api/deployments/{projectId}/stop; a failure shows 'Failed to stop deployment'. */
export function useStopDeployment() {
  return useMutation({
    retry: false,
    mutationFn: async (projectId: number) =>
      deploymentViewSchema.parse(await apiJson<unknown>("POST", `/api/deployments/${projectId}/stop`)),
    onSuccess: (deployment, projectId) => settle(projectId, deployment),
    onError: (error) =>
      toast({ title: t("deploy:toasts.stopFailed"), description: errorText(error), variant: "destructive" }),
  });
}
