import type { Element, ElementContent } from "hast";
import { Check, Copy } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "@/i18n";
import { MermaidDiagram } from "./mermaid-diagram";

const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  sql: "SQL",
  yaml: "YAML",
  yml: "YAML",
  json: "JSON",
  ts: "TypeScript",
  typescript: "TypeScript",
  tsx: "TSX",
  js: "JavaScript",
  javascript: "JavaScript",
  bash: "Shell",
  sh: "Shell",
  shell: "Shell",
  http: "HTTP",
  html: "HTML",
  css: "CSS",
};

export function languageLabel(language: string): string {
  return LANGUAGE_LABELS[language] ?? language.toUpperCase();
}

function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  return node.type === "element" ? node.children.map(textOf).join("") : "";
}

/** The language of a fenced block from its `<code class="language-x">`, and its text. */
export function fencedBlock(pre: Element | undefined): { language: string | null; text: string } {
  const code = pre?.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
  if (!code) return { language: null, text: "" };
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const languageClass = classes.map(String).find((c) => c.startsWith("language-"));
  return {
    language: languageClass ? languageClass.slice("language-".length) : null,
    text: code.children.map(textOf).join("").replace(/\n$/, ""),
  };
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="md-code-copy"
      aria-label={copied ? t("components:markdown.copied") : t("components:markdown.copyCode")}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? <Check className="h-3.5 w-3.5" /> : <Copy className="h-3.5 w-3.5" />}
      {copied ? t("components:markdown.copied") : t("components:markdown.copy")}
    </button>
  );
}

/** A fenced block: a mermaid diagram, or code with its language and a copy button. */
export function CodeBlock({ node, children }: { node: Element | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const { language, text } = fencedBlock(node);
  if (language === "mermaid") return <MermaidDiagram code={text} />;
  return (
    <div className="md-code" data-language={language ?? undefined}>
      <div className="md-code-bar">
        <span>{language ? languageLabel(language) : t("components:markdown.text")}</span>
        <CopyButton text={text} />
      </div>
      <pre className="md-pre">{children}</pre>
    </div>
  );
}
