/**
 * How the job runner shares its work (DESIGN.md §5): each kind of job runs in a lane with its own slots, claimed
 * independently, so a document generation never waits behind a type-check; within a lane owners take turns.
 */
export interface JobLane {
  name: string;
  /** Job kinds starting with one of these run here; the last lane takes every kind no other lane names. */
  prefixes: readonly string[];
  /** Jobs of this lane one server runs at once. */
  concurrency: number;
  /** Jobs of this lane one owner may have running at once, across all servers. */
  perOwner: number;
}

/** Document generation (DOCUMENT_JOBS are `documents.*`): model calls, light on this machine. */
export const DOCUMENTS_LANE: JobLane = {
  name: "documents",
  prefixes: ["documents."],
  concurrency: 2,
  perOwner: 1,
};

/** Everything that runs the generated app's tools: code generation, type-checks, test runs. CPU heavy. */
export const SANDBOX_LANE: JobLane = { name: "sandbox", prefixes: [], concurrency: 1, perOwner: 1 };

export const JOB_LANES: readonly JobLane[] = [DOCUMENTS_LANE, SANDBOX_LANE];

/** Jobs one owner may have queued or running at once, all lanes together; more are refused with 429. */
export const MAX_ACTIVE_JOBS_PER_OWNER = 10;

/** The Retry-After of that refusal: about one type-check, the longest common job, frees a place. */
export const JOBS_RETRY_AFTER_SECONDS = 10;

/** The lane a kind of job runs in: the first whose prefixes match, else the last lane. */
export function laneOf(kind: string, lanes: readonly JobLane[] = JOB_LANES): JobLane {
  const fallback = lanes[lanes.length - 1];
  if (!fallback) throw new Error("The job runner needs at least one lane");
  return lanes.find((lane) => lane.prefixes.some((prefix) => kind.startsWith(prefix))) ?? fallback;
}
