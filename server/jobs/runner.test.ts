import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { getJobById, insertJob, updateJob } from "../db/queries/jobs";
import { createProject } from "../db/queries/projects";
import { createUser } from "../db/queries/users";
import type { JobRow } from "../db/schema";
import { AppError } from "../http/errors";
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

describe("sharing the work between users", () => {
  async function owners(count: number): Promise<number[]> {
    const projectIds: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await createUser({
        db: database.db,
        username: `runner_${randomBytes(4).toString("hex")}`,
        name: "Runner test",
        passwordHash: "x",
      });
      if (!user) throw new Error("user not created");
      const project = await createProject({ db: database.db, ownerId: user.id, name: "P", description: "D" });
      projectIds.push(project.id);
    }
    return projectIds;
  }

  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

  it("takes turns between owners in a lane, so one user's many jobs do not delay another's", async () => {
    const [a = 0, b = 0] = await owners(2);
    const started: string[] = [];
    const runner = new JobRunner({
      db: database.db,
      handlers: {
        "test.turns": async (job) => {
          started.push(job.projectId === a ? "A" : "B");
          await sleep(250);
        },
      },
      pollMs: 50,
      lanes: [{ name: "only", prefixes: [], concurrency: 1, perOwner: 1 }],
    });
    await runner.start();
    const queued: JobRow[] = [];
    for (let i = 0; i < 4; i += 1) queued.push(await runner.enqueue({ projectId: a, kind: "test.turns" }));
    for (let i = 0; i < 4; i += 1) queued.push(await runner.enqueue({ projectId: b, kind: "test.turns" }));
    for (const job of queued) await runner.waitFor(job.id, 10_000);
    await runner.stop();
    expect(started).toEqual(["A", "B", "A", "B", "A", "B", "A", "B"]);
  });

  it("runs a document job in its own lane, never behind the sandbox lane's type-checks", async () => {
    const [a = 0] = await owners(1);
    const runner = runnerWith({
      "code.test-heavy": () => sleep(1_000),
      "documents.test-light": async () => {},
    });
    await runner.start();
    const heavy: JobRow[] = [];
    for (let i = 0; i < 3; i += 1)
      heavy.push(await runner.enqueue({ projectId: a, kind: "code.test-heavy" }));
    const started = Date.now();
    const document = await runner.enqueue({ projectId: a, kind: "documents.test-light" });
    expect(await runner.waitFor(document.id, 10_000)).toMatchObject({ status: "succeeded" });
    expect(Date.now() - started).toBeLessThan(800);
    expect((await getJobById({ db: database.db, id: heavy[2]?.id ?? 0 }))?.status).toBe("queued");
    await runner.stop(5_000);
  });

  it("coalesces a job into the queued one of its kind and project, with the newer input", async () => {
    const [a = 0] = await owners(1);
    let release = () => {};
    const seen: unknown[] = [];
    const runner = runnerWith({
      "test.check": async (job) => {
        seen.push(job.input.edit);
        if (job.input.edit === 1) await new Promise<void>((r) => (release = r));
      },
    });
    await runner.start();
    const first = await runner.enqueue({
      projectId: a,
      kind: "test.check",
      input: { edit: 1 },
      coalesce: true,
    });
    while ((await getJobById({ db: database.db, id: first.id }))?.status !== "running") await sleep(20);
    const burst: JobRow[] = [];
    for (let edit = 2; edit <= 6; edit += 1)
      burst.push(await runner.enqueue({ projectId: a, kind: "test.check", input: { edit }, coalesce: true }));
    expect(new Set(burst.map((job) => job.id)).size).toBe(1);
    expect(burst[0]?.id).not.toBe(first.id);
    release();
    expect(await runner.waitFor(burst[0]?.id ?? 0, 5_000)).toMatchObject({
      status: "succeeded",
      input: { edit: 6 },
    });
    await runner.stop();
    expect(seen).toEqual([1, 6]);
  });

  it("refuses an owner over the cap with 429 rate_limited:jobs and a Retry-After, not other owners", async () => {
    const [a = 0, b = 0] = await owners(2);
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const runner = new JobRunner({
      db: database.db,
      handlers: { "test.capped": () => gate },
      pollMs: 50,
      maxActivePerOwner: 3,
    });
    await runner.start();
    const mine: JobRow[] = [];
    for (let i = 0; i < 3; i += 1) mine.push(await runner.enqueue({ projectId: a, kind: "test.capped" }));
    const refused = await runner.enqueue({ projectId: a, kind: "test.capped" }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 429,
      code: "rate_limited:jobs",
      headers: { "Retry-After": "10" },
    });
    expect(String((refused as AppError).message)).toMatch(/You already have 3 jobs queued or running/);
    await expect(runner.admit({ projectId: a, kind: "test.capped" })).rejects.toThrow(/3 jobs queued/);
    const theirs = await runner.enqueue({ projectId: b, kind: "test.capped" });
    release();
    for (const job of [...mine, theirs]) await runner.waitFor(job.id, 5_000);
    const again = await runner.enqueue({ projectId: a, kind: "test.capped" });
    expect((await runner.waitFor(again.id, 5_000))?.status).toBe("succeeded");
    await runner.stop();
  });
});
