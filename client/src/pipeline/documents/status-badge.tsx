import { Badge } from "@/components/ui/badge";
import { statusBadge } from "./labels";

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { label, variant } = statusBadge(status);
  return (
    <Badge variant={variant} data-testid="document-status">
      {label}
    </Badge>
  );
}
