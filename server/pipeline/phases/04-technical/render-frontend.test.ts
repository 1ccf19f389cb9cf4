import { describe, expect, it } from "vitest";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
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
import { ui as libraryUi } from "../../fixtures/lending-library/ui";
import { navigationDiagram } from "./navigation-diagram";
import { pageComponentName, renderFrontendArchitecture } from "./render-frontend";

const SECTIONS = [
  "# Frontend Architecture",
  "## 1 Overview",
  "## 2 Routes",
  "## 3 Navigation",
  "## 4 Pages",
  "## 5 Forms and validation",
  "## 6 State management",
  "## 7 Traceability",
];

describe.each(FIXTURES)("the frontend architecture of $name", (fixture) => {
  const markdown = renderFrontendArchitecture(fixture.ui, {
    ...FIXTURE_META,
    productName: fixture.requirements.product.name,
  });

  it("matches its reviewed rendering", async () => {
    await expect(markdown).toMatchFileSnapshot(`./__snapshots__/${fixture.name}.frontend-architecture.md`);
  });

  it("has its sections in order and none left blank", () => {
    expect(headings(markdown).filter((h) => /^#{1,2} /.test(h))).toEqual(SECTIONS);
    expect(blankSections(markdown)).toEqual([]);
  });

  it("draws the navigation as a plausible Mermaid flowchart", () => {
    const blocks = fencedBlocks(markdown);
    expect(blocks.map((block) => block.lang)).toEqual(["mermaid"]);
    expect(blocks[0]?.code.startsWith("flowchart LR\n")).toBe(true);
    expect(mermaidProblems(blocks[0]?.code ?? "")).toEqual([]);
  });

  it("gives every page its section, component tree and requirement ids, and every form its fields", () => {
    for (const page of fixture.ui.pages) {
      expect(headings(markdown).some((h) => h.startsWith("### 4.") && h.endsWith(` \`${page.id}\``))).toBe(
        true,
      );
      expect(markdown).toContain(`- \`${pageComponentName(page.id)}\``);
      for (const component of page.components) expect(markdown).toContain(`  - \`${component}\``);
    }
    for (const form of fixture.ui.forms) {
      for (const field of form.fields) expect(hasRow(markdown, [`\`${field.name}\``])).toBe(true);
    }
  });

  it("never lets user text produce raw HTML or break a table", () => {
    expect(rawHtml(markdown)).toEqual([]);
    expect(brokenTableRows(markdown)).toEqual([]);
  });
});

describe("the frontend architecture", () => {
  it("links the pages of one entity and the navigation bar in the diagram", () => {
    const diagram = navigationDiagram(libraryUi);
    expect(diagram).toContain('  navigation__ -->|"Books"| page_books_list');
    expect(diagram).toContain('  page_books_list -->|"open"| page_book_detail');
    expect(diagram).toContain('  page_book_detail -->|"edit"| page_book_edit');
  });

  it("shows a navigation link to a path without a page, and a page without a route", () => {
    const model: UiModel = {
      ...libraryUi,
      navigation: [{ label: "Help", path: "/help" }],
      routes: libraryUi.routes.filter((r) => r.pageId !== "home"),
    };
    const diagram = navigationDiagram(model);
    expect(diagram).toContain('  missing__1(["/help (no page)"])');
    expect(diagram).toContain('  page_home["Library desk (not routed)"]');
    expect(mermaidProblems(diagram)).toEqual([]);
    expect(renderFrontendArchitecture(model, FIXTURE_META)).toContain("**Route:** not routed");
  });

  it("warns when an earlier route pattern shadows a later static path", () => {
    const cafe = fixtureNamed("cafe-events").ui;
    expect(renderFrontendArchitecture(cafe, FIXTURE_META)).toContain(
      "- `/events/new` is also matched by the earlier `/events/:id`: the router must try it first.",
    );
    expect(renderFrontendArchitecture(libraryUi, FIXTURE_META)).not.toContain("is also matched by");
  });

  it("lists each form field's input kind, options or relation, and validation rules", () => {
    const markdown = renderFrontendArchitecture(libraryUi, FIXTURE_META);
    expect(
      hasRow(markdown, ["`book`", "Book", "relation", "yes", "Book", "required; an available book"]),
    ).toBe(true);
    expect(
      hasRow(markdown, [
        "`status`",
        "Status",
        "select",
        "yes",
        "on-loan, returned, overdue",
        "one of the options",
      ]),
    ).toBe(true);
    expect(hasRow(markdown, ["`available`", "Available", "checkbox", "no", "—", "—"])).toBe(true);
  });
});
