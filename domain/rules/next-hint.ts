/**
 * The sidebar's 'Next:' hint (platform.md §4 "'Next:' hint order"). Texts are without the 'Next:' prefix.
 */
import { anyApproved, anyPending, type ProjectSnapshot } from "./project-snapshot";

export const NEXT_HINTS = {
  gatherRequirements: "Complete requirements gathering",
  approveSrs: "Approve the SRS",
  generateDesign: "Generate system design",
  approveDesign: "Approve the system design",
  generateTechnicalDocuments: "Generate technical documents",
  awaitTechnicalDocuments: "Awaiting technical documents",
  approveTechnicalDocuments: "Approve technical documents",
  qaReady: "QA Tester AI ready to generate test plans",
} as const;

/**
 * The first unmet step in the spec's order. Technical documents that exist with neither status are still being
 * produced, so the hint waits for them rather than asking to generate them again.
 */
export function nextHint(s: ProjectSnapshot): string {
  if (!anyApproved(s.srsDocuments)) {
    return anyPending(s.srsDocuments) ? NEXT_HINTS.approveSrs : NEXT_HINTS.gatherRequirements;
  }
  if (s.systemDesignDocuments.length === 0) return NEXT_HINTS.generateDesign;
  if (!anyApproved(s.systemDesignDocuments)) return NEXT_HINTS.approveDesign;
  if (s.technicalDocuments.length === 0) return NEXT_HINTS.generateTechnicalDocuments;
  if (!anyApproved(s.technicalDocuments)) {
    return anyPending(s.technicalDocuments)
      ? NEXT_HINTS.approveTechnicalDocuments
      : NEXT_HINTS.awaitTechnicalDocuments;
  }
  return NEXT_HINTS.qaReady;
}
