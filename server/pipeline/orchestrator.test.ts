import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../domain/api/documents";
import { listDocumentsByProject } from "../db/queries/documents";
import { insertJob, updateJob } from "../db/queries/jobs";
import { JobRunner } from "../jobs/runner";
import { generateSrsFor } from "../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../testing/harness";
import { announceJob, DOCUMENT_JOBS, documentJobHandlers, startGeneration } from "./orchestrator";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const project = async () => (await buildProject(owner.agent, { name: "Library" })).id;

describe("generation jobs", () => {
  it("skips a design whose SRS was regenerated before the job ran; the next approval generates it", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    await t.jobs.stop();
    const approval = await owner.agent.post(`/api/srs-documents/${srs.id}/approve`).expect(200);
    // SRS v2 is queued before the design job (due 1 s after the approval), so it runs first.
    const regeneration = await startGeneration({
      db: t.database.db,
      jobs: t.jobs,
      projectId: id,
      kind: "srs",
      basedOnId: null,
    });
    await t.jobs.start();
    expect(await t.jobs.waitFor(regeneration.id, 10_000)).toMatchObject({ status: "succeeded" });
    const skipped = await t.jobs.waitFor(approval.body.job.id, 10_000);
    expect(skipped).toMatchObject({
      status: "succeeded",
      result: { documentIds: [], skipped: "The SRS changed before this job ran." },
    });
    const rows = await listDocumentsByProject({ db: t.database.db, projectId: id, kind: "system_design" });
    expect(rows).toEqual([]);
  });

  it("joins a queued generation of the same kind from the same upstream instead of queueing another", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    await t.jobs.stop();
    try {
      const first = await startGeneration({
        db: t.database.db,
        jobs: t.jobs,
        projectId: id,
        kind: "system_design",
        basedOnId: srs.id,
        delayMs: 60_000,
      });
      const again = await startGeneration({
        db: t.database.db,
        jobs: t.jobs,
        projectId: id,
        kind: "system_design",
        basedOnId: srs.id,
      });
      const other = await startGeneration({
        db: t.database.db,
        jobs: t.jobs,
        projectId: id,
        kind: "srs",
        basedOnId: null,
      });
      expect(again.id).toBe(first.id);
      expect(other.id).not.toBe(first.id);
      for (const job of [first, other])
        await updateJob({ db: t.database.db, id: job.id, changes: { status: "failed", error: "test" } });
    } finally {
      await t.jobs.start();
    }
  });

  it("fails a job with an unreadable input, with a message the user can read", async () => {
    const id = await project();
    const job = await t.jobs.enqueue({ projectId: id, kind: DOCUMENT_JOBS.srs, input: { projectId: "x" } });
    expect(await t.jobs.waitFor(job.id, 10_000)).toMatchObject({
      status: "failed",
      error: "This job's input is not valid.",
    });
  });

  it("fails a design job whose SRS is not approved", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    const job = await t.jobs.enqueue({
      projectId: id,
      kind: DOCUMENT_JOBS.system_design,
      input: { projectId: id, basedOnId: srs.id },
    });
    expect(await t.jobs.waitFor(job.id, 10_000)).toMatchObject({
      status: "failed",
      error: "The SRS this job was started from is not approved.",
    });
  });

  it("shows a generation interrupted by a restart as failed, and it can be started again", async () => {
    const id = await project();
    await generateSrsFor(owner.agent, id);
    const job = await insertJob({
      db: t.database.db,
      projectId: id,
      kind: DOCUMENT_JOBS.srs,
      input: { projectId: id },
    });
    await updateJob({ db: t.database.db, id: job.id, changes: { status: "running" } });
    // A second runner starting over the same database is what a restart looks like.
    const restarted = new JobRunner({
      db: t.database.db,
      handlers: documentJobHandlers({ db: t.database.db }),
      onChange: announceJob(t.database.db),
    });
    await restarted.start();
    await restarted.stop();
    const jobs = (await owner.agent.get(`/api/projects/${id}/jobs`).expect(200)).body;
    expect(jobs[0]).toMatchObject({
      id: job.id,
      status: "failed",
      error: "Interrupted by a server restart; start it again.",
    });
    const again = await owner.agent.post(`/api/projects/${id}/generate-srs-from-checklist`).expect(201);
    expect((again.body as DocumentSummary).version).toBe(2);
  });
});
