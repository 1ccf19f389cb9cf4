import type { GeneratedBy } from "@domain/api/ai";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";

/**
 * What wrote a chat message, a document version or a file: the configured model by name ("Written by
 * gpt-4.1-mini"), the embedded engine, or the embedded engine in the model's place and why (shown as a warning).
 */
export function Provenance({
  by,
  testId,
  className,
}: {
  by: GeneratedBy;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  // describeGeneratedBy's words (domain/api/ai.ts), in the interface's language; the reason is the server's.
  const described =
    by.engine === "llm"
      ? t("components:provenance.writtenBy", {
          model: by.model ?? by.provider ?? t("components:provenance.configuredModel"),
        })
      : by.engine === "embedded-fallback"
        ? t("components:provenance.fallback", {
            reason: by.reason ?? t("components:provenance.modelUnusable"),
          })
        : t("components:provenance.builtByEmbedded");
  return (
    <span
      className={cn(
        "text-xs",
        by.engine === "embedded-fallback" ? "text-warning" : "text-muted-foreground",
        className,
      )}
      data-testid={testId}
      data-engine={by.engine}
      title={by.engine === "embedded-fallback" ? described : undefined}
    >
      {by.engine === "embedded" ? t("components:provenance.embedded") : described}
    </span>
  );
}
