import type { Requirement } from "@domain/api/requirements";
import { srsProgressByType, srsProgressColor } from "@domain/rules/srs-progress";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { useRequirementLabels } from "./requirement-types";

const BAR_COLOURS = { green: "bg-success", amber: "bg-warning", neutral: "bg-muted-foreground/40" } as const;
const TEXT_COLOURS = {
  green: "text-success",
  amber: "text-warning",
  neutral: "text-muted-foreground",
} as const;

/** platform.md §2: per requirement type, the share confirmed; green at 75 % or more, amber at 50 %, else neutral. */
export function SrsProgress({ requirements }: { requirements: Requirement[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useRequirementLabels();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-sm">{t("requirements:progress.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {srsProgressByType(requirements).map((row) => {
          const colour = srsProgressColor(row.percent);
          const label = labels.types[row.type].progress;
          return (
            <div
              key={row.type}
              className="grid gap-1.5"
              data-testid={`srs-progress-${row.type}`}
              data-colour={colour}
            >
              <div className="flex items-baseline justify-between gap-2 text-xs">
                <span className="font-medium">{label}</span>
                <span className="tabular-nums text-muted-foreground">
                  {format.number(row.confirmed)}/{format.number(row.total)}{" "}
                  <span className={cn("ml-1 font-semibold", TEXT_COLOURS[colour])}>
                    {format.percent(row.percent / 100)}
                  </span>
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t("requirements:progress.confirmedLabel", { type: label })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={row.percent}
                className="h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={cn("h-full rounded-full transition-all", BAR_COLOURS[colour])}
                  style={{ width: `${row.percent}%` }}
                />
              </div>
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
