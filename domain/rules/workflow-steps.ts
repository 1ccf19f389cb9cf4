/**
 * The App Builder Workflow steps (delivery.md §2.3, §4.5, §5). delivery.md §9 counts "7 workflow steps":
 * the seven after Create Project; the list here holds all eight.
 */
import {
  isDeployed,
  isStageComplete,
  REQUIRED_TECHNICAL_DOCUMENTS,
  stageShare,
  type PipelineStageId,
} from "./pipeline-stages";
import { isApproved, isProjectDefined, type DocumentFact, type ProjectSnapshot } from "./project-snapshot";

export type StepStatus = "pending" | "in-progress" | "completed";
export type WorkflowStepId = PipelineStageId;

export interface WorkflowStep {
  id: WorkflowStepId;
  title: string;
  description: string;
  status: StepStatus;
  progress: number;
  details: string[];
  action?: { label: string; path: string };
}

const approvedCount = (docs: readonly DocumentFact[]): number => docs.filter(isApproved).length;

/** Whether the code generation step may start (delivery.md §5: all 3 technical documents approved). */
export function canStartCodeGeneration(s: ProjectSnapshot): boolean {
  return approvedCount(s.technicalDocuments) >= REQUIRED_TECHNICAL_DOCUMENTS;
}

/** A detail line; a leading check mark marks a done item (delivery.md §2.3). */
const detail = (done: boolean, text: string): string => (done ? `✓ ${text}` : text);

interface StepDefinition {
  id: WorkflowStepId;
  title: string;
  description: string;
  details: (s: ProjectSnapshot) => string[];
  action?: { label: string; path: string };
}

/** The eight steps in order, one per pipeline stage. Code generation, unit testing and app preview once completed
 * only for a hard-coded sample project; dropped: each step completes when its stage does (pipeline-stages.ts). */
export const WORKFLOW_STEPS: readonly StepDefinition[] = [
  {
    id: "create-project",
    title: "Create Project",
    description: "Name your project and describe what it should do.",
    details: (s) => [detail(isProjectDefined(s.project), "Project name and description defined")],
  },
  {
    id: "requirements",
    title: "Requirements Analysis",
    description: "Gather requirements by checklist or chat and approve the SRS.",
    details: (s) => [
      detail(s.srsDocuments.length > 0, "SRS generated"),
      detail(isStageComplete(s, "requirements"), "SRS approved"),
    ],
    action: { label: "View SRS", path: "/documents" },
  },
  {
    id: "system-design",
    title: "System Design",
    description: "The Architectural AI designs the system; review and approve it.",
    details: (s) => [
      detail(s.systemDesignDocuments.length > 0, "System design generated"),
      detail(isStageComplete(s, "system-design"), "System design approved"),
    ],
    action: { label: "View System Design", path: "/documents" },
  },
  {
    id: "technical-docs",
    title: "Technical Documentation",
    description: "Database design, API specification and frontend architecture, each approved.",
    details: (s) => [
      detail(s.technicalDocuments.length > 0, "Technical documents generated"),
      detail(
        canStartCodeGeneration(s),
        `${Math.min(approvedCount(s.technicalDocuments), REQUIRED_TECHNICAL_DOCUMENTS)} of ${REQUIRED_TECHNICAL_DOCUMENTS} technical documents approved`,
      ),
    ],
    action: { label: "View Technical Documents", path: "/documents" },
  },
  {
    id: "code-generation",
    title: "Code Generation",
    description: "Generate a React plus Express application from the approved documents.",
    details: (s) => [
      detail(canStartCodeGeneration(s), "All technical documents approved"),
      detail(s.hasGeneratedCode === true, "Application code generated"),
    ],
    action: { label: "View Generated Code", path: "/code" },
  },
  {
    id: "unit-testing",
    title: "Unit Testing",
    description: "Run the generated application's unit tests.",
    details: (s) => [
      detail(s.hasTestRun === true, "Unit tests run"),
      detail(s.testsPassed === true, "All tests pass"),
    ],
    action: { label: "View Test Results", path: "/testing" },
  },
  {
    id: "app-preview",
    title: "App Preview",
    description: "Run the generated application and try it in the browser.",
    details: (s) => [detail(s.hasPreviewRun === true, "App preview started")],
  },
  {
    id: "deployment",
    title: "Deploy Application",
    description: "Deploy the application so it can be launched.",
    details: (s) => [detail(isDeployed(s), "Application deployed")],
  },
];

/**
 * Every step with its status (delivery.md §4.5): completed when its stage is; in-progress when it is the first
 * unfinished step or its work has started; pending otherwise. A step's progress is its stage's share.
 */
export function workflowSteps(s: ProjectSnapshot): WorkflowStep[] {
  const shares = WORKFLOW_STEPS.map((step) => stageShare(s, step.id));
  const firstOpen = shares.findIndex((share) => share < 1);
  return WORKFLOW_STEPS.map((step, index) => {
    const share = shares[index] ?? 0;
    const { id, title, description, action } = step;
    return {
      id,
      title,
      description,
      status: stepStatus(share === 1, index === firstOpen || share > 0),
      progress: share === 1 ? 100 : Math.min(Math.round(share * 100), 99),
      details: step.details(s),
      ...(action ? { action } : {}),
    };
  });
}

function stepStatus(completed: boolean, started: boolean): StepStatus {
  if (completed) return "completed";
  return started ? "in-progress" : "pending";
}

/** The current step: the first one not completed, or null once every step is (the project is done). */
export function currentStepIndex(steps: readonly { status: StepStatus }[]): number | null {
  const open = steps.findIndex((step) => step.status !== "completed");
  return open === -1 ? null : open;
}

/** The status badge text: the status with its hyphen replaced by a space (delivery.md §4.5). */
export function stepBadge(status: StepStatus): string {
  return status.replaceAll("-", " ");
}
