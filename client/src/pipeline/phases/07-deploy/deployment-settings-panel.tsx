import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/api";
import { useDeploymentSettings } from "./api";
import { PreviewBlocked, productHost } from "./preview-blocked";
import { previewBlock } from "./rules";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm text-muted-foreground">{children}</dd>
    </div>
  );
}

/** The Settings tab: how deployments run on this server (GET /api/deployment-settings). */
export function DeploymentSettingsPanel() {
  const settings = useDeploymentSettings();
  if (settings.isLoading) return <Spinner className="mx-auto my-8" label="Loading deployment settings" />;
  if (!settings.data)
    return (
      <p className="text-sm text-destructive" role="alert">
        The deployment settings could not be loaded: {errorText(settings.error)}
      </p>
    );
  const { previewHost, previewBlocked, portRange, isolation, isolationSummary, runsGeneratedCode } =
    settings.data;
  const blocked =
    previewBlocked ?? previewBlock({ url: `http://${previewHost}/`, blocked: null }, productHost());
  return (
    <Card data-testid="deployment-settings">
      <CardHeader>
        <CardTitle className="text-base">Deployment settings</CardTitle>
        <CardDescription>
          Set on the server with PREVIEW_HOST and PREVIEW_PORT_RANGE. Each deployment is a supervised process
          on its own port, on a host name other than Specwright&apos;s, so it never receives your session
          cookie.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {blocked && <PreviewBlocked reason={blocked} />}
        {runsGeneratedCode === false && (
          <p
            className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
            role="alert"
            data-testid="code-execution-refused"
          >
            Generated code does not run on this server: there is no sandbox. Builds, test runs, type-checks
            and previews are refused until bubblewrap is installed (or the operator sets
            ALLOW_UNSANDBOXED_CODE=true for single-user local use).
          </p>
        )}
        {runsGeneratedCode === true && isolation === "process-limits" && (
          <p
            className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
            role="status"
            data-testid="code-execution-unsandboxed"
          >
            Generated code runs without a sandbox (ALLOW_UNSANDBOXED_CODE=true): it can read this
            server&apos;s files and reach its network. Use this mode only on your own machine, for yourself.
          </p>
        )}
        <dl className="grid gap-3">
          <Row label="Preview host">
            <span className="font-mono">{previewHost}</span>
          </Row>
          <Row label="Port range">
            <span className="font-mono">
              {portRange.from}–{portRange.to}
            </span>
          </Row>
          <Row label="Isolation">
            {isolation ? <span className="font-mono">{isolation}</span> : "Not measured yet"}
            {isolationSummary && <span className="mt-1 block">{isolationSummary}</span>}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
