import type { ChecklistSection } from "@domain/rules/checklist";
import { Progress } from "@/components/ui/progress";

/** Sections completed of the total, as a sentence and a bar. */
export function ChecklistProgress({ sections }: { sections: readonly ChecklistSection[] }) {
  const done = sections.filter((s) => s.completed).length;
  const percent = sections.length === 0 ? 0 : (done / sections.length) * 100;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <p className="whitespace-nowrap text-sm" data-testid="checklist-progress">
        {done} of {sections.length} sections completed
      </p>
      <Progress value={percent} label="Checklist progress" className="max-w-md" />
    </div>
  );
}
