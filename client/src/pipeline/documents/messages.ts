import type { DocumentKind } from "@domain/api/documents";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorText } from "@/lib/api";
import { EmptyDocumentError } from "./api";

/** The spec's document toasts (delivery.md §8); a readable refusal from the server is shown as it is. */
export const MESSAGES = {
  empty: "Document content is empty",
  download: "Failed to download document",
  preview: "Failed to preview document",
  srsGenerate: "Failed to generate SRS document",
  srsGenerateHint: "Please try again or contact support if the issue persists.",
  checklistIncomplete: "Please complete all sections before generating the SRS document.",
  designGenerate: "Failed to generate system design",
  technicalGenerate: "Failed to generate technical documents",
  srsApprove: "Failed to approve SRS document",
  designApprove: "Failed to approve system design document",
} as const;

/** The server's own sentence when it refused the request (4xx with a message), else null. */
export function refusal(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : null;
}

const GENERATE_FAILED: Readonly<Record<DocumentKind, string>> = {
  srs: MESSAGES.srsGenerate,
  system_design: MESSAGES.designGenerate,
  technical: MESSAGES.technicalGenerate,
};

const APPROVE_FAILED: Readonly<Record<DocumentKind, string | null>> = {
  srs: MESSAGES.srsApprove,
  system_design: MESSAGES.designApprove,
  technical: null,
};

/** 'Generation Failed' with the server's reason, or the spec's 'Error' message for the kind. */
export function toastGenerationError(kind: DocumentKind, error: unknown): void {
  const reason = refusal(error);
  if (reason) toast({ title: "Generation Failed", description: reason, variant: "destructive" });
  else toast({ title: "Error", description: GENERATE_FAILED[kind], variant: "destructive" });
}

/** 'Approval Failed' with the server's reason, or the spec's 'Error' message for the kind. */
export function toastApprovalError(kind: DocumentKind, error: unknown): void {
  const reason = refusal(error);
  const fallback = APPROVE_FAILED[kind];
  if (reason || !fallback)
    toast({ title: "Approval Failed", description: reason ?? errorText(error), variant: "destructive" });
  else toast({ title: "Error", description: fallback, variant: "destructive" });
}

export function toastDownloadError(error: unknown): void {
  const description = error instanceof EmptyDocumentError ? MESSAGES.empty : MESSAGES.download;
  toast({ title: "Error", description, variant: "destructive" });
}
