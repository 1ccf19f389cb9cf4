import { describe, expect, it } from "vitest";
import { generateApp } from "../generate";
import { cornerShopInput } from "../testing/shop-models";
import { budgetInput, expenseClaimsInput, toolCases } from "../testing/models";
import { rulesCases, teamPollsInput } from "../testing/rule-models";
import type { GeneratedFile } from "../types";
import { analyseApp } from "./index";
import { behaviourElements } from "./measure-behaviour";

const apiOperationsOf = (input: { api: { resources: { operations: { kind: string; path: string }[] }[] } }) =>
  input.api.resources.flatMap((r) => r.operations);

/**
 * Behaviour counts in the analysis (issue 17 point 7): a generated app with a workflow measures every transition
 * built and tested; taking a transition out of the server, or its tests, lowers the advanced figure and the
 * requirement the transition serves.
 */

const input = expenseClaimsInput();
const files = generateApp(input);
const analyse = (changed: readonly GeneratedFile[]) => analyseApp(changed, input);

const approve = input.data.entities
  .flatMap((e) => e.workflow?.transitions ?? [])
  .find((t) => t.name === "approve");

/** The files with `edit` applied to the one at `path`. */
function editing(path: string, edit: (content: string) => string): GeneratedFile[] {
  const file = files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path}`);
  const content = edit(file.content);
  if (content === file.content) throw new Error(`the edit changed nothing in ${path}`);
  return files.map((f) => (f.path === path ? { ...f, content } : f));
}

describe("behaviour in the analysis", () => {
  it("counts every transition of a complete app as built and tested", () => {
    const analysis = analyse(files);
    expect(analysis.advanced.coverage).toBe(100);
    expect(analysis.advanced.gaps.filter((g) => g.startsWith("Workflow"))).toEqual([]);
    expect(approve?.serves.length).toBeGreaterThan(0);
    for (const id of approve?.serves ?? [])
      expect(analysis.requirements.checks.find((c) => c.id === id)?.status).toBe("tested");
  });

  it("finds a transition the server no longer performs, and the requirement it serves unserved", () => {
    const before = analyse(files);
    // The server's table of moves loses approve: the claim can no longer be approved.
    const changed = editing("src/server/data/claim.ts", (c) => c.replace(/\n\s*"approve": \{[^\n]*\},?/, ""));
    const analysis = analyse(changed);
    expect(analysis.advanced.coverage).toBeLessThan(before.advanced.coverage);
    expect(analysis.advanced.gaps).toContainEqual(
      expect.stringMatching(
        /^Workflow of Claim: approve \(submitted → approved\): not built — no server module checks approve from submitted to approved/,
      ),
    );
    for (const id of approve?.serves ?? []) {
      const check = analysis.requirements.checks.find((c) => c.id === id);
      expect(check?.status).toBe("not-served");
      expect(check?.reason).toContain("Workflow of Claim: approve");
    }
    expect(analysis.requirementCoverage.coverage).toBeLessThan(before.requirementCoverage.coverage);
  });

  it("counts a transition no test performs as half built", () => {
    const before = analyse(files);
    // The tests named for approve no longer send it (their titles stay).
    const changed = editing("src/server/routes/claims.test.ts", (c) =>
      c
        .split(/(?=\n\s+it\()/)
        .map((test) =>
          /^\n\s+it\("[^"]*\bapprove\b/.test(test) ? test.replaceAll(`"approve"`, `"appro" + "ve"`) : test,
        )
        .join(""),
    );
    const analysis = analyse(changed);
    expect(analysis.advanced.gaps).toContain(
      "Workflow of Claim: approve (submitted → approved): untested — no test performs it",
    );
    expect(analysis.advanced.implemented).toBe(before.advanced.implemented - 0.5);
  });

  it("never counts a requirement a transition serves as tested by a list test that names it", () => {
    const ids = approve?.serves ?? [];
    expect(ids.length).toBeGreaterThan(0);
    const named = new RegExp(`\\b(?:${ids.join("|")})\\b,? ?`, "g");
    // No test performs a move or names the requirement any more, but for a test that lists the claims.
    const changed = files.map((f) =>
      !/\.test\.tsx?$/.test(f.path)
        ? f
        : {
            ...f,
            content: f.content
              .replace(
                /\bit\("(?=[^"]*\b(?:approve|reject|submit|pay|transition|history|action|may))/gi,
                'it.skip("',
              )
              .replace(/(?<=\bit\(")([^"]*)(?=")/g, (title: string) => title.replace(named, ""))
              .replace(/(?<=\n\s+it\(")(?=[^"]*\bpages, searches)/, `${ids.join(", ")}: `),
          },
    );
    const analysis = analyse(changed);
    for (const id of ids) {
      const check = analysis.requirements.checks.find((c) => c.id === id);
      expect(check?.tests, id).toEqual([]);
      expect(check?.status, id).toBe("untested");
    }
    expect(
      analysis.requirementCoverage.gaps.some((g) =>
        /pages, searches.*names FR-\d+ but does not exercise it/.test(g),
      ),
    ).toBe(true);
  });
});

describe("reports, rules and interactive pages in the analysis", () => {
  const cases = [
    ...rulesCases(),
    ...toolCases(),
    { slug: "budget", input: budgetInput() },
    { slug: "corner-shop", input: cornerShopInput() },
  ];

  it("counts every report, rule and page of complete apps as built and tested", () => {
    const kinds = new Set<string>();
    for (const c of cases) {
      const elements = behaviourElements(c.input);
      elements.forEach((e) => kinds.add(e.label.split(" ")[0] ?? ""));
      const analysis = analyseApp(generateApp(c.input), c.input);
      expect(
        analysis.advanced.gaps.filter((g) => /^(?:Report|Rule|Page|Workflow)/.test(g)),
        c.slug,
      ).toEqual([]);
    }
    expect([...kinds].sort()).toEqual(["Page", "Report", "Rule"]);
  });

  it("finds a rule the server no longer enforces, a report without its route and a missing page", () => {
    const polls = teamPollsInput();
    const pollFiles = generateApp(polls);
    const rule = behaviourElements(polls).find((e) => e.label.startsWith("Rule"));
    expect(rule).toBeDefined();
    const module = pollFiles.find(
      (f) => f.content.includes(`"conflict:once"`) && f.path.startsWith("src/server/data/"),
    );
    if (!module) throw new Error("no data module refuses with conflict:once");
    const unenforced = pollFiles.map((f) =>
      f === module ? { ...f, content: f.content.replaceAll(`"conflict:once"`, `"conflict"`) } : f,
    );
    const gaps = analyseApp(unenforced, polls).advanced.gaps;
    expect(gaps).toContainEqual(
      expect.stringMatching(
        /^Rule of \w+: once-per-user \(conflict:once\): not built — .* does not refuse with conflict:once/,
      ),
    );

    const budget = budgetInput();
    const budgetFiles = generateApp(budget);
    const report = apiOperationsOf(budget).find((op) => op.kind === "report");
    if (!report) throw new Error("the budget has no report");
    const routePath = report.path.replace("/api", "");
    const withoutRoute = budgetFiles.map((f) =>
      f.path.startsWith("src/server/routes/")
        ? {
            ...f,
            content: f.content
              .replaceAll(`"${report.path}"`, `"/api/gone"`)
              .replaceAll(`"${routePath}"`, `"/gone"`),
          }
        : f,
    );
    expect(analyseApp(withoutRoute, budget).advanced.gaps).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Report ${report.path.replace(/[/]/g, "\\/")}: not built — no route`),
      ),
    );

    const bmi = toolCases().find((c) => c.slug === "bmi-tracker")?.input;
    if (!bmi) throw new Error("no bmi tracker");
    const withoutPage = generateApp(bmi).filter((f) => f.path !== "src/client/pages/bmi-calculator.tsx");
    expect(analyseApp(withoutPage, bmi).advanced.gaps).toContainEqual(
      expect.stringMatching(
        /^Page bmi-calculator \(.*\): not built — src\/client\/pages\/bmi-calculator.tsx is missing/,
      ),
    );
  });
});
