/**
 * Test data for the rules in this folder. Not a test file itself: the *.test.ts files import it.
 */
import {
  APPROVED,
  PENDING_APPROVAL,
  type DocumentFact,
  type DocumentStatus,
  type ProjectSnapshot,
} from "./project-snapshot";

export const doc = (status: DocumentStatus): DocumentFact => ({ status });
export const approved: DocumentFact = doc(APPROVED);
export const pending: DocumentFact = doc(PENDING_APPROVAL);
/** A generated document that carries no status yet. */
export const draft: DocumentFact = doc(null);

export function buildProject(
  overrides: Partial<ProjectSnapshot["project"]> = {},
): ProjectSnapshot["project"] {
  return {
    name: "Shop Inventory",
    description: "Tracks stock levels for a small shop.",
    status: null,
    ...overrides,
  };
}

export function buildSnapshot(overrides: Partial<ProjectSnapshot> = {}): ProjectSnapshot {
  return {
    project: buildProject(),
    srsDocuments: [],
    systemDesignDocuments: [],
    technicalDocuments: [],
    hasGeneratedCode: false,
    hasTestRun: false,
    testsPassed: false,
    hasPreviewRun: false,
    ...overrides,
  };
}

const srsApproved = { srsDocuments: [approved] };
const designApproved = { ...srsApproved, systemDesignDocuments: [approved] };
const techApproved = { ...designApproved, technicalDocuments: [approved, approved, approved] };

/** The points a project passes through, in order; each stage includes everything before it. */
const STAGES = {
  "no-documents": {},
  "srs-draft": { srsDocuments: [draft] },
  "srs-pending": { srsDocuments: [pending] },
  "srs-approved": srsApproved,
  "design-draft": { ...srsApproved, systemDesignDocuments: [draft] },
  "design-pending": { ...srsApproved, systemDesignDocuments: [pending] },
  "design-approved": designApproved,
  "tech-draft": { ...designApproved, technicalDocuments: [draft, draft, draft] },
  "tech-pending": { ...designApproved, technicalDocuments: [pending, pending, pending] },
  "tech-some-approved": { ...designApproved, technicalDocuments: [approved, pending, pending] },
  "tech-approved": techApproved,
  "code-generated": { ...techApproved, hasGeneratedCode: true },
  "tests-failing": { ...techApproved, hasGeneratedCode: true, hasTestRun: true },
  tested: { ...techApproved, hasGeneratedCode: true, hasTestRun: true, testsPassed: true },
  previewed: {
    ...techApproved,
    hasGeneratedCode: true,
    hasTestRun: true,
    testsPassed: true,
    hasPreviewRun: true,
  },
  deployed: {
    ...techApproved,
    hasGeneratedCode: true,
    hasTestRun: true,
    testsPassed: true,
    hasPreviewRun: true,
    project: buildProject({ status: "deployed" }),
  },
} satisfies Record<string, Partial<ProjectSnapshot>>;

export type Stage = keyof typeof STAGES;
/** Every stage, in the order a project passes through them. */
export const ALL_STAGES = Object.keys(STAGES) as Stage[];

/** A snapshot of a project that has reached `stage`, with optional overrides on top. */
export function snapshotAt(stage: Stage, overrides: Partial<ProjectSnapshot> = {}): ProjectSnapshot {
  return buildSnapshot({ ...STAGES[stage], ...overrides });
}
