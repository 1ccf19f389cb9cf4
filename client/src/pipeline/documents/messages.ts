import type { DocumentKind } from "@domain/api/documents";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { ApiError, errorText } from "@/lib/api";
import { EmptyDocumentError } from "./api";

/**
 * The spec's document toasts (delivery.md §8) in the interface's language; a readable refusal from the server
 * is shown as it is. A function, so each toast reads the language shown when it appears.
 */
export function documentMessages() {
  return {
    empty: t("documents:messages.empty"),
    download: t("documents:messages.download"),
    preview: t("documents:messages.preview"),
    srsGenerate: t("documents:messages.srsGenerate"),
    srsGenerateHint: t("documents:messages.srsGenerateHint"),
    checklistIncomplete: t("documents:messages.checklistIncomplete"),
    designGenerate: t("documents:messages.designGenerate"),
    technicalGenerate: t("documents:messages.technicalGenerate"),
    srsApprove: t("documents:messages.srsApprove"),
    designApprove: t("documents:messages.designApprove"),
  };
}

/** The server's own sentence when it refused the request (4xx with a message), else null. */
export function refusal(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : null;
}

function generateFailed(kind: DocumentKind): string {
  const messages = documentMessages();
  if (kind === "srs") return messages.srsGenerate;
  if (kind === "system_design") return messages.designGenerate;
  return messages.technicalGenerate;
}

function approveFailed(kind: DocumentKind): string | null {
  const messages = documentMessages();
  if (kind === "srs") return messages.srsApprove;
  if (kind === "system_design") return messages.designApprove;
  return null;
}

/** 'Generation Failed' with the server's reason, or the spec's 'Error' message for the kind. */
export function toastGenerationError(kind: DocumentKind, error: unknown): void {
  const reason = refusal(error);
  if (reason)
    toast({ title: t("documents:toasts.generationFailed"), description: reason, variant: "destructive" });
  else toast({ title: t("common:status.error"), description: generateFailed(kind), variant: "destructive" });
}

/** 'Approval Failed' with the server's reason, or the spec's 'Error' message for the kind. */
export function toastApprovalError(kind: DocumentKind, error: unknown): void {
  const reason = refusal(error);
  const fallback = approveFailed(kind);
  if (reason || !fallback)
    toast({
      title: t("documents:toasts.approvalFailed"),
      description: reason ?? errorText(error),
      variant: "destructive",
    });
  else toast({ title: t("common:status.error"), description: fallback, variant: "destructive" });
}

/** 'Undo Failed' with the server's reason (e.g. the next document has been generated from it already). */
export function toastUndoError(error: unknown): void {
  toast({
    title: t("documents:approval.undoFailed"),
    description: refusal(error) ?? errorText(error),
    variant: "destructive",
  });
}

export function toastDownloadError(error: unknown): void {
  const messages = documentMessages();
  const description = error instanceof EmptyDocumentError ? messages.empty : messages.download;
  toast({ title: t("common:status.error"), description, variant: "destructive" });
}
