/**
 * The AI Agents dashboard at /agents (delivery.md §2.13, §4.3): one card per agent and four summary numbers.
 *
 * Card order is delivery.md §1's team order, then the user's 'Review & Approval' card; §4.3's task counts
 * 5, 4, 3, 4, 3, 5, 4, 3 map to them in that order: project manager 5, requirements 4, system design 3,
 * database and backend coder 4, UI and API coder 3, unit tester 5, full UI tester 4, Review & Approval 3.
 */
import {
  anyApproved,
  anyPending,
  isApproved,
  type DocumentFact,
  type ProjectSnapshot,
} from "./project-snapshot";
import { isStageComplete, projectProgress, stagesPercent } from "./pipeline-stages";

export type AgentCardStatus = "working" | "waiting" | "standby" | "completed" | "blocked";

export interface AgentCard {
  id: string;
  name: string;
  type: string;
  status: AgentCardStatus;
  progress: number;
  description: string;
  completedTasks: number;
  totalTasks: number;
}

interface AgentDefinition {
  id: string;
  name: string;
  type: string;
  description: string;
  totalTasks: number;
  status: (s: ProjectSnapshot) => AgentCardStatus;
  progress: (s: ProjectSnapshot) => number;
}

const allDocuments = (s: ProjectSnapshot): DocumentFact[] => [
  ...s.srsDocuments,
  ...s.systemDesignDocuments,
  ...s.technicalDocuments,
];

export const AGENTS: readonly AgentDefinition[] = [
  {
    id: "project-manager",
    name: "Project Manager",
    type: "coordination",
    description: "Coordinates the team and tracks the workflow from project to deployment.",
    totalTasks: 5,
    // Not in §4.3; derived: the manager's progress is the project's, complete when every stage is.
    status: (s) => (projectProgress(s) === 100 ? "completed" : "working"),
    progress: projectProgress,
  },
  {
    id: "requirements",
    name: "Requirements Analyst",
    type: "requirements",
    description: "Gathers requirements and writes the SRS.",
    totalTasks: 4,
    status: (s) => {
      if (anyApproved(s.srsDocuments)) return "completed";
      return anyPending(s.srsDocuments) ? "waiting" : "working";
    },
    progress: (s) => stagesPercent(s, ["create-project", "requirements"]),
  },
  {
    id: "system-design",
    name: "System Designer",
    type: "design",
    description: "Designs the system architecture from the approved SRS.",
    totalTasks: 3,
    status: (s) => {
      if (anyApproved(s.systemDesignDocuments)) return "completed";
      if (anyPending(s.systemDesignDocuments)) return "waiting";
      return anyApproved(s.srsDocuments) ? "working" : "blocked";
    },
    progress: (s) => stagesPercent(s, ["system-design"]),
  },
  {
    id: "database-backend",
    name: "Database & Backend Coder",
    type: "development",
    description: "Writes the database design, API specification and backend code.",
    totalTasks: 4,
    // Its work is the three technical documents; one approved document no longer counts as all of them.
    status: (s) => {
      if (isStageComplete(s, "technical-docs")) return "completed";
      if (anyPending(s.technicalDocuments)) return "waiting";
      return anyApproved(s.systemDesignDocuments) ? "working" : "standby";
    },
    progress: (s) => stagesPercent(s, ["technical-docs"]),
  },
  {
    id: "ui-api",
    name: "UI & API Coder",
    type: "development",
    description: "Builds the user interface and wires it to the API.",
    totalTasks: 3,
    // Completion on generated code is ours: the original never tracked it.
    status: (s) => {
      if (s.hasGeneratedCode === true) return "completed";
      return isStageComplete(s, "technical-docs") ? "working" : "standby";
    },
    progress: (s) => stagesPercent(s, ["code-generation"]),
  },
  {
    id: "unit-tester",
    name: "Unit Tester",
    type: "testing",
    description: "Writes and runs unit tests for the generated code.",
    totalTasks: 5,
    // §4.3 keeps the testers on standby; ours: working once there is code to test, completed once tests pass.
    status: (s) => {
      if (s.testsPassed === true) return "completed";
      return s.hasGeneratedCode === true ? "working" : "standby";
    },
    progress: (s) => stagesPercent(s, ["unit-testing"]),
  },
  {
    id: "ui-tester",
    name: "Full UI Tester",
    type: "testing",
    description: "Tests the running application end to end through its user interface.",
    totalTasks: 4,
    status: () => "standby",
    progress: () => 0,
  },
  {
    id: "review-approval",
    name: "Review & Approval",
    type: "user",
    description: "You: review and approve each generated document.",
    totalTasks: 3,
    status: (s) => (anyPending(allDocuments(s)) ? "working" : "standby"),
    // Derived: the share of generated documents the user has approved.
    progress: (s) => {
      const docs = allDocuments(s);
      return docs.length === 0 ? 0 : Math.round((docs.filter(isApproved).length / docs.length) * 100);
    },
  },
];

/** The eight agent cards in order (delivery.md §4.3); completed tasks follow the status and progress. */
export function agentCards(s: ProjectSnapshot): AgentCard[] {
  return AGENTS.map((agent) => {
    const status = agent.status(s);
    const progress = agent.progress(s);
    const completedTasks =
      status === "completed" ? agent.totalTasks : Math.round((progress / 100) * agent.totalTasks);
    const { id, name, type, description, totalTasks } = agent;
    return { id, name, type, status, progress, description, completedTasks, totalTasks };
  });
}

/**
 * The summary cards: Active Agents (working), Waiting for Action, Completed, Overall Progress (§2.13). Overall
 * Progress is the project's one figure (projectProgress), not the mean of the cards as in delivery.md §4.3.
 */
export function agentSummary(
  s: ProjectSnapshot,
  cards: readonly Pick<AgentCard, "status">[],
): {
  active: number;
  waiting: number;
  completed: number;
  overallProgress: number;
} {
  const count = (status: AgentCardStatus): number => cards.filter((card) => card.status === status).length;
  return {
    active: count("working"),
    waiting: count("waiting"),
    completed: count("completed"),
    overallProgress: projectProgress(s),
  };
}
