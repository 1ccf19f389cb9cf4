import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/api";
import { useDeploymentSettings } from "./api";

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
  const { previewHost, portRange, isolation, isolationSummary } = settings.data;
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
      <CardContent>
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
