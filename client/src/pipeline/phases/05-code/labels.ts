import type { CodeDocumentKind, GeneratedCodeFile } from "@domain/api/code";
import { COVERAGE_FAIR, COVERAGE_GOOD } from "@domain/rules/coverage-badge";
import { t } from "@/i18n";
import type { Formatters } from "@/i18n/format";

/** A document's name in the interface's language (resolved at render time). */
export function documentLabel(kind: CodeDocumentKind): string {
  switch (kind) {
    case "srs":
      return t("code:documents.srs");
    case "system_design":
      return t("code:documents.systemDesign");
    case "database_design":
      return t("code:documents.databaseDesign");
    case "api_specification":
      return t("code:documents.apiSpecification");
    case "frontend_architecture":
      return t("code:documents.frontendArchitecture");
  }
}

/** A percentage as measured (up to one decimal: 87.5 %), in the interface's language. */
export const percentText = (fmt: Formatters, percent: number): string =>
  fmt.number(percent / 100, { style: "percent", maximumFractionDigits: 1 });

/** A date and time in the interface's language; empty for a missing or unreadable value. */
export function dateTimeText(fmt: Formatters, iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : fmt.dateTime(date);
}

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
export function coverageWord(percent: number): string {
  if (percent >= COVERAGE_GOOD) return t("code:coverageWord.good");
  return percent >= COVERAGE_FAIR ? t("code:coverageWord.fair") : t("code:coverageWord.low");
}
