import { Network } from "lucide-react";
import type { DocumentSummary } from "@domain/api/documents";
import { EmptyState } from "@/components/empty-state";
import { Spinner } from "@/components/ui/spinner";
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
  const flow = useGenerateDocuments(projectId, "system_design");
  const design = documents[0];
  const button = (
    <GenerateButton
      label={design ? "Regenerate" : "Generate System Design"}
      regenerate={Boolean(design)}
      size={design ? "sm" : "default"}
      pending={flow.pending || generating}
      disabled={!srsApproved}
      disabledReason="Approve the SRS before generating the system design."
      confirming={flow.state.phase === "confirming"}
      confirmTitle="Overwrite the system design?"
      confirmText={`A system design exists${design ? ` (version ${design.version})` : ""}. Regenerating writes a new version from the approved SRS; the current one stays in the version history, and technical documents made from it are marked outdated.`}
      onStart={flow.start}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
    />
  );
  if (isLoading) return <Spinner className="mx-auto my-12" label="Loading the system design" />;
  if (!design)
    return (
      <EmptyState
        icon={Network}
        title={srsApproved ? "No system design yet" : "Waiting for the SRS"}
        action={button}
      >
        {srsApproved
          ? generating
            ? "The Architectural AI is writing the system design from the approved SRS. It appears here when it is done."
            : "The system design is written from the approved SRS: components, data flows, key flows, the technology stack and deployment, with diagrams."
          : "The system design is written once the SRS is approved. Review and approve the SRS in the SRS tab first."}
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
