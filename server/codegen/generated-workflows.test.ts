import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runtime } from "../runtime/dependencies";
import { testRuntime } from "../testing/runtime";
import { generateApp } from "./generate";
import { build, jsonClient, runTests, typecheck, withServedApp, writeApp } from "./testing/check-app";
import { expenseClaimsInput, helpDeskInput } from "./testing/models";

/**
 * Workflows in generated apps for real (issue 17): two hand-written data models with a workflow (expense claims
 * with roles: submit, approve and reject by managers; a help desk without roles: start, resolve, reopen) are
 * generated, type-checked, built and their own tests run (the workflow tests among them), then the built server
 * is asked over HTTP to approve an approved claim (409) and to start work on a resolved ticket (409). A minute or
 * two; SPECWRIGHT_SKIP_RUNTIME=1 skips it like generated-apps.test.ts.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
const TIMEOUT_MS = 12 * 60_000;

let tmp: string | undefined;
let runtime: Runtime;
const timings: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-workflows-"));
  runtime = await testRuntime(path.join(tmp, "data"));
}, 15 * 60_000);

afterAll(() => {
  if (Object.keys(timings).length > 0) console.log(`workflow apps (ms): ${JSON.stringify(timings)}`);
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

describe.skipIf(skip)("generated apps with workflows (real install)", () => {
  it(
    "expense claims (roles): type-checks, builds, passes its workflow tests, and refuses approving an approved claim over HTTP",
    { timeout: TIMEOUT_MS },
    async () => {
      const { app, titles } = await checked("expense-claims", expenseClaimsInput());
      const all = titles.join("\n");
      expect(all).toMatch(/creates a claim in the draft status whatever the body says/);
      for (const name of ["submit", "approve", "reject"]) {
        expect(all).toMatch(new RegExp(`${name}: moves a .* and records who and when, once`));
        expect(all).toMatch(new RegExp(`${name}: refuses an? .* claim with a readable message \\(409\\)`));
      }
      expect(all).toMatch(/refuses to change the status of a claim by PATCH \(409\)/);
      expect(all).toMatch(/Employee: may not approve a claim \(403\)/);
      expect(all).toMatch(/Employee: may submit a claim it may change/);

      await withServedApp(app, async (base) => {
        const manager = jsonClient(base);
        // The first account gets the role that manages accounts: the manager.
        expect(
          (
            await manager.call("POST", "/api/auth/register", {
              username: "mia",
              password: "manager-password",
              name: "Mia",
            })
          ).status,
        ).toBe(201);
        const employee = jsonClient(base);
        expect(
          (
            await employee.call("POST", "/api/auth/register", {
              username: "eli",
              password: "employee-password",
              name: "Eli",
            })
          ).status,
        ).toBe(201);
        const created = await employee.call("POST", "/api/claims", {
          title: "Taxi",
          amount: 23.4,
          spentOn: "2025-05-02",
          status: "approved",
        });
        expect(created.status).toBe(201);
        const claim = created.body as { id: number; status: string };
        expect(claim.status).toBe("draft");
        const move = (client: typeof manager, transition: string) =>
          client.call("POST", `/api/claims/${claim.id}/transitions`, { transition });
        expect((await move(employee, "approve")).status).toBe(403);
        expect(
          (await employee.call("PATCH", `/api/claims/${claim.id}`, { status: "submitted" })).status,
        ).toBe(409);
        expect((await move(employee, "submit")).status).toBe(200);
        expect((await move(manager, "approve")).body).toMatchObject({ id: claim.id, status: "approved" });
        const again = await move(manager, "approve");
        expect(again.status).toBe(409);
        expect(again.body).toEqual({
          code: "conflict:transition",
          message: "A claim that is approved cannot be approved: approve applies to submitted claims.",
        });
        const history = await employee.call("GET", `/api/claims/${claim.id}/transitions`);
        expect(history.status).toBe(200);
        expect(history.body).toMatchObject([
          { transition: "submit", fromState: "draft", toState: "submitted", byName: "Eli" },
          { transition: "approve", fromState: "submitted", toState: "approved", byName: "Mia" },
        ]);
      });
    },
  );

  it(
    "help desk (no roles): type-checks, builds, passes its workflow tests, and refuses starting work on a resolved ticket over HTTP",
    { timeout: TIMEOUT_MS },
    async () => {
      const { app, titles } = await checked("help-desk", helpDeskInput());
      const all = titles.join("\n");
      for (const name of ["start", "resolve", "reopen"])
        expect(all).toMatch(new RegExp(`${name}: moves an? .* ticket to .* and records who and when, once`));
      expect(all).toMatch(/keeps another account from moving or reading the history of a ticket \(404\)/);

      await withServedApp(app, async (base) => {
        const client = jsonClient(base);
        expect(
          (
            await client.call("POST", "/api/auth/register", {
              username: "sam",
              password: "help-desk-password",
              name: "Sam",
            })
          ).status,
        ).toBe(201);
        const created = await client.call("POST", "/api/tickets", { subject: "VPN drops", priority: "high" });
        expect(created.status).toBe(201);
        const ticket = created.body as { id: number; status: string };
        expect(ticket.status).toBe("open");
        const move = (transition: string) =>
          client.call("POST", `/api/tickets/${ticket.id}/transitions`, { transition });
        expect((await move("resolve")).body).toMatchObject({ status: "resolved" });
        const refused = await move("start");
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          code: "conflict:transition",
          message: "Start work does not apply to a ticket that is resolved: it applies to open tickets.",
        });
        expect((await move("reopen")).body).toMatchObject({ status: "open" });
        expect((await move("start")).body).toMatchObject({ status: "in progress" });
        const history = await client.call("GET", `/api/tickets/${ticket.id}/transitions`);
        expect(history.body).toMatchObject([
          { transition: "resolve", fromState: "open", toState: "resolved", byName: "Sam" },
          { transition: "reopen", fromState: "resolved", toState: "open" },
          { transition: "start", fromState: "open", toState: "in progress" },
        ]);
      });
    },
  );
});
