import ts from "typescript";
import { describe, expect, it } from "vitest";
import { dataModelSchema } from "../../../domain/artifacts/04-data-model";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput } from "../../pipeline/testing/idea-input";
import { codegenCases, extraCodegenInputs, fixtureCases } from "../testing/models";
import type { CodegenInput, GeneratedFile } from "../types";
import { generateClientFiles } from "./client";
import { kebab } from "./names";

/**
 * Workflows in the generated client (issue 17): an expense Claim (draft → submitted → approved / rejected through
 * submit, approve and reject) gets its actions on the detail page, its history, no state input in its form, and
 * UI tests of all three; a model without a workflow gets exactly the client it got before.
 */

/** An expense-claims app with accounts; with `roles`, employees submit and managers approve or reject. */
function claims(roles: boolean): CodegenInput {
  const chain = buildChain(
    ideaInput({
      slug: "expense-claims",
      name: "Expense Claims",
      description: "Employees claim expenses and managers approve them",
      answers: {
        "business-goals": "Claims paid on time",
        "user-types": "Employees: submit claims\nManagers: approve claims",
        "user-authentication": "Username and password accounts",
        "core-features":
          "Employees submit expense claims\nManagers approve or reject claims\nList claims by status",
      },
      dataEntities:
        "Claim: title, amount (money), spent on (date), status (draft/submitted/approved/rejected), note (text)",
    }),
  );
  const input: CodegenInput = { ...chain, projectName: "Expense Claims" };
  const claim = input.data.entities.find((e) => e.name === "Claim");
  if (!claim) throw new Error("no Claim entity");
  const by = (role: string) => (roles ? [role] : []);
  claim.workflow = {
    field: "status",
    initial: "draft",
    serves: [],
    transitions: [
      { name: "submit", label: "Submit", from: ["draft"], to: "submitted", roles: [], serves: [] },
      {
        name: "approve",
        label: "Approve",
        from: ["submitted"],
        to: "approved",
        roles: by("manager"),
        serves: [],
      },
      {
        name: "reject",
        label: "Reject",
        from: ["submitted"],
        to: "rejected",
        roles: by("manager"),
        serves: [],
      },
    ],
  };
  if (roles) {
    input.data.roles = [
      { name: "manager", label: "Manager", description: "Approves claims", manageAccounts: true },
      { name: "employee", label: "Employee", description: "Submits claims", manageAccounts: false },
    ];
    input.data.signUpRole = "employee";
    claim.ownedByUser = true;
    claim.access = {
      manager: { read: "all", create: true, update: "all", delete: "all" },
      employee: { read: "own", create: true, update: "own", delete: "own" },
    };
  }
  return input;
}

function file(files: GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
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

describe("workflows in the generated client", () => {
  it("uses Claim models the data model schema accepts", () => {
    for (const roles of [false, true])
      expect(dataModelSchema.safeParse(claims(roles).data).error).toBeUndefined();
  });

  it("offers the actions the claim's status allows on its page, posts them and shows the history", () => {
    const files = generateClientFiles(claims(false), 3);
    const detail = file(files, "src/client/pages/claim-detail.tsx");
    // The state as a badge, the actions the status allows, each posting its name.
    expect(detail).toContain('<dd>{<span className="badge">{formatValue(row.status, "enum")}</span>}</dd>');
    expect(detail).toContain('import { claimWorkflow } from "../../shared/schema";');
    expect(detail).toContain("const actions = allowedTransitions(claimWorkflow, row.status);");
    expect(detail).toContain("data-transition={transition.name}");
    expect(detail).toContain("onClick={() => props.onTransition(transition.name)}");
    expect(detail).toContain("await api.claimTransition(props.id, { transition: name })");
    // The row and its history are loaded again after an action, and after a refusal; the refusal shows as an error.
    expect(detail).toContain('queryClient.setQueryData(["claims", props.id], await api.claimTransition(');
    expect(detail).toContain('await queryClient.invalidateQueries({ queryKey: ["claims", props.id] });');
    expect(detail).toMatch(/\{props\.actionError && \(\s*<p className="notice error" role="alert">/);
    expect(detail).toContain('queryKey: ["claims", props.id, "transitions"],');
    expect(detail).toContain("queryFn: () => api.claimTransitions(props.id),");
    expect(detail).toContain("<ClaimHistorySection id={props.id} />");
    expect(detail).toContain("showBy={true}");
    // No roles: every action its status allows.
    expect(detail).not.toContain("useMe");

    // The API model's two operations, typed with the shared schema's workflow types.
    const api = file(files, "src/client/api.ts");
    expect(api).toContain(
      'claimTransition: (id: number, input: schema.ClaimTransitionRequest) => request<schema.Claim>("POST", "/api/claims/" + String(id) + "/transitions", input),',
    );
    expect(api).toContain(
      'claimTransitions: (id: number) => request<schema.ClaimTransitionRecord[]>("GET", "/api/claims/" + String(id) + "/transitions"),',
    );
    expect(file(files, "src/client/components/workflow.tsx")).toContain("export function TransitionHistory(");
    expect(file(files, "src/client/styles.css")).toContain(".badge {");
    for (const f of files.filter((f) => f.language === "typescript" || f.language === "tsx"))
      expect(syntaxErrors(f), f.path).toEqual([]);
  });

  it("offers role-limited actions only to their roles, and open ones to whoever may change the claim", () => {
    const files = generateClientFiles(claims(true), 3);
    const detail = file(files, "src/client/pages/claim-detail.tsx");
    expect(detail).toContain('import { useMe, useScope } from "../auth";');
    expect(detail).toContain("role={me.data?.role}");
    expect(detail).toContain(
      "const actions = allowedTransitions(claimWorkflow, row.status, { role: props.role, canUpdate: props.canEdit });",
    );
    const tests = file(files, "src/client/tests/claim.test.tsx");
    expect(tests).toContain('expect(offered("submitted", { role: "employee", canEdit: true })).toEqual([]);');
    expect(tests).toContain(
      'expect(offered("submitted", { role: "manager", canEdit: true })).toEqual(["approve", "reject"]);',
    );
    expect(tests).toContain('expect(offered("draft", { canEdit: false })).toEqual([]);');
  });

  it("leaves the status out of the claim form: the server sets it and only actions change it", () => {
    const files = generateClientFiles(claims(false), 3);
    const form = file(files, "src/client/components/claim-form.tsx");
    expect(form).not.toContain('name="status"');
    expect(form).not.toMatch(/\bstatus:/);
    expect(form).toContain("// No status input: a new Claim starts draft");
    // The list keeps the status column and its filter.
    const list = file(files, "src/client/pages/claims-list.tsx");
    expect(list).toContain('<select name="status" value={params.status}');
    expect(list).toContain('<th scope="col">{"Status"}</th>');
  });

  it("writes UI tests of the actions, the posted body, the history and the form without the status", () => {
    const tests = file(generateClientFiles(claims(false), 3), "src/client/tests/claim.test.tsx");
    expect(tests).toContain('expect(offered("draft")).toEqual(["submit"]);');
    expect(tests).toContain('expect(offered("submitted")).toEqual(["approve", "reject"]);');
    expect(tests).toContain('expect(offered("approved")).toEqual([]);');
    expect(tests).toContain('expect(offered("rejected")).toEqual([]);');
    expect(tests).toContain(
      '{ url: "/api/claims/1/transitions", method: "POST", body: { transition: "submit" } },',
    );
    expect(tests).toContain('{ url: "/api/claims/1/transitions", method: "GET", body: undefined },');
    expect(tests).toContain("<TransitionHistory workflow={claimWorkflow}");
    expect(tests).toContain('import { claimWorkflow, fieldErrors } from "../../shared/schema";');
    expect(tests.match(/expect\(out\)\.not\.toContain\('name="status"'\);/g)?.length).toBe(2);
    expect(tests).toContain("onTransition={noop}");
  });

  it("offers actions only when the API can take them, and a history only when it can answer it", () => {
    const input = claims(false);
    const resource = input.api.resources.find((r) => r.entity === "Claim");
    if (!resource) throw new Error("no claim resource");
    const all = resource.operations;
    // No GET …/transitions: actions, no History section.
    resource.operations = all.filter((o) => !(o.kind === "transition" && o.method === "get"));
    let files = generateClientFiles(input, 3);
    let detail = file(files, "src/client/pages/claim-detail.tsx");
    expect(detail).toContain("allowedTransitions(claimWorkflow, row.status)");
    expect(detail).not.toContain("HistorySection");
    expect(file(files, "src/client/tests/claim.test.tsx")).not.toContain("TransitionHistory");
    // No POST …/transitions: the history, no buttons; the status is still no input (the server keeps it).
    resource.operations = all.filter((o) => !(o.kind === "transition" && o.method === "post"));
    files = generateClientFiles(input, 3);
    detail = file(files, "src/client/pages/claim-detail.tsx");
    expect(detail).not.toContain("allowedTransitions");
    expect(detail).not.toContain("onTransition");
    expect(detail).toContain("<ClaimHistorySection id={props.id} />");
    expect(file(files, "src/client/components/claim-form.tsx")).not.toContain('name="status"');
    expect(file(files, "src/client/tests/claim.test.tsx")).not.toContain("findProps");
    // A workflow the server would not carry out (its initial state is no status) is no workflow at all.
    const odd = claims(false);
    const claim = odd.data.entities.find((e) => e.name === "Claim");
    if (claim?.workflow) claim.workflow.initial = "lost";
    const plain = generateClientFiles(odd, 3);
    expect(file(plain, "src/client/components/claim-form.tsx")).toMatch(/name="status"/);
    expect(plain.some((f) => f.path.includes("workflow"))).toBe(false);
  });

  it("generates the same pages for a model without a workflow, and touches only what a workflow changes", () => {
    const inputs = [
      claims(false),
      claims(true),
      ...codegenCases().map((c) => c.input),
      ...extraCodegenInputs(),
      ...fixtureCases().map((c) => c.input),
    ];
    for (const input of inputs) {
      const flows = input.data.entities.filter((e) => e.workflow);
      const bare = withoutWorkflows(input);
      const without = generateClientFiles(bare, 3);
      expect(
        without.some((f) => f.path.includes("workflow")),
        input.projectName,
      ).toBe(false);
      expect(
        without.some((f) => /allowedTransitions|transitions|badge/.test(f.content)),
        input.projectName,
      ).toBe(false);
      if (flows.length === 0) continue;
      // With the workflow, only these files differ: a page, form or test of an entity without one is byte-identical.
      const before = new Map(without.map((f) => [f.path, f.content]));
      const withFlow = generateClientFiles(input, 3);
      expect(without.every((f) => withFlow.some((g) => g.path === f.path))).toBe(true);
      const touched = new Set(["src/client/api.ts", "src/client/styles.css", "src/client/labels.ts"]);
      touched.add("src/client/components/workflow.tsx");
      for (const entity of flows) {
        touched.add(`src/client/tests/${kebab(entity.name)}.test.tsx`);
        for (const page of input.ui.pages.filter((p) => p.entity === entity.name && p.kind === "detail"))
          touched.add(`src/client/pages/${page.id}.tsx`);
        for (const form of input.ui.forms.filter((f) => f.entity === entity.name))
          touched.add(`src/client/components/${form.id}.tsx`);
      }
      const changed = withFlow.filter((f) => before.get(f.path) !== f.content).map((f) => f.path);
      expect(
        changed.filter((p) => !touched.has(p)),
        input.projectName,
      ).toEqual([]);
    }
    // The Claim's: exactly these.
    const claim = generateClientFiles(claims(false), 3);
    const bare = new Map(
      generateClientFiles(withoutWorkflows(claims(false)), 3).map((f) => [f.path, f.content]),
    );
    expect(
      claim
        .filter((f) => bare.get(f.path) !== f.content)
        .map((f) => f.path)
        .sort(),
    ).toEqual([
      "src/client/api.ts",
      "src/client/components/claim-form.tsx",
      "src/client/components/workflow.tsx",
      "src/client/pages/claim-detail.tsx",
      "src/client/styles.css",
      "src/client/tests/claim.test.tsx",
    ]);
    expect(bare.get("src/client/components/claim-form.tsx")).toMatch(
      /<select id="claim-form-status" name="status"/,
    );
  });
});

/** The same models without workflows: no entity's workflow, no transitions operations in the API model. */
function withoutWorkflows(input: CodegenInput): CodegenInput {
  const copy = structuredClone(input);
  for (const entity of copy.data.entities) delete entity.workflow;
  for (const resource of copy.api.resources)
    resource.operations = resource.operations.filter((o) => o.kind !== "transition");
  return copy;
}
