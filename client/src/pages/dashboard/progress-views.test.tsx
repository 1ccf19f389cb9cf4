import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import type { Project } from "@domain/api/projects";
import { projectProgress } from "@domain/rules/pipeline-stages";
import { ALL_STAGES, snapshotAt } from "@domain/rules/test-factories";
import { deliveryStatus } from "@/hooks/use-project-snapshot";
import { AgentStatusPanel } from "./agent-status-panel";
import { ProjectOverview } from "./project-overview";
import { TimelinePanel } from "./timeline-panel";
import { WelcomeSection } from "./welcome-section";

// The Overview follows document jobs over the realtime channel; none run here.
vi.mock("@/pipeline/documents/use-document-jobs", () => ({
  useDocumentJobs: () => ({ active: [], finished: [] }),
  rememberJob: () => undefined,
}));

function render(node: ReactNode): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return renderToStaticMarkup(
    <Router ssrPath="/dashboard">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  );
}

/** The text inside the element with this test id, without tags. */
function textOf(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</`, "s").exec(html);
  if (!match) throw new Error(`no element with data-testid="${testId}"`);
  return (match[1] ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the dashboard's views show one progress figure", () => {
  for (const stage of ALL_STAGES) {
    it(`${stage}: welcome card, Overview, Agent Status and timeline agree`, () => {
      const snapshot = snapshotAt(stage);
      const figure = projectProgress(snapshot);
      const project: Project = {
        id: 1,
        name: snapshot.project.name,
        description: snapshot.project.description,
        status: snapshot.project.status ?? "active",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      };
      const welcome = render(
        <WelcomeSection projects={[project]} selected={project} snapshot={snapshot} onOpenChat={() => {}} />,
      );
      const overview = render(
        <ProjectOverview projects={[project]} selected={project} snapshot={snapshot} />,
      );
      const agents = render(<AgentStatusPanel snapshot={snapshot} />);
      const timeline = render(<TimelinePanel snapshot={snapshot} />);
      expect({
        welcome: textOf(welcome, "project-percent"),
        overview: textOf(overview, "stat-progress"),
        agentStatus: textOf(agents, "stat-development-progress"),
        timeline: textOf(timeline, "timeline-progress"),
      }).toEqual({
        welcome: `${figure}% complete`,
        overview: `${figure}%`,
        agentStatus: `${figure}%`,
        timeline: `Overall progress ${figure}%`,
      });
    });
  }
});

describe("deliveryStatus", () => {
  it("keeps the project's status until the deployment is known", () => {
    expect(deliveryStatus("active", undefined)).toBe("active");
    expect(deliveryStatus("deployed", null)).toBe("deployed");
  });

  it("counts a running preview as a preview and only a running deployment as deployed", () => {
    expect(deliveryStatus("active", { status: "running", purpose: "preview" })).toBe("preview-ready");
    expect(deliveryStatus("preview-ready", { status: "running", purpose: "deployment" })).toBe("deployed");
  });

  it("no longer says deployed once the deployment stopped, and leaves a project that never ran alone", () => {
    expect(deliveryStatus("deployed", { status: "stopped", purpose: "deployment" })).toBe("preview-ready");
    expect(deliveryStatus("active", { status: "building", purpose: "preview" })).toBe("active");
  });
});
