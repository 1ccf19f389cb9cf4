import type { CodeDocumentKind, GeneratedCodeFile } from "@domain/api/code";
import { COVERAGE_FAIR, COVERAGE_GOOD } from "@domain/rules/coverage-badge";

export const DOCUMENT_LABELS: Readonly<Record<CodeDocumentKind, string>> = {
  srs: "SRS",
  system_design: "System design",
  database_design: "Database design",
  api_specification: "API specification",
  frontend_architecture: "Frontend architecture",
};

/** The spec's toasts and messages for this page (delivery.md §8). */
export const CODE_MESSAGES = {
  generated: "Code Generation v4.0 Complete!",
  generateFailed: "Code Generation Failed",
  generateFailedHint: "There was an error generating the application code. Please try again.",
  passFailed: "Pass Execution Failed",
  passFailedHint: "Failed to execute code generation pass",
  multiPassLoad: "Failed to analyze generated code. Please ensure code generation has been completed.",
  analysisLoad: "Failed to load analysis data. Please try again.",
} as const;

/** delivery.md §9: code generation outcomes stay on screen for 8 seconds. */
export const CODE_TOAST_MS = 8_000;

export interface ArtifactFilter {
  document: CodeDocumentKind | null;
  requirementId: string | null;
}

/** The files implementing the chosen document and requirement (either may be unset). */
export function filterArtifacts(
  files: readonly GeneratedCodeFile[],
  filter: ArtifactFilter,
): GeneratedCodeFile[] {
  return files.filter(
    (f) =>
      f.type === "file" &&
      (filter.document === null || f.implements.documents.includes(filter.document)) &&
      (filter.requirementId === null || f.implements.requirementIds.includes(filter.requirementId)),
  );
}

const naturalOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** Every requirement id some file implements, in natural order (FR-2 before FR-10). */
export function requirementIdsOf(files: readonly GeneratedCodeFile[]): string[] {
  return [...new Set(files.flatMap((f) => f.implements.requirementIds))].sort(naturalOrder.compare);
}

/** An element id 'entity:Book' as its kind and name; ids without a kind keep their whole text as name. */
export function splitElement(element: string): { kind: string | null; name: string } {
  const at = element.indexOf(":");
  return at > 0 ? { kind: element.slice(0, at), name: element.slice(at + 1) } : { kind: null, name: element };
}

/** The word beside a coverage badge, on the same 80/60 thresholds as its colour (delivery.md §9). */
export function coverageWord(percent: number): "Good" | "Fair" | "Low" {
  if (percent >= COVERAGE_GOOD) return "Good";
  return percent >= COVERAGE_FAIR ? "Fair" : "Low";
}
