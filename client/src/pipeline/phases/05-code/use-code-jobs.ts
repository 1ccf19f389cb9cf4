import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { JobSummary } from "@domain/api/jobs";
import { DOCUMENT_GC_MS, queryClient } from "@/lib/query-client";
import { RealtimeSocket } from "@/lib/socket";
import { jobsKey } from "@/pipeline/documents/api";
import { isActiveJob } from "@/pipeline/documents/jobs";
import { rememberJob } from "@/pipeline/documents/use-document-jobs";
import { refreshCode } from "./api";

/** While code work runs, the job list is also polled in case a socket event is missed. */
export const CODE_JOB_POLL_MS = 2_000;

/** Code generation and pass jobs ('code', and any 'code.*' the server may add). */
export const isCodeJob = (job: Pick<JobSummary, "kind">) =>
  job.kind === "code" || job.kind.startsWith("code.");

/**
 * The project's code jobs, live. `job.updated` for a code job updates its progress and, once it finishes,
 * refreshes the files and analyses; `code.changed` (files changed elsewhere) refreshes them too. `busy` keeps
 * polling while a call that starts a job is in flight, before the job shows up.
 */
export function useCodeJobs(projectId: number, busy: boolean) {
  const jobs = useQuery<JobSummary[]>({
    queryKey: jobsKey(projectId),
    staleTime: 0,
    gcTime: DOCUMENT_GC_MS,
    refetchInterval: (query) =>
      busy || query.state.data?.some((j) => isCodeJob(j) && isActiveJob(j)) ? CODE_JOB_POLL_MS : false,
  });

  const [socket] = useState(() => new RealtimeSocket());
  useEffect(() => {
    const offOpen = socket.onOpen((reconnected) => {
      socket.send({ type: "subscribe", data: { projectId } });
      if (reconnected) void refreshCode(projectId);
    });
    const offMessage = socket.onMessage((message) => {
      if (message.type === "code.changed" && message.data.projectId === projectId) {
        void refreshCode(projectId);
        return;
      }
      if (message.type !== "job.updated" || message.data.projectId !== projectId) return;
      const { job } = message.data;
      if (!isCodeJob(job)) return;
      rememberJob(projectId, job);
      if (!isActiveJob(job)) void queryClient.invalidateQueries({ queryKey: ["code", projectId] });
    });
    socket.connect();
    return () => {
      offOpen();
      offMessage();
      socket.close();
    };
  }, [socket, projectId]);

  const active = (jobs.data ?? []).filter((j) => isCodeJob(j) && isActiveJob(j));
  // A generation outranks the type-check an edit started: its steps are the ones the user waits for.
  return { active: active.find((j) => j.kind === "code") ?? active[0] ?? null };
}
