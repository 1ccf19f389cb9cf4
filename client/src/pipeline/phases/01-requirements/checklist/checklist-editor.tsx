import type { Checklist } from "@domain/api/checklist";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { useEffectiveSettings } from "@/hooks/use-settings";
import { useTranslation } from "@/i18n";
import { ChecklistProgress } from "./checklist-progress";
import { CompletionPanel } from "./completion-panel";
import { SaveStatus } from "./save-status";
import { SectionNav } from "./section-nav";
import { SectionView } from "./section-view";
import { useChecklistEditor } from "./use-checklist-editor";

const STATUS_VARIANT: Record<Checklist["status"], BadgeVariant> = {
  in_progress: "muted",
  completed: "success",
  signed_off: "default",
};

/** The checklist wizard for one project: progress and save state, the section list, one section at a time. */
export function ChecklistEditor({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation();
  const editor = useChecklistEditor(checklist, useEffectiveSettings().autoSaveInterval);
  const readOnly = checklist.status === "signed_off";
  const section = editor.sections[editor.section];
  const statusLabel = {
    in_progress: t("checklist:status.inProgress"),
    completed: t("checklist:status.completed"),
    signed_off: t("checklist:status.signedOff"),
  }[checklist.status];
  const move = (index: number) => {
    editor.goToSection(index);
    document.querySelector("main")?.scrollTo({ top: 0 });
  };
  return (
    <>
      {/* Progress and save state stay in view while a long section scrolls. */}
      <div className="sticky -top-4 z-10 -mx-4 -mt-4 mb-6 border-b bg-background/95 px-4 py-3 backdrop-blur sm:-top-6 sm:-mx-6 sm:-mt-6 sm:px-6">
        <div className="mx-auto flex min-h-8 max-w-6xl flex-wrap items-center gap-x-6 gap-y-2">
          <Badge variant={STATUS_VARIANT[checklist.status]} data-testid="checklist-status">
            {statusLabel}
          </Badge>
          <ChecklistProgress sections={editor.sections} />
          {!readOnly && <SaveStatus state={editor.saveState} onRetry={() => void editor.save()} />}
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <div className="grid gap-4 lg:sticky lg:top-12">
          <Card>
            <CardContent className="p-2">
              <SectionNav sections={editor.sections} current={editor.section} onSelect={move} />
            </CardContent>
          </Card>
          <CompletionPanel checklist={checklist} sections={editor.sections} save={editor.save} />
        </div>
        {section && (
          <SectionView
            section={section}
            index={editor.section}
            total={editor.sections.length}
            disabled={readOnly}
            onAnswer={editor.setAnswer}
            onMove={move}
          />
        )}
      </div>
    </>
  );
}
