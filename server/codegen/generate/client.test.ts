import ts from "typescript";
import { describe, expect, it } from "vitest";
import { relationProperty } from "../../pipeline/phases/04-technical/api-schemas";
import { codegenCases, extraCodegenInputs, fixtureCases } from "../testing/models";
import type { CodegenInput, GeneratedFile } from "../types";
import { statedRequirements } from "../analyse/behaviour";
import { generateClientFiles } from "./client";
import { pathArgs } from "./client/shell";
import { checkGeneratedPath } from "./paths";
import { authPlan } from "./server/auth-plan";

const inputs: CodegenInput[] = [
  ...codegenCases().map((c) => c.input),
  ...extraCodegenInputs(),
  ...fixtureCases().map((c) => c.input),
];

function fixture(name: string): CodegenInput {
  const found = fixtureCases([name])[0];
  if (!found) throw new Error(`no fixture ${name}`);
  return structuredClone(found.input);
}

function file(files: GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

function byPath(files: GeneratedFile[]): Map<string, string> {
  return new Map(files.map((f) => [f.path, f.content]));
}

/** Syntax errors of a generated TS/TSX file (types are checked by the generated-app tests). */
function syntaxErrors(file: GeneratedFile): string[] {
  const out = ts.transpileModule(file.content, {
    fileName: file.path,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("client generator", () => {
  it("writes nothing before pass 2 and the same files every time", () => {
    for (const input of inputs) {
      expect(generateClientFiles(input, 1)).toEqual([]);
      expect(generateClientFiles(input, 3)).toEqual(generateClientFiles(input, 3));
      const pass2 = generateClientFiles(input, 2);
      expect(pass2.every((f) => f.pass === 2)).toBe(true);
      expect(pass2.some((f) => f.path.endsWith(".test.tsx"))).toBe(false);
    }
  });

  it("writes a module per UI page, every route as a literal path, and safe paths", () => {
    for (const input of inputs) {
      const files = generateClientFiles(input, 3);
      const content = byPath(files);
      for (const file of files) expect(checkGeneratedPath(file.path)).toBe(file.path);
      for (const page of input.ui.pages)
        expect(content.has(`src/client/pages/${page.id}.tsx`), page.id).toBe(true);
      const app = content.get("src/client/app.tsx") ?? "";
      // A route to a page the UI model does not have (cafe-events' /old-programme) is left out.
      for (const route of input.ui.routes)
        if (input.ui.pages.some((p) => p.id === route.pageId))
          expect(app).toContain(`<Route path="${route.path}">`);
      expect(app).toContain("<NotFound />");
      for (const item of input.ui.navigation) expect(app).toContain(`href="${item.path}"`);
      for (const name of ["index.html", "src/client/main.tsx", "src/client/api.ts", "src/client/styles.css"])
        expect(content.has(name), name).toBe(true);
      expect(content.get("src/client/main.tsx")).toContain("QueryClientProvider");
    }
  });

  it("gives every form field a named control, relation pickers and shared-schema validation", () => {
    for (const input of inputs) {
      const files = generateClientFiles(input, 2);
      for (const form of input.ui.forms) {
        // Forms of create and edit pages (a form on a detail page, like cafe-events' registration, is not built).
        const kinds = ["create", "edit"];
        if (!input.ui.pages.some((p) => p.formId === form.id && kinds.includes(p.kind))) continue;
        const file = files.find(
          (f) => f.implements.elements.includes(`form:${form.id}`) && f.content.includes("<form"),
        );
        expect(file, form.id).toBeDefined();
        const entity = input.data.entities.find((e) => e.name === form.entity);
        for (const field of form.fields) {
          // A workflow's state is no input (the server sets it; its actions change it): client-workflow.test.ts.
          if (entity?.workflow?.field === field.name) {
            expect(file?.content).not.toContain(`name="${field.name}"`);
            continue;
          }
          // A field named by its relation (`member`, `tags`) carries the API property (`memberId`, `tagIds`).
          const relation = entity?.relations.find((r) => r.name === field.name);
          const name = relation ? relationProperty(relation) : field.name;
          expect(file?.content, `${form.id}.${field.name}`).toContain(`name="${name}"`);
          if (field.input === "relation" && name.endsWith("Id"))
            expect(file?.content).toMatch(new RegExp(`<select id="[^"]+" name="${name}"`));
        }
        expect(file?.content).toMatch(/(CreateSchema|credentialsSchema|registerSchema)\.safeParse/);
      }
    }
  });

  it("names in a UI test title only requirements the page's test drives, and tests each page kind", () => {
    for (const input of inputs) {
      const tests = generateClientFiles(input, 3).filter((f) => f.path.startsWith("src/client/tests/"));
      expect(tests.every((f) => f.pass === 3)).toBe(true);
      const titles = tests.flatMap((f) => [...f.content.matchAll(/\bit\("([^"]*)"/g)].map((m) => m[1] ?? ""));
      const stated = new Map(statedRequirements(input).map((s) => [s.id, s.behaviour]));
      for (const t of titles) {
        const page = input.ui.pages.find((p) => t.includes(`${p.id} `));
        for (const id of t.match(/\b(FR|NFR|US)-\d+\b/g) ?? []) {
          const behaviour = stated.get(id);
          const drives =
            behaviour?.kind === "accounts"
              ? /\bsign-(?:in|up)\b/.test(t)
              : behaviour?.kind === "records"
                ? page?.entity !== undefined &&
                  page.entity !== null &&
                  behaviour.entities.includes(page.entity)
                : behaviour?.kind === "capability" &&
                  ((behaviour.capability === "search" && page?.searchable === true) ||
                    (behaviour.capability === "export" && /CSV/.test(t)) ||
                    (behaviour.capability === "reports" && page?.kind === "reports"));
          expect(drives, `${t}: ${id}`).toBe(true);
        }
      }
      const text = tests.map((f) => f.content).join("\n");
      for (const page of input.ui.pages)
        if (page.kind !== "edit") expect(text).toContain(`from "../pages/${page.id}"`);
      expect(text).toContain("renderToString");
    }
  });

  it("records what each file implements", () => {
    const input = inputs[0];
    if (!input) throw new Error("no input");
    const files = generateClientFiles(input, 3);
    for (const file of files) expect(file.implements.documents).toEqual(["frontend_architecture"]);
    const page = input.ui.pages.find((p) => p.serves.length > 0);
    const pageFile = files.find((f) => f.path === `src/client/pages/${page?.id}.tsx`);
    expect(pageFile?.implements.elements).toContain(`page:${page?.id}`);
    expect(pageFile?.implements.requirementIds).toEqual(expect.arrayContaining(page?.serves ?? []));
    expect(files.find((f) => f.path === "src/client/main.tsx")?.implements.elements).toEqual(
      expect.arrayContaining(["stack:React", "stack:Vite", "stack:TanStack Query"]),
    );
  });

  it("keeps hostile names, labels and titles inert", () => {
    const hostile = 'Tom "&" </script><b>${x}</b> `tick` */ end\nnext line \u2028 \\u0022';
    const base = codegenCases().find((c) => c.slug === "recipe-box")?.input;
    if (!base) throw new Error("no recipe-box case");
    const input: CodegenInput = structuredClone(base);
    input.projectName = hostile;
    input.ui.appName = hostile;
    input.requirements.product.purpose = hostile;
    for (const page of input.ui.pages) page.title = `${page.title} ${hostile}`;
    for (const item of input.ui.navigation) item.label = hostile;
    for (const form of input.ui.forms)
      for (const field of form.fields) field.label = `${field.label} ${hostile}`;
    for (const entity of input.data.entities) {
      entity.label = `${entity.label} ${hostile}`;
      entity.description = hostile;
      for (const field of entity.fields) field.label = `${field.label} ${hostile}`;
    }
    const files = generateClientFiles(input, 3);
    const html = files.find((f) => f.path === "index.html")?.content ?? "";
    expect(html).toContain("<title>Tom &quot;&amp;&quot; &lt;/script&gt;&lt;b&gt;${x}&lt;/b&gt;");
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    for (const file of files.filter((f) => f.language === "typescript" || f.language === "tsx")) {
      expect(syntaxErrors(file), file.path).toEqual([]);
      expect(file.content, file.path).not.toContain("</script>");
      expect(file.content, file.path).not.toContain("\nnext line");
      expect(file.content, file.path).not.toContain("\u2028");
    }
  });

  it("maps a form field named by its relation, or by its target alone, to the relation's picker", () => {
    const library = generateClientFiles(fixture("lending-library"), 3);
    const loanForm = file(library, "src/client/components/loan-form.tsx");
    expect(loanForm).toMatch(/<select id="loan-form-memberId" name="memberId"/);
    expect(loanForm).toMatch(/<select id="loan-form-bookId" name="bookId"/);
    expect(loanForm).not.toContain('name="member"');
    expect(loanForm).toContain("memberId: numberInput(values.memberId, true)");
    expect(loanForm).toContain("memberId: useMemberOptions()");
    // The UI tests check the API property's message, the one the shared schema gives.
    expect(file(library, "src/client/tests/loan.test.tsx")).toContain(
      "expect(errors.memberId).toBeTruthy();",
    );

    const recipes = generateClientFiles(fixture("recipe-box"), 2);
    const recipeForm = recipes.find((f) => f.path.startsWith("src/client/components/recipe"))?.content ?? "";
    expect(recipeForm).toMatch(/type="checkbox"\s+name="tagIds"/);
    expect(recipeForm).toContain("tagIds: values.tagIds.map(Number)");

    // Only `relationTo` names the relation (one relation to that target): still the relation's picker.
    const clinic = fixture("clinic-booking");
    const form = clinic.ui.forms.find((f) => f.id === "appointment-form");
    const doctor = form?.fields.find((f) => f.name === "doctor");
    if (!doctor) throw new Error("no doctor field");
    doctor.name = "attendingPhysician";
    const appointmentForm = file(
      generateClientFiles(clinic, 2),
      "src/client/components/appointment-form.tsx",
    );
    expect(appointmentForm).toMatch(/<select id="appointment-form-doctorId" name="doctorId"/);
    expect(appointmentForm).not.toContain("attendingPhysician");
  });

  it("adds the inputs a form leaves out that the API requires to create a row, and never an input twice", () => {
    const library = fixture("lending-library");
    const loanForm = file(generateClientFiles(library, 2), "src/client/components/loan-form.tsx");
    expect(loanForm).toContain('name="borrowedOn" type="date"');
    expect(loanForm).toContain("leaves out borrowedOn");
    const clinic = generateClientFiles(fixture("clinic-booking"), 2);
    expect(file(clinic, "src/client/components/appointment-form.tsx")).toMatch(
      /<select id="[^"]+" name="status"/,
    );

    // Both `member` and `memberId` in one form: one picker.
    const form = library.ui.forms.find((f) => f.id === "loan-form");
    const member = form?.fields.find((f) => f.name === "member");
    if (!form || !member) throw new Error("no member field");
    form.fields.push({ ...member, name: "memberId" });
    const twice = file(generateClientFiles(library, 2), "src/client/components/loan-form.tsx");
    expect(twice.match(/name="memberId"/g)?.length).toBe(1);
  });

  it("gives an API call one argument per path parameter", () => {
    expect(pathArgs("/api/books")).toEqual([]);
    expect(pathArgs("/api/books/{id}")).toEqual(["id"]);
    expect(pathArgs("/api/recipes/{recipeId}/tags/{tagId}")).toEqual(["recipeId", "tagId"]);
    expect(pathArgs("/api/a/{id}/b/{id}")).toEqual(["id", "id2"]);
    expect(pathArgs("/api/a/{params}/b/{withQuery}")).toEqual(["params1", "withQuery2"]);
    expect(pathArgs("/api/a/{owner_id}/b/{class}")).toEqual([
      "ownerId",
      expect.not.stringMatching(/^class$/),
    ]);
    const api = file(generateClientFiles(fixture("recipe-box"), 2), "src/client/api.ts");
    expect(api).toContain(
      'addRecipeTag: (recipeId: number, tagId: number, params: QueryParams = {}) => request<void>("PUT", withQuery("/api/recipes/" + String(recipeId) + "/tags/" + String(tagId), params)),',
    );
    expect(api).toMatch(/removeRecipeTag: \(recipeId: number, tagId: number/);
  });

  it("adds sign-in and sign-up pages an app with accounts lacks, linked when signed out, guarding its pages", () => {
    const input = fixture("expense-tracker");
    expect(input.ui.pages.some((p) => p.kind === "sign-in" || p.kind === "sign-up")).toBe(false);
    const files = generateClientFiles(input, 3);
    const app = file(files, "src/client/app.tsx");
    expect(app).toContain('<Route path="/sign-in"><SignInPage /></Route>');
    expect(app).toContain('<Route path="/sign-up"><SignUpPage /></Route>');
    expect(app).toContain('<Route path="/"><RequireAuth><ExpensesListPage /></RequireAuth></Route>');
    expect(app).toMatch(/\/\/ Added pages:[^]*"sign-in" at \/sign-in[^]*"sign-up" at \/sign-up/);
    expect(app).toContain('<Link href="/sign-in" className="button secondary">');
    expect(app).toContain('<Link href="/sign-up" className="button">');
    expect(file(files, "src/client/auth.tsx")).toContain('export const SIGN_IN_PATH = "/sign-in";');
    // The pages call the server's real account operations.
    const plan = authPlan(input);
    const api = file(files, "src/client/api.ts");
    for (const role of ["register", "login", "me", "logout"] as const)
      expect(api).toContain(`${plan?.[role].op.id}: (`);
    expect(api).toContain(`"${plan?.register.op.path}"`);
    expect(file(files, "src/client/pages/sign-up.tsx")).toContain(
      `await api.${plan?.register.op.id}(parsed.data)`,
    );
    expect(file(files, "src/client/pages/sign-in.tsx")).toContain(
      `await api.${plan?.login.op.id}(parsed.data)`,
    );
    expect(file(files, "src/client/tests/accounts.test.tsx")).toContain('from "../pages/sign-up"');
    // Not elements of the UI model: they implement "accounts".
    const signUp = files.find((f) => f.path === "src/client/pages/sign-up.tsx");
    expect(signUp?.implements.elements).toEqual(expect.arrayContaining(["accounts"]));
    expect(signUp?.implements.elements).not.toContain("page:sign-up");

    // A route whose page needs an account is guarded even when the UI model says it is not.
    for (const route of input.ui.routes) route.requiresAuth = false;
    expect(file(generateClientFiles(input, 2), "src/client/app.tsx")).toContain(
      '<Route path="/expenses/new"><RequireAuth><ExpenseCreatePage /></RequireAuth></Route>',
    );
  });

  it("keeps the UI model's own account page and takes free paths and ids for the added one", () => {
    const libraryInput = fixture("lending-library");
    // An account page is never guarded, even when its route says so (that would send visitors in circles).
    for (const route of libraryInput.ui.routes) route.requiresAuth = true;
    const library = generateClientFiles(libraryInput, 2);
    const app = file(library, "src/client/app.tsx");
    expect(app).toContain('<Route path="/sign-in"><SignInPage /></Route>');
    expect(app.match(/<SignInPage \/>/g)?.length).toBe(1);
    expect(app).toContain('<Route path="/sign-up"><SignUpPage /></Route>');

    const input = fixture("expense-tracker");
    const list = input.ui.pages[0];
    if (!list) throw new Error("no page");
    input.ui.pages.push({ ...list, id: "sign-up" });
    input.ui.routes.push({ path: "/sign-in", pageId: "sign-up", requiresAuth: true });
    const files = generateClientFiles(input, 2);
    const taken = file(files, "src/client/app.tsx");
    expect(taken).toContain('<Route path="/account/sign-in"><SignInPage /></Route>');
    expect(taken).toContain('<Route path="/sign-up"><SignUpPagePage /></Route>');
    expect(files.some((f) => f.path === "src/client/pages/sign-up-page.tsx")).toBe(true);

    const none = fixture("cafe-events");
    expect(none.data.accounts).toBe(false);
    const cafe = generateClientFiles(none, 2);
    expect(cafe.some((f) => /pages\/sign-(in|up)/.test(f.path))).toBe(false);
    expect(file(cafe, "src/client/app.tsx")).not.toContain("Added pages");
  });
});
