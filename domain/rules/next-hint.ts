/**
 * The sidebar's 'Next:' hint (platform.md §4 "'Next:' hint order"). Texts are without the 'Next:' prefix.
 * The spec's order stops at 'QA Tester AI ready to generate test plans'; the pipeline goes on to code, tests,
 * preview and deployment, so the hint goes on with it and says so when everything is done.
 */
import { isDeployed, isStageComplete } from "./pipeline-stages";
import { anyApproved, anyPending, type ProjectSnapshot } from "./project-snapshot";

export const NEXT_HINTS = {
  gatherRequirements: "Complete requirements gathering",
  approveSrs: "Approve the SRS",
  generateDesign: "Generate system design",
  approveDesign: "Approve the system design",
  generateTechnicalDocuments: "Generate technical documents",
  awaitTechnicalDocuments: "Awaiting technical documents",
  approveTechnicalDocuments: "Approve technical documents",
  generateCode: "Generate the application code",
  qaReady: "QA Tester AI ready to generate test plans",
  fixFailingTests: "Review the failing tests on AI Testing",
  openPreview: "Open the app preview",
  deploy: "Deploy the application",
  done: "Done: the application is deployed",
} as const;

/**
 * The first unmet step in the pipeline's order. Technical documents that exist with neither status are still
 * being produced, so the hint waits for them rather than asking to generate them again.
 */
export function nextHint(s: ProjectSnapshot): string {
  if (!anyApproved(s.srsDocuments)) {
    return anyPending(s.srsDocuments) ? NEXT_HINTS.approveSrs : NEXT_HINTS.gatherRequirements;
  }
  if (s.systemDesignDocuments.length === 0) return NEXT_HINTS.generateDesign;
  if (!anyApproved(s.systemDesignDocuments)) return NEXT_HINTS.approveDesign;
  if (s.technicalDocuments.length === 0) return NEXT_HINTS.generateTechnicalDocuments;
  if (!isStageComplete(s, "technical-docs")) {
    return anyPending(s.technicalDocuments)
      ? NEXT_HINTS.approveTechnicalDocuments
      : NEXT_HINTS.awaitTechnicalDocuments;
  }
  if (s.hasGeneratedCode !== true) return NEXT_HINTS.generateCode;
  if (s.testsPassed !== true) return s.hasTestRun === true ? NEXT_HINTS.fixFailingTests : NEXT_HINTS.qaReady;
  if (s.hasPreviewRun !== true) return NEXT_HINTS.openPreview;
  return isDeployed(s) ? NEXT_HINTS.done : NEXT_HINTS.deploy;
}
