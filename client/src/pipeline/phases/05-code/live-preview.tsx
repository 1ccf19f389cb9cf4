import { Check, Copy, ExternalLink, MonitorPlay, Play, Square } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { appNameFor } from "@domain/api/deployments";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjects } from "@/hooks/use-selected-project";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { useDeployment, useStartDeployment, useStopDeployment } from "@/pipeline/phases/07-deploy/api";
import { BuildLog } from "@/pipeline/phases/07-deploy/build-log";
import { PreviewBlocked, productHost } from "@/pipeline/phases/07-deploy/preview-blocked";
import {
  isStarting,
  logTail,
  previewBlock,
  previewLink,
  previewPath,
} from "@/pipeline/phases/07-deploy/rules";
import { SampleDataNote } from "@/pipeline/phases/07-deploy/sample-data-note";
import { DeploymentStatusBadge } from "@/pipeline/phases/07-deploy/status-badge";

/** The command that runs the generated app from its folder (it needs no install: see the template README). */
export function runCommand(outputDirectory: string | null): string {
  const build = "npm run build && npm start";
  return outputDirectory ? `cd "${outputDirectory.replace(/(["\\$`])/g, "\\$1")}" && ${build}` : build;
}

/** How to run the app outside Specwright, folded away: the preview is the usual way. */
function RunItYourself({ outputDirectory }: { outputDirectory: string | null }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const command = runCommand(outputDirectory);
  const copy = () => {
    if (!navigator.clipboard) return;
    void navigator.clipboard.writeText(command).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
      toast({ title: t("code:toast.copied"), description: command });
    });
  };
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{t("code:preview.runYourself")}</summary>
      <div className="mt-2 flex items-center gap-2 rounded-lg border bg-muted/50 p-2 pl-3">
        <code
          className="min-w-0 flex-1 overflow-x-auto whitespace-nowrap font-mono text-xs"
          data-testid="run-command"
        >
          {command}
        </code>
        <Button size="sm" variant="outline" onClick={copy} aria-label={t("code:preview.copyCommand")}>
          {copied ? <Check /> : <Copy />} {copied ? t("code:preview.copied") : t("code:preview.copy")}
        </Button>
      </div>
    </details>
  );
}

/**
 * Live Preview tab: the selected project's deployment, polled every 2 s, with Start / Stop here and the full
 * preview at /preview/{projectId}/{appName}, where the app runs in a frame on its own origin.
 */
export function LivePreview({ outputDirectory }: { outputDirectory: string | null }) {
  const { selected: project } = useProjects();
  if (!project) return null;
  return (
    <ProjectPreview projectId={project.id} projectName={project.name} outputDirectory={outputDirectory} />
  );
}

function ProjectPreview(props: { projectId: number; projectName: string; outputDirectory: string | null }) {
  const { t } = useTranslation();
  const deployment = useDeployment(props.projectId);
  const start = useStartDeployment();
  const stop = useStopDeployment();
  const d = deployment.data ?? null;
  const appName = d?.appName ?? appNameFor(props.projectName);
  const live = d !== null && (d.status === "running" || isStarting(d.status));
  const busy = start.isPending || stop.isPending;
  const url = d ? previewLink(d, productHost()) : null;
  const blocked = d?.status === "running" ? previewBlock(d, productHost()) : null;

  return (
    <Card className="max-w-3xl" data-testid="live-preview">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorPlay className="h-5 w-5 text-primary" aria-hidden /> {t("code:preview.title")}
          {d && <DeploymentStatusBadge status={d.status} />}
        </CardTitle>
        <CardDescription>{t("code:preview.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {deployment.isLoading ? (
          <p className="text-muted-foreground">{t("code:preview.loading")}</p>
        ) : d === null ? (
          <p className="text-muted-foreground">{t("code:preview.notStarted")}</p>
        ) : blocked !== null ? (
          <PreviewBlocked reason={blocked} compact />
        ) : d.status === "running" && url ? (
          <p>
            {t("code:preview.runningAt")}{" "}
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-mono text-primary hover:underline"
            >
              {url}
            </a>
          </p>
        ) : d.status === "error" ? (
          <p className="text-destructive">{d.error ?? t("code:preview.failed")}</p>
        ) : null}
        {d?.status === "running" && url && d.sampleData && <SampleDataNote sampleData={d.sampleData} />}
        {d && isStarting(d.status) && <BuildLog lines={logTail(d.buildLogs)} />}
        <div className="flex flex-wrap gap-2">
          <Button asChild data-testid="open-preview">
            <Link href={previewPath(props.projectId, appName)}>
              <MonitorPlay aria-hidden /> {t("code:preview.open")}
            </Link>
          </Button>
          {d?.status === "running" && url && (
            <Button variant="outline" asChild>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden /> {t("code:preview.openNewTab")}
              </a>
            </Button>
          )}
          {live ? (
            <Button variant="outline" onClick={() => stop.mutate(props.projectId)} disabled={busy}>
              <Square aria-hidden /> {t("code:preview.stop")}
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() =>
                start.mutate({ projectId: props.projectId, appName, displayName: props.projectName })
              }
              disabled={busy || deployment.isLoading}
            >
              <Play aria-hidden /> {start.isPending ? t("code:preview.starting") : t("code:preview.start")}
            </Button>
          )}
        </div>
        <RunItYourself outputDirectory={props.outputDirectory} />
      </CardContent>
    </Card>
  );
}
