import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { JobSummary } from "@domain/api/jobs";
import { jobsKey } from "@/pipeline/documents/api";
import { isActiveJob } from "@/pipeline/documents/jobs";

/**
 * Calls `onFinished` once when the job `jobId` (one the server handed back with 202, still running) has
 * succeeded or failed. The job list it reads is kept live by useCodeJobs (socket and polling).
 */
export function useJobOutcome(
  projectId: number,
  jobId: number | null,
  onFinished: (job: JobSummary) => void,
): void {
  const jobs = useQuery<JobSummary[]>({
    queryKey: jobsKey(projectId),
    enabled: jobId !== null,
    staleTime: 0,
  });
  const job = jobId === null ? undefined : jobs.data?.find((j) => j.id === jobId);
  const finished = job && !isActiveJob(job) ? job : null;
  const fired = useRef<number | null>(null);
  useEffect(() => {
    if (!finished || fired.current === finished.id) return;
    fired.current = finished.id;
    onFinished(finished);
  }, [finished, onFinished]);
}
