import { describe, expect, it } from "vitest";
import type { DesignModel } from "../../../../domain/artifacts/03-system-design";
import {
  blankSections,
  brokenTableRows,
  fencedBlocks,
  headings,
  mermaidProblems,
  rawHtml,
  tableRows,
} from "../../fixtures/document-checks";
import { FIXTURE_META, FIXTURES } from "../../fixtures/index";
import * as library from "../../fixtures/lending-library/analysis";
import { escapeMarkdown } from "../../markdown";
import { componentDiagram, contextDiagram, sequenceDiagram } from "./diagrams";
import { renderSystemDesign } from "./render";

const SECTIONS = [
  "# System Design",
  "## 1 Overview",
  "## 2 Context",
  "## 3 Components",
  "### 3.1 Data flows",
  "## 5 Technology stack",
  "## 6 Deployment",
  "### 6.1 Deployment units",
  "### 6.2 Configuration",
  "## 7 Security",
  "## 8 Non-functional strategies",
  "## 9 Traceability",
];

describe.each(FIXTURES)("the system design of $name", (fixture) => {
  const meta = { ...FIXTURE_META, productName: fixture.requirements.product.name };
  const markdown = renderSystemDesign(fixture.design, meta);
  const diagrams = fencedBlocks(markdown).filter((block) => block.lang === "mermaid");

  it("matches its reviewed rendering", async () => {
    await expect(markdown).toMatchFileSnapshot(`./__snapshots__/${fixture.name}.system-design.md`);
  });

  it("has its sections in order and none left blank", () => {
    const found = headings(markdown);
    const positions = SECTIONS.map((section) => found.indexOf(section));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(found.some((heading) => heading.startsWith("## 4 Key flow: "))).toBe(true);
    expect(blankSections(markdown)).toEqual([]);
  });

  it("draws a context diagram, a component diagram and (when the flow has steps) a sequence diagram", () => {
    const keywords = diagrams.map((block) => block.code.split("\n")[0]);
    const expected = ["flowchart LR", "flowchart LR"];
    if (fixture.design.keyFlow.steps.length > 0) expected.push("sequenceDiagram");
    expect(keywords).toEqual(expected);
  });

  it("draws only plausible Mermaid: declared nodes, safe labels", () => {
    for (const block of diagrams) expect(mermaidProblems(block.code)).toEqual([]);
  });

  it("never lets user text produce raw HTML or break a table", () => {
    expect(rawHtml(markdown)).toEqual([]);
    expect(brokenTableRows(markdown)).toEqual([]);
  });

  it("shows the requirement ids each component serves", () => {
    const traceability = markdown.slice(markdown.indexOf("## 9 Traceability"));
    for (const component of fixture.design.components) {
      for (const id of component.serves) {
        const row = tableRows(traceability).find((cells) => cells[0] === id);
        expect(row?.[1]).toContain(`Component: ${escapeMarkdown(component.name, { oneLine: true })}`);
      }
    }
  });
});

describe("the system design diagrams", () => {
  it("draw the system between its users and its outside systems, arrows following the data", () => {
    expect(contextDiagram(library.design, "Lending Library")).toBe(
      [
        "flowchart LR",
        '  system__["Lending Library"]',
        '  librarian(["Librarian"])',
        '  mail_service{{"Mail service"}}',
        '  librarian -->|"Browser"| system__',
        '  system__ -->|"SMTP"| mail_service',
      ].join("\n"),
    );
  });

  it("add a generic user when the design names none, and a two-way line for two-way flows", () => {
    const design: DesignModel = {
      ...library.design,
      components: library.design.components.filter((c) => c.kind !== "user"),
      dataFlows: [
        { from: "api-server", to: "mail-service", description: "Send", protocol: "SMTP" },
        { from: "mail-service", to: "api-server", description: "Bounces", protocol: "HTTPS" },
      ],
    };
    const diagram = contextDiagram(design, "S");
    expect(diagram).toContain('  user__(["User"])');
    expect(diagram).toContain('  mail_service <-->|"HTTPS, SMTP"| system__');
    expect(mermaidProblems(diagram)).toEqual([]);
  });

  it("declare flow endpoints that are not components, and keep Mermaid keywords out of node ids", () => {
    const design: DesignModel = {
      ...library.design,
      components: [
        {
          id: "end",
          name: "End",
          kind: "server",
          description: "",
          responsibilities: [],
          technologies: [],
          serves: [],
        },
      ],
      dataFlows: [{ from: "end", to: "ghost", description: "", protocol: "" }],
    };
    const diagram = componentDiagram(design, "S");
    expect(diagram).toContain('    end_["End"]');
    expect(diagram).toContain('  ghost{{"ghost (not described)"}}');
    expect(diagram).toContain("  end_ --> ghost");
    expect(mermaidProblems(diagram)).toEqual([]);
  });

  it("draw a step that answers an earlier call as a dashed reply", () => {
    const lines = sequenceDiagram(library.design).split("\n");
    expect(lines).toContain("  actor librarian as Librarian");
    expect(lines).toContain("  web_client->>api_server: POST /api/loans");
    expect(lines).toContain("  database-->>api_server: New loan row");
    expect(lines).toContain("  api_server-->>web_client: 201 Created with the loan");
  });

  it("encode quotes, brackets, semicolons and HTML from user text", () => {
    const design: DesignModel = {
      ...library.design,
      keyFlow: {
        name: "x",
        serves: [],
        steps: [{ from: "web-client", to: "api-server", message: 'say "hi"; [x] #1 <b>' }],
      },
    };
    expect(sequenceDiagram(design)).toContain(
      "web_client->>api_server: say #quot;hi#quot;#59; #91;x#93; #35;1 #lt;b#gt;",
    );
  });
});
