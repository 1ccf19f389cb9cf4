import { describe, expect, it } from "vitest";
import { documentTypeLabel, statusBadge } from "./labels";

describe("document labels", () => {
  it("shows technical document types with spaces for underscores", () => {
    expect(documentTypeLabel("database_design")).toBe("database design");
    expect(documentTypeLabel("frontend_architecture")).toBe("frontend architecture");
    expect(documentTypeLabel(null)).toBe("");
  });

  it("names the statuses the server sets and shows any other as it is", () => {
    expect(statusBadge("approved")).toEqual({ label: "Approved", variant: "success" });
    expect(statusBadge("pending_approval")).toEqual({ label: "Pending Approval", variant: "warning" });
    expect(statusBadge(null).label).toBe("No status");
    expect(statusBadge("in_review").label).toBe("in review");
  });
});
