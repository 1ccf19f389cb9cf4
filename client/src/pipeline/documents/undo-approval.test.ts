import { describe, expect, it } from "vitest";
import { canUndoApproval, type Downstream } from "./undo-approval";

const NOTHING: Downstream = { next: [], jobs: [], codeGenerated: false };
const srs = { id: 7, kind: "srs", status: "approved" } as const;
const design = { id: 9, kind: "system_design", status: "approved" } as const;
const technical = { id: 12, kind: "technical", status: "approved" } as const;

describe("canUndoApproval", () => {
  it("offers the undo of an approval nothing has been made from", () => {
    expect(canUndoApproval(srs, NOTHING)).toBe(true);
    expect(canUndoApproval(design, NOTHING)).toBe(true);
    expect(canUndoApproval(technical, NOTHING)).toBe(true);
  });

  it("never offers it for a document that is not approved", () => {
    expect(canUndoApproval({ ...srs, status: "pending_approval" }, NOTHING)).toBe(false);
    expect(canUndoApproval({ ...technical, status: null }, NOTHING)).toBe(false);
  });

  it("not once a document of the next kind was generated from this version", () => {
    expect(canUndoApproval(srs, { ...NOTHING, next: [{ basedOnId: 7 }] })).toBe(false);
    expect(canUndoApproval(design, { ...NOTHING, next: [{ basedOnId: 9 }, { basedOnId: 9 }] })).toBe(false);
    // Made from another version: this one's approval is still free.
    expect(canUndoApproval(srs, { ...NOTHING, next: [{ basedOnId: 3 }] })).toBe(true);
  });

  it("not while a generation of the next kind is queued or running; a finished one does not count", () => {
    const job = (kind: string, status: "queued" | "running" | "succeeded" | "failed") => ({ kind, status });
    expect(canUndoApproval(srs, { ...NOTHING, jobs: [job("documents.system_design", "queued")] })).toBe(
      false,
    );
    expect(canUndoApproval(design, { ...NOTHING, jobs: [job("documents.technical", "running")] })).toBe(
      false,
    );
    expect(canUndoApproval(srs, { ...NOTHING, jobs: [job("documents.system_design", "failed")] })).toBe(true);
    expect(canUndoApproval(srs, { ...NOTHING, jobs: [job("documents.technical", "running")] })).toBe(true);
  });

  it("not for a technical document once code generation has run for the project", () => {
    expect(canUndoApproval(technical, { ...NOTHING, codeGenerated: true })).toBe(false);
    expect(canUndoApproval(technical, { ...NOTHING, jobs: [{ kind: "code", status: "queued" }] })).toBe(
      false,
    );
    expect(canUndoApproval(technical, { ...NOTHING, jobs: [{ kind: "code", status: "failed" }] })).toBe(
      false,
    );
    expect(canUndoApproval(design, { ...NOTHING, codeGenerated: true })).toBe(true);
  });
});
