import { describe, expect, it } from "vitest";
import { nextHint } from "./next-hint";
import { approved, draft, pending, snapshotAt, type Stage } from "./test-factories";

// prettier-ignore
const cases: { when: string; stage: Stage; hint: string }[] = [
  { when: "without an SRS the user completes requirements gathering", stage: "no-documents", hint: "Complete requirements gathering" },
  { when: "an SRS without a status still needs requirements gathering", stage: "srs-draft", hint: "Complete requirements gathering" },
  { when: "a pending SRS needs approval", stage: "srs-pending", hint: "Approve the SRS" },
  { when: "an approved SRS leads to generating the design", stage: "srs-approved", hint: "Generate system design" },
  { when: "a generated design needs approval", stage: "design-draft", hint: "Approve the system design" },
  { when: "a pending design needs approval", stage: "design-pending", hint: "Approve the system design" },
  { when: "an approved design leads to generating technical documents", stage: "design-approved", hint: "Generate technical documents" },
  { when: "technical documents still without a status are awaited", stage: "tech-draft", hint: "Awaiting technical documents" },
  { when: "pending technical documents need approval", stage: "tech-pending", hint: "Approve technical documents" },
  { when: "one approved technical document of three still needs the others approved", stage: "tech-some-approved", hint: "Approve technical documents" },
  { when: "all approved technical documents lead to generating the code", stage: "tech-approved", hint: "Generate the application code" },
  { when: "generated code hands over to QA", stage: "code-generated", hint: "QA Tester AI ready to generate test plans" },
  { when: "failing tests are to be reviewed", stage: "tests-failing", hint: "Review the failing tests on AI Testing" },
  { when: "passing tests lead to the preview", stage: "tested", hint: "Open the app preview" },
  { when: "a previewed app is to be deployed", stage: "previewed", hint: "Deploy the application" },
  { when: "a deployed app is done", stage: "deployed", hint: "Done: the application is deployed" },
];

describe("nextHint", () => {
  for (const { when, stage, hint } of cases) {
    it(when, () => {
      expect(nextHint(snapshotAt(stage))).toBe(hint);
    });
  }

  it("never carries the 'Next:' prefix", () => {
    expect(nextHint(snapshotAt("no-documents"))).not.toMatch(/^Next:/);
  });

  it("asks for approval of technical documents when drafts and pending ones are mixed", () => {
    expect(nextHint(snapshotAt("design-approved", { technicalDocuments: [draft, pending] }))).toBe(
      "Approve technical documents",
    );
  });

  it("follows the spec's order: an unapproved SRS comes first even when later documents exist", () => {
    const s = snapshotAt("tech-approved", { srsDocuments: [draft], systemDesignDocuments: [approved] });
    expect(nextHint(s)).toBe("Complete requirements gathering");
  });
});
