import { describe, expect, it } from "vitest";
import { fixtureNamed } from "../../../pipeline/fixtures";
import type { CodegenInput } from "../../types";
import { generateApp } from "../index";
import { authPlan } from "./auth-plan";
import { serverModel } from "./model";
import { compareRouteOrder, shadows } from "./operations";

const inputOf = (name: string): CodegenInput => ({ ...fixtureNamed(name), projectName: name });
const kinds = (name: string) =>
  Object.fromEntries(serverModel(inputOf(name)).plans.map((p) => [p.op.id, p.kind]));

describe("operation plans of hand-written models", () => {
  it("finds auth operations by meaning and adds the missing ones at the standard paths", () => {
    const library = authPlan(inputOf("lending-library"));
    expect(library?.login.op).toMatchObject({ id: "signIn", path: "/api/session" });
    expect(library?.logout.op).toMatchObject({ id: "signOut", method: "delete", path: "/api/session" });
    expect(library?.added.map((o) => `${o.method} ${o.path}`)).toEqual([
      "post /api/auth/register",
      "get /api/auth/me",
    ]);
    const recipes = authPlan(inputOf("recipe-box"));
    expect(recipes?.register).toMatchObject({
      added: false,
      status: 201,
      op: { id: "signUp", path: "/api/users" },
    });
    expect(recipes?.login.op.id).toBe("signIn");
    const expenses = authPlan(inputOf("expense-tracker"));
    expect(expenses?.added.map((o) => o.path)).toEqual([
      "/api/auth/register",
      "/api/auth/login",
      "/api/auth/me",
      "/api/auth/logout",
    ]);
    expect(authPlan(inputOf("cafe-events"))).toBeNull();
  });

  it("plans links, children created under a parent and placeholders", () => {
    expect(kinds("recipe-box")).toMatchObject({
      addRecipeTag: "link",
      removeRecipeTag: "unlink",
      signUp: "auth",
    });
    expect(kinds("cafe-events")).toMatchObject({ registerForEvent: "create-child" });
    expect(kinds("lending-library")).toMatchObject({
      returnLoan: "placeholder",
      listMemberLoans: "children",
    });
    expect(kinds("expense-tracker")).toMatchObject({ expenseTotals: "placeholder", listExpenses: "list" });
  });

  it("registers static segments before parameters", () => {
    expect(shadows("/api/expenses/{id}", "/api/expenses/totals")).toBe(true);
    expect(shadows("/api/expenses/totals", "/api/expenses/{id}")).toBe(false);
    const paths = ["/api/expenses/{id}", "/api/expenses", "/api/expenses/totals"].sort(compareRouteOrder);
    expect(paths).toEqual(["/api/expenses", "/api/expenses/totals", "/api/expenses/{id}"]);
    const routes = generateApp(inputOf("expense-tracker"), 2).find(
      (f) => f.path === "src/server/routes/expenses.ts",
    );
    const content = routes?.content ?? "";
    expect(content.indexOf('"/api/expenses/totals"')).toBeGreaterThan(0);
    expect(content.indexOf('"/api/expenses/totals"')).toBeLessThan(content.indexOf('"/api/expenses/:id"'));
    expect(content).toContain('notImplemented("expenseTotals", "Totals per category for a month")');
  });

  it("uses the real sign-up path in test support and lists placeholders in the README", () => {
    const files = generateApp(inputOf("recipe-box"), 3);
    expect(files.find((f) => f.path === "src/server/test-support.ts")?.content).toContain(
      '.post("/api/users")',
    );
    const readme =
      generateApp(inputOf("lending-library"), 3).find((f) => f.path === "README.md")?.content ?? "";
    expect(readme).toContain("## Not implemented yet");
    expect(readme).toContain("`POST /api/loans/:id/return` (`returnLoan`)");
    expect(readme).toContain("Sign up at `POST /api/auth/register`, sign in at `POST /api/session`");
  });
});
