import { CheckCircle2, Layers, Lightbulb, TrendingUp } from "lucide-react";
import type { ImplementationAnalysis } from "@domain/api/code";
import { Button } from "@/components/ui/button";

/** Area names as the Gaps tab heads them; requirements first, they are what the user asked for. */
const AREA_LABEL: Readonly<Record<string, string>> = {
  requirements: "Requirements of the SRS",
  database: "Database schema",
  api: "API implementation",
  frontend: "Frontend architecture",
  stack: "Technology stack",
  advanced: "Advanced features",
};
const AREA_ORDER = Object.keys(AREA_LABEL);

/** Gaps: what the code is missing, grouped by area, requirements not served or not tested first. */
export function GapsTab({ gaps }: { gaps: ImplementationAnalysis["gaps"] }) {
  if (gaps.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-success">
        <CheckCircle2 className="h-4 w-4" aria-hidden /> No gaps: the code serves every requirement, a test
        exercises each, and it implements everything the models ask for.
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
          <section key={area} className="rounded-lg border p-3" aria-label={`${area} gaps`}>
            <h4 className="mb-1.5 flex items-center gap-2 text-sm font-medium">
              {AREA_LABEL[area] ?? area}
              <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">
                {messages.length}
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
  return (
    <div className="grid gap-4">
      <section className="grid gap-2" data-testid="analysis-recommendations">
        <h4 className="flex items-center gap-2 text-sm font-medium">
          <Lightbulb className="h-4 w-4 text-warning" aria-hidden /> Recommendations
        </h4>
        <List items={analysis.recommendations} empty="No recommendations." />
      </section>
      <section className="grid gap-2" data-testid="analysis-improvements">
        <h4 className="flex items-center gap-2 text-sm font-medium">
          <TrendingUp className="h-4 w-4 text-success" aria-hidden /> Improvements
        </h4>
        <List items={analysis.improvements} empty="No improvements measured yet." />
      </section>
      <Button className="w-fit" onClick={onOpenMultiPass} data-testid="open-multi-pass">
        <Layers /> Open Multi-Pass Workflow
      </Button>
    </div>
  );
}
