import { AlertCircle, ArrowRight, Play, RotateCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import type { PreviewSize } from "@domain/api/deployments";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { errorText } from "@/lib/api";
import { ExportWidget } from "@/pipeline/phases/05-code/export-widget";
import type { DeploymentView } from "./api";
import { BuildLog } from "./build-log";
import { PreviewFrame } from "./preview-frame";
import { PreviewBlocked, productHost } from "./preview-blocked";
import { PreviewHeader } from "./preview-header";
import { SampleDataNote } from "./sample-data-note";
import { isStarting, logTail, previewBlock, previewLink } from "./rules";
import { usePreviewDeployment } from "./use-preview-deployment";

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-3xl justify-items-center gap-4 py-16 text-center">{children}</div>
  );
}

function Progressing({ deployment }: { deployment: DeploymentView | null }) {
  const { t } = useTranslation();
  const message =
    deployment?.status === "building" ? t("deploy:preview.building") : t("deploy:preview.preparing");
  return (
    <Centered>
      <Spinner className="h-8 w-8" label={message} />
      <p className="text-sm font-medium" data-testid="preview-progress">
        {message}
      </p>
      {deployment && <BuildLog lines={logTail(deployment.buildLogs)} className="w-full text-left" />}
    </Centered>
  );
}

function DeploymentError(props: { deployment: DeploymentView; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-4xl border-destructive/40" data-testid="deployment-error">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <AlertCircle className="h-5 w-5" aria-hidden /> {t("deploy:preview.errorTitle")}
        </CardTitle>
        <CardDescription>{t("deploy:preview.errorDescription")}</CardDescription>
        {props.deployment.error && <p className="text-sm">{props.deployment.error}</p>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <BuildLog lines={props.deployment.buildLogs} />
        <Button className="w-fit" onClick={props.onRetry} disabled={props.retrying}>
          <RotateCw aria-hidden /> {props.retrying ? t("deploy:preview.starting") : t("deploy:preview.retry")}
        </Button>
      </CardContent>
    </Card>
  );
}

function NotRunning(props: { reason: string | null; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <Centered>
      <p className="text-sm text-muted-foreground" data-testid="preview-stopped">
        {props.reason ?? t("deploy:preview.stopped")}
      </p>
      <Button onClick={props.onStart}>
        <Play aria-hidden /> {t("deploy:preview.start")}
      </Button>
    </Centered>
  );
}

/**
 * /preview/{projectId}/{appName} (delivery.md §2.10): the deployment's status with its log while it starts, the
 * error with the whole log and Retry, or the running app in a sandboxed frame on its own origin, with the export
 * widget and the way back to the workflow. A preview on Specwright's own host name is neither framed nor linked:
 * the page says how to fix it instead.
 */
export function AppPreview(props: { projectId: number; appName: string; displayName?: string }) {
  const { t } = useTranslation();
  const preview = usePreviewDeployment(props);
  const [size, setSize] = useState<PreviewSize>("desktop");
  const [reloadKey, setReloadKey] = useState(0);
  const deployment = preview.deployment;
  const status = deployment?.status ?? null;
  const blocked = deployment ? previewBlock(deployment, productHost()) : null;
  const url = deployment ? previewLink(deployment, productHost()) : null;

  const reload = () => {
    setReloadKey((k) => k + 1);
    void preview.refetch();
  };

  let body: ReactNode;
  if (preview.isLoading) {
    body = (
      <Centered>
        <Spinner className="h-8 w-8" label={t("deploy:preview.loadingLabel")} />
        <p className="text-sm text-muted-foreground">{t("deploy:preview.loading")}</p>
      </Centered>
    );
  } else if (deployment === undefined) {
    body = (
      <Centered>
        <p className="text-sm text-destructive" role="alert">
          {t("deploy:preview.loadFailed", {
            reason: (preview.loadError && errorText(preview.loadError)) || t("deploy:preview.unknownError"),
          })}
        </p>
        <Button variant="outline" onClick={reload}>
          {t("deploy:preview.tryAgain")}
        </Button>
      </Centered>
    );
  } else if (deployment?.status === "error") {
    body = <DeploymentError deployment={deployment} onRetry={preview.start} retrying={preview.starting} />;
  } else if (deployment?.status === "running" && (url !== null || blocked !== null)) {
    body = (
      <div className="grid gap-6">
        {blocked !== null ? (
          <PreviewBlocked reason={blocked} className="mx-auto w-full max-w-3xl" />
        ) : (
          url !== null && (
            <div className="grid gap-3">
              {deployment.sampleData && <SampleDataNote sampleData={deployment.sampleData} />}
              <PreviewFrame url={url} appName={props.appName} size={size} reloadKey={reloadKey} />
            </div>
          )
        )}
        <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-start">
          <Card>
            <CardContent className="pt-5">
              <ExportWidget projectId={props.projectId} />
            </CardContent>
          </Card>
          <Button asChild>
            <Link href="/workflow">
              {t("deploy:preview.continue")} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    );
  } else if (deployment === null || deployment.status === "stopped") {
    body =
      preview.held && !preview.starting ? (
        <NotRunning
          reason={
            preview.startError
              ? t("deploy:preview.startFailed", { reason: errorText(preview.startError) })
              : null
          }
          onStart={preview.start}
        />
      ) : (
        <Progressing deployment={null} />
      );
  } else if (isStarting(deployment.status)) {
    body = <Progressing deployment={deployment} />;
  } else {
    body = (
      <Centered>
        <p className="text-sm text-muted-foreground">{t("deploy:preview.unknownStatus")}</p>
      </Centered>
    );
  }

  return (
    <div className="flex h-screen flex-col">
      <PreviewHeader
        projectId={props.projectId}
        appName={props.appName}
        status={status}
        url={url}
        size={size}
        onSize={setSize}
        onReload={reload}
        onStop={preview.stop}
        stopping={preview.stopping}
      />
      <main className="flex-1 overflow-y-auto bg-muted/30 p-6" data-testid="app-preview">
        {body}
      </main>
    </div>
  );
}
