/**
 * The App Builder Workflow steps (delivery.md §2.3, §4.5, §5). delivery.md §9 counts "7 workflow steps":
 * the seven after Create Project; the list here holds all eight.
 */
import {
  anyApproved,
  anyPending,
  isApproved,
  isProjectDefined,
  type DocumentFact,
  type ProjectSnapshot,
} from "./project-snapshot";

export type StepStatus = "pending" | "in-progress" | "completed";
export type WorkflowStepId =
  | "create-project"
  | "requirements"
  | "system-design"
  | "technical-docs"
  | "code-generation"
  | "unit-testing"
  | "app-preview"
  | "deployment";

export interface WorkflowStep {
  id: WorkflowStepId;
  title: string;
  description: string;
  status: StepStatus;
  progress: number;
  details: string[];
  action?: { label: string; path: string };
}

/** delivery.md §5, §9: code generation needs all 3 technical documents approved. */
export const REQUIRED_TECHNICAL_DOCUMENTS = 3;

const approvedCount = (docs: readonly DocumentFact[]): number => docs.filter(isApproved).length;

/** Whether the code generation step may start (delivery.md §5: all 3 technical documents approved). */
export function canStartCodeGeneration(s: ProjectSnapshot): boolean {
  return approvedCount(s.technicalDocuments) >= REQUIRED_TECHNICAL_DOCUMENTS;
}

/** A detail line; a leading check mark marks a done item (delivery.md §2.3). */
const detail = (done: boolean, text: string): string => (done ? `✓ ${text}` : text);

/** Progress of an unfinished document step, on the timeline's scale: 90 awaiting approval, 80 generated. */
function documentStepProgress(docs: readonly DocumentFact[]): number {
  if (anyPending(docs)) return 90;
  return docs.length > 0 ? 80 : 0;
}

interface StepDefinition {
  id: WorkflowStepId;
  title: string;
  description: string;
  completed: (s: ProjectSnapshot) => boolean;
  /** Progress while unfinished; 0 when the step has nothing to show yet. */
  partialProgress: (s: ProjectSnapshot) => number;
  details: (s: ProjectSnapshot) => string[];
  action?: { label: string; path: string };
}

const deployed = (s: ProjectSnapshot): boolean => s.project.status === "deployed";

/** The eight steps in order. Code generation, unit testing and app preview once completed only for a
 * hard-coded sample project; dropped: they complete from the snapshot's flags. */
export const WORKFLOW_STEPS: readonly StepDefinition[] = [
  {
    id: "create-project",
    title: "Create Project",
    description: "Name your project and describe what it should do.",
    completed: (s) => isProjectDefined(s.project),
    partialProgress: () => 0,
    details: (s) => [detail(isProjectDefined(s.project), "Project name and description defined")],
  },
  {
    id: "requirements",
    title: "Requirements Analysis",
    description: "Gather requirements by checklist or chat and approve the SRS.",
    completed: (s) => anyApproved(s.srsDocuments),
    partialProgress: (s) => documentStepProgress(s.srsDocuments),
    details: (s) => [
      detail(s.srsDocuments.length > 0, "SRS generated"),
      detail(anyApproved(s.srsDocuments), "SRS approved"),
    ],
    action: { label: "View SRS", path: "/documents" },
  },
  {
    id: "system-design",
    title: "System Design",
    description: "The Architectural AI designs the system; review and approve it.",
    completed: (s) => anyApproved(s.systemDesignDocuments),
    partialProgress: (s) => documentStepProgress(s.systemDesignDocuments),
    details: (s) => [
      detail(s.systemDesignDocuments.length > 0, "System design generated"),
      detail(anyApproved(s.systemDesignDocuments), "System design approved"),
    ],
    action: { label: "View System Design", path: "/documents" },
  },
  {
    id: "technical-docs",
    title: "Technical Documentation",
    description: "Database design, API specification and frontend architecture, each approved.",
    completed: canStartCodeGeneration,
    partialProgress: (s) =>
      anyApproved(s.technicalDocuments)
        ? Math.round((approvedCount(s.technicalDocuments) / REQUIRED_TECHNICAL_DOCUMENTS) * 100)
        : documentStepProgress(s.technicalDocuments),
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
    completed: (s) => s.hasGeneratedCode === true,
    partialProgress: () => 0,
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
    completed: (s) => s.hasTestRun === true,
    partialProgress: () => 0,
    details: (s) => [detail(s.hasTestRun === true, "Unit tests run")],
    action: { label: "View Test Results", path: "/testing" },
  },
  {
    id: "app-preview",
    title: "App Preview",
    description: "Run the generated application and try it in the browser.",
    completed: (s) => s.hasPreviewRun === true,
    partialProgress: () => 0,
    details: (s) => [detail(s.hasPreviewRun === true, "App preview started")],
  },
  {
    id: "deployment",
    title: "Deploy Application",
    description: "Deploy the application so it can be launched.",
    completed: deployed,
    partialProgress: () => 0,
    details: (s) => [detail(deployed(s), "Application deployed")],
  },
];

/**
 * Every step with its status (delivery.md §4.5): completed by its own rule; in-progress when it is the first
 * unfinished step or its work has started (progress above 0); pending otherwise.
 */
export function workflowSteps(s: ProjectSnapshot): WorkflowStep[] {
  const firstOpen = WORKFLOW_STEPS.findIndex((step) => !step.completed(s));
  return WORKFLOW_STEPS.map((step, index) => {
    const completed = step.completed(s);
    const progress = completed ? 100 : step.partialProgress(s);
    const { id, title, description, action } = step;
    return {
      id,
      title,
      description,
      status: stepStatus(completed, index === firstOpen || progress > 0),
      progress,
      details: step.details(s),
      ...(action ? { action } : {}),
    };
  });
}

function stepStatus(completed: boolean, started: boolean): StepStatus {
  if (completed) return "completed";
  return started ? "in-progress" : "pending";
}

/** Overall percent complete: completed steps over all steps, rounded (delivery.md §4.5). */
export function workflowProgress(steps: readonly { status: StepStatus }[]): number {
  if (steps.length === 0) return 0;
  return Math.round((steps.filter((step) => step.status === "completed").length / steps.length) * 100);
}

/** The current step: the first one not completed, or the last step once all are (delivery.md §4.5). */
export function currentStepIndex(steps: readonly { status: StepStatus }[]): number {
  const open = steps.findIndex((step) => step.status !== "completed");
  return open === -1 ? Math.max(steps.length - 1, 0) : open;
}

/** The status badge text: the status with its hyphen replaced by a space (delivery.md §4.5). */
export function stepBadge(status: StepStatus): string {
  return status.replaceAll("-", " ");
}
