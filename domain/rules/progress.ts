/**
 * Project-level progress numbers and the dashboard's Current Phase / Next Milestone cards (platform.md §2, §9).
 */
import { anyApproved, anyPending, type ProjectSnapshot } from "./project-snapshot";
import { timelinePhases } from "./timeline";

/**
 * The '% complete' badge on the welcome screen's Current Project card (platform.md §9).
 * The original gave a sample-named project 15; dropped: progress comes from documents alone.
 */
export function welcomeProgress(s: ProjectSnapshot): number {
  if (anyApproved(s.srsDocuments)) return 25;
  if (anyPending(s.srsDocuments)) return 20;
  return 5;
}

/** Dashboard stages from furthest to earliest; the first one reached gives the progress (platform.md §9). */
const DASHBOARD_STAGES: readonly { reached: (s: ProjectSnapshot) => boolean; progress: number }[] = [
  { reached: (s) => anyApproved(s.technicalDocuments), progress: 60 },
  { reached: (s) => s.technicalDocuments.length > 0, progress: 55 },
  { reached: (s) => anyApproved(s.systemDesignDocuments), progress: 40 },
  { reached: (s) => s.systemDesignDocuments.length > 0, progress: 35 },
  { reached: (s) => anyApproved(s.srsDocuments), progress: 25 },
  { reached: (s) => anyPending(s.srsDocuments), progress: 20 },
  { reached: (s) => s.srsDocuments.length > 0, progress: 15 },
];
export const NO_DOCUMENTS_PROGRESS = 10;

/**
 * The project overview's Progress card (platform.md §9): the highest stage reached wins.
 * The original gave project 15 a fixed 70/85; dropped: progress comes from documents alone.
 */
export function dashboardProgress(s: ProjectSnapshot): number {
  return DASHBOARD_STAGES.find((stage) => stage.reached(s))?.progress ?? NO_DOCUMENTS_PROGRESS;
}

/** The Current Phase card: the first timeline phase not yet completed, so it names where attention is due. */
export function currentPhaseLabel(s: ProjectSnapshot): string {
  return timelinePhases(s).find((phase) => phase.status !== "completed")?.title ?? "Completed";
}

/** Milestones in the order a project reaches them; the Next Milestone card names the first one not reached. */
const MILESTONES: readonly { label: string; reached: (s: ProjectSnapshot) => boolean }[] = [
  { label: "SRS approval", reached: (s) => anyApproved(s.srsDocuments) },
  { label: "System design approval", reached: (s) => anyApproved(s.systemDesignDocuments) },
  { label: "Technical documents approval", reached: (s) => anyApproved(s.technicalDocuments) },
  { label: "Code generation", reached: (s) => s.hasGeneratedCode === true },
  { label: "Unit testing", reached: (s) => s.hasTestRun === true },
  { label: "App preview", reached: (s) => s.hasPreviewRun === true },
  { label: "Deployment", reached: (s) => s.project.status === "deployed" },
];
export const ALL_MILESTONES_REACHED = "All milestones reached";

/** The Next Milestone card: the first milestone, in workflow order, that the project has not reached. */
export function nextMilestone(s: ProjectSnapshot): string {
  return MILESTONES.find((milestone) => !milestone.reached(s))?.label ?? ALL_MILESTONES_REACHED;
}
