import { describe, expect, it } from "vitest";
import {
  createSlugger,
  extractHeadings,
  plainHeadingText,
  requirementIdOf,
  slugify,
  tocEntries,
  wantsToc,
} from "./headings";

describe("heading anchors", () => {
  it("slugs heading text to lowercase words joined by hyphens", () => {
    expect(slugify("3.2.1 Catalogue (F-1)")).toBe("3-2-1-catalogue-f-1");
    expect(slugify("Appendix A: Requirements summary")).toBe("appendix-a-requirements-summary");
    expect(slugify("Café & Résumé")).toBe("cafe-resume");
  });

  it("anchors a requirement heading by its requirement id", () => {
    expect(requirementIdOf("FR-12: Lend a book")).toBe("FR-12");
    expect(requirementIdOf("NFR-1: Fast catalogue")).toBe("NFR-1");
    expect(requirementIdOf("Functional requirements")).toBeNull();
    expect(createSlugger("doc-3-")("US-2: Know my due dates")).toBe("doc-3-us-2");
  });

  it("keeps repeated headings apart with a counter", () => {
    const slug = createSlugger();
    expect([slug("Notes"), slug("Notes"), slug("Notes"), slug("")]).toEqual([
      "notes",
      "notes-1",
      "notes-2",
      "section",
    ]);
  });

  it("reads the plain text of inline Markdown in headings", () => {
    expect(plainHeadingText("The **`loans`** table [docs](https://x.test) ##")).toBe("The loans table docs");
    expect(plainHeadingText("_Version_ 2 \\# draft")).toBe("Version 2 # draft");
  });
});

describe("extracting the headings of a document", () => {
  const doc = [
    "# Title",
    "## 1 Introduction",
    "text",
    "```sql",
    "# not a heading",
    "```",
    "### 1.1 Purpose",
    "~~~",
    "## inside tilde fence",
    "~~~",
    "##### FR-1: Add a book",
    "## 1 Introduction",
  ].join("\n");

  it("finds ATX headings outside fenced code with the renderer's ids", () => {
    expect(extractHeadings(doc, "d-")).toEqual([
      { depth: 1, text: "Title", id: "d-title" },
      { depth: 2, text: "1 Introduction", id: "d-1-introduction" },
      { depth: 3, text: "1.1 Purpose", id: "d-1-1-purpose" },
      { depth: 5, text: "FR-1: Add a book", id: "d-fr-1" },
      { depth: 2, text: "1 Introduction", id: "d-1-introduction-1" },
    ]);
  });

  it("lists sections and subsections in the contents, not the title or requirement blocks", () => {
    expect(tocEntries(extractHeadings(doc)).map((h) => h.text)).toEqual([
      "1 Introduction",
      "1.1 Purpose",
      "1 Introduction",
    ]);
  });

  it("offers contents only for long documents with several sections", () => {
    const sections = Array.from({ length: 5 }, (_, i) => `## Section ${i}\n${"word ".repeat(120)}`).join(
      "\n",
    );
    expect(wantsToc(sections, extractHeadings(sections))).toBe(true);
    const short = "## A\n## B\n## C\n## D\nshort";
    expect(wantsToc(short, extractHeadings(short))).toBe(false);
  });
});
