/**
 * The dashboard's Agent status view (platform.md §2 "Agent status view", §9 agent card progress).
 * Statuses follow the sidebar labels so both panels agree; the phase counts come from the timeline.
 */
import type { SidebarAgent } from "../pipeline/phases";
import { projectProgress, stagesPercent } from "./pipeline-stages";
import type { ProjectSnapshot } from "./project-snapshot";
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
    completed: "All tests pass",
  },
};

/** The QA Tester's task once there is code: what the latest test run says. */
function qaTask(s: ProjectSnapshot, status: DashboardAgentStatus): string {
  if (status !== "active" || s.hasGeneratedCode !== true) return CURRENT_TASKS["QA Tester AI"][status];
  return s.hasTestRun === true ? "Tests ran with failures to fix" : "Ready to run the app's tests";
}

/**
 * Each assistant's share of its own stages (pipeline-stages.ts). platform.md §9's 75/100 and the database card's
 * "100 once technical documents exist" were the original's stand-ins; the QA card no longer stays at 0 after a run.
 */
const PROGRESS_RULES: Record<SidebarAgent, (s: ProjectSnapshot) => number> = {
  "Requirements AI": (s) => stagesPercent(s, ["create-project", "requirements"]),
  "Architectural AI": (s) => stagesPercent(s, ["system-design"]),
  "DBA-Coder AI": (s) => stagesPercent(s, ["technical-docs"]),
  "QA Tester AI": (s) => stagesPercent(s, ["unit-testing"]),
};

/** Per-agent cards with status, progress and current task (platform.md §2 "Agent status view", §9). */
export function dashboardAgents(s: ProjectSnapshot): DashboardAgent[] {
  return sidebarAgentLabels(s).map(({ agent, label }) => {
    const status = STATUS_BY_LABEL[label];
    const currentTask = agent === "QA Tester AI" ? qaTask(s, status) : CURRENT_TASKS[agent][status];
    return { agent, status, progress: PROGRESS_RULES[agent](s), currentTask };
  });
}

/** Development Progress %: the project's one figure, as on every other view. */
export function developmentProgress(s: ProjectSnapshot): number {
  return projectProgress(s);
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
