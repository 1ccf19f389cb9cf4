/**
 * The sidebar's 'AI Agents' panel (platform.md §4 "Sidebar agent labels").
 *
 * Where a rule reads "X until <gate>; then ...", the agent's own documents are checked first and the gate only
 * decides between the waiting labels: an approved design stays Done even if the SRS is later regenerated.
 *
 * Two rules go further than the spec, so that a label never contradicts the progress beside it: the DBA-Coder AI
 * is Done when all three technical documents are approved (the spec: when some is), and the QA Tester AI works
 * on the generated code (In Progress) until its tests pass (Done), which the original never tracked.
 */
import { SIDEBAR_AGENTS, type SidebarAgent } from "../pipeline/phases";
import { isStageComplete } from "./pipeline-stages";
import { anyApproved, anyPending, type ProjectSnapshot } from "./project-snapshot";

export type SidebarAgentLabel = "Done" | "Pending Approval" | "In Progress" | "Blocked" | "Ready" | "Idle";

const LABEL_RULES: Record<SidebarAgent, (s: ProjectSnapshot) => SidebarAgentLabel> = {
  "Requirements AI": (s) => {
    if (anyApproved(s.srsDocuments)) return "Done";
    if (anyPending(s.srsDocuments)) return "Pending Approval";
    return "In Progress";
  },
  "Architectural AI": (s) => {
    if (anyApproved(s.systemDesignDocuments)) return "Done";
    if (anyPending(s.systemDesignDocuments)) return "Pending Approval";
    return anyApproved(s.srsDocuments) ? "Ready" : "Blocked";
  },
  "DBA-Coder AI": (s) => {
    if (isStageComplete(s, "technical-docs")) return "Done";
    if (s.technicalDocuments.length > 0) return "Pending Approval";
    return anyApproved(s.systemDesignDocuments) ? "Ready" : "Idle";
  },
  "QA Tester AI": (s) => {
    if (s.testsPassed === true) return "Done";
    if (s.hasGeneratedCode === true) return "In Progress";
    return anyApproved(s.technicalDocuments) ? "Ready" : "Idle";
  },
};

/** One label per sidebar assistant, in SIDEBAR_AGENTS order (platform.md §4 "Sidebar agent labels"). */
export function sidebarAgentLabels(s: ProjectSnapshot): { agent: SidebarAgent; label: SidebarAgentLabel }[] {
  return SIDEBAR_AGENTS.map((agent) => ({ agent, label: LABEL_RULES[agent](s) }));
}

/** The label of one assistant; same rule as sidebarAgentLabels. */
export function sidebarAgentLabel(s: ProjectSnapshot, agent: SidebarAgent): SidebarAgentLabel {
  return LABEL_RULES[agent](s);
}
