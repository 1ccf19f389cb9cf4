/**
 * What stops a workflow step from starting (delivery.md §5 validation rules for the /workflow page).
 */
import { anyApproved, isProjectDefined, type ProjectSnapshot } from "./project-snapshot";
import { REQUIRED_TECHNICAL_DOCUMENTS } from "./pipeline-stages";
import { canStartCodeGeneration, type WorkflowStepId } from "./workflow-steps";

export interface StepBlocker {
  title: string;
  description: string;
}

export const PROJECT_SETUP_BLOCKER: StepBlocker = {
  title: "Complete Project Setup First",
  description: "Please fill out the project form below to start your workflow",
};
/** The start button's text while a step's prerequisites are unmet. */
export const PREREQUISITES_LABEL = "Complete Prerequisites First";

const DESIGN_BLOCKER: StepBlocker = {
  title: PREREQUISITES_LABEL,
  description: "Approve the system design in Documents, System Design tab",
};
const TECHNICAL_BLOCKER: StepBlocker = {
  title: PREREQUISITES_LABEL,
  description: `Approve all ${REQUIRED_TECHNICAL_DOCUMENTS} technical documents in Documents, Technical tab`,
};

/**
 * Why a step cannot start, or null when it can (delivery.md §5): the create-project step waits for a
 * non-placeholder description; technical documents need the design approved; code generation needs all
 * technical documents approved.
 */
export function stepBlocker(s: ProjectSnapshot, stepId: WorkflowStepId): StepBlocker | null {
  switch (stepId) {
    case "create-project":
      return isProjectDefined(s.project) ? null : PROJECT_SETUP_BLOCKER;
    case "technical-docs":
      return anyApproved(s.systemDesignDocuments) ? null : DESIGN_BLOCKER;
    case "code-generation":
      if (canStartCodeGeneration(s)) return null;
      return anyApproved(s.systemDesignDocuments) ? TECHNICAL_BLOCKER : DESIGN_BLOCKER;
    default:
      return null;
  }
}

/** The 'Define Your Project' form submits only with a name and a description (delivery.md §5). */
export function canSubmitProjectForm(name: string, description: string): boolean {
  return name.trim().length > 0 && description.trim().length > 0;
}
