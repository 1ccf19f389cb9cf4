import { ExternalLink, FileText, MonitorPlay, Play, Square } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import type { DeploymentListItem } from "./api";
import { PreviewBlocked, productHost } from "./preview-blocked";
import { isStarting, previewBlock, previewLink, previewPath } from "./rules";
import { DeploymentStatusBadge } from "./status-badge";

/** One row's actions: start when stopped or in error, stop while it starts or runs. */
function RowActions(props: {
  deployment: DeploymentListItem;
  busy: boolean;
  onStart: () => void;
  onStop: () => void;
  onLogs: () => void;
}) {
  const { t } = useTranslation();
  const { status } = props.deployment;
  const live = status === "running" || isStarting(status);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" size="sm" asChild>
        <Link href={previewPath(props.deployment.projectId, props.deployment.appName)}>
          <MonitorPlay aria-hidden /> {t("deploy:table.openPreview")}
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={props.onLogs}>
        <FileText aria-hidden /> {t("deploy:table.logs")}
      </Button>
      {live ? (
        <Button variant="outline" size="sm" onClick={props.onStop} disabled={props.busy}>
          <Square aria-hidden /> {t("deploy:actions.stop")}
        </Button>
      ) : (
        <Button size="sm" onClick={props.onStart} disabled={props.busy}>
          <Play aria-hidden /> {t("deploy:actions.start")}
        </Button>
      )}
    </div>
  );
}

/**
 * The Deployments tab: the user's real deployments, newest first (GET /api/deployments). A running preview on
 * Specwright's own host name gets no link, but the reason and the fix.
 */
export function DeploymentsTable(props: {
  deployments: DeploymentListItem[];
  busyProjectId: number | null;
  onStart: (deployment: DeploymentListItem) => void;
  onStop: (deployment: DeploymentListItem) => void;
  onLogs: (deployment: DeploymentListItem) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const started = (iso: string | null) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? format.dateTime(date) : t("deploy:table.never");
  };
  return (
    <ul className="grid gap-3" data-testid="deployments">
      {props.deployments.map((d) => {
        const url = previewLink(d, productHost());
        const blocked = d.status === "running" ? previewBlock(d, productHost()) : null;
        return (
          <li
            key={d.projectId}
            className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-center"
            data-testid="deployment-row"
            data-project-id={d.projectId}
            data-status={d.status}
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{d.displayName}</span>
                <DeploymentStatusBadge status={d.status} />
                {isStarting(d.status) && (
                  <Spinner className="h-4 w-4" label={t("deploy:table.starting", { name: d.displayName })} />
                )}
              </div>
              <p className="truncate text-xs text-muted-foreground">
                {d.projectName} · <span className="font-mono">{d.appName}</span>
              </p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <div className="flex gap-1">
                  <dt>{t("deploy:table.url")}</dt>
                  <dd>
                    {url ? (
                      <a
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-mono text-primary hover:underline"
                        data-testid="deployment-url"
                      >
                        {url} <ExternalLink className="h-3 w-3" aria-hidden />
                      </a>
                    ) : blocked ? (
                      t("deploy:table.notLinked")
                    ) : (
                      t("deploy:table.notRunning")
                    )}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t("deploy:table.kind")}</dt>
                  <dd data-testid="deployment-purpose">
                    {d.purpose === "deployment"
                      ? t("deploy:table.purposeDeployment")
                      : t("deploy:table.purposePreview")}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t("deploy:table.port")}</dt>
                  <dd className="font-mono">{d.port ?? t("deploy:table.noPort")}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t("deploy:table.started")}</dt>
                  <dd>{started(d.startedAt)}</dd>
                </div>
              </dl>
              {d.status === "error" && d.error && <p className="text-xs text-destructive">{d.error}</p>}
              {blocked && <PreviewBlocked reason={blocked} compact />}
            </div>
            <RowActions
              deployment={d}
              busy={props.busyProjectId === d.projectId}
              onStart={() => props.onStart(d)}
              onStop={() => props.onStop(d)}
              onLogs={() => props.onLogs(d)}
            />
          </li>
        );
      })}
    </ul>
  );
}
