import { EMBEDDED } from "@domain/api/ai";
import type { TestPlan } from "@domain/api/testing";
import { Provenance } from "@/components/provenance";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

const PRIORITY_VARIANT = { high: "destructive", medium: "secondary", low: "muted" } as const;

/** Test Plans tab: strategy, coverage targets, approach, automation level and the cases per requirement id. */
export function TestPlanTab({ plan, loading }: { plan: TestPlan | null; loading: boolean }) {
  if (loading) return <Spinner />;
  if (!plan)
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-test-plan">
        No test plan yet. Enter the requirements and choose Generate Test Plan.
      </p>
    );
  const s = plan.testStrategy;
  return (
    <div className="space-y-4" data-testid="test-plan">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2 space-y-0">
          <CardTitle>Test strategy</CardTitle>
          <Provenance by={plan.generatedBy ?? EMBEDDED} testId="test-plan-provenance" />
        </CardHeader>
        <CardContent className="grid gap-4 text-sm md:grid-cols-3">
          <div>
            <div className="text-muted-foreground">Coverage targets</div>
            <div data-testid="coverage-targets">
              Unit {s.coverage_targets.unit}% · Integration {s.coverage_targets.integration}%
            </div>
          </div>
          <div>
            <div className="text-muted-foreground">Automation level</div>
            <div data-testid="automation-level">{s.automation_level}</div>
          </div>
          <div>
            <div className="text-muted-foreground">Test cases</div>
            <div>{s.totalCases}</div>
          </div>
          <div className="md:col-span-3">
            <div className="text-muted-foreground">Approach</div>
            <p data-testid="approach">{s.approach}</p>
          </div>
        </CardContent>
      </Card>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th className="p-2">Case</th>
              <th className="p-2">Requirement</th>
              <th className="p-2">Type</th>
              <th className="p-2">Priority</th>
              <th className="p-2">Automated</th>
            </tr>
          </thead>
          <tbody>
            {plan.testCases.map((c) => (
              <tr key={c.id} className="border-t align-top" data-testid="test-case">
                <td className="p-2 font-mono text-xs">{c.id}</td>
                <td className="p-2">
                  <div>{c.title}</div>
                  <div className="text-xs text-muted-foreground">Expected: {c.expectedResult}</div>
                </td>
                <td className="p-2">{c.type}</td>
                <td className="p-2">
                  <Badge variant={PRIORITY_VARIANT[c.priority]}>{c.priority}</Badge>
                </td>
                <td className="p-2 text-xs">
                  {c.automated ? (
                    <span title={c.coveredBy.join("\n")}>
                      <Badge variant="success">yes</Badge> {c.coveredBy.length} test
                      {c.coveredBy.length === 1 ? "" : "s"}
                    </span>
                  ) : (
                    <Badge variant="muted">not yet</Badge>
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
