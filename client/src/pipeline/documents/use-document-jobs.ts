import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { DocumentKind } from "@domain/api/documents";
import type { JobSummary } from "@domain/api/jobs";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { DOCUMENT_GC_MS } from "@/lib/query-client";
import { queryClient } from "@/lib/query-client";
import { RealtimeSocket } from "@/lib/socket";
import { jobsKey, refreshDocuments } from "./api";
import { finishedJobs, isActiveJob, latestJobByKind, upsertJob } from "./jobs";

/** While a job is queued or running the list is also polled, in case a socket event is missed. */
export const JOB_POLL_MS = 2_000;

function doneToast(kind: DocumentKind): { title: string; description: string } {
  if (kind === "srs")
    return {
      title: t("documents:toasts.srsGeneratedTitle"),
      description: t("documents:toasts.srsDoneDescription"),
    };
  if (kind === "system_design")
    return {
      title: t("documents:toasts.designGeneratedTitle"),
      description: t("documents:toasts.designDoneDescription"),
    };
  return {
    title: t("documents:toasts.technicalGeneratedTitle"),
    description: t("documents:toasts.technicalGeneratedDescription"),
  };
}

/** Puts a job the server just returned into the cached list, so its progress shows at once. */
export function rememberJob(projectId: number, job: JobSummary | null | undefined): void {
  if (!job) return;
  queryClient.setQueryData<JobSummary[]>(jobsKey(projectId), (list) => upsertJob(list, job));
}

/**
 * The project's generation jobs, live: `job.updated` events update them, `documents.changed` refreshes the
 * lists. When a job finishes its kind's documents are refreshed and, with `announce`, a toast says so.
 */
export function useDocumentJobs(projectId: number | null, options: { announce?: boolean } = {}) {
  const announce = options.announce ?? false;
  const jobs = useQuery<JobSummary[]>({
    queryKey: jobsKey(projectId ?? 0),
    enabled: projectId !== null,
    staleTime: 0,
    gcTime: DOCUMENT_GC_MS,
    refetchInterval: (query) => (query.state.data?.some(isActiveJob) ? JOB_POLL_MS : false),
  });

  const [socket] = useState(() => new RealtimeSocket());
  useEffect(() => {
    if (projectId === null) return;
    const offOpen = socket.onOpen((reconnected) => {
      socket.send({ type: "subscribe", data: { projectId } });
      if (!reconnected) return;
      void queryClient.invalidateQueries({ queryKey: jobsKey(projectId) });
      void refreshDocuments(projectId);
    });
    const offMessage = socket.onMessage((message) => {
      if (message.type === "job.updated" && message.data.projectId === projectId)
        rememberJob(projectId, message.data.job);
      if (message.type === "documents.changed" && message.data.projectId === projectId)
        void refreshDocuments(projectId, message.data.kind);
    });
    socket.connect();
    return () => {
      offOpen();
      offMessage();
      socket.close();
    };
  }, [socket, projectId]);

  // Finished jobs: refresh what they wrote and, once per page, tell the user.
  const seen = useRef(new Map<number, JobSummary["status"]>());
  const list = jobs.data;
  useEffect(() => {
    if (!list || projectId === null) return;
    for (const { job, kind, to } of finishedJobs(seen.current, list)) {
      void refreshDocuments(projectId, kind);
      if (!announce) continue;
      if (to === "succeeded") toast(doneToast(kind));
      else
        toast({
          title: t("documents:toasts.generationFailed"),
          description: job.error ?? t("documents:toasts.jobStopped"),
          variant: "destructive",
        });
    }
    seen.current = new Map(list.map((j) => [j.id, j.status]));
  }, [list, projectId, announce]);

  const all = list ?? [];
  return {
    jobs: all,
    active: all.filter(isActiveJob),
    latest: latestJobByKind(all),
    isLoading: jobs.isLoading,
  };
}
