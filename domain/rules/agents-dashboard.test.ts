import { describe, expect, it } from "vitest";
import { agentCards, agentSummary, overallAgentProgress, type AgentCardStatus } from "./agents-dashboard";
import { snapshotAt, type Stage } from "./test-factories";

type Eight<T> = [T, T, T, T, T, T, T, T];
const W = "working";
const WT = "waiting";
const S = "standby";
const C = "completed";
const B = "blocked";

// Cards in order: manager, requirements, design, database, UI/API, unit tester, UI tester, Review & Approval.
// prettier-ignore
const statusCases: { when: string; stage: Stage; statuses: Eight<AgentCardStatus> }[] = [
  { when: "a new project has requirements working and the design agent blocked", stage: "no-documents", statuses: [W, W, B, S, S, S, S, S] },
  { when: "a pending SRS makes requirements wait and puts the user to work", stage: "srs-pending", statuses: [W, WT, B, S, S, S, S, W] },
  { when: "an approved SRS starts the design agent", stage: "srs-approved", statuses: [W, C, W, S, S, S, S, S] },
  { when: "a pending design makes the design agent wait", stage: "design-pending", statuses: [W, C, WT, S, S, S, S, W] },
  { when: "an approved design starts the database agent", stage: "design-approved", statuses: [W, C, C, W, S, S, S, S] },
  { when: "technical documents without approval make the database agent wait", stage: "tech-draft", statuses: [W, C, C, WT, S, S, S, S] },
  { when: "an approved technical document completes the database agent and starts the UI/API agent", stage: "tech-some-approved", statuses: [W, C, C, C, W, S, S, W] },
  { when: "generated code completes the UI/API agent", stage: "code-generated", statuses: [W, C, C, C, C, S, S, S] },
  { when: "a test run completes the unit tester", stage: "tested", statuses: [W, C, C, C, C, C, S, S] },
  { when: "a deployed project completes the project manager", stage: "deployed", statuses: [C, C, C, C, C, C, S, S] },
];

// prettier-ignore
const progressCases: { when: string; stage: Stage; progress: Eight<number> }[] = [
  { when: "a new project has progress only from the workflow's first step", stage: "no-documents", progress: [13, 0, 0, 0, 0, 0, 0, 0] },
  { when: "an approved SRS puts its card at 100", stage: "srs-approved", progress: [25, 100, 0, 0, 0, 0, 0, 100] },
  { when: "a pending design puts its card at 75 and half the documents are approved", stage: "design-pending", progress: [25, 100, 75, 0, 0, 0, 0, 50] },
  { when: "the database card is at 100 as soon as technical documents exist", stage: "tech-draft", progress: [38, 100, 100, 100, 0, 0, 0, 40] },
];

// prettier-ignore
const meanCases: { when: string; progress: number[]; overall: number }[] = [
  { when: "no cards give an overall progress of 0", progress: [], overall: 0 },
  { when: "a mean below .5 rounds down", progress: [0, 0, 1], overall: 0 },
  { when: "a mean at .5 rounds up", progress: [0, 1], overall: 1 },
  { when: "eight equal cards give their shared value", progress: [75, 75, 75, 75, 75, 75, 75, 75], overall: 75 },
];

describe("agentCards", () => {
  it("lists the eight agents in team order with task counts 5, 4, 3, 4, 3, 5, 4, 3", () => {
    const cards = agentCards(snapshotAt("no-documents"));
    expect(cards.map((c) => [c.id, c.totalTasks])).toEqual([
      ["project-manager", 5],
      ["requirements", 4],
      ["system-design", 3],
      ["database-backend", 4],
      ["ui-api", 3],
      ["unit-tester", 5],
      ["ui-tester", 4],
      ["review-approval", 3],
    ]);
    expect(cards[7]?.name).toBe("Review & Approval");
  });

  for (const { when, stage, statuses } of statusCases) {
    it(when, () => {
      expect(agentCards(snapshotAt(stage)).map((c) => c.status)).toEqual(statuses);
    });
  }

  for (const { when, stage, progress } of progressCases) {
    it(when, () => {
      expect(agentCards(snapshotAt(stage)).map((c) => c.progress)).toEqual(progress);
    });
  }

  it("derives completed tasks from progress, and gives the full count once completed", () => {
    expect(agentCards(snapshotAt("tech-draft")).map((c) => c.completedTasks)).toEqual([
      2, 4, 3, 4, 0, 0, 0, 1,
    ]);
  });
});

describe("overallAgentProgress", () => {
  for (const { when, progress, overall } of meanCases) {
    it(when, () => {
      expect(overallAgentProgress(progress.map((p) => ({ progress: p })))).toBe(overall);
    });
  }
});

describe("agentSummary", () => {
  it("counts working agents as active, plus waiting and completed ones, with the overall progress", () => {
    expect(agentSummary(agentCards(snapshotAt("design-pending")))).toEqual({
      active: 2,
      waiting: 1,
      completed: 1,
      overallProgress: 31,
    });
  });
});
