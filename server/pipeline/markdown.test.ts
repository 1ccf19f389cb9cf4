import { describe, expect, it } from "vitest";
import { brokenTableRows, fencedBlocks, tableCells } from "./fixtures/document-checks";
import {
  bulletList,
  code,
  codeBlock,
  documentHeader,
  escapeMarkdown,
  heading,
  inline,
  joinBlocks,
  md,
  mermaidId,
  mermaidLabel,
  table,
} from "./markdown";
import { compareRequirementIds, servesText, traceabilityTable } from "./traceability";

describe("escapeMarkdown", () => {
  it.each([
    ["*stars* and _under_", "\\*stars\\* and \\_under\\_"],
    ["`tick` ~strike~", "\\`tick\\` \\~strike\\~"],
    ["[link](http://x)", "\\[link\\](http://x)"],
    ["a | b", "a \\| b"],
    ["back\\slash", "back\\\\slash"],
    ["<script>alert(1)</script>", "\\<script\\>alert(1)\\</script\\>"],
    ["# not a heading", "\\# not a heading"],
    ["&amp; &#60; stay literal, & alone too", "\\&amp; &\\#60; stay literal, & alone too"],
    ["Café Événements", "Café Événements"],
  ])("shows %j as text", (text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped);
  });

  it.each([
    ["- item", "\\- item"],
    ["+ item", "\\+ item"],
    ["---", "\\---"],
    ["===", "\\==="],
    ["1. first", "1\\. first"],
    ["2) second", "2\\) second"],
    ["> quote", "\\> quote"],
    ["-5 degrees", "-5 degrees"],
    ["1.5 litres", "1.5 litres"],
  ])("keeps %j at a line start from becoming a block", (text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped);
  });

  it("keeps paragraphs but drops indentation, trailing spaces and control characters", () => {
    expect(escapeMarkdown("one\n    indented\u0007  \n\n\n\n- two\r\nthree")).toBe(
      "one\nindented\n\n\\- two\nthree",
    );
  });

  it("collapses everything onto one line for table cells and headings", () => {
    expect(escapeMarkdown("one\n\n- two\n  three", { oneLine: true })).toBe("one - two three");
  });
});

describe("the Markdown helpers", () => {
  it("escape plain text and keep trusted Markdown when inlining", () => {
    expect(inline("a\n*b*")).toBe("a \\*b\\*");
    expect(inline(md("**bold**\n`x`"))).toBe("**bold** `x`");
  });

  it("fence inline code longer than any backtick run inside", () => {
    expect(code("plain").markdown).toBe("`plain`");
    expect(code("a `b` c").markdown).toBe("``a `b` c``");
    expect(code("`edge`").markdown).toBe("`` `edge` ``");
  });

  it("write headings on one line", () => {
    expect(heading(2, "Title\nwith # and <b>")).toBe("## Title with \\# and \\<b\\>");
  });

  it("nest bullets under their parent and number ordered lists", () => {
    expect(bulletList(["a", { text: "b", children: ["c", { text: "d", children: ["e"] }] }])).toBe(
      "- a\n- b\n  - c\n  - d\n    - e",
    );
    expect(bulletList(["x", "- y"], { ordered: true })).toBe("1. x\n2. \\- y");
  });

  it("build tables whose rows keep their shape whatever the cells contain", () => {
    const markdown = table(
      ["Name", "Code"],
      [
        ["a | b", code("x | y")],
        ["line\nbreak", md("`already \\| escaped`")],
      ],
    );
    expect(markdown).toBe(
      [
        "| Name       | Code                 |",
        "| ---------- | -------------------- |",
        "| a \\| b     | `x \\| y`             |",
        "| line break | `already \\| escaped` |",
      ].join("\n"),
    );
    expect(brokenTableRows(markdown)).toEqual([]);
    expect(tableCells("| a \\| b | `x \\| y` |")).toEqual(["a \\| b", "`x \\| y`"]);
    expect(() => table(["One"], [["a", "b"]])).toThrow(/2 cells for 1 headers/);
    expect(
      table(
        ["Wide", "x"],
        [
          ["日本語", "é"],
          ["😀", "e\u0301"],
        ],
      ).split("\n"),
    ).toEqual(["| Wide   | x   |", "| ------ | --- |", "| 日本語 | é   |", "| 😀     | e\u0301   |"]);
  });

  it("fence code blocks longer than any backtick run in them and clean the info string", () => {
    const block = codeBlock("sql; rm -rf", "SELECT 1;\n-- ```` inside\n");
    expect(block).toBe("`````sqlrm-rf\nSELECT 1;\n-- ```` inside\n`````");
    expect(fencedBlocks(`${block}\n`)).toEqual([{ lang: "sqlrm-rf", code: "SELECT 1;\n-- ```` inside" }]);
  });

  it("head a document with its title, subtitle and the meta's version and date", () => {
    expect(documentHeader("SRS", "Café *x*", { version: 2, date: "2025-01-02" })).toBe(
      "# SRS\n\n**Café \\*x\\***  \n_Version 2 · 2025-01-02_",
    );
  });

  it("join blocks with blank lines, leaving out empty ones, ending with a newline", () => {
    expect(joinBlocks(["a", null, "", false, "b\n\n"])).toBe("a\n\nb\n");
  });
});

describe("the Mermaid helpers", () => {
  it("encode what would end a label or start markup", () => {
    expect(mermaidLabel('Say "hi"; [x] {y} #1 <b>&</b> a|b `c`')).toBe(
      "Say #quot;hi#quot;#59; #91;x#93; #123;y#125; #35;1 #lt;b#gt;#amp;#lt;/b#gt; a#124;b #96;c#96;",
    );
    expect(mermaidLabel("two\nlines")).toBe("two lines");
    expect(mermaidLabel("  ")).toBe("—");
    expect(mermaidLabel("Café (free)")).toBe("Café (free)");
  });

  it("make ids of letters, digits and underscores that are never keywords", () => {
    expect(mermaidId("web-client")).toBe("web_client");
    expect(mermaidId("Événement")).toBe("Evenement");
    expect(mermaidId("42 things")).toBe("n_42_things");
    expect(mermaidId("end")).toBe("end_");
    expect(mermaidId("End")).toBe("End_");
    expect(mermaidId("---")).toBe("node");
  });
});

describe("traceability", () => {
  it("orders ids FR, NFR, US and by number", () => {
    expect(["US-1", "FR-10", "NFR-2", "FR-2", "X-1"].sort(compareRequirementIds)).toEqual([
      "FR-2",
      "FR-10",
      "NFR-2",
      "US-1",
      "X-1",
    ]);
    expect(servesText(["FR-3", "FR-1", "FR-3"])).toBe("FR-1, FR-3");
    expect(servesText([])).toBe("—");
  });

  it("lists, per requirement, every element that serves it", () => {
    expect(
      traceabilityTable([
        { element: "Page *a*", serves: ["FR-2", "FR-1"] },
        { element: code("b"), serves: ["FR-2"] },
      ]),
    ).toBe(
      [
        "| Requirement | Served by       |",
        "| ----------- | --------------- |",
        "| FR-1        | Page \\*a\\*      |",
        "| FR-2        | Page \\*a\\*, `b` |",
      ].join("\n"),
    );
    expect(traceabilityTable([])).toBe("No element of this document names a requirement it serves.");
  });
});
