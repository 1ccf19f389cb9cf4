import { describe, expect, it } from "vitest";
import { orderTechnical } from "./order";

describe("ordering technical documents", () => {
  it("lists database design, API specification, frontend architecture, then anything else", () => {
    const docs = [
      { id: 5, documentType: "frontend_architecture" },
      { id: 9, documentType: "runbook" },
      { id: 6, documentType: "database_design" },
      { id: 7, documentType: "api_specification" },
      { id: 3, documentType: null },
    ];
    expect(orderTechnical(docs).map((d) => d.id)).toEqual([6, 7, 5, 3, 9]);
  });
});
