import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { JobSummary } from "@domain/api/jobs";
import { CodeJobProgress } from "./code-job-progress";

const buildJob = (overrides: Partial<JobSummary> = {}): JobSummary => ({
  id: 1,
  projectId: 1,
  kind: "code",
  status: "running",
  progress: 45,
  message: "Installing the app's packages (2 of 3): downloading, 50 of 201",
  error: null,
  result: null,
  attempts: 1,
  runAt: "2026-01-01T10:00:00.000Z",
  createdAt: "2026-01-01T10:00:00.000Z",
  startedAt: "2026-01-01T10:00:00.000Z",
  finishedAt: null,
  ...overrides,
});

describe("CodeJobProgress", () => {
  it("shows the job's step as the server words it, with its percent", () => {
    const html = renderToStaticMarkup(<CodeJobProgress job={buildJob()} />);
    expect(html).toContain("Generating the application…");
    expect(html).toContain("45%");
    expect(html).toContain("Installing the app&#x27;s packages (2 of 3): downloading, 50 of 201");
  });

  it("names a type-check after an edit as a type-check, not a generation", () => {
    const html = renderToStaticMarkup(
      <CodeJobProgress
        job={buildJob({ kind: "code.typecheck", message: "Type-checking the generated code" })}
      />,
    );
    expect(html).toContain("Type-checking the application…");
    expect(html).not.toContain("Generating");
  });

  it("before the job shows up it is starting", () => {
    const html = renderToStaticMarkup(<CodeJobProgress job={null} />);
    expect(html).toContain("Starting");
    expect(html).toContain("Waiting to start");
  });
});
