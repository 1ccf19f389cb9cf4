import { ArrowLeft, ExternalLink, Monitor, RotateCw, Smartphone, Square, Tablet } from "lucide-react";
import { Link } from "wouter";
import { PREVIEW_SIZES, type PreviewSize } from "@domain/api/deployments";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";
import { DeploymentStatusBadge } from "./status-badge";

const SIZES: { size: PreviewSize; icon: typeof Monitor }[] = [
  { size: "desktop", icon: Monitor },
  { size: "tablet", icon: Tablet },
  { size: "mobile", icon: Smartphone },
];

/** The frame's size in pixels, or null when it takes the full width. */
const sizePixels = (size: PreviewSize) => {
  const s = PREVIEW_SIZES[size];
  return "width" in s && s.width !== null ? `${s.width} × ${s.height}` : null;
};

/**
 * delivery.md §2.10 header: back to workflow, 'App Preview', app name and project id, the status badge, the
 * device-size switch, reload, and 'Open in New Tab' and Stop while running ('Open in New Tab' only with a url: none
 * is given where the preview is blocked).
 */
export function PreviewHeader(props: {
  projectId: number;
  appName: string;
  status: string | null;
  url: string | null;
  size: PreviewSize;
  onSize: (size: PreviewSize) => void;
  onReload: () => void;
  onStop: () => void;
  stopping: boolean;
}) {
  const { t } = useTranslation();
  const running = props.status === "running";
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b bg-card px-6 py-3">
      <Button variant="ghost" size="sm" asChild>
        <Link href="/workflow">
          <ArrowLeft aria-hidden /> {t("deploy:preview.backToWorkflow")}
        </Link>
      </Button>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h1 className="text-xl font-semibold">{t("deploy:preview.title")}</h1>
          {props.status !== null && <DeploymentStatusBadge status={props.status} />}
        </div>
        <p className="truncate text-sm text-muted-foreground">
          <span className="font-mono" data-testid="preview-app-name">
            {props.appName}
          </span>{" "}
          {t("deploy:preview.project", { id: props.projectId })}
        </p>
      </div>
      <div
        className="flex items-center gap-1 rounded-lg bg-muted p-1"
        role="group"
        aria-label={t("deploy:preview.deviceSize")}
      >
        {SIZES.map(({ size, icon: Icon }) => {
          const label = t(`deploy:preview.size.${size}`);
          const hint = sizePixels(size) ?? t("deploy:preview.fullWidth");
          return (
            <button
              key={size}
              type="button"
              aria-pressed={props.size === size}
              title={t("deploy:preview.sizeTitle", { label, hint })}
              onClick={() => props.onSize(size)}
              className={cn(
                "inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium text-muted-foreground",
                props.size === size && "bg-card text-foreground shadow-sm",
              )}
            >
              <Icon className="h-4 w-4" aria-hidden /> {label}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={props.onReload}>
          <RotateCw aria-hidden /> {t("deploy:preview.reload")}
        </Button>
        {running && (
          <>
            {props.url !== null && (
              <Button variant="outline" size="sm" asChild>
                <a href={props.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden /> {t("deploy:preview.openInNewTab")}
                </a>
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={props.onStop} disabled={props.stopping}>
              <Square aria-hidden />{" "}
              {props.stopping ? t("deploy:preview.stopping") : t("deploy:actions.stop")}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
