import type { BadgeVariant } from "@/components/ui/badge";

/** Technical documents show their type with underscores replaced by spaces (delivery.md §2.2). */
export function documentTypeLabel(documentType: string | null | undefined): string {
  return (documentType ?? "").replace(/_/g, " ").trim();
}

/** A document status as a badge: the two the server sets, and whatever else a stored document carries. */
export function statusBadge(status: string | null | undefined): { label: string; variant: BadgeVariant } {
  if (status === "approved") return { label: "Approved", variant: "success" };
  if (status === "pending_approval") return { label: "Pending Approval", variant: "warning" };
  if (!status) return { label: "No status", variant: "muted" };
  return { label: status.replace(/_/g, " "), variant: "muted" };
}

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE.format(date);
}
