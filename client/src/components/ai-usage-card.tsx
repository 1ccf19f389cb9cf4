import { useQuery } from "@tanstack/react-query";
import { Cpu } from "lucide-react";
import type { AiUsage } from "@domain/api/ai";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTranslation } from "@/i18n";
import { useFormat, type Formatters } from "@/i18n/format";

export const aiUsageKey = (projectId: number) => ["/api/projects", projectId, "ai-usage"] as const;

/** Dollars with cents, and down to a hundredth of a cent below one dollar (model calls cost little). */
const dollars = (format: Formatters, value: number) =>
  format.number(value, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: value < 1 ? 4 : 2,
  });

/**
 * The engine the agents run on and what the project's model calls used and cost (GET /api/projects/{id}/ai-usage),
 * on /agents and the dashboard's Agent Status.
 */
export function AiUsageCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tokens = (value: number) => format.number(value);
  const usage = useQuery<AiUsage>({ queryKey: aiUsageKey(projectId), staleTime: 0 });
  const data = usage.data;
  const engine = data?.engine;
  return (
    <Card data-testid="ai-usage">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Cpu className="h-4 w-4" aria-hidden /> {t("components:aiUsage.title")}
        </CardTitle>
        <CardDescription data-testid="ai-engine">
          {!engine
            ? t("components:aiUsage.loading")
            : engine.provider === "embedded"
              ? t("components:aiUsage.embedded")
              : engine.budgetUsd === null
                ? t("components:aiUsage.engineModel", {
                    model: engine.model ?? "",
                    provider: engine.provider,
                  })
                : t("components:aiUsage.engineModelBudget", {
                    model: engine.model ?? "",
                    provider: engine.provider,
                    budget: dollars(format, engine.budgetUsd),
                  })}
        </CardDescription>
      </CardHeader>
      {data && (
        <CardContent className="grid gap-3 text-sm">
          <div className="grid grid-cols-3 gap-2" data-testid="ai-usage-totals">
            <div>
              <div className="text-xs text-muted-foreground">{t("components:aiUsage.modelCalls")}</div>
              <div className="text-lg font-semibold">{format.number(data.totals.calls)}</div>
            </div>
            <div>
              <div className="text-xs text-muted-foreground">{t("components:aiUsage.tokens")}</div>
              <div className="text-lg font-semibold">
                {tokens(data.totals.inputTokens)} / {tokens(data.totals.outputTokens)}
              </div>
            </div>
            <div>
              <div className="text-xs text-muted-foreground">{t("components:aiUsage.cost")}</div>
              <div className="text-lg font-semibold">{dollars(format, data.totals.costUsd)}</div>
            </div>
          </div>
          {data.byAgent.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-xs" data-testid="ai-usage-by-agent">
                <thead className="text-muted-foreground">
                  <tr>
                    <th className="py-1 pr-2 font-medium">{t("components:aiUsage.agent")}</th>
                    <th className="py-1 pr-2 font-medium">{t("components:aiUsage.modelColumn")}</th>
                    <th className="py-1 pr-2 text-right font-medium">{t("components:aiUsage.calls")}</th>
                    <th className="py-1 pr-2 text-right font-medium">{t("components:aiUsage.tokens")}</th>
                    <th className="py-1 text-right font-medium">{t("components:aiUsage.cost")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.byAgent.map((line) => (
                    <tr key={`${line.agent}|${line.provider}|${line.model}`} className="border-t">
                      <td className="py-1 pr-2">{line.agent}</td>
                      <td className="py-1 pr-2">{line.model}</td>
                      <td className="py-1 pr-2 text-right">{format.number(line.calls)}</td>
                      <td className="py-1 pr-2 text-right">
                        {tokens(line.inputTokens)} / {tokens(line.outputTokens)}
                      </td>
                      <td className="py-1 text-right">{dollars(format, line.costUsd)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      )}
    </Card>
  );
}
