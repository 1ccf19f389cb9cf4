import { Check } from "lucide-react";
import type { DocumentStep } from "@domain/rules/documents-strip";
import { cn } from "@/lib/utils";

const STYLE: Record<DocumentStep["status"], { circle: string; label: string }> = {
  Approved: { circle: "bg-success text-white border-success", label: "text-success" },
  Ready: { circle: "bg-primary text-primary-foreground border-primary", label: "text-primary" },
  Pending: { circle: "bg-warning/15 text-warning border-warning", label: "text-warning" },
  Waiting: { circle: "bg-muted text-muted-foreground border-border", label: "text-muted-foreground" },
};

/**
 * The three-step strip of delivery.md §2.2 (SRS, System Design, Technical Docs), each with a detail line
 * (its version, or how many technical documents are approved).
 */
export function DocumentSteps({
  steps,
  details,
}: {
  steps: readonly DocumentStep[];
  details: Partial<Record<DocumentStep["step"], string>>;
}) {
  return (
    <ol className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-3" aria-label="Document progress">
      {steps.map((s, index) => {
        const style = STYLE[s.status];
        const done = s.status === "Approved";
        return (
          <li
            key={s.step}
            className="relative flex items-center gap-3"
            data-testid="document-step"
            data-status={s.status}
          >
            <span
              className={cn(
                "flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                style.circle,
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden /> : s.step}
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                Step {s.step}
              </p>
              <p className="font-semibold leading-snug">{s.title}</p>
              <p className="text-xs">
                <span className={cn("font-medium", style.label)}>{s.status}</span>
                {details[s.step] && <span className="text-muted-foreground"> · {details[s.step]}</span>}
              </p>
            </div>
            {index < steps.length - 1 && (
              <span aria-hidden className="ml-auto hidden h-px w-8 shrink-0 bg-border xl:block 2xl:w-16" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
