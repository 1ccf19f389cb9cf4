import type { Db } from "../db/client";
import { claimNextJob, failInterruptedJobs, getJobById, insertJob, updateJob } from "../db/queries/jobs";
import type { JobRow } from "../db/schema";
import { describeInternal } from "../http/errors";
import { log } from "../logger";

export interface JobContext {
  /** Reports progress (0–100) and a short message; listeners (the socket) see it at once. */
  progress(percent: number, message?: string): Promise<void>;
}

/** Does the work of one kind of job; its return value is stored as the job's result. */
export type JobHandler = (job: JobRow, ctx: JobContext) => Promise<Record<string, unknown> | void>;

const WAIT_POLL_MS = 250;

/** A failure the user should read as it is (other errors are logged and shown generically). */
export class JobError extends Error {}

export interface JobRunnerOptions {
  db: Db;
  handlers: Readonly<Record<string, JobHandler>>;
  /** Called on every change of a job (queued, progress, finished). */
  onChange?: (job: JobRow) => void;
  /** How often to look for due jobs when nothing pokes the runner (delayed jobs, other servers' jobs). */
  pollMs?: number;
  concurrency?: number;
}

/**
 * The in-process worker of DESIGN.md §5: jobs are rows, claimed with SKIP LOCKED so several servers can share
 * one database; progress goes to `onChange`; at start jobs left running by a crash are marked failed.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running = 0;
  private stopped = true;
  private ticking = false;
  private readonly waiters = new Map<number, Set<(job: JobRow | undefined) => void>>();

  constructor(private readonly options: JobRunnerOptions) {}

  async start(): Promise<void> {
    const interrupted = await failInterruptedJobs({ db: this.options.db });
    for (const job of interrupted) this.changed(job);
    if (interrupted.length)
      log.warn(`${interrupted.length} job(s) were interrupted by a restart and marked failed`);
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops claiming new jobs and waits (up to `graceMs`) for the running ones to finish. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const deadline = Date.now() + graceMs;
    while (this.running > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }

  async enqueue(job: {
    projectId: number | null;
    kind: string;
    input?: Record<string, unknown>;
    delayMs?: number;
  }): Promise<JobRow> {
    if (!this.options.handlers[job.kind]) throw new Error(`No handler for job kind "${job.kind}"`);
    const runAt = job.delayMs ? new Date(Date.now() + job.delayMs) : undefined;
    const row = await insertJob({
      db: this.options.db,
      projectId: job.projectId,
      kind: job.kind,
      input: job.input ?? {},
      runAt,
    });
    this.changed(row);
    this.schedule(job.delayMs ?? 0);
    return row;
  }

  /**
   * Resolves with the job once it has finished (succeeded or failed), or with its state when `timeoutMs` passes.
   * Hears this runner's jobs at once and polls the database for jobs another server runs.
   */
  async waitFor(jobId: number, timeoutMs: number): Promise<JobRow | undefined> {
    const finished = (job: JobRow | undefined) =>
      !job || job.status === "succeeded" || job.status === "failed";
    const current = await getJobById({ db: this.options.db, id: jobId });
    if (finished(current)) return current;
    return new Promise((resolve) => {
      const set = this.waiters.get(jobId) ?? new Set();
      const done = (job: JobRow | undefined) => {
        clearTimeout(timeout);
        clearInterval(poll);
        set.delete(done);
        resolve(job);
      };
      const timeout = setTimeout(() => {
        getJobById({ db: this.options.db, id: jobId }).then(done, () => done(undefined));
      }, timeoutMs);
      const poll = setInterval(() => {
        getJobById({ db: this.options.db, id: jobId }).then(
          (job) => finished(job) && done(job),
          () => undefined,
        );
      }, WAIT_POLL_MS);
      set.add(done);
      this.waiters.set(jobId, set);
    });
  }

  private changed(job: JobRow): void {
    this.options.onChange?.(job);
    if (job.status === "succeeded" || job.status === "failed") {
      for (const resolve of this.waiters.get(job.id) ?? []) resolve(job);
      this.waiters.delete(job.id);
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(
      () => void this.tick(),
      Math.max(0, Math.min(delayMs, this.options.pollMs ?? 1000)),
    );
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    try {
      const kinds = Object.keys(this.options.handlers);
      while (!this.stopped && this.running < (this.options.concurrency ?? 1)) {
        const job = await claimNextJob({ db: this.options.db, kinds });
        if (!job) break;
        this.changed(job);
        this.running += 1;
        void this.run(job).finally(() => {
          this.running -= 1;
          this.schedule(0);
        });
      }
    } catch (err) {
      log.error("job runner tick failed", { error: describeInternal(err) });
    } finally {
      this.ticking = false;
      this.schedule(this.options.pollMs ?? 1000);
    }
  }

  private async run(job: JobRow): Promise<void> {
    const db = this.options.db;
    const handler = this.options.handlers[job.kind];
    const ctx: JobContext = {
      progress: async (percent, message) => {
        const row = await updateJob({
          db,
          id: job.id,
          changes: { progress: Math.max(0, Math.min(100, Math.round(percent))), message: message ?? null },
        });
        if (row) this.changed(row);
      },
    };
    try {
      if (!handler) throw new JobError(`No handler for job kind "${job.kind}"`);
      const result = await handler(job, ctx);
      const row = await updateJob({
        db,
        id: job.id,
        changes: { status: "succeeded", progress: 100, result: result ?? {}, finishedAt: new Date() },
      });
      if (row) this.changed(row);
    } catch (err) {
      const message =
        err instanceof JobError ? err.message : "The job failed unexpectedly; it can be started again.";
      if (!(err instanceof JobError))
        log.error(`job ${job.id} (${job.kind}) failed`, { error: describeInternal(err) });
      const row = await updateJob({
        db,
        id: job.id,
        changes: { status: "failed", error: message, finishedAt: new Date() },
      });
      if (row) this.changed(row);
    }
  }
}
