import { BarChart3, Package, RefreshCw, Rocket, Wand2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { appNameFor } from "@domain/api/deployments";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Tooltip } from "@/components/ui/tooltip";
import { useTranslation } from "@/i18n";
import { ExportWidget } from "./export-widget";

/** A disabled button still explains itself: the tooltip sits on a focusable wrapper. */
function Unavailable({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <Tooltip content={reason}>
      <span
        tabIndex={0}
        className="inline-flex rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
      </span>
    </Tooltip>
  );
}

/** Export opens the export widget (delivery.md §2.11) once there are files to package. */
function ExportButton({ projectId, hasFiles }: { projectId: number; hasFiles: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (
    <Button variant="outline" disabled={!hasFiles} onClick={() => setOpen(true)} data-testid="export-code">
      <Package aria-hidden /> {t("code:toolbar.export")}
    </Button>
  );
  return (
    <>
      {hasFiles ? button : <Unavailable reason={t("code:toolbar.exportUnavailable")}>{button}</Unavailable>}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle className="sr-only">{t("code:export.title")}</DialogTitle>
          <DialogDescription className="sr-only">{t("code:toolbar.exportDescription")}</DialogDescription>
          <ExportWidget projectId={projectId} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * The page's actions: View Analysis, Generate / Regenerate, Export (the export widget), and Deploy, which opens
 * the app's preview (/preview/{projectId}/{appName}): building, running and serving it on its own address.
 */
export function CodeToolbar(props: {
  projectId: number;
  projectName: string;
  hasFiles: boolean;
  canGenerate: boolean;
  generateBlockedReason: string | null;
  generating: boolean;
  busy: boolean;
  onGenerate: () => void;
  onViewAnalysis: () => void;
}) {
  const { t } = useTranslation();
  const GenerateIcon = props.hasFiles ? RefreshCw : Wand2;
  const generate = (
    <Button
      variant={props.hasFiles ? "outline" : "default"}
      disabled={!props.canGenerate || props.busy}
      onClick={props.onGenerate}
      data-testid="generate-code"
    >
      <GenerateIcon className={props.generating ? "animate-spin" : undefined} aria-hidden />
      {props.generating
        ? t("code:toolbar.generating")
        : props.hasFiles
          ? t("code:toolbar.regenerate")
          : t("code:toolbar.generate")}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t("code:toolbar.label")}>
      <Button
        variant="outline"
        disabled={!props.hasFiles}
        onClick={props.onViewAnalysis}
        data-testid="view-analysis"
      >
        <BarChart3 aria-hidden /> {t("code:toolbar.viewAnalysis")}
      </Button>
      {props.generateBlockedReason && !props.generating ? (
        <Unavailable reason={props.generateBlockedReason}>{generate}</Unavailable>
      ) : (
        generate
      )}
      <ExportButton projectId={props.projectId} hasFiles={props.hasFiles} />
      {props.hasFiles ? (
        <Button variant="outline" asChild data-testid="deploy-code">
          <Link href={`/preview/${props.projectId}/${appNameFor(props.projectName)}`}>
            <Rocket aria-hidden /> {t("code:toolbar.deploy")}
          </Link>
        </Button>
      ) : (
        <Unavailable reason={t("code:toolbar.deployUnavailable")}>
          <Button variant="outline" disabled data-testid="deploy-code">
            <Rocket aria-hidden /> {t("code:toolbar.deploy")}
          </Button>
        </Unavailable>
      )}
    </div>
  );
}
