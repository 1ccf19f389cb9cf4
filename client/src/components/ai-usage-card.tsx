import { useQuery } from "@tanstack/react-query";
import { Cpu } from "lucide-react";
import type { AiUsage } from "@domain/api/ai";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const aiUsageKey = (projectId: number) => ["/api/projects", projectId, "ai-usage"] as const;

const tokens = new Intl.NumberFormat("en-US");
const dollars = (value: number) =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: value < 1 ? 4 : 2 })}`;

/**
 * The engine the agents run on and what the project's model calls used and cost (GET /api/projects/{id}/ai-usage),
 * on /agents and the dashboard's Agent Status.
 */
export function AiUsageCard({ projectId }: { projectId: number }) {
  const usage = useQuery<AiUsage>({ queryKey: aiUsageKey(projectId), staleTime: 0 });
  const data = usage.data;
  const engine = data?.engine;
  return (
    <Card data-testid="ai-usage">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Cpu className="h-4 w-4" aria-hidden /> AI usage
        </CardTitle>
        <CardDescription data-testid="ai-engine">
          {!engine
            ? "Loading..."
            : engine.provider === "embedded"
              ? "Embedded engine: no model is configured, so every agent works offline at no cost."
              : `Model ${engine.model ?? ""} (${engine.provider}); the embedded engine steps in when it fails.` +
                (engine.budgetUsd === null ? "" : ` Budget ${dollars(engine.budgetUsd)} per project.`)}
        </CardDescription>
      </CardHeader>
      {data && (
        <CardContent className="grid gap-3 text-sm">
          <div className="grid grid-cols-3 gap-2" data-testid="ai-usage-totals">
            <div>
              <div className="text-xs text-muted-foreground">Model calls</div>
              <div className="text-lg font-semibold">{data.totals.calls}</div>
            </div>
            <div>
              <div className="text-xs text-muted-foreground">Tokens in / out</div>
              <div className="text-lg font-semibold">
                {tokens.format(data.totals.inputTokens)} / {tokens.format(data.totals.outputTokens)}
              </div>
            </div>
            <div>
              <div className="text-xs text-muted-foreground">Cost</div>
              <div className="text-lg font-semibold">{dollars(data.totals.costUsd)}</div>
            </div>
          </div>
          {data.byAgent.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-xs" data-testid="ai-usage-by-agent">
                <thead className="text-muted-foreground">
                  <tr>
                    <th className="py-1 pr-2 font-medium">Agent</th>
                    <th className="py-1 pr-2 font-medium">Model</th>
                    <th className="py-1 pr-2 text-right font-medium">Calls</th>
                    <th className="py-1 pr-2 text-right font-medium">Tokens in / out</th>
                    <th className="py-1 text-right font-medium">Cost</th>
                  </tr>
                </thead>
                <tbody>
                  {data.byAgent.map((line) => (
                    <tr key={`${line.agent}|${line.provider}|${line.model}`} className="border-t">
                      <td className="py-1 pr-2">{line.agent}</td>
                      <td className="py-1 pr-2">{line.model}</td>
                      <td className="py-1 pr-2 text-right">{line.calls}</td>
                      <td className="py-1 pr-2 text-right">
                        {tokens.format(line.inputTokens)} / {tokens.format(line.outputTokens)}
                      </td>
                      <td className="py-1 text-right">{dollars(line.costUsd)}</td>
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
