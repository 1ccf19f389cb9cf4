import { describe, expect, it } from "vitest";
import { dataModelSchema } from "../../../domain/artifacts/04-data-model";
import { codegenCase } from "../testing/models";
import type { GeneratedFile } from "../types";
import { generateApp } from "./index";
import { rolePlan } from "./server/roles";

/**
 * Fast checks of roles and permissions in generated apps (the vet clinic: four roles, per-user pets and
 * appointments). The real app is installed, type-checked, built and its own role tests run in
 * ../generated-apps.test.ts.
 */

const vet = codegenCase("vet-clinic").input;

function file(files: readonly GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

describe("roles and permissions", () => {
  it("uses a data model with roles the schema accepts", () => {
    expect(dataModelSchema.safeParse(vet.data).success).toBe(true);
    const plan = rolePlan(vet.data);
    expect(plan?.admin.name).toBe("admin");
    expect(plan?.signUp.name).toBe("owner");
  });

  it("writes the permission table, the guards and the accounts admin API", () => {
    const files = generateApp(vet, 3);
    const access = file(files, "src/shared/access.ts");
    expect(access).toContain('export const ADMIN_ROLE: RoleName = "admin";');
    expect(access).toContain('export const SIGN_UP_ROLE: RoleName = "owner";');
    expect(access).toContain('"owner": { read: "own", create: true, update: "own", delete: "none" },');
    const auth = file(files, "src/server/auth.ts");
    expect(auth).toContain("export function authorize(");
    expect(auth).toMatch(/LOCK TABLE "\w+" IN SHARE ROW EXCLUSIVE MODE/);
    expect(auth).toContain("(existing?.n ?? 0) === 0 ? ADMIN_ROLE : SIGN_UP_ROLE");
    // Every entity route is guarded by the role's permission for its action.
    for (const name of ["clients", "pets", "appointments", "vaccinations"]) {
      const routes = file(files, `src/server/routes/${name}.ts`);
      const handlers = routes.split("app.").slice(1);
      for (const handler of handlers) expect(handler).toMatch(/authorize\(/);
    }
    expect(file(files, "src/server/routes/pets.ts")).toContain(
      'const scope = authorize(await requireUser(db, req), "Pet", "update");',
    );
    expect(file(files, "src/server/data/pet.ts")).toContain("ownRows(scope, pets.ownerId)");
    expect(file(files, "src/server/data/appointment.ts")).toContain(
      'visibleRows(scope, "Pet", pets.ownerId)',
    );
    expect(file(files, "src/server/data/pet.ts")).toContain(
      "mine: scope !== null && row.ownerId === scope.userId,",
    );
    const admin = file(files, "src/server/routes/account-admin.ts");
    expect(admin).toContain('app.get("/api/admin/accounts"');
    expect(admin).toContain('app.patch("/api/admin/accounts/:id"');
    expect(admin).toContain("conflict:last-admin");
    expect(file(files, "src/server/app.ts")).toContain("registerAccountAdminRoutes(app, db);");
    expect(file(files, "src/server/db/migrations/0000_init.sql")).toContain(
      "ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('admin', 'receptionist', 'vet', 'owner'))",
    );
  });

  it("tests each role of the generated app: allowed and forbidden actions, own rows, the first and the last admin", () => {
    const tests = file(generateApp(vet, 3), "src/server/routes/account-admin.test.ts");
    expect(tests).toContain(
      "gives the first account the Administrator role and later sign-ups the Owner role",
    );
    expect(tests).toContain("keeps the last one that manages accounts (409)");
    for (const role of ["Receptionist", "Vet", "Owner"])
      expect(tests).toMatch(new RegExp(`"${role}: may .* \\(403\\)"`));
    expect(tests).toContain("Owner: sees and changes only its own pets, not another account's");
    expect(tests).toContain("Owner: may refer to its own pets only");
    expect(tests).toContain('"Your role (Owner) may not see clients"');
  });

  it("hides what a role cannot do in the client and adds the Accounts page", () => {
    const files = generateApp(vet, 3);
    const app = file(files, "src/client/app.tsx");
    expect(app).toContain('{can(role, "Client", "read") && <NavLink href="/clients"');
    expect(app).toContain('{managesAccounts(role) && <NavLink href="/accounts" label="Accounts" />}');
    expect(app).toContain('<RequireAccess entity={"Pet"} action="create"');
    expect(file(files, "src/client/pages/accounts-admin.tsx")).toContain("api.adminChangeAccountRole(");
    expect(file(files, "src/client/api.ts")).toContain("adminListAccounts: () =>");
    expect(files.some((f) => f.path === "src/client/tests/roles.test.tsx")).toBe(true);
  });

  it("states the roles and who may do what in the README", () => {
    const readme = file(generateApp(vet, 3), "README.md");
    expect(readme).toContain("## Roles and permissions");
    expect(readme).toContain("| entity | Administrator | Receptionist | Vet | Owner |");
    expect(readme).toContain(
      "| Pet | read all, create yes, update all, delete all | read all, create yes, update all, delete – | read all, create no, update all, delete – | read own, create yes, update own, delete – |",
    );
  });

  it("leaves apps without roles as they were", () => {
    for (const slug of ["reading-notes", "recipe-box", "maker-space", "expense-tracker"]) {
      const input = codegenCase(slug).input;
      expect(rolePlan(input.data)).toBeNull();
      const files = generateApp(input, 3);
      expect(files.some((f) => f.path === "src/shared/access.ts" || f.path.includes("account-admin"))).toBe(
        false,
      );
      const all = files.map((f) => f.content).join("\n");
      expect(all).not.toMatch(/\bauthorize\(|\bownRows\(|\bmine: |useCan\(|RequireAccess/);
    }
  });
});
