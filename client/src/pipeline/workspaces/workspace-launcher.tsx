import { ExternalLink, Monitor, Rocket } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import {
  FRAMEWORK_LABELS,
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
import { errorText } from "@/lib/api";
import { formatDateTime } from "@/pipeline/documents/labels";
import { useLaunchWorkspace, useWorkspaceProviders, useWorkspaces } from "./api";

const AUTO = "auto";
const FAILED_FALLBACK = "An error occurred while creating the workspace";

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

  if (providers.isPending)
    return <p className="text-sm text-muted-foreground">Loading workspace providers...</p>;
  const available = providers.data ?? [];
  if (available.length === 0)
    return (
      <EmptyState icon={Monitor} title="No Cloud IDE Providers Configured">
        <span data-testid="no-providers">
          Set{" "}
          {PROVIDER_VARIABLES.map((v, i) => (
            <span key={v}>
              {i > 0 && " or "}
              <code className="rounded bg-muted px-1 font-mono text-xs">{v}</code>
            </span>
          ))}{" "}
          in the server's environment to open the generated code in a cloud IDE. Provider credentials are
          configured on the server only.
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
              title: "Workspace Creation Failed",
              description: result.error || FAILED_FALLBACK,
              variant: "destructive",
            });
            return;
          }
          const opened = { provider: result.provider, workspaceUrl: result.workspaceUrl };
          toast({
            title: "Workspace Created Successfully!",
            description: `Your development environment is ready on ${PROVIDER_LABELS[result.provider]}. Opening integrated preview...`,
          });
          setTimeout(() => open(opened), WORKSPACE_OPEN_DELAY_MS);
        },
        onError: (error) =>
          toast({
            title: "Workspace Creation Failed",
            description: errorText(error) || FAILED_FALLBACK,
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]" data-testid="workspace-launcher">
      <Card>
        <CardHeader>
          <CardTitle>Launch Development Environment</CardTitle>
          <CardDescription>
            Open the generated application in an editor, change it and see it run.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {available.length > 1 && (
            <div className="grid gap-1.5">
              <Label htmlFor="workspace-provider">Provider</Label>
              <Select value={provider} onValueChange={setProvider}>
                <SelectTrigger id="workspace-provider" data-testid="workspace-provider">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={AUTO}>Auto-select</SelectItem>
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
            <legend className="mb-1.5 text-sm font-medium">Framework</legend>
            {WORKSPACE_FRAMEWORKS.map((f) => (
              <label key={f} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="workspace-framework"
                  value={f}
                  checked={framework === f}
                  onChange={() => setFramework(f)}
                />
                {FRAMEWORK_LABELS[f]}
              </label>
            ))}
          </fieldset>
          <Button
            onClick={onLaunch}
            disabled={launch.isPending || projectId === null}
            data-testid="launch-workspace"
          >
            <Rocket aria-hidden /> {launch.isPending ? "Launching..." : "Launch Workspace"}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Workspaces</CardTitle>
        </CardHeader>
        <CardContent>
          {workspaces.isPending ? (
            <p className="text-sm text-muted-foreground">Loading workspaces...</p>
          ) : (workspaces.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">No workspaces yet.</p>
          ) : (
            <ul className="grid gap-2" data-testid="workspace-list">
              {(workspaces.data ?? []).map((w) => (
                <li
                  key={w.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2 text-sm"
                  data-testid="workspace-item"
                >
                  <span className="font-medium">{PROVIDER_LABELS[w.provider]}</span>
                  <Badge variant={w.status === "active" ? "success" : "outline"}>{w.status}</Badge>
                  <span className="text-muted-foreground">{FRAMEWORK_LABELS[w.framework]}</span>
                  <span className="min-w-0 flex-1 truncate font-mono text-xs text-muted-foreground">
                    {w.workspaceUrl}
                  </span>
                  <span className="text-xs text-muted-foreground">{formatDateTime(w.createdAt)}</span>
                  <Button size="sm" variant="outline" onClick={() => open(w)}>
                    <ExternalLink aria-hidden /> Open
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
