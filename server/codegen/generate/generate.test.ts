import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { PassNumber } from "../../../domain/api/code";
import { analyseApp } from "../analyse";
import { statedRequirements } from "../analyse/behaviour";
import { codegenCases, extraCodegenInputs } from "../testing/models";
import type { CodegenInput, GeneratedFile } from "../types";
import { generateApp } from "./index";
import { isSafeGeneratedPath } from "./paths";
import { expressPath } from "./server/model";

/** Fast checks of the generator's output (no installs): the real apps run in ../generated-apps.test.ts. */

const inputs: { name: string; input: CodegenInput }[] = [
  ...codegenCases().map((c) => ({ name: c.slug, input: c.input })),
  ...extraCodegenInputs().map((input) => ({ name: input.projectName, input })),
];

const HOSTILE =
  'Evil "quotes" </script><script>alert(1)</script> ${process.exit(42)} `tick` */ end\nnew line \u2028 \\';

/** The reading-notes model with user text turned hostile everywhere it can be. */
function hostileInput(): CodegenInput {
  const base = structuredClone(codegenCases().find((c) => c.slug === "cafe-evenements")?.input);
  if (!base) throw new Error("missing case");
  base.projectName = HOSTILE;
  base.requirements.product.purpose = HOSTILE;
  base.ui.appName = HOSTILE;
  for (const entity of base.data.entities) {
    entity.label = `${entity.label} ${HOSTILE}`;
    entity.description = HOSTILE;
    for (const field of entity.fields) {
      field.label = `${field.label} ${HOSTILE}`;
      field.description = HOSTILE;
    }
    for (const row of entity.seed)
      for (const key of Object.keys(row)) if (typeof row[key] === "string") row[key] = HOSTILE.slice(0, 100);
  }
  for (const op of base.api.resources.flatMap((r) => r.operations)) op.summary = HOSTILE;
  return base;
}

function syntaxErrors(file: GeneratedFile): string[] {
  const kind = file.path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.content, ts.ScriptTarget.ES2022, false, kind);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => `${file.path}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

/** Titles of it(...)/test(...) calls written with a string literal. */
function testTitles(files: readonly GeneratedFile[]): string[] {
  const titles: string[] = [];
  for (const file of files.filter((f) => /\.test\.tsx?$/.test(f.path)))
    for (const match of file.content.matchAll(/\b(?:it|test)(?:\.\w+)?\(\s*("(?:[^"\\]|\\.)*")/g))
      titles.push(JSON.parse(match[1] ?? '""') as string);
  return titles;
}

describe("generateApp", () => {
  it("is deterministic: the same models give the same files", () => {
    for (const { input } of inputs.slice(0, 3)) expect(generateApp(input, 3)).toEqual(generateApp(input, 3));
  });

  it("writes only safe relative paths, each file once, with its pass", () => {
    for (const { input } of inputs) {
      const files = generateApp(input, 3);
      for (const file of files) {
        expect(isSafeGeneratedPath(file.path), file.path).toBe(true);
        expect([1, 2, 3]).toContain(file.pass);
        expect(file.implements.documents.length + file.implements.elements.length, file.path).toBeGreaterThan(
          0,
        );
      }
      expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
    }
  });

  it("builds the app up: pass 1 files ⊂ pass 2 files ⊂ pass 3 files, each keeping the pass that introduced it", () => {
    for (const { input } of inputs) {
      const byPass = ([1, 2, 3] as PassNumber[]).map((pass) => generateApp(input, pass));
      const paths = byPass.map((files) => new Set(files.map((f) => f.path)));
      for (const pass of [0, 1])
        for (const path of paths[pass] ?? []) expect(paths[pass + 1]?.has(path), path).toBe(true);
      const passOf = new Map((byPass[2] ?? []).map((f) => [f.path, f.pass]));
      for (const [index, files] of byPass.entries())
        for (const file of files) {
          expect(file.pass).toBeLessThanOrEqual(index + 1);
          expect(passOf.get(file.path)).toBe(file.pass);
        }
      expect(paths[0]?.has("src/server/db/migrations/0000_init.sql")).toBe(true);
      expect([...(paths[0] ?? [])].some((p) => p.startsWith("src/server/routes/"))).toBe(false);
      expect([...(paths[1] ?? [])].some((p) => p.endsWith(".test.ts"))).toBe(false);
      for (const name of [
        "README.md",
        "Dockerfile",
        "docker-compose.yml",
        ".env.example",
        ".dockerignore",
        ".vscode/settings.json",
        ".vscode/extensions.json",
      ])
        expect(paths[2]?.has(name), name).toBe(true);
    }
  });

  it("registers every API operation with its full literal path", () => {
    for (const { input } of inputs) {
      const sources = generateApp(input, 2)
        .filter(
          (f) => f.path.startsWith("src/server/") && f.path.endsWith(".ts") && !f.path.endsWith(".test.ts"),
        )
        .map((f) => f.content)
        .join("\n");
      for (const op of input.api.resources.flatMap((r) => r.operations))
        expect(sources, `${op.id} ${op.path}`).toContain(
          `app.${op.method}(${JSON.stringify(expressPath(op.path))}`,
        );
    }
  });

  it("has a table in the Drizzle schema and the migration for every entity", () => {
    for (const { input } of inputs) {
      const files = generateApp(input, 1);
      const schema = files.find((f) => f.path === "src/server/db/schema.ts")?.content ?? "";
      const sql = files.find((f) => f.path === "src/server/db/migrations/0000_init.sql")?.content ?? "";
      for (const entity of input.data.entities) {
        expect(schema).toContain(`pgTable(\n  ${JSON.stringify(entity.table)}`);
        expect(sql).toMatch(new RegExp(`CREATE TABLE "?${entity.table}"? \\(`));
      }
      if (input.data.accounts) expect(sql).toMatch(/CREATE TABLE "?\w*sessions"? \(/);
    }
  });

  it("names a requirement in a test title only when the test drives its behaviour", () => {
    for (const { name, input } of inputs) {
      const analysis = analyseApp(generateApp(input, 3), input);
      const misnamed = analysis.requirementCoverage.gaps.filter((g) => g.startsWith("Test "));
      expect(misnamed, name).toEqual([]);
      // A capability the generator does not build (reminders, payments…) is named by no test, whatever entity
      // it mentions.
      const titles = testTitles(generateApp(input, 3)).join("\n");
      for (const s of statedRequirements(input))
        if (
          s.behaviour.kind === "capability" &&
          !["search", "export", "reports"].includes(s.behaviour.capability)
        )
          expect(titles, `${name}: ${s.id}`).not.toMatch(new RegExp(`\\b${s.id}\\b`));
    }
  });

  it("exercises every requirement the app serves in a test that names it", () => {
    for (const { name, input } of inputs) {
      const { requirements } = analyseApp(generateApp(input, 3), input);
      expect(requirements.traced, name).toEqual(requirements.served);
    }
  });

  it("lists in requirementIds exactly the ids its test titles name", () => {
    for (const { name, input } of inputs)
      for (const file of generateApp(input, 3).filter((f) => /\.test\.tsx?$/.test(f.path))) {
        const named = new Set(testTitles([file]).flatMap((t) => t.match(/\b(?:FR|NFR|US)-\d+\b/g) ?? []));
        expect(new Set(file.implements.requirementIds), `${name}: ${file.path}`).toEqual(named);
      }
  });

  it("keeps hostile user text inert: every TypeScript file parses and no text escapes its literal or comment", () => {
    const input = hostileInput();
    const files = generateApp(input, 3);
    const errors = files
      .filter((f) => f.language === "typescript" || f.language === "tsx")
      .flatMap(syntaxErrors);
    expect(errors).toEqual([]);
    for (const file of files) {
      if (file.language === "html") expect(file.content, file.path).not.toContain("<script>alert");
      if (file.language === "json") expect(() => JSON.parse(file.content), file.path).not.toThrow();
    }
    const pkg = JSON.parse(files.find((f) => f.path === "package.json")?.content ?? "{}") as { name: string };
    expect(pkg.name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    // The hostile text never ends a block comment early: `*/` only closes comments the generator opened.
    for (const file of files.filter((f) => f.language === "typescript")) {
      const source = ts.createSourceFile(
        file.path,
        file.content,
        ts.ScriptTarget.ES2022,
        true,
        ts.ScriptKind.TS,
      );
      const calls: string[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          ["alert", "exit"].includes(node.expression.text)
        )
          calls.push(`${file.path}: ${node.getText(source)}`);
        if (
          ts.isPropertyAccessExpression(node) &&
          node.name.text === "exit" &&
          node.expression.getText(source) === "process"
        )
          calls.push(`${file.path}: ${node.parent.getText(source)}`);
        node.forEachChild(visit);
      };
      visit(source);
      expect(calls.filter((c) => /exit\(42\)|alert/.test(c))).toEqual([]);
    }
    const readme = files.find((f) => f.path === "README.md")?.content ?? "";
    expect(readme).not.toContain("<script>");
  });

  // Its speed is measured by `npm run bench` (bench/codegen.ts), not here.
  it("generates a 30-entity model", async () => {
    const { benchmarkInput } = await import("../testing/models");
    const input = benchmarkInput();
    expect(input.data.entities.length).toBeGreaterThanOrEqual(30);
    const files = generateApp(input, 3);
    expect(files.length).toBeGreaterThan(100);
  });
});
