import { Loader2 } from "lucide-react";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Loader2
      role="status"
      aria-label={label ?? t("components:spinner.loading")}
      className={cn("h-6 w-6 animate-spin text-primary", className)}
    />
  );
}
