import type { GenerationResult } from "@domain/api/documents";

/**
 * Generating a kind's documents with the overwrite rule of delivery.md §4.1: the first call never replaces
 * anything; when documents exist the server answers `canOverwrite` without generating, the user confirms, and
 * the call is repeated with `forceOverwrite: true`.
 */
export type GenerationState =
  { phase: "idle" } | { phase: "requesting"; force: boolean } | { phase: "confirming" };

export type GenerationEvent =
  | { type: "start" }
  | { type: "answered"; result: GenerationResult }
  | { type: "confirm" }
  | { type: "cancel" }
  | { type: "failed" };

export const IDLE: GenerationState = { phase: "idle" };

/** The server declined to generate because documents exist and may be overwritten. */
export function needsConfirmation(result: GenerationResult): boolean {
  return !result.overwritten && result.canOverwrite && result.jobId === null && result.job === null;
}

export function generationReducer(state: GenerationState, event: GenerationEvent): GenerationState {
  switch (event.type) {
    case "start":
      return state.phase === "idle" ? { phase: "requesting", force: false } : state;
    case "answered":
      if (state.phase !== "requesting") return state;
      return !state.force && needsConfirmation(event.result) ? { phase: "confirming" } : IDLE;
    case "confirm":
      return state.phase === "confirming" ? { phase: "requesting", force: true } : state;
    case "cancel":
      return state.phase === "confirming" ? IDLE : state;
    case "failed":
      return IDLE;
  }
}

/** What to tell the user once a call has been answered. */
export type GenerationOutcome = "confirm" | "generated" | "running" | "nothing";

export function outcomeOf(result: GenerationResult, force: boolean): GenerationOutcome {
  if (!force && needsConfirmation(result)) return "confirm";
  if (result.job && (result.job.status === "queued" || result.job.status === "running")) return "running";
  if (result.jobId !== null || result.overwritten || result.documents.length > 0) return "generated";
  return "nothing";
}
