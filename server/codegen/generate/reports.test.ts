import { describe, expect, it } from "vitest";
import { apiModelSchema } from "../../../domain/artifacts/04-api-model";
import { dataModelSchema } from "../../../domain/artifacts/04-data-model";
import { uiModelSchema } from "../../../domain/artifacts/04-ui-model";
import runtimePackage from "../template/runtime/package.json";
import {
  budgetInput,
  codegenCase,
  derivedBudgetInput,
  leaderboardInput,
  teamBudgetInput,
} from "../testing/models";
import type { GeneratedFile } from "../types";
import { generateApp } from "./index";
import { serverModel } from "./server/model";

/**
 * Fast checks of reports in generated apps (issue 17): the budget (accounts, per-user rows), the leaderboard (no
 * accounts, a top 5), the team budget (roles, a balance) and a budget whose reports are derived from its
 * requirements. The real apps are installed, type-checked, built, tested and served in ../generated-reports.test.ts.
 */

const budget = budgetInput();
const leaderboard = leaderboardInput();
const team = teamBudgetInput();

function file(files: readonly GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

describe("reports in generated apps", () => {
  it("uses models the schemas accept, with a report operation per report and a Reports page", () => {
    for (const input of [budget, leaderboard, team, derivedBudgetInput()]) {
      expect(dataModelSchema.safeParse(input.data).success).toBe(true);
      expect(apiModelSchema.safeParse(input.api).success).toBe(true);
      expect(uiModelSchema.safeParse(input.ui).success).toBe(true);
      const plans = serverModel(input).plans.filter((p) => p.kind === "report");
      expect(plans).toHaveLength(input.data.reports?.length ?? -1);
      expect(input.ui.pages.filter((p) => p.kind === "reports")).toHaveLength(1);
    }
  });

  it("answers each report with SQL aggregates over the caller's own rows", () => {
    const data = file(generateApp(budget, 3), "src/server/data/reports.ts");
    expect(data).toContain("eq(expenses.ownerId, ownerOf(scope))");
    expect(data).toContain(
      "sql<string>`to_char(date_trunc('month', ${expenses.spentOn}::timestamp), 'YYYY-MM-DD')`",
    );
    expect(data).toContain(".leftJoin(categories, eq(expenses.categoryId, categories.id))");
    expect(data).toContain(".orderBy(desc(value), asc(key))");
    expect(data).toContain("round(avg(${expenses.amount})::numeric, 2)");
    const ranking = file(generateApp(leaderboard, 3), "src/server/data/reports.ts");
    expect(ranking).toContain(".limit(5)");
    expect(ranking).not.toContain("ownerOf");
    const roles = file(generateApp(team, 3), "src/server/data/reports.ts");
    expect(roles).toContain("ownRows(scope, entries.ownerId)");
    expect(roles).toContain("THEN -${entries.amount} ELSE ${entries.amount} END");
    expect(roles).toContain("AT TIME ZONE 'UTC'");
  });

  it("registers GET routes that validate the period and check who may read the rows", () => {
    const budgetRoutes = file(generateApp(budget, 3), "src/server/routes/reports.ts");
    expect(budgetRoutes).toContain('app.get("/api/reports/amount-per-month"');
    expect(budgetRoutes).toContain('parseInput(reportQuerySchema, req.query, "bad_request:query")');
    expect(budgetRoutes).toContain("requireUser(db, req)");
    const teamRoutes = file(generateApp(team, 3), "src/server/routes/reports.ts");
    expect(teamRoutes).toContain('authorize(await requireUser(db, req), "Entry", "read")');
    const schema = file(generateApp(budget, 3), "src/shared/schema.ts");
    expect(schema).toContain("export const reportQuerySchema = z");
    expect(schema).toContain("export type ReportResult = ");
  });

  it("draws each report with recharts on a Reports page linked from the menu", () => {
    const files = generateApp(budget, 3);
    expect(file(files, "src/client/components/report-card.tsx")).toContain('from "recharts"');
    // A report per month asks for the page's date range.
    expect(file(files, "src/client/pages/reports.tsx")).toContain("api.reportAmountPerMonth(range)");
    expect(file(files, "src/client/pages/reports.tsx")).toContain('<input type="date" name="from"');
    expect(file(files, "src/client/app.tsx")).toContain('<NavLink href="/reports" label={"Reports"} />');
    expect(file(files, "src/client/api.ts")).toContain(
      'reportAmountPerMonth: (params: QueryParams = {}) => request<schema.ReportResult>("GET", withQuery("/api/reports/amount-per-month", params)),',
    );
    expect(file(files, "src/client/styles.css")).toContain(".report-grid");
    expect(runtimePackage.dependencies.recharts).toMatch(/^\d+\.\d+\.\d+$/);
    const teamPage = file(generateApp(team, 3), "src/client/pages/reports.tsx");
    expect(teamPage).toContain('can(role, REPORT_ENTITIES[i] ?? "", "read")');
  });

  it("tests exact figures, the limit of a ranking and who may read them", () => {
    const tests = file(generateApp(leaderboard, 3), "src/server/routes/reports.test.ts");
    // Six players, the top five answered, highest first.
    expect(tests.match(/await makePlayer\(t\.agent\)/g)).toHaveLength(6);
    expect(tests).toContain("{ key: String(group5.id), label: String(group5.name), value: 40 },");
    expect(tests).not.toContain("{ key: String(group0.id)");
    const teamTests = file(generateApp(team, 3), "src/server/routes/reports.test.ts");
    expect(teamTests).toContain('const agent = await signUpAs(t, "auditor");');
    expect(teamTests).toContain("expect(res.body.total).toBe(");
  });

  it("leaves apps without reports as they were", () => {
    const files = generateApp(codegenCase("vet-clinic").input, 3);
    expect(files.some((f) => /report/.test(f.path))).toBe(false);
    // package.json lists the whole shared runtime (recharts among it); no source file imports or names it.
    const all = files
      .filter((f) => f.path !== "package.json")
      .map((f) => f.content)
      .join("\n");
    expect(all).not.toMatch(/recharts|ReportResult|report-grid/);
  });
});
