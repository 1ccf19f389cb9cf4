import { CheckCircle2, Clock, Database } from "lucide-react";
import { useState } from "react";
import type { DocumentSummary } from "@domain/api/documents";
import { EmptyState } from "@/components/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { DocumentPanel } from "@/pipeline/documents/document-panel";
import { GenerateButton } from "@/pipeline/documents/generate-button";
import { documentTitle, documentTypeLabel } from "@/pipeline/documents/labels";
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
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="grid gap-3 md:grid-cols-3" role="group" aria-label={t("documents:technical.pickerLabel")}>
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
                {d.title ? documentTitle(d.title) : documentTypeLabel(d.documentType)}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {t("documents:technical.version", { version: format.number(d.version) })}{" "}
                <StatusBadge status={d.status} />
                {d.outdated && (
                  <span className="font-medium text-warning">{t("documents:technical.outdated")}</span>
                )}
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
  const { t } = useTranslation();
  const format = useFormat();
  const flow = useGenerateDocuments(projectId, "technical");
  const ordered = orderTechnical(documents);
  const [picked, setPicked] = useState<number | null>(newDocumentId);
  const selected =
    ordered.find((d) => d.id === picked) ?? ordered.find((d) => d.status !== "approved") ?? ordered[0];
  const approvedCount = ordered.filter((d) => d.status === "approved").length;
  const exists = ordered.length > 0;

  const button = (
    <GenerateButton
      label={exists ? t("documents:technical.regenerateAll") : t("documents:technical.generate")}
      regenerate={exists}
      size={exists ? "sm" : "default"}
      pending={flow.pending || generating}
      disabled={!designApproved}
      disabledReason={t("documents:technical.disabledReason")}
      confirming={flow.state.phase === "confirming"}
      confirmTitle={t("documents:technical.confirmTitle")}
      confirmText={t("documents:technical.confirmText")}
      onStart={flow.start}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
    />
  );

  if (isLoading) return <Spinner className="mx-auto my-12" label={t("documents:technical.loading")} />;
  if (!exists)
    return (
      <EmptyState
        icon={Database}
        title={designApproved ? t("documents:technical.emptyTitle") : t("documents:technical.waitingTitle")}
        action={button}
      >
        {designApproved
          ? generating
            ? t("documents:technical.generatingText")
            : t("documents:technical.emptyText")
          : t("documents:technical.waitingText")}
      </EmptyState>
    );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="technical-approved-count">
          {t("documents:technical.approvedCount", {
            approved: format.number(approvedCount),
            total: format.number(ordered.length),
          })}
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
