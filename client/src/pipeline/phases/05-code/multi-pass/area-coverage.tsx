import type { AreaCoverage } from "@domain/api/code";
import { coverageBadgeVariant } from "@domain/rules/coverage-badge";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { percentText } from "../labels";

/** How many gaps show before the rest fold away. */
const GAPS_SHOWN = 5;

/** One measured area: its percent (badge colour by the 80/60 rule), implemented of total, a bar and its gaps. */
export function AreaCoverageRow({
  label,
  area,
  testId,
}: {
  label: string;
  area: AreaCoverage;
  testId: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const shown = area.gaps.slice(0, GAPS_SHOWN);
  const rest = area.gaps.slice(GAPS_SHOWN);
  return (
    <div className="grid gap-2 rounded-lg border p-3" data-testid={testId}>
      <div className="flex items-center gap-2">
        <p className="flex-1 text-sm font-medium">{label}</p>
        <span className="text-xs tabular-nums text-muted-foreground">
          {t("code:area.implementedOf", {
            implemented: fmt.number(area.implemented),
            total: fmt.number(area.total),
          })}
        </span>
        <Badge variant={coverageBadgeVariant(area.coverage)} className="tabular-nums">
          {percentText(fmt, area.coverage)}
        </Badge>
      </div>
      <Progress value={area.coverage} label={t("code:area.coverageLabel", { label })} />
      {area.gaps.length > 0 ? (
        <div className="text-xs text-muted-foreground">
          <p className="font-medium text-foreground">{t("code:area.gaps")}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {shown.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
          {rest.length > 0 && (
            <details className="mt-1">
              <summary className="cursor-pointer text-primary">
                {t("code:area.more", { n: fmt.number(rest.length) })}
              </summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-4">
                {rest.map((gap) => (
                  <li key={gap}>{gap}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t("code:area.noGaps")}</p>
      )}
    </div>
  );
}
