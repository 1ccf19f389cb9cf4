import { describeGeneratedBy, type GeneratedBy } from "@domain/api/ai";
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
  return (
    <span
      className={cn(
        "text-xs",
        by.engine === "embedded-fallback" ? "text-warning" : "text-muted-foreground",
        className,
      )}
      data-testid={testId}
      data-engine={by.engine}
      title={by.engine === "embedded-fallback" ? describeGeneratedBy(by) : undefined}
    >
      {by.engine === "embedded" ? "Embedded engine" : describeGeneratedBy(by)}
    </span>
  );
}
