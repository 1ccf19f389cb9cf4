import { CheckCircle2 } from "lucide-react";
import type { DocumentSummary } from "@domain/api/documents";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { documentTitle, documentTypeLabel } from "./labels";

/**
 * Asks before approving: what approving does (the version becomes the locked basis of the next phase, which is
 * generated from it) with Cancel and Approve. Only its Approve calls `onConfirm`.
 */
export function ApproveDialog({
  doc,
  open,
  onOpenChange,
  onConfirm,
}: {
  doc: DocumentSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const version = format.number(doc.version);
  const name = doc.title ? documentTitle(doc.title) : documentTypeLabel(doc.documentType);
  const title =
    doc.kind === "srs"
      ? t("documents:approval.confirmTitle.srs")
      : doc.kind === "system_design"
        ? t("documents:approval.confirmTitle.systemDesign")
        : t("documents:approval.confirmTitle.technical", { name });
  const text =
    doc.kind === "srs"
      ? t("documents:approval.confirmText.srs", { version })
      : doc.kind === "system_design"
        ? t("documents:approval.confirmText.systemDesign", { version })
        : t("documents:approval.confirmText.technical", { version, name });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="approve-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common:actions.cancel")}
          </Button>
          <Button data-testid="approve-confirm" onClick={onConfirm}>
            <CheckCircle2 /> {t("documents:approval.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
