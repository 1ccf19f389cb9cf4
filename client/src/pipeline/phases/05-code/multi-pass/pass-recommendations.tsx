import { ListChecks, Lightbulb } from "lucide-react";
import type { MultiPassAnalysis } from "@domain/api/code";
import { recommendationScope, type RecommendationScope } from "@domain/rules/multi-pass";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { t, useTranslation } from "@/i18n";
import { useFormat, type Formatters } from "@/i18n/format";
import { percentText } from "../labels";
import { AREAS } from "./areas";

/** How many remaining gaps show before the rest fold away. */
const GAPS_SHOWN = 8;

/** The passes that have run, by their number. */
export const ranPasses = (analysis: MultiPassAnalysis) =>
  analysis.passes.filter((p) => p.executedAt !== null).map((p) => p.passNumber);

function remainingIntro(
  fmt: Formatters,
  scope: Exclude<RecommendationScope, { kind: "next-pass" }>,
  accuracy: number,
) {
  if (scope.allCompleted) return t("code:multiPass.allCompleted");
  return t("code:multiPass.shortOfThreshold", {
    pass: scope.ranPass,
    accuracy: percentText(fmt, accuracy),
    threshold: percentText(fmt, scope.threshold),
  });
}

/**
 * The side card of the Multi-Pass Workflow (delivery.md §4.4): the analyser's recommendations while a next pass
 * exists (the active one, not yet run); after the last pass, or once the active pass ran and fell short, the
 * gaps that remain, per area, never addressed to a pass that is not coming.
 */
export function PassRecommendations({ analysis }: { analysis: MultiPassAnalysis }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const scope = recommendationScope(analysis.overallAccuracy, ranPasses(analysis));
  if (scope.kind === "next-pass")
    return (
      <Card data-testid="pass-recommendations" data-scope="next-pass">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="h-4 w-4 text-warning" aria-hidden /> {t("code:multiPass.nextPass")}
          </CardTitle>
          <CardDescription>
            {t("code:multiPass.recommendationsFor", { pass: scope.passNumber })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {analysis.nextPassRecommendations.length > 0 ? (
            <ul className="grid list-disc gap-1.5 pl-4 text-sm" data-testid="next-pass-recommendations">
              {analysis.nextPassRecommendations.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("code:multiPass.nothingToRecommend")}</p>
          )}
        </CardContent>
      </Card>
    );

  // The requirements no pass built come first: they are what the user asked for and will not get from a pass.
  const gaps = [
    ...analysis.requirementsCoverage.gaps.map((gap) => ({
      area: t("code:multiPass.areas.requirements"),
      gap,
    })),
    ...AREAS.flatMap((a) => analysis[a.key].gaps.map((gap) => ({ area: a.label(), gap }))),
  ];
  const shown = gaps.slice(0, GAPS_SHOWN);
  const rest = gaps.slice(GAPS_SHOWN);
  const item = ({ area, gap }: { area: string; gap: string }) => (
    <li key={`${area}:${gap}`}>
      <span className="font-medium">{t("code:multiPass.gapArea", { area })}</span> {gap}
    </li>
  );
  return (
    <Card data-testid="pass-recommendations" data-scope="remaining">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="h-4 w-4 text-primary" aria-hidden /> {t("code:multiPass.remainingGaps")}
        </CardTitle>
        <CardDescription>{remainingIntro(fmt, scope, analysis.overallAccuracy)}</CardDescription>
      </CardHeader>
      <CardContent>
        {gaps.length > 0 ? (
          <div className="text-sm">
            <ul className="grid list-disc gap-1.5 pl-4" data-testid="remaining-gaps">
              {shown.map(item)}
            </ul>
            {rest.length > 0 && (
              <details className="mt-2">
                <summary className="cursor-pointer text-primary">
                  {t("code:multiPass.more", { n: fmt.number(rest.length) })}
                </summary>
                <ul className="mt-1 grid list-disc gap-1.5 pl-4">{rest.map(item)}</ul>
              </details>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="remaining-gaps-none">
            {analysis.overallAccuracy >= 100
              ? t("code:multiPass.nothingRemains")
              : t("code:multiPass.noSingleGap")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
