import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { extractHeadings } from "./headings";
import { MarkdownView } from "./markdown-view";

const root = path.resolve(import.meta.dirname, "../../../..");
const snapshot = (file: string) => fs.readFileSync(path.join(root, "server/pipeline/phases", file), "utf8");

const SAMPLES = [
  "02-srs/__snapshots__/lending-library.srs.md",
  "03-system-design/__snapshots__/lending-library.system-design.md",
  "04-technical/__snapshots__/lending-library.database-design.md",
  "04-technical/__snapshots__/lending-library.api-specification.md",
].filter((file) => fs.existsSync(path.join(root, "server/pipeline/phases", file)));

const render = (content: string, idPrefix = "") =>
  renderToStaticMarkup(<MarkdownView content={content} idPrefix={idPrefix} toc={false} />);

describe("MarkdownView", () => {
  it("renders GFM tables inside a scrolling wrapper and task lists as checkboxes", () => {
    const html = render("| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n- [ ] open");
    expect(html).toContain('class="md-table-wrap"');
    expect(html).toContain("<table>");
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""/);
  });

  it("highlights fenced code and labels its language", () => {
    const html = render("```sql\nCREATE TABLE books (id serial PRIMARY KEY);\n```");
    expect(html).toContain('class="hljs language-sql"');
    expect(html).toContain('<span class="hljs-keyword">CREATE TABLE</span>');
    expect(html).toContain("<span>SQL</span>");
  });

  it("hands mermaid blocks to the diagram component instead of the highlighter", () => {
    const html = render("```mermaid\nflowchart LR\n  a --> b\n```");
    expect(html).toContain('data-testid="mermaid-diagram"');
    expect(html).toContain('data-state="drawing"');
    expect(html).not.toContain("hljs");
  });

  it("does not render raw HTML from the text", () => {
    const html = render('Hello <img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
  });

  it("gives external links a new tab and keeps in-document links inside the prefix", () => {
    const html = render("[site](https://example.test) and [up](#intro)", "doc-1-");
    expect(html).toContain('href="https://example.test" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="#doc-1-intro"');
  });

  it.each(SAMPLES)("gives the headings of %s the ids its table of contents links to", (file) => {
    const content = snapshot(file);
    const html = render(content, "doc-7-");
    const rendered = [...html.matchAll(/<h[1-6] id="([^"]+)"/g)].map((m) => m[1]);
    expect(rendered).toEqual(extractHeadings(content, "doc-7-").map((h) => h.id));
    expect(rendered.length).toBeGreaterThan(5);
  });

  it("marks requirement headings with their requirement id", () => {
    const html = render("##### FR-3: Lend a book\n\ntext", "srs-");
    expect(html).toContain('<h5 id="srs-fr-3" data-requirement="FR-3">FR-3: Lend a book</h5>');
  });
});
