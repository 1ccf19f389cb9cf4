/**
 * The dashboard's 'Project Development Timeline' (platform.md §2, §4 "Timeline phases", §9 phase progress).
 *
 * As in the sidebar, a phase's own documents are checked before its gate, so the later of two conflicting
 * facts wins. Implementation and Testing & QA also complete once code exists / tests have run: facts the
 * original did not track.
 */
import {
  anyApproved,
  anyPending,
  isApproved,
  type DocumentFact,
  type ProjectSnapshot,
} from "./project-snapshot";

export type TimelineStatus = "completed" | "pending_approval" | "active" | "ready" | "blocked" | "pending";
export type TimelineBadge =
  "Completed" | "In Progress" | "Ready" | "Pending Approval" | "Blocked" | "Pending";
export type TimelineCallout = "Action Required" | "Blocked" | "Ready to Start";

export interface TimelinePhase {
  id: string;
  title: string;
  status: TimelineStatus;
  progress: number;
  badge: TimelineBadge;
  callout: TimelineCallout | null;
  completedTasks: string[];
}

const BADGES: Record<TimelineStatus, TimelineBadge> = {
  completed: "Completed",
  pending_approval: "Pending Approval",
  active: "In Progress",
  ready: "Ready",
  blocked: "Blocked",
  pending: "Pending",
};

const CALLOUTS: Record<TimelineStatus, TimelineCallout | null> = {
  completed: null,
  pending_approval: "Action Required",
  active: null,
  ready: "Ready to Start",
  blocked: "Blocked",
  pending: null,
};

/** platform.md §9: 100 completed; 90 pending approval; 80 generated or active; 0 otherwise. */
const PROGRESS: Record<TimelineStatus, number> = {
  completed: 100,
  pending_approval: 90,
  active: 80,
  ready: 0,
  blocked: 0,
  pending: 0,
};
/** platform.md §9: requirements gathering with no SRS yet. */
export const REQUIREMENTS_DEFAULT_PROGRESS = 50;

/** Status of a document-producing phase: own documents first, then whether its gate is open. */
function documentPhaseStatus(docs: readonly DocumentFact[], gateOpen: boolean): TimelineStatus {
  if (anyApproved(docs)) return "completed";
  if (anyPending(docs)) return "pending_approval";
  if (docs.length > 0) return "active";
  return gateOpen ? "ready" : "blocked";
}

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;
const tasks = (...lines: (string | false)[]): string[] => lines.filter((line) => line !== false);

interface PhaseDefinition {
  id: string;
  title: string;
  status: (s: ProjectSnapshot) => TimelineStatus;
  completedTasks: (s: ProjectSnapshot) => string[];
}

/** The six phases in display order; titles are the spec's. */
export const TIMELINE_PHASES: readonly PhaseDefinition[] = [
  {
    id: "requirements",
    title: "Requirements Gathering",
    status: (s) => {
      if (anyApproved(s.srsDocuments)) return "completed";
      return anyPending(s.srsDocuments) ? "pending_approval" : "active";
    },
    completedTasks: (s) =>
      tasks(s.srsDocuments.length > 0 && "SRS generated", anyApproved(s.srsDocuments) && "SRS approved"),
  },
  {
    id: "architecture",
    title: "System Architecture",
    status: (s) => documentPhaseStatus(s.systemDesignDocuments, anyApproved(s.srsDocuments)),
    completedTasks: (s) =>
      tasks(
        s.systemDesignDocuments.length > 0 && "System design generated",
        anyApproved(s.systemDesignDocuments) && "System design approved",
      ),
  },
  {
    id: "database",
    title: "Database Design",
    status: (s) => documentPhaseStatus(s.technicalDocuments, anyApproved(s.systemDesignDocuments)),
    completedTasks: (s) => {
      const generated = s.technicalDocuments.length;
      const approvedCount = s.technicalDocuments.filter(isApproved).length;
      return tasks(
        generated > 0 && `${plural(generated, "technical document")} generated`,
        approvedCount > 0 && `${plural(approvedCount, "technical document")} approved`,
      );
    },
  },
  {
    id: "implementation",
    title: "Implementation",
    status: (s) => {
      if (s.hasGeneratedCode === true) return "completed";
      return anyApproved(s.technicalDocuments) ? "ready" : "pending";
    },
    completedTasks: (s) => tasks(s.hasGeneratedCode === true && "Application code generated"),
  },
  {
    id: "testing",
    title: "Testing & QA",
    status: (s) => {
      if (s.hasTestRun === true) return "completed";
      return anyApproved(s.technicalDocuments) ? "ready" : "pending";
    },
    completedTasks: (s) => tasks(s.hasTestRun === true && "Unit tests run"),
  },
  {
    id: "deployment",
    title: "Deployment",
    // The original made this phase ready only for a hard-coded sample project; dropped: ready once a preview ran.
    status: (s) => {
      if (s.project.status === "deployed") return "completed";
      return s.hasPreviewRun === true ? "ready" : "pending";
    },
    completedTasks: (s) =>
      tasks(
        s.hasPreviewRun === true && "App preview run",
        s.project.status === "deployed" && "Application deployed",
      ),
  },
];

/** Progress bar value for a phase (platform.md §9); only Requirements Gathering has a non-zero default. */
export function timelinePhaseProgress(phaseId: string, status: TimelineStatus, s: ProjectSnapshot): number {
  if (phaseId === "requirements" && status === "active" && s.srsDocuments.length === 0) {
    return REQUIREMENTS_DEFAULT_PROGRESS;
  }
  return PROGRESS[status];
}

/** The six timeline phases with status, progress, badge, callout and completed tasks (platform.md §4, §9). */
export function timelinePhases(s: ProjectSnapshot): TimelinePhase[] {
  return TIMELINE_PHASES.map((phase) => {
    const status = phase.status(s);
    return {
      id: phase.id,
      title: phase.title,
      status,
      progress: timelinePhaseProgress(phase.id, status, s),
      badge: BADGES[status],
      callout: CALLOUTS[status],
      completedTasks: phase.completedTasks(s),
    };
  });
}
