import { AlertCircle, CheckCircle2, Loader2, PencilLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/i18n";
import type { SaveState } from "./use-checklist-editor";

/** Whether the answers on screen are saved; a failed save offers Retry. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const label = {
    saved: t("checklist:save.saved"),
    unsaved: t("checklist:save.unsaved"),
    saving: t("common:status.saving"),
    failed: t("checklist:save.failed"),
  }[state];
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
        {label}
      </span>
      {state === "failed" && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("common:actions.retry")}
        </Button>
      )}
    </div>
  );
}
