import { describe, expect, it } from "vitest";
import { apiModelSchema } from "../../../domain/artifacts/04-api-model";
import { dataModelSchema } from "../../../domain/artifacts/04-data-model";
import { codegenCase, expenseClaimsInput, helpDeskInput } from "../testing/models";
import type { GeneratedFile } from "../types";
import { generateApp } from "./index";
import { serverModel } from "./server/model";
import { pastParticiple } from "./server/workflow-plan";

/**
 * Fast checks of workflows in generated apps (issue 17): the expense claims (roles: submit, approve and reject by
 * managers) and the help desk (no roles). The real apps are installed, type-checked, built, tested and served in
 * ../generated-workflows.test.ts.
 */

const claims = expenseClaimsInput();
const desk = helpDeskInput();

function file(files: readonly GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

describe("workflows in generated apps", () => {
  it("uses models the schemas accept, with both workflow operations in the API model", () => {
    for (const input of [claims, desk]) {
      expect(dataModelSchema.safeParse(input.data).success).toBe(true);
      expect(apiModelSchema.safeParse(input.api).success).toBe(true);
    }
    const plans = Object.fromEntries(serverModel(claims).plans.map((p) => [p.op.id, p.kind]));
    expect(plans).toMatchObject({ claimTransition: "transition", claimTransitions: "transition-history" });
  });

  it("adds the history table to the Drizzle schema and the migration", () => {
    const files = generateApp(claims, 3);
    const schema = file(files, "src/server/db/schema.ts");
    expect(schema).toContain('export const claimsTransitions = pgTable(\n  "claims_transitions",');
    expect(schema).toContain('.references((): AnyPgColumn => claims.id, { onDelete: "cascade" })');
    expect(schema).toContain('byUserId: integer("by_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),');
    const sql = file(files, "src/server/db/migrations/0000_init.sql");
    expect(sql).toContain("CREATE TABLE claims_transitions (");
    expect(sql).toContain("record_id integer NOT NULL REFERENCES claims (id) ON DELETE CASCADE");
    expect(sql).toContain("by_user_id integer REFERENCES users (id) ON DELETE SET NULL");
    expect(sql).toContain("at timestamptz NOT NULL DEFAULT now()");
  }); // prettier-ignore

  it("forces the initial state on create, refuses a state change on update and performs transitions in the data module", () => {
    const data = file(generateApp(claims, 3), "src/server/data/claim.ts");
    expect(data).toContain('status: "draft", note: input.note, ownerId: ownerOf(scope)');
    expect(data).toContain('throw new HttpError(409, "conflict:transition", LOCKED, { status: LOCKED });');
    expect(data).toContain('const LOCKED = "The status changes only through its actions: submit, approve, reject.";');
    expect(data).toContain('"approve": { from: ["submitted"], to: "approved", refused: ["A claim that is ", " cannot be approved: approve applies to submitted claims."] },');
    expect(data).toContain("export async function transition(db: Database, id: number, name: ClaimTransitionName, scope: Scope): Promise<Claim | undefined> {");
    expect(data).toContain("export async function transitions(db: Database, id: number, scope: Scope): Promise<ClaimTransitionRecord[] | undefined> {");
    expect(data).toContain('.for("update")');
    expect(data).toContain("await tx.insert(claimsTransitions).values({ recordId: id, transition: name, fromState: from, toState: move.to, byUserId: scope?.userId ?? null });");
    // The update no longer writes the state.
    expect(data).not.toMatch(/\.set\(\{[^}]*status: input\.status/);
  }); // prettier-ignore

  it("guards the transition route by the transition's roles and the history route like GET", () => {
    const files = generateApp(claims, 3);
    const routes = file(files, "src/server/routes/claims.ts");
    expect(routes).toContain('app.post("/api/claims/:id/transitions", async (req, res) => {');
    expect(routes).toContain('parseInput(claimTransitionRequestSchema, req.body, "bad_request:validation")');
    expect(routes).toContain('throw new HttpError(403, "forbidden:role", transitionForbiddenMessage(user.role, "Claim", transition));');
    expect(routes).toContain('const scope = authorize(user, "Claim", transitionAccess("Claim", transition));');
    expect(routes).toContain('app.get("/api/claims/:id/transitions", async (req, res) => {');
    const access = file(files, "src/shared/access.ts");
    expect(access).toContain('"approve": { roles: ["manager"] as const, action: "approve claims" },');
    expect(access).toContain('"submit": { roles: [] as const, action: "submit claims" },');
    const shared = file(files, "src/shared/schema.ts");
    expect(shared).toContain("export const claimWorkflow = {");
    expect(shared).toContain('status: z.enum(["draft", "submitted", "approved", "rejected"], says("Status is required", "Status must be one of: draft, submitted, approved, rejected")).optional(),');
    expect(shared).toContain("export type ClaimTransitionRecord = z.infer<typeof claimTransitionRecordSchema>;");
    // Without roles: a signed-in user reaches its own rows; no access table.
    const deskFiles = generateApp(desk, 3);
    expect(deskFiles.some((f) => f.path === "src/shared/access.ts")).toBe(false);
    expect(file(deskFiles, "src/server/routes/tickets.ts")).toContain("const scope = { userId: (await requireUser(db, req)).id };\n    const id = parseId(req.params.id);");
  }); // prettier-ignore

  it("writes the app's own workflow tests: each transition, its refusals, the locked state, the initial state and roles", () => {
    const tests = file(generateApp(claims, 3), "src/server/routes/claims.test.ts");
    expect(tests).toContain("creates a claim in the draft status whatever the body says, with no history");
    for (const name of ["submit", "approve", "reject"]) expect(tests).toContain(`${name}: moves a`);
    expect(tests).toContain('message: "A claim that is approved cannot be approved: approve applies to submitted claims."');
    expect(tests).toContain('message: "A claim that is draft cannot be rejected: reject applies to submitted claims."');
    expect(tests).toContain("refuses to change the status of a claim by PATCH (409) but takes the same status");
    expect(tests).toContain('message: "Your role (Employee) may not approve claims"');
    expect(tests).toContain("byUserId: agentId, byName: \"Test user\"");
    const deskTests = file(generateApp(desk, 3), "src/server/routes/tickets.test.ts");
    expect(deskTests).toContain('message: "Start work does not apply to a ticket that is resolved: it applies to open tickets."');
    expect(deskTests).toContain("keeps another account from moving or reading the history of a ticket (404)");
  }); // prettier-ignore

  it("leaves apps without a workflow as they were", () => {
    const files = generateApp(codegenCase("vet-clinic").input, 3);
    const all = files.map((f) => f.content).join("\n");
    expect(all).not.toMatch(/transitions|TRANSITION_ROLES|conflict:transition/);
  });

  it("says what was done to a row in plain English", () => {
    expect(["approve", "submit", "reject", "pay", "carry", "cancel", "reopen", "ship"].map(pastParticiple)).toEqual(["approved", "submitted", "rejected", "paid", "carried", "cancelled", "reopened", "shipped"]);
  }); // prettier-ignore
});
