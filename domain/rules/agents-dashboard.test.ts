import { describe, expect, it } from "vitest";
import { agentCards, agentSummary, type AgentCardStatus } from "./agents-dashboard";
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
  { when: "technical documents still being written keep the database agent working", stage: "tech-draft", statuses: [W, C, C, W, S, S, S, S] },
  { when: "technical documents awaiting approval make the database agent wait", stage: "tech-pending", statuses: [W, C, C, WT, S, S, S, W] },
  { when: "one approved technical document of three keeps the database agent waiting", stage: "tech-some-approved", statuses: [W, C, C, WT, S, S, S, W] },
  { when: "all three approved complete the database agent and start the UI/API agent", stage: "tech-approved", statuses: [W, C, C, C, W, S, S, S] },
  { when: "generated code completes the UI/API agent and puts the unit tester to work", stage: "code-generated", statuses: [W, C, C, C, C, W, S, S] },
  { when: "failing tests keep the unit tester working", stage: "tests-failing", statuses: [W, C, C, C, C, W, S, S] },
  { when: "passing tests complete the unit tester", stage: "tested", statuses: [W, C, C, C, C, C, S, S] },
  { when: "a deployed project completes the project manager", stage: "deployed", statuses: [C, C, C, C, C, C, S, S] },
];

// The manager shows the project's figure; every other agent its share of its own stages.
// prettier-ignore
const progressCases: { when: string; stage: Stage; progress: Eight<number> }[] = [
  { when: "a described project has the requirements card half way", stage: "no-documents", progress: [13, 50, 0, 0, 0, 0, 0, 0] },
  { when: "an approved SRS puts its card at 100", stage: "srs-approved", progress: [25, 100, 0, 0, 0, 0, 0, 100] },
  { when: "a pending design puts its card half way and half the documents are approved", stage: "design-pending", progress: [31, 100, 50, 0, 0, 0, 0, 50] },
  { when: "written technical documents put the database card half way", stage: "tech-draft", progress: [44, 100, 100, 50, 0, 0, 0, 40] },
  { when: "failing tests put the unit tester half way", stage: "tests-failing", progress: [69, 100, 100, 100, 100, 50, 0, 100] },
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
      2, 4, 3, 2, 0, 0, 0, 1,
    ]);
  });
});

describe("agentSummary", () => {
  it("counts working agents as active, plus waiting and completed ones, with the project's figure", () => {
    const s = snapshotAt("design-pending");
    expect(agentSummary(s, agentCards(s))).toEqual({
      active: 2,
      waiting: 1,
      completed: 1,
      overallProgress: 31,
    });
  });
});
