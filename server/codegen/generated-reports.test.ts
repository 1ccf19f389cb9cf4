import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runtime } from "../runtime/dependencies";
import { testRuntime } from "../testing/runtime";
import { generateApp } from "./generate";
import { build, jsonClient, runTests, typecheck, withServedApp, writeApp } from "./testing/check-app";
import { budgetInput, leaderboardInput, teamBudgetInput } from "./testing/models";

/**
 * Reports in generated apps for real (issue 17): two hand-written data models with reports (a budget with accounts:
 * amount per month, by category, the total and the average of each user's own expenses; a game night's
 * leaderboard without accounts: top 5 players, games per day, the highest score) are generated, type-checked (with
 * recharts), built and their own tests run (the report tests among them), then the built server is asked over HTTP
 * for the month's total of stored expenses. A budget with roles (a balance, an auditor refused) and a budget whose
 * reports the embedded engine derives from its requirement sentences are generated and tested too. A few minutes; SPECWRIGHT_SKIP_RUNTIME=1 skips it like
 * generated-apps.test.ts.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
const TIMEOUT_MS = 12 * 60_000;

let tmp: string | undefined;
let runtime: Runtime;
const timings: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-reports-"));
  runtime = await testRuntime(path.join(tmp, "data"));
}, 15 * 60_000);

afterAll(() => {
  if (Object.keys(timings).length > 0) console.log(`report apps (ms): ${JSON.stringify(timings)}`);
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Writes, type-checks, builds and tests a generated app; answers its folder and the titles of its tests. */
async function checked(
  slug: string,
  input: Parameters<typeof generateApp>[0],
): Promise<{ app: string; titles: string[] }> {
  const times: Record<string, number> = {};
  timings[slug] = times;
  const app = writeApp(runtime, slug, generateApp(input, 3));
  const types = await typecheck(runtime, app);
  times.typecheck = types.ms;
  expect(types.output).toBe("");
  expect(types.errors).toBe(0);
  const built = await build(app);
  times.build = built.ms;
  expect(built.code, built.output).toBe(0);
  const tests = await runTests(runtime, app);
  times.test = tests.ms;
  times.passed = tests.passed;
  expect(tests.failures).toEqual([]);
  expect(tests.failed).toBe(0);
  return { app, titles: tests.titles };
}

describe.skipIf(skip)("generated apps with reports (real install)", () => {
  it(
    "budget (accounts): type-checks, builds, passes its report tests, and answers the month's total over HTTP",
    { timeout: TIMEOUT_MS },
    async () => {
      const { app, titles } = await checked("budget", budgetInput());
      const all = titles.join("\n");
      for (const title of ["Amount per month", "Amount by category", "Total amount", "Average amount"]) {
        expect(all).toMatch(
          new RegExp(`${title} report: answers the figures of the signed-in user's stored rows`),
        );
        expect(all).toMatch(new RegExp(`${title} report: answers no groups`));
      }
      expect(all).toMatch(/Amount per month report: counts only the days from and to ask for/);
      expect(all).toMatch(/reports page: Amount per month report: shows its figure, a chart and its rows/);

      await withServedApp(app, async (base) => {
        const client = jsonClient(base);
        const registered = await client.call("POST", "/api/auth/register", {
          username: "ann",
          password: "budget-password",
          name: "Ann",
        });
        expect(registered.status).toBe(201);
        for (const [amount, spentOn] of [
          [12.3, "2025-05-02"],
          [0.1, "2025-05-20"],
          [0.2, "2025-05-31"],
          [99.99, "2025-06-01"],
        ] as const) {
          const created = await client.call("POST", "/api/expenses", {
            description: "Shop",
            amount,
            spentOn,
          });
          expect(created.status).toBe(201);
        }
        const may = await client.call("GET", "/api/reports/amount-per-month?from=2025-05-01&to=2025-05-31");
        expect(may.body).toEqual({
          title: "Amount per month",
          rows: [{ key: "2025-05-01", label: "May 2025", value: 12.6 }],
          total: 12.6,
        });
        expect((await client.call("GET", "/api/reports/total-amount")).body).toMatchObject({ total: 112.59 });
        const wrong = await client.call("GET", "/api/reports/amount-per-month?to=May");
        expect(wrong.status).toBe(400);
      });
    },
  );

  it(
    "leaderboard (no accounts): type-checks, builds and passes its report tests (top 5 of 6 players)",
    { timeout: TIMEOUT_MS },
    async () => {
      const { titles } = await checked("leaderboard", leaderboardInput());
      const all = titles.join("\n");
      expect(all).toMatch(/Top players report: answers the figures of the stored rows/);
      expect(all).toMatch(/Games per day report: answers the figures of the stored rows/);
      expect(all).toMatch(/Highest score report: answers no groups and a total of none/);
    },
  );

  it(
    "team budget (roles): a balance, a week's entries and groups by yes/no and kind; the auditor's 403",
    { timeout: TIMEOUT_MS },
    async () => {
      const { titles } = await checked("team-budget", teamBudgetInput());
      const all = titles.join("\n");
      expect(all).toMatch(/Balance report: answers the figures of the stored rows/);
      expect(all).toMatch(/Entries per week report: counts only the days from and to ask for/);
      expect(all).toMatch(/Auditor: may not see Balance \(403\)/);
    },
  );
});
