import { describe, expect, it } from "vitest";
import { currentPhaseLabel, nextMilestone } from "./progress";
import { buildProject, draft, snapshotAt, type Stage } from "./test-factories";

// prettier-ignore
const phaseCases: { when: string; stage: Stage; label: string }[] = [
  { when: "a new project is in Requirements Gathering", stage: "no-documents", label: "Requirements Gathering" },
  { when: "an approved SRS moves to System Architecture", stage: "srs-approved", label: "System Architecture" },
  { when: "an approved design moves to Database Design", stage: "design-approved", label: "Database Design" },
  { when: "approved technical documents move to Implementation", stage: "tech-approved", label: "Implementation" },
  { when: "generated code moves to Testing & QA", stage: "code-generated", label: "Testing & QA" },
  { when: "failing tests stay in Testing & QA", stage: "tests-failing", label: "Testing & QA" },
  { when: "passing tests move to Deployment", stage: "tested", label: "Deployment" },
  { when: "a deployed project reads Completed", stage: "deployed", label: "Completed" },
];

// prettier-ignore
const milestoneCases: { when: string; stage: Stage; milestone: string; project?: { description: string } }[] = [
  { when: "an undescribed project works towards its definition", stage: "no-documents", milestone: "Project definition", project: { description: "A new project created on 2026-01-02" } },
  { when: "a new project works towards SRS approval", stage: "no-documents", milestone: "SRS approval" },
  { when: "an approved SRS works towards design approval", stage: "srs-approved", milestone: "System design approval" },
  { when: "an approved design works towards technical documents approval", stage: "design-approved", milestone: "Technical documents approval" },
  { when: "approved technical documents work towards code generation", stage: "tech-approved", milestone: "Code generation" },
  { when: "approved technical documents not all approved still work towards their approval", stage: "tech-some-approved", milestone: "Technical documents approval" },
  { when: "generated code works towards passing tests", stage: "code-generated", milestone: "Passing tests" },
  { when: "failing tests still work towards passing tests", stage: "tests-failing", milestone: "Passing tests" },
  { when: "a tested app works towards a preview", stage: "tested", milestone: "App preview" },
  { when: "a previewed app works towards deployment", stage: "previewed", milestone: "Deployment" },
  { when: "a deployed project has reached every milestone", stage: "deployed", milestone: "All milestones reached" },
];

describe("currentPhaseLabel", () => {
  for (const { when, stage, label } of phaseCases) {
    it(when, () => {
      expect(currentPhaseLabel(snapshotAt(stage))).toBe(label);
    });
  }
});

describe("nextMilestone", () => {
  for (const { when, stage, milestone, project } of milestoneCases) {
    it(when, () => {
      const s = snapshotAt(stage, project ? { project: buildProject(project) } : {});
      expect(nextMilestone(s)).toBe(milestone);
    });
  }

  it("still waits for SRS approval when only a draft SRS exists", () => {
    expect(nextMilestone(snapshotAt("no-documents", { srsDocuments: [draft] }))).toBe("SRS approval");
  });
});
