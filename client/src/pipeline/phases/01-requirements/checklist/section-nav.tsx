import { CheckCircle2 } from "lucide-react";
import type { ChecklistSection } from "@domain/rules/checklist";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { useBankText } from "./bank-text";

/** The sections as steps: a check once completed; choosing one moves there (and saves). */
export function SectionNav(props: {
  sections: readonly ChecklistSection[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const bank = useBankText();
  return (
    <nav aria-label={t("checklist:nav.label")}>
      <ol className="grid gap-1">
        {props.sections.map((section, i) => {
          const active = i === props.current;
          return (
            <li key={section.id}>
              <button
                type="button"
                aria-current={active ? "step" : undefined}
                onClick={() => props.onSelect(i)}
                className={cn(
                  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm cursor-pointer",
                  active ? "bg-secondary font-medium text-secondary-foreground" : "hover:bg-accent",
                )}
              >
                {section.completed ? (
                  <CheckCircle2
                    className="h-5 w-5 shrink-0 text-success"
                    aria-label={t("checklist:nav.completed")}
                  />
                ) : (
                  <span
                    className={cn(
                      "flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-[11px]",
                      active ? "border-primary text-primary" : "text-muted-foreground",
                    )}
                  >
                    {format.number(i + 1)}
                  </span>
                )}
                <span className="min-w-0">{bank.sectionTitle(section)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
