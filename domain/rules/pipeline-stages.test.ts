import { describe, expect, it } from "vitest";
import { dashboardAgents, developmentProgress } from "./agent-status";
import { agentCards, agentSummary } from "./agents-dashboard";
import { nextHint, NEXT_HINTS } from "./next-hint";
import { projectProgress, stagesPercent } from "./pipeline-stages";
import { sidebarAgentLabel } from "./sidebar-agents";
import { ALL_STAGES, approved, buildProject, pending, snapshotAt, type Stage } from "./test-factories";
import { timelinePhases } from "./timeline";
import { currentStepIndex, workflowSteps } from "./workflow-steps";

/** The project's one figure at each point it passes through: every stage weighs an eighth. */
// prettier-ignore
const progressCases: Record<Stage, number> = {
  "no-documents": 13,       // described: 1 of 8
  "srs-draft": 19,          // + half of the SRS
  "srs-pending": 19,
  "srs-approved": 25,
  "design-draft": 31,
  "design-pending": 31,
  "design-approved": 38,
  "tech-draft": 44,         // three documents written: half of the stage
  "tech-pending": 44,
  "tech-some-approved": 46, // one approved, two written: two thirds
  "tech-approved": 50,
  "code-generated": 63,
  "tests-failing": 69,      // the tests ran and some fail: half of the stage
  tested: 75,
  previewed: 88,
  deployed: 100,
};

/** The 'Next:' hint at each point: always the real next action, 'Done' at the end. */
// prettier-ignore
const hintCases: Record<Stage, string> = {
  "no-documents": NEXT_HINTS.gatherRequirements,
  "srs-draft": NEXT_HINTS.gatherRequirements,
  "srs-pending": NEXT_HINTS.approveSrs,
  "srs-approved": NEXT_HINTS.generateDesign,
  "design-draft": NEXT_HINTS.approveDesign,
  "design-pending": NEXT_HINTS.approveDesign,
  "design-approved": NEXT_HINTS.generateTechnicalDocuments,
  "tech-draft": NEXT_HINTS.awaitTechnicalDocuments,
  "tech-pending": NEXT_HINTS.approveTechnicalDocuments,
  "tech-some-approved": NEXT_HINTS.approveTechnicalDocuments,
  "tech-approved": NEXT_HINTS.generateCode,
  "code-generated": NEXT_HINTS.qaReady,
  "tests-failing": NEXT_HINTS.fixFailingTests,
  tested: NEXT_HINTS.openPreview,
  previewed: NEXT_HINTS.deploy,
  deployed: NEXT_HINTS.done,
};

describe("one progress figure over every pipeline state", () => {
  for (const stage of ALL_STAGES) {
    it(`${stage}: every view shows ${progressCases[stage]} %`, () => {
      const s = snapshotAt(stage);
      const figure = projectProgress(s);
      expect(figure).toBe(progressCases[stage]);
      // Agent Status view, /agents summary and its Project Manager card.
      expect(developmentProgress(s)).toBe(figure);
      const cards = agentCards(s);
      expect(agentSummary(s, cards).overallProgress).toBe(figure);
      expect(cards.find((c) => c.id === "project-manager")?.progress).toBe(figure);
      // /workflow: the steps' bars are the stages' shares, so their mean is the figure.
      const steps = workflowSteps(s);
      const mean = steps.reduce((sum, step) => sum + step.progress, 0) / steps.length;
      expect(Math.abs(mean - figure)).toBeLessThanOrEqual(1);
      // The figure is 100 exactly when every step, timeline phase and agent is complete.
      const allDone = steps.every((step) => step.status === "completed");
      expect(figure === 100).toBe(allDone);
      expect(timelinePhases(s).every((phase) => phase.status === "completed")).toBe(allDone);
      expect(currentStepIndex(steps) === null).toBe(allDone);
    });
  }

  it("never rounds unfinished work up to 100", () => {
    // Everything but one of three technical documents approved: 23.83 of 24 thirds.
    const s = snapshotAt("deployed", { technicalDocuments: [approved, approved, pending] });
    expect(projectProgress(s)).toBe(98);
    expect(stagesPercent(s, ["technical-docs"])).toBe(83);
  });

  it("gives a sample-named project no special value", () => {
    const s = snapshotAt("no-documents", { project: buildProject({ name: "OGBilliards Logger" }) });
    expect(projectProgress(s)).toBe(13);
  });

  it("counts an opened preview as a preview, not as a deployment", () => {
    const s = snapshotAt("previewed", { project: buildProject({ status: "preview-ready" }) });
    expect(projectProgress(s)).toBe(88);
    const deployment = timelinePhases(s).find((phase) => phase.id === "deployment");
    expect(deployment?.completedTasks).toEqual(["App preview run"]);
    expect(deployment?.status).toBe("ready");
  });
});

describe("'Next:' over every pipeline state", () => {
  for (const stage of ALL_STAGES) {
    it(`${stage}: ${hintCases[stage]}`, () => {
      expect(nextHint(snapshotAt(stage))).toBe(hintCases[stage]);
    });
  }
});

describe("the QA Tester after a test run", () => {
  it("is at work with half its stage once tests ran with failures", () => {
    const s = snapshotAt("tests-failing");
    expect(sidebarAgentLabel(s, "QA Tester AI")).toBe("In Progress");
    const qa = dashboardAgents(s).find((a) => a.agent === "QA Tester AI");
    expect(qa).toMatchObject({
      status: "active",
      progress: 50,
      currentTask: "Tests ran with failures to fix",
    });
  });

  it("is done at 100 once the tests pass", () => {
    const s = snapshotAt("tested");
    expect(sidebarAgentLabel(s, "QA Tester AI")).toBe("Done");
    const qa = dashboardAgents(s).find((a) => a.agent === "QA Tester AI");
    expect(qa).toMatchObject({ status: "completed", progress: 100, currentTask: "All tests pass" });
  });
});
