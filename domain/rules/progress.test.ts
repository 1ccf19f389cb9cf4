import { describe, expect, it } from "vitest";
import { currentPhaseLabel, dashboardProgress, nextMilestone, welcomeProgress } from "./progress";
import { approved, buildProject, draft, pending, snapshotAt, type Stage } from "./test-factories";

// prettier-ignore
const welcomeCases: { when: string; stage: Stage; progress: number }[] = [
  { when: "a project without an SRS is 5% complete", stage: "no-documents", progress: 5 },
  { when: "an SRS without a status is still 5% complete", stage: "srs-draft", progress: 5 },
  { when: "a pending SRS is 20% complete", stage: "srs-pending", progress: 20 },
  { when: "an approved SRS is 25% complete", stage: "srs-approved", progress: 25 },
];

// prettier-ignore
const dashboardCases: { when: string; stage: Stage; progress: number }[] = [
  { when: "a project with no documents is at 10", stage: "no-documents", progress: 10 },
  { when: "an existing SRS is at 15", stage: "srs-draft", progress: 15 },
  { when: "a pending SRS is at 20", stage: "srs-pending", progress: 20 },
  { when: "an approved SRS is at 25", stage: "srs-approved", progress: 25 },
  { when: "a generated design is at 35", stage: "design-draft", progress: 35 },
  { when: "a pending design counts as generated, at 35", stage: "design-pending", progress: 35 },
  { when: "an approved design is at 40", stage: "design-approved", progress: 40 },
  { when: "generated technical documents are at 55", stage: "tech-pending", progress: 55 },
  { when: "some approved technical documents are at 60", stage: "tech-some-approved", progress: 60 },
  { when: "later work does not raise it past 60", stage: "deployed", progress: 60 },
];

// prettier-ignore
const phaseCases: { when: string; stage: Stage; label: string }[] = [
  { when: "a new project is in Requirements Gathering", stage: "no-documents", label: "Requirements Gathering" },
  { when: "an approved SRS moves to System Architecture", stage: "srs-approved", label: "System Architecture" },
  { when: "an approved design moves to Database Design", stage: "design-approved", label: "Database Design" },
  { when: "approved technical documents move to Implementation", stage: "tech-approved", label: "Implementation" },
  { when: "generated code moves to Testing & QA", stage: "code-generated", label: "Testing & QA" },
  { when: "a tested app moves to Deployment", stage: "tested", label: "Deployment" },
  { when: "a deployed project reads Completed", stage: "deployed", label: "Completed" },
];

// prettier-ignore
const milestoneCases: { when: string; stage: Stage; milestone: string }[] = [
  { when: "a new project works towards SRS approval", stage: "no-documents", milestone: "SRS approval" },
  { when: "an approved SRS works towards design approval", stage: "srs-approved", milestone: "System design approval" },
  { when: "an approved design works towards technical documents approval", stage: "design-approved", milestone: "Technical documents approval" },
  { when: "approved technical documents work towards code generation", stage: "tech-some-approved", milestone: "Code generation" },
  { when: "generated code works towards unit testing", stage: "code-generated", milestone: "Unit testing" },
  { when: "a tested app works towards a preview", stage: "tested", milestone: "App preview" },
  { when: "a previewed app works towards deployment", stage: "previewed", milestone: "Deployment" },
  { when: "a deployed project has reached every milestone", stage: "deployed", milestone: "All milestones reached" },
];

describe("welcomeProgress", () => {
  for (const { when, stage, progress } of welcomeCases) {
    it(when, () => {
      expect(welcomeProgress(snapshotAt(stage))).toBe(progress);
    });
  }

  it("gives a sample-named project no special value", () => {
    const s = snapshotAt("no-documents", { project: buildProject({ name: "OGBilliards Logger" }) });
    expect(welcomeProgress(s)).toBe(5);
  });
});

describe("dashboardProgress", () => {
  for (const { when, stage, progress } of dashboardCases) {
    it(when, () => {
      expect(dashboardProgress(snapshotAt(stage))).toBe(progress);
    });
  }

  it("takes the highest stage reached even when an earlier document is unapproved", () => {
    const s = snapshotAt("no-documents", { srsDocuments: [pending], systemDesignDocuments: [approved] });
    expect(dashboardProgress(s)).toBe(40);
  });

  it("gives a deployed project nothing beyond what its documents earn", () => {
    const s = snapshotAt("srs-approved", { project: buildProject({ status: "deployed" }) });
    expect(dashboardProgress(s)).toBe(25);
  });
});

describe("currentPhaseLabel", () => {
  for (const { when, stage, label } of phaseCases) {
    it(when, () => {
      expect(currentPhaseLabel(snapshotAt(stage))).toBe(label);
    });
  }
});

describe("nextMilestone", () => {
  for (const { when, stage, milestone } of milestoneCases) {
    it(when, () => {
      expect(nextMilestone(snapshotAt(stage))).toBe(milestone);
    });
  }

  it("still waits for SRS approval when only a draft SRS exists", () => {
    expect(nextMilestone(snapshotAt("no-documents", { srsDocuments: [draft] }))).toBe("SRS approval");
  });
});
