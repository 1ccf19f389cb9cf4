import { AlertCircle, CheckCircle2, Loader2, PencilLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SaveState } from "./use-checklist-editor";

const LABEL: Record<SaveState, string> = {
  saved: "All changes saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  failed: "Changes not saved",
};

/** Whether the answers on screen are saved; a failed save offers Retry. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const Icon = { saved: CheckCircle2, unsaved: PencilLine, saving: Loader2, failed: AlertCircle }[state];
  return (
    <div className="flex items-center gap-2 text-sm" aria-live="polite">
      <span
        data-testid="save-status"
        className={
          state === "failed"
            ? "flex items-center gap-1.5 text-destructive"
            : "flex items-center gap-1.5 text-muted-foreground"
        }
      >
        <Icon className={state === "saving" ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
        {LABEL[state]}
      </span>
      {state === "failed" && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
