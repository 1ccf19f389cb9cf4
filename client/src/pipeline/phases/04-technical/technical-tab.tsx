import { CheckCircle2, Clock, Database } from "lucide-react";
import { useState } from "react";
import type { DocumentSummary } from "@domain/api/documents";
import { EmptyState } from "@/components/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { DocumentPanel } from "@/pipeline/documents/document-panel";
import { GenerateButton } from "@/pipeline/documents/generate-button";
import { documentTypeLabel } from "@/pipeline/documents/labels";
import { StatusBadge } from "@/pipeline/documents/status-badge";
import { useGenerateDocuments } from "@/pipeline/documents/use-document-actions";
import { orderTechnical } from "./order";

function DocumentPicker({
  documents,
  selectedId,
  onSelect,
}: {
  documents: readonly DocumentSummary[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-3" role="group" aria-label="Technical documents">
      {documents.map((d) => {
        const selected = d.id === selectedId;
        const Icon = d.status === "approved" ? CheckCircle2 : Clock;
        return (
          <button
            key={d.id}
            type="button"
            aria-pressed={selected}
            data-testid="technical-document-tab"
            data-document-type={d.documentType ?? undefined}
            onClick={() => onSelect(d.id)}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 text-left transition-colors hover:bg-accent",
              selected && "border-primary ring-1 ring-primary",
            )}
          >
            <Icon
              className={cn(
                "mt-0.5 h-5 w-5 shrink-0",
                d.status === "approved" ? "text-success" : "text-muted-foreground",
              )}
            />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold">
                {d.title || documentTypeLabel(d.documentType)}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                Version {d.version} <StatusBadge status={d.status} />
                {d.outdated && <span className="font-medium text-warning">Outdated</span>}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The Technical Docs tab: database design, API specification and frontend architecture, approved one by one. */
export function TechnicalTab({
  projectId,
  documents,
  isLoading,
  designApproved,
  generating,
  newDocumentId,
  onApproved,
}: {
  projectId: number;
  documents: readonly DocumentSummary[];
  isLoading: boolean;
  designApproved: boolean;
  generating: boolean;
  newDocumentId: number | null;
  onApproved: (doc: DocumentSummary) => void;
}) {
  const flow = useGenerateDocuments(projectId, "technical");
  const ordered = orderTechnical(documents);
  const [picked, setPicked] = useState<number | null>(newDocumentId);
  const selected =
    ordered.find((d) => d.id === picked) ?? ordered.find((d) => d.status !== "approved") ?? ordered[0];
  const approvedCount = ordered.filter((d) => d.status === "approved").length;
  const exists = ordered.length > 0;

  const button = (
    <GenerateButton
      label={exists ? "Regenerate all" : "Generate Technical Documents"}
      regenerate={exists}
      size={exists ? "sm" : "default"}
      pending={flow.pending || generating}
      disabled={!designApproved}
      disabledReason="Approve the system design before generating the technical documents."
      confirming={flow.state.phase === "confirming"}
      confirmTitle="Overwrite the technical documents?"
      confirmText="Technical documents exist. Regenerating writes new versions of all three from the approved system design; the current ones stay in their version histories and need approving again."
      onStart={flow.start}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
    />
  );

  if (isLoading) return <Spinner className="mx-auto my-12" label="Loading the technical documents" />;
  if (!exists)
    return (
      <EmptyState
        icon={Database}
        title={designApproved ? "No technical documents yet" : "Waiting for the system design"}
        action={button}
      >
        {designApproved
          ? generating
            ? "The DBA-Coder AI is writing the database design, the API specification and the frontend architecture. They appear here when they are done."
            : "Three documents are written from the approved system design: the database design, the API specification (OpenAPI) and the frontend architecture."
          : "The technical documents are written once the system design is approved. Review and approve it in the System Design tab first."}
      </EmptyState>
    );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="technical-approved-count">
          {approvedCount} of {ordered.length} technical documents approved. Approve each one after reviewing
          it.
        </p>
        {designApproved && button}
      </div>
      <DocumentPicker documents={ordered} selectedId={selected?.id} onSelect={setPicked} />
      {selected && (
        <DocumentPanel
          key={selected.id}
          doc={selected}
          projectId={projectId}
          isNew={selected.id === newDocumentId}
          onApproved={(doc) => {
            // Move on to the next document still waiting for approval; stay when none is left.
            const next = ordered.find((d) => d.id !== doc.id && d.status !== "approved");
            setPicked(next?.id ?? doc.id);
            onApproved(doc);
          }}
        />
      )}
    </div>
  );
}
