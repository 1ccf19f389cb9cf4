import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/i18n";
import { statusBadge } from "./labels";

export function StatusBadge({ status }: { status: string | null | undefined }) {
  useTranslation(); // renders again when the language changes
  const { label, variant } = statusBadge(status);
  return (
    <Badge variant={variant} data-testid="document-status">
      {label}
    </Badge>
  );
}
