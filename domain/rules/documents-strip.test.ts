import { describe, expect, it } from "vitest";
import { documentSteps } from "./documents-strip";
import { snapshotAt, type Stage } from "./test-factories";

// prettier-ignore
const cases: { when: string; stage: Stage; statuses: [string, string, string] }[] = [
  { when: "a new project has a pending SRS and waits for the rest", stage: "no-documents", statuses: ["Pending", "Waiting", "Waiting"] },
  { when: "a pending SRS still reads Pending", stage: "srs-pending", statuses: ["Pending", "Waiting", "Waiting"] },
  { when: "an approved SRS makes the system design ready", stage: "srs-approved", statuses: ["Approved", "Ready", "Waiting"] },
  { when: "a pending design is still only ready", stage: "design-pending", statuses: ["Approved", "Ready", "Waiting"] },
  { when: "an approved design makes the technical documents ready", stage: "design-approved", statuses: ["Approved", "Approved", "Ready"] },
];

describe("documentSteps", () => {
  for (const { when, stage, statuses } of cases) {
    it(when, () => {
      expect(documentSteps(snapshotAt(stage)).map((step) => step.status)).toEqual(statuses);
    });
  }

  it("numbers and titles the three steps as the strip shows them", () => {
    expect(documentSteps(snapshotAt("no-documents")).map((step) => [step.step, step.title])).toEqual([
      [1, "SRS"],
      [2, "System Design"],
      [3, "Technical Docs"],
    ]);
  });
});
