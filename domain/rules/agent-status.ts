/**
 * The dashboard's Agent status view (platform.md §2 "Agent status view", §9 agent card progress).
 * Statuses follow the sidebar labels so both panels agree; the phase counts come from the timeline.
 */
import type { SidebarAgent } from "../pipeline/phases";
import { anyApproved, type DocumentFact, type ProjectSnapshot } from "./project-snapshot";
import { sidebarAgentLabels, type SidebarAgentLabel } from "./sidebar-agents";
import { timelinePhases } from "./timeline";

export type DashboardAgentStatus = "idle" | "waiting" | "active" | "completed";

export interface DashboardAgent {
  agent: SidebarAgent;
  status: DashboardAgentStatus;
  progress: number;
  currentTask: string;
}

/** 'Ready' counts as active: approving the previous document starts the agent's generation automatically. */
const STATUS_BY_LABEL: Record<SidebarAgentLabel, DashboardAgentStatus> = {
  Done: "completed",
  "Pending Approval": "waiting",
  "In Progress": "active",
  Ready: "active",
  Blocked: "idle",
  Idle: "idle",
};

const CURRENT_TASKS: Record<SidebarAgent, Record<DashboardAgentStatus, string>> = {
  "Requirements AI": {
    idle: "Waiting for a project",
    active: "Gathering requirements",
    waiting: "Awaiting SRS approval",
    completed: "SRS approved",
  },
  "Architectural AI": {
    idle: "Waiting for SRS approval",
    active: "Designing the system architecture",
    waiting: "Awaiting system design approval",
    completed: "System design approved",
  },
  "DBA-Coder AI": {
    idle: "Waiting for system design approval",
    active: "Preparing technical documents",
    waiting: "Awaiting technical document approval",
    completed: "Technical documents approved",
  },
  "QA Tester AI": {
    idle: "Waiting for approved technical documents",
    active: "Ready to generate test plans",
    waiting: "Awaiting test plan review",
    completed: "Test plans complete",
  },
};

/** platform.md §9: 75 once a document exists, 100 once approved. */
function documentProgress(docs: readonly DocumentFact[]): number {
  if (anyApproved(docs)) return 100;
  return docs.length > 0 ? 75 : 0;
}

const PROGRESS_RULES: Record<SidebarAgent, (s: ProjectSnapshot) => number> = {
  "Requirements AI": (s) => documentProgress(s.srsDocuments),
  "Architectural AI": (s) => documentProgress(s.systemDesignDocuments),
  // The spec's quirk, kept: the database card is full as soon as technical documents exist.
  "DBA-Coder AI": (s) => (s.technicalDocuments.length > 0 ? 100 : 0),
  "QA Tester AI": () => 0,
};

/** Per-agent cards with status, progress and current task (platform.md §2 "Agent status view", §9). */
export function dashboardAgents(s: ProjectSnapshot): DashboardAgent[] {
  return sidebarAgentLabels(s).map(({ agent, label }) => {
    const status = STATUS_BY_LABEL[label];
    return { agent, status, progress: PROGRESS_RULES[agent](s), currentTask: CURRENT_TASKS[agent][status] };
  });
}

/** Development Progress %: the rounded mean of the timeline phases' progress. */
export function developmentProgress(s: ProjectSnapshot): number {
  const phases = timelinePhases(s);
  if (phases.length === 0) return 0;
  return Math.round(phases.reduce((sum, phase) => sum + phase.progress, 0) / phases.length);
}

/** Active Phases: timeline phases under way, including those awaiting the user's approval. */
export function activePhaseCount(s: ProjectSnapshot): number {
  return timelinePhases(s).filter((phase) => phase.status === "active" || phase.status === "pending_approval")
    .length;
}

/** Completed: timeline phases whose status is completed. */
export function completedPhaseCount(s: ProjectSnapshot): number {
  return timelinePhases(s).filter((phase) => phase.status === "completed").length;
}
