import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/i18n";
import { statusLabel, statusVariant } from "./rules";

/** A deployment's status: preparing, building, running, stopped, error; any other value reads Unknown. */
export function DeploymentStatusBadge({ status }: { status: string }) {
  useTranslation(); // renders again in the new language (statusLabel reads the current one)
  return (
    <Badge variant={statusVariant(status)} data-testid="deployment-status" data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
