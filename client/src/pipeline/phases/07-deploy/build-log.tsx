import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";
import { isErrorLine } from "./rules";

/** Build and run log lines, oldest first; lines containing ERROR are highlighted (delivery.md §2.10). */
export function BuildLog({
  lines,
  className,
  empty,
  label,
}: {
  lines: readonly string[];
  className?: string;
  empty?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <pre
      className={cn(
        "max-h-[28rem] overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-xs leading-relaxed",
        className,
      )}
      aria-label={label ?? t("deploy:buildLog.label")}
      data-testid="build-log"
    >
      {lines.length === 0 ? (
        <span className="text-muted-foreground">{empty ?? t("deploy:buildLog.empty")}</span>
      ) : (
        lines.map((line, i) => (
          <div
            // Log lines repeat; their position is their identity.
            key={i}
            className={cn(
              "whitespace-pre-wrap break-all",
              isErrorLine(line) && "rounded-sm bg-destructive/15 px-1 font-semibold text-destructive",
            )}
            data-error={isErrorLine(line) ? "true" : undefined}
          >
            {line}
          </div>
        ))
      )}
    </pre>
  );
}
