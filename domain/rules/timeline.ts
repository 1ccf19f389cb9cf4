/**
 * The dashboard's 'Project Development Timeline' (platform.md §2, §4 "Timeline phases", §9 phase progress).
 *
 * As in the sidebar, a phase's own documents are checked before its gate, so the later of two conflicting
 * facts wins. Implementation completes once code exists and Testing & QA once the tests pass: facts the original
 * did not track. Database Design completes when all three technical documents are approved (the spec: some), and
 * each phase's bar is its share of the pipeline stages (pipeline-stages.ts), so the timeline agrees with the
 * project's one progress figure and with the workflow steps.
 */
import { isDeployed, isStageComplete, stagesPercent, type PipelineStageId } from "./pipeline-stages";
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

/** Status of a document-producing phase: own documents first, then whether its gate is open. */
function documentPhaseStatus(
  docs: readonly DocumentFact[],
  complete: boolean,
  gateOpen: boolean,
): TimelineStatus {
  if (complete) return "completed";
  if (anyPending(docs)) return "pending_approval";
  if (docs.length > 0) return "active";
  return gateOpen ? "ready" : "blocked";
}

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;
const tasks = (...lines: (string | false)[]): string[] => lines.filter((line) => line !== false);

interface PhaseDefinition {
  id: string;
  title: string;
  /** The pipeline stages the phase covers; its bar is their share. */
  stages: readonly PipelineStageId[];
  status: (s: ProjectSnapshot) => TimelineStatus;
  completedTasks: (s: ProjectSnapshot) => string[];
}

/** The six phases in display order; titles are the spec's. */
export const TIMELINE_PHASES: readonly PhaseDefinition[] = [
  {
    id: "requirements",
    title: "Requirements Gathering",
    stages: ["create-project", "requirements"],
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
    stages: ["system-design"],
    status: (s) =>
      documentPhaseStatus(
        s.systemDesignDocuments,
        anyApproved(s.systemDesignDocuments),
        anyApproved(s.srsDocuments),
      ),
    completedTasks: (s) =>
      tasks(
        s.systemDesignDocuments.length > 0 && "System design generated",
        anyApproved(s.systemDesignDocuments) && "System design approved",
      ),
  },
  {
    id: "database",
    title: "Database Design",
    stages: ["technical-docs"],
    status: (s) =>
      documentPhaseStatus(
        s.technicalDocuments,
        isStageComplete(s, "technical-docs"),
        anyApproved(s.systemDesignDocuments),
      ),
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
    stages: ["code-generation"],
    status: (s) => {
      if (s.hasGeneratedCode === true) return "completed";
      return isStageComplete(s, "technical-docs") ? "ready" : "pending";
    },
    completedTasks: (s) => tasks(s.hasGeneratedCode === true && "Application code generated"),
  },
  {
    id: "testing",
    title: "Testing & QA",
    stages: ["unit-testing"],
    status: (s) => {
      if (s.testsPassed === true) return "completed";
      if (s.hasTestRun === true) return "active";
      return s.hasGeneratedCode === true ? "ready" : "pending";
    },
    completedTasks: (s) =>
      tasks(s.hasTestRun === true && "Unit tests run", s.testsPassed === true && "All tests pass"),
  },
  {
    id: "deployment",
    title: "Deployment",
    stages: ["app-preview", "deployment"],
    // The original made this phase ready only for a hard-coded sample project; dropped: ready once a preview ran.
    // An opened preview is not a deployment: completed only while a deployment runs.
    status: (s) => {
      if (isDeployed(s)) return "completed";
      return s.hasPreviewRun === true ? "ready" : "pending";
    },
    completedTasks: (s) =>
      tasks(s.hasPreviewRun === true && "App preview run", isDeployed(s) && "Application deployed"),
  },
];

/** The six timeline phases with status, progress, badge, callout and completed tasks (platform.md §4). */
export function timelinePhases(s: ProjectSnapshot): TimelinePhase[] {
  return TIMELINE_PHASES.map((phase) => {
    const status = phase.status(s);
    return {
      id: phase.id,
      title: phase.title,
      status,
      progress: stagesPercent(s, phase.stages),
      badge: BADGES[status],
      callout: CALLOUTS[status],
      completedTasks: phase.completedTasks(s),
    };
  });
}
