import ts from "typescript";
import { describe, expect, it } from "vitest";
import { codegenCase, codegenCases, extraCodegenInputs, fixtureCases } from "../testing/models";
import type { CodegenInput, GeneratedFile } from "../types";
import { generateClientFiles } from "./client";
import { nounOf } from "./client/model";
import { homeSubtitle } from "./client/other-pages";
import { ClientModel } from "./client/model";
import { PLURAL_TS } from "./client/support";

/**
 * The generated client speaks to the app's own users (issue 13, point 6): no specification wording (the project
 * idea, the data model's descriptions, "keeps about each", "refers to"), and counts in words with the right
 * singular or plural ("1 pet", "2 pets", "No pets yet").
 */

const inputs: CodegenInput[] = [
  ...codegenCases().map((c) => c.input),
  ...extraCodegenInputs(),
  ...fixtureCases().map((c) => c.input),
];

function file(files: GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

/** The text a page shows: JSX text and string literals, leaving out imports, class names and other attributes. */
function shownText(source: string, path: string): string[] {
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf);
      if (!["aria-label", "placeholder", "title", "label", "message"].includes(name)) return;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      // Code, not text: permission checks, option hooks, query keys.
      if (/^(allows|can|useCan|useScope|useOptions|tsString)$/.test(callee)) return;
    }
    if (ts.isPropertyAssignment(node) && /^(queryKey|className)$/.test(node.name.getText(sf))) return;
    if (ts.isJsxText(node) && node.text.trim() !== "") out.push(node.text.trim());
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe("the generated client's wording for its users", () => {
  it("home page: a welcome in the app's voice, never the project idea or the data model's descriptions", () => {
    for (const input of inputs) {
      const files = generateClientFiles(input, 2);
      const home = files.find(
        (f) => /^src\/client\/pages\/[^/]+\.tsx$/.test(f.path) && f.content.includes("Counts ="),
      );
      if (!home) continue;
      const purpose = input.requirements.product.purpose.trim();
      if (purpose) expect(home.content, input.requirements.product.name).not.toContain(purpose);
      for (const entity of input.data.entities)
        if (entity.description.trim()) expect(home.content).not.toContain(entity.description.trim());
      expect(home.content).not.toMatch(/keeps about each|refers to/);
      expect(home.content).not.toContain(" <span>{");
      const subtitle = homeSubtitle(new ClientModel(input));
      if (subtitle) {
        expect(subtitle).toMatch(/^[A-Z\u00C0-\u017F].* in one place\.$/);
        expect(home.content).toContain(JSON.stringify(subtitle));
        expect(home.content).toContain("countOrNone(");
        expect(home.content).toContain("See all ");
      }
    }
  });

  it("vet clinic home: plural labels in the subtitle, a count and two actions per card", () => {
    const { input } = codegenCase("vet-clinic");
    const home = file(generateClientFiles(input, 2), "src/client/pages/home.tsx");
    expect(home).toContain('"Clients, pets, appointments and vaccinations in one place."');
    expect(home).toContain('countOrNone(props.counts["pets-list"], { one: "pet", many: "pets" })');
    expect(home).toContain('{"New pet"}');
    expect(home).toContain('{"See all pets"}');
    expect(home).not.toContain("What Vet Clinic keeps");
    // Roles stay: the card for readers, its New button for those who may create.
    expect(home).toContain('allows("Pet", "read") && (');
    expect(home).toContain('allows("Pet", "create") && (');
  });

  it("list pages: end-user empty states, search misses and counts in words; Export CSV and New stay", () => {
    const { input } = codegenCase("vet-clinic");
    const files = generateClientFiles(input, 2);
    const list = file(files, "src/client/pages/pets-list.tsx");
    expect(list).toContain('"No pets yet. Add the first one."');
    expect(list).toContain(
      '(props.canCreate !== false ? "No pets yet. Add the first one." : "No pets yet.")',
    );
    expect(list).toContain('"No pets match “" + params.q + "”."');
    expect(list).toContain('noun={{ one: "pet", many: "pets" }}');
    expect(list).not.toContain("No pets match.");
    expect(list).toContain("Export CSV");
    expect(list).toContain("props.canExport !== false");
    const pager = file(files, "src/client/components/pager.tsx");
    expect(pager).toContain("countText(props.total, props.noun)");
    expect(pager).not.toContain("in all");
  });

  it("one pluralisation helper: singular for exactly one, plural otherwise, 'No … yet' for none", async () => {
    const js = ts.transpileModule(PLURAL_TS, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as {
      countText: (n: number, noun: { one: string; many: string }) => string;
      countOrNone: (n: number, noun: { one: string; many: string }) => string;
      joinWords: (words: string[]) => string;
    };
    const pet = { one: "pet", many: "pets" };
    expect(mod.countText(1, pet)).toBe("1 pet");
    expect(mod.countText(2, pet)).toBe("2 pets");
    expect(mod.countText(0, pet)).toBe("0 pets");
    expect(mod.countText(1250, pet)).toBe("1,250 pets");
    expect(mod.countOrNone(0, pet)).toBe("No pets yet");
    expect(mod.countOrNone(1, pet)).toBe("1 pet");
    expect(mod.joinWords(["a", "b", "c"])).toBe("a, b and c");
    // The generated app tests it too, and every page with a count imports it.
    const files = generateClientFiles(codegenCase("vet-clinic").input, 3);
    expect(file(files, "src/client/tests/plural.test.ts")).toContain('toBe("1 pet")');
    expect(file(files, "src/client/components/plural.ts")).toBe(PLURAL_TS);
  });

  it("nouns come from the entity's label and plural", () => {
    const { input } = codegenCase("vet-clinic");
    const pet = input.data.entities.find((e) => e.name === "Pet");
    expect(pet && nounOf(pet)).toEqual({ one: "pet", many: "pets" });
    expect(nounOf({ ...pet!, name: "VetVisit", plural: "VetVisits", label: "" })).toEqual({
      one: "vet visit",
      many: "vet visits",
    });
    // Accented and proper-noun labels keep their spelling; the list's title gives the plural when it matches.
    const cafe = { ...pet!, name: "CafeEvenement", plural: "CafeEvenements", label: "Café Événement" };
    expect(nounOf(cafe, "Café Événements")).toEqual({ one: "Café Événement", many: "Café Événements" });
    expect(nounOf({ ...cafe, label: "Événement" }, "Événements")).toEqual({
      one: "événement",
      many: "événements",
    });
    expect(nounOf(pet!, "My pets")).toEqual({ one: "pet", many: "pets" });
  });

  it("no page or component shows model jargon to its users", () => {
    const jargon = /\b(refers to|keeps about|entity|entities|record of|rows?)\b/i;
    for (const input of inputs) {
      for (const f of generateClientFiles(input, 2)) {
        if (!/^src\/client\/(pages|components)\/.*\.tsx$/.test(f.path)) continue;
        const bad = shownText(f.content, f.path).filter((t) => jargon.test(t));
        expect(bad, `${input.requirements.product.name}: ${f.path}`).toEqual([]);
      }
    }
  });
});
