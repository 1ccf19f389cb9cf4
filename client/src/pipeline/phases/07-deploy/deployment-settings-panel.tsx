import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
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
  const { t } = useTranslation();
  const settings = useDeploymentSettings();
  if (settings.isLoading) return <Spinner className="mx-auto my-8" label={t("deploy:settings.loading")} />;
  if (!settings.data)
    return (
      <p className="text-sm text-destructive" role="alert">
        {t("deploy:settings.loadFailed", { reason: errorText(settings.error) })}
      </p>
    );
  const { previewHost, previewBlocked, portRange, isolation, isolationSummary, runsGeneratedCode } =
    settings.data;
  const blocked =
    previewBlocked ?? previewBlock({ url: `http://${previewHost}/`, blocked: null }, productHost());
  return (
    <Card data-testid="deployment-settings">
      <CardHeader>
        <CardTitle className="text-base">{t("deploy:settings.title")}</CardTitle>
        <CardDescription>{t("deploy:settings.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {blocked && <PreviewBlocked reason={blocked} />}
        {runsGeneratedCode === false && (
          <p
            className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
            role="alert"
            data-testid="code-execution-refused"
          >
            {t("deploy:settings.refused")}
          </p>
        )}
        {runsGeneratedCode === true && isolation === "process-limits" && (
          <p
            className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
            role="status"
            data-testid="code-execution-unsandboxed"
          >
            {t("deploy:settings.unsandboxed")}
          </p>
        )}
        <dl className="grid gap-3">
          <Row label={t("deploy:settings.previewHost")}>
            <span className="font-mono">{previewHost}</span>
          </Row>
          <Row label={t("deploy:settings.portRange")}>
            <span className="font-mono">
              {portRange.from}–{portRange.to}
            </span>
          </Row>
          <Row label={t("deploy:settings.isolation")}>
            {isolation ? <span className="font-mono">{isolation}</span> : t("deploy:settings.notMeasured")}
            {isolationSummary && <span className="mt-1 block">{isolationSummary}</span>}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
