import type { ImplementationAnalysis } from "@domain/api/code";
import { coverageBadgeVariant } from "@domain/rules/coverage-badge";
import { Badge } from "@/components/ui/badge";
import { coverageWord } from "../labels";
import { AreaCoverageRow } from "../multi-pass/area-coverage";

const AREAS = [
  { key: "technologyStackCoverage", label: "Technology stack", testId: "analysis-area-stack" },
  { key: "databaseSchemaCoverage", label: "Database schema", testId: "analysis-area-database" },
  { key: "apiImplementationCoverage", label: "API implementation", testId: "analysis-area-api" },
  { key: "frontendArchitectureCoverage", label: "Frontend architecture", testId: "analysis-area-frontend" },
  { key: "advancedFeaturesCoverage", label: "Advanced features", testId: "analysis-area-advanced" },
  { key: "requirementsCoverage", label: "Requirements of the SRS", testId: "analysis-area-requirements" },
] as const satisfies readonly { key: keyof ImplementationAnalysis; label: string; testId: string }[];

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * Coverage: the overall figure (half the model areas, half the SRS's requirements served and tested), how it
 * compares with the first pass (the baseline), and every area.
 */
export function CoverageTab({ analysis }: { analysis: ImplementationAnalysis }) {
  const { baseline, difference } = analysis.comparisonWithBaseline;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-4">
          <p className="text-xs text-muted-foreground">Overall coverage</p>
          <div className="mt-1 flex items-center gap-2">
            <span className="text-3xl font-bold tabular-nums" data-testid="analysis-overall">
              {analysis.overallCoverage}%
            </span>
            <Badge variant={coverageBadgeVariant(analysis.overallCoverage)}>
              {coverageWord(analysis.overallCoverage)}
            </Badge>
          </div>
        </div>
        <div className="rounded-lg border p-4" data-testid="analysis-baseline">
          <p className="text-xs text-muted-foreground">
            Model accuracy compared with the baseline (after pass 1)
          </p>
          <p className="mt-1 text-3xl font-bold tabular-nums">
            <span
              className={difference > 0 ? "text-success" : difference < 0 ? "text-destructive" : undefined}
            >
              {signed(difference)}
            </span>
            <span className="text-base font-medium text-muted-foreground"> points</span>
          </p>
          <p className="text-xs text-muted-foreground">
            Baseline {baseline}%, now {Math.round((baseline + difference) * 10) / 10}%
          </p>
        </div>
      </div>
      <div className="grid gap-3">
        {AREAS.map((a) => (
          <AreaCoverageRow key={a.key} label={a.label} area={analysis[a.key]} testId={a.testId} />
        ))}
      </div>
    </div>
  );
}
