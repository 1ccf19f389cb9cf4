import { EMBEDDED } from "@domain/api/ai";
import type { TestPlan } from "@domain/api/testing";
import { Provenance } from "@/components/provenance";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { percentText } from "./labels";

const PRIORITY_VARIANT = { high: "destructive", medium: "secondary", low: "muted" } as const;

/** Test Plans tab: strategy, coverage targets, approach, automation level and the cases per requirement id. */
export function TestPlanTab({ plan, loading }: { plan: TestPlan | null; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (loading) return <Spinner />;
  if (!plan)
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-test-plan">
        {t("testing:plan.empty")}
      </p>
    );
  const s = plan.testStrategy;
  return (
    <div className="space-y-4" data-testid="test-plan">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2 space-y-0">
          <CardTitle>{t("testing:plan.strategy")}</CardTitle>
          <Provenance by={plan.generatedBy ?? EMBEDDED} testId="test-plan-provenance" />
        </CardHeader>
        <CardContent className="grid gap-4 text-sm md:grid-cols-3">
          <div>
            <div className="text-muted-foreground">{t("testing:plan.coverageTargets")}</div>
            <div data-testid="coverage-targets">
              {t("testing:plan.targets", {
                unit: percentText(format, s.coverage_targets.unit),
                integration: percentText(format, s.coverage_targets.integration),
              })}
            </div>
          </div>
          <div>
            <div className="text-muted-foreground">{t("testing:plan.automationLevel")}</div>
            <div data-testid="automation-level">{s.automation_level}</div>
          </div>
          <div>
            <div className="text-muted-foreground">{t("testing:plan.testCases")}</div>
            <div>{format.number(s.totalCases)}</div>
          </div>
          <div className="md:col-span-3">
            <div className="text-muted-foreground">{t("testing:plan.approach")}</div>
            <p data-testid="approach">{s.approach}</p>
          </div>
        </CardContent>
      </Card>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th className="p-2">{t("testing:plan.columns.case")}</th>
              <th className="p-2">{t("testing:plan.columns.requirement")}</th>
              <th className="p-2">{t("testing:plan.columns.type")}</th>
              <th className="p-2">{t("testing:plan.columns.priority")}</th>
              <th className="p-2">{t("testing:plan.columns.automated")}</th>
            </tr>
          </thead>
          <tbody>
            {plan.testCases.map((c) => (
              <tr key={c.id} className="border-t align-top" data-testid="test-case">
                <td className="p-2 font-mono text-xs">{c.id}</td>
                <td className="p-2">
                  <div>{c.title}</div>
                  <div className="text-xs text-muted-foreground">
                    {t("testing:plan.expected", { result: c.expectedResult })}
                  </div>
                </td>
                <td className="p-2">{t(`testing:typeValue.${c.type}`)}</td>
                <td className="p-2">
                  <Badge variant={PRIORITY_VARIANT[c.priority]}>{t(`testing:priority.${c.priority}`)}</Badge>
                </td>
                <td className="p-2 text-xs">
                  {c.automated ? (
                    <span title={c.coveredBy.join("\n")}>
                      <Badge variant="success">{t("testing:plan.automatedYes")}</Badge>{" "}
                      {t("testing:plan.testCount", { count: c.coveredBy.length })}
                    </span>
                  ) : (
                    <Badge variant="muted">{t("testing:plan.automatedNo")}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
