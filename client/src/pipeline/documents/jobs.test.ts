import { describe, expect, it } from "vitest";
import type { JobSummary } from "@domain/api/jobs";
import { documentKindOfJob, finishedJobs, latestJobByKind, upsertJob } from "./jobs";

const job = (id: number, kind: string, status: JobSummary["status"]): JobSummary => ({
  id,
  projectId: 1,
  kind,
  status,
  progress: status === "succeeded" ? 100 : 0,
  message: null,
  error: null,
  result: null,
  attempts: 0,
  runAt: "2025-01-01T00:00:00.000Z",
  createdAt: "2025-01-01T00:00:00.000Z",
  startedAt: null,
  finishedAt: null,
});

describe("generation jobs", () => {
  it("maps job kinds to document kinds", () => {
    expect(documentKindOfJob({ kind: "documents.system_design" })).toBe("system_design");
    expect(documentKindOfJob({ kind: "codegen" })).toBeNull();
  });

  it("adds or replaces a job, newest first", () => {
    const list = upsertJob(
      [job(1, "documents.srs", "succeeded")],
      job(2, "documents.system_design", "queued"),
    );
    expect(list.map((j) => j.id)).toEqual([2, 1]);
    expect(upsertJob(list, job(2, "documents.system_design", "running"))[0]?.status).toBe("running");
  });

  it("keeps the newest job of each kind", () => {
    const latest = latestJobByKind([
      job(3, "documents.srs", "failed"),
      job(5, "documents.srs", "running"),
      job(4, "documents.technical", "queued"),
    ]);
    expect(latest.srs?.id).toBe(5);
    expect(latest.technical?.id).toBe(4);
    expect(latest.system_design).toBeUndefined();
  });

  it("reports jobs that finished since the last look, not old history", () => {
    const before = new Map<number, JobSummary["status"]>([
      [1, "running"],
      [2, "queued"],
      [3, "succeeded"],
    ]);
    const now = [
      job(1, "documents.system_design", "succeeded"),
      job(2, "documents.technical", "failed"),
      job(3, "documents.srs", "succeeded"),
      job(4, "documents.srs", "succeeded"),
    ];
    expect(finishedJobs(before, now).map((t) => [t.job.id, t.kind, t.to])).toEqual([
      [1, "system_design", "succeeded"],
      [2, "technical", "failed"],
    ]);
  });
});
