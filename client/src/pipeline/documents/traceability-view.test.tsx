import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Traceability } from "@domain/api/documents";
import { traceabilityKey } from "./api";
import { TraceabilityView } from "./traceability-view";

const matrix: Traceability = {
  sources: { srsId: 1, systemDesignId: 2, technicalIds: [3] },
  rows: [
    {
      requirementId: "FR-1",
      type: "functional",
      title: "Book appointments",
      components: ["API server"],
      entities: ["Appointment"],
      operations: ["POST /api/appointments"],
      pages: ["New appointment"],
      status: "served",
      reason: null,
    },
    {
      requirementId: "FR-5",
      type: "functional",
      title: "Remind owners a week before a vaccine is due",
      components: [],
      entities: ["Owner"],
      operations: [],
      pages: [],
      status: "unserved",
      reason: "not built — no scheduled job, no mail sender",
    },
  ],
};

function render(): string {
  const client = new QueryClient();
  client.setQueryData(traceabilityKey(1), matrix);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TraceabilityView projectId={1} onShowRequirement={() => {}} />
    </QueryClientProvider>,
  );
}

describe("TraceabilityView", () => {
  it("marks a requirement nothing serves in red with the reason, and counts it", () => {
    const html = render();
    expect(html).toMatch(
      /data-testid="traceability-unserved"[^>]*>Not served.*no scheduled job, no mail sender/,
    );
    expect(html).toContain("not served");
    expect(html.match(/data-testid="traceability-unserved"/g)).toHaveLength(1);
    expect(html).toContain("Served");
  });
});
