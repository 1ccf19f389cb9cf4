import SwaggerParser from "@apidevtools/swagger-parser";
import type { Code, Heading, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { FIXTURE_META } from "./fixtures/index";
import { codeBlock } from "./markdown";
import { renderSrs } from "./phases/02-srs/render";
import { renderSystemDesign } from "./phases/03-system-design/render";
import { renderApiSpecification } from "./phases/04-technical/render-api";
import { renderDatabaseDesign } from "./phases/04-technical/render-database";
import { renderFrontendArchitecture } from "./phases/04-technical/render-frontend";
import { buildChain } from "./testing/build-chain";
import { ideaInput } from "./testing/idea-input";
import { longPastedSpec, NOT_ROLES, PASTED_SPEC, PASTED_SPEC_IDEA } from "./testing/pasted-spec";

/*
 * A requirements document pasted into the project's description and the chat goes through the whole chain, and
 * every document is read back the way the client reads it (remark with GFM, as react-markdown does): the user's
 * text stays text, every fenced block holds what was put in it, and the OpenAPI YAML parses and validates.
 */

const markdown = unified().use(remarkParse).use(remarkGfm);

function nodes(root: Root): RootContent[] {
  const all: RootContent[] = [];
  const walk = (node: RootContent) => {
    all.push(node);
    if ("children" in node) node.children.forEach(walk);
  };
  root.children.forEach(walk);
  return all;
}

const codeNodes = (root: Root) => nodes(root).filter((n): n is Code => n.type === "code");

const chain = buildChain(ideaInput(PASTED_SPEC_IDEA));
const meta = { ...FIXTURE_META, productName: chain.requirements.product.name };
const DOCUMENTS = {
  srs: renderSrs(chain.requirements, meta),
  design: renderSystemDesign(chain.design, meta),
  database: renderDatabaseDesign(chain.data, meta),
  api: renderApiSpecification(chain.api, meta),
  frontend: renderFrontendArchitecture(chain.ui, meta),
};
/** The fenced blocks each renderer writes: nothing of the user's text may add or end one. */
const FENCES: Record<keyof typeof DOCUMENTS, string[]> = {
  srs: [],
  design: ["mermaid", "mermaid", "mermaid"],
  database: ["mermaid", "sql"],
  api: ["yaml"],
  frontend: ["mermaid"],
};

describe("a fenced block", () => {
  it.each([
    ["the pasted specification", PASTED_SPEC],
    ["a ``` fence", "before\n```\ninside\n```\nafter"],
    ["a ~~~ fence", "~~~\ninside\n~~~"],
    ["a line of four backticks", "````"],
    ["backticks at both ends", "```js\n`x`\n``````"],
    ["indented fences", "   ```\n  ````\n\tcode"],
    ["a YAML separator and specials", "---\nkey: value # comment\n'single' \"double\"\n..."],
  ])("holds %s exactly as written", (_label, text) => {
    const [block, ...rest] = codeNodes(markdown.parse(codeBlock("text", text)));
    expect(rest).toEqual([]);
    expect(block?.value).toBe(text.replace(/\n+$/, ""));
  });
});

describe("a pasted specification through the whole document chain", () => {
  it.each(Object.entries(DOCUMENTS))("renders the %s with only its own fenced blocks", (kind, document) => {
    const root = markdown.parse(document);
    expect(codeNodes(root).map((c) => c.lang)).toEqual(FENCES[kind as keyof typeof DOCUMENTS]);
    // Nothing of the user's document becomes structure: no heading, quote or raw HTML of theirs.
    const headings = nodes(root)
      .filter((n): n is Heading => n.type === "heading")
      .map((h) => toString(h));
    expect(headings.filter((h) => /Task Board|Example task|^\d\. (Overview|Users|Storage)/.test(h))).toEqual(
      [],
    );
    expect(nodes(root).filter((n) => n.type === "blockquote" || n.type === "html")).toEqual([]);
    for (const table of nodes(root).filter((n) => n.type === "table")) {
      const widths =
        "children" in table ? table.children.map((row) => ("children" in row ? row.children.length : 0)) : [];
      expect(new Set(widths).size).toBe(1);
    }
  });

  it("shows the user's words as they wrote them in the SRS", () => {
    const text = toString(markdown.parse(DOCUMENTS.srs));
    const lines = [
      "keeps **task data** for small teams",
      'title: "Write the spec" # a comment',
      "~~~json",
      "````",
      "key: value # not a comment in prose",
      "<b>bold HTML</b>",
    ];
    for (const line of lines) expect(text).toContain(line);
  });

  it("gives an API specification whose OpenAPI YAML parses and validates, with the name as written", async () => {
    const [yaml] = codeNodes(markdown.parse(DOCUMENTS.api));
    const openApi: unknown = parse(yaml?.value ?? "");
    await expect(SwaggerParser.validate(structuredClone(openApi) as never)).resolves.toBeTruthy();
    expect(openApi).toMatchObject({ info: { title: expect.stringContaining(PASTED_SPEC_IDEA.name) } });
  });

  it("takes the kinds of user from the document's users section, not every line of it", () => {
    expect(chain.requirements.authentication.roles).toEqual(["team member", "admin"]);
    const enums = [
      ...chain.requirements.authentication.roles,
      ...chain.data.entities.flatMap((e) => e.fields.flatMap((f) => f.enumValues ?? [])),
    ].map((v) => v.toLowerCase());
    expect(enums.filter((v) => NOT_ROLES.includes(v) || /[`#|>*]/.test(v))).toEqual([]);
    const yaml = codeNodes(markdown.parse(DOCUMENTS.api))[0]?.value ?? "";
    for (const word of ["back", "storage", "task data"])
      expect(yaml).not.toMatch(new RegExp(`- "?${word}"?$`, "m"));
  });

  // How fast is bench/codegen.ts's to measure (its `pastedSpecification`); here, that it is done at all.
  it("builds and renders every document from a 30,000-character specification", () => {
    const long = longPastedSpec(30_000);
    const answers = { ...PASTED_SPEC_IDEA.answers, "user-types": long };
    const built = buildChain(ideaInput({ ...PASTED_SPEC_IDEA, description: long, answers }));
    const rendered = [
      renderSrs(built.requirements, meta),
      renderSystemDesign(built.design, meta),
      renderDatabaseDesign(built.data, meta),
      renderApiSpecification(built.api, meta),
      renderFrontendArchitecture(built.ui, meta),
    ];
    expect(rendered.every((d) => d.length > 0)).toBe(true);
  });
});
