/** The Documents page's three-step progress strip (delivery.md §2.2). */
import { anyApproved, type ProjectSnapshot } from "./project-snapshot";

export type DocumentStep =
  | { step: 1; title: "SRS"; status: "Approved" | "Pending" }
  | { step: 2; title: "System Design"; status: "Approved" | "Ready" | "Waiting" }
  | { step: 3; title: "Technical Docs"; status: "Ready" | "Waiting" };

/**
 * Each step is Ready once the document before it is approved, and Waiting until then (delivery.md §2.2, §4.1:
 * the design is generated only after SRS approval, technical documents only after design approval).
 */
export function documentSteps(s: ProjectSnapshot): [DocumentStep, DocumentStep, DocumentStep] {
  const srsApproved = anyApproved(s.srsDocuments);
  const designApproved = anyApproved(s.systemDesignDocuments);
  const designStatus = designApproved ? "Approved" : srsApproved ? "Ready" : "Waiting";
  return [
    { step: 1, title: "SRS", status: srsApproved ? "Approved" : "Pending" },
    { step: 2, title: "System Design", status: designStatus },
    { step: 3, title: "Technical Docs", status: designApproved ? "Ready" : "Waiting" },
  ];
}
