import { describe, expect, it } from "vitest";
import type { GenerationResult } from "@domain/api/documents";
import type { JobSummary } from "@domain/api/jobs";
import {
  generationReducer,
  IDLE,
  needsConfirmation,
  outcomeOf,
  type GenerationState,
} from "./generation-flow";

const job = (status: JobSummary["status"]): JobSummary => ({
  id: 9,
  projectId: 1,
  kind: "documents.system_design",
  status,
  progress: 0,
  message: null,
  error: null,
  result: null,
  attempts: 0,
  runAt: "2025-01-01T00:00:00.000Z",
  createdAt: "2025-01-01T00:00:00.000Z",
  startedAt: null,
  finishedAt: null,
});

const existing: GenerationResult = {
  overwritten: false,
  canOverwrite: true,
  jobId: null,
  job: null,
  documents: [],
};
const generated: GenerationResult = {
  overwritten: true,
  canOverwrite: true,
  jobId: 9,
  job: job("succeeded"),
  documents: [],
};
const stillRunning: GenerationResult = { ...generated, job: job("running") };

const run = (events: Parameters<typeof generationReducer>[1][]): GenerationState =>
  events.reduce(generationReducer, IDLE);

describe("the overwrite flow", () => {
  it("asks before overwriting when the server reports existing documents", () => {
    expect(run([{ type: "start" }])).toEqual({ phase: "requesting", force: false });
    expect(run([{ type: "start" }, { type: "answered", result: existing }])).toEqual({ phase: "confirming" });
  });

  it("repeats the call with forceOverwrite once the user confirms, then is done", () => {
    const confirmed = run([{ type: "start" }, { type: "answered", result: existing }, { type: "confirm" }]);
    expect(confirmed).toEqual({ phase: "requesting", force: true });
    expect(generationReducer(confirmed, { type: "answered", result: generated })).toEqual(IDLE);
  });

  it("generates without asking when nothing exists yet", () => {
    expect(run([{ type: "start" }, { type: "answered", result: generated }])).toEqual(IDLE);
  });

  it("goes back to idle when the user cancels or a call fails", () => {
    expect(run([{ type: "start" }, { type: "answered", result: existing }, { type: "cancel" }])).toEqual(
      IDLE,
    );
    expect(run([{ type: "start" }, { type: "failed" }])).toEqual(IDLE);
  });

  it("ignores a second start while a call is under way", () => {
    expect(run([{ type: "start" }, { type: "start" }])).toEqual({ phase: "requesting", force: false });
  });

  it("names the outcome of an answer", () => {
    expect(needsConfirmation(existing)).toBe(true);
    expect(outcomeOf(existing, false)).toBe("confirm");
    expect(outcomeOf(generated, false)).toBe("generated");
    expect(outcomeOf(stillRunning, true)).toBe("running");
    expect(outcomeOf({ ...existing, canOverwrite: false }, false)).toBe("nothing");
  });
});
