import { Network } from "lucide-react";
import type { DocumentSummary } from "@domain/api/documents";
import { EmptyState } from "@/components/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { DocumentPanel } from "@/pipeline/documents/document-panel";
import { GenerateButton } from "@/pipeline/documents/generate-button";
import { useGenerateDocuments } from "@/pipeline/documents/use-document-actions";

/** The System Design tab: the current design, generated (only) from the approved SRS, with regeneration. */
export function SystemDesignTab({
  projectId,
  documents,
  isLoading,
  srsApproved,
  generating,
  newDocumentId,
  onApproved,
}: {
  projectId: number;
  documents: readonly DocumentSummary[];
  isLoading: boolean;
  srsApproved: boolean;
  /** A design generation job is queued or running. */
  generating: boolean;
  newDocumentId: number | null;
  onApproved: (doc: DocumentSummary) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const flow = useGenerateDocuments(projectId, "system_design");
  const design = documents[0];
  const button = (
    <GenerateButton
      label={design ? t("documents:generate.regenerate") : t("documents:systemDesign.generate")}
      regenerate={Boolean(design)}
      size={design ? "sm" : "default"}
      pending={flow.pending || generating}
      disabled={!srsApproved}
      disabledReason={t("documents:systemDesign.disabledReason")}
      confirming={flow.state.phase === "confirming"}
      confirmTitle={t("documents:systemDesign.confirmTitle")}
      confirmText={
        design
          ? t("documents:systemDesign.confirmTextVersion", { version: format.number(design.version) })
          : t("documents:systemDesign.confirmText")
      }
      onStart={flow.start}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
    />
  );
  if (isLoading) return <Spinner className="mx-auto my-12" label={t("documents:systemDesign.loading")} />;
  if (!design)
    return (
      <EmptyState
        icon={Network}
        title={
          srsApproved ? t("documents:systemDesign.emptyTitle") : t("documents:systemDesign.waitingTitle")
        }
        action={button}
      >
        {srsApproved
          ? generating
            ? t("documents:systemDesign.generatingText")
            : t("documents:systemDesign.emptyText")
          : t("documents:systemDesign.waitingText")}
      </EmptyState>
    );
  return (
    <DocumentPanel
      doc={design}
      projectId={projectId}
      isNew={design.id === newDocumentId}
      onApproved={onApproved}
      actions={srsApproved ? button : undefined}
    />
  );
}
