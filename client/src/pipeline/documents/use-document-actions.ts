import { useMutation, useQuery } from "@tanstack/react-query";
import { useReducer } from "react";
import type { GeneratedCodeFile } from "@domain/api/code";
import type { ApprovalResult, DocumentKind, DocumentSummary, GenerationResult } from "@domain/api/documents";
import type { JobSummary } from "@domain/api/jobs";
import { documentsKey, useDocuments } from "@/hooks/use-project-snapshot";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { apiJson } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { fetchFiles, filesKey } from "@/pipeline/phases/05-code/api";
import { downloadDocument, jobsKey, LIST_OF_KIND, refreshDocuments, unapproveDocument } from "./api";
import { generationReducer, IDLE, outcomeOf } from "./generation-flow";
import { documentTitle, documentTypeLabel } from "./labels";
import { toastApprovalError, toastDownloadError, toastGenerationError, toastUndoError } from "./messages";
import { canUndoApproval, NEXT_KIND, type Downstream } from "./undo-approval";
import { rememberJob } from "./use-document-jobs";

/** An approval toast that offers 'Undo' stays this long. */
export const UNDO_TOAST_MS = 10_000;

const APPROVE_ROUTE: Readonly<Record<DocumentKind, string>> = {
  srs: "approve-srs",
  system_design: "approve-system-design",
  technical: "approve-technical-doc",
};

/** How toasts name a document: its title, or for a technical document without one its type. */
const nameOf = (doc: DocumentSummary) =>
  doc.title ? documentTitle(doc.title) : documentTypeLabel(doc.documentType);

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
    title: t("documents:toasts.technicalApprovedTitle", { name: nameOf(doc) }),
    description: t("documents:toasts.technicalApprovedDescription"),
  };
}

/** What the query cache knows of the work after an approval of `kind` (for the toast, outside components). */
function cachedDownstream(projectId: number, kind: DocumentKind): Downstream {
  const next = NEXT_KIND[kind];
  return {
    next: next
      ? (queryClient.getQueryData<DocumentSummary[]>(documentsKey(projectId, LIST_OF_KIND[next])) ?? [])
      : [],
    jobs: queryClient.getQueryData<JobSummary[]>(jobsKey(projectId)) ?? [],
    codeGenerated: (queryClient.getQueryData<GeneratedCodeFile[]>(filesKey(projectId))?.length ?? 0) > 0,
  };
}

async function undone(projectId: number, doc: DocumentSummary): Promise<void> {
  toast({
    title: t("documents:approval.undoneTitle"),
    description: t("documents:approval.undoneDescription", { name: nameOf(doc) }),
  });
  await refreshDocuments(projectId, doc.kind);
}

/** Undoes an approval from outside a component (the toast's 'Undo' outlives the panel that approved). */
function undoApproval(projectId: number, doc: DocumentSummary): void {
  void unapproveDocument(doc)
    .then(
      () => undone(projectId, doc),
      (error: unknown) => toastUndoError(error),
    )
    // A failed refresh after the undo is retried by the next one; the undo itself has been reported.
    .catch(() => undefined);
}

/**
 * Approves a document through its kind's route (delivery.md §7) and shows the generation it started. The toast
 * offers 'Undo' when nothing follows from the approval yet (the SRS and the design start the next generation at
 * once, so theirs usually cannot be undone).
 */
export function useApproveDocument(projectId: number, onApproved?: (doc: DocumentSummary) => void) {
  return useMutation({
    retry: false,
    mutationFn: (doc: DocumentSummary) =>
      apiJson<ApprovalResult>("POST", `/api/projects/${projectId}/${APPROVE_ROUTE[doc.kind]}`, {
        documentId: doc.id,
      }),
    onSuccess: async (result, doc) => {
      rememberJob(projectId, result.job);
      const approved = result.document;
      const undoable = canUndoApproval(approved, cachedDownstream(projectId, approved.kind));
      toast({
        ...approvedToast(doc),
        ...(undoable && {
          duration: UNDO_TOAST_MS,
          action: {
            label: t("documents:approval.undo"),
            onClick: () => undoApproval(projectId, approved),
            testId: "undo-approval-toast",
          },
        }),
      });
      onApproved?.(doc);
      await refreshDocuments(projectId, doc.kind);
    },
    onError: (error, doc) => toastApprovalError(doc.kind, error),
  });
}

/**
 * Whether the panel offers 'Undo approval' for `doc`: approved, with nothing generated from it yet (the lists,
 * jobs and code files the Documents page already loads; false until they have loaded).
 */
export function useCanUndoApproval(projectId: number, doc: DocumentSummary): boolean {
  const approved = doc.status === "approved";
  const next = NEXT_KIND[doc.kind];
  const technical = doc.kind === "technical";
  const nextDocs = useDocuments(approved && next ? projectId : null, LIST_OF_KIND[next ?? "technical"]);
  const jobs = useQuery<JobSummary[]>({ queryKey: jobsKey(projectId), enabled: approved });
  const files = useQuery({
    queryKey: filesKey(projectId),
    queryFn: () => fetchFiles(projectId),
    enabled: approved && technical,
  });
  if (!approved || !jobs.data) return false;
  if (next && !nextDocs.data) return false;
  if (technical && !files.data) return false;
  return canUndoApproval(doc, {
    next: nextDocs.data ?? [],
    jobs: jobs.data,
    codeGenerated: (files.data?.length ?? 0) > 0,
  });
}

/** 'Undo approval' in the panel: the document is pending approval again (the server has the last word). */
export function useUndoApproval(projectId: number) {
  return useMutation({
    retry: false,
    mutationFn: (doc: DocumentSummary) => unapproveDocument(doc),
    onSuccess: (_result, doc) => undone(projectId, doc),
    onError: (error) => toastUndoError(error),
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
