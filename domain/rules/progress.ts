/**
 * The dashboard's Current Phase and Next Milestone cards (platform.md §2, §9). The progress figure itself is
 * projectProgress (pipeline-stages.ts), the same on every view.
 */
import { PIPELINE_STAGES } from "./pipeline-stages";
import type { ProjectSnapshot } from "./project-snapshot";
import { timelinePhases } from "./timeline";

/** The Current Phase card: the first timeline phase not yet completed, so it names where attention is due. */
export function currentPhaseLabel(s: ProjectSnapshot): string {
  return timelinePhases(s).find((phase) => phase.status !== "completed")?.title ?? "Completed";
}

export const ALL_MILESTONES_REACHED = "All milestones reached";

/** The Next Milestone card: the first pipeline stage, in workflow order, that the project has not completed. */
export function nextMilestone(s: ProjectSnapshot): string {
  return PIPELINE_STAGES.find((stage) => stage.done(s) < 1)?.milestone ?? ALL_MILESTONES_REACHED;
}
