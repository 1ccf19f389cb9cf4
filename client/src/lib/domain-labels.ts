import type { AgentCardStatus } from "@domain/rules/agents-dashboard";
import type { DashboardAgentStatus } from "@domain/rules/agent-status";
import { NEXT_HINTS } from "@domain/rules/next-hint";
import { PIPELINE_STAGES, type PipelineStageId } from "@domain/rules/pipeline-stages";
import { ALL_MILESTONES_REACHED } from "@domain/rules/progress";
import type { SidebarAgentLabel } from "@domain/rules/sidebar-agents";
import { TIMELINE_PHASES, type TimelineCallout, type TimelineStatus } from "@domain/rules/timeline";
import type { StepStatus, WorkflowStepId } from "@domain/rules/workflow-steps";
import { t } from "@/i18n";

/*
 * The texts of domain/ (labels, hints, phases, steps, tasks) in the interface's language. domain/ keeps them in
 * English for the server; the views translate them here, at display time, by their id. A text with no
 * translation (a rule added later) is shown as domain/ wrote it.
 *
 * Call these while rendering a component that uses `useTranslation()`, so it renders again when the language
 * changes.
 */

type Texts<K extends string> = Record<K, () => string>;

// --- the sidebar ---------------------------------------------------------------------------------------------

const AGENT_LABELS: Texts<SidebarAgentLabel> = {
  Done: () => t("shell:agentLabel.done"),
  "Pending Approval": () => t("shell:agentLabel.pendingApproval"),
  "In Progress": () => t("shell:agentLabel.inProgress"),
  Ready: () => t("shell:agentLabel.ready"),
  Blocked: () => t("shell:agentLabel.blocked"),
  Idle: () => t("shell:agentLabel.idle"),
};

const AGENT_LABEL_MEANINGS: Texts<SidebarAgentLabel> = {
  Done: () => t("shell:agentLabelMeaning.done"),
  "Pending Approval": () => t("shell:agentLabelMeaning.pendingApproval"),
  "In Progress": () => t("shell:agentLabelMeaning.inProgress"),
  Ready: () => t("shell:agentLabelMeaning.ready"),
  Blocked: () => t("shell:agentLabelMeaning.blocked"),
  Idle: () => t("shell:agentLabelMeaning.idle"),
};

/** A sidebar agent label ('Pending Approval' …). */
export const agentLabelText = (label: SidebarAgentLabel): string => AGENT_LABELS[label]();
/** What a sidebar agent label means, for its tooltip. */
export const agentLabelMeaning = (label: SidebarAgentLabel): string => AGENT_LABEL_MEANINGS[label]();

const NEXT_HINT_TEXTS: Texts<keyof typeof NEXT_HINTS> = {
  gatherRequirements: () => t("shell:nextHint.gatherRequirements"),
  approveSrs: () => t("shell:nextHint.approveSrs"),
  generateDesign: () => t("shell:nextHint.generateDesign"),
  approveDesign: () => t("shell:nextHint.approveDesign"),
  generateTechnicalDocuments: () => t("shell:nextHint.generateTechnicalDocuments"),
  awaitTechnicalDocuments: () => t("shell:nextHint.awaitTechnicalDocuments"),
  approveTechnicalDocuments: () => t("shell:nextHint.approveTechnicalDocuments"),
  generateCode: () => t("shell:nextHint.generateCode"),
  qaReady: () => t("shell:nextHint.qaReady"),
  fixFailingTests: () => t("shell:nextHint.fixFailingTests"),
  openPreview: () => t("shell:nextHint.openPreview"),
  deploy: () => t("shell:nextHint.deploy"),
  done: () => t("shell:nextHint.done"),
};

/** The 'Next:' hint (nextHint's text) in the interface's language. */
export function nextHintText(hint: string): string {
  const id = (Object.keys(NEXT_HINTS) as (keyof typeof NEXT_HINTS)[]).find((key) => NEXT_HINTS[key] === hint);
  return id ? NEXT_HINT_TEXTS[id]() : hint;
}

// --- the dashboard: timeline, overview, agent status -----------------------------------------------------------

const PHASE_TITLES: Record<string, () => string> = {
  requirements: () => t("dashboard:phase.requirements"),
  architecture: () => t("dashboard:phase.architecture"),
  database: () => t("dashboard:phase.database"),
  implementation: () => t("dashboard:phase.implementation"),
  testing: () => t("dashboard:phase.testing"),
  deployment: () => t("dashboard:phase.deployment"),
};

/** A timeline phase's title, by its id. */
export function phaseTitle(phase: { id: string; title: string }): string {
  return PHASE_TITLES[phase.id]?.() ?? phase.title;
}

const PHASE_BADGES: Texts<TimelineStatus> = {
  completed: () => t("dashboard:phaseBadge.completed"),
  pending_approval: () => t("dashboard:phaseBadge.pendingApproval"),
  active: () => t("dashboard:phaseBadge.inProgress"),
  ready: () => t("dashboard:phaseBadge.ready"),
  blocked: () => t("dashboard:phaseBadge.blocked"),
  pending: () => t("dashboard:phaseBadge.pending"),
};

/** A timeline phase's badge ('Pending Approval' …), by its status. */
export const phaseBadge = (status: TimelineStatus): string => PHASE_BADGES[status]();

const CALLOUTS: Texts<TimelineCallout> = {
  "Action Required": () => t("dashboard:callout.actionRequired"),
  Blocked: () => t("dashboard:callout.blocked"),
  "Ready to Start": () => t("dashboard:callout.readyToStart"),
};

/** A timeline phase's callout ('Action Required' …). */
export const calloutText = (callout: TimelineCallout): string => CALLOUTS[callout]();

/** The Current Phase card (currentPhaseLabel's text): a timeline phase's title, or 'Completed'. */
export function currentPhaseText(label: string): string {
  const phase = TIMELINE_PHASES.find((p) => p.title === label);
  return phase ? phaseTitle(phase) : label === "Completed" ? t("dashboard:overview.allCompleted") : label;
}

const MILESTONES: Texts<PipelineStageId> = {
  "create-project": () => t("dashboard:milestone.createProject"),
  requirements: () => t("dashboard:milestone.requirements"),
  "system-design": () => t("dashboard:milestone.systemDesign"),
  "technical-docs": () => t("dashboard:milestone.technicalDocs"),
  "code-generation": () => t("dashboard:milestone.codeGeneration"),
  "unit-testing": () => t("dashboard:milestone.unitTesting"),
  "app-preview": () => t("dashboard:milestone.appPreview"),
  deployment: () => t("dashboard:milestone.deployment"),
};

/** The Next Milestone card (nextMilestone's text). */
export function milestoneText(milestone: string): string {
  if (milestone === ALL_MILESTONES_REACHED) return t("dashboard:milestone.allReached");
  const stage = PIPELINE_STAGES.find((s) => s.milestone === milestone);
  return stage ? MILESTONES[stage.id]() : milestone;
}

const DASHBOARD_AGENT_STATUSES: Texts<DashboardAgentStatus> = {
  idle: () => t("dashboard:agentStatus.status.idle"),
  waiting: () => t("dashboard:agentStatus.status.waiting"),
  active: () => t("dashboard:agentStatus.status.active"),
  completed: () => t("dashboard:agentStatus.status.completed"),
};

/** An agent's status on the dashboard's Agent Status tab ('idle', 'waiting' …). */
export const dashboardAgentStatusText = (status: DashboardAgentStatus): string =>
  DASHBOARD_AGENT_STATUSES[status]();

const CURRENT_TASKS: Record<string, () => string> = {
  "Waiting for a project": () => t("dashboard:agentStatus.task.waitingForProject"),
  "Gathering requirements": () => t("dashboard:agentStatus.task.gatheringRequirements"),
  "Awaiting SRS approval": () => t("dashboard:agentStatus.task.awaitingSrsApproval"),
  "SRS approved": () => t("dashboard:agentStatus.task.srsApproved"),
  "Waiting for SRS approval": () => t("dashboard:agentStatus.task.waitingForSrsApproval"),
  "Designing the system architecture": () => t("dashboard:agentStatus.task.designingArchitecture"),
  "Awaiting system design approval": () => t("dashboard:agentStatus.task.awaitingDesignApproval"),
  "System design approved": () => t("dashboard:agentStatus.task.designApproved"),
  "Waiting for system design approval": () => t("dashboard:agentStatus.task.waitingForDesignApproval"),
  "Preparing technical documents": () => t("dashboard:agentStatus.task.preparingTechnicalDocuments"),
  "Awaiting technical document approval": () => t("dashboard:agentStatus.task.awaitingTechnicalApproval"),
  "Technical documents approved": () => t("dashboard:agentStatus.task.technicalDocumentsApproved"),
  "Waiting for approved technical documents": () =>
    t("dashboard:agentStatus.task.waitingForTechnicalDocuments"),
  "Ready to generate test plans": () => t("dashboard:agentStatus.task.readyToGenerateTestPlans"),
  "Awaiting test plan review": () => t("dashboard:agentStatus.task.awaitingTestPlanReview"),
  "All tests pass": () => t("dashboard:agentStatus.task.allTestsPass"),
  "Tests ran with failures to fix": () => t("dashboard:agentStatus.task.testsFailed"),
  "Ready to run the app's tests": () => t("dashboard:agentStatus.task.readyToRunTests"),
};

/** An agent's current task on the Agent Status tab. */
export const currentTaskText = (task: string): string => CURRENT_TASKS[task]?.() ?? task;

// --- progress facts: the timeline's completed tasks and the workflow steps' details ---------------------------

const FACTS: Record<string, () => string> = {
  "Project name and description defined": () => t("workflow:fact.projectDefined"),
  "SRS generated": () => t("workflow:fact.srsGenerated"),
  "SRS approved": () => t("workflow:fact.srsApproved"),
  "System design generated": () => t("workflow:fact.designGenerated"),
  "System design approved": () => t("workflow:fact.designApproved"),
  "Technical documents generated": () => t("workflow:fact.technicalDocumentsGenerated"),
  "All technical documents approved": () => t("workflow:fact.allTechnicalDocumentsApproved"),
  "Application code generated": () => t("workflow:fact.codeGenerated"),
  "Unit tests run": () => t("workflow:fact.unitTestsRun"),
  "All tests pass": () => t("workflow:fact.allTestsPass"),
  "App preview run": () => t("workflow:fact.previewRun"),
  "App preview started": () => t("workflow:fact.previewStarted"),
  "Application deployed": () => t("workflow:fact.deployed"),
};

const DONE_MARK = "✓ ";

/**
 * A fact about the project's progress as the timeline and the workflow steps word it ('SRS approved',
 * '2 technical documents generated', '1 of 3 technical documents approved'); a leading check mark is kept.
 */
export function factText(fact: string): string {
  if (fact.startsWith(DONE_MARK)) return `${DONE_MARK}${factText(fact.slice(DONE_MARK.length))}`;
  const fixed = FACTS[fact];
  if (fixed) return fixed();
  const counted = /^(\d+) technical documents? (generated|approved)$/.exec(fact);
  if (counted) {
    const count = Number(counted[1]);
    return counted[2] === "generated"
      ? t("workflow:fact.technicalGenerated", { count })
      : t("workflow:fact.technicalApproved", { count });
  }
  const ofTotal = /^(\d+) of (\d+) technical documents approved$/.exec(fact);
  if (ofTotal) return t("workflow:fact.technicalApprovedOf", { approved: ofTotal[1], total: ofTotal[2] });
  return fact;
}

// --- the workflow steps --------------------------------------------------------------------------------------

const STEP_TITLES: Texts<WorkflowStepId> = {
  "create-project": () => t("workflow:step.createProject.title"),
  requirements: () => t("workflow:step.requirements.title"),
  "system-design": () => t("workflow:step.systemDesign.title"),
  "technical-docs": () => t("workflow:step.technicalDocs.title"),
  "code-generation": () => t("workflow:step.codeGeneration.title"),
  "unit-testing": () => t("workflow:step.unitTesting.title"),
  "app-preview": () => t("workflow:step.appPreview.title"),
  deployment: () => t("workflow:step.deployment.title"),
};

const STEP_DESCRIPTIONS: Texts<WorkflowStepId> = {
  "create-project": () => t("workflow:step.createProject.description"),
  requirements: () => t("workflow:step.requirements.description"),
  "system-design": () => t("workflow:step.systemDesign.description"),
  "technical-docs": () => t("workflow:step.technicalDocs.description"),
  "code-generation": () => t("workflow:step.codeGeneration.description"),
  "unit-testing": () => t("workflow:step.unitTesting.description"),
  "app-preview": () => t("workflow:step.appPreview.description"),
  deployment: () => t("workflow:step.deployment.description"),
};

const STEP_ACTIONS: Partial<Texts<WorkflowStepId>> = {
  requirements: () => t("workflow:step.requirements.action"),
  "system-design": () => t("workflow:step.systemDesign.action"),
  "technical-docs": () => t("workflow:step.technicalDocs.action"),
  "code-generation": () => t("workflow:step.codeGeneration.action"),
  "unit-testing": () => t("workflow:step.unitTesting.action"),
};

/** A workflow step's title, by its id. */
export const stepTitle = (id: WorkflowStepId): string => STEP_TITLES[id]();
/** A workflow step's description, by its id. */
export const stepDescription = (id: WorkflowStepId): string => STEP_DESCRIPTIONS[id]();
/** The label of a completed step's link ('View SRS' …), by the step's id. */
export const stepActionLabel = (id: WorkflowStepId, label: string): string => STEP_ACTIONS[id]?.() ?? label;

const STEP_STATUSES: Texts<StepStatus> = {
  pending: () => t("workflow:stepStatus.pending"),
  "in-progress": () => t("workflow:stepStatus.inProgress"),
  completed: () => t("workflow:stepStatus.completed"),
};

/** A workflow step's status badge ('in progress' …). */
export const stepStatusText = (status: StepStatus): string => STEP_STATUSES[status]();

// --- the AI Agents page ----------------------------------------------------------------------------------------

const AGENT_NAMES: Record<string, () => string> = {
  "project-manager": () => t("dashboard:agents.card.projectManager.name"),
  requirements: () => t("dashboard:agents.card.requirements.name"),
  "system-design": () => t("dashboard:agents.card.systemDesign.name"),
  "database-backend": () => t("dashboard:agents.card.databaseBackend.name"),
  "ui-api": () => t("dashboard:agents.card.uiApi.name"),
  "unit-tester": () => t("dashboard:agents.card.unitTester.name"),
  "ui-tester": () => t("dashboard:agents.card.uiTester.name"),
  "review-approval": () => t("dashboard:agents.card.reviewApproval.name"),
};

const AGENT_DESCRIPTIONS: Record<string, () => string> = {
  "project-manager": () => t("dashboard:agents.card.projectManager.description"),
  requirements: () => t("dashboard:agents.card.requirements.description"),
  "system-design": () => t("dashboard:agents.card.systemDesign.description"),
  "database-backend": () => t("dashboard:agents.card.databaseBackend.description"),
  "ui-api": () => t("dashboard:agents.card.uiApi.description"),
  "unit-tester": () => t("dashboard:agents.card.unitTester.description"),
  "ui-tester": () => t("dashboard:agents.card.uiTester.description"),
  "review-approval": () => t("dashboard:agents.card.reviewApproval.description"),
};

/** An agent card's name, by its id. */
export const agentCardName = (card: { id: string; name: string }): string =>
  AGENT_NAMES[card.id]?.() ?? card.name;
/** An agent card's description, by its id. */
export const agentCardDescription = (card: { id: string; description: string }): string =>
  AGENT_DESCRIPTIONS[card.id]?.() ?? card.description;

const AGENT_CARD_STATUSES: Texts<AgentCardStatus> = {
  working: () => t("dashboard:agents.status.working"),
  waiting: () => t("dashboard:agents.status.waiting"),
  standby: () => t("dashboard:agents.status.standby"),
  completed: () => t("dashboard:agents.status.completed"),
  blocked: () => t("dashboard:agents.status.blocked"),
};

/** An agent card's status badge ('working' …). */
export const agentCardStatusText = (status: AgentCardStatus): string => AGENT_CARD_STATUSES[status]();

// --- projects ------------------------------------------------------------------------------------------------

const PROJECT_STATUSES: Record<string, () => string> = {
  active: () => t("workflow:projectStatus.active"),
  "preview-ready": () => t("workflow:projectStatus.previewReady"),
  deployed: () => t("workflow:projectStatus.deployed"),
};

/** A project's status as stored ('active', 'preview-ready', 'deployed'); another value is shown as it is. */
export const projectStatusText = (status: string): string => PROJECT_STATUSES[status]?.() ?? status;
