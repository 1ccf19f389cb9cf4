import type { ImplementationAnalysis } from "@domain/api/code";
import { coverageBadgeVariant } from "@domain/rules/coverage-badge";
import { Badge } from "@/components/ui/badge";
import { t, useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { coverageWord, percentText } from "../labels";
import { AreaCoverageRow } from "../multi-pass/area-coverage";

/** The measured areas; `label` resolves in the interface's language at render time. */
const AREAS = [
  {
    key: "technologyStackCoverage",
    label: () => t("code:analysis.areas.stack"),
    testId: "analysis-area-stack",
  },
  {
    key: "databaseSchemaCoverage",
    label: () => t("code:analysis.areas.database"),
    testId: "analysis-area-database",
  },
  {
    key: "apiImplementationCoverage",
    label: () => t("code:analysis.areas.api"),
    testId: "analysis-area-api",
  },
  {
    key: "frontendArchitectureCoverage",
    label: () => t("code:analysis.areas.frontend"),
    testId: "analysis-area-frontend",
  },
  {
    key: "advancedFeaturesCoverage",
    label: () => t("code:analysis.areas.advanced"),
    testId: "analysis-area-advanced",
  },
  {
    key: "requirementsCoverage",
    label: () => t("code:analysis.areas.requirements"),
    testId: "analysis-area-requirements",
  },
] as const satisfies readonly {
  key: keyof ImplementationAnalysis;
  label: () => string;
  testId: string;
}[];

/**
 * Coverage: the overall figure (half the model areas, half the SRS's requirements served and tested), how it
 * compares with the first pass (the baseline), and every area.
 */
export function CoverageTab({ analysis }: { analysis: ImplementationAnalysis }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { baseline, difference } = analysis.comparisonWithBaseline;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-4">
          <p className="text-xs text-muted-foreground">{t("code:analysis.overallCoverage")}</p>
          <div className="mt-1 flex items-center gap-2">
            <span className="text-3xl font-bold tabular-nums" data-testid="analysis-overall">
              {percentText(fmt, analysis.overallCoverage)}
            </span>
            <Badge variant={coverageBadgeVariant(analysis.overallCoverage)}>
              {coverageWord(analysis.overallCoverage)}
            </Badge>
          </div>
        </div>
        <div className="rounded-lg border p-4" data-testid="analysis-baseline">
          <p className="text-xs text-muted-foreground">{t("code:analysis.baselineTitle")}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums">
            <span
              className={difference > 0 ? "text-success" : difference < 0 ? "text-destructive" : undefined}
            >
              {fmt.number(difference, { signDisplay: "exceptZero" })}
            </span>
            <span className="text-base font-medium text-muted-foreground"> {t("code:analysis.points")}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            {t("code:analysis.baselineNow", {
              baseline: percentText(fmt, baseline),
              now: percentText(fmt, Math.round((baseline + difference) * 10) / 10),
            })}
          </p>
        </div>
      </div>
      <div className="grid gap-3">
        {AREAS.map((a) => (
          <AreaCoverageRow key={a.key} label={a.label()} area={analysis[a.key]} testId={a.testId} />
        ))}
      </div>
    </div>
  );
}
