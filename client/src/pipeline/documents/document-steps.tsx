import { Check } from "lucide-react";
import type { DocumentStep } from "@domain/rules/documents-strip";
import type { TFunction } from "i18next";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";

const STYLE: Record<DocumentStep["status"], { circle: string; label: string }> = {
  Approved: { circle: "bg-success text-white border-success", label: "text-success" },
  Ready: { circle: "bg-primary text-primary-foreground border-primary", label: "text-primary" },
  Pending: { circle: "bg-warning/15 text-warning border-warning", label: "text-warning" },
  Waiting: { circle: "bg-muted text-muted-foreground border-border", label: "text-muted-foreground" },
};

function stepTitle(t: TFunction, step: DocumentStep["step"]): string {
  if (step === 1) return t("documents:steps.title.srs");
  if (step === 2) return t("documents:steps.title.systemDesign");
  return t("documents:steps.title.technical");
}

function stepStatus(t: TFunction, status: DocumentStep["status"]): string {
  switch (status) {
    case "Approved":
      return t("documents:steps.status.approved");
    case "Ready":
      return t("documents:steps.status.ready");
    case "Pending":
      return t("documents:steps.status.pending");
    case "Waiting":
      return t("documents:steps.status.waiting");
  }
}

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
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ol
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-3"
      aria-label={t("documents:steps.ariaLabel")}
    >
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
                {t("documents:steps.step", { step: format.number(s.step) })}
              </p>
              <p className="font-semibold leading-snug">{stepTitle(t, s.step)}</p>
              <p className="text-xs">
                <span className={cn("font-medium", style.label)}>{stepStatus(t, s.status)}</span>
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
