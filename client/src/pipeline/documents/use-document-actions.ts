import { useMutation } from "@tanstack/react-query";
import { useReducer } from "react";
import type { ApprovalResult, DocumentKind, DocumentSummary, GenerationResult } from "@domain/api/documents";
import { toast } from "@/hooks/use-toast";
import { apiJson } from "@/lib/api";
import { downloadDocument, refreshDocuments } from "./api";
import { generationReducer, IDLE, outcomeOf } from "./generation-flow";
import { documentTypeLabel } from "./labels";
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
      title: "SRS approved",
      description: "The checklist is signed off. The Architectural AI starts on the system design now.",
    };
  if (doc.kind === "system_design")
    return {
      title: "System design approved",
      description: "The DBA-Coder AI starts on the technical documents now.",
    };
  return {
    title: `${doc.title || documentTypeLabel(doc.documentType)} approved`,
    description: "Code generation starts once all three technical documents are approved.",
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

const GENERATED_TOAST = {
  system_design: { title: "System design generated", description: "Review it, then approve it." },
  technical: {
    title: "Technical documents generated",
    description: "Review the three documents and approve each one.",
  },
} as const;

const RUNNING_TOAST = {
  system_design: "The Architectural AI is writing the system design.",
  technical: "The DBA-Coder AI is writing the technical documents.",
} as const;

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
      if (outcome === "generated") toast(GENERATED_TOAST[kind]);
      if (outcome === "running") toast({ title: "Generation started", description: RUNNING_TOAST[kind] });
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
