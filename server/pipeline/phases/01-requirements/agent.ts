import type { GeneratedBy } from "../../../../domain/api/ai";
import type { RequirementType } from "../../../../domain/api/requirements";

/** A requirement the agent found, with the id it gives it (next free number per type). */
export interface FoundRequirement {
  code: string;
  type: RequirementType;
  description: string;
  priority: "must" | "should" | "could";
}

export interface RequirementsTurnInput {
  /** The project (its id for recording the turn's model calls). */
  project: { id: number; name: string; description: string };
  /** The user's message, trimmed and non-empty. */
  message: string;
  /** The conversation so far, oldest first, not including `message`. */
  history: readonly { role: "ai" | "user"; content: string }[];
  /** Checklist answers so far (question id → answer). */
  answers: Readonly<Record<string, unknown>>;
  /** Requirements already recorded for the project (for ids and de-duplication). */
  existing: readonly { code: string; type: RequirementType; description: string }[];
  /** The agent's own interview state from the previous turn ({} at first). */
  state: Readonly<Record<string, unknown>>;
  /** Called with the reply written so far while a model streams it (the embedded engine answers at once). */
  onPartialReply?: (text: string) => void;
}

export interface RequirementsTurnOutput {
  reply: string;
  /** Checklist answers read from the message (question id → answer), valid for the question bank. */
  answers: Record<string, unknown>;
  /**
   * Ids of `answers` that rewrite an answer the checklist already holds, on purpose and built on it (the data
   * corrected in conversation, a note added below the notes, a role added to the roles): the caller stores these
   * over the old answer, where it otherwise keeps answers the user gave.
   */
  replaced?: string[];
  /** New requirements only (duplicates of `existing` or of each other left out). */
  requirements: FoundRequirement[];
  state: Record<string, unknown>;
  /** What wrote the reply; the embedded agent leaves it out (it is the embedded engine). */
  generatedBy?: GeneratedBy;
}

/**
 * The Requirements AI behind one interface (DESIGN.md §2): the embedded engine (deterministic, no network) or the
 * configured model filling the same shapes (llm.ts), with the embedded engine as its fallback.
 */
export interface RequirementsAgent {
  readonly name: "embedded" | "llm";
  /** The first message of a new conversation. */
  greeting(project: { name: string; description: string }): string;
  turn(input: RequirementsTurnInput): Promise<RequirementsTurnOutput>;
  /** The checklist's data section, pre-filled from the idea ('Thing: detail, detail' lines). */
  suggestDataEntities(project: { name: string; description: string }): string;
  /** Requirements that the checklist's answers state (sourceRef = question id). */
  requirementsFromChecklist(input: {
    answers: Readonly<Record<string, unknown>>;
    existing: readonly { code: string; type: RequirementType; description: string }[];
  }): (FoundRequirement & { sourceRef: string })[];
}
