import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { getJobById, insertJob, updateJob } from "../db/queries/jobs";
import type { JobRow } from "../db/schema";
import { openTestDatabase } from "../testing/harness";
import { JobError, JobRunner, type JobHandler } from "./runner";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function runnerWith(handlers: Record<string, JobHandler>, seen: JobRow[] = []) {
  return new JobRunner({ db: database.db, handlers, onChange: (job) => seen.push(job), pollMs: 50 });
}

describe("the job runner", () => {
  it("runs a queued job, reports its progress in order and stores its result", async () => {
    const seen: JobRow[] = [];
    const runner = runnerWith(
      {
        "test.sum": async (job, ctx) => {
          await ctx.progress(30, "adding");
          await ctx.progress(80, "checking");
          const numbers = Array.isArray(job.input.numbers) ? job.input.numbers.map(Number) : [];
          return { sum: numbers.reduce((a, b) => a + b, 0) };
        },
      },
      seen,
    );
    await runner.start();
    const job = await runner.enqueue({ projectId: null, kind: "test.sum", input: { numbers: [1, 2, 3] } });
    const done = await runner.waitFor(job.id, 5_000);
    await runner.stop();
    expect(done).toMatchObject({ status: "succeeded", progress: 100, result: { sum: 6 }, attempts: 1 });
    const mine = seen.filter((j) => j.id === job.id).map((j) => [j.status, j.progress, j.message]);
    expect(mine).toEqual([
      ["queued", 0, null],
      ["running", 0, null],
      ["running", 30, "adding"],
      ["running", 80, "checking"],
      ["succeeded", 100, "checking"],
    ]);
  });

  it("fails a job with the handler's own message for a JobError and a generic one otherwise", async () => {
    const runner = runnerWith({
      "test.refuse": async () => {
        throw new JobError("The checklist is not complete");
      },
      "test.crash": async () => {
        throw new TypeError("cannot read properties of undefined");
      },
    });
    await runner.start();
    const refused = await runner.enqueue({ projectId: null, kind: "test.refuse" });
    const crashed = await runner.enqueue({ projectId: null, kind: "test.crash" });
    expect(await runner.waitFor(refused.id, 5_000)).toMatchObject({
      status: "failed",
      error: "The checklist is not complete",
    });
    expect(await runner.waitFor(crashed.id, 5_000)).toMatchObject({
      status: "failed",
      error: "The job failed unexpectedly; it can be started again.",
    });
    await runner.stop();
  });

  it("does not start a delayed job before its time", async () => {
    let startedAt = 0;
    const runner = runnerWith({
      "test.later": async () => {
        startedAt = Date.now();
      },
    });
    await runner.start();
    const before = Date.now();
    const job = await runner.enqueue({ projectId: null, kind: "test.later", delayMs: 400 });
    await runner.waitFor(job.id, 5_000);
    await runner.stop();
    expect(startedAt - before).toBeGreaterThanOrEqual(350);
  });

  it("marks a job left running by a crash as failed and retryable at start", async () => {
    const orphan = await insertJob({ db: database.db, projectId: null, kind: "test.orphan", input: {} });
    await updateJob({ db: database.db, id: orphan.id, changes: { status: "running" } });
    const runner = runnerWith({ "test.orphan": async () => {} });
    await runner.start();
    await runner.stop();
    expect(await getJobById({ db: database.db, id: orphan.id })).toMatchObject({
      status: "failed",
      error: "Interrupted by a server restart; start it again.",
    });
  });

  it("runs each job exactly once when two runners share the database", async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = async (job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    const a = runnerWith({ "test.shared": handler });
    const b = runnerWith({ "test.shared": handler });
    await a.start();
    await b.start();
    const queued: JobRow[] = [];
    for (let i = 0; i < 12; i += 1)
      queued.push(await (i % 2 ? a : b).enqueue({ projectId: null, kind: "test.shared" }));
    for (const job of queued) await a.waitFor(job.id, 10_000);
    await a.stop();
    await b.stop();
    expect(queued.map((j) => runs.get(j.id))).toEqual(Array(12).fill(1));
  });

  it("answers waitFor with the job's current state when the time runs out", async () => {
    const runner = runnerWith({
      "test.slow": async () => {
        await new Promise((r) => setTimeout(r, 600));
      },
    });
    await runner.start();
    const job = await runner.enqueue({ projectId: null, kind: "test.slow" });
    const early = await runner.waitFor(job.id, 100);
    expect(early?.status).toMatch(/queued|running/);
    expect((await runner.waitFor(job.id, 5_000))?.status).toBe("succeeded");
    await runner.stop();
  });

  it("refuses to queue a kind it has no handler for", async () => {
    const runner = runnerWith({});
    await expect(runner.enqueue({ projectId: null, kind: "nope" })).rejects.toThrow(
      'No handler for job kind "nope"',
    );
  });
});
