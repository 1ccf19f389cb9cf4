import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, Download, FileText, Loader2, Wand2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import type { ApprovalResult, DocumentSummary } from "@domain/api/documents";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { t as translate, useTranslation } from "@/i18n";
import { apiJson } from "@/lib/api";
import { refreshDocuments } from "@/pipeline/documents/api";
import { ApproveDialog } from "@/pipeline/documents/approve-dialog";
import { toastApprovalError } from "@/pipeline/documents/messages";
import { newSrsUrl } from "@/pipeline/documents/query-params";
import { StatusBadge } from "@/pipeline/documents/status-badge";
import { useDownloadDocument } from "@/pipeline/documents/use-document-actions";
import { rememberJob } from "@/pipeline/documents/use-document-jobs";
import { SrsPreviewButton } from "@/pipeline/phases/02-srs/srs-preview-dialog";
import { useGenerateSrs } from "@/pipeline/phases/02-srs/use-generate-srs";

/** delivery.md §9: after a successful SRS generation the page moves to /documents this much later. */
export const SRS_REDIRECT_MS = 2000;

/**
 * After a successful generation the page moves to the new SRS on the Documents page SRS_REDIRECT_MS later. Kept
 * by the panel, not the button: the new SRS replaces the button with its review actions meanwhile.
 */
export function useSrsRedirect(): [string | null, (url: string) => void] {
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target), SRS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [target, navigate]);
  return [target, setTarget];
}

export function SrsRedirectNotice() {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-center gap-2 text-sm text-muted-foreground"
      role="status"
      data-testid="srs-redirect"
    >
      <Loader2 className="h-4 w-4 shrink-0 animate-spin text-primary" /> {t("checklist:srs.redirect")}
    </p>
  );
}

/** 'Generate SRS' once the checklist is completed; before that it is disabled with the spec's reason. */
export function GenerateSrsButton({
  projectId,
  completed,
  save,
  onGenerated,
}: {
  projectId: number;
  completed: boolean;
  /** Saves pending answers first, so the SRS is written from what is on screen. */
  save?: () => Promise<boolean>;
  /** Called with the Documents page address of the new SRS. */
  onGenerated?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const generate = useGenerateSrs(projectId, (result) =>
    onGenerated?.(newSrsUrl(projectId, result.document?.id ?? null)),
  );
  return (
    <div className="grid gap-2">
      <Button
        disabled={!completed || generate.isPending}
        onClick={() => {
          void (async () => {
            if (save && !(await save())) return;
            generate.mutate();
          })();
        }}
      >
        {generate.isPending ? <Loader2 className="animate-spin" /> : <Wand2 />}
        {generate.isPending ? t("checklist:srs.generating") : t("checklist:srs.generate")}
      </Button>
      {!completed && <p className="text-xs text-muted-foreground">{t("checklist:srs.incomplete")}</p>}
    </div>
  );
}

/** 'Approve & Sign Off' (POST /api/srs-documents/{id}/approve): the checklist becomes signed_off. */
function useSignOff(projectId: number) {
  return useMutation({
    retry: false,
    mutationFn: (doc: DocumentSummary) =>
      apiJson<ApprovalResult>("POST", `/api/srs-documents/${doc.id}/approve`),
    onSuccess: async (result) => {
      rememberJob(projectId, result.job);
      toast({
        title: translate("checklist:srs.approvedTitle"),
        description: translate("checklist:srs.approvedDescription"),
      });
      await refreshDocuments(projectId);
    },
    onError: (error) => toastApprovalError("srs", error),
  });
}

/** The SRS written from this checklist while it waits for approval: view, download, approve and sign off. */
export function PendingSrsActions({ projectId, srs }: { projectId: number; srs: DocumentSummary }) {
  const { t } = useTranslation();
  const download = useDownloadDocument();
  const signOff = useSignOff(projectId);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-3" data-testid="pending-srs">
      <ApproveDialog
        doc={srs}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          signOff.mutate(srs);
        }}
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <FileText className="h-4 w-4 text-primary" />
        <span className="font-medium">{t("checklist:srs.version", { version: srs.version })}</span>
        <StatusBadge status={srs.status} />
      </div>
      <div className="grid gap-2">
        <SrsPreviewButton documentId={srs.id} />
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(srs)}>
          <Download /> {t("checklist:srs.download")}
        </Button>
        <Button disabled={signOff.isPending || srs.outdated} onClick={() => setConfirming(true)}>
          <CheckCircle2 /> {signOff.isPending ? t("checklist:srs.signingOff") : t("checklist:srs.approve")}
        </Button>
      </div>
      <Link
        href={newSrsUrl(projectId, srs.id)}
        className="text-xs text-primary underline-offset-2 hover:underline"
      >
        {t("checklist:srs.openInDocuments")}
      </Link>
    </div>
  );
}
