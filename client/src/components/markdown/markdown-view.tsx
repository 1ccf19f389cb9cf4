import type { ComponentProps } from "react";
import { useMemo } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import remarkGfm from "remark-gfm";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";
import { CodeBlock } from "./code-block";
import { extractHeadings, tocEntries, wantsToc } from "./headings";
import { rehypeHeadingIds } from "./rehype-heading-ids";
import { scrollToAnchor, TableOfContents } from "./table-of-contents";
import { TableWrap } from "./table-wrap";
import "./highlight.css";
import "./markdown.css";

function Anchor({ href, children, prefix, ...props }: ComponentProps<"a"> & { prefix: string }) {
  if (href?.startsWith("#")) {
    const id = `${prefix}${href.slice(1)}`;
    return (
      <a
        {...props}
        href={`#${id}`}
        onClick={(event) => {
          event.preventDefault();
          scrollToAnchor(id);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function components(prefix: string): Components {
  return {
    pre: ({ node, children }) => <CodeBlock node={node}>{children}</CodeBlock>,
    table: ({ node: _node, ...props }) => (
      <TableWrap>
        <table {...props} />
      </TableWrap>
    ),
    a: ({ node: _node, ...props }) => <Anchor {...props} prefix={prefix} />,
  };
}

/**
 * A Markdown document as formatted text: GitHub-flavoured Markdown (tables, task lists), highlighted code,
 * ```mermaid blocks drawn as diagrams, anchored headings and, for long documents, a table of contents.
 * Raw HTML in the text is not rendered. `idPrefix` keeps anchors unique when several documents share a page.
 */
export function MarkdownView({
  content,
  idPrefix = "",
  toc = "auto",
  className,
}: {
  content: string;
  idPrefix?: string;
  toc?: boolean | "auto";
  className?: string;
}) {
  const { t } = useTranslation();
  const headings = useMemo(() => extractHeadings(content, idPrefix), [content, idPrefix]);
  const entries = tocEntries(headings);
  const showToc = toc === "auto" ? wantsToc(content, headings) : toc && entries.length > 0;
  const rendered = useMemo(
    () => (
      <Markdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[
          [rehypeHeadingIds, { prefix: idPrefix }],
          [rehypeHighlight, { plainText: ["mermaid", "text", "txt"] }],
        ]}
        components={components(idPrefix)}
      >
        {content}
      </Markdown>
    ),
    [content, idPrefix],
  );

  if (!showToc) {
    return (
      <article className={cn("md-prose", className)} data-testid="markdown">
        {rendered}
      </article>
    );
  }
  return (
    <div className={cn("md-container", className)}>
      <div className="md-layout">
        <details className="md-toc-inline">
          <summary>{t("components:markdown.contents")}</summary>
          <TableOfContents headings={entries} />
        </details>
        <article className="md-prose" data-testid="markdown">
          {rendered}
        </article>
        <aside className="md-toc-side">
          <TableOfContents headings={entries} />
        </aside>
      </div>
    </div>
  );
}
