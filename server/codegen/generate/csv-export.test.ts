import ts from "typescript";
import { describe, expect, it } from "vitest";
import { codegenCase, codegenCases, fixtureCases } from "../testing/models";
import type { GeneratedFile } from "../types";
import { generateApp } from "./index";
import { ClientModel } from "./client/model";
import { CSV_TS } from "./client/support";

/**
 * Lists export as CSV in the generated client (client/list-page.ts, components/csv.ts): an Export CSV button on
 * every list page, the pure toCsv helper, and no change to the API. The generated app's own tests run the helper
 * and the buttons for real in ../generated-apps.test.ts.
 */

interface CsvModule {
  toCsv<T>(rows: T[], columns: { label: string; value: (row: T) => unknown }[]): string;
  csvCell(value: unknown): string;
  csvFileName(name: string, day?: Date): string;
  fetchAllRows<T>(
    load: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  ): Promise<T[]>;
}

/** The generated csv.ts, compiled and loaded here (it has no imports). */
function csvModule(): CsvModule {
  const js = ts.transpileModule(CSV_TS, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const exports: Record<string, unknown> = {};
  new Function("exports", js)(exports);
  return exports as unknown as CsvModule;
}

function file(files: readonly GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

describe("CSV export of lists", () => {
  const csv = csvModule();

  it("writes RFC 4180 text with a byte order mark, quoting and doubled quotes", () => {
    const out = csv.toCsv(
      [{ name: 'Zoë "Z", the first', note: "two\nlines", on: "2026-03-14" }],
      [
        { label: "Name", value: (row) => row.name },
        { label: "Note", value: (row) => row.note },
        { label: "On", value: (row) => row.on },
      ],
    );
    expect(out).toBe('\uFEFFName,Note,On\r\n"Zoë ""Z"", the first","two\nlines",2026-03-14\r\n');
  });

  it("guards cells against formula injection, leaving numbers alone", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\tx"].map(csv.csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
    ]);
    expect(csv.csvCell("\rx")).toBe('"\'\rx"');
    expect(csv.csvCell(-3)).toBe("-3");
    expect(csv.csvCell(null)).toBe("");
    expect(csv.csvCell(new Date("2026-03-14T09:30:00.000Z"))).toBe("2026-03-14T09:30:00.000Z");
  });

  it("names the file <plural>-YYYY-MM-DD.csv and reads every page", async () => {
    expect(csv.csvFileName("vet-visits", new Date(2026, 0, 9))).toBe("vet-visits-2026-01-09.csv");
    const all = Array.from({ length: 201 }, (_, i) => ({ id: i + 1 }));
    const pages: number[] = [];
    const rows = await csv.fetchAllRows(async (page, pageSize) => {
      pages.push(page);
      return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    });
    expect(rows).toEqual(all);
    expect(pages).toEqual([1, 2, 3]);
  });

  it("puts an Export CSV button on every list page, reading every page of the list API", () => {
    let pages = 0;
    for (const { slug, input } of [...codegenCases(), ...fixtureCases()]) {
      const files = generateApp(input, 3);
      const model = new ClientModel(input);
      expect(file(files, "src/client/components/csv.ts")).toBe(CSV_TS);
      expect(
        files.some((f) => f.path === "src/client/tests/csv.test.ts"),
        slug,
      ).toBe(true);
      for (const page of input.ui.pages.filter((p) => p.kind === "list")) {
        if (!page.entity) continue;
        const list = model.operation(page.entity, "list");
        const entity = model.entity(page.entity);
        if (!list || !entity) continue;
        const content = file(files, `src/client/pages/${page.id}.tsx`);
        expect(content, `${slug} ${page.id}`).toContain('"Export CSV"');
        expect(content).toContain(
          `fetchAllRows((page, pageSize) => api.${list.id}({ ...params, page, pageSize }))`,
        );
        expect(content).toMatch(/downloadCsv\(csvFileName\("[a-z0-9-]+"\), toCsv\(rows, /);
        for (const field of entity.fields) expect(content).toContain(`value: (row) => row.${field.name} }`);
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(30);
  });

  it("shows the button to roles that may read the list, and leaves the API and its OpenAPI document alone", () => {
    const vet = generateApp(codegenCase("vet-clinic").input, 3);
    const pets = file(vet, "src/client/pages/pets-list.tsx");
    expect(pets).toContain('const canExport = useCan("Pet", "read");');
    expect(pets).toContain("{props.canExport !== false && (");
    expect(file(vet, "src/client/tests/pet.test.tsx")).toContain(
      'canExport={false} />)).not.toContain("Export CSV")',
    );
    const notes = file(generateApp(codegenCase("reading-notes").input, 3), "src/client/pages/notes-list.tsx");
    expect(notes).toContain('"Export CSV"');
    expect(notes).not.toContain("canExport");
    for (const files of [vet, generateApp(codegenCase("maker-space").input, 3)]) {
      // The API (routes, schemas, its tests) is the same with or without export: only the README mentions it.
      const server = files.filter(
        (f) => f.path.startsWith("src/server/") || f.path.startsWith("src/shared/"),
      );
      expect(server.length).toBeGreaterThan(5);
      expect(server.filter((f) => /csv/i.test(f.content)).map((f) => f.path)).toEqual([]);
      expect(file(files, "README.md")).toContain("the API has no export endpoint");
    }
  });
});
