import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  codeGenerationResultSchema,
  executePassResultSchema,
  type CodeGenerationResult,
  type ExecutePassResult,
  type GeneratedCodeFile,
  type MultiPassAnalysis,
  type PassNumber,
} from "@domain/api/code";
import type { JobSummary } from "@domain/api/jobs";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { formatters } from "@/i18n/format";
import { errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { jobsKey, refreshDocuments } from "@/pipeline/documents/api";
import { refusal } from "@/pipeline/documents/messages";
import { rememberJob } from "@/pipeline/documents/use-document-jobs";
import {
  executePass,
  filesKey,
  generateCode,
  refreshCode,
  rememberOutputDirectory,
  saveFile,
  userEditedFilesOf,
} from "./api";
import { CODE_TOAST_MS, percentText } from "./labels";
import { useJobOutcome } from "./use-job-outcome";

/** A call the server refused because it would replace files the user edited: they are listed to confirm. */
export interface OverwriteRequest {
  files: string[];
  confirm: () => void;
}

function announceGenerated(projectId: number, result: CodeGenerationResult | null) {
  if (result) rememberOutputDirectory(projectId, result);
  const fmt = formatters();
  toast({
    title: t("code:toast.generated"),
    description: result
      ? t("code:toast.generatedDetail", {
          files: fmt.number(result.filesGenerated),
          coverage: percentText(fmt, result.implementationCoverage),
          directory: result.outputDirectory,
        })
      : t("code:toast.generatedReady"),
    duration: CODE_TOAST_MS,
  });
}

function announceGenerationFailure(message: string | null) {
  toast({
    title: t("code:toast.generateFailed"),
    description: message || t("code:toast.generateFailedHint"),
    variant: "destructive",
    duration: CODE_TOAST_MS,
  });
}

/**
 * 'Generate Code' (delivery.md §3, §8): runs pass 1 and answers when done (or 202 with the job, followed to
 * its end). A 409 listing edited files asks the user (through `overwrite`) and resends with
 * overwriteUserEdits; a 409 about approvals is shown as it is.
 */
export function useGenerateCode(projectId: number) {
  const [overwrite, setOverwrite] = useState<OverwriteRequest | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [runningJobId, setRunningJobId] = useState<number | null>(null);

  useJobOutcome(projectId, runningJobId, (job: JobSummary) => {
    setRunningJobId(null);
    if (job.status === "succeeded") {
      const parsed = codeGenerationResultSchema.safeParse(job.result);
      announceGenerated(projectId, parsed.success ? parsed.data : null);
    } else announceGenerationFailure(job.error);
    void refreshCode(projectId);
  });

  const mutation = useMutation({
    retry: false,
    mutationFn: (overwriteUserEdits: boolean) => generateCode(projectId, overwriteUserEdits),
    onMutate: () => {
      setRefused(null);
      void queryClient.invalidateQueries({ queryKey: jobsKey(projectId) });
    },
    onSuccess: async (started) => {
      if (!started.done) {
        if (started.job) {
          rememberJob(projectId, started.job);
          setRunningJobId(started.job.id);
        } else await refreshCode(projectId);
        return;
      }
      announceGenerated(projectId, started.result);
      await refreshCode(projectId);
    },
    onError: (error) => {
      const edited = userEditedFilesOf(error);
      if (edited) {
        setOverwrite({ files: edited, confirm: () => mutation.mutate(true) });
        return;
      }
      const reason = refusal(error);
      if (reason) {
        setRefused(reason);
        // The approvals may have changed since the page loaded: show the current ones.
        void refreshDocuments(projectId, "technical");
      }
      announceGenerationFailure(reason ?? errorText(error));
      void refreshCode(projectId);
    },
  });
  return {
    generate: () => mutation.mutate(false),
    pending: mutation.isPending || runningJobId !== null,
    overwrite,
    dismissOverwrite: () => setOverwrite(null),
    refused,
  };
}

function announcePass(projectId: number, passNumber: PassNumber, result: ExecutePassResult | null) {
  if (result) rememberOutputDirectory(projectId, result);
  const fmt = formatters();
  const outcome = result
    ? [
        t("code:toast.passResult", {
          accuracy: percentText(fmt, result.newAccuracy),
          files: fmt.number(result.filesGenerated),
        }),
        ...(result.completedTasks.length
          ? [t("code:toast.passTasks", { tasks: result.completedTasks.join("; ") })]
          : []),
      ].join(" ")
    : t("code:toast.passNoResult");
  toast({
    title: t("code:toast.passComplete", { pass: passNumber }),
    description: outcome,
    duration: CODE_TOAST_MS,
  });
}

/** A finished pass job's result: the execute-pass answer, or the generation result it is built from. */
function passResultOf(value: unknown): ExecutePassResult | null {
  const direct = executePassResultSchema.safeParse(value);
  if (direct.success) return direct.data;
  const generation = codeGenerationResultSchema.safeParse(value);
  if (!generation.success) return null;
  const { completedTasks, implementationCoverage, filesGenerated, outputDirectory } = generation.data;
  return { completedTasks, newAccuracy: implementationCoverage, filesGenerated, outputDirectory };
}

const announcePassFailure = () =>
  toast({
    title: t("code:toast.passFailed"),
    description: t("code:toast.passFailedHint"),
    variant: "destructive",
  });

/**
 * 'Execute Pass N' on the active pass (delivery.md §4.4): the server measures again and answers with the
 * completed tasks and the new accuracy (or 202 with the job, followed to its end).
 */
export function useExecutePass(projectId: number) {
  const [overwrite, setOverwrite] = useState<OverwriteRequest | null>(null);
  const [running, setRunning] = useState<{ jobId: number; passNumber: PassNumber } | null>(null);

  useJobOutcome(projectId, running?.jobId ?? null, (job: JobSummary) => {
    const passNumber = running?.passNumber;
    setRunning(null);
    if (job.status === "succeeded" && passNumber) {
      announcePass(projectId, passNumber, passResultOf(job.result));
    } else announcePassFailure();
    void refreshCode(projectId);
  });

  const mutation = useMutation({
    retry: false,
    mutationFn: (input: { passNumber: PassNumber; analysis: MultiPassAnalysis | null; overwrite: boolean }) =>
      executePass(projectId, input.passNumber, input.analysis, input.overwrite),
    onMutate: () => void queryClient.invalidateQueries({ queryKey: jobsKey(projectId) }),
    onSuccess: async (started, input) => {
      if (!started.done) {
        if (started.job) {
          rememberJob(projectId, started.job);
          setRunning({ jobId: started.job.id, passNumber: input.passNumber });
        } else await refreshCode(projectId);
        return;
      }
      announcePass(projectId, input.passNumber, started.result);
      await refreshCode(projectId);
    },
    onError: (error, input) => {
      const edited = userEditedFilesOf(error);
      if (edited) {
        setOverwrite({ files: edited, confirm: () => mutation.mutate({ ...input, overwrite: true }) });
        return;
      }
      announcePassFailure();
      void refreshCode(projectId);
    },
  });
  const pendingPass = mutation.isPending
    ? (mutation.variables?.passNumber ?? null)
    : (running?.passNumber ?? null);
  return {
    execute: (passNumber: PassNumber, analysis: MultiPassAnalysis | null) =>
      mutation.mutate({ passNumber, analysis, overwrite: false }),
    pendingPass,
    overwrite,
    dismissOverwrite: () => setOverwrite(null),
  };
}

/** Saves the user's edit of a file; the server marks it user-edited so regeneration asks before replacing it. */
export function useSaveFile(projectId: number, onSaved: () => void) {
  return useMutation({
    retry: false,
    mutationFn: (input: { fileId: number; content: string }) => saveFile(input.fileId, input.content),
    onSuccess: async (saved) => {
      queryClient.setQueryData<GeneratedCodeFile[]>(filesKey(projectId), (list) =>
        list?.map((f) => (f.id === saved.id ? saved : f)),
      );
      toast({
        title: t("code:toast.fileSaved"),
        description: t("code:toast.fileSavedDetail", { path: saved.path }),
      });
      onSaved();
      await refreshCode(projectId);
    },
    onError: (error) =>
      toast({ title: t("code:toast.saveFailed"), description: errorText(error), variant: "destructive" }),
  });
}
