import type { BadgeVariant } from "@/components/ui/badge";
import { t } from "@/i18n";
import { formatters, type Formatters } from "@/i18n/format";

/** Technical documents show their type with underscores replaced by spaces (delivery.md §2.2). */
export function documentTypeLabel(documentType: string | null | undefined): string {
  switch (documentType) {
    case "database_design":
      return t("documents:types.databaseDesign");
    case "api_specification":
      return t("documents:types.apiSpecification");
    case "frontend_architecture":
      return t("documents:types.frontendArchitecture");
    default:
      return (documentType ?? "").replace(/_/g, " ").trim();
  }
}

/**
 * A document's title in the interface's language: the titles the server gives its document types are
 * translated, any other title is shown as it is.
 */
export function documentTitle(title: string): string {
  switch (title) {
    case "Software Requirements Specification":
      return t("documents:titles.srs");
    case "System Design":
      return t("documents:titles.systemDesign");
    case "Database Design":
      return t("documents:titles.databaseDesign");
    case "API Specification":
      return t("documents:titles.apiSpecification");
    case "Frontend Architecture":
      return t("documents:titles.frontendArchitecture");
    default:
      return title;
  }
}

/** A document status as a badge: the two the server sets, and whatever else a stored document carries. */
export function statusBadge(status: string | null | undefined): { label: string; variant: BadgeVariant } {
  if (status === "approved") return { label: t("documents:status.approved"), variant: "success" };
  if (status === "pending_approval")
    return { label: t("documents:status.pendingApproval"), variant: "warning" };
  if (!status) return { label: t("documents:status.none"), variant: "muted" };
  return { label: status.replace(/_/g, " "), variant: "muted" };
}

/** Date and time in the interface's language; components pass `useFormat()` so they follow a language change. */
export function formatDateTime(iso: string | null | undefined, format: Formatters = formatters()): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format.dateTime(date);
}
