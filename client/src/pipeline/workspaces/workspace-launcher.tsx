import { ExternalLink, Monitor, Rocket } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import {
  PROVIDER_LABELS,
  PROVIDER_VARIABLES,
  WORKSPACE_FRAMEWORKS,
  WORKSPACE_OPEN_DELAY_MS,
  type Workspace,
  type WorkspaceFramework,
  type WorkspaceProvider,
} from "@domain/api/workspaces";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { Trans, useFormat, useTranslation } from "@/i18n";
import { errorText } from "@/lib/api";
import { useLaunchWorkspace, useWorkspaceProviders, useWorkspaces } from "./api";

const AUTO = "auto";

/** Where a workspace opens: the built-in IDE's page, CodeSandbox in the workspace preview, StackBlitz's form page. */
export function workspaceTarget(workspace: Pick<Workspace, "provider" | "workspaceUrl">): {
  href: string;
  inApp: boolean;
} {
  if (workspace.provider === "codesandbox")
    return { href: `/workspace-preview?url=${encodeURIComponent(workspace.workspaceUrl)}`, inApp: true };
  return { href: workspace.workspaceUrl, inApp: workspace.provider === "specwright" };
}

/**
 * The dashboard's Workspace tab (delivery.md §2.8, §4.7): 'Launch Development Environment' with the provider
 * select (shown only with more than one provider; none chosen means auto-select), the framework choice, the
 * launch button (disabled while pending or without a project), the project's workspaces, and the spec's toasts.
 * A launched workspace opens one second later.
 */
export function WorkspaceLauncher({ projectId }: { projectId: number | null }) {
  const providers = useWorkspaceProviders();
  const workspaces = useWorkspaces(projectId ?? 0);
  const launch = useLaunchWorkspace(projectId ?? 0);
  const [provider, setProvider] = useState<string>(AUTO);
  const [framework, setFramework] = useState<WorkspaceFramework>("react");
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  const format = useFormat();
  const failedFallback = t("workspaces:launcher.failedFallback");
  const createdAt = (iso: string) => (Number.isNaN(Date.parse(iso)) ? "" : format.dateTime(iso));

  if (providers.isPending)
    return <p className="text-sm text-muted-foreground">{t("workspaces:launcher.loadingProviders")}</p>;
  const available = providers.data ?? [];
  if (available.length === 0)
    return (
      <EmptyState icon={Monitor} title={t("workspaces:launcher.noProviders.title")}>
        <span data-testid="no-providers">
          <Trans
            i18nKey="workspaces:launcher.noProviders.description"
            values={{ first: PROVIDER_VARIABLES[0], second: PROVIDER_VARIABLES[1] }}
            components={{ code: <code className="rounded bg-muted px-1 font-mono text-xs" /> }}
          />
        </span>
      </EmptyState>
    );

  const open = (workspace: Pick<Workspace, "provider" | "workspaceUrl">) => {
    const target = workspaceTarget(workspace);
    if (target.inApp) navigate(target.href);
    else window.location.assign(target.href);
  };

  const onLaunch = () => {
    if (projectId === null) return;
    launch.mutate(
      { provider: provider === AUTO ? "" : (provider as WorkspaceProvider), framework },
      {
        onSuccess: (result) => {
          if (!result.success || !result.workspaceUrl || !result.provider) {
            toast({
              title: t("workspaces:launcher.toast.failed"),
              description: result.error || failedFallback,
              variant: "destructive",
            });
            return;
          }
          const opened = { provider: result.provider, workspaceUrl: result.workspaceUrl };
          toast({
            title: t("workspaces:launcher.toast.created"),
            description: t("workspaces:launcher.toast.createdDescription", {
              provider: PROVIDER_LABELS[result.provider],
            }),
          });
          setTimeout(() => open(opened), WORKSPACE_OPEN_DELAY_MS);
        },
        onError: (error) =>
          toast({
            title: t("workspaces:launcher.toast.failed"),
            description: errorText(error) || failedFallback,
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]" data-testid="workspace-launcher">
      <Card>
        <CardHeader>
          <CardTitle>{t("workspaces:launcher.title")}</CardTitle>
          <CardDescription>{t("workspaces:launcher.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {available.length > 1 && (
            <div className="grid gap-1.5">
              <Label htmlFor="workspace-provider">{t("workspaces:launcher.provider")}</Label>
              <Select value={provider} onValueChange={setProvider}>
                <SelectTrigger id="workspace-provider" data-testid="workspace-provider">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={AUTO}>{t("workspaces:launcher.autoSelect")}</SelectItem>
                  {available.map((p) => (
                    <SelectItem key={p} value={p}>
                      {PROVIDER_LABELS[p]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">{t("workspaces:launcher.framework")}</legend>
            {WORKSPACE_FRAMEWORKS.map((f) => (
              <label key={f} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="workspace-framework"
                  value={f}
                  checked={framework === f}
                  onChange={() => setFramework(f)}
                />
                {t(`workspaces:frameworks.${f}`)}
              </label>
            ))}
          </fieldset>
          <Button
            onClick={onLaunch}
            disabled={launch.isPending || projectId === null}
            data-testid="launch-workspace"
          >
            <Rocket aria-hidden />{" "}
            {launch.isPending ? t("workspaces:launcher.launching") : t("workspaces:launcher.launch")}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("workspaces:list.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          {workspaces.isPending ? (
            <p className="text-sm text-muted-foreground">{t("workspaces:list.loading")}</p>
          ) : (workspaces.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("workspaces:list.empty")}</p>
          ) : (
            <ul className="grid gap-2" data-testid="workspace-list">
              {(workspaces.data ?? []).map((w) => (
                <li
                  key={w.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2 text-sm"
                  data-testid="workspace-item"
                >
                  <span className="font-medium">{PROVIDER_LABELS[w.provider]}</span>
                  <Badge variant={w.status === "active" ? "success" : "outline"}>
                    {t(`workspaces:status.${w.status}`)}
                  </Badge>
                  <span className="text-muted-foreground">{t(`workspaces:frameworks.${w.framework}`)}</span>
                  <span className="min-w-0 flex-1 truncate font-mono text-xs text-muted-foreground">
                    {w.workspaceUrl}
                  </span>
                  <span className="text-xs text-muted-foreground">{createdAt(w.createdAt)}</span>
                  <Button size="sm" variant="outline" onClick={() => open(w)}>
                    <ExternalLink aria-hidden /> {t("workspaces:list.open")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
