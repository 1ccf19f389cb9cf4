import { ShieldAlert } from "lucide-react";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";

/** The host (with port) this page was opened at; empty outside a browser. */
export const productHost = (): string => (typeof window === "undefined" ? "" : window.location.host);

/**
 * Shown instead of the preview's frame and links when the preview is served on the host name Specwright is open
 * at: it would receive the Specwright session cookie. The reason says how to fix it.
 */
export function PreviewBlocked(props: { reason: string; compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        "flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 text-sm",
        props.compact ? "px-2 py-1.5 text-xs" : "px-4 py-3",
        props.className,
      )}
      role="alert"
      data-testid="preview-blocked"
    >
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
      <div className="grid gap-1">
        {!props.compact && <p className="font-medium">{t("deploy:blocked.title")}</p>}
        <p>{props.reason}</p>
      </div>
    </div>
  );
}
