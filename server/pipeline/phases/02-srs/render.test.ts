import { describe, expect, it } from "vitest";
import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { blankSections, brokenTableRows, hasRow, headings, rawHtml } from "../../fixtures/document-checks";
import { FIXTURE_META, FIXTURES, fixtureNamed } from "../../fixtures/index";
import * as library from "../../fixtures/lending-library/analysis";
import { renderSrs } from "./render";

const IEEE_830_HEADINGS = [
  "# Software Requirements Specification",
  "## 1 Introduction",
  "### 1.1 Purpose",
  "### 1.2 Scope",
  "### 1.3 Definitions, acronyms and abbreviations",
  "### 1.4 References",
  "### 1.5 Overview",
  "## 2 Overall Description",
  "### 2.1 Product perspective",
  "### 2.2 Product functions",
  "### 2.3 User characteristics",
  "### 2.4 Constraints",
  "### 2.5 Assumptions and dependencies",
  "## 3 Specific Requirements",
  "### 3.1 External interfaces",
  "#### 3.1.1 User interfaces",
  "#### 3.1.2 Hardware interfaces",
  "#### 3.1.3 Software interfaces",
  "#### 3.1.4 Communications interfaces",
  "### 3.2 Functional requirements",
  "### 3.3 Performance requirements",
  "### 3.4 Design constraints",
  "### 3.5 Software system attributes",
  "#### 3.5.1 Security",
  "#### 3.5.2 Availability",
  "#### 3.5.3 Usability",
  "#### 3.5.4 Scalability",
  "#### 3.5.5 Maintainability",
  "### 3.6 Logical database requirements",
  "## Appendix A: Requirements summary",
  "## Appendix B: Delivery",
];

/** The section body under a heading, up to the next heading of any level. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`${title}\n`);
  if (start < 0) throw new Error(`no heading ${title}`);
  const rest = markdown.slice(start + title.length + 1);
  const next = rest.search(/^#{1,6} /m);
  return (next < 0 ? rest : rest.slice(0, next)).trim();
}

describe.each(FIXTURES)("the SRS of $name", (fixture) => {
  const markdown = renderSrs(fixture.requirements, FIXTURE_META);

  it("matches its reviewed rendering", async () => {
    await expect(markdown).toMatchFileSnapshot(`./__snapshots__/${fixture.name}.srs.md`);
  });

  it("has every IEEE 830 heading, in order, and no other top-level numbered section", () => {
    const found = headings(markdown);
    const positions = IEEE_830_HEADINGS.map((heading) => found.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const numbered = found.filter((heading) => /^#{1,3} (\d|Appendix)/.test(heading));
    expect(numbered).toEqual(IEEE_830_HEADINGS.filter((heading) => /^#{1,3} (\d|Appendix)/.test(heading)));
  });

  it("numbers the features 3.2.1, 3.2.2, … in model order", () => {
    const features = headings(markdown).filter((heading) => heading.startsWith("#### 3.2."));
    features.forEach((heading, index) => expect(heading.startsWith(`#### 3.2.${index + 1} `)).toBe(true));
    expect(features.length).toBeGreaterThanOrEqual(fixture.requirements.features.length);
  });

  it("states every requirement with its id, and lists it in the summary table", () => {
    const summary = section(markdown, "## Appendix A: Requirements summary");
    for (const requirement of fixture.requirements.requirements) {
      expect(headings(markdown).some((heading) => heading.includes(` ${requirement.id}: `))).toBe(true);
      expect(hasRow(summary, [requirement.id])).toBe(true);
    }
  });

  it("never lets user text produce raw HTML or break a table", () => {
    expect(rawHtml(markdown)).toEqual([]);
    expect(brokenTableRows(markdown)).toEqual([]);
    expect(markdown).not.toMatch(/(^|[^\\])<script/);
  });

  it("leaves no section blank", () => {
    expect(blankSections(markdown)).toEqual([]);
  });

  it("renders the same Markdown every time", () => {
    expect(renderSrs(structuredClone(fixture.requirements), FIXTURE_META)).toBe(markdown);
  });
});

describe("the SRS renderer", () => {
  const minimal = renderSrs(fixtureNamed("expense-tracker").requirements, FIXTURE_META);

  it("says in a sentence when a section has nothing to state", () => {
    expect(section(minimal, "#### 3.1.2 Hardware interfaces")).toBe("No hardware interfaces are required.");
    expect(section(minimal, "#### 3.1.4 Communications interfaces")).toBe(
      "No communications interfaces are required.",
    );
    expect(section(minimal, "### 2.4 Constraints")).toBe("No constraints are stated.");
    expect(section(minimal, "### 3.3 Performance requirements")).toBe(
      "No specific performance requirements are stated.",
    );
    expect(section(minimal, "#### 3.5.5 Maintainability")).toBe(
      "No specific maintainability requirements are stated.",
    );
  });

  it("groups requirements under their feature and keeps unassigned ones in a last group", () => {
    const model: RequirementsModel = {
      ...library.requirements,
      features: [{ id: "F-1", name: "Catalogue", description: "", requirementIds: ["FR-2"] }],
      requirements: library.requirements.requirements.map((r) =>
        r.id === "FR-1"
          ? r
          : { ...r, featureId: r.id === "FR-2" ? null : r.featureId === "F-1" ? null : r.featureId },
      ),
    };
    const markdown = renderSrs(model, FIXTURE_META);
    const catalogue = markdown.slice(
      markdown.indexOf("#### 3.2.1 Catalogue (F-1)"),
      markdown.indexOf("#### 3.2.2"),
    );
    expect(catalogue).toContain("##### FR-1: Add a book");
    expect(catalogue).toContain("##### FR-2: Search the catalogue");
    const other = markdown.slice(
      markdown.indexOf("#### 3.2.2 Other functional requirements"),
      markdown.indexOf("### 3.3"),
    );
    expect(other).toContain("##### FR-3: Lend a book");
    expect(other).toContain("##### US-1: Find a book");
  });

  it("shows each requirement's priority, status, description and numbered acceptance criteria", () => {
    const markdown = renderSrs(library.requirements, FIXTURE_META);
    expect(markdown).toContain(
      [
        "##### FR-3: Lend a book",
        "",
        "**Priority:** Must · **Status:** Confirmed · **Source:** Checklist",
        "",
        "A librarian records a loan of an available book to a member with a due date.",
        "",
        "**Acceptance criteria:**",
        "",
        "1. The book shows as on loan after the loan is saved",
        "2. A book already on loan cannot be lent again",
      ].join("\n"),
    );
  });

  it("puts each non-functional requirement under its attribute and 'other' ones under design constraints", () => {
    const markdown = renderSrs(fixtureNamed("clinic-booking").requirements, FIXTURE_META);
    expect(section(markdown, "#### 3.5.4 Scalability")).toBe("");
    expect(markdown.indexOf("##### NFR-3: Growing clinic")).toBeGreaterThan(
      markdown.indexOf("#### 3.5.4 Scalability"),
    );
    expect(markdown.indexOf("#### NFR-5: Data protection law")).toBeGreaterThan(
      markdown.indexOf("### 3.4 Design constraints"),
    );
    expect(markdown.indexOf("#### NFR-5: Data protection law")).toBeLessThan(
      markdown.indexOf("### 3.5 Software"),
    );
  });

  it("takes the date from its meta, never from the clock", () => {
    const markdown = renderSrs(library.requirements, { version: 7, date: "1999-12-31" });
    expect(markdown).toContain("_Version 7 · 1999-12-31_");
  });
});
