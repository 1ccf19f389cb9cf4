import { describe, expect, it } from "vitest";
import { sidebarAgentLabel, sidebarAgentLabels, type SidebarAgentLabel } from "./sidebar-agents";
import { approved, pending, snapshotAt, type Stage } from "./test-factories";

type Labels = [SidebarAgentLabel, SidebarAgentLabel, SidebarAgentLabel, SidebarAgentLabel];

// Labels in sidebar order: Requirements AI, Architectural AI, DBA-Coder AI, QA Tester AI.
// prettier-ignore
const cases: { when: string; stage: Stage; labels: Labels }[] = [
  { when: "with no documents only the Requirements AI is at work", stage: "no-documents", labels: ["In Progress", "Blocked", "Idle", "Idle"] },
  { when: "an SRS without a status keeps requirements in progress", stage: "srs-draft", labels: ["In Progress", "Blocked", "Idle", "Idle"] },
  { when: "a pending SRS asks for approval and still blocks the architect", stage: "srs-pending", labels: ["Pending Approval", "Blocked", "Idle", "Idle"] },
  { when: "an approved SRS makes the architect ready", stage: "srs-approved", labels: ["Done", "Ready", "Idle", "Idle"] },
  { when: "a design without a status leaves the architect ready", stage: "design-draft", labels: ["Done", "Ready", "Idle", "Idle"] },
  { when: "a pending design asks for approval", stage: "design-pending", labels: ["Done", "Pending Approval", "Idle", "Idle"] },
  { when: "an approved design makes the DBA-Coder ready", stage: "design-approved", labels: ["Done", "Done", "Ready", "Idle"] },
  { when: "technical documents without a status ask for approval", stage: "tech-draft", labels: ["Done", "Done", "Pending Approval", "Idle"] },
  { when: "pending technical documents ask for approval", stage: "tech-pending", labels: ["Done", "Done", "Pending Approval", "Idle"] },
  { when: "one approved technical document of three keeps the DBA-Coder pending and readies QA", stage: "tech-some-approved", labels: ["Done", "Done", "Pending Approval", "Ready"] },
  { when: "all three approved finish the DBA-Coder", stage: "tech-approved", labels: ["Done", "Done", "Done", "Ready"] },
  { when: "generated code puts the QA Tester to work", stage: "code-generated", labels: ["Done", "Done", "Done", "In Progress"] },
  { when: "failing tests keep the QA Tester at work", stage: "tests-failing", labels: ["Done", "Done", "Done", "In Progress"] },
  { when: "passing tests finish the QA Tester", stage: "tested", labels: ["Done", "Done", "Done", "Done"] },
];

describe("sidebarAgentLabels", () => {
  for (const { when, stage, labels } of cases) {
    it(when, () => {
      expect(sidebarAgentLabels(snapshotAt(stage)).map((row) => row.label)).toEqual(labels);
    });
  }

  it("lists the four assistants in sidebar order", () => {
    expect(sidebarAgentLabels(snapshotAt("no-documents")).map((row) => row.agent)).toEqual([
      "Requirements AI",
      "Architectural AI",
      "DBA-Coder AI",
      "QA Tester AI",
    ]);
  });

  it("keeps an approved design Done while a regenerated SRS awaits approval", () => {
    const s = snapshotAt("design-approved", { srsDocuments: [pending] });
    expect(sidebarAgentLabel(s, "Architectural AI")).toBe("Done");
  });

  it("counts any approved SRS among several as approval", () => {
    const s = snapshotAt("no-documents", { srsDocuments: [pending, approved] });
    expect(sidebarAgentLabel(s, "Requirements AI")).toBe("Done");
  });
});
