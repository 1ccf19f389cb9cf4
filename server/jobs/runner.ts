import type { Db } from "../db/client";
import { claimNextJob, enqueueJob, failInterruptedJobs, getJobById, updateJob } from "../db/queries/jobs";
import type { JobRow } from "../db/schema";
import { AppError, describeInternal } from "../http/errors";
import { log } from "../logger";
import {
  JOB_LANES,
  JOBS_RETRY_AFTER_SECONDS,
  laneOf,
  MAX_ACTIVE_JOBS_PER_OWNER,
  type JobLane,
} from "./lanes";

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
  /** How the work is shared (default JOB_LANES): each lane has its own slots and per-owner limit. */
  lanes?: readonly JobLane[];
  /** Jobs one owner may have queued or running at once (default MAX_ACTIVE_JOBS_PER_OWNER). */
  maxActivePerOwner?: number;
}

/** What to queue: `coalesce` reuses a queued job of the same kind and project (work that reads the latest state). */
export interface JobRequest {
  projectId: number | null;
  kind: string;
  input?: Record<string, unknown>;
  delayMs?: number;
  coalesce?: boolean;
}

/**
 * The in-process worker of DESIGN.md §5: jobs are rows, claimed with SKIP LOCKED so several servers can share
 * one database; progress goes to `onChange`; at start jobs left running by a crash are marked failed. Each lane
 * (lanes.ts) is claimed on its own and round-robin by owner; an owner's queued and running jobs are capped.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private ticking = false;
  private readonly waiters = new Map<number, Set<(job: JobRow | undefined) => void>>();
  /** The lanes this runner has handlers for, with those kinds and how many of its jobs run now. */
  private readonly lanes: { lane: JobLane; kinds: string[]; running: number }[];

  constructor(private readonly options: JobRunnerOptions) {
    const lanes = options.lanes ?? JOB_LANES;
    this.lanes = lanes.map((lane) => ({
      lane,
      kinds: Object.keys(options.handlers).filter((kind) => laneOf(kind, lanes) === lane),
      running: 0,
    }));
  }

  private get running(): number {
    return this.lanes.reduce((sum, lane) => sum + lane.running, 0);
  }

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

  /** Queues a job (or returns the queued one it coalesces into); 429 `rate_limited:jobs` over the owner's cap. */
  async enqueue(job: JobRequest): Promise<JobRow> {
    const outcome = await this.request(job, false);
    if (outcome.outcome !== "queued" && outcome.outcome !== "coalesced") throw this.refusal();
    if (outcome.outcome === "queued") this.changed(outcome.job);
    this.schedule(job.delayMs ?? 0);
    return outcome.job;
  }

  /** Throws the 429 `enqueue` would throw now, before a caller changes anything it would then have to undo. */
  async admit(job: JobRequest): Promise<void> {
    if ((await this.request(job, true)).outcome === "refused") throw this.refusal();
  }

  private async request(job: JobRequest, dryRun: boolean) {
    if (!this.options.handlers[job.kind]) throw new Error(`No handler for job kind "${job.kind}"`);
    return enqueueJob({
      db: this.options.db,
      projectId: job.projectId,
      kind: job.kind,
      input: job.input ?? {},
      runAt: job.delayMs ? new Date(Date.now() + job.delayMs) : undefined,
      coalesce: job.coalesce,
      maxActivePerOwner: this.options.maxActivePerOwner ?? MAX_ACTIVE_JOBS_PER_OWNER,
      dryRun,
    });
  }

  private refusal(): AppError {
    const cap = this.options.maxActivePerOwner ?? MAX_ACTIVE_JOBS_PER_OWNER;
    return new AppError(
      "rate_limited:jobs",
      `You already have ${cap} jobs queued or running, the most one user may have. ` +
        `Wait for some of them to finish and try again in about ${JOBS_RETRY_AFTER_SECONDS} seconds.`,
      { "Retry-After": String(JOBS_RETRY_AFTER_SECONDS) },
    );
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
      for (const slot of this.lanes) {
        const { lane, kinds } = slot;
        while (!this.stopped && slot.running < lane.concurrency) {
          const job = await claimNextJob({
            db: this.options.db,
            lane: lane.name,
            kinds,
            perOwner: lane.perOwner,
          });
          if (!job) break;
          this.changed(job);
          slot.running += 1;
          void this.run(job).finally(() => {
            slot.running -= 1;
            this.schedule(0);
          });
        }
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
