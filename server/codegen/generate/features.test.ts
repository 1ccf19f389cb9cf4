import { describe, expect, it } from "vitest";
import { communityGardenInput } from "../testing/models";
import type { FeaturePage } from "../types";
import { generateApp } from "./index";

/*
 * How the generated app wires what the model wrote and the gate kept (server/codegen/features/write.ts): a page gets
 * a client route and a menu link, a report's routes are registered in app.ts, and rules run inside the create and
 * update of the entities they check, refusing with a 409.
 */

const report: FeaturePage = {
  slug: "garden-report",
  label: "Garden report",
  component: "GardenReport",
  routes: true,
};
const rules: FeaturePage = {
  slug: "harvest-rules",
  label: "Rules",
  component: "HarvestRules",
  page: false,
  ruleEntities: ["Harvest"],
};

function files(features: readonly FeaturePage[]) {
  const all = generateApp({ ...communityGardenInput(), features });
  const text = (path: string) => all.find((f) => f.path === path)?.content ?? "";
  return { all, text };
}

describe("a model-written feature in the generated app", () => {
  it("changes nothing when there is none", () => {
    const plain = generateApp(communityGardenInput());
    expect(files([]).all).toEqual(plain);
    expect(plain.find((f) => f.path === "src/server/data/harvest.ts")?.content).not.toContain(
      "conflict:rule",
    );
  });

  it("registers a report's routes in app.ts and routes its page, but not a page for rules", () => {
    const { text } = files([report, rules]);
    expect(text("src/server/app.ts")).toContain(
      'import { register as registerGardenReportFeature } from "./features/garden-report/routes";',
    );
    // Before the catch-all 404 of /api.
    const app = text("src/server/app.ts");
    expect(app.indexOf("registerGardenReportFeature(app, db);")).toBeGreaterThan(0);
    expect(app.indexOf("registerGardenReportFeature(app, db);")).toBeLessThan(app.indexOf('app.use("/api", () =>'));
    expect(app).not.toContain("harvest-rules");
    const client = text("src/client/app.tsx");
    expect(client).toContain('path="/features/garden-report"');
    expect(client).not.toContain("HarvestRules");
  });

  it("runs rules inside the entity's create and update, in the transaction, with a 409 for a refusal", () => {
    const { text } = files([report, rules]);
    const harvest = text("src/server/data/harvest.ts");
    expect(harvest).toContain(
      'import { checkHarvest as checkHarvestRules } from "../features/harvest-rules/rules";',
    );
    expect(harvest).toContain(
      'const refusal1 = await checkHarvestRules(tx, { action: "create", input }, scope);',
    );
    expect(harvest).toContain(
      'const refusal1 = await checkHarvestRules(tx, { action: "update", id, input }, scope);',
    );
    expect(harvest).toContain('if (refusal1) throw new HttpError(409, "conflict:rule", refusal1);');
    // Other entities are untouched.
    expect(text("src/server/data/crop.ts")).not.toContain("rules");
  });
});
