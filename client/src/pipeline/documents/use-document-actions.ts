import { useMutation } from "@tanstack/react-query";
import { useReducer } from "react";
import type { ApprovalResult, DocumentKind, DocumentSummary, GenerationResult } from "@domain/api/documents";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { apiJson } from "@/lib/api";
import { downloadDocument, refreshDocuments } from "./api";
import { generationReducer, IDLE, outcomeOf } from "./generation-flow";
import { documentTitle, documentTypeLabel } from "./labels";
import { toastApprovalError, toastDownloadError, toastGenerationError } from "./messages";
import { rememberJob } from "./use-document-jobs";

const APPROVE_ROUTE: Readonly<Record<DocumentKind, string>> = {
  srs: "approve-srs",
  system_design: "approve-system-design",
  technical: "approve-technical-doc",
};

function approvedToast(doc: DocumentSummary): { title: string; description: string } {
  if (doc.kind === "srs")
    return {
      title: t("documents:toasts.srsApprovedTitle"),
      description: t("documents:toasts.srsApprovedDescription"),
    };
  if (doc.kind === "system_design")
    return {
      title: t("documents:toasts.designApprovedTitle"),
      description: t("documents:toasts.designApprovedDescription"),
    };
  return {
    title: t("documents:toasts.technicalApprovedTitle", {
      name: doc.title ? documentTitle(doc.title) : documentTypeLabel(doc.documentType),
    }),
    description: t("documents:toasts.technicalApprovedDescription"),
  };
}

/** Approves a document through its kind's route (delivery.md §7) and shows the generation it started. */
export function useApproveDocument(projectId: number, onApproved?: (doc: DocumentSummary) => void) {
  return useMutation({
    retry: false,
    mutationFn: (doc: DocumentSummary) =>
      apiJson<ApprovalResult>("POST", `/api/projects/${projectId}/${APPROVE_ROUTE[doc.kind]}`, {
        documentId: doc.id,
      }),
    onSuccess: async (result, doc) => {
      rememberJob(projectId, result.job);
      toast(approvedToast(doc));
      onApproved?.(doc);
      await refreshDocuments(projectId, doc.kind);
    },
    onError: (error, doc) => toastApprovalError(doc.kind, error),
  });
}

export function useDownloadDocument() {
  return useMutation({
    retry: false,
    mutationFn: downloadDocument,
    onError: toastDownloadError,
  });
}

const GENERATE_ROUTE = {
  system_design: "generate-system-design",
  technical: "generate-technical-docs",
} as const;

function generatedToast(kind: keyof typeof GENERATE_ROUTE): { title: string; description: string } {
  return kind === "system_design"
    ? {
        title: t("documents:toasts.designGeneratedTitle"),
        description: t("documents:toasts.designGeneratedDescription"),
      }
    : {
        title: t("documents:toasts.technicalGeneratedTitle"),
        description: t("documents:toasts.technicalGeneratedDescription"),
      };
}

function runningText(kind: keyof typeof GENERATE_ROUTE): string {
  return kind === "system_design"
    ? t("documents:toasts.designRunning")
    : t("documents:toasts.technicalRunning");
}

/**
 * Generate or regenerate the system design or the technical documents, asking before overwriting
 * (delivery.md §4.1: the server reports `canOverwrite`, the user confirms, the call repeats with forceOverwrite).
 */
export function useGenerateDocuments(projectId: number, kind: keyof typeof GENERATE_ROUTE) {
  const [state, dispatch] = useReducer(generationReducer, IDLE);
  const call = useMutation({
    retry: false,
    mutationFn: (force: boolean) =>
      apiJson<GenerationResult>("POST", `/api/projects/${projectId}/${GENERATE_ROUTE[kind]}`, {
        forceOverwrite: force,
      }),
    onSuccess: async (result, force) => {
      dispatch({ type: "answered", result });
      rememberJob(projectId, result.job);
      const outcome = outcomeOf(result, force);
      if (outcome === "generated") toast(generatedToast(kind));
      if (outcome === "running")
        toast({ title: t("documents:toasts.generationStarted"), description: runningText(kind) });
      if (outcome !== "confirm") await refreshDocuments(projectId, kind);
    },
    onError: (error) => {
      dispatch({ type: "failed" });
      toastGenerationError(kind, error);
    },
  });
  return {
    state,
    pending: state.phase === "requesting",
    start: () => {
      if (state.phase !== "idle") return;
      dispatch({ type: "start" });
      call.mutate(false);
    },
    confirm: () => {
      if (state.phase !== "confirming") return;
      dispatch({ type: "confirm" });
      call.mutate(true);
    },
    cancel: () => dispatch({ type: "cancel" }),
  };
}
