import type { GeneratedFile } from "../../types";
import { tsString } from "../names";
import { generatedFile } from "./code";
import type { ServerModel } from "./model";
import { profilePlan } from "./profile";
import { sampleValue, wrongValue } from "./test-files";
import { TEST_APP_HOOK, TEST_IMPORTS } from "./test-harness";

/*
 * The generated app's tests of the account's profile (profile.ts): an account saves its profile and reads it back,
 * a wrong value is a 400 naming the field, another account never sees it, and a visitor gets a 401. The titles
 * name no requirement: what the idea said of its users is often about other things too (the file's metadata
 * traces the profile to them).
 */

/** src/server/routes/<profile>.test.ts, or null without a profile. */
export function profileTestFile(model: ServerModel): GeneratedFile | null {
  const plan = profilePlan(model);
  if (!plan) return null;
  const values = plan.fields.map((f) => `    ${f.field.name}: ${sampleValue(f.field)},`);
  const empty = plan.fields.map((f) => `${f.field.name}: null`).join(", ");
  const first = plan.fields[0];
  if (!first) return null;
  const usesPick = values.some((v) => v.includes("pick("));
  const imports = ["fresh", "openTestApp", ...(usesPick ? ["pick"] : []), "signUp", "type TestApp"];
  const content = `import request from "supertest";
${TEST_IMPORTS}
import { ${imports.join(", ")} } from "../test-support";

/* ${plan.label}: each account reads and saves its own (GET and PUT ${plan.path}). */

${TEST_APP_HOOK}
function sampleProfile(n: number) {
  return {
${values.join("\n")}
  };
}

describe(${tsString(plan.label)}, () => {
  it("an account saves its profile and reads it back", async () => {
    const profile = sampleProfile(fresh());
    const saved = await t.agent.put(${tsString(plan.path)}).send(profile);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(profile);
    const read = await t.agent.get(${tsString(plan.path)});
    expect(read.status).toBe(200);
    expect(read.body).toEqual(profile);
  });

  it("a field left out is emptied, and a wrong value is refused with its field", async () => {
    const saved = await t.agent.put(${tsString(plan.path)}).send({});
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ${empty} });
    const wrong = await t.agent.put(${tsString(plan.path)}).send({ ${first.field.name}: ${wrongValue(first.field)} });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toHaveProperty(${tsString(first.field.name)});
  });

  it("another account never sees this profile, and a visitor must sign in", async () => {
    await t.agent.put(${tsString(plan.path)}).send(sampleProfile(fresh()));
    const other = request.agent(t.app);
    await signUp(other, \`other-\${fresh()}\`);
    const theirs = await other.get(${tsString(plan.path)});
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ ${empty} });
    const visitor = await request(t.app).get(${tsString(plan.path)});
    expect(visitor.status).toBe(401);
  });
});
`;
  return generatedFile(`src/server/routes/${plan.module}.test.ts`, content, "typescript", 3, {
    documents: ["srs", "api_specification"],
    requirementIds: plan.serves,
    elements: ["accounts", "profile", "stack:Vitest"],
  });
}
