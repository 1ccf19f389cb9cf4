import { AlertTriangle, CheckCircle2, Download, Info, Sparkles, Undo2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { DocumentSummary } from "@domain/api/documents";
import { MarkdownView } from "@/components/markdown/lazy-markdown-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { ApproveDialog } from "./approve-dialog";
import { documentTitle, documentTypeLabel, formatDateTime } from "./labels";
import { StatusBadge } from "./status-badge";
import { Provenance } from "@/components/provenance";
import {
  useApproveDocument,
  useCanUndoApproval,
  useDownloadDocument,
  useUndoApproval,
} from "./use-document-actions";
import { VersionHistoryButton } from "./version-history";

/** The anchor prefix of a document's headings on the page. */
export const documentAnchorPrefix = (documentId: number) => `doc-${documentId}-`;

/** Why the approve button is not offered (null when it is). */
function approveBlocker(doc: DocumentSummary): "outdated" | "status" | null {
  if (doc.status === "approved") return null;
  if (doc.outdated) return "outdated";
  if (doc.status !== "pending_approval") return "status";
  return null;
}

/**
 * One document: its title, type, version, status and date; an outdated warning with its reason; download,
 * version history, approve (after a confirmation), undo of the approval while nothing was generated from it, and
 * any generation actions; and its text rendered as a formatted document.
 */
export function DocumentPanel({
  doc,
  projectId,
  isNew = false,
  actions,
  onApproved,
}: {
  doc: DocumentSummary;
  projectId: number;
  isNew?: boolean;
  actions?: ReactNode;
  onApproved?: (doc: DocumentSummary) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const approve = useApproveDocument(projectId, onApproved);
  const [confirming, setConfirming] = useState(false);
  const undo = useUndoApproval(projectId);
  const canUndo = useCanUndoApproval(projectId, doc);
  const download = useDownloadDocument();
  const type = documentTypeLabel(doc.documentType);
  const approved = doc.status === "approved";
  const canApprove = doc.status === "pending_approval" && !doc.outdated;
  const blocked = approveBlocker(doc);
  const blocker =
    blocked === "outdated"
      ? t("documents:panel.blockerOutdated")
      : blocked === "status"
        ? t("documents:panel.blockerStatus")
        : null;

  return (
    <Card
      className={cn("overflow-clip", isNew && "ring-2 ring-primary/60")}
      data-testid="document-panel"
      data-document-id={doc.id}
      data-kind={doc.kind}
      data-document-type={doc.documentType ?? undefined}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b p-5">
        <div className="min-w-0 space-y-1.5">
          {type && (
            <p
              className="text-xs font-semibold uppercase tracking-wide text-primary"
              data-testid="document-type"
            >
              {type}
            </p>
          )}
          <h2 className="text-xl font-semibold leading-tight" data-testid="document-title">
            {documentTitle(doc.title)}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span data-testid="document-version">
              {t("documents:panel.version", { version: format.number(doc.version) })}
            </span>
            <span aria-hidden>·</span>
            <span>{formatDateTime(doc.createdAt, format)}</span>
            <StatusBadge status={doc.status} />
            {doc.generatedBy.engine !== "embedded-fallback" && (
              <>
                <span aria-hidden>·</span>
                <Provenance by={doc.generatedBy} testId="document-provenance" />
              </>
            )}
            {isNew && (
              <Badge variant="default" className="gap-1">
                <Sparkles className="h-3 w-3" /> {t("documents:panel.new")}
              </Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <VersionHistoryButton doc={doc} />
          <Button
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() => download.mutate(doc)}
          >
            <Download /> {t("documents:panel.download")}
          </Button>
          {approved ? (
            <>
              <span className="inline-flex h-8 items-center gap-1.5 px-2 text-sm font-medium text-success">
                <CheckCircle2 className="h-4 w-4" /> {t("documents:panel.approved")}
                {doc.approvedAt && (
                  <span className="font-normal text-muted-foreground">
                    {formatDateTime(doc.approvedAt, format)}
                  </span>
                )}
              </span>
              {canUndo && (
                <Button
                  variant="outline"
                  size="sm"
                  data-testid="undo-approval"
                  disabled={undo.isPending}
                  title={t("documents:approval.undoApprovalHint")}
                  onClick={() => undo.mutate(doc)}
                >
                  <Undo2 />{" "}
                  {undo.isPending ? t("documents:approval.undoing") : t("documents:approval.undoApproval")}
                </Button>
              )}
            </>
          ) : (
            <Button
              size="sm"
              disabled={!canApprove || approve.isPending}
              title={blocker ?? undefined}
              onClick={() => setConfirming(true)}
            >
              <CheckCircle2 />{" "}
              {approve.isPending ? t("documents:panel.approving") : t("documents:panel.approve")}
            </Button>
          )}
          <ApproveDialog
            doc={doc}
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => {
              setConfirming(false);
              approve.mutate(doc);
            }}
          />
        </div>
      </header>
      {doc.generatedBy.engine === "embedded-fallback" && (
        <div
          className="flex items-start gap-3 border-b border-warning/30 bg-warning/10 px-5 py-3 text-sm"
          role="note"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
          <Provenance by={doc.generatedBy} testId="document-provenance" className="text-sm text-foreground" />
        </div>
      )}
      {doc.outdated && (
        <div
          className="flex items-start gap-3 border-b border-warning/30 bg-warning/10 px-5 py-3 text-sm"
          role="alert"
          data-testid="outdated-warning"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
          <p>
            <span className="font-semibold">{t("documents:panel.outdated")}</span>{" "}
            {doc.outdatedReason ?? t("documents:panel.outdatedReason")}{" "}
            {doc.status === "approved"
              ? t("documents:panel.outdatedApproved")
              : t("documents:panel.outdatedPending")}
          </p>
        </div>
      )}
      <div className="p-5 sm:p-8">
        {doc.content.trim() ? (
          <MarkdownView content={doc.content} idPrefix={documentAnchorPrefix(doc.id)} />
        ) : (
          <p className="text-sm text-muted-foreground">{t("documents:panel.noContent")}</p>
        )}
      </div>
    </Card>
  );
}
