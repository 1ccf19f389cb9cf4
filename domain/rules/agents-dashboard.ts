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
import { workflowProgress, workflowSteps } from "./workflow-steps";

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

/** delivery.md §4.3: 75 once a document exists, 100 once approved. */
function documentProgress(docs: readonly DocumentFact[]): number {
  if (anyApproved(docs)) return 100;
  return docs.length > 0 ? 75 : 0;
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
    // Not in §4.3; derived: the manager's progress is the workflow's, complete when every step is.
    status: (s) => (workflowProgress(workflowSteps(s)) === 100 ? "completed" : "working"),
    progress: (s) => workflowProgress(workflowSteps(s)),
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
    progress: (s) => documentProgress(s.srsDocuments),
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
    progress: (s) => documentProgress(s.systemDesignDocuments),
  },
  {
    id: "database-backend",
    name: "Database & Backend Coder",
    type: "development",
    description: "Writes the database design, API specification and backend code.",
    totalTasks: 4,
    status: (s) => {
      if (anyApproved(s.technicalDocuments)) return "completed";
      if (s.technicalDocuments.length > 0) return "waiting";
      return anyApproved(s.systemDesignDocuments) ? "working" : "standby";
    },
    // The spec's quirk, kept: this card is full as soon as technical documents exist.
    progress: (s) => (s.technicalDocuments.length > 0 ? 100 : 0),
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
      return anyApproved(s.technicalDocuments) ? "working" : "standby";
    },
    progress: (s) => (s.hasGeneratedCode === true ? 100 : 0),
  },
  {
    id: "unit-tester",
    name: "Unit Tester",
    type: "testing",
    description: "Writes and runs unit tests for the generated code.",
    totalTasks: 5,
    // §4.3 keeps the testers on standby; completion once tests have run is ours.
    status: (s) => (s.hasTestRun === true ? "completed" : "standby"),
    progress: (s) => (s.hasTestRun === true ? 100 : 0),
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

/** Overall Progress: the rounded mean of the cards' progress (delivery.md §4.3); 0 with no cards. */
export function overallAgentProgress(cards: readonly Pick<AgentCard, "progress">[]): number {
  if (cards.length === 0) return 0;
  return Math.round(cards.reduce((sum, card) => sum + card.progress, 0) / cards.length);
}

/** The summary cards: Active Agents (working), Waiting for Action, Completed, Overall Progress (§2.13). */
export function agentSummary(cards: readonly Pick<AgentCard, "status" | "progress">[]): {
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
    overallProgress: overallAgentProgress(cards),
  };
}
