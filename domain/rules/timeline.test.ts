import { describe, expect, it } from "vitest";
import { buildProject, snapshotAt, type Stage } from "./test-factories";
import { timelinePhases, type TimelineBadge, type TimelineCallout, type TimelineStatus } from "./timeline";

type Six<T> = [T, T, T, T, T, T];
const C = "completed";
const PA = "pending_approval";
const A = "active";
const R = "ready";
const B = "blocked";
const P = "pending";

// Phases in order: Requirements, Architecture, Database, Implementation, Testing & QA, Deployment.
// prettier-ignore
const statusCases: { when: string; stage: Stage; statuses: Six<TimelineStatus> }[] = [
  { when: "a new project gathers requirements with every later phase blocked or pending", stage: "no-documents", statuses: [A, B, B, P, P, P] },
  { when: "a pending SRS puts requirements in pending approval", stage: "srs-pending", statuses: [PA, B, B, P, P, P] },
  { when: "an approved SRS completes requirements and readies architecture", stage: "srs-approved", statuses: [C, R, B, P, P, P] },
  { when: "a generated design makes architecture active", stage: "design-draft", statuses: [C, A, B, P, P, P] },
  { when: "a pending design puts architecture in pending approval", stage: "design-pending", statuses: [C, PA, B, P, P, P] },
  { when: "an approved design readies database design", stage: "design-approved", statuses: [C, C, R, P, P, P] },
  { when: "generated technical documents make database design active", stage: "tech-draft", statuses: [C, C, A, P, P, P] },
  { when: "pending technical documents put database design in pending approval", stage: "tech-pending", statuses: [C, C, PA, P, P, P] },
  { when: "one approved technical document of three leaves database design pending approval", stage: "tech-some-approved", statuses: [C, C, PA, P, P, P] },
  { when: "three approved technical documents ready implementation", stage: "tech-approved", statuses: [C, C, C, R, P, P] },
  { when: "generated code completes implementation and readies testing", stage: "code-generated", statuses: [C, C, C, C, R, P] },
  { when: "a test run with failures keeps testing in progress", stage: "tests-failing", statuses: [C, C, C, C, A, P] },
  { when: "passing tests complete testing", stage: "tested", statuses: [C, C, C, C, C, P] },
  { when: "a preview run readies deployment", stage: "previewed", statuses: [C, C, C, C, C, R] },
  { when: "a deployed project completes every phase", stage: "deployed", statuses: [C, C, C, C, C, C] },
];

// A phase's bar is its share of its pipeline stages: requirements cover the description and the SRS, deployment the
// preview and the deployment.
// prettier-ignore
const progressCases: { when: string; stage: Stage; progress: Six<number> }[] = [
  { when: "a described project without an SRS is half way through requirements", stage: "no-documents", progress: [50, 0, 0, 0, 0, 0] },
  { when: "a generated SRS puts requirements at 75", stage: "srs-draft", progress: [75, 0, 0, 0, 0, 0] },
  { when: "a pending SRS puts requirements at 75", stage: "srs-pending", progress: [75, 0, 0, 0, 0, 0] },
  { when: "a completed phase is at 100 and a ready one at 0", stage: "srs-approved", progress: [100, 0, 0, 0, 0, 0] },
  { when: "a generated design is half way", stage: "design-draft", progress: [100, 50, 0, 0, 0, 0] },
  { when: "a pending design is half way", stage: "design-pending", progress: [100, 50, 0, 0, 0, 0] },
  { when: "one approved technical document and two written are two thirds", stage: "tech-some-approved", progress: [100, 100, 67, 0, 0, 0] },
  { when: "failing tests are half of testing", stage: "tests-failing", progress: [100, 100, 100, 100, 50, 0] },
  { when: "a preview run is half of deployment", stage: "previewed", progress: [100, 100, 100, 100, 100, 50] },
  { when: "a deployed project is at 100 everywhere", stage: "deployed", progress: [100, 100, 100, 100, 100, 100] },
];

// prettier-ignore
const badgeCases: { when: string; stage: Stage; index: number; badge: TimelineBadge; callout: TimelineCallout | null }[] = [
  { when: "a completed phase shows Completed and no callout", stage: "srs-approved", index: 0, badge: "Completed", callout: null },
  { when: "a phase pending approval shows Action Required", stage: "srs-pending", index: 0, badge: "Pending Approval", callout: "Action Required" },
  { when: "an active phase shows In Progress and no callout", stage: "no-documents", index: 0, badge: "In Progress", callout: null },
  { when: "a ready phase shows Ready to Start", stage: "srs-approved", index: 1, badge: "Ready", callout: "Ready to Start" },
  { when: "a blocked phase shows Blocked twice", stage: "no-documents", index: 1, badge: "Blocked", callout: "Blocked" },
  { when: "a pending phase shows Pending and no callout", stage: "no-documents", index: 3, badge: "Pending", callout: null },
];

describe("timelinePhases", () => {
  it("lists the six phases with the spec's titles in order", () => {
    expect(timelinePhases(snapshotAt("no-documents")).map((p) => p.title)).toEqual([
      "Requirements Gathering",
      "System Architecture",
      "Database Design",
      "Implementation",
      "Testing & QA",
      "Deployment",
    ]);
  });

  for (const { when, stage, statuses } of statusCases) {
    it(when, () => {
      expect(timelinePhases(snapshotAt(stage)).map((p) => p.status)).toEqual(statuses);
    });
  }

  for (const { when, stage, progress } of progressCases) {
    it(when, () => {
      expect(timelinePhases(snapshotAt(stage)).map((p) => p.progress)).toEqual(progress);
    });
  }

  for (const { when, stage, index, badge, callout } of badgeCases) {
    it(when, () => {
      expect(timelinePhases(snapshotAt(stage))[index]).toMatchObject({ badge, callout });
    });
  }

  it("lists completed tasks as short facts", () => {
    expect(timelinePhases(snapshotAt("tech-some-approved")).map((p) => p.completedTasks)).toEqual([
      ["SRS generated", "SRS approved"],
      ["System design generated", "System design approved"],
      ["3 technical documents generated", "1 technical document approved"],
      [],
      [],
      [],
    ]);
  });

  it("records the preview and the deployment as deployment tasks", () => {
    expect(timelinePhases(snapshotAt("deployed"))[5]?.completedTasks).toEqual([
      "App preview run",
      "Application deployed",
    ]);
  });

  it("completes deployment from the project status alone", () => {
    const s = snapshotAt("no-documents", { project: buildProject({ status: "deployed" }) });
    expect(timelinePhases(s)[5]?.status).toBe("completed");
  });

  it("leaves deployment pending for a preview-ready project that has not run a preview", () => {
    const s = snapshotAt("tested", { project: buildProject({ status: "preview-ready" }) });
    expect(timelinePhases(s)[5]?.status).toBe("pending");
  });
});
