/**
 * The ordered phase list: the one source of phase order. Folders named NN-* in domain/artifacts,
 * server/pipeline/phases and client/src/pipeline/phases follow these numbers.
 */
export const PHASES = [
  { number: 1, id: "requirements", title: "Requirements", agent: "Requirements AI" },
  { number: 2, id: "srs", title: "Software Requirements Specification", agent: "Requirements AI" },
  { number: 3, id: "system-design", title: "System Design", agent: "Architectural AI" },
  { number: 4, id: "technical-docs", title: "Technical Documents", agent: "DBA-Coder AI" },
  { number: 5, id: "code", title: "Code Generation", agent: "DBA-Coder AI" },
  { number: 6, id: "testing", title: "Testing", agent: "QA Tester AI" },
  { number: 7, id: "preview", title: "Preview", agent: "QA Tester AI" },
  { number: 8, id: "deployment", title: "Deployment", agent: "DBA-Coder AI" },
  { number: 9, id: "export", title: "Export", agent: "DBA-Coder AI" },
] as const;

export type PhaseId = (typeof PHASES)[number]["id"];

/** The four assistants named in the sidebar, in their display order. */
export const SIDEBAR_AGENTS = [
  "Requirements AI",
  "Architectural AI",
  "DBA-Coder AI",
  "QA Tester AI",
] as const;
export type SidebarAgent = (typeof SIDEBAR_AGENTS)[number];
