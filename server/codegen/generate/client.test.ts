import ts from "typescript";
import { describe, expect, it } from "vitest";
import { codegenCases, extraCodegenInputs } from "../testing/models";
import type { CodegenInput, GeneratedFile } from "../types";
import { generateClientFiles } from "./client";
import { checkGeneratedPath } from "./paths";

const inputs: CodegenInput[] = [...codegenCases().map((c) => c.input), ...extraCodegenInputs()];

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
      for (const route of input.ui.routes) expect(app).toContain(`<Route path="${route.path}">`);
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
        if (!input.ui.pages.some((p) => p.formId === form.id)) continue;
        const file = files.find(
          (f) => f.implements.elements.includes(`form:${form.id}`) && f.content.includes("<form"),
        );
        expect(file, form.id).toBeDefined();
        for (const field of form.fields) {
          expect(file?.content, `${form.id}.${field.name}`).toContain(`name="${field.name}"`);
          if (field.input === "relation" && field.name.endsWith("Id"))
            expect(file?.content).toMatch(new RegExp(`<select id="[^"]+" name="${field.name}"`));
        }
        expect(file?.content).toMatch(/(CreateSchema|credentialsSchema|registerSchema)\.safeParse/);
      }
    }
  });

  it("names every requirement a UI page serves in a UI test title, and tests each page kind", () => {
    for (const input of inputs) {
      const tests = generateClientFiles(input, 3).filter((f) => f.path.startsWith("src/client/tests/"));
      expect(tests.every((f) => f.pass === 3)).toBe(true);
      const titles = tests.flatMap((f) => [...f.content.matchAll(/\bit\("([^"]*)"/g)].map((m) => m[1] ?? ""));
      const named = new Set(titles.flatMap((t) => t.match(/\b(FR|NFR|US)-\d+\b/g) ?? []));
      for (const page of input.ui.pages)
        for (const id of page.serves) expect(named.has(id), `${page.id} ${id}`).toBe(true);
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
});
