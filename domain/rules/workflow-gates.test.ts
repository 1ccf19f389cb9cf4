import { describe, expect, it } from "vitest";
import { placeholderDescription } from "./project-snapshot";
import { buildProject, snapshotAt, type Stage } from "./test-factories";
import { canSubmitProjectForm, PREREQUISITES_LABEL, stepBlocker } from "./workflow-gates";
import type { WorkflowStepId } from "./workflow-steps";

// prettier-ignore
const blockerCases: { when: string; stage: Stage; step: WorkflowStepId; blocked: boolean }[] = [
  { when: "a defined project may start Create Project", stage: "no-documents", step: "create-project", blocked: false },
  { when: "technical documentation waits for the design approval", stage: "design-pending", step: "technical-docs", blocked: true },
  { when: "technical documentation may start once the design is approved", stage: "design-approved", step: "technical-docs", blocked: false },
  { when: "code generation waits for the design approval", stage: "srs-approved", step: "code-generation", blocked: true },
  { when: "code generation waits for all technical documents", stage: "tech-some-approved", step: "code-generation", blocked: true },
  { when: "code generation may start with three approved documents", stage: "tech-approved", step: "code-generation", blocked: false },
  { when: "unit testing has no document gate", stage: "no-documents", step: "unit-testing", blocked: false },
];

// prettier-ignore
const formCases: { when: string; name: string; description: string; allowed: boolean }[] = [
  { when: "a name and a description allow submitting the project form", name: "Shop", description: "Stock", allowed: true },
  { when: "a missing name stops the project form", name: "", description: "Stock", allowed: false },
  { when: "a blank description stops the project form", name: "Shop", description: "   ", allowed: false },
];

describe("stepBlocker", () => {
  it("stops Create Project while the description is the placeholder", () => {
    const project = buildProject({ description: placeholderDescription(new Date(Date.UTC(2024, 0, 5))) });
    expect(stepBlocker(snapshotAt("no-documents", { project }), "create-project")).toEqual({
      title: "Complete Project Setup First",
      description: "Please fill out the project form below to start your workflow",
    });
  });

  for (const { when, stage, step, blocked } of blockerCases) {
    it(when, () => {
      const blocker = stepBlocker(snapshotAt(stage), step);
      expect(blocker === null ? null : blocker.title).toBe(blocked ? PREREQUISITES_LABEL : null);
    });
  }

  it("points to the Technical tab once only technical approvals are missing", () => {
    expect(stepBlocker(snapshotAt("tech-some-approved"), "code-generation")?.description).toMatch(
      /Technical tab/,
    );
    expect(stepBlocker(snapshotAt("srs-approved"), "code-generation")?.description).toMatch(
      /System Design tab/,
    );
  });
});

describe("canSubmitProjectForm", () => {
  for (const { when, name, description, allowed } of formCases) {
    it(when, () => {
      expect(canSubmitProjectForm(name, description)).toBe(allowed);
    });
  }
});
