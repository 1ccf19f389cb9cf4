import type { ChecklistSection } from "@domain/rules/checklist";
import { Progress } from "@/components/ui/progress";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";

/** Sections completed of the total, as a sentence and a bar. */
export function ChecklistProgress({ sections }: { sections: readonly ChecklistSection[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const done = sections.filter((s) => s.completed).length;
  const percent = sections.length === 0 ? 0 : (done / sections.length) * 100;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <p className="whitespace-nowrap text-sm" data-testid="checklist-progress">
        {t("checklist:progress.sectionsCompleted", {
          done: format.number(done),
          total: format.number(sections.length),
        })}
      </p>
      <Progress value={percent} label={t("checklist:progress.label")} className="max-w-md" />
    </div>
  );
}
