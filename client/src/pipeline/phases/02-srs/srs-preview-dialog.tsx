import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { useEffect, useState } from "react";
import type { DocumentPreview } from "@domain/api/documents";
import { MarkdownView } from "@/components/markdown/lazy-markdown-view";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { t as translate, useTranslation } from "@/i18n";
import { DOCUMENT_GC_MS, DOCUMENT_STALE_MS } from "@/lib/query-client";
import { srsPreviewKey } from "@/pipeline/documents/api";
import { documentTitle } from "@/pipeline/documents/labels";
import { documentMessages } from "@/pipeline/documents/messages";
import { StatusBadge } from "@/pipeline/documents/status-badge";

function PreviewBody({ documentId, onFailed }: { documentId: number; onFailed: () => void }) {
  const { t } = useTranslation();
  const preview = useQuery<DocumentPreview>({
    queryKey: srsPreviewKey(documentId),
    staleTime: DOCUMENT_STALE_MS,
    gcTime: DOCUMENT_GC_MS,
    retry: false,
  });
  const failed = Boolean(preview.error);
  useEffect(() => {
    if (!failed) return;
    toast({
      title: translate("common:status.error"),
      description: documentMessages().preview,
      variant: "destructive",
    });
    onFailed();
  }, [failed, onFailed]);
  if (!preview.data) return <Spinner className="mx-auto my-12" label={t("documents:srs.preview.loading")} />;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2 pr-8">
          {documentTitle(preview.data.title)} <StatusBadge status={preview.data.status} />
        </DialogTitle>
        <DialogDescription>{t("documents:srs.preview.description")}</DialogDescription>
      </DialogHeader>
      <div className="min-h-0 flex-1 overflow-y-auto pr-2" data-testid="srs-preview">
        <MarkdownView content={preview.data.content} idPrefix={`preview-${documentId}-`} />
      </div>
    </>
  );
}

/** 'View' of the SRS from the checklist (delivery.md §2.1): GET /api/srs-documents/{id}/preview, rendered. */
export function SrsPreviewButton({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Eye /> {t("documents:srs.preview.button")}
      </Button>
      <DialogContent className="flex h-[88vh] w-[calc(100vw-2rem)] max-w-6xl flex-col overflow-hidden">
        {open && <PreviewBody documentId={documentId} onFailed={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
