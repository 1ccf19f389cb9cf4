import { CheckCircle2, Layers, Lightbulb, TrendingUp } from "lucide-react";
import type { ImplementationAnalysis } from "@domain/api/code";
import { Button } from "@/components/ui/button";
import { t, useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";

/**
 * The areas in the order the Gaps tab lists them: a failed type-check, build or test run first (it caps every
 * figure), then the requirements, they are what the user asked for.
 */
const AREA_ORDER = ["verification", "requirements", "database", "api", "frontend", "stack", "advanced"];

/** An area's name as the Gaps tab heads it, in the interface's language; an unknown area keeps its id. */
function areaLabel(area: string): string {
  switch (area) {
    case "verification":
      return t("code:analysis.areas.verification");
    case "requirements":
      return t("code:analysis.areas.requirements");
    case "database":
      return t("code:analysis.areas.database");
    case "api":
      return t("code:analysis.areas.api");
    case "frontend":
      return t("code:analysis.areas.frontend");
    case "stack":
      return t("code:analysis.areas.stack");
    case "advanced":
      return t("code:analysis.areas.advanced");
    default:
      return area;
  }
}

/** Gaps: what the code is missing, grouped by area, requirements not served or not tested first. */
export function GapsTab({ gaps }: { gaps: ImplementationAnalysis["gaps"] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (gaps.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-success">
        <CheckCircle2 className="h-4 w-4" aria-hidden /> {t("code:analysis.noGaps")}
      </p>
    );
  const byArea = new Map<string, string[]>();
  for (const gap of gaps) byArea.set(gap.area, [...(byArea.get(gap.area) ?? []), gap.message]);
  const rank = (area: string) => (AREA_ORDER.includes(area) ? AREA_ORDER.indexOf(area) : AREA_ORDER.length);
  return (
    <div className="grid gap-3" data-testid="analysis-gaps">
      {[...byArea]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([area, messages]) => (
          <section
            key={area}
            className="rounded-lg border p-3"
            aria-label={t("code:analysis.gapsLabel", { area })}
          >
            <h4 className="mb-1.5 flex items-center gap-2 text-sm font-medium">
              {areaLabel(area)}
              <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">
                {fmt.number(messages.length)}
              </span>
            </h4>
            <ul className="grid list-disc gap-1 pl-4 text-sm text-muted-foreground">
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

function List({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid list-disc gap-1.5 pl-4 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Actions: what to do next, what improved, and the way to the passes that do it. */
export function ActionsTab({
  analysis,
  onOpenMultiPass,
}: {
  analysis: ImplementationAnalysis;
  onOpenMultiPass: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <section className="grid gap-2" data-testid="analysis-recommendations">
        <h4 className="flex items-center gap-2 text-sm font-medium">
          <Lightbulb className="h-4 w-4 text-warning" aria-hidden /> {t("code:analysis.recommendations")}
        </h4>
        <List items={analysis.recommendations} empty={t("code:analysis.noRecommendations")} />
      </section>
      <section className="grid gap-2" data-testid="analysis-improvements">
        <h4 className="flex items-center gap-2 text-sm font-medium">
          <TrendingUp className="h-4 w-4 text-success" aria-hidden /> {t("code:analysis.improvements")}
        </h4>
        <List items={analysis.improvements} empty={t("code:analysis.noImprovements")} />
      </section>
      <Button className="w-fit" onClick={onOpenMultiPass} data-testid="open-multi-pass">
        <Layers /> {t("code:analysis.openMultiPass")}
      </Button>
    </div>
  );
}
