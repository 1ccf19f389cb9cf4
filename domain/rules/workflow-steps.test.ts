import { describe, expect, it } from "vitest";
import { REQUIRED_TECHNICAL_DOCUMENTS } from "./pipeline-stages";
import { placeholderDescription } from "./project-snapshot";
import { approved, buildProject, pending, snapshotAt, type Stage } from "./test-factories";
import {
  canStartCodeGeneration,
  currentStepIndex,
  stepBadge,
  workflowSteps,
  type StepStatus,
} from "./workflow-steps";

type Eight<T> = [T, T, T, T, T, T, T, T];
const C = "completed";
const I = "in-progress";
const P = "pending";
const undefinedProject = buildProject({
  description: placeholderDescription(new Date(Date.UTC(2024, 0, 5))),
});

// prettier-ignore
const statusCases: { when: string; stage: Stage; statuses: Eight<StepStatus>; current: number | null }[] = [
  { when: "a defined project without documents is on requirements", stage: "no-documents", statuses: [C, I, P, P, P, P, P, P], current: 1 },
  { when: "an approved SRS moves on to system design", stage: "srs-approved", statuses: [C, C, I, P, P, P, P, P], current: 2 },
  { when: "an approved design moves on to technical documentation", stage: "design-approved", statuses: [C, C, C, I, P, P, P, P], current: 3 },
  { when: "one approved technical document of three keeps that step in progress", stage: "tech-some-approved", statuses: [C, C, C, I, P, P, P, P], current: 3 },
  { when: "three approved technical documents move on to code generation", stage: "tech-approved", statuses: [C, C, C, C, I, P, P, P], current: 4 },
  { when: "generated code moves on to unit testing", stage: "code-generated", statuses: [C, C, C, C, C, I, P, P], current: 5 },
  { when: "failing tests keep unit testing open", stage: "tests-failing", statuses: [C, C, C, C, C, I, P, P], current: 5 },
  { when: "passing tests move the current index to 6", stage: "tested", statuses: [C, C, C, C, C, C, I, P], current: 6 },
  { when: "a preview run moves the current index to 7", stage: "previewed", statuses: [C, C, C, C, C, C, C, I], current: 7 },
  { when: "a deployed project completes every step and has no current step left", stage: "deployed", statuses: [C, C, C, C, C, C, C, C], current: null },
];

// prettier-ignore
const progressCases: { when: string; stage: Stage; index: number; progress: number }[] = [
  { when: "a completed step is at 100", stage: "srs-approved", index: 1, progress: 100 },
  { when: "a step awaiting approval is half way", stage: "design-pending", index: 2, progress: 50 },
  { when: "a step with a generated document without status is half way", stage: "design-draft", index: 2, progress: 50 },
  { when: "a step not yet started is at 0", stage: "srs-approved", index: 2, progress: 0 },
  { when: "technical documentation counts a third per approved document, half that per written one", stage: "tech-some-approved", index: 3, progress: 67 },
  { when: "failing tests are half of unit testing", stage: "tests-failing", index: 5, progress: 50 },
];

// prettier-ignore
const badgeCases: { when: string; status: StepStatus; badge: string }[] = [
  { when: "a pending step reads pending", status: "pending", badge: "pending" },
  { when: "an in-progress step reads in progress, without the hyphen", status: "in-progress", badge: "in progress" },
  { when: "a completed step reads completed", status: "completed", badge: "completed" },
];

// prettier-ignore
const codeGenerationCases: { when: string; approvedCount: number; allowed: boolean }[] = [
  { when: "two approved technical documents are not enough to generate code", approvedCount: 2, allowed: false },
  { when: "three approved technical documents allow code generation", approvedCount: 3, allowed: true },
  { when: "more than three approved technical documents allow code generation", approvedCount: 4, allowed: true },
];

describe("workflowSteps", () => {
  it("lists the eight steps with the spec's ids and titles", () => {
    expect(workflowSteps(snapshotAt("no-documents")).map((s) => [s.id, s.title])).toEqual([
      ["create-project", "Create Project"],
      ["requirements", "Requirements Analysis"],
      ["system-design", "System Design"],
      ["technical-docs", "Technical Documentation"],
      ["code-generation", "Code Generation"],
      ["unit-testing", "Unit Testing"],
      ["app-preview", "App Preview"],
      ["deployment", "Deploy Application"],
    ]);
  });

  for (const { when, stage, statuses, current } of statusCases) {
    it(when, () => {
      const steps = workflowSteps(snapshotAt(stage));
      expect(steps.map((s) => s.status)).toEqual(statuses);
      expect(currentStepIndex(steps)).toBe(current);
    });
  }

  it("keeps Create Project in progress while the description is the placeholder", () => {
    const steps = workflowSteps(snapshotAt("no-documents", { project: undefinedProject }));
    expect(steps[0]?.status).toBe("in-progress");
    expect(currentStepIndex(steps)).toBe(0);
  });

  it("marks a step whose document awaits approval in progress even when an earlier step is open", () => {
    const steps = workflowSteps(snapshotAt("srs-pending", { project: undefinedProject }));
    expect(steps[1]).toMatchObject({ status: "in-progress", progress: 50 });
  });

  for (const { when, stage, index, progress } of progressCases) {
    it(when, () => {
      expect(workflowSteps(snapshotAt(stage))[index]?.progress).toBe(progress);
    });
  }

  it("marks done detail lines with a leading check mark", () => {
    expect(workflowSteps(snapshotAt("srs-pending"))[1]?.details).toEqual(["✓ SRS generated", "SRS approved"]);
    expect(workflowSteps(snapshotAt("tech-some-approved"))[3]?.details).toEqual([
      "✓ Technical documents generated",
      "1 of 3 technical documents approved",
    ]);
  });

  it("gives the steps that produce something to look at an action link", () => {
    expect(workflowSteps(snapshotAt("deployed")).map((s) => s.action?.path ?? null)).toEqual([
      null,
      "/documents",
      "/documents",
      "/documents",
      "/code",
      "/testing",
      null,
      null,
    ]);
  });
});

describe("currentStepIndex", () => {
  it("has no current step when there are no steps", () => {
    expect(currentStepIndex([])).toBeNull();
  });
});

describe("stepBadge", () => {
  for (const { when, status, badge } of badgeCases) {
    it(when, () => {
      expect(stepBadge(status)).toBe(badge);
    });
  }
});

describe("canStartCodeGeneration", () => {
  for (const { when, approvedCount, allowed } of codeGenerationCases) {
    it(when, () => {
      const technicalDocuments = [...Array.from({ length: approvedCount }, () => approved), pending];
      expect(canStartCodeGeneration(snapshotAt("design-approved", { technicalDocuments }))).toBe(allowed);
    });
  }

  it("requires three technical documents", () => {
    expect(REQUIRED_TECHNICAL_DOCUMENTS).toBe(3);
  });
});
