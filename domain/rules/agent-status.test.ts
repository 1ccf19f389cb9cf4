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

// Agents in sidebar order: Requirements AI, Architectural AI, DBA-Coder AI, QA Tester AI.
// prettier-ignore
const agentCases: { when: string; stage: Stage; statuses: Four<DashboardAgentStatus>; progress: Four<number> }[] = [
  { when: "a new project has only the Requirements AI active", stage: "no-documents", statuses: ["active", "idle", "idle", "idle"], progress: [0, 0, 0, 0] },
  { when: "an existing SRS puts the requirements card at 75", stage: "srs-draft", statuses: ["active", "idle", "idle", "idle"], progress: [75, 0, 0, 0] },
  { when: "a pending SRS makes the Requirements AI wait", stage: "srs-pending", statuses: ["waiting", "idle", "idle", "idle"], progress: [75, 0, 0, 0] },
  { when: "an approved SRS completes requirements at 100 and activates the architect", stage: "srs-approved", statuses: ["completed", "active", "idle", "idle"], progress: [100, 0, 0, 0] },
  { when: "a pending design makes the architect wait at 75", stage: "design-pending", statuses: ["completed", "waiting", "idle", "idle"], progress: [100, 75, 0, 0] },
  { when: "an approved design activates the DBA-Coder", stage: "design-approved", statuses: ["completed", "completed", "active", "idle"], progress: [100, 100, 0, 0] },
  { when: "existing technical documents fill the database card while it waits", stage: "tech-pending", statuses: ["completed", "completed", "waiting", "idle"], progress: [100, 100, 100, 0] },
  { when: "an approved technical document completes the DBA-Coder and activates QA", stage: "tech-some-approved", statuses: ["completed", "completed", "completed", "active"], progress: [100, 100, 100, 0] },
];

// Development progress is the rounded mean of the six timeline phases' progress.
// prettier-ignore
const countCases: { when: string; stage: Stage; development: number; active: number; completed: number }[] = [
  { when: "a new project has one active phase and 50 of 600 points", stage: "no-documents", development: 8, active: 1, completed: 0 },
  { when: "a pending SRS counts as an active phase", stage: "srs-pending", development: 15, active: 1, completed: 0 },
  { when: "an approved SRS completes one phase", stage: "srs-approved", development: 17, active: 0, completed: 1 },
  { when: "a pending design adds its 90 and an active phase", stage: "design-pending", development: 32, active: 1, completed: 1 },
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
