import { BarChart3, Package, RefreshCw, Rocket, Wand2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";

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

/**
 * The page's actions: View Analysis, Generate / Regenerate, and Export and Deploy, which have no action in
 * this version (delivery.md §2.4) and say so.
 */
export function CodeToolbar(props: {
  hasFiles: boolean;
  canGenerate: boolean;
  generateBlockedReason: string | null;
  generating: boolean;
  busy: boolean;
  onGenerate: () => void;
  onViewAnalysis: () => void;
}) {
  const GenerateIcon = props.hasFiles ? RefreshCw : Wand2;
  const generate = (
    <Button
      variant={props.hasFiles ? "outline" : "default"}
      disabled={!props.canGenerate || props.busy}
      onClick={props.onGenerate}
      data-testid="generate-code"
    >
      <GenerateIcon className={props.generating ? "animate-spin" : undefined} aria-hidden />
      {props.generating ? "Generating..." : props.hasFiles ? "Regenerate Code" : "Generate Code"}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Code actions">
      <Button
        variant="outline"
        disabled={!props.hasFiles}
        onClick={props.onViewAnalysis}
        data-testid="view-analysis"
      >
        <BarChart3 aria-hidden /> View Analysis
      </Button>
      {props.generateBlockedReason && !props.generating ? (
        <Unavailable reason={props.generateBlockedReason}>{generate}</Unavailable>
      ) : (
        generate
      )}
      <Unavailable reason="Export comes with the export feature, in a later version. The files are in the app's output directory meanwhile.">
        <Button variant="outline" disabled data-testid="export-code">
          <Package aria-hidden /> Export
        </Button>
      </Unavailable>
      <Unavailable reason="Deploy comes with the preview and deployment features, in a later version.">
        <Button variant="outline" disabled data-testid="deploy-code">
          <Rocket aria-hidden /> Deploy
        </Button>
      </Unavailable>
    </div>
  );
}
