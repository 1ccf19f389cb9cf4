/**
 * The project's one progress figure (FEATURES.md B10): how far the real pipeline has gone, from the idea to a
 * deployed application. Every view that shows a project's progress (welcome card, Overview, Agent Status,
 * /agents, /workflow, the timeline, the sidebar) shows this figure, and the views' own bars are built from the
 * same stages, so no two of them can disagree.
 *
 * The spec's constants (5/20/25 on the welcome card, 10–60 on the dashboard, agent-card averages) were the
 * original's stand-ins: it stopped at the technical documents and faked the rest. They are replaced here.
 */
import {
  anyApproved,
  isApproved,
  isProjectDefined,
  type DocumentFact,
  type ProjectSnapshot,
} from "./project-snapshot";

export type PipelineStageId =
  | "create-project"
  | "requirements"
  | "system-design"
  | "technical-docs"
  | "code-generation"
  | "unit-testing"
  | "app-preview"
  | "deployment";

/** delivery.md §5, §9: code generation needs all 3 technical documents approved. */
export const REQUIRED_TECHNICAL_DOCUMENTS = 3;

export interface PipelineStage {
  id: PipelineStageId;
  /** What reaching the stage means, as the Next Milestone card names it. */
  milestone: string;
  /** Share of the stage done, 0 to 1: 1 only when the stage is really reached. */
  done: (s: ProjectSnapshot) => number;
}

/** A document stage: half once the document is written, whole once the user approved it. */
function documentShare(docs: readonly DocumentFact[]): number {
  if (anyApproved(docs)) return 1;
  return docs.length > 0 ? 0.5 : 0;
}

/** Each of the three technical documents counts a third: half of that once written, all of it once approved. */
function technicalShare(docs: readonly DocumentFact[]): number {
  const approvedCount = Math.min(docs.filter(isApproved).length, REQUIRED_TECHNICAL_DOCUMENTS);
  const writtenCount = Math.min(docs.length, REQUIRED_TECHNICAL_DOCUMENTS);
  return (approvedCount + (writtenCount - approvedCount) / 2) / REQUIRED_TECHNICAL_DOCUMENTS;
}

/** Tests count once they pass; a finished run with failures is half way (the tests exist and ran). */
function testingShare(s: ProjectSnapshot): number {
  if (s.testsPassed === true) return 1;
  return s.hasTestRun === true ? 0.5 : 0;
}

export const isDeployed = (s: ProjectSnapshot): boolean => s.project.status === "deployed";

/** The eight stages in the order a project reaches them; the ids are the workflow's step ids. */
export const PIPELINE_STAGES: readonly PipelineStage[] = [
  {
    id: "create-project",
    milestone: "Project definition",
    done: (s) => (isProjectDefined(s.project) ? 1 : 0),
  },
  { id: "requirements", milestone: "SRS approval", done: (s) => documentShare(s.srsDocuments) },
  {
    id: "system-design",
    milestone: "System design approval",
    done: (s) => documentShare(s.systemDesignDocuments),
  },
  {
    id: "technical-docs",
    milestone: "Technical documents approval",
    done: (s) => technicalShare(s.technicalDocuments),
  },
  { id: "code-generation", milestone: "Code generation", done: (s) => (s.hasGeneratedCode === true ? 1 : 0) },
  { id: "unit-testing", milestone: "Passing tests", done: testingShare },
  { id: "app-preview", milestone: "App preview", done: (s) => (s.hasPreviewRun === true ? 1 : 0) },
  { id: "deployment", milestone: "Deployment", done: (s) => (isDeployed(s) ? 1 : 0) },
];

/** The share of one stage done, 0 to 1. */
export function stageShare(s: ProjectSnapshot, id: PipelineStageId): number {
  return PIPELINE_STAGES.find((stage) => stage.id === id)?.done(s) ?? 0;
}

/** A stage is complete when its whole share is done. */
export const isStageComplete = (s: ProjectSnapshot, id: PipelineStageId): boolean => stageShare(s, id) === 1;

/** Percent for a set of stages: their mean share, rounded; 100 only when every one of them is complete. */
export function stagesPercent(s: ProjectSnapshot, ids: readonly PipelineStageId[]): number {
  if (ids.length === 0) return 0;
  const shares = ids.map((id) => stageShare(s, id));
  const percent = Math.round((shares.reduce((sum, share) => sum + share, 0) / shares.length) * 100);
  // Rounding must not claim completion: 99.6 % of the work is shown as 99.
  return shares.every((share) => share === 1) ? 100 : Math.min(percent, 99);
}

/** The project's progress in percent: every stage of the pipeline weighs the same. */
export function projectProgress(s: ProjectSnapshot): number {
  return stagesPercent(
    s,
    PIPELINE_STAGES.map((stage) => stage.id),
  );
}
