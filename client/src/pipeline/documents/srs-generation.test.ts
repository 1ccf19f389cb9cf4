import { describe, expect, it } from "vitest";
import type { DocumentSummary } from "@domain/api/documents";
import type { JobSummary } from "@domain/api/jobs";
import { readSrsGeneration } from "./srs-generation";

const doc: DocumentSummary = {
  id: 4,
  projectId: 1,
  kind: "srs",
  title: "Software Requirements Specification",
  documentType: null,
  version: 1,
  status: "pending_approval",
  content: "# SRS",
  createdAt: "2025-01-01T00:00:00.000Z",
  approvedAt: null,
  basedOnId: null,
  outdated: false,
  outdatedReason: null,
  generatedBy: { engine: "embedded" },
};

const job: JobSummary = {
  id: 8,
  projectId: 1,
  kind: "documents.srs",
  status: "running",
  progress: 40,
  message: "Writing section 3",
  error: null,
  result: null,
  attempts: 1,
  runAt: "2025-01-01T00:00:00.000Z",
  createdAt: "2025-01-01T00:00:00.000Z",
  startedAt: "2025-01-01T00:00:00.000Z",
  finishedAt: null,
};

describe("reading the answer of an SRS generation", () => {
  it("reads the generated document, bare or wrapped", () => {
    expect(readSrsGeneration(doc)).toEqual({ document: doc, job: null });
    expect(readSrsGeneration({ document: doc, job: null })).toEqual({ document: doc, job: null });
  });

  it("reads the job of a generation that is still running", () => {
    expect(readSrsGeneration({ job })).toEqual({ document: null, job });
  });

  it("reads nothing from an unexpected answer", () => {
    expect(readSrsGeneration({ ok: true })).toEqual({ document: null, job: null });
    expect(readSrsGeneration(null)).toEqual({ document: null, job: null });
  });
});
