import { describe, expect, it } from "vitest";
import {
  activePhaseCount,
  completedPhaseCount,
  dashboardAgents,
  developmentProgress,
  type DashboardAgentStatus,
} from "./agent-status";
import { snapshotAt, type Stage } from "./test-factories";

type Four<T> = [T, T, T, T];

// Agents in sidebar order: Requirements AI, Architectural AI, DBA-Coder AI, QA Tester AI. Each card's progress is
// its share of its own pipeline stages: the Requirements AI has the project's description and the SRS.
// prettier-ignore
const agentCases: { when: string; stage: Stage; statuses: Four<DashboardAgentStatus>; progress: Four<number> }[] = [
  { when: "a described project has the Requirements AI active and half way", stage: "no-documents", statuses: ["active", "idle", "idle", "idle"], progress: [50, 0, 0, 0] },
  { when: "an existing SRS puts the requirements card at 75", stage: "srs-draft", statuses: ["active", "idle", "idle", "idle"], progress: [75, 0, 0, 0] },
  { when: "a pending SRS makes the Requirements AI wait", stage: "srs-pending", statuses: ["waiting", "idle", "idle", "idle"], progress: [75, 0, 0, 0] },
  { when: "an approved SRS completes requirements at 100 and activates the architect", stage: "srs-approved", statuses: ["completed", "active", "idle", "idle"], progress: [100, 0, 0, 0] },
  { when: "a pending design makes the architect wait half way", stage: "design-pending", statuses: ["completed", "waiting", "idle", "idle"], progress: [100, 50, 0, 0] },
  { when: "an approved design activates the DBA-Coder", stage: "design-approved", statuses: ["completed", "completed", "active", "idle"], progress: [100, 100, 0, 0] },
  { when: "written technical documents put the database card half way while it waits", stage: "tech-pending", statuses: ["completed", "completed", "waiting", "idle"], progress: [100, 100, 50, 0] },
  { when: "one approved technical document of three keeps the DBA-Coder waiting, at two thirds", stage: "tech-some-approved", statuses: ["completed", "completed", "waiting", "active"], progress: [100, 100, 67, 0] },
  { when: "all three approved complete the DBA-Coder and make QA ready", stage: "tech-approved", statuses: ["completed", "completed", "completed", "active"], progress: [100, 100, 100, 0] },
  { when: "generated code has the QA Tester at work", stage: "code-generated", statuses: ["completed", "completed", "completed", "active"], progress: [100, 100, 100, 0] },
  { when: "failing tests keep the QA Tester at work, half way", stage: "tests-failing", statuses: ["completed", "completed", "completed", "active"], progress: [100, 100, 100, 50] },
  { when: "passing tests complete the QA Tester", stage: "tested", statuses: ["completed", "completed", "completed", "completed"], progress: [100, 100, 100, 100] },
];

// Development progress is the project's one figure (pipeline-stages.ts); the counts are the timeline's phases.
// prettier-ignore
const countCases: { when: string; stage: Stage; development: number; active: number; completed: number }[] = [
  { when: "a described project has one active phase", stage: "no-documents", development: 13, active: 1, completed: 0 },
  { when: "a pending SRS counts as an active phase", stage: "srs-pending", development: 19, active: 1, completed: 0 },
  { when: "an approved SRS completes one phase", stage: "srs-approved", development: 25, active: 0, completed: 1 },
  { when: "a pending design adds an active phase", stage: "design-pending", development: 31, active: 1, completed: 1 },
  { when: "failing tests are an active phase", stage: "tests-failing", development: 69, active: 1, completed: 4 },
  { when: "a deployed project completes all six phases", stage: "deployed", development: 100, active: 0, completed: 6 },
];

describe("dashboardAgents", () => {
  for (const { when, stage, statuses, progress } of agentCases) {
    it(when, () => {
      const agents = dashboardAgents(snapshotAt(stage));
      expect(agents.map((a) => a.status)).toEqual(statuses);
      expect(agents.map((a) => a.progress)).toEqual(progress);
    });
  }

  it("names a current task for every agent", () => {
    expect(dashboardAgents(snapshotAt("design-pending")).map((a) => a.currentTask)).toEqual([
      "SRS approved",
      "Awaiting system design approval",
      "Waiting for system design approval",
      "Waiting for approved technical documents",
    ]);
  });
});

describe("developmentProgress, activePhaseCount and completedPhaseCount", () => {
  for (const { when, stage, development, active, completed } of countCases) {
    it(when, () => {
      const s = snapshotAt(stage);
      expect(developmentProgress(s)).toBe(development);
      expect(activePhaseCount(s)).toBe(active);
      expect(completedPhaseCount(s)).toBe(completed);
    });
  }
});
