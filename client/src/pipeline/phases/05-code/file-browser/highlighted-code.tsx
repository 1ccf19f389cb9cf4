import { lazy, Suspense, useMemo } from "react";

/** Past this size the viewer shows plain text: highlighting a huge file would freeze the page. */
export const MAX_HIGHLIGHT_CHARS = 200_000;

const HighlightedBody = lazy(() =>
  import("./highlighted-body").then((module) => ({ default: module.HighlightedBody })),
);

function PlainBody({ content }: { content: string }) {
  return <pre className="m-0 min-w-0 flex-1 px-4 py-3">{content}</pre>;
}

/** Source text with line numbers and highlight.js colours (plain text while the highlighter loads). */
export function HighlightedCode({
  content,
  grammar,
  label,
}: {
  content: string;
  grammar: string;
  label: string;
}) {
  const lineCount = content.split("\n").length - (content.endsWith("\n") ? 1 : 0);
  const numbers = useMemo(
    () => Array.from({ length: Math.max(1, lineCount) }, (_, i) => i + 1).join("\n"),
    [lineCount],
  );
  const body = useMemo(
    () =>
      content.length > MAX_HIGHLIGHT_CHARS ? (
        <PlainBody content={content} />
      ) : (
        <Suspense fallback={<PlainBody content={content} />}>
          <HighlightedBody content={content} grammar={grammar} />
        </Suspense>
      ),
    [content, grammar],
  );

  return (
    <div
      className="hljs flex max-h-[70vh] overflow-auto font-mono text-[13px] leading-6 [tab-size:2]"
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="code-viewer"
    >
      <pre
        aria-hidden
        className="sticky left-0 m-0 select-none border-r bg-inherit px-3 py-3 text-right text-muted-foreground/70"
      >
        {numbers}
      </pre>
      {body}
    </div>
  );
}
