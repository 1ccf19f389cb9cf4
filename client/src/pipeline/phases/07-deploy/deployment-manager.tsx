import { Rocket } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { appNameFor } from "@domain/api/deployments";
import type { Project } from "@domain/api/projects";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { errorText } from "@/lib/api";
import { useDeployments, useStartDeployment, useStopDeployment, type DeploymentListItem } from "./api";
import { BuildLogsPanel } from "./build-logs-panel";
import { DeploymentSettingsPanel } from "./deployment-settings-panel";
import { DeploymentsTable } from "./deployments-table";
import { isStarting } from "./rules";

/** delivery.md §9: the deployment success toast stays 5 seconds. */
const DEPLOYED_TOAST_MS = 5_000;
type ManagerTab = "deployments" | "settings" | "logs";

/**
 * Tells 'Application deployed successfully! You can now launch it.' when a deployment started here runs; the
 * list is polled while any deployment starts, so the news comes from the real status.
 */
function useDeployedToast(deployments: DeploymentListItem[] | undefined) {
  const { t } = useTranslation();
  const started = useRef(new Set<number>());
  useEffect(() => {
    for (const d of deployments ?? []) {
      if (!started.current.has(d.projectId) || isStarting(d.status)) continue;
      started.current.delete(d.projectId);
      if (d.status === "running")
        toast({
          title: t("deploy:toasts.deployed"),
          description: d.url ?? undefined,
          duration: DEPLOYED_TOAST_MS,
        });
    }
  }, [deployments, t]);
  return (projectId: number) => started.current.add(projectId);
}

/**
 * The dashboard's deployment manager (platform.md §2, FEATURES B7): the user's real deployments with start and
 * stop, the server's deployment settings, the real build logs, and 'New Deployment' for the selected project.
 */
export function DeploymentManager({ project }: { project: Project }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ManagerTab>("deployments");
  const [logsOf, setLogsOf] = useState<number | null>(null);
  const list = useDeployments();
  const deployments = list.data;
  const markStarted = useDeployedToast(deployments);
  const start = useStartDeployment((d) => markStarted(d.projectId));
  const stop = useStopDeployment();

  const busyProjectId = start.isPending
    ? (start.variables?.projectId ?? null)
    : stop.isPending
      ? (stop.variables ?? null)
      : null;
  // The manager deploys: a run started here makes the project deployed (a preview page only previews).
  const startDeployment = (projectId: number, appName: string, displayName: string) =>
    start.mutate({ projectId, appName, displayName, purpose: "deployment" });
  const newDeployment = () => startDeployment(project.id, appNameFor(project.name), project.name);
  const showLogs = (projectId: number) => {
    setLogsOf(projectId);
    setTab("logs");
  };
  const selectedLogs =
    deployments?.find((d) => d.projectId === (logsOf ?? project.id)) ?? deployments?.[0] ?? null;
  const newPending = start.isPending && start.variables?.projectId === project.id;

  return (
    <div className="grid gap-4" data-testid="deployment-manager">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t("deploy:manager.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("deploy:manager.description")}</p>
        </div>
        <Button onClick={newDeployment} disabled={newPending} data-testid="new-deployment">
          <Rocket aria-hidden /> {newPending ? t("deploy:manager.starting") : t("deploy:manager.new")}
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v === "settings" || v === "logs" ? v : "deployments")}>
        <TabsList>
          <TabsTrigger value="deployments">{t("deploy:manager.tabs.deployments")}</TabsTrigger>
          <TabsTrigger value="settings">{t("deploy:manager.tabs.settings")}</TabsTrigger>
          <TabsTrigger value="logs">{t("deploy:manager.tabs.logs")}</TabsTrigger>
        </TabsList>
        <TabsContent value="deployments">
          {list.isLoading ? (
            <Spinner className="mx-auto my-8" label={t("deploy:manager.loading")} />
          ) : list.error ? (
            <p className="text-sm text-destructive" role="alert">
              {t("deploy:manager.loadFailed", { reason: errorText(list.error) })}
            </p>
          ) : deployments && deployments.length > 0 ? (
            <DeploymentsTable
              deployments={deployments}
              busyProjectId={busyProjectId}
              onStart={(d) => startDeployment(d.projectId, d.appName, d.displayName)}
              onStop={(d) => stop.mutate(d.projectId)}
              onLogs={(d) => showLogs(d.projectId)}
            />
          ) : (
            <EmptyState icon={Rocket} title={t("deploy:manager.emptyTitle")}>
              {t("deploy:manager.emptyBody", { name: project.name })}
            </EmptyState>
          )}
        </TabsContent>
        <TabsContent value="settings">
          <DeploymentSettingsPanel />
        </TabsContent>
        <TabsContent value="logs">
          <BuildLogsPanel deployments={deployments ?? []} selected={selectedLogs} onSelect={setLogsOf} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
