import { describe, expect, it } from "vitest";
import type { DataModel } from "../../../../domain/artifacts/04-data-model";
import {
  blankSections,
  brokenTableRows,
  fencedBlocks,
  headings,
  mermaidProblems,
  rawHtml,
  hasRow,
} from "../../fixtures/document-checks";
import { FIXTURE_META, FIXTURES, fixtureNamed } from "../../fixtures/index";
import { data as libraryData } from "../../fixtures/lending-library/data";
import { renderDdl } from "./ddl";
import { renderDatabaseDesign } from "./render-database";

const SECTIONS = [
  "# Database Design",
  "## 1 Overview",
  "## 2 Entity-relationship diagram",
  "## 3 Tables",
  "## 4 Indexes",
  "## 5 Seed examples",
  "## 6 Adjustments",
  "## 7 SQL DDL",
  "## 8 Traceability",
];

describe.each(FIXTURES)("the database design of $name", (fixture) => {
  const markdown = renderDatabaseDesign(fixture.data, {
    ...FIXTURE_META,
    productName: fixture.requirements.product.name,
  });
  const blocks = fencedBlocks(markdown);

  it("matches its reviewed rendering", async () => {
    await expect(markdown).toMatchFileSnapshot(`./__snapshots__/${fixture.name}.database-design.md`);
  });

  it("has its sections in order and none left blank", () => {
    expect(headings(markdown).filter((h) => /^#{1,2} /.test(h))).toEqual(SECTIONS);
    expect(blankSections(markdown)).toEqual([]);
  });

  it("carries a plausible Mermaid ER diagram and the runnable DDL", () => {
    expect(blocks.map((block) => block.lang)).toEqual(["mermaid", "sql"]);
    const [diagram, ddl] = blocks;
    expect(diagram?.code.startsWith("erDiagram\n")).toBe(true);
    expect(mermaidProblems(diagram?.code ?? "")).toEqual([]);
    expect(`${ddl?.code}\n`).toBe(renderDdl(fixture.data));
  });

  it("lists every entity table and every field column", () => {
    for (const entity of fixture.data.entities) {
      expect(hasRow(markdown, [`\`${entity.table}\``, "Entity"])).toBe(true);
      for (const field of entity.fields) expect(hasRow(markdown, [`\`${field.column}\``])).toBe(true);
    }
  });

  it("never lets user text produce raw HTML or break a table", () => {
    expect(rawHtml(markdown)).toEqual([]);
    expect(brokenTableRows(markdown)).toEqual([]);
  });
});

describe("the database design", () => {
  it("draws each relation with its cardinality", () => {
    const clinic = fixtureNamed("clinic-booking").data;
    const diagram = fencedBlocks(renderDatabaseDesign(clinic, FIXTURE_META))[0]?.code ?? "";
    expect(diagram).toContain('  appointments }o--|| patients : "patient"');
    expect(diagram).toContain('  patients }o--o| doctors : "referredBy"');
    const recipes = fixtureNamed("recipe-box").data;
    const erd = fencedBlocks(renderDatabaseDesign(recipes, FIXTURE_META))[0]?.code ?? "";
    expect(erd).toContain('  recipes }o--o{ tags : "tags"');
    expect(erd).toContain('  recipes }o--|| users : "owner"');
    expect(erd.match(/recipes }o--o\{ tags/g)).toHaveLength(1);
  });

  it("shows a relation's foreign key column, enum values and seed rows by target number", () => {
    const markdown = renderDatabaseDesign(libraryData, FIXTURE_META);
    expect(hasRow(markdown, ["member", "many-to-one", "Member", "`member_id`", "yes", "restrict"])).toBe(
      true,
    );
    const status = [
      "`status`",
      "`text` (one of: `on-loan`, `returned`, `overdue`)",
      "yes",
      "no",
      "Where the loan stands.",
    ];
    expect(hasRow(markdown, status)).toBe(true);
    expect(
      hasRow(markdown, ["1", "2025-03-01", "2025-03-22", "—", "on-loan", "Member row 1", "Book row 1"]),
    ).toBe(true);
  });

  it("says what the schema had to adjust, and that seeds are missing when they are", () => {
    const loan = libraryData.entities.find((entity) => entity.name === "Loan");
    if (!loan) throw new Error("the lending library has loans");
    const model: DataModel = {
      accounts: false,
      entities: [
        {
          ...loan,
          seed: [],
          relations: [
            { name: "member", target: "Member", kind: "many-to-one", required: true, onDelete: "set null" },
          ],
        },
      ],
    };
    const markdown = renderDatabaseDesign(model, FIXTURE_META);
    expect(markdown).toContain("No seed examples are given.");
    expect(markdown).toContain(
      "- Loan.member refers to Member, which is not in the model: loans.member\\_id has no foreign key.",
    );
    expect(markdown).toContain(
      "- Loan.member is required, so deleting its Member is restricted instead of setting it to null.",
    );
  });
});
