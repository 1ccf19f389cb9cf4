import Markdown, { type Components } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import "@/components/markdown/highlight.css";

/** A fence longer than any run of backticks in the text, so the text can never close it. */
function fenceFor(text: string): string {
  let longest = 2;
  for (const match of text.matchAll(/`+/g)) longest = Math.max(longest, match[0].length);
  return "`".repeat(longest + 1);
}

const COMPONENTS: Components = {
  pre: ({ children }) => <pre className="m-0 min-w-0 flex-1 px-4 py-3">{children}</pre>,
  code: ({ className, children }) => <code className={className}>{children}</code>,
};

/**
 * The text coloured by the same rehype-highlight setup as the Markdown viewer: it goes in as one fenced block,
 * so nothing in it is read as Markdown. Loaded lazily, with the first file shown.
 */
export function HighlightedBody({ content, grammar }: { content: string; grammar: string }) {
  const fence = fenceFor(content);
  return (
    <Markdown rehypePlugins={[rehypeHighlight]} components={COMPONENTS}>
      {`${fence}${grammar}\n${content.replace(/\n$/, "")}\n${fence}`}
    </Markdown>
  );
}
